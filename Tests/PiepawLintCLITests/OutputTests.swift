import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// Issue 10: where the report goes (items 11 and 14) and what stderr shows (item 2), through the binary.
@Suite struct OutputTests {
  /// The binary run with `stdout` as its standard output; stderr captured.
  func run(_ arguments: [String], stdout: FileHandle) throws -> (status: Int32, signaled: Bool, error: String) {
    let process = Process()
    process.executableURL = EndToEndTests.binary
    process.arguments = arguments
    process.currentDirectoryURL = EndToEndTests.repositoryRoot
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = EndToEndTests.cacheHome
    process.environment = environment
    let error = Pipe()
    process.standardOutput = stdout
    process.standardError = error
    try process.run()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason == .uncaughtSignal,
      String(decoding: errorData, as: UTF8.self)
    )
  }

  static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

  /// A full disk: one line on stderr naming the cause and exit 2, never a trap.
  @Test(.enabled(if: OutputTests.hasDevFull, "needs /dev/full (Linux)"))
  func aFullDiskIsExitTwoWithOneLine() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try run(["lint", "samples"], stdout: full)
    #expect(!result.signaled)
    #expect(result.status == 2)
    #expect(result.error == "piepaw-lint: error: cannot write to standard output: No space left on device\n")
    let help = try run(["--help"], stdout: full)
    #expect(help.status == 2 && help.error.contains("No space left on device"))
  }

  /// A reader that went away (`piepaw-lint … | head -1`): no SIGPIPE death, no message, the lint's own exit code.
  @Test func aClosedPipeEndsQuietlyWithTheLintsExitCode() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let broken = try run(["lint", "samples/broken", "--format", "xcode"], stdout: pipe.fileHandleForWriting)
    #expect(!broken.signaled)
    #expect(broken.status == 1)
    #expect(broken.error.isEmpty)
    let clean = try run(["samples/piepaw"], stdout: pipe.fileHandleForWriting)
    #expect(!clean.signaled && clean.status == 0 && clean.error.isEmpty)
  }

  /// An error message quoting repository or argument text is one line, its controls visible.
  @Test func errorMessagesShowControlsVisibly() {
    let captured = CapturedConsole()
    let code = PiepawLintCommand.run(["rules", "x\u{1B}]0;pwned\u{7}\r\nforged"], console: captured.console())
    #expect(code == .usage)
    #expect(
      captured.error.hasPrefix(#"piepaw-lint: error: 'rules' takes no argument (got 'x\u{1B}]0;pwned\u{7}\u{D}\u{A}"#))
    #expect(captured.error.split(separator: "\n").count == 1)
  }

  /// `--max-findings-per-file`: the default lists 100, 0 lists all, a bad value is exit 2; a capped error still
  /// fails the run, with `--quiet` too.
  @Test func theFindingsCapFlag() throws {
    let tree = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-cap-\(UUID())")
    let set = tree.appendingPathComponent("Assets.xcassets/big.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: tree) }
    let images = (0..<150).map { #"{"filename": "f\#($0).png", "idiom": "universal"}"# }
    try Data(#"{"images": [\#(images.joined(separator: ","))]}"#.utf8).write(
      to: set.appendingPathComponent("Contents.json"))
    let standard = try EndToEndTests().run([tree.path, "--format", "xcode"])
    #expect(standard.status == 1)
    let lines = standard.out.split(separator: "\n")
    #expect(lines.count == 101)
    #expect(lines.last?.contains("error: … and 50 more imageset-missing-file findings in this file") == true)
    let few = try EndToEndTests().run([tree.path, "--format", "xcode", "--max-findings-per-file", "2", "--quiet"])
    #expect(few.status == 1)
    #expect(few.out.split(separator: "\n").count == 3)
    #expect(
      try EndToEndTests().run([tree.path, "--format", "xcode", "--max-findings-per-file", "0"]).out
        .split(separator: "\n").count == 150)
    let bad = try EndToEndTests().run([tree.path, "--max-findings-per-file", "-1"])
    #expect(bad.status == 2)
    #expect(
      bad.error
        == "piepaw-lint: error: --max-findings-per-file takes a whole number (0 lists every finding), not '-1'\n")
  }

  @Test func exitCodeCountsAnErrorTheCapDidNotList() {
    let entry = Diagnostic(
      ruleID: "a", severity: .error, message: "… and 5 more", location: SourceLocation(file: "/f"), notShown: 5)
    #expect(
      LintCommand.exitCode(for: LintReport(diagnostics: [entry], fileCount: 1, projectRoots: []), strict: false)
        == .findings)
  }
}
