/// Reads every input of one project into the `Project` model.
struct ProjectLoader {
  var schema: ContentSchema
  var limits: InputLimits
  /// `Linter.keepsMemoryUntilExit`.
  var keepsMemoryUntilExit = false

  struct Loaded {
    var project: Project
    var fileCount: Int
  }

  /// What a project's build files say, read before the projects load so that each can learn the targets the
  /// others build into it (`loadRun`).
  struct BuildFiles {
    /// Each `project.pbxproj`, parsed once: its storyboard settings, its problems and its document (nil when it
    /// cannot be read) for the targets and the languages.
    var xcodeDocuments: [(path: String, loaded: XcodeProjectLoader.Document)] = []
    /// The project's own targets (empty when they cannot be read).
    var targets: [BuildTarget] = []
    /// The `project.pbxproj` of every project that the project's workspaces list, leaving out those in folders
    /// no walk enters (`Pods/Pods.xcodeproj`); nil when it has no workspace, or one cannot be read.
    var workspaceProjects: [String]?
  }

  /// Loads every project of one run. A file belongs to the app when any project's target ships it, not only the
  /// nearest project's: an Xcode project at a repository's root may build the folders of a stale project nested
  /// in it. So each project also gets the targets other projects build into it (`targetsReaching`), when its
  /// own targets are known.
  static func loadRun(_ runInputs: [ProjectInputs], keepsMemoryUntilExit: Bool = false) -> [Loaded] {
    let loaders = runInputs.map {
      ProjectLoader(
        schema: $0.configuration.schema, limits: $0.configuration.limits, keepsMemoryUntilExit: keepsMemoryUntilExit)
    }
    let builds = runInputs.indices.map { loaders[$0].readBuildFiles(runInputs[$0]) }
    return runInputs.indices.map { index in
      let others = builds.indices.filter { $0 != index }.flatMap { builds[$0].targets }
      var build = builds[index]
      if build.targets.isEmpty, let listed = workspaceTargets(of: build, run: runInputs, builds: builds) {
        build.targets = listed
      }
      return loaders[index].load(
        runInputs[index], buildFiles: build, foreignTargets: targetsReaching(runInputs[index], in: others))
    }
  }

  /// The targets of a folder that holds no Xcode project but a workspace listing projects nested in it
  /// (`App.xcworkspace` beside `App-iOS/App-iOS.xcodeproj` and `Shared/Shared.xcodeproj`): Xcode builds the
  /// folder's files with the listed projects' targets, or not at all, as it builds a left-over folder no listed
  /// project names. Nil (folder rules) unless every listed project is in the run with its targets read.
  static func workspaceTargets(of build: BuildFiles, run: [ProjectInputs], builds: [BuildFiles]) -> [BuildTarget]? {
    guard let listed = build.workspaceProjects, !listed.isEmpty else { return nil }
    var targets: [BuildTarget] = []
    for pbxproj in listed {
      guard let owner = run.indices.first(where: { run[$0].xcodeProjects.contains(pbxproj) }),
        !builds[owner].targets.isEmpty
      else { return nil }
      targets += builds[owner].targets
    }
    // Two listed projects of one folder bring that folder's targets twice.
    var seen: Set<BuildTarget> = []
    return targets.filter { seen.insert($0).inserted }
  }

  /// The names of the string tables the targets copy whose files are not there (`Localizable.xcstrings` listed in
  /// a Resources phase but never committed).
  static func tablesNotInCheckout(_ targets: [BuildTarget]) -> Set<String> {
    let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
    var absent: Set<String> = []
    for path in Set(targets.flatMap(\.resources)) {
      guard let (stem, ext) = FileName.split(path.lastPathComponent), extensions.contains(ext),
        FileType.of(path) == nil
      else { continue }
      absent.insert(stem)
    }
    return absent
  }

