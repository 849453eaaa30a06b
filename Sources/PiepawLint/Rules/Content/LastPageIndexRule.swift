/// A hard-coded last-page check that does not match the number of pages.
struct LastPageIndexRule: Rule {
  static let description = RuleDescription(
    identifier: "last-page-index",
    name: "Last page index",
    summary: "A comparison of the `TabView` selection with a literal hard-codes a last page that is not the flow's.",
    rationale: """
      The page view decides between Next and the final button with a check such as `currentIndex != 2`. It is \
      right only while the flow has exactly three pages: add a page and users meet the final button one page \
      early; remove one and Next runs past the end. Comparing with `data.count - 1` follows the pages. \
      Checks against the first page (`currentIndex == 0`, `currentIndex > 0`) are fine and not reported. Where \
      the views hold a check that finds the last page right, a comparison with a middle page is a step of its \
      own (a wizard that shows Back from the third step on, `step > 2`), not a stale last page, and is not \
      reported either; a comparison with a local constant (`step == finalStep` after `let finalStep = skip ? 13 \
      : 14`) is such a check for each value the constant may hold, and is never reported itself.
      """,
    area: .content,
    defaultSeverity: .error,
    fix: """
      `--fix` compares with the flow's count where the check's view names the data it pages (`currentIndex != 2` \
      → `currentIndex != pages.count - 1`), else with the right index (`currentIndex != 3`; `<=` and `>` keep \
      their operator and get the index before the last). A check that flows of different lengths share is left \
      to you.
      """,
    triggeringExamples: [
      ExampleApp.app(pages: (0..<4).map { ExampleApp.page($0) }, capsules: "4", lastPageCheck: "currentIndex != ↓2"),
      ExampleApp.app(lastPageCheck: "currentIndex < ↓3"),
      ExampleApp.app(lastPageCheck: "currentIndex <= ↓2"),
    ],
    nonTriggeringExamples: [
      ExampleApp.app(lastPageCheck: "currentIndex != 2"),
      ExampleApp.app(lastPageCheck: "currentIndex < 2"),
      ExampleApp.app(lastPageCheck: "currentIndex <= 1"),
      ExampleApp.app(lastPageCheck: "currentIndex < data.count - 1"),
      // A first-page check, e.g. to hide a Back button.
      ExampleApp.app(lastPageCheck: "currentIndex > 0"),
      // Beside a right last-page check, `currentIndex > 0 && currentIndex < 2` picks a middle step of four pages.
      ExampleApp.app(
        pages: (0..<4).map { ExampleApp.page($0) }, capsules: "4",
        lastPageCheck: "currentIndex != 3 && currentIndex < 2"),
    ])

  static func wrongLastPage(check: String, impliedLastPage: Int, flow: Flow, suggestion: String) -> String {
    "`\(check)` treats index \(impliedLastPage) as the last page, but \(flow.pageCountPhrase) (last index "
      + "\(flow.lastIndex)); compare with the page count instead: `\(suggestion)`."
  }

  static func matchesNoFlow(check: String, impliedLastPage: Int, flows: [Flow], suggestion: String) -> String {
    let counts = flows.map(\.pageCountPhrase).joined(separator: ", ")
    return "`\(check)` treats index \(impliedLastPage) as the last page, which is the last page of no flow "
      + "(\(counts)); compare with the page count instead: `\(suggestion)`."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    let flows = project.flowsShownBySwiftCode
    guard !flows.isEmpty else { return [] }
    var linked: Set<SourceLocation> = []
    var findings: [Finding] = []
    // A check that the views of flows with different last pages share has no one right value to fix it to.
    var lastPages: [SourceLocation: Set<Int>] = [:]
    for flow in flows {
      for check in flow.lastPageChecks { lastPages[check.location, default: []].insert(flow.lastIndex) }
    }
    // A check in the views of a flow is judged against that flow, from its tag base.
    for flow in flows {
      let knowsLastPage = Self.findsTheLastPage(flow)
      for check in flow.lastPageChecks where !check.isThroughName && linked.insert(check.location).inserted {
        guard let pivot = Pivot(check, base: flow.tagBase), !pivot.isFirstPageCheck,
          pivot.impliedLastPage != flow.lastIndex, !(knowsLastPage && pivot.impliedLastPage < flow.lastIndex)
        else { continue }
        var found = finding(check, pivot: pivot, flows: [flow])
        if lastPages[check.location]?.count == 1 { found.fix = Self.fix(check, flow: flow) }
        findings.append(found)
      }
    }
    // A Swift flow is judged by its own views only: on real apps, checks in other views belong to other pagers.
    // A JSON flow (loaded at run time, tied to no view) is judged by every `TabView` selection's checks.
    let variables = flows.allSatisfy { $0.source == .json } ? project.tabSelectionVariables : []
    for check in project.lastPageChecks
    where !check.isThroughName && !linked.contains(check.location) && variables.contains(check.variable) {
      guard let pivot = Pivot(check, base: 0), !pivot.isFirstPageCheck,
        !flows.contains(where: { $0.pages.count - 1 == pivot.impliedLastPage })
      else { continue }
      var found = finding(check, pivot: pivot, flows: flows)
      if flows.count == 1 {
        var flow = flows[0]
        flow.tagBase = 0
        found.fix = Self.fix(check, flow: flow)
      }
      findings.append(found)
    }
    return findings
  }

