/// An asset catalog that no target of the project builds.
struct CatalogInNoTargetRule: Rule {
  static let description = RuleDescription(
    identifier: "catalog-in-no-target",
    name: "Catalog in no target",
    summary: "An asset catalog is in the project's folders, but no Xcode target or package module builds it.",
    rationale: """
      A catalog no target compiles ships in nothing: its images and colours cannot be loaded and their symbols are \
      not generated. It is usually left over from a moved or deleted target, or was added without ticking a target. \
      PiepawLint reads targets from `project.pbxproj` (build phases and synchronized folders) and `Package.swift`, \
      and keeps such a catalog out of every target's checks (`asset-symbol-collision`); when targets cannot be read, \
      every catalog counts and this rule stays silent. A catalog below a target's `DEVELOPMENT_ASSET_PATHS` (or in \
      Xcode's `Preview Content` folder) is a development asset for previews, which an archive leaves out on purpose. \
      Where a target builds a catalog the checkout lacks (`ShareTo/ShareTo.xcassets`) and the project holds catalogs \
      of that name in no target (`Branding/<brand>/ShareTo.xcassets`), a build step copies one of them into place: \
      they are that target's, one per build.
      """,
    area: .assets,
    defaultSeverity: .note,
    triggeringExamples: [
      RuleExample(
        files: [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])])]
          + ExampleApp.imageSet("onboarding-1", in: "Adopt/Assets.xcassets")
          + [("Old/Assets.xcassets/Contents.json", catalogContents)]
          + ExampleApp.imageSet("onboarding-1", in: "Old/Assets.xcassets"),
        fileFindings: ["Old/Assets.xcassets/Contents.json"])
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [
          ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"]), .widget("AdoptWidget", folders: ["Widget"])])
        ]
          + ExampleApp.imageSet("onboarding-1", in: "Adopt/Assets.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Widget/Assets.xcassets")),
      // Sample data for previews, named in the app target's `DEVELOPMENT_ASSET_PATHS`.
      RuleExample(
        files: [
          ExampleXcodeProject.file([
            .app("Adopt", folders: ["Adopt"], settings: ["DEVELOPMENT_ASSET_PATHS": "\\\"Samples/Sample Data\\\""])
          ])
        ]
          + ExampleApp.imageSet("onboarding-1", in: "Adopt/Assets.xcassets")
          + ExampleApp.imageSet("sample-pet", in: "Samples/Sample Data/Samples.xcassets")),
      // Without a project file nothing is known about targets: every catalog counts.
      RuleExample(files: ExampleApp.imageSet("onboarding-1", in: "Old/Assets.xcassets")),
    ])

  private static let catalogContents = "{\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"

  static func inNoTarget(_ catalog: String) -> String {
    "`\(catalog)` is in no target, so nothing builds it: its assets are not in the app and generate no symbols. "
      + "Add it to the target that uses it (Target Membership in Xcode's File inspector, or move it into the "
      + "package target's folder), or delete it."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.catalogsInNoTarget.map { catalog in
      Finding(
        // At the catalog's own `Contents.json`, which Xcode always writes: findings point at files.
        location: SourceLocation(file: catalog.path + "/Contents.json"),
        message: Self.inNoTarget(RelativePath.from(context.project.root, to: catalog.path)))
    }
  }
}
