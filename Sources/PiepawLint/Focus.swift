/// What a run over a few changed files (a pre-commit hook) must look at: the flows and asset sets those files
/// belong to, not only the files. A changed PNG re-checks its image set and the pages that use it; a changed flow
/// re-checks the views that count its pages; a changed view re-checks its capsules against the flows.
///
/// The whole project is still loaded (names resolve across it), but only the images that matter are decoded and
/// only findings in the touched places are reported.
struct Focus {
  /// Findings located in these files are reported.
  private(set) var files: Set<String> = []
  /// Findings located below these folders (image sets) are reported.
  private(set) var directories: Set<String> = []
  /// The image files to decode.
  private(set) var images: Set<String> = []
  /// Set when a change reaches everything (configuration, a catalog's own `Contents.json`): no filtering.
  private(set) var coversWholeProject = false

  init(project: Project, changed: Set<String>) {
    let index = AssetIndex(project)
    let changedAssets = project.assets.filter { asset in changed.contains { $0.hasPrefix(asset.directory + "/") } }
    files = changed
    if changed.contains(where: { Self.reachesEverything($0, project: project, changedAssets: changedAssets) }) {
      coversWholeProject = true
      images = Set(project.imageFiles)
      return
    }
    for asset in changedAssets {
      directories.insert(asset.directory)
      images.formUnion(asset.imageFiles)
    }
    let changedAssetDirectories = Set(changedAssets.map(\.directory))
    for file in project.contentFiles {
      let usesChangedAsset = Self.assetReferences(in: file).contains { reference in
        if case .found(let asset) = index.resolve(reference.name, kind: reference.kind) {
          return changedAssetDirectories.contains(asset.directory)
        }
        return false
      }
      if usesChangedAsset { files.insert(file.path) }
    }
    addCounterparts(of: changed, in: project)
    for file in project.contentFiles where files.contains(file.path) {
      for flow in file.flows {
        images.formUnion(Self.pageAssets(of: flow, index: index).flatMap(\.imageFiles))
      }
    }
  }

  /// Whether the run reports `diagnostic`.
  func keeps(_ diagnostic: Diagnostic) -> Bool {
    if coversWholeProject || files.contains(diagnostic.location.file) { return true }
    return directories.contains { diagnostic.location.file.hasPrefix($0 + "/") }
  }

  /// Flows and the views that show them go together: a changed flow file brings in the files of its indicators
  /// and last-page checks, and a changed view brings in the flows it shows. Views tied to no flow (counted against
  /// every flow) go with every flow file.
  private mutating func addCounterparts(of changed: Set<String>, in project: Project) {
    let flows = project.contentFiles.flatMap { file in file.flows.map { (file: file.path, flow: $0) } }
    var linked: Set<String> = []
    for (file, flow) in flows {
      let views = Set(flow.indicators.map(\.location.file) + flow.lastPageChecks.map(\.location.file))
      linked.formUnion(views)
      if changed.contains(file) { files.formUnion(views) }
      if !views.isDisjoint(with: changed) { files.insert(file) }
    }
    let unlinkedViews = project.contentFiles.filter { file in
      !linked.contains(file.path) && (!file.capsuleCounts.isEmpty || !file.lastPageChecks.isEmpty)
    }.map(\.path)
    if flows.contains(where: { changed.contains($0.file) }) { files.formUnion(unlinkedViews) }
    if unlinkedViews.contains(where: changed.contains) { files.formUnion(flows.map(\.file)) }
  }

  /// A configuration file, a catalog's group `Contents.json` (namespaces rename symbols), a storyboard, or a
  /// project file or package manifest (target membership decides lookups and collisions) can affect any finding.
  private static func reachesEverything(_ path: String, project: Project, changedAssets: [Asset]) -> Bool {
    if path.hasSuffix("/" + ConfigurationLoader.fileName) || path.hasSuffix(".storyboard") { return true }
    if path.hasSuffix(".pbxproj") || path.hasSuffix("/Package.swift") { return true }
    let inCatalog = project.catalogs.contains { path.hasPrefix($0.path + "/") }
    let inSet = changedAssets.contains { path.hasPrefix($0.directory + "/") }
    return inCatalog && !inSet
  }

  /// Every asset the file names: its pages' backgrounds and icons and its other references.
  private static func assetReferences(in file: ContentFile) -> [AssetReference] {
    file.flows.flatMap(\.pages).flatMap(\.assetReferences) + file.assetReferences
  }

  private static func pageAssets(of flow: Flow, index: AssetIndex) -> [Asset] {
    flow.pages.flatMap(\.imageReferences).compactMap { reference in
      if case .found(let asset) = index.resolve(reference.name, kind: .image) { return asset }
      return nil
    }
  }
}
