/// A page title longer than the configured maximum.
struct TitleLengthRule: Rule {
  static let description = RuleDescription(
    identifier: "title-length",
    name: "Title length",
    summary:
      "A page title is longer than `max` characters (grapheme clusters: an emoji or an accented letter counts as one).",
    rationale: """
      Onboarding titles are set in a large, heavy font over the background image. A long title wraps to three \
      or four lines on a small iPhone, pushes the description and buttons off the bottom, or is cut off; it \
      also grows when translated.

      The character count stands in for "two lines on a small iPhone" where a title cannot be measured. Where \
      the page view and the title's font are known (the `title-fit` measurement: HarfBuzz on the narrowest \
      screen at the default text size), a title measured to fit two lines (or its `.lineLimit`) is not \
      reported, since the claim would be wrong; set `measure` to `false` to apply `max` to every title as a \
      plain character budget (for translators' headroom, say).
      """,
    area: .content,
    defaultSeverity: .warning,
    options: [
      .integer("max", "The longest title allowed, in characters.", default: 40, maximum: 100_000),
      RuleOption(
        name: "measure",
        summary:
          "Leave out a longer title that is measured to fit two lines at its font on the narrowest screen "
          + "(`false`: report every title over `max`).",
        defaultValue: .boolean(true)),
    ],
    triggeringExamples: [
      .swift(
        ExampleApp.flow([
          ExampleApp.page(0, title: "↓\"Find a Friend at a Shelter Near Your Home Today\""), ExampleApp.page(1),
          ExampleApp.page(2),
        ])),
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\"Find a Friend Nearby\"")]), options: ["max": .integer(12)]),
      // Measured, it needs three lines: the count and the measurement agree.
      .swift(
        ExampleTextFit.app(
          title: "↓\"Find a Friend at a Shelter Near Your Home Today\"", font: ".font(.largeTitle).fontWeight(.black)")),
      // A plain budget: applied even to a title measured to fit.
      .swift(
        ExampleTextFit.app(title: "↓\"Find a Friend at a Shelter Near You\"", font: ".font(.caption)"),
        options: ["max": .integer(20), "measure": .boolean(false)]),
      .json(
        ExampleApp.jsonFlow([ExampleApp.jsonPage(0, title: "↓\"Every cat, dog and rabbit near you, in one app\"")])),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      // 40 characters exactly: the flag (two scalars) and the decomposed `é` (e + U+0301) each count as one.
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "\"Cafe\u{301} Pets 🐶🐱: Adopt, Don’t Shop, Love! 🇨🇦\"")])),
      // 46 characters, over the default 40, but measured at the caption size it fits one line.
      .swift(
        ExampleTextFit.app(title: "\"Find a friend at a shelter near you, this week\"", font: ".font(.caption)")),
    ])

  static func tooLong(count: Int, max: Int, subject: String = "The title") -> String {
    "\(subject) is \(count) characters long, more than \(max); shorten it so it fits on two lines of a small "
      + "iPhone (or raise `max` for title-length)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let max = context.options.integer("max")
    let measurer = context.options.boolean("measure") ? PageTextMeasurer(project: context.project) : nil
    return context.facts.texts(.title, longerThan: max).compactMap { long in
      if let measurer, Self.isMeasuredToFit(long.text.text, by: measurer) { return nil }
      return Finding(
        location: long.text.text.location,
        message: Self.tooLong(count: long.count, max: max, subject: long.text.subject))
    }
  }

  /// Whether the title is measured to need no more than two lines (or its own `.lineLimit`) at the default
  /// text size: what this rule's message would otherwise claim it does not.
  private static func isMeasuredToFit(_ text: LocalizedPageText, by measurer: PageTextMeasurer) -> Bool {
    guard case .measured(let fit) = measurer.measure(text) else { return false }
    return fit.lineCount <= min(2, text.page.view?.title?.lineLimit ?? 2)
  }
}
