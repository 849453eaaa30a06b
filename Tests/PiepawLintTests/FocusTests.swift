import Testing

@testable import PiepawLint

/// Linting changed files (a pre-commit hook) reports what those files touch: their flows, the views that count
/// the flows, and the image sets and the pages that use them — nothing else of the project.
@Suite struct FocusTests {
  static let broken = SampleTests.samples + "/broken/broken"

  func files(linting paths: [String]) throws -> Set<String> {
    let report = try Linter().lint(paths: paths.map { Self.broken + "/" + $0 })
    return Set(report.diagnostics.map { RelativePath.from(Self.broken, to: $0.location.file) })
  }

  @Test func aChangedFlowBringsInTheViewsThatCountIt() throws {
    #expect(
      try files(linting: ["Onboarding/OnboardingModel.swift"]) == [
        "Onboarding/OnboardingModel.swift", "Onboarding/RootView.swift", "Onboarding/OnboardingItem.swift",
      ])
  }

  @Test func aChangedImageBringsInItsSetAndThePagesUsingIt() throws {
    let reported = try files(linting: ["Assets.xcassets/onboarding-2.imageset/onboarding-2@2x.jpg"])
    #expect(reported.contains("Assets.xcassets/onboarding-2.imageset/Contents.json"))
    #expect(reported.contains("Onboarding/OnboardingModel.swift"))
    #expect(!reported.contains("Info.plist"))
    #expect(!reported.contains("Onboarding/RootView.swift"))
    #expect(!reported.contains { $0.hasPrefix("Assets.xcassets/hero") })
  }

  @Test func aChangedPlistReportsOnlyItself() throws {
    #expect(try files(linting: ["Info.plist"]) == ["Info.plist"])
  }

  @Test func aChangedProjectFileReachesEveryFinding() throws {
    // Target membership decides which catalogs each lookup searches and which symbols collide.
    let whole = try Linter().lint(paths: [SampleTests.samples + "/broken"]).diagnostics.count
    let project = SampleTests.samples + "/broken/broken.xcodeproj/project.pbxproj"
    #expect(try Linter().lint(paths: [project]).diagnostics.count == whole)
  }

  @Test func aFolderPathNextToAFileLintsTheWholeProject() throws {
    let whole = try Linter().lint(paths: [SampleTests.samples + "/broken"]).diagnostics.count
    let both = try Linter().lint(paths: [Self.broken + "/Info.plist", SampleTests.samples + "/broken"])
    #expect(both.diagnostics.count == whole)
  }
}
