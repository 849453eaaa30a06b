/// A content value that is not a literal, so no rule could check it.
struct UnresolvedValueRule: Rule {
  static let description = RuleDescription(
    identifier: "unresolved-value",
    name: "Unresolved value",
    summary:
      "A page field or a page indicator's count is not a literal (an interpolation, a variable, a call, a "
      + "condition), so it was not checked.",
    rationale: """
      PiepawLint reads content without running the app: it can check `"Find a Friend"` and `.onboarding1`, \
      but not `"Hi \\(name)"` or `pet.photo`. This note says which values were skipped, so a clean run is not \
      mistaken for a checked one. A count is named as what the code draws (progress capsules, dots, a page \
      control's dots), and a count that follows the data (`pages.count`, or a property whose value is it) is \
      right by construction, so it gets no note.
      """,
    area: .content,
    defaultSeverity: .note,
    triggeringExamples: [
      .swift(
        ExampleApp.flow([
          ExampleApp.page(0, title: #"↓"Welcome, \(userName)!""#), ExampleApp.page(1, icon: "↓shelterIcon"),
          ExampleApp.page(2, tag: "↓lastTag"),
        ])),
      ExampleApp.app(capsules: "↓pageCount"),
      ExampleApp.app(capsules: "↓(showsOffer ? data.count + 1 : data.count)"),
    ],
    nonTriggeringExamples: [
      .swift(ExampleApp.flow()),
      .json(ExampleApp.jsonFlow()),
      ExampleApp.app(capsules: "data.count"),
      .swift(ExampleApp.enumFlow(titles: ExampleApp.titles.map { "#localized(\(ExampleApp.quoted($0)))" })),
    ])

  static func notChecked(_ what: String, reason: String) -> String {
    "The \(what) is not checked: it is \(reason). Write a literal if PiepawLint should check it."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    let pageFindings = project.flows.flatMap { flow in
      flow.pages.flatMap(Self.unresolvedFields) + Self.unresolved(flow.declaredCapsuleCount, "progress capsule count")
    }
    // A count that follows the data (`pages.count`) is right by construction: no note.
    // Only the indicators of a Swift flow's own views are counted, so only theirs are worth a note; a JSON flow
    // (tied to no view) is counted by every indicator of the app, and an app without a flow by none.
    let counted = Set(project.flows.flatMap(\.indicators).map(\.location))
    let flows = project.flows
    let indicators =
      !flows.isEmpty && flows.allSatisfy { $0.source == .json }
      ? project.capsuleCounts : project.capsuleCounts.filter { counted.contains($0.location) }
    let capsuleFindings = indicators.compactMap { capsules -> Finding? in
      guard capsules.derivedFrom == nil, case .unresolved(let reason) = capsules.count else { return nil }
      return Finding(
        location: capsules.location, message: Self.notChecked(Self.countName(capsules.kind), reason: reason))
    }
    // Pages that share a `switch` arm (`case .first, .second: …`) share its value: one note there.
    var seen: [SourceLocation: Set<String>] = [:]
    return (pageFindings + capsuleFindings).filter { seen[$0.location, default: []].insert($0.message).inserted }
  }

  /// The count as what the code draws: a `UIPageControl`'s dots are no capsules.
  static func countName(_ kind: CapsuleCount.Kind) -> String {
    switch kind {
    case .capsules: "progress capsule count"
    case .circles: "page dot count"
    case .rectangles: "progress bar count"
    case .symbols: "page symbol count"
    case .pageControl: "page control's dot count"
    case .custom: "page indicator's count"
    }
  }

  private static func unresolvedFields(_ page: Page) -> [Finding] {
    unresolved(page.title, "title") + unresolved(page.description, "description")
      + unresolved(page.background, "background") + unresolved(page.icon, "icon") + unresolved(page.tag, "tag")
  }

  private static func unresolved<Value>(_ field: Field<Value>?, _ what: String) -> [Finding] {
    guard let field, case .unresolved(let reason) = field.value else { return [] }
    return [Finding(location: field.location, message: notChecked(what, reason: reason))]
  }
}
