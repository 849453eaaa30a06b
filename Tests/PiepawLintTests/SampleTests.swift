import Foundation
import Testing

@testable import PiepawLint

/// The sample apps through the whole pipeline: the clean ones stay clean, `broken` matches its golden output, and
/// the article-shaped fixture gets exactly the findings it was built with.
@Suite struct SampleTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
  static let samples = repositoryRoot + "/samples"

  func lint(_ path: String) throws -> LintReport {
    try Linter().lint(paths: [path])
  }

  @Test(arguments: ["piepaw", "piepaw-cms"])
  func cleanSampleHasNoFindings(_ name: String) throws {
    let report = try lint(Self.samples + "/" + name)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    #expect(report.fileCount > 5)
  }

  /// The golden file is what `piepaw-lint samples/broken --format xcode` prints from the repository root.
  /// Regenerate with `PIEPAW_UPDATE_GOLDEN=1 swift test --filter SampleTests`.
  @Test func brokenSampleMatchesItsGoldenOutput() throws {
    let report = try lint(Self.samples + "/broken")
    let output = XcodeReporter().render(report, context: ReportContext(workingDirectory: Self.repositoryRoot))
    let golden = Self.samples + "/broken/expected-output.txt"
    if ProcessInfo.processInfo.environment["PIEPAW_UPDATE_GOLDEN"] != nil {
      try Data(output.utf8).write(to: URL(fileURLWithPath: golden))
    }
    let committed = (try? String(contentsOfFile: golden, encoding: .utf8)) ?? "(missing)"
    #expect(output == committed)
  }

  @Test func brokenSampleTriggersEveryContentAssetAndProjectRule() throws {
    let report = try lint(Self.samples + "/broken")
    let reported = Set(report.diagnostics.map(\.ruleID))
    let expected = RuleRegistry.all.map { $0.description }.filter { $0.area != .images && $0.enabledByDefault }
      .map(\.identifier)
    for id in expected {
      #expect(reported.contains(id), "samples/broken does not trigger \(id)")
    }
  }

  @Test func samplesDoNotLeakIntoEachOther() throws {
    let report = try lint(Self.samples)
    let broken = [Self.samples + "/broken/", Self.gallery + "/broken-gallery/"]
    let outside = report.diagnostics.filter { diagnostic in !broken.contains { diagnostic.location.file.hasPrefix($0) }
    }
    #expect(outside.isEmpty, "\(outside.map { "\($0.location.file): \($0.message)" })")
    let alone =
      try lint(Self.samples + "/broken").diagnostics.count + lint(Self.gallery + "/broken-gallery").diagnostics.count
    #expect(report.diagnostics.count == alone)
  }

  // MARK: The gallery of real-world shapes

  static let gallery = samples + "/gallery"
  static let cleanGalleryProjects = [
    "branches", "enum-steps", "model-struct", "named-constants", "not-a-flow", "observable-pages", "one-based",
    "parallel-arrays", "scroll-pager", "tabview-children", "uikit-pager",
  ]

  @Test(arguments: cleanGalleryProjects)
  func cleanGalleryProjectHasNoFindings(_ name: String) throws {
    let report = try lint(Self.gallery + "/" + name)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.location.line ?? 0): \($0.message)" })")
  }

  /// Each gallery project's flows as `piepaw-lint flows samples/gallery --format json` prints them from the
  /// repository root. Regenerate with `PIEPAW_UPDATE_GOLDEN=1 swift test --filter SampleTests`.
  @Test func galleryFlowsMatchTheirGoldenOutput() throws {
    let report = try Linter().flows(paths: [Self.gallery])
    let output = FlowsJSONReporter().render(report, context: ReportContext(workingDirectory: Self.repositoryRoot))
    // The golden's text widths are Inter's (the stand-in for San Francisco, installed by scripts/install-deps on
    // Linux); where San Francisco itself is measured (macOS) they differ by design.
    if SystemFonts.standard.systemFace(size: 34, weight: .bold)?.isStandIn == true {
      try expectGolden(output, at: Self.gallery + "/expected-flows.json")
    } else {
      print("skipped the flows golden: its widths are measured with Inter, which is not the system font here")
    }
    let kinds = Set(report.projects.flatMap(\.flows).map(\.kind))
    #expect(kinds == Set(FlowShapeRegistry.kinds), "every registered Swift shape is in the gallery")
    let notAFlow = report.projects.first { $0.root.hasSuffix("/not-a-flow") }
    #expect(notAFlow?.flows.isEmpty == true, "a settings list, a tab bar and a feed are not onboarding")
  }

  @Test func brokenGalleryMatchesItsGoldenOutput() throws {
    let report = try lint(Self.gallery + "/broken-gallery")
    let output = XcodeReporter().render(report, context: ReportContext(workingDirectory: Self.repositoryRoot))
    try expectGolden(output, at: Self.gallery + "/broken-gallery/expected-output.txt")
  }

  private func expectGolden(_ output: String, at golden: String) throws {
    if ProcessInfo.processInfo.environment["PIEPAW_UPDATE_GOLDEN"] != nil {
      try Data(output.utf8).write(to: URL(fileURLWithPath: golden))
    }
    let committed = (try? String(contentsOfFile: golden, encoding: .utf8)) ?? "(missing)"
    #expect(output == committed, "\(golden) is out of date")
  }

  @Test func articleShapedProjectGetsExactlyItsFindings() throws {
    let root = Self.repositoryRoot + "/Tests/PiepawLintTests/Fixtures/projects/article-shaped"
    let expected = try String(contentsOfFile: root + "/EXPECTED.txt", encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let report = try lint(root)
    let reported = report.diagnostics.map { diagnostic in
      let location = diagnostic.location
      return
        "\(RelativePath.from(root, to: location.file)):\(location.line ?? 0):\(location.column ?? 0): \(diagnostic.ruleID)"
    }
    #expect(reported.sorted() == expected.sorted())
  }
}

/// SARIF of real projects, validated against the official schema and GitHub's requirements.
@Suite struct SampleSARIFTests {
  func sarif(_ path: String) throws -> String {
    let report = try Linter().lint(paths: [path])
    return SARIFReporter(
      rules: RuleRegistry.all.map { $0.description }, repositoryRoot: SampleTests.repositoryRoot,
      sourceLine: SourceLines().line
    ).render(report, context: ReportContext(workingDirectory: SampleTests.repositoryRoot))
  }

  @Test func brokenSampleIsValidSARIF() throws {
    let text = try sarif(SampleTests.samples + "/broken")
    try SARIFValidation.expectValid(text)
    #expect(text.contains("\"uri\": \"samples/broken/broken/Onboarding/OnboardingModel.swift\""))
  }

  @Test func articleShapedProjectIsValidSARIF() throws {
    try SARIFValidation.expectValid(
      try sarif(SampleTests.repositoryRoot + "/Tests/PiepawLintTests/Fixtures/projects/article-shaped"))
  }

  @Test func cleanSampleHasEmptyResults() throws {
    let text = try sarif(SampleTests.samples + "/piepaw")
    try SARIFValidation.expectValid(text)
    #expect(text.contains("\"results\": []"))
  }
}
