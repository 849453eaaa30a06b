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
    var projects: [LoadedProject] = []
    var fileCount = 0
    for projectInputs in inputs {
      var configuration = self.configuration ?? .default
      if self.configuration == nil { configuration = try configurations.configuration(for: projectInputs) }
      let loaded = ProjectLoader(schema: configuration.schema).load(projectInputs.admitted(by: configuration))
      fileCount += loaded.fileCount
      let focus = projectInputs.focus.map { Focus(project: loaded.project, changed: $0) }
      projects.append(LoadedProject(project: loaded.project, configuration: configuration, focus: focus))
    }
    var decoded = decodeImages(projects.flatMap(\.imagesToDecode))[...]
    var diagnostics: [Diagnostic] = []
    for loaded in projects {
      var project = loaded.project
      // The batch holds each project's images in turn, in order.
      project.images.reserveCapacity(project.images.count + loaded.imagesToDecode.count)
      for (path, info) in zip(loaded.imagesToDecode, decoded) { project.images[path] = info }
      decoded = decoded.dropFirst(loaded.imagesToDecode.count)
      fileCount += project.images.count
      let found = check(project, configuration: loaded.configuration)
      diagnostics += loaded.focus.map { focus in found.filter(focus.keeps) } ?? found
    }
    return LintReport(
      diagnostics: Diagnostic.sortedForOutput(diagnostics), fileCount: fileCount, projectRoots: inputs.map(\.root))
  }

  private struct LoadedProject {
    var project: Project
    var configuration: Configuration
    var focus: Focus?
    /// Every image of the project, or only those the focus needs (worked out once: it walks every asset).
    let imagesToDecode: [String]

    init(project: Project, configuration: Configuration, focus: Focus?) {
      self.project = project
      self.configuration = configuration
      self.focus = focus
      let images = project.imageFiles
      imagesToDecode = focus.map { images.filter($0.images.contains) } ?? images
    }
  }

  /// Decodes images in one parallel batch across all projects, so every core stays busy; the results are in the
  /// order of `paths`.
  private func decodeImages(_ paths: [String]) -> [ImageInfo] {
    ImageLoader.readAll(paths: paths, depth: images.depth, limits: images.limits, jobs: images.jobs)
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
