import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// Exit codes and messages of the commands for hostile trees (issue 10): `inspect` on set files that are no
/// images, configurations that are FIFOs, links or out of range. Paths are given absolute (the in-process
/// console's working directory only shapes how paths are shown).
@Suite struct HostileInputCommandTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-hostile-\(UUID())").path

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, error: String) {
    let captured = CapturedConsole()
    let code = PiepawLintCommand.run(arguments, console: captured.console(cwd: folder))
    try? FileManager.default.removeItem(atPath: folder)
    return (code, captured.out, captured.error)
  }

  func write(_ text: String, _ relative: String) throws {
    let path = folder + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test(arguments: ["fifo", "folder", "link"])
  func inspectExitsOneForASetFileThatIsNoImageAndNamesTheFile(_ kind: String) throws {
    try write(#"{"images": [{"filename": "a.png", "idiom": "universal"}]}"#, "A.xcassets/s.imageset/Contents.json")
    try write("secret", "outside.png")
    let file = folder + "/A.xcassets/s.imageset/a.png"
    switch kind {
    case "fifo": #expect(mkfifo(file, 0o600) == 0)
    case "folder": try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
    default: try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: folder + "/outside.png")
    }
    let result = run(["inspect", folder + "/A.xcassets/s.imageset", "--no-cache"])
    #expect(result.code == .findings, "\(result.out)")
    #expect(result.out.contains("A.xcassets/s.imageset/a.png "), "the row is the file itself")
    #expect(result.out.contains("s.imageset: a.png is unreadable"))
    #expect(!result.out.contains("not in the folder"))
    #expect(!result.out.contains("Contents.json:"))
  }

  @Test func lintReportsALinkOutOfTheSetOnceAsANote() throws {
    try write(#"{"images": [{"filename": "a.png", "idiom": "universal"}]}"#, "A.xcassets/s.imageset/Contents.json")
    try write("secret", "outside.png")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/A.xcassets/s.imageset/a.png", withDestinationPath: folder + "/outside.png")
    let result = run(["lint", folder, "--format", "xcode", "--no-cache"])
    #expect(result.code == .clean)
    #expect(result.out.split(separator: "\n").count == 1, "\(result.out)")
    #expect(result.out.hasPrefix("A.xcassets/s.imageset/a.png: note: This symlink points outside the image set"))
  }

  @Test func aHugeLimitIsExitTwoNamingTheKeyAndItsRange() throws {
    try write(#"{"limits": {"textBytes": 9223372036854775807}}"#, ".piepaw-lint.json")
    try write("let a = 1\n", "a.swift")
    let result = run(["lint", folder])
    #expect(result.code == .usage)
    #expect(result.error.hasPrefix("piepaw-lint: error: "))
    #expect(
      result.error.hasSuffix(
        "/.piepaw-lint.json:1:26: invalid configuration: 'limits.textBytes' must be a whole "
          + "number from 1 to 1073741824 (bytes); found 9223372036854775807\n"))
  }

  /// `--config` names a file the user chose, but one inside the linted folder is repository content: a pull
  /// request can make it a link to a token file, so it gets the found configuration's symlink policy.
  @Test func aNamedConfigurationInsideTheLintedFolderFollowsTheSymlinkPolicy() throws {
    try write("let a = 1\n", "app/a.swift")
    try write("ghp_SECRETTOKEN\n", "token.txt")
    try write(#"{"rules": {"duplicate-title": "off"}}"#, "app/shared.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/app/out.json", withDestinationPath: folder + "/token.txt")
    try FileManager.default.createSymbolicLink(atPath: folder + "/app/in.json", withDestinationPath: "shared.json")
    let captured = CapturedConsole()
    let console = captured.console(cwd: folder)
    let app = folder + "/app"
    #expect(PiepawLintCommand.run(["lint", app, "--config", app + "/out.json"], console: console) == .usage)
    #expect(captured.error.contains("points outside the lint root") && !captured.error.contains("ghp_"))
    #expect(PiepawLintCommand.run(["lint", app, "--config", app + "/in.json"], console: console) == .clean)
    // Outside the linted folder it is the user's own choice, link or not; its errors still never quote it.
    #expect(PiepawLintCommand.run(["lint", app, "--config", folder + "/token.txt"], console: console) == .usage)
    try? FileManager.default.removeItem(atPath: folder)
    #expect(!captured.error.contains("ghp_"), "\(captured.error)")
    #expect(captured.error.contains("a bare word is not a JSON value"))
  }

  @Test func aConfigurationFIFOIsExitTwoAtOnceFoundOrNamed() throws {
    try write("let a = 1\n", "a.swift")
    #expect(mkfifo(folder + "/.piepaw-lint.json", 0o600) == 0)
    #expect(mkfifo(folder + "/named.json", 0o600) == 0)
    let captured = CapturedConsole()
    let console = captured.console(cwd: folder)
    #expect(PiepawLintCommand.run(["lint", folder], console: console) == .usage)
    #expect(PiepawLintCommand.run(["lint", folder, "--config", folder + "/named.json"], console: console) == .usage)
    #expect(PiepawLintCommand.run(["lint", folder, "--config", "/dev/stdin"], console: console) == .usage)
    try? FileManager.default.removeItem(atPath: folder)
    let lines = captured.error.split(separator: "\n")
    #expect(lines.count == 3, "\(captured.error)")
    #expect(lines.allSatisfy { $0.contains("not a regular file") || $0.contains("FIFO") }, "\(captured.error)")
  }
}
