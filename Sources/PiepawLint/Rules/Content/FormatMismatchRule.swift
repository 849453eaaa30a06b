/// A page text whose translations have other format placeholders than the development language's text.
struct FormatMismatchRule: Rule {
  static let description = RuleDescription(
    identifier: "format-mismatch",
    name: "Format mismatch",
    summary: """
      A page text's translation has other `%@`, `%d`, `%lld` or positional `%1$@` placeholders than the \
      development language's text.
      """,
    rationale: """
      `String(format:)` and `String(localized:)` fill placeholders from the arguments the code passes: a \
      translation with one placeholder too many reads memory that holds no argument (garbage or a crash), one \
      with a `%d` where the code passes an object, or one too few, garbles or drops the text in that language only.
      """,
    area: .content,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.localizedFlow()),
        ExampleApp.stringsFile(
          "en", entries: ExampleApp.standardEntries("en", overrides: ["onboarding.1.title": "\"Hi %@, find a friend\""])
        ),
        ExampleApp.stringsFile(
          "de",
          entries: ExampleApp.standardEntries("de", overrides: ["onboarding.1.title": "↓\"Hallo, finde %d Freunde\""])),
      ]),
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.localizedFlow()),
        ExampleApp.stringCatalog(
          ExampleApp.standardCatalogEntries(overrides: [
            "onboarding.2.title": [
              "en": "\"Meet %1$@ and %2$@\"", "de": "\"Triff %2$@ und %1$@\"", "fr": "↓\"Rencontrez %1$@\"",
            ]
          ])),
      ]),
    ],
    nonTriggeringExamples: [
      // Positional placeholders may change their order; `%%` is a percent sign.
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.localizedFlow()),
        ExampleApp.stringCatalog(
          ExampleApp.standardCatalogEntries(overrides: [
            "onboarding.2.title": [
              "en": "\"Meet %1$@ and %2$@\"", "de": "\"Triff %2$@ und %1$@\"", "fr": "\"100%% %1$@ %2$@\"",
            ]
          ])),
      ]),
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.localizedFlow()), ExampleApp.stringsFile("en"), ExampleApp.stringsFile("de"),
      ]),
    ])

  static func mismatch(
    _ subject: String, found: [FormatPlaceholder], reference: [FormatPlaceholder], in language: String
  )
    -> String
  {
    "\(subject) has \(FormatPlaceholder.describe(found)) where the \(LanguageName.phrase(language)) text has "
      + "\(FormatPlaceholder.describe(reference)); give it the same placeholders (positional ones such as %1$@ may "
      + "change order), or it garbles or crashes at run time."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    let localization = project.localization
    var seen: Set<String> = []
    var findings: [Finding] = []
    for field in PageTextField.allCases {
      for text in context.facts.localizedTexts(field) {
        guard let key = text.localization, let locale = text.locale, text.source == .translation,
          seen.insert("\(key.tableName)\u{0}\(key.key)\u{0}\(locale)").inserted,
          let reference = Self.reference(for: key, in: localization), reference.language != locale
        else { continue }
        let found = FormatPlaceholder.parse(text.text)
        guard !FormatPlaceholder.matches(found, reference.placeholders) else { continue }
        let subject = LocalizedTextGroup(text: text, locales: [locale]).subject
        findings.append(
          Finding(
            location: text.location,
            message: Self.mismatch(
              subject, found: found, reference: reference.placeholders, in: reference.language)))
      }
    }
    return findings
  }

  /// The placeholders translations must have: the development language's entry, else the code's default value.
  static func reference(for key: TextLocalization, in localization: Localization)
    -> (language: String, placeholders: [FormatPlaceholder])?
  {
    let language = localization.developmentLanguage
    if let entry = localization.entry(key.key, table: key.tableName, language: language) {
      return (language, FormatPlaceholder.parse(entry.value))
    }
    return key.defaultValue.map { (language, FormatPlaceholder.parse($0)) }
  }
}

/// One `printf`-style placeholder of a format string: `%@`, `%d`, `%lld`, `%1$@`, `%.2f`.
struct FormatPlaceholder: Hashable, Sendable {
  /// The argument it reads, 1-based: its `n$`, else its place among the placeholders.
  var argument: Int
  /// What it reads: `object` (`@`), `integer`, `float`, `string` (`s`), `character`, `pointer`.
  var kind: String
  /// As written, for messages.
  var text: String

  /// The placeholders of `format`, `%%` left out. Linear: one pass over the scalars.
  static func parse(_ format: String) -> [FormatPlaceholder] {
    var placeholders: [FormatPlaceholder] = []
    let scalars = Array(format.unicodeScalars)
    var index = 0
    var next = 1
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      var cursor = index + 1
      var digits = ""
      while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
        digits.unicodeScalars.append(scalars[cursor])
        cursor += 1
      }
      var position: Int?
      if cursor < scalars.count, scalars[cursor] == "$", let number = Int(digits) {
        position = number
        cursor += 1
      } else {
        cursor = index + 1
      }
      while cursor < scalars.count, "-+#0.123456789*hlqLzjt".unicodeScalars.contains(scalars[cursor]) {
        cursor += 1
      }
      guard cursor < scalars.count else { break }
      let conversion = scalars[cursor]
      if conversion == "%" {
        index = cursor + 1
        continue
      }
      guard let kind = kinds[conversion] else {
        index = cursor + 1
        continue
      }
      let text = String(String.UnicodeScalarView(scalars[index...cursor]))
      placeholders.append(FormatPlaceholder(argument: position ?? next, kind: kind, text: text))
      if position == nil { next += 1 }
      index = cursor + 1
    }
    return placeholders
  }

  private static let kinds: [Unicode.Scalar: String] = [
    "@": "object", "d": "integer", "i": "integer", "u": "integer", "D": "integer", "U": "integer", "x": "integer",
    "X": "integer", "o": "integer", "O": "integer", "f": "float", "F": "float", "e": "float", "E": "float",
    "g": "float", "G": "float", "a": "float", "A": "float", "s": "string", "S": "string", "c": "character",
    "C": "character", "p": "pointer",
  ]

  /// Whether two texts read the same arguments the same way, whatever the order they are written in.
  static func matches(_ a: [FormatPlaceholder], _ b: [FormatPlaceholder]) -> Bool {
    signature(a) == signature(b)
  }

  /// Argument → kinds (sorted: one argument may be read twice).
  private static func signature(_ placeholders: [FormatPlaceholder]) -> [Int: [String]] {
    Dictionary(grouping: placeholders, by: \.argument).mapValues { $0.map(\.kind).sorted() }
  }

  /// "no placeholder", "1 placeholder (%@)", "2 placeholders (%1$@ and %2$@)".
  static func describe(_ placeholders: [FormatPlaceholder]) -> String {
    guard !placeholders.isEmpty else { return "no placeholder" }
    let shown = placeholders.prefix(4).map(\.text) + (placeholders.count > 4 ? ["\(placeholders.count - 4) more"] : [])
    return "\(Plural.count(placeholders.count, "placeholder")) (\(Plural.list(shown)))"
  }
}
