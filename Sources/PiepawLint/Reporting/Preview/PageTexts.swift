/// The texts a project's pages show, per language: what `Project.localizedTexts` yields (each literal as written,
/// and its translations where string tables give them).
struct PageTexts {
  private struct Key: Hashable {
    var flow: Int
    var page: Int
    var field: PageTextField
    var locale: String?
  }

  private var texts: [Key: String] = [:]
  /// The languages the texts come in, in the order first met; `[nil]` where the app has no string tables.
  private(set) var locales: [String?] = []
  /// Where each page's translations are written, for placing findings about them.
  private(set) var translations: [FindingPlacement.PageKey: [SourceLocation]] = [:]

  init(_ project: Project) {
    var flowIndex: [SourceLocation: Int] = [:]
    for (index, flow) in project.flows.enumerated() where flowIndex[flow.location] == nil {
      flowIndex[flow.location] = index
    }
    var seen: Set<String?> = []
    for field in PageTextField.allCases {
      for text in project.localizedTexts(field) {
        guard let flow = flowIndex[text.flow.location] else { continue }
        texts[Key(flow: flow, page: text.pageIndex, field: field, locale: text.locale)] = text.text
        if seen.insert(text.locale).inserted { locales.append(text.locale) }
        if text.locale != nil {
          translations[FindingPlacement.PageKey(flow: flow, page: text.pageIndex), default: []].append(text.location)
        }
      }
    }
    // The texts as written are drawn only where no language is known.
    let languages = locales.filter { $0 != nil }
    locales = languages.isEmpty ? [nil] : languages
  }

  /// The text of `field` on a page in `locale`: its translation, else the text as written, else why it is not
  /// known; nil where the page has no such field.
  func text(flow: Int, page: Int, of pageValue: Page, _ field: PageTextField, locale: String?) -> ShownText? {
    if let text = texts[Key(flow: flow, page: page, field: field, locale: locale)] { return .text(text) }
    guard let value = field.field(of: pageValue) else { return nil }
    switch value.value {
    case .literal(let text): return .text(text)
    case .unresolved(let reason): return .unresolved(reason)
    }
  }
}
