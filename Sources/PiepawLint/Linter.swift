import Foundation

/// What one run found.
public struct LintReport: Sendable {
  /// Every finding, in output order.
  public var diagnostics: [Diagnostic]
  /// How many input files were read (sources, content, Contents.json, plists, project files).
  public var fileCount: Int
  /// The roots of the projects linted.
  public var projectRoots: [String]
  /// Image files decoded in this run (the others came from the cache).
  public var imagesDecoded: Int
  /// Image verdicts served by the cache.
  public var imagesFromCache: Int

  public init(
    diagnostics: [Diagnostic], fileCount: Int, projectRoots: [String], imagesDecoded: Int = 0, imagesFromCache: Int = 0
  ) {
    self.diagnostics = diagnostics
    self.fileCount = fileCount
    self.projectRoots = projectRoots
    self.imagesDecoded = imagesDecoded
    self.imagesFromCache = imagesFromCache
  }

  /// How many findings of `severity` the run made, those `FindingsCap` did not show one by one included.
  public func count(of severity: Severity) -> Int {
    diagnostics.reduce(0) { $0 + ($1.severity == severity ? $1.findingCount : 0) }
  }

  /// How many findings are counted but not shown one by one (`FindingsCap`).
  public var notShownCount: Int { diagnostics.reduce(0) { $0 + $1.notShown } }
}

/// Runs the pipeline: discovery, loaders, rules. Never prints; bad input becomes diagnostics.
public struct Linter: Sendable {
  /// The configuration for every project (`--config`); nil looks up `.piepaw-lint.json` for each project.
  public var configuration: Configuration?
  public var rules: [any Rule.Type]
  public var images: ImageOptions
  /// How many findings of one rule in one file are shown one by one.
  public var cap: FindingsCap
  /// Whether the run leaves its largest structure, the Swift index of every file, to the system at exit instead of
  /// freeing it (`KeptUntilExit`): for a process that ends after one run that decodes no image (`piepaw-lint
  /// flows`). Off by default: a host that goes on gets its memory back, and a run that decodes images after reading
  /// the Swift does so with the index's memory free.
  public var keepsMemoryUntilExit: Bool

  public init(
    configuration: Configuration? = nil, rules: [any Rule.Type] = RuleRegistry.all, images: ImageOptions = .init(),
    cap: FindingsCap = .init(), keepsMemoryUntilExit: Bool = false
  ) {
    self.configuration = configuration
    self.rules = rules
    self.images = images
    self.cap = cap
    self.keepsMemoryUntilExit = keepsMemoryUntilExit
  }

  /// Lints the files and folders at `paths`; throws only when the run cannot be done as asked (a missing path,
  /// an invalid configuration).
  public func lint(paths: [String]) throws(LintSetupError) -> LintReport {
    var diagnostics: [Diagnostic] = []
    let run = try checkProjects(paths: paths) { checked in diagnostics += checked.diagnostics }
    return LintReport(
      diagnostics: Diagnostic.sortedForOutput(diagnostics), fileCount: run.fileCount, projectRoots: run.projectRoots,
      imagesDecoded: run.imagesDecoded, imagesFromCache: run.imagesFromCache)
  }

  /// One project as the rules left it: its model (images decoded), where it was found and its findings.
  struct CheckedProject {
    var project: Project
    var configuration: Configuration
    /// The lint path the project was found under.
    var lintRoot: String
    /// In output order.
    var diagnostics: [Diagnostic]
  }

  /// The counts of one run, for `LintReport`.
  struct RunCounts {
    var fileCount: Int
    var projectRoots: [String]
    var imagesDecoded: Int
    var imagesFromCache: Int
  }

