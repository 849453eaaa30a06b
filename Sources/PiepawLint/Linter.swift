import Foundation

/// What one run found.
public struct LintReport: Sendable {
  /// Every finding, in output order.
  public var diagnostics: [Diagnostic]
  /// How many input files were read (sources, content, Contents.json, plists, project files).
  public var fileCount: Int
  /// The roots of the projects linted.
  public var projectRoots: [String]

  public init(diagnostics: [Diagnostic], fileCount: Int, projectRoots: [String]) {
    self.diagnostics = diagnostics
    self.fileCount = fileCount
    self.projectRoots = projectRoots
  }

  public func count(of severity: Severity) -> Int { diagnostics.count { $0.severity == severity } }
}

/// Runs the pipeline: discovery, loaders, rules. Never prints; bad input becomes diagnostics.
public struct Linter: Sendable {
  /// The configuration for every project (`--config`); nil looks up `.piepaw-lint.json` for each project.
  public var configuration: Configuration?
  public var rules: [any Rule.Type]

  public init(configuration: Configuration? = nil, rules: [any Rule.Type] = RuleRegistry.all) {
    self.configuration = configuration
    self.rules = rules
  }

  /// Lints the files and folders at `paths`; throws only when the run cannot be done as asked (a missing path,
  /// an invalid configuration).
  public func lint(paths: [String]) throws(LintSetupError) -> LintReport {
    let inputs = try Discovery().projects(for: paths)
    var configurations = ConfigurationLookup(rules: rules.map { $0.description })
    var diagnostics: [Diagnostic] = []
    var fileCount = 0
    for projectInputs in inputs {
      var configuration = self.configuration ?? .default
      if self.configuration == nil { configuration = try configurations.configuration(for: projectInputs) }
      let loaded = ProjectLoader(schema: configuration.schema).load(projectInputs.admitted(by: configuration))
      fileCount += loaded.fileCount
      diagnostics += check(loaded.project, configuration: configuration)
    }
    return LintReport(
      diagnostics: Diagnostic.sortedForOutput(diagnostics), fileCount: fileCount, projectRoots: inputs.map(\.root))
  }

  /// Runs every enabled rule over one loaded project.
  public func check(_ project: Project, configuration: Configuration = .default) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for rule in rules {
      let description = rule.description
      guard let severity = configuration.severity(for: description) else { continue }
      let context = RuleContext(project: project, options: configuration.options(for: description))
      for finding in rule.init().check(context) {
        diagnostics.append(
          Diagnostic(
            ruleID: description.identifier, severity: severity, message: finding.message, location: finding.location))
      }
    }
    return Suppressions.apply(to: diagnostics, in: project)
  }
}
