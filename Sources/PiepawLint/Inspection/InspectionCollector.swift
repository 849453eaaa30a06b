import Foundation

/// A file to inspect, before it is decoded: where its scale comes from and which set holds it.
struct PendingImage: Hashable, Sendable {
  var path: String
  var scale: Int
  var scaleSource: ScaleSource
  var idiom: String?
  var appearances: [String] = []
  var isAssigned = true

  /// A file outside any `Contents.json`: its scale from the `@2x`/`@3x` suffix, else 1.
  static func byName(_ path: String, isAssigned: Bool = true) -> PendingImage {
    PendingImage(
      path: path, scale: ImageScaling.scale(fromFileName: path) ?? 1, scaleSource: .fileName, isAssigned: isAssigned)
  }
}

/// The files of one image set, or the loose files of one folder, before decoding.
struct PendingGroup: Hashable, Sendable {
  /// nil for loose files.
  var asset: Asset?
  /// The loader's problems inside the set.
  var problems: [Finding] = []
  var files: [PendingImage]
  /// Only some of the set's files were asked for: no verdict.
  var isPartial = false
  /// The folder of loose files.
  var folder: String?
}

/// Turns the paths `inspect` is given into groups of files: catalogs through `AssetCatalogLoader` (so each file
/// knows its set, scale and idiom), image sets, single files, and folders walked for catalogs and loose
/// PNG/JPEG files (skipping hidden folders and build output, like `Discovery`).
struct InspectionCollector {
  /// Whether loose files found in a folder walk are shown even when the folder holds catalogs (`--loose`).
  var includesLooseFiles = false
  private(set) var groups: [PendingGroup] = []
  /// Loose files found in folder walks that held catalogs, left out of the report (see `add(path:)`).
  private(set) var looseFilesNotShown = 0
  /// Loose files found during the current folder walk, and whether it met a catalog.
  private var walkLooseFiles: [String] = []
  private var walkFoundCatalog = false
  private(set) var problems: [Finding] = []
  /// Index in `groups` of each set (by directory) and each loose folder.
  private var setIndex: [String: Int] = [:]
  private var folderIndex: [String: Int] = [:]
  private var seenLooseFiles: Set<String> = []
  private var visitedFolders: Set<String> = []
  /// Catalogs read for sets named on their own, by root, so sibling sets do not read them again.
  private var catalogCache: [String: AssetCatalog] = [:]
  private var addedCatalogs: Set<String> = []

