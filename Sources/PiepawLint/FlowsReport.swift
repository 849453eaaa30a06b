/// What `piepaw-lint flows` shows: each project's recognised flows, and the pagers that gave none.
public struct FlowsReport: Sendable {
  public struct ProjectFlows: Sendable {
    public var root: String
    public var flows: [Flow]
    public var unrecognized: [UnrecognizedFlow]
    /// Each page's texts, measured: `texts[flow][page]`.
    public var texts: [[[MeasuredPageText]]] = []
  }

  /// One text of a page in one language, as `flows --format json` lists it: its width on one line and its lines
  /// on the narrowest screen at its font (Dynamic Type size Large); nil where it was not measured, and why.
  public struct MeasuredPageText: Sendable {
    public var field: String
    public var locale: String?
    public var text: String
    public var width: Double?
    public var lines: Int?
    public var font: String?
    public var size: Double?
    public var unmeasured: String?
  }

  public var projects: [ProjectFlows]

  public init(projects: [ProjectFlows]) {
    self.projects = projects
  }

  public var flowCount: Int { projects.reduce(0) { $0 + $1.flows.count } }
}

extension Linter {
  /// Loads the projects at `paths` and returns the flows recognised in each (no rules run, no image decoded).
  public func flows(paths: [String]) throws(LintSetupError) -> FlowsReport {
    let inputs = try discover(paths)
    let loadedRun = ProjectLoader.loadRun(inputs, keepsMemoryUntilExit: keepsMemoryUntilExit)
    return FlowsReport(
      projects: zip(inputs, loadedRun).map { projectInputs, loaded in
        var listed = FlowsReport.ProjectFlows(
          root: projectInputs.root, flows: loaded.project.flows, unrecognized: loaded.project.unrecognizedFlows)
        listed.texts = Self.measuredTexts(of: loaded.project)
        return listed
      })
  }
}

extension Linter {
  /// Every page text of every flow, measured, by flow and page.
  static func measuredTexts(of project: Project) -> [[[FlowsReport.MeasuredPageText]]] {
    let flows = project.flows
    var texts = flows.map { [[FlowsReport.MeasuredPageText]](repeating: [], count: $0.pages.count) }
    let measurer = PageTextMeasurer(project: project)
    // Each text finds its flow by place and name; the first flow of a key, as a search in order would.
    var flowIndices: [FlowKey: Int] = [:]
    for (index, flow) in flows.enumerated() where flowIndices[FlowKey(flow)] == nil {
      flowIndices[FlowKey(flow)] = index
    }
    for field in PageTextField.allCases {
      for text in project.localizedTexts(field) {
        guard let flowIndex = flowIndices[FlowKey(text.flow)] else { continue }
        var row = FlowsReport.MeasuredPageText(field: field.rawValue, locale: text.locale, text: text.text)
        switch measurer.measure(text) {
        case .measured(let fit):
          row.width = (fit.measured.width * 10).rounded() / 10
          row.lines = fit.lineCount
          row.font = fit.font.font.face.fileName
          row.size = fit.font.size
        case .failed(let problem, _): row.unmeasured = problem.message
        case .unmeasured(let reason), .unmeasurableHere(let reason): row.unmeasured = reason
        }
        texts[flowIndex][text.pageIndex].append(row)
      }
    }
    return texts
  }
}

/// A flow's place and name: how a measured text finds the flow it belongs to.
private struct FlowKey: Hashable {
  let location: SourceLocation
  let name: String

  init(_ flow: Flow) {
    location = flow.location
    name = flow.name
  }
}
