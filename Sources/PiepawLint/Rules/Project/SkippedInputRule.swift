/// A file or folder PiepawLint declined to read: a symlink that leads out of what it was asked to lint.
struct SkippedInputRule: Rule {
  static let description = RuleDescription(
    identifier: "skipped-input",
    name: "Skipped input",
    summary:
      "A file or folder was not read because it is a symlink leading outside the lint root (or outside its asset "
      + "catalog or image set), or its name is not UTF-8.",
    rationale: """
      PiepawLint reads only what lies inside the folders it was asked to lint, so that a repository cannot make \
      it read (and quote) files elsewhere on the machine. A catalog, image or source that is a symlink to \
      another place is therefore not checked, and this note says so instead of reporting "no problems" for \
      what was never looked at. Lint the folder that holds the target too, or replace the link with the real \
      files; raise the severity to `error` to make CI insist.
      """,
    area: .project,
    defaultSeverity: .note,
    triggeringExamples: [
      // A catalog shared from elsewhere on the machine (here the root folder, which every machine has).
      RuleExample(files: [RuleExample.symlink("Shared.xcassets", to: "/")], fileFindings: ["Shared.xcassets"])
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.standardCatalog()),
      // A link that stays inside the lint root is read like the folder it leads to.
      RuleExample(files: [
        ("Design/Assets.xcassets/Contents.json", "{}"),
        RuleExample.symlink("App/Assets.xcassets", to: "../Design/Assets.xcassets"),
      ]),
    ])

  func check(_ context: RuleContext) -> [Finding] {
    context.project.skippedInputs + context.project.catalogs.flatMap(\.skipped)
  }
}
