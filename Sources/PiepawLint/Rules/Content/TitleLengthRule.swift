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

      The default `max` stands in for "two lines on a small iPhone" where a title cannot be measured. Where \
      the page view and the title's font are known (the `title-fit` measurement: HarfBuzz on the narrowest \
      screen at the default text size), a title measured to fit two lines (or its `.lineLimit`) is not \
      held to the default, since the claim would be wrong. A `max` set in the configuration is a budget you \
      chose (for translators' headroom, say) and applies to every title, measured or not; so does the default \
      with `measure` set to `false`. Leave `max` out of the configuration to keep the measured exemption: a \
      `max` written there, even the default 40, is a budget you set. A title that cannot be measured (its view is not read, or no font here \
      has glyphs for its script) is held to the character budget, and the finding is a note: that it wraps further is \
      then a guess.
      """,
    area: .content,
    defaultSeverity: .warning,
    options: [
      .integer("max", "The longest title allowed, in characters.", default: 40, maximum: 100_000),
      RuleOption(
        name: "measure",
        summary:
          "When `max` is not set, leave out a longer title that is measured to fit two lines at its font on the "
          + "narrowest screen (`false`: report every title over the default `max`). A `max` you set always applies.",
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
      // A budget the configuration sets: applied even to a title measured to fit.
      .swift(
        ExampleTextFit.app(title: "↓\"Find a Friend at a Shelter Near You\"", font: ".font(.caption)"),
        options: ["max": .integer(20)]),
      // The default budget, with the measurement turned off.
      .swift(
        ExampleTextFit.app(title: "↓\"Find a friend at a shelter near you, this week\"", font: ".font(.caption)"),
        options: ["measure": .boolean(false)]),
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

  /// The same where the title is counted, not measured: the budget, without the claim that it wraps further.
  static func overBudget(count: Int, max: Int, subject: String, configured: Bool) -> String {
    configured
      ? "\(subject) is \(count) characters long, more than the `max` of \(max) set for title-length; shorten it (or "
        + "raise `max`)."
      : "\(subject) is \(count) characters long, more than \(max), the length that stands in for two lines of a "
        + "small iPhone where the title is not measured; shorten it if it wraps further (or raise `max` for "
        + "title-length)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let max = context.options.integer("max")
    // A budget the user chose is theirs; only the default stands in for a measurement.
    let configured = context.options.isConfigured("max")
    let measures = context.options.boolean("measure") && !configured
    let measurer = measures ? PageTextMeasurer(project: context.project) : nil
    return context.facts.texts(.title, longerThan: max).compactMap { long in
      var unmeasurable = ""
      var measuredLong = false
      if let measurer {
        switch measurer.measure(long.text.text) {
        case .measured(let fit) where Self.fits(fit, long.text.text): return nil
        case .measured: measuredLong = true
        case .unmeasurableHere(let reason): unmeasurable = " Not measured: \(reason); counted instead."
        default: break
        }
      }
      let subject = long.text.subject
      let message =
        measuredLong
        ? Self.tooLong(count: long.count, max: max, subject: subject)
        : Self.overBudget(count: long.count, max: max, subject: subject, configured: configured) + unmeasurable
      // Counted against the default budget, not measured: a guess that it wraps further, so a note.
      return Finding(
        location: long.text.text.location, message: message,
        maximumSeverity: measuredLong || configured ? nil : .note)
    }
  }

  /// Whether the title is measured to need no more than two lines (or its own `.lineLimit`) at the default
  /// text size: what this rule's message would otherwise claim it does not.
  private static func fits(_ fit: PageTextFit, _ text: LocalizedPageText) -> Bool {
    fit.lineCount <= min(2, text.page.view?.title?.lineLimit ?? 2)
  }
}
