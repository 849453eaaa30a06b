/// `piepaw-lint flows --format json`: the contract other tools read (see the README's "Flows" section). Paths are
/// relative to the current directory; absent values are `null`.
public struct FlowsJSONReporter: Sendable {
  public init() {}

  public func render(_ report: FlowsReport, context: ReportContext) -> String {
    let flows = report.projects.flatMap { project in
      project.flows.enumerated().map { index, listed in
        flow(listed, texts: project.texts.indices.contains(index) ? project.texts[index] : [], context: context)
      }
    }
    let unrecognized = report.projects.flatMap(\.unrecognized).map { sighting in
      JSONOutput.object(
        position(sighting.location, context: context) + [("seen", .string(sighting.seenAlone))])
    }
    return JSONOutput.object([("flows", .array(flows)), ("unrecognized", .array(unrecognized))]).rendered() + "\n"
  }

  private func flow(_ flow: Flow, texts: [[FlowsReport.MeasuredPageText]], context: ReportContext) -> JSONOutput {
    .object(
      [("name", .string(flow.name)), ("kind", .string(flow.kind.rawValue))]
        + position(flow.location, context: context, column: true)
        + [
          ("tagBase", .integer(flow.tagBase)),
          (
            "pages",
            .array(
              flow.pages.enumerated().map { index, listed in
                page(listed, texts: texts.indices.contains(index) ? texts[index] : [], context: context)
              })
          ),
          ("indicators", .array(flow.indicators.map { indicator($0, context: context) })),
          ("lastPageChecks", .array(flow.lastPageChecks.map { check($0, context: context) })),
        ])
  }

  private func page(_ page: Page, texts: [FlowsReport.MeasuredPageText], context: ReportContext) -> JSONOutput {
    .object(
      position(page.location, context: context) + [
        ("tag", page.tag?.literal.map(JSONOutput.integer) ?? .null),
        ("title", page.title?.literal.map(JSONOutput.string) ?? .null),
        ("description", page.description?.literal.map(JSONOutput.string) ?? .null),
        (
          "images",
          .array(
            page.listedImages.map { image in
              .object([
                ("role", .string(image.role.rawValue)), ("name", image.name.map(JSONOutput.string) ?? .null),
                ("kind", .string(image.kind)),
              ])
            })
        ),
        ("texts", .array(texts.map(text))),
        // How the page view draws the page, in the words of the human `view` line (what text-contrast does not
        // measure among them: text on a material); null where the view was not read.
        ("view", page.view.map { .string(PageViewDescription.describe($0)) } ?? .null),
      ])
  }

  /// `{"field", "locale", "text", "width", "lines", "font", "size", "unmeasured"}`: widths in points on one line,
  /// lines on the narrowest screen; `unmeasured` says why the measurements are null.
  private func text(_ text: FlowsReport.MeasuredPageText) -> JSONOutput {
    .object([
      ("field", .string(text.field)), ("locale", text.locale.map(JSONOutput.string) ?? .null),
      ("text", .string(text.text)), ("width", text.width.map(JSONOutput.number) ?? .null),
      ("lines", text.lines.map(JSONOutput.integer) ?? .null), ("font", text.font.map(JSONOutput.string) ?? .null),
      ("size", text.size.map(JSONOutput.number) ?? .null),
      ("unmeasured", text.unmeasured.map(JSONOutput.string) ?? .null),
    ])
  }

  private func indicator(_ indicator: CapsuleCount, context: ReportContext) -> JSONOutput {
    .object(
      position(indicator.location, context: context) + [
        ("count", indicator.count.literal.map(JSONOutput.integer) ?? .null),
        ("kind", .string(indicator.kind.rawValue)),
        ("derivedFrom", indicator.derivedFrom.map(JSONOutput.string) ?? .null),
      ])
  }

  private func check(_ check: LastPageCheck, context: ReportContext) -> JSONOutput {
    .object(
      position(check.location, context: context) + [
        ("value", .integer(check.value)), ("comparison", .string(check.comparison)),
      ])
  }

  private func position(_ location: SourceLocation, context: ReportContext, column: Bool = false)
    -> [(String, JSONOutput)]
  {
    var members: [(String, JSONOutput)] = [
      ("file", .string(context.displayPath(location.file))), ("line", location.line.map(JSONOutput.integer) ?? .null),
    ]
    if column { members.append(("column", location.column.map(JSONOutput.integer) ?? .null)) }
    return members
  }
}