  /// The `project.pbxproj` files that `workspaces` list, leaving out projects in folders no walk enters
  /// (dependencies, build products, hidden folders); nil when there is no workspace or one cannot be read.
  static func listedProjects(_ workspaces: [String]) -> [String]? {
    guard !workspaces.isEmpty else { return nil }
    var listed: Set<String> = []
    for workspace in workspaces {
      guard case .success(let text) = TextFile.read(workspace + "/contents.xcworkspacedata", maximumBytes: 1 << 20),
        let projects = XcodeWorkspaceReader.projects(ofWorkspace: workspace, text: text)
      else { return nil }
      for project in projects where !Self.isInUnwalkedFolder(project) { listed.insert(project + "/project.pbxproj") }
    }
    return listed.sorted()
  }

  /// Whether a folder on `path` is one discovery never enters (`Pods`, `.build`, a hidden folder).
  private static func isInUnwalkedFolder(_ path: String) -> Bool {
    let folders = path.split(separator: "/").dropLast()
    var parent = ""
    for folder in folders {
      if folder.hasPrefix(".") || Discovery.skipsDirectory(named: String(folder), in: parent) { return true }
      parent += "/" + folder
    }
    return false
  }

  /// The targets among `targets` that build one of the project's own catalogs, Swift files or string tables.
  static func targetsReaching(_ inputs: ProjectInputs, in targets: [BuildTarget]) -> [BuildTarget] {
    targets.filter { target in
      inputs.catalogs.contains { target.catalogs.sortedContains($0) }
        || inputs.swiftFiles.contains { target.sources.sortedContains($0) }
        || inputs.stringTables.contains { target.copies($0) }
    }
  }

  /// Parses the project's `project.pbxproj` files and reads its targets.
  func readBuildFiles(_ inputs: ProjectInputs) -> BuildFiles {
    var files = BuildFiles()
    files.xcodeDocuments = inputs.xcodeProjects.map { ($0, XcodeProjectLoader.loadDocument(path: $0)) }
    files.workspaceProjects = Self.listedProjects(inputs.workspaces)
    files.targets = ProjectTargetsLoader(
      projectRoot: inputs.root, limits: limits, scope: LinkScope(root: inputs.lintRoot)
    ).load(
      xcodeProjects: files.xcodeDocuments.map { ($0.path, $0.loaded.root) }, packageManifests: inputs.packageManifests)
    return files
  }

