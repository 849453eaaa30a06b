import Foundation

/// A text field of a page, as rules name it in messages.
enum PageTextField: String, CaseIterable {
  case title, description

  func field(of page: Page) -> Field<String>? {
    switch self {
    case .title: page.title
    case .description: page.description
    }
  }
}

/// A literal text of one page, where it is written.
struct PageText {
  var text: String
  var location: SourceLocation
  /// The literal as written, where a fix may rewrite it.
  var span: TextSpan? = nil
}

/// Where the text of a `LocalizedPageText` comes from.
enum LocalizedTextSource: Hashable, Sendable {
  /// Shown as written in code or JSON: a `String` field, JSON content, or a literal no table has (the app has no
  /// tables, or a `Text("…")` literal no table lists).
  case written
  /// The language's own translation.
  case translation
  /// The language has none: its users see the development language's text.
  case developmentFallback
  /// No table of this language or the development language has the key: the code's `defaultValue:` is shown.
  case defaultValue
  /// No table has the key and the code gives no default: users see the key itself (`onboarding.title`).
  case keyShownAsItself
}

/// One text a user sees on a page: in one language where the app's string tables translate it, as written
/// otherwise. What the rules that read text (and `title-fit`, the flows listing and the preview) iterate over.
struct LocalizedPageText {
  var flow: Flow
  var pageIndex: Int
  var field: PageTextField
  /// Where the page is written: the code whose bundle looks its texts up.
  var pageLocation: SourceLocation {
    flow.pages.indices.contains(pageIndex) ? flow.pages[pageIndex].location : flow.location
  }
  /// The language (`de`, `pt-BR`); nil for a text shown as written in code or JSON (no string table applies), or
  /// one that is the same in every language (a key no table has).
  var locale: String?
  var text: String
  /// Where a translator edits it: the translation's value in its table, or the literal in code.
  var location: SourceLocation
  /// The literal as written, where a fix may rewrite it: only a text shown as written, never a key or a
  /// translation.
  var span: TextSpan? = nil
  /// Where the text comes from: a translation, the development language's text, the code's default, the key.
  var source: LocalizedTextSource = .written
  /// The key the code looks up, when it is one.
  var localization: TextLocalization? = nil
  /// A catalog translation's state (`new`, `needs_review`, …).
  var state: TranslationState? = nil

  var page: Page { flow.pages[pageIndex] }
}

/// The texts of one page field that read the same from the same place in several languages (a missing
/// translation shows the development language's), reported once for all of them.
struct LocalizedTextGroup {
  var text: LocalizedPageText
  /// The languages, the one the text is written in first; empty for a text shown as written.
  var locales: [String]

  /// "The title", or "The German (de) title of page 2 of `pages`", or "The English (en; also shown for de and fr)
  /// title of page 2 of `pages`": how a message names the text.
  var subject: String {
    guard let first = locales.first else { return "The \(text.field.rawValue)" }
    let others = locales.dropFirst()
    let shown = others.count > 4 ? Array(others.prefix(3)) + ["\(others.count - 3) more"] : Array(others)
    let language = LanguageName.phrase(first, alsoShownFor: shown.isEmpty ? nil : Plural.list(shown))
    return "The \(language) \(text.field.rawValue) of page \(text.pageIndex + 1) of `\(text.flow.name)`"
  }
}

/// How messages name a language: "German (de)", "Portuguese (Brazil) (pt-BR)", or the code alone when Foundation
/// has no name for it.
/// Languages as messages name them.
enum LanguageName {
  /// "German" for `de`, "Portuguese (Brazil)" for `pt-BR`; the code itself when it names no language.
  static func of(_ code: String) -> String {
    Locale(identifier: "en").localizedString(forIdentifier: code) ?? code
  }

  /// "German (de)"; "`xx`" for a code that names no language. With `others`: "German (de; also shown for …)",
  /// "`xx` (also shown for …)".
  static func phrase(_ code: String, alsoShownFor others: String? = nil) -> String {
    let name = of(code)
    let also = others.map { "also shown for \($0)" }
    if name == code { return "`\(code)`" + (also.map { " (\($0))" } ?? "") }
    return "\(name) (\(code)" + (also.map { "; \($0)" } ?? "") + ")"
  }
}

