import Testing

@testable import PiepawLint

/// A page field's role comes from what it holds: text about an image is no image, and `nil` is no value.
@Suite struct PageFieldMeaningTests {
  @Test func anImagesAccessibilityTextOrLabelIsNoImage() {
    for name in ["imageAccessibilityText", "imageAccessibiltyText", "iconLabel", "heroImageHint"] {
      #expect(PageVocabulary.role(of: name) == nil, "\(name)")
    }
    #expect(PageVocabulary.role(of: "heroImage") == .illustration)
    #expect(PageVocabulary.role(of: "iconName") == .icon)
  }

  /// `cta: nil` leaves the page without that field: nothing for unresolved-value to report.
  @Test func aNilFieldIsLeftEmpty() {
    let source = """
      struct OnboardingStep { let title: String; let subtitle: String?; let image: String }
      let onboardingSteps = [
        OnboardingStep(title: "Welcome", subtitle: nil, image: "welcome"),
        OnboardingStep(title: "Share", subtitle: "Send it to friends.", image: "share"),
      ]
      """
    let pages =
      SwiftContentLoader.load(path: "/app/Onboarding.swift", source: source, schema: .default).flows.first?.pages ?? []
    #expect(pages.count == 2)
    #expect(pages.map { $0.description == nil } == [true, false])
  }

  /// What a file no target compiles says is not judged: its image lookups are no missing assets.
  @Test func aFileNoTargetCompilesLooksUpNothing() throws {
    let files: [ExampleApp.File] =
      [
        ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]),
        ("Adopt/Home.swift", "import SwiftUI\n\nstruct Home: View {\n  var body: some View { Image(\"paw\") }\n}\n"),
        ("Drafts/Old.swift", "import SwiftUI\n\nstruct Old: View {\n  var body: some View { Image(\"gone\") }\n}\n"),
      ] + ExampleApp.imageSet("logo", in: "Adopt/Assets.xcassets")
    let run = try ExampleRun(RuleExample(files: files), rule: MissingAssetRule.self)
    #expect(run.reported.count == 1)
    #expect(run.reported.allSatisfy { $0.hasPrefix("Adopt/Home.swift:4:") }, "\(run.reported)")
  }

  /// A project file whose targets compile fewer than half of the Swift files is a stale copy (a nested project
  /// left behind), not a list of what ships: nothing is set aside by it.
  @Test func aStaleProjectFileSetsNothingAside() throws {
    let flow = ExampleApp.flow()
    let view = "import SwiftUI\n\nstruct Home: View {\n  var body: some View { Text(\"Hi\") }\n}\n"
    let stale: [ExampleApp.File] = [
      ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]),
      ("Adopt/Home.swift", view), ("App/Onboarding.swift", flow), ("App/Other.swift", view),
    ]
    #expect(try ExampleRun(RuleExample(files: stale), rule: SkippedInputRule.self).reported.isEmpty)
    let current = stale.filter { $0.path != "App/Other.swift" } + [("Adopt/Other.swift", view)]
    #expect(try ExampleRun(RuleExample(files: current), rule: SkippedInputRule.self).reported.count == 1)
  }

  /// A preview runs only in Xcode's canvas: its lookups are none the app makes.
  @Test func aPreviewsLookupsAreNotTheApps() {
    let source = """
      import SwiftUI

      struct Card: View {
        var body: some View { Image("real") }
      }

      #Preview("Dark") {
        Image("canvas-only")
      }

      struct Card_Previews: PreviewProvider {
        static var previews: some View { Image("also-canvas") }
      }
      """
    let file = SwiftContentLoader.read(path: "/app/Card.swift", source: source)
    #expect(file.assetReferences.map(\.name.written) == ["real"])
  }
}
