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
  public var images: ImageOptions

  public init(
    configuration: Configuration? = nil, rules: [any Rule.Type] = RuleRegistry.all, images: ImageOptions = .init()
  ) {
    self.configuration = configuration
    self.rules = rules
    self.images = images
  }

  /// Lints the files and folders at `paths`; throws only when the run cannot be done as asked (a missing path,
  /// an invalid configuration).
  public func lint(paths: [String]) throws(LintSetupError) -> LintReport {
    let inputs = try Discovery().projects(for: paths)
    var configurations = ConfigurationLookup(rules: rules.map { $0.description })
    var projects: [(project: Project, configuration: Configuration)] = []
    var fileCount = 0
    for projectInputs in inputs {
      var configuration = self.configuration ?? .default
      if self.configuration == nil { configuration = try configurations.configuration(for: projectInputs) }
      let loaded = ProjectLoader(schema: configuration.schema).load(projectInputs.admitted(by: configuration))
      fileCount += loaded.fileCount
      projects.append((loaded.project, configuration))
    }
    let decoded = decodeImages(projects.map(\.project))
    var diagnostics: [Diagnostic] = []
    for (loaded, configuration) in projects {
      var project = loaded
      for path in project.imageFiles { project.images[path] = decoded[path] }
      fileCount += project.images.count
      diagnostics += check(project, configuration: configuration)
    }
    return LintReport(
      diagnostics: Diagnostic.sortedForOutput(diagnostics), fileCount: fileCount, projectRoots: inputs.map(\.root))
  }

  /// Decodes the image files of every project in one parallel batch, so all cores stay busy across projects.
  private func decodeImages(_ projects: [Project]) -> [String: ImageInfo] {
    let paths = projects.flatMap(\.imageFiles)
    let infos = ImageLoader.readAll(paths: paths, depth: images.depth, limits: images.limits, jobs: images.jobs)
    return Dictionary(zip(paths, infos), uniquingKeysWith: { first, _ in first })
  }

  /// Runs every enabled rule over one loaded project.
  public func check(_ project: Project, configuration: Configuration = .default) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for rule in rules {
      let description = rule.description
      guard let severity = configuration.severity(for: description) else { continue }
      let context = RuleContext(
        project: project, options: configuration.options(for: description), assetExpectations: configuration.assets)
      for finding in rule.init().check(context) {
        diagnostics.append(
          Diagnostic(
            ruleID: description.identifier, severity: severity, message: finding.message, location: finding.location))
      }
    }
    return Suppressions.apply(to: diagnostics, in: project)
  }
}

/// How images are decoded: `--decode`, `--jobs` and the hard limits.
public struct ImageOptions: Sendable {
  public var depth: DecodeDepth
  public var jobs: Int
  public var limits: ImageLimits

  public init(
    depth: DecodeDepth = .full, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    limits: ImageLimits = .default
  ) {
    self.depth = depth
    self.jobs = jobs
    self.limits = limits
  }
}
