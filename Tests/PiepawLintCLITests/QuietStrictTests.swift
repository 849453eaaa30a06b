import Foundation
import Testing

/// `--quiet` hides only what does not fail the run: with `--strict`, a run that fails on warnings shows them.
@Suite struct QuietStrictTests {
  /// A project whose only finding is a `text-whitespace` warning.
  static func warningOnlyProject() throws -> URL {
    let tree = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-quiet-\(UUID())")
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
    try Data(
      #"{"progressCapsules": 1, "pages": [{"tag": 0, "title": "Hello  there", "description": "Hi."}]}"#.utf8
    ).write(to: tree.appendingPathComponent("a.onboarding.json"))
    return tree
  }

  @Test func quietStrictWithOnlyWarningsShowsThemAndNeverSaysNoProblems() throws {
    let tree = try Self.warningOnlyProject()
    defer { try? FileManager.default.removeItem(at: tree) }
    let result = try EndToEndTests().run([tree.path, "--quiet", "--strict"])
    #expect(result.status == 1)
    #expect(!result.out.contains("No problems"))
    #expect(result.out.contains("warning: "))
    #expect(result.out.contains("[text-whitespace]"))
    #expect(result.out.contains("1 warning in "))
  }

  @Test func quietWithoutStrictStillHidesWarnings() throws {
    let tree = try Self.warningOnlyProject()
    defer { try? FileManager.default.removeItem(at: tree) }
    let result = try EndToEndTests().run([tree.path, "--quiet"])
    #expect(result.status == 0)
    #expect(!result.out.contains("[text-whitespace]"))
    #expect(result.out.hasPrefix("No problems in "))
  }
}
