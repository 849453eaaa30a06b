/// Two pages of one flow share a tag.
struct DuplicateTagRule: Rule {
  static let description = RuleDescription(
    identifier: "duplicate-tag",
    name: "Duplicate tag",
    summary: "Two pages of one onboarding flow have the same tag.",
    rationale: """
      The `TabView` pages by `.tag(page.tag)` and the progress capsules light up by comparing the tag with \
      `currentIndex`. When two pages share a tag, swiping or tapping Next jumps over one of them and the \
      capsules show the wrong step, so a user never sees a page.
      """,
    area: .content,
    defaultSeverity: .error,
    fix: TagRenumbering.documentation,
    triggeringExamples: [
      .swift(ExampleApp.flow([ExampleApp.page(0), ExampleApp.page(1), ExampleApp.page(2, tag: "↓1")])),
      .json(
        ExampleApp.jsonFlow([
          ExampleApp.jsonPage(0), ExampleApp.jsonPage(1, tag: "↓0"), ExampleApp.jsonPage(2, tag: "↓0"),
        ])),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      .json(ExampleApp.jsonFlow()),
      // Each flow has its own tags: two flows may both start at 0.
      RuleExample(files: [
        ("Onboarding.swift", ExampleApp.flow()),
        ("Returning.swift", ExampleApp.flow([ExampleApp.page(3, tag: "0")], named: "returningPages")),
      ]),
    ])

  static func repeated(tag: Int, firstPage: SourceLocation) -> String {
    "Tag \(tag) is already used by the page at \(firstPage.linePhrase); give every page its own tag, "
      + "0 to n−1 in page order."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let fixes = TagRenumbering.fixes(in: context.project)
    return context.project.flows.flatMap { flow in
      Self.duplicates(in: flow).map { duplicate in
        Finding(
          location: duplicate.tag.location, message: Self.repeated(tag: duplicate.value, firstPage: duplicate.first),
          fix: TagRenumbering.fix(for: duplicate.tag, in: fixes))
      }
    }
  }

  /// A page whose tag repeats an earlier page's.
  struct Duplicate {
    var pageIndex: Int
    var tag: Field<Int>
    var value: Int
    /// The earlier page that has the tag first.
    var first: SourceLocation
  }

  /// The later pages of `flow` whose literal tag an earlier page already has (tag-sequence skips these).
  static func duplicates(in flow: Flow) -> [Duplicate] {
    var firstPageByTag: [Int: SourceLocation] = [:]
    var duplicates: [Duplicate] = []
    for (index, page) in flow.pages.enumerated() {
      guard let tag = page.tag, let value = tag.literal else { continue }
      if let first = firstPageByTag[value] {
        duplicates.append(Duplicate(pageIndex: index, tag: tag, value: value, first: first))
      } else {
        firstPageByTag[value] = page.location
      }
    }
    return duplicates
  }
}
