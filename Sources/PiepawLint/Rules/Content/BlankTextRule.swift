/// An empty or whitespace-only title or description.
struct BlankTextRule: Rule {
  static let description = RuleDescription(
    identifier: "blank-text",
    name: "Blank text",
    summary: "A page's title or description is empty or only whitespace.",
    rationale: """
      A blank title or description leaves a hole in the page: the background and icon show with nothing to \
      read, usually because copy was left as a placeholder or lost in a CMS export or a translation. An empty \
      string the Swift code writes for a page (`subtitle: ""`, `case .intro: return ""`) is the code saying the \
      page has no such text, and is not reported; one made only of spaces, an empty translation and an empty \
      JSON field are.
      """,
    area: .content,
    defaultSeverity: .error,
    triggeringExamples: [
      .swift(ExampleApp.flow([ExampleApp.page(0, description: "↓\"   \"")])),
      .json(ExampleApp.jsonFlow([ExampleApp.jsonPage(0, title: "↓\"\\n\"", description: "↓\"\"")])),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      // The code writes that the first page has no title.
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "\"\""), ExampleApp.page(1), ExampleApp.page(2)])),
      .json(ExampleApp.jsonFlow()),
    ])

  static func empty(_ field: String, subject: String? = nil) -> String {
    "\(subject ?? "The \(field)") is empty; write the page's \(field), or remove the page if it is not needed."
  }

  static func whitespaceOnly(_ field: String, subject: String? = nil) -> String {
    "\(subject ?? "The \(field)") is only whitespace; write the page's \(field), or remove the page if it is not needed."
  }

  private static func isWrittenEmptyInSwift(_ text: LocalizedPageText) -> Bool {
    text.flow.source == .swift && text.source == .written
  }

  private static func isShownOnlyWhenNotEmpty(_ text: LocalizedPageText) -> Bool {
    guard let view = text.flow.pages[text.pageIndex].view else { return false }
    let style = text.field == .title ? view.title : view.description
    return style?.shownOnlyWhenNotEmpty == true
  }

  func check(_ context: RuleContext) -> [Finding] {
    PageTextField.allCases.flatMap { field in
      context.facts.distinctLocalizedTexts(field).compactMap { group -> Finding? in
        let text = group.text
        if text.text.isEmpty {
          // An empty literal in Swift is written on purpose: the page has no such text. A text the view shows only
          // when it is not empty (`if !page.subtitle.isEmpty`) is meant to be absent.
          guard !Self.isWrittenEmptyInSwift(text), !Self.isShownOnlyWhenNotEmpty(text) else { return nil }
          return Finding(location: text.location, message: Self.empty(field.rawValue, subject: group.subject))
        }
        guard text.text.isBlank else { return nil }
        return Finding(location: text.location, message: Self.whitespaceOnly(field.rawValue, subject: group.subject))
      }
    }
  }
}

extension String {
  /// Empty, or made only of whitespace and line breaks.
  var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
