/// Tags are not 0, 1, …, n−1 in page order.
struct TagSequenceRule: Rule {
  static let description = RuleDescription(
    identifier: "tag-sequence",
    name: "Tag sequence",
    summary: "A page's tag is not its position in the flow (tags must be exactly 0, 1, …, n−1 in page order).",
    rationale: """
      `currentIndex` starts at 0 and Next adds 1, the capsules compare their index with it, and the last-page \
      check expects the final page at n−1. A tag that skips a number, starts at 1 or is out of order leaves a \
      page unreachable or the Next button stuck.
      """,
    area: .content,
    defaultSeverity: .error,
    fix: TagRenumbering.documentation,
    triggeringExamples: [
      // The pager's selection starts at 0, so tags 1, 2, 3 leave the first page unreachable.
      ExampleApp.app(pages: [
        ExampleApp.page(0, tag: "↓1"), ExampleApp.page(1, tag: "↓2"), ExampleApp.page(2, tag: "↓3"),
      ]),
      .swift(ExampleApp.flow([ExampleApp.page(0), ExampleApp.page(1, tag: "↓2"), ExampleApp.page(2, tag: "↓1")])),
      // The repeated 0 is duplicate-tag's finding; the page after it is still out of place.
      .json(
        ExampleApp.jsonFlow([
          ExampleApp.jsonPage(0), ExampleApp.jsonPage(1, tag: "0"), ExampleApp.jsonPage(2, tag: "↓1"),
        ])),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      .json(ExampleApp.jsonFlow()),
      .swift(ExampleApp.flow([ExampleApp.page(0)], named: "singlePage")),
      // Tags 1…n are right when the selection starts at 1.
      ExampleApp.app(
        pages: [ExampleApp.page(0, tag: "1"), ExampleApp.page(1, tag: "2"), ExampleApp.page(2, tag: "3")],
        firstIndex: 1, lastPageCheck: "currentIndex < data.count"),
      // Enum cases need no sequence.
      .swift(ExampleApp.enumFlow()),
    ])

  static func outOfSequence(tag: Int, position: Int, base: Int) -> String {
    let sequence = base == 1 ? "1, 2, …, n, as the selection starts at 1" : "0, 1, …, n−1"
    return "This page is number \(position + 1) in the flow but has tag \(tag); set the tag to \(position + base) "
      + "(tags must be \(sequence) in page order)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let fixes = TagRenumbering.fixes(in: context.project)
    // Enum-case tags (`.tag(step)`) need no sequence.
    return context.project.flows.filter { !$0.tagsAreCases }.flatMap { flow in
      let duplicatePages = Set(DuplicateTagRule.duplicates(in: flow).map(\.pageIndex))
      return flow.pages.enumerated().compactMap { index, page -> Finding? in
        guard !duplicatePages.contains(index), let tag = page.tag, let value = tag.literal,
          value != index + flow.tagBase
        else { return nil }
        return Finding(
          location: tag.location, message: Self.outOfSequence(tag: value, position: index, base: flow.tagBase),
          fix: TagRenumbering.fix(for: tag, in: fixes))
      }
    }
  }
}
