import Foundation
import Testing

@testable import PiepawLint

/// How fixes are planned and written: staleness, overlaps, permissions, symlinks.
@Suite struct FixerTests {
  /// A finding of `rule` whose fix replaces `text` at `offset` of `file` with `replacement`.
  static func diagnostic(_ rule: String, _ file: String, offset: Int, text: String, replacement: String, line: Int = 1)
    -> Diagnostic
  {
    Diagnostic(
      ruleID: rule, severity: .error, message: "m", location: .text(file, line: line, column: offset + 1),
      fix: Fix(
        summary: "s",
        edits: [TextEdit(file: file, span: TextSpan(offset: offset, text: text), replacement: replacement)]
      ))
  }

  /// A file changed between lint and fix is refused whole, with a message, and left as it is.
  @Test func aFileChangedSinceItWasLintedIsRefused() throws {
    let workspace = try FixWorkspace.copy(ofFixture: "tour")
    defer { workspace.remove() }
    let report = try workspace.lint()
    let edited = "// Edited after the lint.\n" + (try workspace.read("TourView.swift"))
    try workspace.write("TourView.swift", edited)
    let plan = Fixer(projectRoots: report.projectRoots).plan(report.diagnostics)
    #expect(plan.changes.map { ($0.file as NSString).lastPathComponent } == ["Tour.swift"])
    let refused = plan.refusals.map(\.diagnostic.ruleID)
    #expect(refused == ["progress-capsule-count", "last-page-index", "last-page-index"])
    #expect(
      plan.refusals.allSatisfy {
        $0.reason == "the file changed since it was linted, so it was left as it is; run piepaw-lint --fix again"
      })
    let outcome = Fixer(projectRoots: report.projectRoots).apply(plan)
    #expect(outcome.fixedCount == 3)
    #expect(try workspace.read("TourView.swift") == edited)
    #expect(try workspace.read("Tour.swift") == FixFixtures.text("tour-fixed/Tour.swift"))
  }

  /// A file that changes after the plan read it (an editor saving) is not overwritten.
  @Test func aFileChangedWhileFixingIsNotOverwritten() throws {
    let workspace = try FixWorkspace.copy(ofFixture: "tour")
    defer { workspace.remove() }
    let (report, plan) = try workspace.plan()
    let saved = (try workspace.read("TourView.swift")) + "// saved by the editor\n"
    try workspace.write("TourView.swift", saved)
    let outcome = Fixer(projectRoots: report.projectRoots).apply(plan)
    #expect(try workspace.read("TourView.swift") == saved)
    #expect(outcome.refusals.count == 3)
    #expect(outcome.refusals.allSatisfy { $0.reason.hasPrefix("the file changed while it was being fixed") })
    #expect(outcome.written.map { ($0.file as NSString).lastPathComponent } == ["Tour.swift"])
  }

  /// Of two fixes over the same bytes, the rule listed first wins and the other is refused, naming it; the same
  /// edit from two findings is made once.
  @Test func overlappingFixesKeepTheFirstRules() throws {
    let workspace = try FixWorkspace(["a.txt": "count = 3 and 4\n"])
    defer { workspace.remove() }
    let file = workspace.path("a.txt")
    let first = Self.diagnostic("tag-sequence", file, offset: 8, text: "3", replacement: "5")
    let second = Self.diagnostic("progress-capsule-count", file, offset: 8, text: "3 and", replacement: "7 and")
    let same = Self.diagnostic("duplicate-tag", file, offset: 14, text: "4", replacement: "6")
    let again = Self.diagnostic("tag-sequence", file, offset: 14, text: "4", replacement: "6")
    let fixer = Fixer(projectRoots: [workspace.root], ruleOrder: ["tag-sequence", "duplicate-tag"])
    let plan = fixer.plan([second, first, same, again])
    #expect(plan.refusals.map(\.diagnostic) == [second])
    #expect(
      plan.refusals.first?.reason
        == "its fix changes the same text as the fix of [tag-sequence] at line 1, which was applied instead; "
        + "run piepaw-lint --fix again to see what is left")
    #expect(plan.fixedCount == 3)
    #expect(plan.changes.first?.fixed == Array("count = 5 and 6\n".utf8))
  }

  /// An edit whose text is not where it says (a stale or a wrong fix) refuses the file, not a neighbour's bytes.
  @Test func anEditThatDoesNotFindItsTextRefusesTheFile() throws {
    let workspace = try FixWorkspace(["a.txt": "abc\n"])
    defer { workspace.remove() }
    let file = workspace.path("a.txt")
    for diagnostic in [
      Self.diagnostic("r", file, offset: 1, text: "x", replacement: "y"),
      Self.diagnostic("r", file, offset: 3, text: "\nz", replacement: "y"),
      Self.diagnostic("r", file, offset: -1, text: "a", replacement: "y"),
    ] {
      let plan = Fixer(projectRoots: [workspace.root]).plan([diagnostic])
      #expect(plan.changes.isEmpty && plan.refusals.count == 1)
    }
  }

  @Test func permissionsAreKept() throws {
    let workspace = try FixWorkspace.copy(ofFixture: "cms")
    defer { workspace.remove() }
    let path = workspace.path("spring.onboarding.json")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let outcome = try workspace.fix()
    #expect(outcome.fixedCount == 4)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.root).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty, "no temporary file is left behind")
  }

  /// A fix of a path that is a symlink inside the project rewrites the link's target; the link stays a link.
  @Test func aSymlinkInsideTheProjectFixesItsTarget() throws {
    let workspace = try FixWorkspace(["Shared/a.txt": "tag = 3\n"])
    defer { workspace.remove() }
    try FileManager.default.createSymbolicLink(atPath: workspace.path("a.txt"), withDestinationPath: "Shared/a.txt")
    let diagnostic = Self.diagnostic("tag-sequence", workspace.path("a.txt"), offset: 6, text: "3", replacement: "2")
    let fixer = Fixer(projectRoots: [workspace.root])
    let outcome = fixer.apply(fixer.plan([diagnostic]))
    #expect(outcome.fixedCount == 1)
    #expect(try workspace.read("Shared/a.txt") == "tag = 2\n")
    let type = try FileManager.default.attributesOfItem(atPath: workspace.path("a.txt"))[.type]
    #expect(type as? FileAttributeType == .typeSymbolicLink)
  }

  /// A symlink that leads out of the project is never written through, wherever the finding says it is.
  @Test func aSymlinkOutOfTheProjectIsRefused() throws {
    let outside = try FixWorkspace(["a.txt": "tag = 3\n"])
    let workspace = try FixWorkspace()
    defer {
      outside.remove()
      workspace.remove()
    }
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path("a.txt"), withDestinationPath: outside.path("a.txt"))
    let diagnostic = Self.diagnostic("tag-sequence", workspace.path("a.txt"), offset: 6, text: "3", replacement: "2")
    let plan = Fixer(projectRoots: [workspace.root]).plan([diagnostic])
    #expect(plan.changes.isEmpty)
    #expect(
      plan.refusals.map(\.reason) == [
        "a symlink leads outside the project, and --fix writes only inside it; it was not fixed"
      ])
    #expect(try outside.read("a.txt") == "tag = 3\n")
  }

  /// The dry-run diff of the tour fixture: `Fixtures/fix/tour.diff` (it applies with `patch -p1`).
  @Test func theDryRunDiffMatchesItsGolden() throws {
    let workspace = try FixWorkspace.copy(ofFixture: "tour")
    defer { workspace.remove() }
    let (_, plan) = try workspace.plan()
    let parent = (workspace.root as NSString).deletingLastPathComponent
    let diff = FixText.diff(plan, context: ReportContext(workingDirectory: parent), visible: false)
    let name = (workspace.root as NSString).lastPathComponent
    let golden = try FixFixtures.text("tour.diff").replacingOccurrences(of: " a/tour/", with: " a/\(name)/")
      .replacingOccurrences(of: " b/tour/", with: " b/\(name)/")
    #expect(diff == golden)
    #expect(try workspace.read("TourView.swift") == FixFixtures.text("tour/TourView.swift"), "a plan changes nothing")
  }

  @Test func textLinesEscapePathsAndSummarise() {
    let context = ReportContext(workingDirectory: "/app")
    let diagnostic = Self.diagnostic("tag-sequence", "/app/Bad\u{1B}[31m.swift", offset: 0, text: "1", replacement: "0")
    #expect(FixText.fixed(diagnostic, context: context) == "Bad\\u{1B}[31m.swift:1:1: fixed: s [tag-sequence]\n")
    let refusal = FixPlan.Refusal(diagnostic: diagnostic, reason: "why")
    #expect(FixText.refused(refusal, context: context) == "Bad\\u{1B}[31m.swift:1:1: not fixed: why [tag-sequence]\n")
    #expect(
      FixText.summary(fixed: 5, files: 2, remaining: 3, dryRun: false) == "Fixed 5 findings in 2 files; 3 remain.\n")
    #expect(
      FixText.summary(fixed: 1, files: 1, remaining: 1, dryRun: false) == "Fixed 1 finding in 1 file; 1 remains.\n")
    #expect(
      FixText.summary(fixed: 0, files: 0, remaining: 2, dryRun: true)
        == "Would fix 0 findings in 0 files and leave 2 as they are. Nothing was changed.\n")
  }
}

