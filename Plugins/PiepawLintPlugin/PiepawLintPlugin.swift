import Foundation
import PackagePlugin

/// A build-tool plugin: lints the target's folder (sources and resources) with piepaw-lint in the `xcode` format
/// on every build, so findings appear in `swift build`'s output and in Xcode's issue navigator. The target's own
/// `.piepaw-lint.json` applies: the nearest one from the target's folder up to the package root.
///
/// The command declares no outputs, so it runs on every build (findings are shown again each time, as a
/// run-script phase shows them); an error-level finding fails the build, as `piepaw-lint` exits 1.
@main
struct PiepawLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // `directoryURL` needs tools version 6.1; `directory` is a Path, read without its deprecated accessors.
    let folder = URL(fileURLWithPath: String(describing: target.directory))
    let configuration = Self.configurationFile(from: folder, upTo: context.package.directoryURL)
    return [
      Self.lintCommand(
        tool: try context.tool(named: "piepaw-lint").url, folder: folder, configuration: configuration,
        name: target.name)
    ]
  }

  static func lintCommand(tool: URL, folder: URL, configuration: URL?, name: String) -> Command {
    var arguments = ["lint", folder.path, "--format", "xcode"]
    if let configuration { arguments += ["--config", configuration.path] }
    return .buildCommand(
      displayName: "piepaw-lint \(name)", executable: tool, arguments: arguments,
      inputFiles: [], outputFiles: [])
  }

  /// The nearest `.piepaw-lint.json` from `folder` up to `root` (both included), as piepaw-lint finds a project's.
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

  /// In an Xcode project the plugin lints the project's folder: its `project.pbxproj` tells piepaw-lint which
  /// catalogs each target builds, and its `.piepaw-lint.json` applies as on the command line.
  extension PiepawLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let folder = URL(fileURLWithPath: String(describing: context.xcodeProject.directory))
      return [
        Self.lintCommand(
          tool: try context.tool(named: "piepaw-lint").url, folder: folder,
          configuration: Self.configurationFile(from: folder, upTo: folder), name: target.displayName)
      ]
    }
  }
#endif
