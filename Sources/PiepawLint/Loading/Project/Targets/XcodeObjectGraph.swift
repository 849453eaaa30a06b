import Foundation

/// The `objects` of a parsed `project.pbxproj`, with each file reference's and group's path on disk.
///
/// A path is resolved through the group chain from the project's `mainGroup`, whose folder is the one holding the
/// `.xcodeproj` (plus `projectDirPath`): `sourceTree = "<group>"` is relative to the parent group's folder,
/// `SOURCE_ROOT` to the project folder, `<absolute>` stands alone; `BUILT_PRODUCTS_DIR`, `SDKROOT`,
/// `DEVELOPER_DIR` and other build variables are not in the tree (nil). Hostile graphs stay bounded: each object
/// gets one parent (the first found walking down from `mainGroup`), so cycles and shared children end.
struct XcodeObjectGraph {
  let objects: [String: PlistNode]
  let rootObject: PlistNode
  let mainGroup: String
  /// The folder paths of groups and files are relative to.
  let projectFolder: String
  private(set) var parents: [String: String] = [:]
  private var resolved: [String: String?] = [:]

  /// Longest group chain followed; real projects nest a few dozen levels at most.
  static let maximumChain = 256

  /// Nil when the file has no `objects`, `rootObject` or `mainGroup`: nothing about targets can be known.
  init?(root: PlistNode, pbxprojPath: String) {
    guard let entries = root["objects"]?.entries, let rootID = root["rootObject"]?.stringValue else { return nil }
    var objects: [String: PlistNode] = [:]
    for entry in entries where objects[entry.key] == nil { objects[entry.key] = entry.value }
    guard let project = objects[rootID], project["isa"]?.stringValue == "PBXProject",
      let mainGroup = project["mainGroup"]?.stringValue, objects[mainGroup] != nil
    else { return nil }
    self.objects = objects
    self.rootObject = project
    self.mainGroup = mainGroup
    let xcodeproj = (pbxprojPath as NSString).deletingLastPathComponent
    let folder = (xcodeproj as NSString).deletingLastPathComponent
    self.projectFolder = Self.join(folder, project["projectDirPath"]?.stringValue ?? "")
    parents = Self.parentMap(objects: objects, mainGroup: mainGroup)
  }

  subscript(id: String) -> PlistNode? { objects[id] }

  /// `node[key]` as a list of object ids (`( A /* a */, B )`); missing or mistyped values give none.
  func ids(_ node: PlistNode?, _ key: String) -> [String] {
    node?[key]?.elements?.compactMap(\.stringValue) ?? []
  }

  func isa(_ id: String) -> String? { objects[id]?["isa"]?.stringValue }

  /// The absolute, standardized path of the group or file reference `id`; nil when it is not in the tree.
  mutating func path(of id: String) -> String? {
    if let known = resolved[id] { return known }
    // Walk up to the first object whose path is known or needs no parent, then resolve back down.
    var chain: [String] = []
    var current: String? = id
    while let next = current, resolved[next] == nil, chain.count < Self.maximumChain, !chain.contains(next) {
      chain.append(next)
      current = needsParent(next) ? parents[next] : nil
    }
    for member in chain.reversed() { resolved[member] = resolveOne(member) }
    return resolved[id] ?? nil
  }

  private func needsParent(_ id: String) -> Bool {
    id != mainGroup && (objects[id]?["sourceTree"]?.stringValue ?? "<group>") == "<group>"
  }

  /// The path of `id` when its parent's (if it needs one) is already resolved.
  private func resolveOne(_ id: String) -> String? {
    guard let node = objects[id] else { return nil }
    let path = node["path"]?.stringValue ?? ""
    if id == mainGroup { return Self.onDisk(projectFolder, path) }
    switch node["sourceTree"]?.stringValue ?? "<group>" {
    case "<group>":
      guard let parent = parents[id], let base = resolved[parent] ?? nil else { return nil }
      return Self.onDisk(base, path)
    case "SOURCE_ROOT":
      return Self.onDisk(projectFolder, path)
    case "<absolute>":
      return path.hasPrefix("/") ? Self.standardized(path) : nil
    default:
      // Build products, SDKs and the developer folder are outside the repository.
      return nil
    }
  }

  /// Every group's children, walked breadth-first from `mainGroup`; the first parent found wins. A group no group
  /// lists (a merge that renamed the app's group left its `mainGroup` entry pointing at nothing) is read as a child
  /// of `mainGroup`, where Xcode puts a project's top groups: its build phases still name its files, and this is
  /// the only folder they can be in.
  private static func parentMap(objects: [String: PlistNode], mainGroup: String) -> [String: String] {
    var parents: [String: String] = [:]
    var seen: Set<String> = [mainGroup]
    walk(from: mainGroup, objects: objects, parents: &parents, seen: &seen)
    let listed = Set(objects.values.flatMap { $0["children"]?.elements?.compactMap(\.stringValue) ?? [] })
    let orphans = objects.filter { $0.value["isa"]?.stringValue == "PBXGroup" && !listed.contains($0.key) }
    for orphan in orphans.keys.sorted() where seen.insert(orphan).inserted {
      parents[orphan] = mainGroup
      walk(from: orphan, objects: objects, parents: &parents, seen: &seen)
    }
    return parents
  }

  /// Records the parent of every object below `group` not `seen` before, breadth-first.
  private static func walk(
    from group: String, objects: [String: PlistNode], parents: inout [String: String], seen: inout Set<String>
  ) {
    var queue = [group]
    var index = 0
    while index < queue.count {
      let group = queue[index]
      index += 1
      for child in objects[group]?["children"]?.elements?.compactMap(\.stringValue) ?? [] {
        guard seen.insert(child).inserted, objects[child] != nil else { continue }
        parents[child] = group
        queue.append(child)
      }
    }
  }

  /// `join(base, path)` as the disk spells it: Xcode runs on macOS, whose file systems ignore case, so a project
  /// may say `Pawsome` for the folder `pawsome`; where the joined path does not exist, each component of `path` is
  /// matched against its folder's entries ignoring case. A path that matches nothing stays as written.
  static func onDisk(_ base: String, _ path: String) -> String {
    let joined = join(base, path)
    guard !path.hasPrefix("/"), !FileManager.default.fileExists(atPath: joined) else { return joined }
    var current = standardized(base)
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == ".." {
        current = (current as NSString).deletingLastPathComponent
        continue
      }
      let exact = current + "/" + part
      if FileManager.default.fileExists(atPath: exact) {
        current = exact
        continue
      }
      let wanted = part.lowercased()
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      guard let match = entries.sorted().first(where: { $0.lowercased() == wanted }) else { return joined }
      current += "/" + match
    }
    return current
  }

  /// `base/path`, or `path` alone when it is absolute, standardized (`..` and `.` removed, lexically).
  static func join(_ base: String, _ path: String) -> String {
    if path.hasPrefix("/") { return standardized(path) }
    return standardized(path.isEmpty ? base : base + "/" + path)
  }

  static func standardized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }
}