  /// Loads, decodes and checks the projects at `paths`, handing each to `body` as it is checked (`lint` keeps
  /// only the findings, `preview` the projects too).
  func checkProjects(paths: [String], _ body: (CheckedProject) -> Void) throws(LintSetupError) -> RunCounts {
    let inputs = try discover(paths)
    var projects: [LoadedProject] = []
    var fileCount = 0
    let loadedRun = ProjectLoader.loadRun(inputs, keepsMemoryUntilExit: keepsMemoryUntilExit)
    for (projectInputs, loaded) in zip(inputs, loadedRun) {
      fileCount += loaded.fileCount
      var project = loaded.project
      project.isSwiftPackage =
        projectInputs.xcodeProjects.isEmpty
        && FileManager.default.fileExists(atPath: projectInputs.root + "/Package.swift")
      project.looseImages = projectInputs.looseImages
      project.looseDataFiles =
        projectInputs.resourceTexts.filter { $0.lowercased().hasSuffix(".json") } + projectInputs.lottieFiles
      let focus = projectInputs.focus.map { Focus(project: project, changed: $0) }
      var loadedProject = LoadedProject(
        project: project, configuration: projectInputs.configuration, focus: focus, lintRoot: projectInputs.lintRoot)
      loadedProject.rasterPaths = rasterPaths(of: loadedProject)
      projects.append(loadedProject)
    }
    Self.introduceNeighbours(&projects)
    Self.introduceMainBundleKeys(&projects, inputs: inputs)
    let (decoded, decodedCount, rasters) = decodeImages(of: projects)
    for loaded in projects {
      var project = loaded.project
      project.images.reserveCapacity(loaded.imagesToDecode.count)
      for path in loaded.imagesToDecode { project.images[path] = decoded[path] }
      for path in loaded.rasterPaths { project.rasters[path] = rasters[path] }
      fileCount += project.images.count
      let found = check(project, configuration: loaded.configuration)
      body(
        CheckedProject(
          project: project, configuration: loaded.configuration, lintRoot: loaded.lintRoot,
          diagnostics: Diagnostic.sortedForOutput(loaded.focus.map { focus in found.filter(focus.keeps) } ?? found)))
    }
    return RunCounts(
      fileCount: fileCount, projectRoots: inputs.map(\.root), imagesDecoded: decodedCount,
      imagesFromCache: decoded.count - decodedCount)
  }

  /// The projects at `paths`, each with its configuration (`--config`, or its own `.piepaw-lint.json`).
  func discover(_ paths: [String]) throws(LintSetupError) -> [ProjectInputs] {
    let explicit = configuration
    var lookup = ConfigurationLookup(rules: rules.map { $0.description })
    return try Discovery().projects(for: paths) { root, lintRoot throws(LintSetupError) in
      if let explicit { return explicit }
      return try lookup.configuration(forProjectAt: root, lintRoot: lintRoot)
    }
  }

  private struct LoadedProject {
    var project: Project
    var configuration: Configuration
    var focus: Focus?
    var lintRoot: String
    /// Every image of the project, or only those the focus needs.
    let imagesToDecode: [String]
    /// The images (among those) whose pixels a rule of the run reads: `text-contrast`'s backgrounds.
    var rasterPaths: Set<String> = []
    var imageLimits: ImageLimits { configuration.limits.imageLimits }

    init(project: Project, configuration: Configuration, focus: Focus?, lintRoot: String) {
      self.project = project
      self.configuration = configuration
      self.focus = focus
      self.lintRoot = lintRoot
      imagesToDecode = focus.map { focus in project.imageFiles.filter(focus.images.contains) } ?? project.imageFiles
    }
  }

  /// Tells each project what the others of the run hold: the asset statics their code declares and the packages'
  /// module names (an app imports them), and to each package the apps' assets (its main-bundle lookups search
  /// them).
  private static func introduceNeighbours(_ projects: inout [LoadedProject]) {
    var neighbours = ProjectNeighbours()
    var appAssets: [Asset] = []
    var appLooseImageNames: Set<String> = []
    for loaded in projects {
      // A design system's `extension UIColor` may sit in a framework with a project of its own.
      neighbours.declaredAssetSymbols.formUnion(loaded.project.declaredAssetSymbols)
      neighbours.moduleNames.formUnion(loaded.project.targets.map(\.name))
      if loaded.project.isSwiftPackage {
        neighbours.moduleNames.formUnion(SwiftPackageModules.names(inPackageAt: loaded.project.root))
        if let evidence = loaded.project.nameEvidence { neighbours.nameEvidence.formUnion(evidence) }
      } else {
        appAssets += loaded.project.assets
        appLooseImageNames.formUnion(loaded.project.looseImageNames)
      }
    }
    neighbours.runAssets = projects.flatMap(\.project.assets)
    let hasApp = projects.contains { !$0.project.isSwiftPackage && !$0.project.catalogs.isEmpty }
    for index in projects.indices {
      var introduced = neighbours
      // A package's own example app (read for its names only) is one of the apps its lookups search.
      let examples = projects[index].project.exampleAssets
      if projects[index].project.isSwiftPackage, hasApp || !examples.isEmpty {
        introduced.mainBundleAssets = appAssets + examples
        introduced.mainBundleLooseImageNames = appLooseImageNames
      }
      projects[index].project.neighbours = introduced
    }
  }

