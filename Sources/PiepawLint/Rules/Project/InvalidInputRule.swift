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
      the key) is a note: it was not read, and the run does not fail on it.
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
    ],
    nonTriggeringExamples: [
      .json(ExampleApp.jsonFlow()),
      RuleExample(files: ExampleApp.standardCatalog()),
    ])

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    return project.contentFiles.flatMap(\.problems) + project.catalogs.flatMap(\.problems) + project.settings.problems
      + project.localization.problems
  }
}
