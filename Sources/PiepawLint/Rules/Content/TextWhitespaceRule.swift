/// Stray whitespace in a title.
struct TextWhitespaceRule: Rule {
  static let description = RuleDescription(
    identifier: "text-whitespace",
    name: "Text whitespace",
    summary:
      "A page title has leading or trailing whitespace, doubled spaces, tabs, blank lines or spaces around a line "
      + "break.",
    rationale: """
      `Text` shows a title exactly as written: a leading space shifts it off the left edge the description \
      lines up with, a doubled space shows as a gap, a tab's width depends on the font, a blank line opens a \
      hole in the title, and a space beside a line break indents the next line or hangs off the end of one. \
      Such whitespace usually comes from copy pasted out of a document or a CMS. One line break between two \
      words is a title designed on two lines ("Welcome to\\nPiepaw"), not stray whitespace.
      """,
    area: .content,
    defaultSeverity: .warning,
    options: [
      RuleOption(
        name: "allowLineBreaks",
        summary:
          "Accept one line break between two words of a title (a designed two-line title such as \"Welcome "
          + "to\\nPiepaw\"); false reports every line break. Blank lines and spaces around a break are reported "
          + "either way.",
        defaultValue: .boolean(true))
    ],
    fix: """
      `--fix` trims the title and collapses its doubled spaces inside the literal, where the literal is the text \
      shown: no escape or interpolation, in a `String` field of a page model or in JSON content (not a \
      `Text("…")` or `LocalizedStringKey`, whose literal is a localization key). A tab or a line break inside a \
      title may be meant, and is left to you.
      """,
    triggeringExamples: [
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\" Find a Friend Nearby\""), ExampleApp.page(1)])),
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\"Find a Friend  Nearby\"")])),
      .json(ExampleApp.jsonFlow([ExampleApp.jsonPage(0, title: "↓\"Find a Friend Nearby\\t\"")])),
      // A break with a space beside it, and a blank line: not one designed break.
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\"Find a Friend \\nNearby\"")])),
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\"Find a Friend\\n\\nNearby\"")])),
      .swift(
        ExampleApp.flow([ExampleApp.page(0, title: "↓\"Find a Friend\\nNearby\"")]),
        options: ["allowLineBreaks": .boolean(false)]),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      // A title designed on two lines.
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "\"Find a Friend\\nNearby\"")])),
      // Descriptions may wrap where the copy says; only titles are checked.
      .swift(ExampleApp.flow([ExampleApp.page(0, description: "\"Browse pets near you.\\n\\nAdopt in a week.\"")])),
    ])

  /// One kind of stray whitespace, as messages name it.
  enum Problem: String, CaseIterable {
    case leading = "leading whitespace"
    case trailing = "trailing whitespace"
    case doubledSpace = "a doubled space"
    case tab = "a tab"
    /// One line break between two words: a designed two-line title, reported only where the option says so.
    case lineBreak = "a line break"
    case blankLine = "a blank line"
    case spaceAroundLineBreak = "whitespace around a line break"
  }

  static func strayWhitespace(_ problems: [Problem], subject: String = "The title") -> String {
    "\(subject) has \(Plural.list(problems.map(\.rawValue))); trim it to single spaces between words and let the layout wrap it."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let allowLineBreaks = context.options.boolean("allowLineBreaks")
    return context.facts.distinctLocalizedTexts(.title).compactMap { group in
      let title = group.text
      // A blank title is blank-text's finding.
      guard !title.text.isBlank else { return nil }
      let problems = Self.problems(in: title.text).filter { !(allowLineBreaks && $0 == .lineBreak) }
      guard !problems.isEmpty else { return nil }
      // Only a text shown as written has a span (never a key or a translation), so only it is fixed.
      let written = PageText(text: title.text, location: title.location, span: title.span)
      return Finding(
        location: title.location, message: Self.strayWhitespace(problems, subject: group.subject),
        fix: Self.fix(written, allowLineBreaks: allowLineBreaks))
    }
  }

  /// Trims the title and collapses its doubled spaces, inside the literal. Only a literal whose text is its source
  /// (no escape, no interpolation, on one line) is rewritten, and only when that leaves nothing to report: a tab
  /// or a line break inside the title may be meant, and is for a person to decide.
  static func fix(_ title: PageText, allowLineBreaks: Bool) -> Fix? {
    guard let span = title.span, let delimiters = plainDelimiters(of: span.text, text: title.text) else { return nil }
    let fixed = title.text.trimmingWhitespace.collapsingDoubledSpaces
    let left = problems(in: fixed).filter { !(allowLineBreaks && $0 == .lineBreak) }
    guard !fixed.isEmpty, left.isEmpty else { return nil }
    return .replacing(
      span, in: title.location.file, with: delimiters.open + fixed + delimiters.close,
      summary: "trim the title to \"\(fixed)\"")
  }

  /// The quotes (with a raw string's `#`s) around `text` when `source` is exactly `text` between them; nil for a
  /// literal with an escape or an interpolation, a multi-line one, or anything else.
  static func plainDelimiters(of source: String, text: String) -> (open: String, close: String)? {
    let hashes = String(source.prefix { $0 == "#" })
    let open = hashes + "\"", close = "\"" + hashes
    guard !source.hasPrefix(hashes + "\"\"\""), source == open + text + close else { return nil }
    return (open, close)
  }

  static func problems(in text: String) -> [Problem] {
    let breaks = lineBreakProblems(in: text)
    return Problem.allCases.filter { problem in
      switch problem {
      case .leading: text.first?.isWhitespace == true
      case .trailing: text.last?.isWhitespace == true
      case .doubledSpace: text.contains("  ")
      case .tab: text.contains("\t")
      case .lineBreak, .blankLine, .spaceAroundLineBreak: breaks.contains(problem)
      }
    }
  }

  /// What each line break inside the text is: one between two words (`.lineBreak`), one beside another
  /// (`.blankLine`) or one with a space or tab beside it. A break at either end is leading or trailing whitespace.
  private static func lineBreakProblems(in text: String) -> Set<Problem> {
    let characters = Array(text)
    var found: Set<Problem> = []
    for position in characters.indices.dropFirst().dropLast() where characters[position].isNewline {
      let neighbours = [characters[position - 1], characters[position + 1]]
      if neighbours.contains(where: \.isNewline) {
        found.insert(.blankLine)
      } else if neighbours.contains(where: \.isWhitespace) {
        found.insert(.spaceAroundLineBreak)
      } else {
        found.insert(.lineBreak)
      }
    }
    return found
  }
}

extension String {
  /// Without leading and trailing whitespace (as `Character.isWhitespace` has it: spaces, tabs, line breaks, …).
  fileprivate var trimmingWhitespace: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// Runs of spaces as one space.
  fileprivate var collapsingDoubledSpaces: String {
    var result = ""
    var afterSpace = false
    for character in self {
      if character == " " && afterSpace { continue }
      afterSpace = character == " "
      result.append(character)
    }
    return result
  }
}
