/// A page description that needs more lines than allowed on the narrowest screen the app supports, measured with
/// its real font. Off by default: descriptions may run long where the page scrolls.
struct DescriptionFitRule: Rule {
  static let description = RuleDescription(
    identifier: "description-fit",
    name: "Description fit",
    summary:
      "A page description (in any language) needs more than `maxLines` lines at its font on the narrowest screen "
      + "the app supports (measured like title-fit).",
    rationale: """
      A description that wraps to eight lines on an iPhone SE pushes the page's buttons off the screen or under \
      the page indicator. It is measured as title-fit measures titles: its font, Dynamic Type size, tracking and \
      the width its view leaves it. Off by default, since some pages scroll.
      """,
    area: .content,
    defaultSeverity: .warning,
    enabledByDefault: false,
    options: [
      .integer("maxLines", "The most lines a description may take.", default: 6, maximum: 1000),
      TextFitFindings.categoryOption,
    ],
    triggeringExamples: [
      .swift(
        ExampleTextFit.app(
          title: "\"Welcome\"", font: ".font(.largeTitle)",
          description: "↓\"Every cat, dog and rabbit waiting in a shelter near you, in one app\"",
          descriptionFont: ".font(.title)"),
        options: ["maxLines": .integer(2)])
    ],
    nonTriggeringExamples: [
      .swift(
        ExampleTextFit.app(
          title: "\"Welcome\"", font: ".font(.largeTitle)", description: "\"Adopt, don’t shop.\"",
          descriptionFont: ".font(.body)"))
    ])

  func check(_ context: RuleContext) -> [Finding] {
    TextFitFindings.check(context, field: .description)
  }
}
