/// The number of progress capsules differs from the number of pages.
struct ProgressCapsuleCountRule: Rule {
  static let description = RuleDescription(
    identifier: "progress-capsule-count",
    name: "Progress capsule count",
    summary: "The progress indicator draws a different number of capsules than the flow has pages.",
    rationale: """
      The capsules above the pages (`ForEach(0..<3) { _ in Capsule() }`) tell users how far they are. When a \
      page is added or removed and the hard-coded count is not, the last capsule never lights up or a page has \
      no capsule. In a JSON flow, `progressCapsules` must equal the number of `pages`.
      """,
    area: .content,
    defaultSeverity: .error,
    fix: """
      `--fix` replaces a literal count with the flow's count where the indicator's view names the data it pages \
      (`ForEach(0..<3)` → `ForEach(0..<pages.count, id: \\.self)`), else with the right number, and sets a JSON \
      file's `progressCapsules` to its page count. A count from a constant, or one that the views of flows of \
      different lengths share, is left to you.
      """,
    triggeringExamples: [
      ExampleApp.app(capsules: "↓4"),
      ExampleApp.app(pages: (0..<4).map { ExampleApp.page($0) }, capsules: "↓3"),
      .json(ExampleApp.jsonFlow(capsules: "↓4")),
    ],
    nonTriggeringExamples: [
      ExampleApp.app(),
      ExampleApp.app(capsules: "data.count"),
      .json(ExampleApp.jsonFlow()),
      .json(ExampleApp.jsonFlow(capsules: nil)),
    ])

  static func mismatch(capsules: Int, flow: Flow) -> String {
    "\(Plural.count(capsules, "progress capsule")) but \(flow.pageCountPhrase); draw one capsule per page, "
      + "e.g. `ForEach(0..<\(flow.countExpression()))`, or set the count to \(flow.pages.count)."
  }

  static func matchesNoFlow(capsules: Int, flows: [Flow]) -> String {
    let counts = flows.map(\.pageCountPhrase).joined(separator: ", ")
    return "\(Plural.count(capsules, "progress capsule")) match no flow (\(counts)); draw one capsule per page, "
      + "e.g. `ForEach(0..<data.count)`."
  }

  static func jsonMismatch(capsules: Int, pages: Int) -> String {
    "`progressCapsules` is \(capsules) but the file has \(Plural.count(pages, "page")); set it to \(pages)."
  }

  static func configuredMismatch(capsules: Int, flow: Flow) -> String {
    "The configuration's `progressCapsules` is \(capsules) but \(flow.pageCountPhrase); draw one capsule per page "
      + "and set `progressCapsules` to \(flow.pages.count)."
  }

  /// Rewrites the literal count: to the flow's count expression where the indicator's type has one (`0..<3` →
  /// `0..<pages.count`, with `id: \.self` for a `ForEach` given only its range), else to the literal that draws
  /// `pages` marks (`0..<4`, `0...3`).
  static func fix(_ capsules: CapsuleCount, pages: Int) -> Fix? {
    guard let span = capsules.span else { return nil }
    if capsules.literalExcess == 0, let expression = capsules.countExpression {
      let identity = capsules.rangeIsOnlyArgument && capsules.kind != .pageControl && capsules.kind != .custom
      return .replacing(
        span, in: capsules.location.file, with: expression + (identity ? ", id: \\.self" : ""),
        summary: "count the pages with `\(expression)`")
    }
    return .replacing(
      span, in: capsules.location.file, with: String(pages + capsules.literalExcess),
      summary: "set the count to \(pages)")
  }

  func check(_ context: RuleContext) -> [Finding] {
    swiftCapsuleFindings(context.project) + context.project.flows.compactMap(jsonCapsuleFinding)
      + configuredCapsuleFindings(context)
  }

