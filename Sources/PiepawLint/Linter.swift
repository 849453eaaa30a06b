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
  public var configuration: Configuration
  public var rules: [any Rule.Type]

  public init(configuration: Configuration = .default, rules: [any Rule.Type] = RuleRegistry.all) {
    self.configuration = configuration
    self.rules = rules
  }

  /// Lints the files and folders at `paths`; throws only when a path cannot be linted at all.
  public func lint(paths: [String]) throws(LintSetupError) -> LintReport {
    let inputs = try Discovery().projects(for: paths)
    var diagnostics: [Diagnostic] = []
    var fileCount = 0
    for projectInputs in inputs {
      let loaded = ProjectLoader(schema: configuration.schema).load(projectInputs)
      fileCount += loaded.fileCount
      diagnostics += check(loaded.project)
    }
    return LintReport(
      diagnostics: Diagnostic.sortedForOutput(diagnostics), fileCount: fileCount, projectRoots: inputs.map(\.root))
  }

  /// Runs every enabled rule over one loaded project.
  public func check(_ project: Project) -> [Diagnostic] {
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
    return diagnostics
  }
}