extension Project {
  /// The texts of `field` of every page of every flow, in flow, page and language order (the development language
  /// first): each text a key looks up in each language the app ships, at the translation's own location; the
  /// development language's text where a translation is missing; the code's default value, or the key itself
  /// (`source` says which), where no table has the key. A text shown as written comes once, with no language.
  func localizedTexts(_ field: PageTextField) -> [LocalizedPageText] {
    let languages = localization.orderedLanguages
    return flows.flatMap { flow in
      flow.pages.indices.flatMap { index -> [LocalizedPageText] in
        guard let value = field.field(of: flow.pages[index]), let text = value.literal else { return [] }
        let written = LocalizedPageText(
          flow: flow, pageIndex: index, field: field, locale: nil, text: text, location: value.location,
          span: value.span, localization: value.localization)
        guard let key = value.localization, localization.hasTables else { return [written] }
        guard localization.hasKey(key.key, table: key.tableName) else {
          return [Self.withoutEntry(written, key: key)]
        }
        return localization.languages(of: key.tableName, among: languages).map {
          localization.text(of: written, key: key, in: $0)
        }
      }
    }
  }

  /// A key no table has: the same text in every language, once.
  private static func withoutEntry(_ written: LocalizedPageText, key: TextLocalization) -> LocalizedPageText {
    var text = written
    // A `Text("…")` literal no table lists is text like any other; a call's key is shown as the key.
    if key.form == .call { text.source = key.defaultValue == nil ? .keyShownAsItself : .defaultValue }
    return text
  }

  /// `localizedTexts(field)` with the languages that read the same text from the same place as one group, in order.
  func distinctLocalizedTexts(_ field: PageTextField) -> [LocalizedTextGroup] {
    LocalizedTextGroup.grouping(localizedTexts(field))
  }
}

extension LocalizedTextGroup {
  /// `texts` with the languages that read the same text from the same place as one group, in order.
  static func grouping(_ texts: [LocalizedPageText]) -> [LocalizedTextGroup] {
    var groups: [LocalizedTextGroup] = []
    var positions: [GroupKey: Int] = [:]
    for text in texts {
      let key = GroupKey(flow: text.flow.location, page: text.pageIndex, location: text.location, text: text.text)
      if let position = positions[key] {
        if let locale = text.locale { groups[position].locales.append(locale) }
        // The language whose own text it is names the group.
        if text.source == .translation, let locale = text.locale {
          groups[position].locales.removeAll { $0 == locale }
          groups[position].locales.insert(locale, at: 0)
          groups[position].text = text
        }
      } else {
        positions[key] = groups.count
        groups.append(LocalizedTextGroup(text: text, locales: text.locale.map { [$0] } ?? []))
      }
    }
    return groups
  }

  private struct GroupKey: Hashable {
    var flow: SourceLocation
    var page: Int
    var location: SourceLocation
    var text: String
  }
}

extension Project {
  /// Every literal value of one text field over all pages of all flows, in flow and page order.
  func literalTexts(_ field: PageTextField) -> [PageText] {
    flows.flatMap { flow in
      flow.pages.compactMap { page in
        guard let value = field.field(of: page), let text = value.literal else { return nil }
        return PageText(text: text, location: value.location, span: value.span)
      }
    }
  }

}

extension ProjectFacts {
  /// The texts of `field` longer than `max` grapheme clusters (so an emoji or an accented letter counts as one),
  /// in each language, with their length: what title-length and description-length report. Markup tags the app
  /// renders (`<b>…</b>`) are not read, so they do not count.
  func texts(_ field: PageTextField, longerThan max: Int) -> [(text: LocalizedTextGroup, count: Int)] {
    distinctLocalizedTexts(field).compactMap { group in
      let count = TextMarkup.withoutTags(group.text.text).count
      return count > max ? (group, count) : nil
    }
  }
}

extension Project {
  /// The flows whose pages Swift code's capsules and last-page checks count: the Swift flows, or, when the
  /// pages come only from JSON content (a CMS export the app loads), the JSON flows.
  var flowsShownBySwiftCode: [Flow] {
    let swiftFlows = flows.filter { $0.source == .swift }
    return swiftFlows.isEmpty ? flows : swiftFlows
  }

