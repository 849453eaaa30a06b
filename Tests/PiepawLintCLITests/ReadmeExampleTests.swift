import Foundation
import Testing

/// The README's examples, pasted as written.
@Suite struct ReadmeExampleTests {
  /// The first fenced block of `language` after the README line that starts with `heading`.
  static func block(after heading: String, language: String) throws -> String {
    let readme = try String(
      contentsOf: EndToEndTests.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "\n" + heading)).upperBound
    let open = try #require(readme.range(of: "```\(language)\n", range: start..<readme.endIndex)).upperBound
    let close = try #require(readme.range(of: "\n```\n", range: open..<readme.endIndex)).lowerBound
    return String(readme[open..<close]) + "\n"
  }

  func lint(_ source: String) throws -> EndToEndTests.Run {
    let tree = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-readme-\(UUID())")
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: tree) }
    try Data(source.utf8).write(to: tree.appendingPathComponent("Onboarding.swift"))
    return try EndToEndTests().run([tree.path, "--format", "xcode"])
  }

  @Test func theSuppressionExampleLintsCleanAndEachCommentSilencesAFinding() throws {
    let example = try Self.block(after: "Suppressions, for a finding you accept", language: "swift")
    #expect(example.contains("// piepaw-lint:disable-next-line title-length"))
    let pasted = try lint(example)
    #expect(pasted.status == 0)
    #expect(pasted.out.isEmpty, "\(pasted.out)")
    // Without its comments the same file has the findings they silence.
    let bare = example.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("piepaw-lint:") }.joined(separator: "\n")
    let found = try lint(bare)
    #expect(found.out.contains("[title-length]"))
    #expect(found.out.contains("[unresolved-value]"))
    #expect(!found.out.contains("[invalid-suppression]"))
  }
}
