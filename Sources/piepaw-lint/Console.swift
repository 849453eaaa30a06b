import Foundation

/// Where the command writes: real stdout/stderr in the tool, strings in tests.
struct Console {
  var writeOut: (String) -> Void
  var writeError: (String) -> Void
  /// Whether stdout is a terminal (colour with `--color auto`).
  var outputIsTerminal: Bool
  var environment: [String: String]
  var workingDirectory: String

  static func standard() -> Console {
    Console(
      writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      outputIsTerminal: isatty(STDOUT_FILENO) != 0,
      environment: ProcessInfo.processInfo.environment,
      workingDirectory: FileManager.default.currentDirectoryPath)
  }

  /// A one-line error on stderr, prefixed with the tool's name.
  func fail(_ message: String) {
    writeError("piepaw-lint: error: \(message)\n")
  }
}

/// The exit codes of DESIGN.md.
enum ExitCode: Int32 {
  /// No error-level finding.
  case clean = 0
  /// Error-level findings (warnings too with `--strict`).
  case findings = 1
  /// The tool could not do its job as asked: bad flag, missing path, invalid configuration.
  case usage = 2
}
