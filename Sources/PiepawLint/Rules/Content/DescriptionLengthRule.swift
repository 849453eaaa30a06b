/// A page description longer than the configured maximum.
struct DescriptionLengthRule: Rule {
  static let description = RuleDescription(
    identifier: "description-length",
    name: "Description length",
    summary: "A page description is longer than `max` characters (grapheme clusters).",
    rationale: """
      The description sits under the title and above the buttons on a full-screen background. A long one \
      covers the picture, runs under the Next button on small iPhones, and is skipped by users who swipe \
      through onboarding in seconds. Markup tags the app renders rather than shows (`<b>…</b>`, `<br/>`) are \
      not counted.
      """,
    area: .content,
    defaultSeverity: .warning,
    options: [
      .integer("max", "The longest description allowed, in characters.", default: 150, maximum: 100_000)
    ],
    triggeringExamples: [
      .swift(
        ExampleApp.flow([
          ExampleApp.page(
            0,
            description: """
              ↓"Browse cats, dogs, rabbits and guinea pigs waiting at shelters and foster homes close to you, \
              with photos, personality notes, health records and the date each one arrived at the shelter."
              """),
          ExampleApp.page(1), ExampleApp.page(2),
        ])),
      .json(
        ExampleApp.jsonFlow([ExampleApp.jsonPage(0, description: "↓\"Book a visit before you adopt.\"")]),
        options: ["max": .integer(20)]),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      // 144 characters to read (158 written): the `<b>` tags a rich-text label renders are not counted.
      .swift(
        ExampleApp.flow([
          ExampleApp.page(
            0,
            description: """
              "Browse cats, dogs and rabbits waiting at <b>shelters and foster homes</b>, with photos, \
              personality notes and the date each one <b>arrived at the shelter</b>."
              """),
          ExampleApp.page(1), ExampleApp.page(2),
        ])),
      .json(ExampleApp.jsonFlow()),
    ])

  static func tooLong(count: Int, max: Int, subject: String = "The description") -> String {
    "\(subject) is \(count) characters long, more than \(max); cut it to one or two short sentences "
      + "(or raise `max` for description-length)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let max = context.options.integer("max")
    return context.facts.texts(.description, longerThan: max).map { long in
      Finding(
        location: long.text.text.location,
        message: Self.tooLong(count: long.count, max: max, subject: long.text.subject))
    }
  }
}
