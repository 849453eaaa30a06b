import Foundation

/// What a directory entry is, after resolving a symlink that stays inside the catalog.
enum EntryKind {
  case directory, file, other
  /// A symlink that leads outside its scope or nowhere; already reported.
  case refusedLink
}

/// Where in the catalog a folder's entries are named: the prefixes of their names and symbols, and the depth.
struct CatalogScope {
  /// `Poses/` inside a namespace folder, `AppIcon/Back/` inside an image stack's layer.
  var namePrefix = ""
  /// `["Poses"]`, `["AppIcon", "Back"]`.
  var symbolPrefix: [String] = []
  var depth = 0

  /// The scope of a folder's entries: one level deeper, and under `name` when the folder namespaces them.
  func entered(namespace name: String?) -> CatalogScope {
    guard let name else { return CatalogScope(namePrefix: namePrefix, symbolPrefix: symbolPrefix, depth: depth + 1) }
    return CatalogScope(
      namePrefix: namePrefix + name + "/", symbolPrefix: symbolPrefix + [AssetSymbolName.namespaceTypeName(name)],
      depth: depth + 1)
  }
}

/// Walks one catalog's folders, collecting assets and problems. Reading a set's `Contents.json` is in
/// `ImageSetReader.swift`.
struct CatalogWalker {
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
    walkFolder(root, scope: CatalogScope())
  }

  // MARK: Folders

  /// Reads the entries of a group or container folder, once per real folder and down to the depth limit.
  mutating func walkFolder(_ directory: String, scope: CatalogScope) {
    guard visitedDirectories.insert(Self.realPath(directory) ?? directory).inserted else {
      problem(
        at: SourceLocation(file: directory),
        "This folder was already read through another path (a symlink loop?); it is not read again. "
          + "Remove the symlink.")
      return
    }
    guard scope.depth < limits.directoryDepth else {
      problem(
        at: SourceLocation(file: directory),
        "Folders are nested more than \(limits.directoryDepth) levels deep here; deeper folders are not "
          + "read. Flatten the groups.")
      return
    }
    let entries = listing(directory)
    let sets = readSets(entries, in: directory, scope: scope)
    for (index, entry) in entries.enumerated() {
      if let set = sets[index] {
        assets += set.assets
        problems += set.problems
      } else {
        readEntry(entry, in: directory, scope: scope)
      }
    }
  }

  /// Reads the image and colour sets among a folder's entries on every core, each into a walker of its own: a set
  /// is a leaf (no recursion, nothing shared with other sets), and reading sets is most of a catalog's cost. The
  /// results, by entry index, are merged in listing order, so the output is the same as a serial walk's.
  func readSets(_ entries: [DirectoryEntry], in directory: String, scope: CatalogScope)
    -> [Int: (assets: [Asset], problems: [Finding])]
  {
    let setIndices = entries.indices.filter { Self.folderType(ofFolderNamed: entries[$0].name)?.role == .readSet }
    let blank = CatalogWalker(root: root, realRoot: realRoot, limits: limits)
    let read = parallelMap(count: setIndices.count, workers: ProcessInfo.processInfo.activeProcessorCount) { item in
      var walker = blank
      walker.readEntry(entries[setIndices[item]], in: directory, scope: scope)
      return (assets: walker.assets, problems: walker.problems)
    }
    return Dictionary(uniqueKeysWithValues: zip(setIndices, read))
  }

  /// The folder type a folder's extension names; nil for a group.
  static func folderType(ofFolderNamed name: String) -> Asset.FolderType? {
    FileName.split(name).flatMap { Asset.FolderType(folderExtension: $0.extension) }
  }

  /// One folder inside a group or container: a set, a container of sets, or a nested group (a namespace when
  /// its `Contents.json` says so).
  mutating func readEntry(_ listed: DirectoryEntry, in directory: String, scope: CatalogScope) {
    let entry = listed.name
    let path = directory + "/" + entry
    guard kind(of: path, listedAs: listed.type, within: root, scope: "catalog") == .directory else { return }
    guard let type = Self.folderType(ofFolderNamed: entry) else {
      let namespace = readGroupContents(path) ? entry : nil
      walkFolder(path, scope: scope.entered(namespace: namespace))
      return
    }
    let name = FileName.split(entry)?.base ?? entry
    switch type.role {
    case .readSet:
      assets.append(readSet(path, type: type, name: scope.namePrefix + name, symbolPath: symbolPath(name, type, scope)))
    case .namedSet:
      assets.append(
        namedAsset(path, type: type, name: scope.namePrefix + name, symbolPath: symbolPath(name, type, scope)))
    case .container(let naming):
      if naming.isListed {
        assets.append(namedAsset(path, type: type, name: scope.namePrefix + name, symbolPath: []))
      }
      walkFolder(path, scope: scope.entered(namespace: naming.nests ? name : nil))
    }
  }

  /// The symbol path of a set named `name` in `scope`; empty when its type has no symbol, or when the name has
  /// no letter or digit (Xcode generates none then).
  private func symbolPath(_ name: String, _ type: Asset.FolderType, _ scope: CatalogScope) -> [String] {
    guard type.generatesSymbol else { return [] }
    let member = AssetSymbolName.symbol(forAssetNamed: name)
    return member.isEmpty ? [] : scope.symbolPrefix + [member]
  }

  /// A set known by its name and folder only.
  private func namedAsset(_ path: String, type: Asset.FolderType, name: String, symbolPath: [String]) -> Asset {
    Asset(
      kind: type.kind, name: name, symbolPath: symbolPath, directory: path, contentsFile: path + "/Contents.json",
      folderType: type)
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

  /// Parses a `Contents.json`, reporting unreadable files and syntax errors. Only a regular file is read (a
  /// named pipe would block the run), or a symlink to one inside the catalog.
  mutating func parseContents(_ contentsFile: String) -> JSONNode? {
    parseContentsKeepingText(contentsFile)?.root
  }

  /// `parseContents`, with the text it parsed (for the spans a fix rewrites).
  mutating func parseContentsKeepingText(_ contentsFile: String) -> (root: JSONNode, text: String)? {
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
      // Xcode's asset compiler reads a trailing comma as nothing; a set written by hand keeps working with one.
      switch JSONReader.parse(text, file: contentsFile, allowsTrailingCommas: true) {
      case .success(let root): return (root, text)
      case .failure(let error):
        problems.append(error.finding)
        return nil
      }
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