  /// Loads one project; `buildFiles` are read here when not given, and `foreignTargets` (other projects' targets
  /// that build its files) join its own when those are known.
  func load(_ inputs: ProjectInputs, buildFiles: BuildFiles? = nil, foreignTargets: [BuildTarget] = []) -> Loaded {
    let build = buildFiles ?? readBuildFiles(inputs)
    var project = Project(root: inputs.root)
    project.skippedInputs = inputs.skipped
    var fileCount = 0
    let collectsNameEvidence = inputs.configuration.severity(for: UnusedAssetRule.description) != nil
    for path in inputs.swiftFiles {
      fileCount += 1
      project.contentFiles.append(
        readContent(path) {
          SwiftContentLoader.read(path: path, source: $0, collectsNameEvidence: collectsNameEvidence)
        })
    }
    // A type declared both in a file the targets compile and in a left-over copy is read from the compiled one.
    let targets = build.targets.isEmpty ? [] : build.targets + foreignTargets
    let uncompiled = Self.filesInNoTarget(inputs.swiftFiles, targets: targets)
    project.unrecognizedFlows = SwiftContentLoader.recognise(
      &project.contentFiles, schema: schema, root: inputs.root, readingLast: uncompiled,
      appTargetNames: Set(build.targets.filter { $0.kind == .application }.map(\.name)),
      keepingIndexUntilExit: keepsMemoryUntilExit)
    for path in inputs.jsonContentFiles {
      fileCount += 1
      project.contentFiles.append(readContent(path) { JSONContentLoader.load(path: path, source: $0) })
    }
    for path in inputs.catalogs {
      let catalog = AssetCatalogLoader.load(path: path, limits: limits)
      fileCount += catalog.assets.count + 1
      project.catalogs.append(catalog)
    }
    // Names only: what the example's catalogs hold is not judged, so what they fail to hold is not reported.
    project.exampleAssets = inputs.exampleCatalogs.flatMap { AssetCatalogLoader.load(path: $0, limits: limits).assets }
    project.settings = loadSettings(inputs, build: build)
    // All or nothing, as for the own targets: foreign ones alone would call every own catalog "in no target".
    project.targets = targets
    project.catalogStandIns = Self.catalogStandIns(project)
    if project.targets.isEmpty {
      project.xcodeGenSources = XcodeGenSpecReader.read(
        projectRoot: inputs.root, lintRoot: inputs.lintRoot, maximumBytes: limits.textBytes)
    }
    Self.assignPlatforms(&project)
    Self.setAsideFilesInNoTarget(&project)
    Self.setAsideUnbuildableTargets(&project, declaredIn: Set(inputs.xcodeProjects + inputs.packageManifests))
    Self.dropFlowsOnlyExtensionsCompile(&project)
    // Only the app's own tables: not a vendor's, an export, or (where targets are known) one no target copies.
    let tables = inputs.stringTables.filter(project.shipsStringTable)
    project.localization = LocalizationLoader(limits: limits, wanted: WantedKeys(keys: Self.localizationKeys(project)))
      .load(paths: tables, xcodeProjects: build.xcodeDocuments.compactMap(\.loaded.root))
    project.localization.tablesNotInCheckout = Self.tablesNotInCheckout(project.targets)
    Self.paragraphsAsDescriptions(&project)
    fileCount += tables.count
    project.settings.narrowestScreen = Self.narrowestScreen(of: project.targets)
    // Where targets are known, only the storyboards and nibs a target copies draw anything: a stray copy
    // (`About~.storyboard`, in no target) draws nothing the app shows.
    let interfaceFiles =
      (inputs.storyboards.filter { $0.hasSuffix(".storyboard") }
      + inputs.resourceTexts.filter { $0.hasSuffix(".xib") }).filter { path in
        project.targets.isEmpty || project.targets.contains { $0.copies(path) }
      }
    project.interfaceImageViews = readImageViews(interfaceFiles)
    if collectsNameEvidence {
      let texts =
        inputs.resourceTexts + inputs.infoPlists + inputs.xcodeProjects
        + inputs.storyboards.filter { $0.hasSuffix(".storyboard") }
      project.resourceNameEvidence = readNameEvidence(texts)
      fileCount += inputs.resourceTexts.count
    }
    fileCount += inputs.infoPlists.count + inputs.xcodeProjects.count
    return Loaded(project: project, fileCount: fileCount)
  }

  /// A page whose only text, set in body type, was taken for its heading (`Text("Disc1")` at 20 pt) while its key
  /// was all the tool had: where the development language's text is a paragraph (longer than a heading set in body
  /// type, `PageFieldReader.longestBodyHeading`), it is the page's description, as a literal of that length is.
  static func paragraphsAsDescriptions(_ project: inout Project) {
    let localization = project.localization
    guard localization.hasTables else { return }
    for file in project.contentFiles.indices {
      for flow in project.contentFiles[file].flows.indices {
        for page in project.contentFiles[file].flows[flow].pages.indices {
          let read = project.contentFiles[file].flows[flow].pages[page]
          guard read.titleIsBodyText, read.description == nil, let title = read.title,
            let key = title.localization,
            let entry = localization.entry(key.key, table: key.tableName, language: localization.developmentLanguage),
            entry.value.count > PageFieldReader.longestBodyHeading
          else { continue }
          project.contentFiles[file].flows[flow].pages[page].description = title
          project.contentFiles[file].flows[flow].pages[page].title = nil
        }
      }
    }
  }

  /// Takes out what Swift files that no target compiles say, where the targets list their sources: such a file is
  /// left over (dead code, a draft), and its pages, indicators and asset lookups are not what the app shows or
  /// runs, so judging them would report what no user sees. Each flow set aside is a `skipped-input` note, so
  /// nothing is passed over in silence. Targets that compile fewer than half of the project's Swift files are not
  /// trusted for this: that is a stale copy of a project file (a nested `.xcodeproj` left behind), not dead code.
  static func setAsideFilesInNoTarget(_ project: inout Project) {
    let swiftFiles = project.contentFiles.map(\.path).filter { $0.hasSuffix(".swift") }
    let leftOver = filesInNoTarget(swiftFiles, targets: project.targets)
    setAside(
      leftOver, in: &project,
      why: "no target compiles this file, so the app does not show it. Add the file to the app's target if it is "
        + "meant to ship, or delete it.",
      problemNote: "No target compiles this file, so it breaks no build.")
  }

