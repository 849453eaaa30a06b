import Foundation

/// Reads an `.xcassets` folder: its image sets, colour sets, other sets and namespace groups.
///
/// The walk is sorted (so results are deterministic), never follows a symlink out of the catalog, reads each
/// folder once (symlink loops end there) and stops at a depth limit. Broken `Contents.json` files become
/// problems at their exact positions while the asset itself is still listed, so references to it resolve.
public enum AssetCatalogLoader {
  /// Reads the catalog at `path`; groups nested deeper than `limits.directoryDepth` and `Contents.json` files
  /// larger than `limits.textBytes` are not read (each is a problem).
  public static func load(path: String, limits: InputLimits = .init()) -> AssetCatalog {
    let root = URL(fileURLWithPath: path).standardizedFileURL.path
    var walker = CatalogWalker(root: root, limits: limits)
    walker.walkCatalog()
    return AssetCatalog(path: root, assets: walker.assets, problems: walker.problems)
  }

  /// Folder extensions of sets that are neither image nor colour sets (app icons, data, symbols, atlases…).
  static func isOtherSet(extension ext: String) -> Bool {
    ext.hasSuffix("set")
      || [
        "spriteatlas", "launchimage", "brandassets", "imagestack", "imagestacklayer", "solidimagestack",
        "solidimagestacklayer", "stickerpack", "sticker", "stickersequence", "arresourcegroup", "arobject",
        "gcdashboardimage", "gcleaderboard",
      ].contains(ext)
  }
}

/// What a directory entry is, after resolving a symlink that stays inside the catalog.
private enum EntryKind {
  case directory, file, other
  /// A symlink that leads outside its scope or nowhere; already reported.
  case refusedLink
}

private struct CatalogWalker {
  let root: String
  let limits: InputLimits
  /// The catalog's real path, for checking where symlinks lead.
  let realRoot: String
  var assets: [Asset] = []
  var problems: [Finding] = []
  private var visitedDirectories: Set<String> = []

  init(root: String, limits: InputLimits) {
    self.init(root: root, realRoot: CatalogWalker.realPath(root) ?? root, limits: limits)
  }

  init(root: String, realRoot: String, limits: InputLimits) {
    self.root = root
    self.realRoot = realRoot
    self.limits = limits
  }

