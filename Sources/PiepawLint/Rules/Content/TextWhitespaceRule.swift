/// Stray whitespace in a title.
struct TextWhitespaceRule: Rule {
  static let description = RuleDescription(
    identifier: "text-whitespace",
    name: "Text whitespace",
    summary: "A page title has leading or trailing whitespace, doubled spaces, tabs or line breaks.",
    rationale: """
      `Text` shows a title exactly as written: a leading space shifts it off the left edge the description \
      lines up with, a doubled space shows as a gap, and a line break or tab fixes the wrapping for one \
      screen width only. Such whitespace usually comes from copy pasted out of a document or a CMS.
      """,
    area: .content,
    defaultSeverity: .warning,
    options: [
      RuleOption(
        name: "allowLineBreaks",
        summary: "Accept a line break inside a title (a deliberate two-line title such as \"Welcome to\\nPiepaw\").",
        defaultValue: .boolean(false))
    ],
    triggeringExamples: [
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\" Find a Friend Nearby\""), ExampleApp.page(1)])),
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\"Find a Friend  Nearby\"")])),
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\"Find a Friend\\nNearby\"")])),
      .json(ExampleApp.jsonFlow([ExampleApp.jsonPage(0, title: "↓\"Find a Friend Nearby\\t\"")])),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      // Descriptions may wrap where the copy says; only titles are checked.
      .swift(ExampleApp.flow([ExampleApp.page(0, description: "\"Browse pets near you.\\nAdopt in a week.\"")])),
      .swift(
        ExampleApp.flow([ExampleApp.page(0, title: "\"Find a Friend\\nNearby\"")]),
        options: ["allowLineBreaks": .boolean(true)]),
    ])

  /// One kind of stray whitespace, as messages name it.
  enum Problem: String, CaseIterable {
    case leading = "leading whitespace"
    case trailing = "trailing whitespace"
    case doubledSpace = "a doubled space"
    case tab = "a tab"
    case lineBreak = "a line break"
  }

  static func strayWhitespace(_ problems: [Problem]) -> String {
    "The title has \(Plural.list(problems.map(\.rawValue))); trim it to single spaces between words and let the layout wrap it."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let allowLineBreaks = context.options.boolean("allowLineBreaks")
    return context.project.literalTexts(.title).compactMap { title in
      // A blank title is blank-text's finding.
      guard !title.text.isBlank else { return nil }
      let problems = Self.problems(in: title.text).filter { !(allowLineBreaks && $0 == .lineBreak) }
      guard !problems.isEmpty else { return nil }
      return Finding(location: title.location, message: Self.strayWhitespace(problems))
    }
  }

  static func problems(in text: String) -> [Problem] {
    Problem.allCases.filter { problem in
      switch problem {
      case .leading: text.first?.isWhitespace == true
      case .trailing: text.last?.isWhitespace == true
      case .doubledSpace: text.contains("  ")
      case .tab: text.contains("\t")
      case .lineBreak: text.contains(where: \.isNewline)
      }
    }
  }
}