  /// The count a team declares in configuration when its capsules are drawn by code PiepawLint cannot read
  /// (a custom page indicator): every flow the app shows must have that many pages.
  private func configuredCapsuleFindings(_ context: RuleContext) -> [Finding] {
    guard let configured = context.configuredCapsuleCount, let count = configured.count.literal else { return [] }
    let flows = context.project.flowsShownBySwiftCode
    return flows.filter { $0.pages.count != count }.map { flow in
      Finding(location: configured.location, message: Self.configuredMismatch(capsules: count, flow: flow))
    }
  }

  /// Indicators against the pages of the flow whose views draw them; the indicators of no flow's views against
  /// the pages the Swift code shows.
  private func swiftCapsuleFindings(_ project: Project) -> [Finding] {
    let flows = project.flowsShownBySwiftCode
    guard !flows.isEmpty else { return [] }
    var linked: Set<SourceLocation> = []
    var findings: [Finding] = []
    // An indicator that the views of flows of different lengths share has no one right count to fix it to.
    var pageCounts: [SourceLocation: Set<Int>] = [:]
    for flow in flows {
      for capsules in flow.indicators { pageCounts[capsules.location, default: []].insert(flow.pages.count) }
    }
    for flow in flows {
      for capsules in flow.indicators {
        linked.insert(capsules.location)
        // Dots hidden from some page on (`if step < 3 { dots }`) may count the pages they are shown on.
        guard let count = capsules.count.literal, count != flow.pages.count, count != capsules.pagesShownOn else {
          continue
        }
        let fix = pageCounts[capsules.location]?.count == 1 ? Self.fix(capsules, pages: flow.pages.count) : nil
        findings.append(
          Finding(location: capsules.location, message: Self.mismatch(capsules: count, flow: flow), fix: fix))
      }
    }
    var seen: Set<Finding> = []
    return Self.droppingConflictingFixes(findings.filter { seen.insert($0).inserted })
      + unlinkedFindings(project, flows: flows, linked: linked)
  }

  /// Findings at one place whose fixes differ (two flows of one length shown by one view, each with its own count
  /// expression) keep no fix: which one is right is not certain.
  static func droppingConflictingFixes(_ findings: [Finding]) -> [Finding] {
    let fixes = Dictionary(grouping: findings, by: \.location).mapValues { Set($0.map(\.fix)) }
    return findings.map { finding in
      var finding = finding
      if fixes[finding.location]?.count != 1 { finding.fix = nil }
      return finding
    }
  }

  /// A Swift flow is counted by its own views' indicators only (on real apps the others belong to other views); a
  /// JSON flow, loaded at run time and tied to no view, by every indicator of the app.
  private func unlinkedFindings(_ project: Project, flows: [Flow], linked: Set<SourceLocation>) -> [Finding] {
    guard flows.allSatisfy({ $0.source == .json }) else { return [] }
    return project.capsuleCounts.compactMap { capsules in
      guard !linked.contains(capsules.location), let count = capsules.count.literal else { return nil }
      if flows.count == 1 {
        let flow = flows[0]
        guard count != flow.pages.count else { return nil }
        return Finding(
          location: capsules.location, message: Self.mismatch(capsules: count, flow: flow),
          fix: Self.fix(capsules, pages: flow.pages.count))
      }
      guard !flows.contains(where: { $0.pages.count == count }) else { return nil }
      return Finding(location: capsules.location, message: Self.matchesNoFlow(capsules: count, flows: flows))
    }
  }

  private func jsonCapsuleFinding(_ flow: Flow) -> Finding? {
    guard let declared = flow.declaredCapsuleCount, let count = declared.literal, count != flow.pages.count else {
      return nil
    }
    let fix = declared.span.flatMap { span in
      Fix.replacing(
        span, in: declared.location.file, with: String(flow.pages.count),
        summary: "set `progressCapsules` to \(flow.pages.count)")
    }
    return Finding(
      location: declared.location, message: Self.jsonMismatch(capsules: count, pages: flow.pages.count), fix: fix)
  }
}