  mutating func walkCatalog() {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      problem(at: SourceLocation(file: root), "The asset catalog is not a readable folder; check the path.")
      return
    }
    _ = readGroupContents(root)
    walkGroup(root, namePrefix: "", symbolPrefix: [], depth: 0)
  }

  // MARK: Groups

  mutating func walkGroup(_ directory: String, namePrefix: String, symbolPrefix: [String], depth: Int) {
    guard visitedDirectories.insert(Self.realPath(directory) ?? directory).inserted else {
      problem(
        at: SourceLocation(file: directory),
        "This folder was already read through another path (a symlink loop?); it is not read again. "
          + "Remove the symlink.")
      return
    }
    guard depth < limits.directoryDepth else {
      problem(
        at: SourceLocation(file: directory),
        "Folders are nested more than \(limits.directoryDepth) levels deep here; deeper folders are not "
          + "read. Flatten the groups.")
      return
    }
    let entries = listing(directory)
    let sets = readSets(entries, in: directory, namePrefix: namePrefix, symbolPrefix: symbolPrefix, depth: depth)
    for (index, entry) in entries.enumerated() {
      if let set = sets[index] {
        assets += set.assets
        problems += set.problems
      } else {
        readEntry(entry, in: directory, namePrefix: namePrefix, symbolPrefix: symbolPrefix, depth: depth)
      }
    }
  }

  /// Reads the image and colour sets among a group's entries on every core, each into a walker of its own: a set
  /// is a leaf (no recursion, nothing shared with other sets), and reading sets is most of a catalog's cost. The
  /// results, by entry index, are merged in listing order, so the output is the same as a serial walk's.
  func readSets(
    _ entries: [DirectoryEntry], in directory: String, namePrefix: String, symbolPrefix: [String], depth: Int
  ) -> [Int: (assets: [Asset], problems: [Finding])] {
    let setIndices = entries.indices.filter { Self.setKind(ofFolderNamed: entries[$0].name) != nil }
    let blank = CatalogWalker(root: root, realRoot: realRoot, limits: limits)
    let read = parallelMap(count: setIndices.count, workers: ProcessInfo.processInfo.activeProcessorCount) { item in
      var walker = blank
      walker.readEntry(
        entries[setIndices[item]], in: directory, namePrefix: namePrefix, symbolPrefix: symbolPrefix, depth: depth)
      return (assets: walker.assets, problems: walker.problems)
    }
    return Dictionary(uniqueKeysWithValues: zip(setIndices, read))
  }

  /// `.imageSet` or `.colorSet` for a folder named `*.imageset` or `*.colorset`; nil for anything else.
  static func setKind(ofFolderNamed name: String) -> Asset.Kind? {
    switch FileName.pathExtension(name).lowercased() {
    case "imageset": .imageSet
    case "colorset": .colorSet
    default: nil
    }
  }

  /// One folder inside a group: a set, another kind of set, or a nested group (a namespace when it says so).
  mutating func readEntry(
    _ listed: DirectoryEntry, in directory: String, namePrefix: String, symbolPrefix: [String], depth: Int
  ) {
    let entry = listed.name
    let path = directory + "/" + entry
    guard kind(of: path, listedAs: listed.type, within: root, scope: "catalog") == .directory else { return }
    let split = FileName.split(entry)
    let name = split?.base ?? entry
    let ext = split?.extension.lowercased() ?? ""
    if let kind = Self.setKind(ofFolderNamed: entry) {
      // A name without letters or digits generates no symbol: an empty path, like other set kinds.
      let member = AssetSymbolName.symbol(forAssetNamed: name)
      let symbolPath = member.isEmpty ? [] : symbolPrefix + [member]
      assets.append(readSet(path, kind: kind, name: namePrefix + name, symbolPath: symbolPath))
    } else if AssetCatalogLoader.isOtherSet(extension: ext) {
      assets.append(
        Asset(
          kind: .other, name: namePrefix + name, symbolPath: [], directory: path, contentsFile: path + "/Contents.json")
      )
    } else if readGroupContents(path) {
      walkGroup(
        path, namePrefix: namePrefix + entry + "/",
        symbolPrefix: symbolPrefix + [AssetSymbolName.namespaceTypeName(entry)], depth: depth + 1)
    } else {
      walkGroup(path, namePrefix: namePrefix, symbolPrefix: symbolPrefix, depth: depth + 1)
    }
  }

  /// Checks a group's optional `Contents.json`; true when it says `"provides-namespace": true`.
  mutating func readGroupContents(_ directory: String) -> Bool {
    let contentsFile = directory + "/Contents.json"
    guard FileManager.default.fileExists(atPath: contentsFile) else { return false }
    guard let root = parseContents(contentsFile) else { return false }
    guard let properties = root["properties"] else { return false }
    guard properties.objectMembers != nil else {
      wrongShape(properties, "`properties` must be an object such as {\"provides-namespace\": true}")
      return false
    }
    guard let namespace = properties["provides-namespace"] else { return false }
    guard let flag = namespace.boolValue else {
      wrongShape(namespace, "`provides-namespace` must be true or false")
      return false
    }
    return flag
  }

  // MARK: Sets

  mutating func readSet(_ directory: String, kind: Asset.Kind, name: String, symbolPath: [String]) -> Asset {
    let contentsFile = directory + "/Contents.json"
    var asset = Asset(
      kind: kind, name: name, symbolPath: symbolPath, directory: directory, contentsFile: contentsFile)
    guard kind == .imageSet else {
      _ = readSetContents(contentsFile, directory: directory)
      return asset
    }
    asset.filesOnDisk = filesInSet(directory)
    if let root = readSetContents(contentsFile, directory: directory) {
      asset.images = readImages(root)
    }
    return asset
  }

  /// The set's `Contents.json` as an object, or nil after reporting why it cannot be read.
  mutating func readSetContents(_ contentsFile: String, directory: String) -> JSONNode? {
    guard FileManager.default.fileExists(atPath: contentsFile) else {
      problem(
        at: SourceLocation(file: directory),
        "The set has no Contents.json, so Xcode does not know its contents; add one (removing and re-adding the "
          + "asset in Xcode writes it).")
      return nil
    }
    guard let root = parseContents(contentsFile) else { return nil }
    guard root.objectMembers != nil else {
      wrongShape(root, "Contents.json must hold an object such as {\"images\": [], \"info\": {…}}")
      return nil
    }
    return root
  }

  /// Parses a `Contents.json`, reporting unreadable files and syntax errors. Only a regular file is read (a
  /// named pipe would block the run), or a symlink to one inside the catalog.
  mutating func parseContents(_ contentsFile: String) -> JSONNode? {
    switch kind(of: contentsFile, listedAs: nil, within: root, scope: "catalog") {
    case .file: break
    case .refusedLink: return nil
    case .directory, .other:
      problem(
        at: SourceLocation(file: contentsFile),
        "Contents.json is not a regular file, so it is not read; replace it with the JSON file Xcode writes.")
      return nil
    }
    switch TextFile.read(contentsFile, maximumBytes: limits.textBytes) {
    case .failure(let finding):
      problems.append(finding)
      return nil
    case .success(let text):
      switch JSONReader.parse(text, file: contentsFile) {
      case .success(let root): return root
      case .failure(let error):
        problems.append(error.finding)
        return nil
      }
    }
  }

  mutating func readImages(_ root: JSONNode) -> [AssetImage] {
    guard let images = root["images"] else {
      problem(
        at: root.location,
        "This image set's Contents.json has no `images` array; add \"images\": [{\"filename\": …, \"idiom\": "
          + "\"universal\", \"scale\": \"1x\"}].")
      return []
    }
    guard let entries = images.arrayElements else {
      wrongShape(images, "`images` must be an array of image entries")
      return []
    }
    return entries.compactMap { readImage($0) }
  }

  /// One `images[]` entry; nil for a slot without a file (normal) or an entry that cannot be used.
  mutating func readImage(_ entry: JSONNode) -> AssetImage? {
    guard entry.objectMembers != nil else {
      wrongShape(entry, "each `images` entry must be an object such as {\"filename\": \"a.png\", \"scale\": \"1x\"}")
      return nil
    }
    guard let filenameNode = entry["filename"] else { return nil }
    guard let filename = filenameNode.stringValue else {
      wrongShape(filenameNode, "`filename` must be a string such as \"hero@2x.png\"")
      return nil
    }
    if let reason = Self.unsafeFilenameReason(filename) {
      problem(
        at: filenameNode.location,
        "`filename` \"\(filename)\" \(reason); Contents.json may only name files inside the image set. Move the "
          + "file into the `.imageset` folder and name it without a path.")
      return nil
    }
    return AssetImage(
      filename: filename, idiom: optionalString(entry, "idiom"), scale: scale(entry),
      appearances: appearances(entry), location: filenameNode.location)
  }

  static func unsafeFilenameReason(_ filename: String) -> String? {
    if filename.isEmpty { return "is empty" }
    if filename.hasPrefix("/") { return "is an absolute path" }
    if filename == "." || filename == ".." { return "is not a file name" }
    // Byte searches: these are ASCII, and Foundation's `contains(_: String)` cost more than the rest of a set.
    if filename.utf8.contains(UInt8(ascii: "/")) || filename.utf8.contains(UInt8(ascii: "\\")) {
      return "names a file in another folder"
    }
    if filename.utf8.contains(0) { return "contains a NUL character" }
    return nil
  }

  mutating func optionalString(_ entry: JSONNode, _ key: String) -> String? {
    guard let node = entry[key] else { return nil }
    guard let value = node.stringValue else {
      wrongShape(node, "`\(key)` must be a string")
      return nil
    }
    return value
  }

  mutating func scale(_ entry: JSONNode) -> Int? {
    guard let text = optionalString(entry, "scale") else { return nil }
    switch text {
    case "1x": return 1
    case "2x": return 2
    case "3x": return 3
    default:
      if let node = entry["scale"] {
        problem(
          at: node.location,
          "`scale` must be \"1x\", \"2x\" or \"3x\"; found \"\(text)\". Fix the value, or remove it for a "
            + "single-scale image.")
      }
      return nil
    }
  }

  /// `[{"appearance": "luminosity", "value": "dark"}]` → `["luminosity:dark"]`.
  mutating func appearances(_ entry: JSONNode) -> [String] {
    guard let node = entry["appearances"] else { return [] }
    guard let items = node.arrayElements else {
      wrongShape(node, "`appearances` must be an array such as [{\"appearance\": \"luminosity\", \"value\": \"dark\"}]")
      return []
    }
    return items.compactMap { item in
      guard let appearance = item["appearance"]?.stringValue, let value = item["value"]?.stringValue else {
        wrongShape(
          item, "each appearance must be an object such as {\"appearance\": \"luminosity\", \"value\": \"dark\"}")
        return nil
      }
      return appearance + ":" + value
    }
  }

  // MARK: Files

  /// Regular files in a set folder other than `Contents.json` and hidden files, absolute and sorted.
  mutating func filesInSet(_ directory: String) -> [String] {
    listing(directory).filter { $0.name != "Contents.json" }.compactMap { entry in
      let path = directory + "/" + entry.name
      return kind(of: path, listedAs: entry.type, within: directory, scope: "image set") == .file ? path : nil
    }
  }

  /// A folder's entries sorted by name, hidden ones (`.DS_Store`) left out.
  mutating func listing(_ directory: String) -> [DirectoryEntry] {
    guard let entries = FileType.entries(of: directory) else {
      problem(at: SourceLocation(file: directory), "The folder cannot be listed; check its permissions.")
      return []
    }
    return entries.filter { !$0.name.hasPrefix(".") }.sorted { $0.name < $1.name }
  }

  /// What `path` is; a symlink counts as its target only when the target stays inside `scopeDirectory` (the
  /// catalog root or a set folder). Only a symlink needs the scope's real path: resolving a path costs a system
  /// call per component, so it is not worked out for every entry.
  /// `listedAs` is the type the folder listing gave, if any (it saves an `lstat`).
  mutating func kind(of path: String, listedAs listed: FileType?, within scopeDirectory: String, scope: String)
    -> EntryKind
  {
    guard let type = listed ?? FileType.of(path) else { return .other }
    if type == .symbolicLink {
      let realScope = scopeDirectory == root ? realRoot : Self.realPath(scopeDirectory) ?? scopeDirectory
      guard let target = Self.realPath(path) else {
        problem(
          at: SourceLocation(file: path),
          "This symlink does not lead anywhere (its target is missing, or it loops), so it is not read; remove it.")
        return .refusedLink
      }
      guard target == realScope || target.hasPrefix(realScope + "/") else {
        problem(
          at: SourceLocation(file: path),
          "This symlink points outside the \(scope), so it is not read; replace it with the real file or folder.")
        return .refusedLink
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else { return .other }
      return isDirectory.boolValue ? .directory : .file
    }
    switch type {
    case .directory: return .directory
    case .regular: return .file
    default: return .other
    }
  }

  /// The path with every symlink resolved, or nil when it does not resolve (dangling or looping link).
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  // MARK: Problems

  mutating func wrongShape(_ node: JSONNode, _ rule: String) {
    problem(at: node.location, "\(rule); found \(node.kindDescription). Fix the entry in Contents.json.")
  }

  mutating func problem(at location: SourceLocation, _ message: String) {
    problems.append(Finding(location: location, message: message))
  }
}
