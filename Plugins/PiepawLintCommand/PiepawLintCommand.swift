import Foundation
import PackagePlugin

/// `swift package piepaw-lint [--target NAME ...] [piepaw-lint options]`: lints the package (or the named targets'
/// folders, each with its nearest `.piepaw-lint.json` up to the package root); other arguments go to piepaw-lint
/// (`--strict`, `--format sarif --output lint.sarif`, …). Fails when piepaw-lint exits non-zero.
@main
struct PiepawLintCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let rest = extractor.remainingArguments
    let tool = try context.tool(named: "piepaw-lint").url
    guard !targetNames.isEmpty else {
      return try Self.run(tool, [context.package.directoryURL.path] + rest)
    }
    for target in try context.package.targets(named: targetNames) {
      // `directoryURL` needs tools version 6.1; `directory` is a Path, read without its deprecated accessors.
      // `directoryURL` needs tools version 6.1; `directory` is a Path, read without its deprecated accessors.
      let folder = URL(fileURLWithPath: String(describing: target.directory))
      var options = rest
      if !rest.contains("--config"),
        let configuration = Self.configurationFile(from: folder, upTo: context.package.directoryURL)
      {
        options += ["--config", configuration.path]
      }
      try Self.run(tool, [folder.path] + options)
    }
  }

  /// Runs piepaw-lint with the plugin's standard output and error, and fails the command when it fails.
  static func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lint"] + arguments
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("piepaw-lint exited \(process.terminationStatus) (1: findings, 2: it could not run as asked)")
      throw ExitStatus(code: process.terminationStatus)
    }
  }

  struct ExitStatus: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "piepaw-lint exited \(code)" }
  }

  /// The nearest `.piepaw-lint.json` from `folder` up to `root` (the same walk as PiepawLintPlugin's: plugins
  /// cannot share code).
  static func configurationFile(from folder: URL, upTo root: URL) -> URL? {
    var current = folder.standardizedFileURL
    let top = root.standardizedFileURL.path
    while true {
      let candidate = current.appendingPathComponent(".piepaw-lint.json")
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      if current.path == top || !current.path.hasPrefix(top) || current.path == "/" { return nil }
      current.deleteLastPathComponent()
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In Xcode (File ▸ Packages, or the project's context menu): lints the project's folder.
  extension PiepawLintCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      _ = extractor.extractOption(named: "target")
      try Self.run(
        try context.tool(named: "piepaw-lint").url,
        [URL(fileURLWithPath: String(describing: context.xcodeProject.directory)).path] + extractor.remainingArguments)
    }
  }
#endif