  /// Whether one of the flow's checks singles out its last page right (`page < 2` of three pages): its views know
  /// which page is the last, so a check of a page before it picks that page (saves the location typed on page 2,
  /// shows Back from step 3 on, `progress > 2` of a CSV import's eight steps): no stale last-page check.
  static func findsTheLastPage(_ flow: Flow) -> Bool {
    flow.lastPageChecks.contains { check in
      guard let pivot = Pivot(check, base: flow.tagBase) else { return false }
      return !pivot.isFirstPageCheck && pivot.impliedLastPage == flow.lastIndex
    }
  }

  /// Rewrites the literal so the check singles out the flow's last page: to the flow's count expression where the
  /// check's type has one (`currentIndex != pages.count - 1`), else to the last index (`currentIndex != 3`). A
  /// `<=` or `>` check, which would need its operator changed to take the expression, gets the literal.
  static func fix(_ check: LastPageCheck, flow: Flow) -> Fix? {
    guard let span = check.span else { return nil }
    let symmetric = check.comparison == "==" || check.comparison == "!="
    // `2 < index` reads the other way round; the pivot takes every check as `index OP literal`.
    guard symmetric || !check.literalIsFirst else { return nil }
    let splitsAfter = check.comparison == "<=" || check.comparison == ">"
    if !splitsAfter, let expression = check.countExpression {
      let replacement = flow.tagBase == 1 ? expression : expression + " - 1"
      return .replacing(span, in: check.location.file, with: replacement, summary: "compare with `\(replacement)`")
    }
    let literal = splitsAfter ? flow.lastIndex - 1 : flow.lastIndex
    return .replacing(span, in: check.location.file, with: String(literal), summary: "compare with \(literal)")
  }

  private func finding(_ check: LastPageCheck, pivot: Pivot, flows: [Flow]) -> Finding {
    let written = "\(check.variable) \(check.comparison) \(check.value)"
    let base = flows.count == 1 ? flows[0].tagBase : 0
    let count = flows.count == 1 ? flows[0].countExpression(offset: base == 1 ? 0 : -1) : "data.count - 1"
    let suggestion = "\(check.variable) \(pivot.suggestedComparison) \(count)"
    let message =
      flows.count == 1
      ? Self.wrongLastPage(
        check: written, impliedLastPage: pivot.impliedLastPage, flow: flows[0], suggestion: suggestion)
      : Self.matchesNoFlow(check: written, impliedLastPage: pivot.impliedLastPage, flows: flows, suggestion: suggestion)
    return Finding(location: check.location, message: message)
  }

  /// What a comparison `index <op> K` says about the pages: which page it singles out as the last one.
  ///
  /// `==`/`!=` test page K itself. `<`/`>=` split the pages at K (`index < K` is "before page K"), `<=`/`>` at
  /// K + 1. A test of page 0 or a split at 1 is a first-page check; a split at 0 or below is no page check.
  struct Pivot {
    var impliedLastPage: Int
    var isFirstPageCheck: Bool
    /// The same comparison against `data.count - 1`.
    var suggestedComparison: String

    /// `base` is the first page's index (0, or 1 for a flow whose selection starts at 1).
    init?(_ check: LastPageCheck, base: Int) {
      let (value, comparison) = (check.value - base, check.comparison)
      switch comparison {
      case "==", "!=":
        guard value >= 0 else { return nil }
        self.init(impliedLastPage: value + base, isFirstPageCheck: value == 0, suggestedComparison: comparison)
      case "<", ">=":
        guard value >= 1 else { return nil }
        self.init(impliedLastPage: value + base, isFirstPageCheck: value == 1, suggestedComparison: comparison)
      case "<=", ">":
        // `index <= K` is `index < K + 1`; guard the addition against a huge literal.
        guard value >= 0, value < Int.max - base else { return nil }
        self.init(
          impliedLastPage: value + 1 + base, isFirstPageCheck: value == 0,
          suggestedComparison: comparison == "<=" ? "<" : ">=")
      default:
        return nil
      }
    }

    private init(impliedLastPage: Int, isFirstPageCheck: Bool, suggestedComparison: String) {
      self.impliedLastPage = impliedLastPage
      self.isFirstPageCheck = isFirstPageCheck
      self.suggestedComparison = suggestedComparison
    }
  }
}
