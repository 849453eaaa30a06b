import Foundation
import Testing

/// scripts/oss-check as a contributor runs it before a change to rules or recognition lands: two builds (stand-ins
/// here that print fixed JSON reports) over a folder of apps, with the findings that appeared, disappeared and
/// changed counted per rule and listed, repository text escaped, and a crashed build reported and failing the run.
@Suite struct OSSCheckScriptTests {
  static let oldReport = """
    [{"rule":"missing-scale","severity":"warning","message":"looks blurry","file":"a/Page.swift","line":3,\
    "column":1,"utf16Column":1,"notShown":0},\
    {"rule":"missing-asset","severity":"error","message":"no image set 'hero'","file":"a/Page.swift","line":5,\
    "column":2,"utf16Column":2,"notShown":0}]
    """
  static let newReport = """
    [{"rule":"missing-scale","severity":"note","message":"only a @1x file \\u001b[31m","file":"a/Page.swift",\
    "line":3,"column":1,"utf16Column":1,"notShown":0},\
    {"rule":"title-length","severity":"warning","message":"too long","file":"a/Pages.swift","line":1,\
    "column":1,"utf16Column":1,"notShown":0}]
    """

  /// A stand-in build: prints `report` for app `a`, `[]` for `b`, or crashes on `b` when `crashesOnB`.
  func standIn(_ report: String, crashesOnB: Bool, in folder: URL, named name: String) throws -> URL {
    let file = folder.appendingPathComponent(name)
    let onB = crashesOnB ? "kill -SEGV $$" : "echo '[]'"
    let script = "#!/bin/sh\ncase \"$2\" in\na) cat <<'JSON'\n\(report)\nJSON\nexit 1;;\nb) \(onB);;\nesac\n"
    try Data(script.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    return file
  }

  /// `out`: a `--out` folder given relative to the run's working folder (`folder`), as a contributor types it.
  func run(crashesOnB: Bool, out: String? = nil) throws -> (status: Int32, output: String) {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("piepaw-oss-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    for app in ["a", "b"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("apps/\(app)"), withIntermediateDirectories: true)
    }
    let old = try standIn(Self.oldReport, crashesOnB: false, in: folder, named: "old")
    let new = try standIn(Self.newReport, crashesOnB: crashesOnB, in: folder, named: "new")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [
        SARIFValidation.repositoryRoot.appendingPathComponent("scripts/oss-check").path, old.path, new.path,
        folder.appendingPathComponent("apps").path,
      ] + (out.map { ["--out", $0] } ?? [])
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test func findingsThatAppearDisappearOrChangeAreCountedPerRuleAndListed() throws {
    let run = try run(crashesOnB: false)
    #expect(run.status == 0, "\(run.output)")
    let rows = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    // rule, old, new, appeared, disappeared, changed
    #expect(rows.contains("missing-asset 1 0 0 1 0"))
    #expect(rows.contains("missing-scale 1 1 0 0 1"))
    #expect(rows.contains("title-length 0 1 1 0 0"))
    #expect(rows.contains("all 2 2 1 1 1"))
    #expect(run.output.contains("  - a/Page.swift:5:2: error: no image set 'hero'"))
    #expect(run.output.contains("  + a/Pages.swift:1:1: warning: too long"))
    #expect(run.output.contains("  ~ a/Page.swift:3:1: warning: looks blurry"))
    // The escape character a repository wrote into a message reaches the log as text, not as a terminal command.
    #expect(run.output.contains("now: note: only a @1x file \\u{1b}[31m"))
    #expect(!run.output.contains("\u{1b}"))
  }

  /// `--out reports`, relative: each build runs from the apps folder, yet both reports land in `reports/` of the
  /// folder the check was started in, and are compared.
  @Test func aRelativeOutFolderKeepsTheReports() throws {
    let run = try run(crashesOnB: false, out: "reports")
    #expect(run.status == 0, "\(run.output)")
    let rows = run.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(rows.contains("all 2 2 1 1 1"), "\(run.output)")
  }

  @Test func aBuildThatCrashesOnAnAppFailsTheCheckAndSaysWhere() throws {
    let run = try run(crashesOnB: true)
    #expect(run.status == 1)
    #expect(run.output.contains("new build on b: exit 139"))
  }
}
