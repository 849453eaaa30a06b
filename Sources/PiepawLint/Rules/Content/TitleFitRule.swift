/// A page title that needs more lines than allowed on the narrowest screen the app supports, measured with its
/// real font.
struct TitleFitRule: Rule {
  static let description = RuleDescription(
    identifier: "title-fit",
    name: "Title fit",
    summary:
      "A page title (in any language) needs more than `maxLines` lines at its font on the narrowest screen the app "
      + "supports, shaped with HarfBuzz and FreeType and broken into lines as UIKit does.",
    rationale: """
      Characters are a poor stand-in for what truncates: width on the screen. A German or Portuguese title that \
      fits two lines in English wraps to three or four on an iPhone SE, pushes the description and buttons off \
      the bottom, or is cut off. The title is measured in the font the page view gives it (`.font(.largeTitle)`, \
      `.fontWeight(.black)`, `.font(.custom("Name", size:))` with the app's own font file), at the Dynamic Type \
      size chosen, with San Francisco's tracking, in the width the view leaves it (the screen minus its \
      `.padding`, capped by `.frame(maxWidth:)`). Without macOS's San Francisco, Inter stands in for it and the \
      message says the width is approximate. Pages whose view is not read are not measured.
      """,
    area: .content,
    defaultSeverity: .warning,
    options: [
      .integer("maxLines", "The most lines a title may take.", default: 2, maximum: 100),
      TextFitFindings.categoryOption,
    ],
    triggeringExamples: [
      .swift(
        ExampleTextFit.app(
          title: "↓\"Finde deinen besten Freund im Tierheim in deiner Nähe\"", font: ".font(.largeTitle)")),
      .swift(
        ExampleTextFit.app(title: "↓\"Find a Friend at a Shelter Near You\"", font: ".font(.largeTitle)"),
        options: ["sizeCategory": .string("accessibilityXxxLarge")]),
      .swift(
        ExampleTextFit.app(title: "↓\"Find a Friend at a Shelter\"", font: ".font(.largeTitle)"),
        options: ["maxLines": .integer(1)]),
      // The app's own font, not in the project: said, not skipped.
      .swift(
        ExampleTextFit.app(
          title: "\"Welcome\"", font: ".font(.custom(\"Pawprint-Black\", size: 34))", titleText: "↓Text(page.title)")),
    ],
    nonTriggeringExamples: [
      .swift(ExampleTextFit.app(title: "\"Find a Friend\"", font: ".font(.largeTitle).fontWeight(.black)")),
      .swift(
        ExampleTextFit.app(title: "\"Find a Friend at a Shelter Near You\"", font: ".font(.largeTitle)"),
        options: ["maxLines": .integer(3)]),
      // Not measured: no view of the page was read (a JSON flow); title-length still counts its characters.
      .json(
        ExampleApp.jsonFlow([ExampleApp.jsonPage(0, title: "\"Finde deinen besten Freund im Tierheim in deiner Nähe\"")]
        )),
    ])

  func check(_ context: RuleContext) -> [Finding] {
    TextFitFindings.check(context, field: .title)
  }
}