  /// Adds what lies at `path`; throws when it does not exist.
  mutating func add(path: String) throws(LintSetupError) {
    let absolute = Discovery.absolutePath(path)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
      throw .pathNotFound(path)
    }
    if isDirectory.boolValue {
      // A folder's loose images are shown when it holds no catalog (a designer's export folder) or when they
      // are asked for; next to catalogs they are screenshots and artwork sources, not what the app loads.
      walkLooseFiles = []
      walkFoundCatalog = false
      addDirectory(absolute, walkRoot: absolute, depth: 0)
      if walkFoundCatalog && !includesLooseFiles {
        looseFilesNotShown += walkLooseFiles.count { !seenLooseFiles.contains($0) }
      } else {
        for file in walkLooseFiles { addLoose(file) }
      }
      walkLooseFiles = []
    } else {
      addFile(absolute)
    }
  }

  // MARK: Folders

  private mutating func addDirectory(_ directory: String, walkRoot: String, depth: Int) {
    if directory.hasSuffix(".xcassets") {
      walkFoundCatalog = true
      addCatalog(directory)
    } else if directory.hasSuffix(".imageset") {
      walkFoundCatalog = true
      addImageSet(directory)
    } else {
      walk(directory, root: walkRoot, depth: depth)
    }
  }

  private mutating func walk(_ directory: String, root: String, depth: Int) {
    guard visitedFolders.insert((directory as NSString).resolvingSymlinksInPath).inserted else { return }
    guard depth <= InputLimits().directoryDepth else {
      problem(directory, "The folder is nested deeper than \(InputLimits().directoryDepth) levels; it was not read.")
      return
    }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory).sorted() else {
      problem(directory, "Cannot read the folder; check its permissions.")
      return
    }
    for name in entries where !name.hasPrefix(".") {
      let path = directory + "/" + name
      switch Self.entryKind(path, root: root) {
      case .directory where !Discovery.skippedDirectoryNames.contains(name):
        addDirectory(path, walkRoot: root, depth: depth + 1)
      case .file where Self.isPNGOrJPEGName(name):
        walkLooseFiles.append(path)
      default: break
      }
    }
  }

  private enum EntryKind { case file, directory, other }

  /// What `path` is; a symlink counts only when its target lies inside the walk root.
  private static func entryKind(_ path: String, root: String) -> EntryKind {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .other }
    var type = attributes[.type] as? FileAttributeType
    if type == .typeSymbolicLink {
      let target = (path as NSString).resolvingSymlinksInPath
      let realRoot = (root as NSString).resolvingSymlinksInPath
      guard target == realRoot || target.hasPrefix(realRoot + "/") else { return .other }
      type = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
    }
    switch type {
    case .typeDirectory: return .directory
    case .typeRegular: return .file
    default: return .other
    }
  }

  static func isPNGOrJPEGName(_ name: String) -> Bool {
    let format = ImageFormat(fileExtension: (name as NSString).pathExtension)
    return format == .png || format == .jpeg
  }

  // MARK: Catalogs and sets

  private mutating func addCatalog(_ path: String) {
    guard addedCatalogs.insert(path).inserted else { return }
    let catalog = AssetCatalogLoader.load(path: path)
    var placed = Array(repeating: false, count: catalog.problems.count)
    for asset in catalog.assets where asset.kind == .imageSet {
      let inside = catalog.problems.indices.filter { Self.isInside(catalog.problems[$0].location.file, asset) }
      for index in inside { placed[index] = true }
      addSet(asset, problems: inside.map { catalog.problems[$0] }, onlyFile: nil)
    }
    problems += catalog.problems.indices.filter { !placed[$0] }.map { catalog.problems[$0] }
  }

  /// An `.imageset` named on its own: read through its catalog (for its name), or its parent folder.
  private mutating func addImageSet(_ directory: String, onlyFile: String? = nil) {
    let root = Self.enclosingCatalog(of: directory)
    let catalog = catalogCache[root] ?? AssetCatalogLoader.load(path: root)
    catalogCache[root] = catalog
    guard let asset = catalog.assets.first(where: { $0.directory == directory && $0.kind == .imageSet }) else {
      // Not reachable as a set (hidden, too deep): its images are still shown, as loose files.
      if let onlyFile {
        addLoose(onlyFile)
      } else {
        // Files of a set are shown, catalog or not.
        let before = walkLooseFiles.count
        walk(directory, root: directory, depth: 0)
        for file in walkLooseFiles[before...] { addLoose(file) }
        walkLooseFiles.removeSubrange(before...)
      }
      return
    }
    let inside = catalog.problems.filter { Self.isInside($0.location.file, asset) }
    addSet(asset, problems: inside, onlyFile: onlyFile)
  }

  private mutating func addSet(_ asset: Asset, problems: [Finding], onlyFile: String?) {
    var group = PendingGroup(asset: asset, problems: problems, files: Self.files(of: asset))
    if let onlyFile {
      group.files = group.files.filter { $0.path == onlyFile }
      group.isPartial = true
      if group.files.isEmpty { group.files = [.byName(onlyFile, isAssigned: false)] }
    }
    guard let index = setIndex[asset.directory] else {
      setIndex[asset.directory] = groups.count
      groups.append(group)
      return
    }
    if groups[index].isPartial && !group.isPartial {
      groups[index] = group
    } else if groups[index].isPartial {
      let known = Set(groups[index].files.map(\.path))
      groups[index].files += group.files.filter { !known.contains($0.path) }
    }
  }

  /// The set's image files with what `Contents.json` says about each (the first entry naming it wins).
  static func files(of asset: Asset) -> [PendingImage] {
    var entries: [String: AssetImage] = [:]
    for entry in asset.images where entries[asset.directory + "/" + entry.filename] == nil {
      entries[asset.directory + "/" + entry.filename] = entry
    }
    return asset.imageFiles.map { path in
      guard let entry = entries[path] else { return .byName(path, isAssigned: false) }
      return PendingImage(
        path: path, scale: entry.scale ?? 1, scaleSource: entry.scale == nil ? .singleScale : .contentsJSON,
        idiom: entry.idiom, appearances: entry.appearances)
    }
  }

  /// The nearest `.xcassets` folder above `directory`, or its parent folder when there is none.
  static func enclosingCatalog(of directory: String) -> String {
    var folder = (directory as NSString).deletingLastPathComponent
    while folder.count > 1 {
      if folder.hasSuffix(".xcassets") { return folder }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return (directory as NSString).deletingLastPathComponent
  }

  private static func isInside(_ file: String, _ asset: Asset) -> Bool {
    file == asset.directory || file.hasPrefix(asset.directory + "/")
  }

  // MARK: Files

  /// A file named on its own: part of its set when it lies in an `.imageset`, else loose whatever its extension.
  private mutating func addFile(_ path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    if folder.hasSuffix(".imageset") {
      addImageSet(folder, onlyFile: path)
    } else {
      addLoose(path)
    }
  }

  private mutating func addLoose(_ path: String) {
    guard seenLooseFiles.insert(path).inserted else { return }
    let folder = (path as NSString).deletingLastPathComponent
    if let index = folderIndex[folder] {
      groups[index].files.append(.byName(path))
    } else {
      folderIndex[folder] = groups.count
      groups.append(PendingGroup(files: [.byName(path)], folder: folder))
    }
  }

  private mutating func problem(_ path: String, _ message: String) {
    problems.append(Finding(location: SourceLocation(file: path), message: message))
  }
}
