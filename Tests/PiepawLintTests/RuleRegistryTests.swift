import Testing

@testable import PiepawLint

@Suite struct RuleRegistryTests {
  /// The rules of issue 2 with their default severity and area: ids and defaults are a contract (DESIGN.md).
  static let contract: [String: (Severity, RuleArea)] = [
    "duplicate-tag": (.error, .content), "tag-sequence": (.error, .content),
    "progress-capsule-count": (.error, .content), "last-page-index": (.error, .content),
    "title-length": (.warning, .content), "description-length": (.warning, .content),
    "blank-text": (.error, .content), "text-whitespace": (.warning, .content),
    "duplicate-title": (.warning, .content), "unresolved-value": (.note, .content),
    "missing-asset": (.error, .assets), "imageset-missing-file": (.error, .assets),
    "imageset-unassigned-file": (.warning, .assets), "asset-symbol-collision": (.warning, .assets),
    "invalid-input": (.error, .project), "storyboard-reference": (.error, .project),
  ]

  static var descriptions: [RuleDescription] { RuleRegistry.all.map { $0.description } }

  @Test func holdsTheContractedRulesWithTheirDefaults() {
    for (id, (severity, area)) in Self.contract {
      let rule = RuleRegistry.rule(withIdentifier: id)
      #expect(rule != nil, "missing rule \(id)")
      #expect(rule?.description.defaultSeverity == severity, "\(id)")
      #expect(rule?.description.area == area, "\(id)")
    }
    #expect(RuleRegistry.rule(withIdentifier: "no-such-rule") == nil)
  }

  @Test func isSortedByIdentifierWithoutDuplicates() {
    let ids = RuleRegistry.identifiers
    #expect(ids == ids.sorted())
    #expect(Set(ids).count == ids.count)
  }

  /// Rules that are off until a configuration turns them on.
  static let optInRules: Set<String> = ["dark-appearance-missing", "description-fit", "unused-asset"]

  @Test func optionDefaultsAreTheContractedOnes() {
    let titleMax = TitleLengthRule.description.options.first { $0.name == "max" }?.defaultValue
    let descriptionMax = DescriptionLengthRule.description.options.first { $0.name == "max" }?.defaultValue
    #expect(titleMax == .integer(40))
    #expect(descriptionMax == .integer(150))
  }

  @Test(arguments: RuleRegistry.identifiers)
  func describesItselfWithExamples(id: String) throws {
    let description = try #require(RuleRegistry.rule(withIdentifier: id)).description
    #expect(!description.name.isEmpty && !description.summary.isEmpty && !description.rationale.isEmpty)
    // Only rules whose findings cannot all be defended without a look are opt-in.
    #expect(description.enabledByDefault == !RuleRegistryTests.optInRules.contains(id))
    #expect(!description.triggeringExamples.isEmpty)
    #expect(!description.nonTriggeringExamples.isEmpty)
  }

  @Test(arguments: RuleRegistry.identifiers)
  func triggeringExamplesMarkWhereFindingsLand(id: String) throws {
    let description = try #require(RuleRegistry.rule(withIdentifier: id)).description
    for example in description.triggeringExamples {
      let markers = example.files.reduce(0) { $0 + $1.text.count(where: { $0 == RuleExample.marker }) }
      #expect(markers + example.fileFindings.count > 0, "\(id): a triggering example without a marker")
      let paths = Set(example.files.map(\.path))
      #expect(example.fileFindings.allSatisfy(paths.contains), "\(id): a file finding names no file of the example")
      #expect(Set(example.files.map(\.path)).count == example.files.count, "\(id): a path given twice")
    }
  }

  @Test(arguments: RuleRegistry.identifiers)
  func nonTriggeringExamplesHaveNoMarkers(id: String) throws {
    let description = try #require(RuleRegistry.rule(withIdentifier: id)).description
    for example in description.nonTriggeringExamples {
      #expect(example.files.allSatisfy { !$0.text.contains(RuleExample.marker) }, "\(id)")
      #expect(example.fileFindings.isEmpty, "\(id)")
    }
  }

  @Test(arguments: RuleRegistry.identifiers)
  func examplesOnlySetDeclaredOptionsOfTheRightType(id: String) throws {
    let description = try #require(RuleRegistry.rule(withIdentifier: id)).description
    let declared = Dictionary(uniqueKeysWithValues: description.options.map { ($0.name, $0.defaultValue) })
    for example in description.triggeringExamples + description.nonTriggeringExamples {
      for (name, value) in example.options {
        let defaultValue = try #require(declared[name], "\(id) has no option \(name)")
        #expect(sameType(value, defaultValue), "\(id): option \(name)")
      }
    }
  }

  private func sameType(_ a: OptionValue, _ b: OptionValue) -> Bool {
    switch (a, b) {
    case (.integer, .integer), (.number, .number), (.string, .string), (.boolean, .boolean): true
    default: false
    }
  }
}
