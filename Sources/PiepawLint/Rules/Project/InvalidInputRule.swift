/// An input file that could not be read or parsed.
struct InvalidInputRule: Rule {
  static let description = RuleDescription(
    identifier: "invalid-input",
    name: "Invalid input",
    summary:
      "A content file, an asset catalog's `Contents.json`, an Info.plist or a project file cannot be read or parsed.",
    rationale: """
      What cannot be read cannot be checked: a broken `Contents.json` also breaks Xcode's asset catalog build, \
      a truncated CMS export leaves onboarding without pages, and an unreadable Info.plist stops the build. \
      The rest of the project is still checked. A file that git-crypt keeps encrypted (a checkout made without \
      the key) is a note: it was not read, and the run does not fail on it. A catalog no target builds (or only \
      tests do) is not the app's: its broken sets are left to the one `catalog-in-no-target` note.
      """,
    area: .project,
    defaultSeverity: .error,
    triggeringExamples: [
      .json("{\n  \"progressCapsules\": 3,\n  \"pages\": [\n↓}\n"),
      RuleExample(files: [
        (
          "Assets.xcassets/onboarding-1.imageset/Contents.json",
          "{\n  \"images\" : [\n    { \"filename\" : ↓}\n  ]\n}\n"
        )
      ]),
      // In a catalog the app target builds.
      RuleExample(files: [
        ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]), brokenSet(in: "Adopt", marked: true),
      ]),
    ],
    nonTriggeringExamples: [
      .json(ExampleApp.jsonFlow()),
      RuleExample(files: ExampleApp.standardCatalog()),
      // In a catalog left outside every target: the app does not ship it.
      RuleExample(files: [
        ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]), ("Adopt/App.swift", "import SwiftUI\n"),
        brokenSet(in: "Old", marked: false),
      ]),
    ])

  /// An image set whose `Contents.json` stops in the middle of an entry, in `folder/Assets.xcassets`; `marked`
  /// puts the finding's `↓` where the parser stops.
  private static func brokenSet(in folder: String, marked: Bool) -> ExampleApp.File {
    (
      "\(folder)/Assets.xcassets/onboarding-1.imageset/Contents.json",
      "{\n  \"images\" : [\n    { \"filename\" : \(marked ? "↓" : "")}\n  ]\n}\n"
    )
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    return project.contentFiles.flatMap(\.problems) + project.shippedCatalogs.flatMap(\.problems)
      + project.settings.problems
      + project.localization.problems
  }
}
