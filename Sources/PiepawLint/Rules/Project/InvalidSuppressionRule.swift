/// A suppression that names no rule: it silences nothing, usually because of a typo.
struct InvalidSuppressionRule: Rule {
  static let description = RuleDescription(
    identifier: "invalid-suppression",
    name: "Invalid suppression",
    summary: "A `piepaw-lint:disable…` comment or `\"piepaw-lint-disable\"` key names a rule that does not exist.",
    rationale: """
      A misspelt rule id in a suppression silences nothing, so the finding it was meant to accept keeps \
      failing the build — or, worse, someone believes a check is switched off when it is not. Use the ids \
      that `piepaw-lint rules` lists, or `all`.
      """,
    area: .project,
    defaultSeverity: .warning,
    triggeringExamples: [
      .swift(
        "↓// piepaw-lint:disable-next-line titel-length\nlet x = 1\n"
      ),
      // In JSON the finding lands on the object that holds the key: here the whole file.
      .json("↓{\"piepaw-lint-disable\": [\"duplicate-tags\"], " + ExampleApp.jsonFlow().dropFirst()),
    ],
    nonTriggeringExamples: [
      .swift("// piepaw-lint:disable-next-line title-length\nlet x = 1\n"),
      .swift("// piepaw-lint:disable all\nlet x = 1\n// piepaw-lint:enable all\n"),
    ])

  static func unknownRule(_ id: String) -> String {
    let suggestion = NearestName.find(id, among: RuleRegistry.identifiers).map { "did you mean '\($0)'? " } ?? ""
    return "The suppression names '\(id)', which is not a rule, so it silences nothing; \(suggestion)"
      + "'piepaw-lint rules' lists the rule ids."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let known = Set(RuleRegistry.identifiers + ["all"])
    return context.project.contentFiles.flatMap(\.suppressions).flatMap { directive in
      directive.ruleIDs.filter { !known.contains($0) }.map {
        Finding(location: directive.location, message: Self.unknownRule($0))
      }
    }
  }
}