  /// Takes out the targets that cannot build because the Info.plist every configuration names is not in the
  /// checkout (`BuildTarget.missingInfoPlist`: a target left behind when its folder moved to `Archive/`, a sandbox
  /// app whose `Testing/` folder is gone): the app ships nothing of them. What only they build is not judged, as
  /// for files in no target: their catalogs keep only their names (as a library example's do), Swift files only
  /// they compile lose their flows and lookups (`setAside`), and each such target is a `skipped-input` note at its
  /// declaration. Nothing is taken out unless a target that builds is left (a checkout without any of its Info.plist
  /// files is partial, not stale). The note is the project's whose files (`ownFiles`) declare the target: a
  /// workspace folder given its listed projects' targets sets them aside too, but their own projects report them.
  static func setAsideUnbuildableTargets(_ project: inout Project, declaredIn ownFiles: Set<String>) {
    let unbuildable = project.targets.filter { $0.missingInfoPlist != nil }
    guard !unbuildable.isEmpty,
      project.targets.contains(where: { $0.missingInfoPlist == nil && $0.kind != .testBundle })
    else { return }
    project.targets.removeAll { $0.missingInfoPlist != nil }
    let built = Set(project.targets.flatMap(\.catalogs))
    let compiled = Set(project.targets.flatMap(\.sources))
    for target in unbuildable {
      let catalogs = Set(target.catalogs).subtracting(built)
      let sources = Set(target.sources).subtracting(compiled)
      project.exampleAssets += project.catalogs.filter { catalogs.contains($0.path) }.flatMap(\.assets)
      project.catalogs.removeAll { catalogs.contains($0.path) }
      let plist = RelativePath.from(project.root, to: target.missingInfoPlist ?? "")
      setAside(
        sources, in: &project,
        why: "only the target `\(target.name)` compiles this file, and it cannot build (its Info.plist is not in "
          + "the checkout), so the app does not show it.",
        problemNote: "Only the target `\(target.name)`, which cannot build, compiles this file.")
      guard ownFiles.contains(target.declaration.file) else { continue }
      project.skippedInputs.append(
        Finding(
          location: target.declaration,
          message: "The target `\(target.name)` cannot build: its configurations name the Info.plist `\(plist)` "
            + "(INFOPLIST_FILE), which is not in the checkout, so the app ships nothing of it and what only it builds "
            + "(\(counted(catalogs.count, "catalog")), \(counted(sources.count, "Swift file"))) is not judged. Point "
            + "INFOPLIST_FILE at the target's Info.plist, or delete the target if it is retired."))
    }
    project.catalogStandIns = catalogStandIns(project)
  }

  private static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// Takes out what the Swift files at `paths` say: their pages, indicators and asset lookups are not what the app
  /// shows or runs, so judging them would report what no user sees. Each flow set aside is a `skipped-input` note
  /// that says `why`, so nothing is passed over in silence; a problem of the file (text that is no Swift there, a
  /// saved `git diff` named `changes.swift`) breaks no build and becomes a note that says `problemNote`.
  private static func setAside(_ paths: Set<String>, in project: inout Project, why: String, problemNote: String) {
    guard !paths.isEmpty else { return }
    for position in project.contentFiles.indices {
      let file = project.contentFiles[position]
      guard paths.contains(file.path) else { continue }
      for flow in file.flows {
        let pages = flow.pages.count == 1 ? "1 page" : "\(flow.pages.count) pages"
        project.skippedInputs.append(
          Finding(
            location: flow.location, message: "The flow `\(flow.name)` (\(pages)) is not checked: " + why))
      }
      project.contentFiles[position].flows = []
      project.contentFiles[position].capsuleCounts = []
      project.contentFiles[position].lastPageChecks = []
      project.contentFiles[position].assetReferences = []
      project.contentFiles[position].problems = file.problems.map { problem in
        var noted = problem
        noted.message += " " + problemNote
        noted.maximumSeverity = .note
        return noted
      }
    }
    project.unrecognizedFlows.removeAll { paths.contains($0.location.file) }
  }

