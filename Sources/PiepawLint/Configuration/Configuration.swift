/// How a run is configured: per-rule severity and options, and what the content loaders look for.
///
/// The defaults live here and in each rule's `RuleDescription`; a configuration file only overrides them.
public struct Configuration: Sendable {
  /// A rule's setting: `nil` severity keeps the rule's default; `.off` turns it off.
  public struct RuleSetting: Sendable, Equatable {
    public var severity: ConfiguredSeverity?
    public var options: [String: OptionValue]
    /// Paths (globs relative to the configuration file) where this rule's findings are dropped.
    public var ignore: [Glob]

    public init(severity: ConfiguredSeverity? = nil, options: [String: OptionValue] = [:], ignore: [Glob] = []) {
      self.severity = severity
      self.options = options
      self.ignore = ignore
    }
  }

  public var rules: [String: RuleSetting]
  public var schema: ContentSchema
  /// Only paths matching one of these are linted (all when empty); relative to `directory`.
  public var include: [Glob]
  /// Paths matching one of these are not linted; relative to `directory`.
  public var exclude: [Glob]
  /// Per-asset demands (`"assets"`).
  public var assets: [AssetExpectation]
  /// Limits against hostile input (`"limits"`).
  public var limits: InputLimits
  /// `"progressCapsules"`: the capsule count, for an indicator drawn by code PiepawLint cannot read.
  public var progressCapsules: CapsuleCount?
  /// The folder of the configuration file, against which globs are matched; nil for the built-in defaults.
  public var directory: String?

  public init(
    rules: [String: RuleSetting] = [:], schema: ContentSchema = .default, include: [Glob] = [],
    exclude: [Glob] = [], assets: [AssetExpectation] = [], limits: InputLimits = .init(), directory: String? = nil
  ) {
    self.rules = rules
    self.schema = schema
    self.include = include
    self.exclude = exclude
    self.assets = assets
    self.limits = limits
    self.progressCapsules = nil
    self.directory = directory
  }

  /// Whether a finding of `ruleID` in the file at absolute `path` is dropped by the rule's `ignore` globs.
  public func ignores(_ ruleID: String, in path: String, projectRoot: String) -> Bool {
    guard let globs = rules[ruleID]?.ignore, !globs.isEmpty else { return false }
    let relative = RelativePath.from(directory ?? projectRoot, to: path)
    return globs.contains { $0.matches(relative) }
  }

  /// Whether the file or folder at absolute `path` matches an `exclude` glob.
  public func excludes(_ path: String, projectRoot: String) -> Bool {
    // Asked for every entry of a walk: the relative path costs a pass over the whole path, so only when needed.
    guard !exclude.isEmpty else { return false }
    let relative = RelativePath.from(directory ?? projectRoot, to: path)
    return exclude.contains { $0.matches(relative) }
  }

  /// Whether the file at absolute `path` matches an `include` glob (every file does when there is none).
  public func includes(_ path: String, projectRoot: String) -> Bool {
    guard !include.isEmpty else { return true }
    let relative = RelativePath.from(directory ?? projectRoot, to: path)
    return include.contains { $0.matches(relative) }
  }

  public static let `default` = Configuration()

  /// The severity the rule reports with, or nil when it is off.
  public func severity(for description: RuleDescription) -> Severity? {
    switch rules[description.identifier]?.severity {
    case .off: nil
    case .severity(let severity): severity
    case nil: description.enabledByDefault ? description.defaultSeverity : nil
    }
  }

  public func options(for description: RuleDescription) -> RuleOptions {
    RuleOptions(defaults: description.options, overrides: rules[description.identifier]?.options ?? [:])
  }
}

/// A severity as configuration writes it: `"off"` or a level.
public enum ConfiguredSeverity: Sendable, Equatable {
  case off
  case severity(Severity)
}
