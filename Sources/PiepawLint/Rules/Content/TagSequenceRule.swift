/// Tags are not 0, 1, …, n−1 in page order.
struct TagSequenceRule: Rule {
  static let description = RuleDescription(
    identifier: "tag-sequence",
    name: "Tag sequence",
    summary: "A page's tag is not its position in the flow (tags must be exactly 0, 1, …, n−1 in page order).",
    rationale: """
      `currentIndex` starts at 0 and Next adds 1, the capsules compare their index with it, and the last-page \
      check expects the final page at n−1. A tag that skips a number or is out of order leaves a page \
      unreachable or the Next button stuck. Tags 1…n are a sequence too, the one a selection starting at 1 \
      follows; a selection that starts at no page's tag (0 beside tags 1…n) opens the pager with no page \
      selected, and is reported at its start.
      """,
    area: .content,
    defaultSeverity: .error,
    fix: TagRenumbering.documentation,
    triggeringExamples: [
      // The pager's selection starts at 0, which no page is tagged with: tags 1, 2, 3 are a sequence, the
      // selection's start is what is wrong.
      RuleExample(files: [
        (
          "Onboarding.swift",
          ExampleApp.flow([
            ExampleApp.page(0, tag: "1"), ExampleApp.page(1, tag: "2"), ExampleApp.page(2, tag: "3"),
          ])
        ),
        (
          "RootView.swift",
          ExampleApp.rootView().replacingOccurrences(of: "currentIndex = 0", with: "currentIndex = ↓0")
        ),
      ]),
      // Tags the selection cannot follow: the page after page 0 is tagged 2.
      ExampleApp.app(pages: [
        ExampleApp.page(0, tag: "0"), ExampleApp.page(1, tag: "↓2"), ExampleApp.page(2, tag: "↓3"),
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

  static func outOfSequence(tag: Int, position: Int, base: Int, expected: Int? = nil) -> String {
    let sequence = base == 1 ? "1, 2, …, n, as the selection starts at 1" : "0, 1, …, n−1"
    let right = expected ?? position + base
    return "This page is number \(position + 1) in the flow but has tag \(tag); set the tag to \(right) "
      + "(tags must be \(sequence) in page order)."
  }

  static func selectionStartsOffTags(start: Int, firstTag: Int, lastTag: Int) -> String {
    "The selection starts at \(start), but no page has that tag (the tags run \(firstTag)…\(lastTag)), so the "
      + "pager opens with no page selected; start the selection at \(firstTag), the first page's tag."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let fixes = TagRenumbering.fixes(in: context.project)
    // Enum-case tags (`.tag(step)`) need no sequence.
    return context.project.flows.filter { !$0.tagsAreCases }.flatMap { flow in
      let duplicatePages = Set(DuplicateTagRule.duplicates(in: flow).map(\.pageIndex))
      // A tag the code sets the selection to directly (`step = 6` after page 3) is a jump it takes on purpose: the
      // sequence goes on from there.
      let expected = flow.expectedTags
      let outOfSequence = flow.pages.enumerated().compactMap { index, page -> Finding? in
        guard !duplicatePages.contains(index), let tag = page.tag, let value = tag.literal, value != expected[index]
        else { return nil }
        return Finding(
          location: tag.location,
          message: Self.outOfSequence(
            tag: value, position: index, base: flow.tagBase, expected: expected[index]),
          fix: TagRenumbering.fix(for: tag, in: fixes))
      }
      return outOfSequence.isEmpty ? Self.selectionOffTags(flow).map { [$0] } ?? [] : outOfSequence
    }
  }

  /// A selection that starts at a value no page is tagged with, where the tags run in sequence (`@State var page
  /// = 0` beside tags 1…3): the tags are right, the start is not.
  private static func selectionOffTags(_ flow: Flow) -> Finding? {
    let tags = flow.pages.compactMap(\.tag?.literal)
    guard let start = flow.selectionStart, let value = start.literal, tags.count == flow.pages.count,
      let first = tags.first, let last = tags.last, !tags.contains(value)
    else { return nil }
    return Finding(
      location: start.location, message: selectionStartsOffTags(start: value, firstTag: first, lastTag: last))
  }
}