  /// The `TabView(selection:)` variables bound anywhere in the project.
  var tabSelectionVariables: Set<String> {
    Set(contentFiles.flatMap(\.tabSelectionVariables))
  }
}

extension Localization {
  /// The languages texts are shown in: the development language first, then the others in order.
  var orderedLanguages: [String] {
    [developmentLanguage] + languages.filter { $0 != developmentLanguage }
  }

  /// `written`'s key in `language`: the translation, else the development language's text, else the default value
  /// or the key.
  /// The languages of `languages` (development language first) whose users read `table`: the development
  /// language, and those the table has a file or catalog translations for. A language of the project with none of
  /// this table (a share extension's `ja.lproj/InfoPlist.strings`, a region Xcode lists) shows the whole table in
  /// the development language: nothing the onboarding lacks in particular.
  func languages(of table: String, among languages: [String]) -> [String] {
    guard let files = tables[table]?.files, !files.isEmpty else { return languages }
    return languages.filter { $0 == developmentLanguage || files[$0] != nil }
  }

  /// `pt` for `pt-BR`, `zh-Hant` for `zh-Hant-TW`; nil for a bare language.
  static func baseLanguage(of language: String) -> String? {
    guard let dash = language.lastIndex(of: "-") else { return nil }
    return String(language[..<dash])
  }

  func text(of written: LocalizedPageText, key: TextLocalization, in language: String) -> LocalizedPageText {
    var text = written
    text.locale = language
    text.span = nil
    let table = key.tableName
    // iOS looks a regional language up in its base language before the development language (`en-GB` → `en`).
    let base = Self.baseLanguage(of: language).flatMap { entry(key.key, table: table, language: $0) }
    if let entry = entry(key.key, table: table, language: language) ?? base {
      text.source = .translation
      text.set(entry)
    } else if let entry = entry(key.key, table: table, language: developmentLanguage) {
      text.source = .developmentFallback
      text.set(entry)
    } else {
      text.source = key.defaultValue == nil ? .keyShownAsItself : .defaultValue
      text.text = key.defaultValue ?? key.key
    }
    return text
  }
}

extension LocalizedPageText {
  fileprivate mutating func set(_ entry: LocalizedEntry) {
    text = entry.value
    location = entry.location
    state = entry.state
  }
}

extension Flow {
  /// How a suggestion should count the pages, moved by `offset` (`-1` for the last index): the flow's data
  /// (`slides.count`), `allCases` of an enum, plus the pages the pager writes beside the data's `ForEach`.
  func countExpression(offset: Int = 0) -> String {
    let collection =
      kind.traits.pagesAreCases ? "\(name).allCases" : kind.traits.pagesAreOneCollection ? name : "pages"
    let moved = pagesBesideData + offset
    return collection + ".count" + (moved == 0 ? "" : moved > 0 ? " + \(moved)" : " - \(-moved)")
  }

  /// The index of the last page: `tagBase + pages.count - 1`, or later where the code jumps over tags.
  var lastIndex: Int { expectedTags.last ?? tagBase - 1 }

  /// The tag each page should carry: `tagBase + position`, moved on by every jump the code takes on purpose
  /// (`step = 6` after page 3 makes the page tagged 6 the next, and the sequence goes on from there).
  var expectedTags: [Int] {
    var offset = tagBase
    return pages.enumerated().map { index, page in
      if let value = page.tag?.literal, value > index + offset, jumpTargets.contains(value) { offset = value - index }
      return index + offset
    }
  }

  /// "`onboardingData` has 3 pages", for messages.
  var pageCountPhrase: String {
    "`\(name)` has \(Plural.count(pages.count, "page"))"
  }
}

/// Small wording helpers shared by messages.
enum Plural {
  /// "1 page", "3 pages".
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.joined() }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}

extension SourceLocation {
  /// "line 12", or "an earlier line" when the location has no line.
  var linePhrase: String {
    line.map { "line \($0)" } ?? "an earlier line"
  }

  /// `linePhrase` as read at `other`: "line 12 of `Welcome.swift`" when the two are in different files.
  func linePhrase(seenFrom other: SourceLocation) -> String {
    guard file != other.file else { return linePhrase }
    return "\(linePhrase) of `\(file.lastPathComponent)`"
  }
}
