import Foundation
import Testing

@testable import PiepawLint

/// `rules/<id>.md` and `rules/default.piepaw-lint.json` are generated from the code and committed; these tests
/// fail when they drift. Regenerate with `PIEPAW_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests`.
@Suite struct RuleDocumentationTests {
  static let rulesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("rules")
  static let updating = ProcessInfo.processInfo.environment["PIEPAW_UPDATE_DOCS"] != nil

  @Test(arguments: RuleRegistry.all.map { $0.description.identifier })
  func everyRuleHasItsCommittedDoc(_ identifier: String) throws {
    let rule = try #require(RuleRegistry.rule(withIdentifier: identifier))
    try expectFile("\(identifier).md", equals: RuleDocumentation.markdown(for: rule.description))
  }

  @Test func defaultConfigurationFileMatchesTheCode() throws {
    let json = DefaultConfiguration.json(rules: RuleRegistry.all.map { $0.description })
    try expectFile("default.piepaw-lint.json", equals: json)
    // And it is a valid configuration that changes nothing.
    let parsed = try ConfigurationLoader.parse(
      json, path: "/x/.piepaw-lint.json", rules: RuleRegistry.all.map { $0.description })
    for rule in RuleRegistry.all.map({ $0.description }) {
      #expect(parsed.severity(for: rule) == Configuration.default.severity(for: rule))
    }
  }

  @Test func noStrayDocs() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path).filter {
      $0.hasSuffix(".md")
    }
    let expected = RuleRegistry.all.map { "\($0.description.identifier).md" }
    #expect(Set(names) == Set(expected + (names.contains("README.md") ? ["README.md"] : [])))
  }

  func expectFile(_ name: String, equals expected: String) throws {
    let url = Self.rulesFolder.appendingPathComponent(name)
    if Self.updating {
      try Data(expected.utf8).write(to: url)
      return
    }
    let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? "(missing)"
    #expect(
      committed == expected,
      "rules/\(name) is out of date: PIEPAW_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests")
  }
}
