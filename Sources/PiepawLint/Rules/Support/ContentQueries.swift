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

/// One text a user sees on a page: in one language where the app's string tables translate it, as written
/// otherwise. What the rules that read text (and `title-fit`, the flows listing and the preview) iterate over.
struct LocalizedPageText {
  var flow: Flow
  var pageIndex: Int
  var field: PageTextField
  /// The language (`de`, `pt-BR`); nil for a text shown as written in code or JSON (no string table applies).
  var locale: String?
  var text: String
  /// Where a translator edits it: the translation's value in its table, or the literal in code.
  var location: SourceLocation
  /// The literal as written, where a fix may rewrite it.
  var span: TextSpan? = nil

  var page: Page { flow.pages[pageIndex] }
}

extension Project {
  /// The texts of `field` of every page of every flow, in flow, page and language order. (Until string tables
  /// are read, each literal as written.)
  func localizedTexts(_ field: PageTextField) -> [LocalizedPageText] {
    flows.flatMap { flow in
      flow.pages.indices.compactMap { index in
        guard let value = field.field(of: flow.pages[index]), let text = value.literal else { return nil }
        return LocalizedPageText(
          flow: flow, pageIndex: index, field: field, locale: nil, text: text, location: value.location,
          span: value.span)
      }
    }
  }

  /// Every literal value of one text field over all pages of all flows, in flow and page order.
  func literalTexts(_ field: PageTextField) -> [PageText] {
    flows.flatMap { flow in
      flow.pages.compactMap { page in
        guard let value = field.field(of: page), let text = value.literal else { return nil }
        return PageText(text: text, location: value.location, span: value.span)
      }
    }
  }

  /// The literal texts of `field` longer than `max` grapheme clusters (so an emoji or an accented letter counts
  /// as one), with their length: what title-length and description-length report.
  func texts(_ field: PageTextField, longerThan max: Int) -> [(text: PageText, count: Int)] {
    literalTexts(field).compactMap { text in
      let count = text.text.count
      return count > max ? (text, count) : nil
    }
  }

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

extension Flow {
  /// The collection a suggestion should count: the flow's data (`slides`), or `allCases` of an enum.
  var collectionName: String {
    switch kind {
    case .enumCases: "\(name).allCases"
    case .modelArray, .uikitPages: name
    default: "pages"
    }
  }

  /// The index of the last page: `tagBase + pages.count - 1`.
  var lastIndex: Int { tagBase + pages.count - 1 }

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
}
