/// An empty or whitespace-only title or description.
struct BlankTextRule: Rule {
  static let description = RuleDescription(
    identifier: "blank-text",
    name: "Blank text",
    summary: "A page's title or description is empty or only whitespace.",
    rationale: """
      A blank title or description leaves a hole in the page: the background and icon show with nothing to \
      read, usually because copy was left as a placeholder or lost in a CMS export.
      """,
    area: .content,
    defaultSeverity: .error,
    triggeringExamples: [
      .swift(ExampleApp.flow([ExampleApp.page(0, title: "↓\"\""), ExampleApp.page(1), ExampleApp.page(2)])),
      .swift(ExampleApp.flow([ExampleApp.page(0, description: "↓\"   \"")])),
      .json(ExampleApp.jsonFlow([ExampleApp.jsonPage(0, title: "↓\"\\n\"", description: "↓\"\"")])),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      .json(ExampleApp.jsonFlow()),
    ])

  static func empty(_ field: String, subject: String? = nil) -> String {
    "\(subject ?? "The \(field)") is empty; write the page's \(field), or remove the page if it is not needed."
  }

  static func whitespaceOnly(_ field: String, subject: String? = nil) -> String {
    "\(subject ?? "The \(field)") is only whitespace; write the page's \(field), or remove the page if it is not needed."
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
          // A text the view shows only when it is not empty (`if !page.subtitle.isEmpty`) is meant to be absent.
          guard !Self.isShownOnlyWhenNotEmpty(text) else { return nil }
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