@Suite struct UnifiedDiffTests {
  static func lines(_ range: ClosedRange<Int>) -> String { range.map { "line \($0)\n" }.joined() }

  static func diff(_ old: String, _ new: String, context: Int = 3) -> String {
    UnifiedDiff.render(path: "f", old: Array(old.utf8), new: Array(new.utf8), context: context)
  }

  @Test func sameTextsHaveNoDiff() {
    #expect(Self.diff("a\nb\n", "a\nb\n") == "")
  }

  @Test func oneChangeHasThreeLinesOfContext() {
    let old = Self.lines(1...10)
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      Self.diff(old, new) == """
        --- a/f
        +++ b/f
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  /// Changes 7 unchanged lines apart get two hunks; 6 apart, one (their contexts touch).
  @Test func distantChangesGetHunksOfTheirOwn() {
    let old = Self.lines(1...20)
    let two = old.replacingOccurrences(of: "line 2\n", with: "two\n").replacingOccurrences(
      of: "line 10\n", with: "ten\n")
    #expect(Self.diff(old, two).components(separatedBy: "\n@@").count == 3)
    #expect(Self.diff(old, two).contains("@@ -1,5 +1,5 @@\n line 1\n-line 2\n+two\n"))
    #expect(Self.diff(old, two).contains("@@ -7,7 +7,7 @@\n"))
    let one = old.replacingOccurrences(of: "line 2\n", with: "two\n").replacingOccurrences(
      of: "line 9\n", with: "nine\n")
    #expect(Self.diff(old, one).components(separatedBy: "\n@@").count == 2)
    #expect(Self.diff(old, one).contains("@@ -1,12 +1,12 @@\n"))
  }

  @Test func aMissingNewlineAtTheEndIsSaid() {
    #expect(
      Self.diff("a\nb", "a\nc") == """
        --- a/f
        +++ b/f
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """)
  }

  @Test func insertionsAndRemovalsAtTheEdges() {
    #expect(Self.diff("", "a\n") == "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+a\n")
    #expect(Self.diff("a\n", "") == "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-a\n")
    #expect(Self.diff("a\nb\n", "a\nb\nc\n") == "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n a\n b\n+c\n")
    #expect(Self.diff("x\na\n", "a\n", context: 0) == "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-x\n")
    #expect(Self.diff("a\nb\n", "a\nx\nb\n", context: 0) == "--- a/f\n+++ b/f\n@@ -1,0 +2 @@\n+x\n")
  }

  /// A line moved is one removal and one addition (the shortest script), whichever of the equal lines it pairs.
  @Test func aMovedLineIsOneRemovalAndOneAddition() {
    #expect(Self.diff("a\nb\na\n", "b\na\na\n") == "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n-a\n b\n+a\n a\n")
    let diff = Self.diff(Self.lines(1...6), "line 4\n" + Self.lines(1...3) + Self.lines(5...6))
    #expect(diff.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count == 4)
  }

  /// A carriage return stays part of its line, so the diff of a CRLF file applies to it.
  @Test func crlfLinesKeepTheirCarriageReturns() {
    #expect(Self.diff("a\r\nb\r\n", "a\r\nc\r\n") == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
  }
}