  /// An app extension (a widget, a share sheet) shows no onboarding: pages read from a file only extensions compile
  /// are their data (a widget's placeholder posts), not a flow, and a pager there is none of the app's onboarding.
  static func dropFlowsOnlyExtensionsCompile(_ project: inout Project) {
    let targets = project.targets
    func onlyExtensions(_ path: String) -> Bool {
      let owners = targets.filter { $0.sources.sortedContains(path) }
      return !owners.isEmpty && owners.allSatisfy { $0.kind == .appExtension }
    }
    for position in project.contentFiles.indices where onlyExtensions(project.contentFiles[position].path) {
      project.contentFiles[position].flows = []
      project.contentFiles[position].capsuleCounts = []
      project.contentFiles[position].lastPageChecks = []
    }
    project.unrecognizedFlows.removeAll { onlyExtensions($0.location.file) }
  }

  /// The Swift files among `swiftFiles` that no target compiles, where the targets list their sources and compile
  /// at least half of the files (see `setAsideFilesInNoTarget`); empty otherwise.
  static func filesInNoTarget(_ swiftFiles: [String], targets: [BuildTarget]) -> Set<String> {
    guard targets.contains(where: { !$0.sources.isEmpty }) else { return [] }
    let leftOver = Set(swiftFiles.filter { file in !targets.contains { $0.sources.sortedContains(file) } })
    return leftOver.count * 2 <= swiftFiles.count ? leftOver : []
  }

  /// The keys the pages' texts look up: the only entries of the string tables that are kept.
  static func localizationKeys(_ project: Project) -> Set<String> {
    Set(
      project.flows.flatMap(\.pages).flatMap { page in
        PageTextField.allCases.compactMap { $0.field(of: page)?.localization?.key }
      })
  }

  /// The narrowest screen of the app targets (of every target when there is no app target, as in a package).
  static func narrowestScreen(of targets: [BuildTarget]) -> DeviceScreen? {
    let apps = targets.filter { $0.kind == .application }
    return (apps.isEmpty ? targets : apps).compactMap {
      DeviceScreen.narrowest(deviceFamilies: $0.deviceFamilies, iOSDeploymentTarget: $0.iOSDeploymentTarget)
    }.min { $0.width < $1.width }
  }

  /// Catalogs a build step copies into place: a target builds `Extensions/ShareTo/ShareTo.xcassets`, which the
  /// checkout lacks, and the project holds catalogs of that name that no target builds (`Branding/<brand>/
  /// ShareTo.xcassets`, which a setup script copies there). Each stands in for the missing one: it ships in that
  /// target's builds, one at a time (so two brands' catalogs never collide with each other).
  /// A catalog whose path differs from a built one's only in case (`eduID/Resources/Assets.xcassets` beside the
  /// built `EduID/Resources/Assets.xcassets`, two folders git keeps apart) is that catalog on a Mac's
  /// case-insensitive disk, where Xcode builds: it stands in for it too.
  static func catalogStandIns(_ project: Project) -> [String: String] {
    let present = Set(project.catalogs.map(\.path))
    let built = Set(project.targets.flatMap(\.catalogs))
    var standIns: [String: String] = [:]
    let builtByFoldedPath = Dictionary(grouping: built.filter(present.contains)) { $0.lowercased() }
    for catalog in project.catalogs where !built.contains(catalog.path) {
      if let twins = builtByFoldedPath[catalog.path.lowercased()], twins.count == 1 {
        standIns[catalog.path] = twins[0]
      }
    }
    var missing: [String: [String]] = [:]
    for path in built where !present.contains(path) && FileType.of(path) == nil {
      missing[path.lastPathComponent, default: []].append(path)
    }
    guard !missing.isEmpty else { return standIns }
    for catalog in project.catalogs where !built.contains(catalog.path) && standIns[catalog.path] == nil {
      // Two missing catalogs of one name: which one this stands in for is not known.
      guard let paths = missing[catalog.path.lastPathComponent], paths.count == 1 else { continue }
      standIns[catalog.path] = paths[0]
    }
    return standIns
  }

