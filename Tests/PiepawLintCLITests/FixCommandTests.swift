import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// `--fix` and `--fix --dry-run` as a user runs them.
@Suite struct FixCommandTests {
  /// A copy of `samples/<sample>` in a fresh temporary folder (never fix the repository's own).
  static func brokenCopy(of sample: String = "broken") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-fix-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent(sample)
    try FileManager.default.copyItem(
      at: EndToEndTests.repositoryRoot.appendingPathComponent("samples/\(sample)"), to: copy)
    return copy
  }

  /// Every regular file under `root`, by relative path, with its bytes.
  static func tree(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = root.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return files }
    while let relative = walker.nextObject() as? String {
      let path = base + "/" + relative
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return files
  }

  /// The lines of `new` that differ from `old`'s, by 1-based line number (the files have the same line count).
  static func changedLines(_ old: Data, _ new: Data) -> [Int: String] {
    let before = String(decoding: old, as: UTF8.self).components(separatedBy: "\n")
    let after = String(decoding: new, as: UTF8.self).components(separatedBy: "\n")
    guard before.count == after.count else { return [0: "line count changed"] }
    var changed: [Int: String] = [:]
    for (index, line) in after.enumerated() where line != before[index] { changed[index + 1] = line }
    return changed
  }

  @Test func dryRunNeedsFix() {
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["--dry-run", "samples/broken"], console: captured.console()) == .usage)
    #expect(
      captured.error
        == "piepaw-lint: error: --dry-run shows what --fix would change; use them together: "
        + "piepaw-lint --fix --dry-run PATH\n")
    #expect(captured.out.isEmpty)
  }

  @Test func helpNamesTheFlags() {
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["--help"], console: captured.console()) == .clean)
    #expect(captured.out.contains("--fix  "))
    #expect(captured.out.contains("--dry-run  "))
    #expect(captured.out.contains("FIXING:"))
  }

  /// The done-means of issue 11: `--fix` on a broken flow removes the capsule, last-page and tag findings, changes
  /// only those lines, and leaves everything else as it was; the exit code is that of what remains.
  @Test func fixOnTheBrokenSampleChangesOnlyItsFixableLines() throws {
    let copy = try Self.brokenCopy()
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let before = try Self.tree(copy)
    let result = try EndToEndTests().run(["--fix", copy.path, "--format", "xcode", "--no-cache"])
    #expect(result.status == 1, "errors remain: \(result.out)")
    for rule in ["progress-capsule-count", "last-page-index", "tag-sequence", "duplicate-tag"] {
      #expect(!result.out.contains("[\(rule)]"), "\(rule) is fixed")
    }
    #expect(result.out.contains("[missing-asset]"), "what has no fix remains")
    let remaining = result.out.split(separator: "\n").count
    #expect(result.error.hasSuffix("Fixed 4 findings in 4 files; \(remaining) remain.\n"), "\(result.error)")
    #expect(
      result.error.contains("RootView.swift:26:29: fixed: count the pages with `pages.count` [progress-capsule-count]"))

    let after = try Self.tree(copy)
    #expect(Set(after.keys) == Set(before.keys), "no file added or removed")
    let changed = after.keys.filter { before[$0] != after[$0] }.sorted()
    #expect(
      changed == [
        "broken/Content/adoption-day.onboarding.json", "broken/Onboarding/OnboardingItem.swift",
        "broken/Onboarding/OnboardingModel.swift", "broken/Onboarding/RootView.swift",
      ])
    let expected: [String: [Int: String]] = [
      "broken/Content/adoption-day.onboarding.json": [13: #"      "title": "Adoption Day Starts at Ten","#],
      "broken/Onboarding/OnboardingItem.swift": [39: "            if currentIndex != 3 {"],
      "broken/Onboarding/OnboardingModel.swift": [51: "            tag: 2"],
      "broken/Onboarding/RootView.swift": [26: #"                ForEach(0..<pages.count, id: \.self) { step in"#],
    ]
    for file in changed {
      #expect(Self.changedLines(before[file]!, after[file]!) == expected[file], "\(file)")
    }
  }

  /// `--fix --dry-run` prints the diff on stdout, changes nothing, and exits as a lint of the files as they are.
  @Test func dryRunPrintsTheDiffAndChangesNothing() throws {
    let copy = try Self.brokenCopy()
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let before = try Self.tree(copy)
    let captured = CapturedConsole()
    let code = PiepawLintCommand.run(
      ["--fix", "--dry-run", copy.path, "--no-cache"], console: captured.console(cwd: copy.path))
    #expect(code == .findings)
    #expect(try Self.tree(copy) == before)
    #expect(captured.out.hasPrefix("--- a/broken/Content/adoption-day.onboarding.json\n+++ b/broken/Content/"))
    #expect(captured.out.contains("-            if currentIndex != 2 {\n+            if currentIndex != 3 {\n"))
    #expect(captured.out.components(separatedBy: "\n--- a/").count == 4, "four files")
    #expect(captured.error.hasPrefix("Would fix 4 findings in 4 files and leave "))
    #expect(captured.error.hasSuffix(" as they are. Nothing was changed.\n"))
  }

  /// A clean project: nothing to fix, exit 0, and the report of a normal lint.
  @Test func fixOnACleanSampleChangesNothing() throws {
    let copy = try Self.brokenCopy(of: "piepaw")
    defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
    let before = try Self.tree(copy)
    let captured = CapturedConsole()
    let code = PiepawLintCommand.run(["--fix", copy.path, "--no-cache"], console: captured.console(cwd: copy.path))
    #expect(code == .clean)
    #expect(try Self.tree(copy) == before)
    #expect(captured.out.hasPrefix("No problems in "))
    #expect(captured.error == "Fixed 0 findings in 0 files; 0 remain.\n")
  }
}
