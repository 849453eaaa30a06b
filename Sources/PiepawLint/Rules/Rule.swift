/// A check over one project. A rule is a value with no state: it reads the project and returns findings; the
/// linter stamps each finding with the rule's id and its configured severity.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  init()
  func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
  public var identifier: String { Self.description.identifier }
}

/// What a rule sees: one project and its own options.
public struct RuleContext: Sendable {
  public let project: Project
  public var options: RuleOptions
  /// The configuration's per-asset demands (`"assets"`).
  public var assetExpectations: [AssetExpectation]
  /// The configuration's `"progressCapsules"`, for capsules drawn by code PiepawLint cannot read.
  public var configuredCapsuleCount: CapsuleCount?
  /// What the rules of one check derive from `project`, made once for all of them.
  let facts: ProjectFacts

  public init(
    project: Project, options: RuleOptions, assetExpectations: [AssetExpectation] = [],
    configuredCapsuleCount: CapsuleCount? = nil
  ) {
    self.init(
      project: project, options: options, assetExpectations: assetExpectations,
      configuredCapsuleCount: configuredCapsuleCount, facts: ProjectFacts(project))
  }

  init(
    project: Project, options: RuleOptions, assetExpectations: [AssetExpectation],
    configuredCapsuleCount: CapsuleCount?, facts: ProjectFacts
  ) {
    self.facts = facts
    self.project = project
    self.options = options
    self.assetExpectations = assetExpectations
    self.configuredCapsuleCount = configuredCapsuleCount
  }
}

/// A rule's option values: the configured ones over the description's defaults.
public struct RuleOptions: Sendable {
  private var values: [String: OptionValue]
  /// The options the configuration sets, whatever their values (a default the user wrote is still their choice).
  private var configured: Set<String>

  public init(defaults: [RuleOption], overrides: [String: OptionValue] = [:]) {
    var values: [String: OptionValue] = [:]
    for option in defaults { values[option.name] = option.defaultValue }
    values.merge(overrides) { _, override in override }
    self.values = values
    self.configured = Set(overrides.keys)
  }

  public subscript(name: String) -> OptionValue? { values[name] }

  /// Whether the configuration sets `name`, rather than the rule's default standing.
  public func isConfigured(_ name: String) -> Bool { configured.contains(name) }

  /// The integer option `name`; a rule only asks for options it declares, so a missing one is a programming error.
  public func integer(_ name: String) -> Int {
    guard case .integer(let value) = values[name] else { preconditionFailure("no integer option \(name)") }
    return value
  }

  public func number(_ name: String) -> Double {
    switch values[name] {
    case .number(let value): return value
    case .integer(let value): return Double(value)
    default: preconditionFailure("no number option \(name)")
    }
  }

  public func string(_ name: String) -> String {
    guard case .string(let value) = values[name] else { preconditionFailure("no string option \(name)") }
    return value
  }

  public func boolean(_ name: String) -> Bool {
    guard case .boolean(let value) = values[name] else { preconditionFailure("no boolean option \(name)") }
    return value
  }
}
