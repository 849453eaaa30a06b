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

  /// Names where the first title is, as read at `location` (the repeat's place).
  static func repeated(
    firstTitle: String, at first: SourceLocation, subject: String = "This title", from location: SourceLocation? = nil
  ) -> String {
    let place = location.map(first.linePhrase(seenFrom:)) ?? first.linePhrase
    return "\(subject) repeats \"\(firstTitle)\" from \(place); give each page its own title."
  }

  /// In each flow and each language, a title that reads like an earlier page's; one finding for the languages that
  /// repeat the same text at the same place (the development language's text shown where a translation is missing).
  func check(_ context: RuleContext) -> [Finding] {
    var repeats: [Repeat] = []
    var positions: [Repeat.Key: Int] = [:]
    for flowTitles in Self.titlesByFlowAndLanguage(context.project, titles: context.facts.localizedTexts(.title)) {
      var firstByKey: [String: LocalizedPageText] = [:]
      for title in flowTitles where !title.text.isBlank {
        let key = Self.comparisonKey(title.text)
        guard var first = firstByKey[key] else {
          firstByKey[key] = title
          continue
        }
        var title = title
        // Two pages that look up one key show one text in every language: one finding at the code, not one per
        // language at a translation that is not where the repeat is.
        if let code = Self.sharedKey(title, first) { (title, first) = code }
        let repeatKey = Repeat.Key(location: title.location, first: first.location)
        if let position = positions[repeatKey] {
          repeats[position].add(title)
        } else {
          positions[repeatKey] = repeats.count
          repeats.append(Repeat(title: title, first: first))
        }
      }
    }
    return repeats.map { item in
      Finding(
        location: item.title.location,
        message: Self.repeated(
          firstTitle: item.first.text, at: item.first.location, subject: item.subject, from: item.title.location))
    }
  }

  /// `title` and `first` as written in code, when both look up the same localization key.
  static func sharedKey(_ title: LocalizedPageText, _ first: LocalizedPageText) -> (
    LocalizedPageText, LocalizedPageText
  )? {
    guard let key = title.localization, title.locale != nil, let other = first.localization,
      key.key == other.key, key.tableName == other.tableName,
      let titleField = title.page.title, let firstField = first.page.title
    else { return nil }
    var (inCode, firstInCode) = (title, first)
    (inCode.locale, inCode.location) = (nil, titleField.location)
    (firstInCode.locale, firstInCode.location) = (nil, firstField.location)
    return (inCode, firstInCode)
  }

  /// The titles of each flow in one language (a text shown as written counts in every language), page order.
  static func titlesByFlowAndLanguage(_ project: Project, titles: [LocalizedPageText]) -> [[LocalizedPageText]] {
    var lists: [[LocalizedPageText]] = []
    for flow in project.flows {
      let ofFlow = titles.filter { $0.flow.location == flow.location && $0.flow.name == flow.name }
      let locales = Set(ofFlow.compactMap(\.locale))
      guard !locales.isEmpty else {
        lists.append(ofFlow)
        continue
      }
      for locale in project.localization.orderedLanguages where locales.contains(locale) {
        lists.append(ofFlow.filter { $0.locale == nil || $0.locale == locale })
      }
    }
    return lists
  }

  /// One repeated title, with every language that repeats it from the same place.
  struct Repeat {
    struct Key: Hashable {
      var location: SourceLocation
      var first: SourceLocation
    }

    var title: LocalizedPageText
    var first: LocalizedPageText
    var locales: [String] = []

    init(title: LocalizedPageText, first: LocalizedPageText) {
      self.title = title
      self.first = first
      if let locale = title.locale { locales = [locale] }
    }

    mutating func add(_ other: LocalizedPageText) {
      if let locale = other.locale, !locales.contains(locale) { locales.append(locale) }
    }

    var subject: String {
      guard !locales.isEmpty else { return "This title" }
      return LocalizedTextGroup(text: title, locales: locales).subject
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
