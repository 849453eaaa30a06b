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
    fix: """
      `--fix` trims the title and collapses its doubled spaces inside the literal, where the literal is the text \
      shown: no escape or interpolation, in a `String` field of a page model or in JSON content (not a \
      `Text("…")` or `LocalizedStringKey`, whose literal is a localization key). A tab or a line break inside a \
      title may be meant, and is left to you.
      """,
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
