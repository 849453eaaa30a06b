import Testing

@testable import PiepawLint

/// `EXCLUDED_SOURCE_FILE_NAMES` and `INCLUDED_SOURCE_FILE_NAMES` as Xcode's build system applies them.
@Suite struct SourceFileNameFilterTests {
  private let customer = SourceFileNameFilter(
    excluded: ["mandanten/*/*", "*.md"], included: ["mandanten/North/*"])

  /// A pattern of N components matches the last N components of the path; `*` stays within one component.
  @Test func patternsMatchTheTrailingComponents() {
    #expect(customer.excludes("/app/Bank/mandanten/South/Custom.xcassets"))
    #expect(customer.excludes("/app/README.md"))
    #expect(!customer.excludes("/app/Bank/mandanten/North/Custom.xcassets"))
    // Deeper than the pattern reaches: its last three components are not `mandanten/*/*`.
    #expect(!customer.excludes("/app/Bank/mandanten/South/Assets/Custom.xcassets"))
    #expect(!customer.excludes("/app/Bank/Assets.xcassets"))
  }

  /// `$(inherited)` takes the project's list, `$(NAME)` a setting of the configuration or the project; a pattern
  /// naming a setting nobody defines matches nothing, and one that names itself does not loop.
  @Test func settingsAreExpandedFromTheTargetAndTheProject() throws {
    let filter = try #require(
      SourceFileNameFilter.read(
        target: [
          "EXCLUDED_SOURCE_FILE_NAMES": ["$(inherited)", "Brands/*/*"],
          "INCLUDED_SOURCE_FILE_NAMES": ["Brands/$(BRAND)/*", "$(UNDEFINED)/*", "$(LOOP)/*"],
          "LOOP": ["$(LOOP)"],
        ],
        project: ["EXCLUDED_SOURCE_FILE_NAMES": ["*.txt"], "BRAND": ["North"]]))
    #expect(filter.excluded == ["*.txt", "Brands/*/*"])
    #expect(filter.included == ["Brands/North/*"])
    #expect(SourceFileNameFilter.read(target: ["INCLUDED_SOURCE_FILE_NAMES": ["a"]], project: [:]) == nil)
  }
}
