/// A referenced image or colour that no asset catalog of the project holds.
struct MissingAssetRule: Rule {
  static let description = RuleDescription(
    identifier: "missing-asset",
    name: "Missing asset",
    summary:
      "A page's background or icon, or another image or colour reference, names no asset in the project's catalogs.",
    rationale: """
      `Image("name")` and `UIImage(named:)` show nothing (or return nil) for a name that is not in a catalog, \
      so a page appears without its background or icon; a JSON page from the CMS fails the same way at run \
      time. Generated symbols such as `.onboarding1` fail only at build time, and only once the catalog is \
      built. Projects without any asset catalog are not checked: their assets live elsewhere.
      """,
    area: .assets,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "Onboarding.swift",
            ExampleApp.flow([ExampleApp.page(0), ExampleApp.page(1), ExampleApp.page(2, icon: "↓.iconOnbaording3")])
          )
        ]
          + ExampleApp.standardCatalog()),
      RuleExample(
        files: [
          ("welcome.onboarding.json", ExampleApp.jsonFlow([ExampleApp.jsonPage(0, background: "↓\"onboarding-7\"")]))
        ]
          + ExampleApp.standardCatalog(pages: 1)),
      RuleExample(
        files: [("WelcomeView.swift", welcomeView(logo: "↓.logoPett", tint: "↓.brandTint"))]
          + ExampleApp.imageSet("logo-pet")
          + ExampleApp.imageSet("brand-tint")),
    ],
    nonTriggeringExamples: [
      RuleExample(files: [("Onboarding.swift", ExampleApp.flow())] + ExampleApp.standardCatalog()),
      RuleExample(
        files: [
          ("welcome.onboarding.json", ExampleApp.jsonFlow([ExampleApp.jsonPage(0, background: "\"onboarding1\"")]))
        ]
          + ExampleApp.standardCatalog(pages: 1)),
      RuleExample(
        files: [("WelcomeView.swift", welcomeView(logo: "\"logo-pet\"", tint: ".brandTint"))]
          + ExampleApp.imageSet("logo-pet")
          + ExampleApp.colorSet("brand-tint")),
      // No asset catalog at all: the assets are not in this project, so nothing is reported.
      .swift(ExampleApp.flow()),
    ])

  /// A view that shows a logo image and a tint colour; arguments are source.
  private static func welcomeView(logo: String, tint: String) -> String {
    """
    import SwiftUI

    struct WelcomeView: View {
      var body: some View {
        VStack {
          Image(\(logo))
          Text("Adopt with us")
            .foregroundStyle(Color(\(tint)))
        }
      }
    }

    """
  }

  static func missing(_ name: String, kind: AssetKind, suggestion: String?) -> String {
    let hint = suggestion.map { "did you mean `\($0)`? Fix the name or add" } ?? "fix the name or add"
    return "No \(kind.noun) named `\(name)` in the project's asset catalogs; \(hint) "
      + "\(kind == .color ? "a colour set" : "an image set") for it."
  }

  static func wrongKind(_ name: String, wanted: AssetKind, found: Asset.Kind) -> String {
    "`\(name)` is \(found.nounWithArticle), but \(wanted == .color ? "a colour" : "an image") is used here; "
      + "add \(wanted == .color ? "a colour set" : "an image set") for it or use the name of one."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    guard !project.catalogs.isEmpty else { return [] }
    let index = AssetIndex(project)
    let pageReferences = project.flows.flatMap(\.pages).flatMap(\.imageReferences)
    return (pageReferences + project.assetReferences).compactMap { finding(for: $0, in: index) }
  }

  private func finding(for reference: AssetReference, in index: AssetIndex) -> Finding? {
    let written = reference.name.written
    switch index.resolve(reference.name, kind: reference.kind) {
    case .found:
      return nil
    case .wrongKind(let asset):
      return Finding(
        location: reference.location, message: Self.wrongKind(written, wanted: reference.kind, found: asset.kind))
    case .missing:
      let suggestion = index.suggestion(for: reference.name, kind: reference.kind)
      return Finding(
        location: reference.location, message: Self.missing(written, kind: reference.kind, suggestion: suggestion))
    }
  }
}
