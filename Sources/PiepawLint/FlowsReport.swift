/// What `piepaw-lint flows` shows: each project's recognised flows, and the pagers that gave none.
public struct FlowsReport: Sendable {
  public struct ProjectFlows: Sendable {
    public var root: String
    public var flows: [Flow]
    public var unrecognized: [UnrecognizedFlow]
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
    FlowsReport(
      projects: try discover(paths).map { projectInputs in
        let loaded = ProjectLoader(
          schema: projectInputs.configuration.schema, limits: projectInputs.configuration.limits
        ).load(projectInputs)
        return FlowsReport.ProjectFlows(
          root: projectInputs.root, flows: loaded.project.flows, unrecognized: loaded.project.unrecognizedFlows)
      })
  }
}
