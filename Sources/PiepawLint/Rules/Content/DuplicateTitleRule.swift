/// Two pages of one flow with the same title.
struct DuplicateTitleRule: Rule {
  static let description = RuleDescription(
    identifier: "duplicate-title",
    name: "Duplicate title",
    summary: "Two pages of one flow have the same title (ignoring case and spacing).",
    rationale: """
      Each onboarding page should tell users something new. A repeated title makes two pages look the same \
      when swiping, and usually means a page was copied and its copy never rewritten.
      """,
    area: .content,
    defaultSeverity: .warning,
    triggeringExamples: [
      .swift(
        ExampleApp.flow([
          ExampleApp.page(0), ExampleApp.page(1), ExampleApp.page(2, title: "↓\"Find a Friend Nearby\""),
        ])),
      .json(
        ExampleApp.jsonFlow([ExampleApp.jsonPage(0), ExampleApp.jsonPage(1, title: "↓\"find a  friend nearby\"")])),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      // Two flows may share a title: each is shown on its own.
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.flow()),
        ("Returning.swift", ExampleApp.flow([ExampleApp.page(0)], named: "returningPages")),
      ]),
    ])

  static func repeated(firstTitle: String, at first: SourceLocation) -> String {
    "This title repeats \"\(firstTitle)\" from \(first.linePhrase); give each page its own title."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.flows.flatMap { flow in
      var firstByKey: [String: PageText] = [:]
      var findings: [Finding] = []
      for page in flow.pages {
        guard let field = page.title, let text = field.literal, !text.isBlank else { continue }
        let key = Self.comparisonKey(text)
        if let first = firstByKey[key] {
          findings.append(
            Finding(location: field.location, message: Self.repeated(firstTitle: first.text, at: first.location)))
        } else {
          firstByKey[key] = PageText(text: text, location: field.location)
        }
      }
      return findings
    }
  }

  /// Titles that differ only in case or spacing read the same on screen, and so do canonically equivalent ones
  /// (`é` and `e` + U+0301: `String` hashes and compares them as equal). Made stream-safe, so that hashing and
  /// comparing keys is linear in their length whatever the title holds (see `StreamSafeText`); Foundation's
  /// normalization is not used: it moves the rest of the string at each change, quadratic on long titles.
  static func comparisonKey(_ title: String) -> String {
    StreamSafeText.make(title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
  }
}
