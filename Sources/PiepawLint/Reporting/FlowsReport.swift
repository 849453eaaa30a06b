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
    let explicit = configuration
    var lookup = ConfigurationLookup(rules: rules.map { $0.description })
    let inputs = try Discovery().projects(for: paths) { root, lintRoot throws(LintSetupError) in
      if let explicit { return explicit }
      return try lookup.configuration(forProjectAt: root, lintRoot: lintRoot)
    }
    return FlowsReport(
      projects: inputs.map { projectInputs in
        let loaded = ProjectLoader(
          schema: projectInputs.configuration.schema, limits: projectInputs.configuration.limits
        ).load(projectInputs)
        return FlowsReport.ProjectFlows(
          root: projectInputs.root, flows: loaded.project.flows, unrecognized: loaded.project.unrecognizedFlows)
      })
  }
}

extension PageSymbol {
  var kindName: String { "system-symbol" }
}

extension Page {
  /// The page's images in order, as `flows` lists them: role, name (nil when unresolved), kind.
  var listedImages: [(role: ImageRole, name: String?, kind: String)] {
    var images: [(ImageRole, String?, String)] = []
    for (role, field) in [(ImageRole.background, background), (.icon, icon)] {
      if let field { images.append((role, field.literal?.displayName, field.literal == nil ? "unresolved" : "asset")) }
    }
    for field in illustrations {
      images.append((.illustration, field.literal?.displayName, field.literal == nil ? "unresolved" : "asset"))
    }
    for symbol in symbols {
      images.append((symbol.role, symbol.name.literal, symbol.name.literal == nil ? "unresolved" : "system-symbol"))
    }
    return images
  }
}

extension AssetNameForm {
  /// The name as the code writes it: `onboarding-1`, `.onboarding1`, `.Poses.a1`.
  var displayName: String {
    switch self {
    case .symbol(let path): "." + path.joined(separator: ".")
    case .catalogName(let name), .nameOrSymbol(let name): name
    }
  }
}
