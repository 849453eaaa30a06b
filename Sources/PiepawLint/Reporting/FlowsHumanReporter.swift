/// `piepaw-lint flows`: each recognised flow with its pages, indicators and last-page checks, then what pages
/// but gave no flow. Text from the repository is shown with control characters made visible.
public struct FlowsHumanReporter: Sendable {
  public init() {}

  public func render(_ report: FlowsReport, context: ReportContext) -> String {
    var lines: [String] = []
    for project in report.projects {
      for (position, flow) in project.flows.enumerated() {
        let texts = project.texts.indices.contains(position) ? project.texts[position] : []
        lines += self.flow(flow, texts: texts, context: context) + [""]
      }
      for sighting in project.unrecognized {
        lines.append("\(place(sighting.location, context)): not a flow yet: \(Visible.text(sighting.seenAlone))")
      }
    }
    let unrecognized = report.projects.reduce(0) { $0 + $1.unrecognized.count }
    var summary =
      HumanReporter.counted(report.flowCount, "flow") + " in "
      + HumanReporter.counted(report.projects.count, "project")
    if unrecognized > 0 { summary += "; " + HumanReporter.counted(unrecognized, "pager") + " gave no flow" }
    if report.flowCount == 0 {
      summary += " (no page model array, enum pages, paged TabView or UIKit pager was found)"
    }
    return (lines + [summary]).joined(separator: "\n") + "\n"
  }

  /// `texts`: each page's measured texts, whose first title is the one the app's first language shows.
  private func flow(_ flow: Flow, texts: [[FlowsReport.MeasuredPageText]], context: ReportContext) -> [String] {
    var lines = [
      "\(place(flow.location, context)): \(Visible.text(flow.name)) (\(flow.kind.rawValue), "
        + HumanReporter.counted(flow.pages.count, "page") + (flow.tagBase == 1 ? ", tags from 1" : "") + ")"
    ]
    for (position, page) in flow.pages.enumerated() {
      let tag = page.tag?.literal.map(String.init) ?? (flow.tagsAreCases ? "case" : "-")
      let title = page.title.map { field in field.literal.map { "\"\(Visible.text($0))\"" } ?? "(not a literal)" }
      var line = "  \(position + 1). tag \(tag)  \(title ?? "(no title)")"
      // A key the string tables translate: what the user reads.
      if let literal = page.title?.literal, texts.indices.contains(position),
        let shown = texts[position].first(where: { $0.field == "title" })?.text, shown != literal
      {
        line += " → \"\(Visible.text(shown))\""
      }
      let images = page.listedImages.map { "\($0.role.rawValue) \(Visible.text($0.name ?? "?"))" }
      if !images.isEmpty { line += "  [" + images.joined(separator: ", ") + "]" }
      lines.append(line + "  \(place(page.location, context))")
    }
    if let line = pageView(flow) { lines.append(line) }
    for indicator in flow.indicators {
      let count = indicator.count.literal.map(String.init) ?? indicator.derivedFrom.map { "follows \($0)" } ?? "?"
      lines.append(
        "  indicator: \(indicator.kind.rawValue), \(Visible.text(count))  \(place(indicator.location, context))")
    }
    // Every comparison of the selection with a literal: a first-page test (`page > 0`, a Back button) as well as a
    // last-page one; last-page-index tells them apart.
    for check in flow.lastPageChecks {
      lines.append(
        "  page check: \(Visible.text(check.variable)) \(Visible.text(check.comparison)) \(check.value)"
          + (check.isThroughName ? " (through a local constant)" : "") + "  \(place(check.location, context))"
      )
    }
    return lines
  }

  /// One line on how the pages are drawn: the view all pages share, or the first page's when they differ.
  private func pageView(_ flow: Flow) -> String? {
    let views = flow.pages.compactMap(\.view)
    guard let first = views.first else { return nil }
    let name = first.viewType.map { "view \(Visible.text($0))" } ?? "inline view"
    let shared = views.count == flow.pages.count && views.allSatisfy { $0 == first }
    return "  \(name)\(shared ? "" : " (page 1; the pages differ)"): \(PageViewDescription.describe(first))"
  }

  private func place(_ location: SourceLocation, _ context: ReportContext) -> String {
    DiagnosticLine.location(location, context: context)
  }
}