  /// Tells each package which of the keys its pages look up and its own tables lack the run's apps' shipped tables
  /// have (`ProjectNeighbours.mainBundleKeys`); the apps' tables are read again for just those keys, and only when
  /// a package lacks some. `inputs` are in the order of `projects`.
  private static func introduceMainBundleKeys(_ projects: inout [LoadedProject], inputs: [ProjectInputs]) {
    let apps = projects.indices.filter { !projects[$0].project.isSwiftPackage }
    guard !apps.isEmpty else { return }
    for index in projects.indices where projects[index].project.isSwiftPackage {
      let own = projects[index].project.localization
      let lacking = ProjectLoader.localizationKeys(projects[index].project).filter { key in
        !own.tables.values.contains { $0.entries[key] != nil }
      }
      guard !lacking.isEmpty else { continue }
      var found: [String: Set<String>] = [:]
      for app in apps {
        let tables = inputs[app].stringTables.filter(projects[app].project.shipsStringTable)
        let read = LocalizationLoader(limits: projects[app].configuration.limits, wanted: WantedKeys(keys: lacking))
          .load(paths: tables, xcodeProjects: [])
        for table in read.tables.values {
          found[table.name, default: []].formUnion(table.entries.filter { !$0.value.isEmpty }.keys)
        }
      }
      projects[index].project.neighbours.mainBundleKeys = found
    }
  }

  /// Decodes the images of all projects in one parallel batch, with the cache when there is one.
  private func decodeImages(of projects: [LoadedProject]) -> (
    verdicts: [String: ImageInfo], decoded: Int, rasters: [String: Raster]
  ) {
    ImageBatch.decodeWithRasters(
      projects.map {
        ImageBatch.Group(
          root: $0.project.root, paths: $0.imagesToDecode, limits: $0.imageLimits, isComplete: $0.focus == nil,
          rasterPaths: $0.rasterPaths)
      },
      options: images)
  }

  /// The images whose rasters `text-contrast` reads, when the run has it enabled: the pages' backgrounds under text.
  private func rasterPaths(of loaded: LoadedProject) -> Set<String> {
    guard rules.contains(where: { $0 == TextContrastRule.self }),
      loaded.configuration.severity(for: TextContrastRule.description) != nil
    else { return [] }
    let toDecode = Set(loaded.imagesToDecode)
    return Set(ContrastBackground.files(of: loaded.project).filter(toDecode.contains))
  }

  /// Runs every enabled rule over one loaded project. Each rule's findings that neither the configuration nor a
  /// directive silences go through `cap` at once, so a flood of one rule (400 000 entries of one Contents.json) is
  /// never held as diagnostics.
  public func check(_ project: Project, configuration: Configuration = .default) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let facts = ProjectFacts(project)
    let suppressions = Suppressions.Filter(project)
    for rule in rules {
      let description = rule.description
      let identifier = description.identifier
      guard let severity = configuration.severity(for: description) else { continue }
      let context = RuleContext(
        project: project, options: configuration.options(for: description), assetExpectations: configuration.assets,
        configuredCapsuleCount: configuration.progressCapsules, facts: facts)
      var findings = rule.init().check(context)
      findings.removeAll { finding in
        configuration.ignores(identifier, in: finding.location.file, projectRoot: project.root)
          || suppressions.suppresses(identifier, at: finding.location)
      }
      findings.sort(by: Finding.outputOrder)
      diagnostics += cap.diagnostics(from: findings, ruleID: identifier, severity: severity)
    }
    return diagnostics
  }
}

/// How images are decoded: `--decode`, `--jobs` and the cache (the limits are each project's configuration).
public struct ImageOptions: Sendable {
  public var depth: DecodeDepth
  public var jobs: Int
  /// Where verdicts are kept between runs; nil decodes every file every time.
  public var cache: ImageCache?

  public init(
    depth: DecodeDepth = .full, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    cache: ImageCache? = nil
  ) {
    self.depth = depth
    self.jobs = jobs
    self.cache = cache
  }
}
