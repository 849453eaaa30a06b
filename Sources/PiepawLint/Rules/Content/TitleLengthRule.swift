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
      """,
    area: .content,
    defaultSeverity: .warning,
    options: [
      .integer("max", "The longest title allowed, in characters.", default: 40, maximum: 100_000)
    ],
    triggeringExamples: [
      .swift(
        ExampleApp.flow([
          ExampleApp.page(0, title: "↓\"Find a Friend at a Shelter Near Your Home Today\""), ExampleApp.page(1),
          ExampleApp.page(2),
        ])),
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\"Find a Friend Nearby\"")]), options: ["max": .integer(12)]),
      .json(
        ExampleApp.jsonFlow([ExampleApp.jsonPage(0, title: "↓\"Every cat, dog and rabbit near you, in one app\"")])),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      // 40 characters exactly: the flag (two scalars) and the decomposed `é` (e + U+0301) each count as one.
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "\"Cafe\u{301} Pets 🐶🐱: Adopt, Don’t Shop, Love! 🇨🇦\"")])),
    ])

  static func tooLong(count: Int, max: Int, subject: String = "The title") -> String {
    "\(subject) is \(count) characters long, more than \(max); shorten it so it fits on two lines of a small "
      + "iPhone (or raise `max` for title-length)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let max = context.options.integer("max")
    return context.facts.texts(.title, longerThan: max).map { long in
      Finding(
        location: long.text.text.location,
        message: Self.tooLong(count: long.count, max: max, subject: long.text.subject))
    }
  }
}