  /// Gives each asset the platforms and device families of the targets whose catalogs hold it; unknown (empty)
  /// when a target's are.
  static func assignPlatforms(_ project: inout Project) {
    guard !project.targets.isEmpty else { return }
    for index in project.catalogs.indices {
      let owners = project.targets(ofCatalog: project.catalogs[index].path)
      guard !owners.isEmpty else { continue }
      let platforms =
        owners.allSatisfy { !$0.platforms.isEmpty } ? owners.reduce(into: Set()) { $0.formUnion($1.platforms) } : []
      let families =
        owners.allSatisfy { !$0.deviceFamilies.isEmpty }
        ? owners.reduce(into: Set()) { $0.formUnion($1.deviceFamilies) } : Set<Int>()
      for asset in project.catalogs[index].assets.indices {
        project.catalogs[index].assets[asset].platforms = platforms
        project.catalogs[index].assets[asset].deviceFamilies = families
      }
    }
  }

  /// The names the files at `paths` could hold; a file that cannot be read says nothing (it is no content file,
  /// and another rule reports a broken plist or storyboard).
  /// The image views of the storyboards and XIBs at `paths`; an unreadable one adds none (its name evidence and
  /// `storyboard-reference` report what matters of it).
  private func readImageViews(_ paths: [String]) -> [InterfaceImageView] {
    paths.flatMap { path -> [InterfaceImageView] in
      guard case .success(let text) = TextFile.read(path, maximumBytes: limits.textBytes) else { return [] }
      return InterfaceImageViewReader.imageViews(in: text, path: path)
    }
  }

  private func readNameEvidence(_ paths: [String]) -> AssetNameEvidence {
    var evidence = AssetNameEvidence()
    for path in paths {
      guard case .success(let text) = TextFile.read(path, maximumBytes: limits.textBytes) else { continue }
      evidence.formUnion(ResourceTextReader.evidence(in: text))
    }
    return evidence
  }

  /// Reads a text content file; an unreadable one becomes a content file holding just that problem.
  private func readContent(_ path: String, parse: (String) -> ContentFile) -> ContentFile {
    switch TextFile.read(path, maximumBytes: limits.textBytes) {
    case .success(let source):
      return parse(source)
    case .failure(let problem):
      var file = ContentFile(path: path)
      file.problems.append(problem)
      return file
    }
  }

  /// Info.plist and `project.pbxproj` settings (each `project.pbxproj` parsed once, in `build`).
  private func loadSettings(_ inputs: ProjectInputs, build: BuildFiles) -> ProjectSettings {
    var settings = ProjectSettings()
    settings.storyboardFiles = inputs.storyboards
    settings.fontFiles = inputs.fontFiles
    settings.problems = inputs.problems
    // An Info.plist no target builds with (where every app target names its own) is left over: what is wrong
    // with it breaks no build, so it is a note that says why.
    let builtWith = build.targets.infoPlistsBuiltWith
    for path in inputs.infoPlists {
      let loaded = InfoPlistLoader.load(path: path, maximumBytes: limits.textBytes)
      settings.storyboardReferences += loaded.references
      guard let builtWith, !builtWith.contains(path) else {
        settings.problems += loaded.problems
        continue
      }
      settings.problems += loaded.problems.map { problem in
        var noted = problem
        noted.message += " No target builds with this Info.plist, so it breaks no build."
        noted.maximumSeverity = .note
        return noted
      }
    }
    for document in build.xcodeDocuments {
      settings.storyboardReferences += document.loaded.references
      settings.problems += document.loaded.problems
    }
    return settings
  }
}
