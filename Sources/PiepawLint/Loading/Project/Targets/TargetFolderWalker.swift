import Foundation

/// Lists what the member folders of targets hold (Xcode synchronized folders, SwiftPM target folders), by the
/// rules of each (`TargetDeclaration.MemberFolder.Rules`).
///
/// Bounded: at most `maximumEntries` entries in all and `maximumDepth` levels; a symlink loop is entered once, and
/// only folders inside the project are walked (a hostile `path = /` does not list the disk; what lies outside is
/// another project's).
/// When a bound is reached the walk gives up (`nil`): a target whose members are only partly known would mark
/// catalogs as in no target, so the caller drops target information instead.
struct TargetFolderWalker {
  var maximumEntries = 200_000
  var maximumDepth = 64
  /// The project folder, and the same with symlinks resolved (what a link's target is checked against).
  let projectRoot: String
  /// Where symlinks may lead: inside the project.
  private let scope: LinkScope
  private var entriesSeen = 0
  private var exhausted = false

  init(projectRoot: String, maximumEntries: Int = 200_000, maximumDepth: Int = 64) {
    self.projectRoot = projectRoot
    self.scope = LinkScope(root: projectRoot)
    self.maximumEntries = maximumEntries
    self.maximumDepth = maximumDepth
  }

  /// Folder types SwiftPM processes without being told (besides catalogs and Swift sources).
  static let packageProcessedFolders: Set<String> = ["lproj", "xcdatamodeld", "xcdatamodel", "xcmappingmodel"]
  static let packageProcessedFiles: Set<String> = [
    "xib", "storyboard", "xcstrings", "metal", "xcdatamodel", "xcmappingmodel", "rcproject", "mlmodel", "docc",
  ]
  /// Folder types Xcode copies or compiles whole; any other folder (`Extensions.UIKit` too) is entered.
  static let xcodeWrappers: Set<String> = [
    "lproj", "bundle", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "atlas", "docc", "rcproject",
    "reality", "mlpackage", "mlmodelc", "framework", "xcframework", "app", "appex", "storyboardc", "nib", "playground",
    "xcstickers", "icon",
  ]
  /// Source files of other languages: compiled, neither Swift members nor resources.
  static let otherSources: Set<String> = ["h", "hpp", "m", "mm", "c", "cc", "cpp", "s"]

  /// The members of `folder`, or nil when a bound was reached.
  ///
  /// The walk keeps its own stack of folders (no recursion, whatever `maximumDepth` the configuration sets) and
  /// knows a folder by device and inode, so a symlink loop ends without resolving whole paths. A link out of the
  /// project, or to nowhere, is no member: discovery reports it where it lies in the lint root.
  mutating func members(of folder: TargetDeclaration.MemberFolder) -> FolderMembers? {
    var members = FolderMembers()
    guard Self.isBelow(folder.path, any: [projectRoot]) else { return members }
    var visited: Set<FileIdentity> = []
    var stack: [(directory: String, depth: Int)] = [(folder.path, 0)]
    while let (directory, depth) = stack.popLast(), !exhausted {
      guard depth <= maximumDepth else {
        giveUp()
        break
      }
      guard case .success(let (identity, entries)) = FileType.identifiedListing(of: directory),
        visited.insert(identity).inserted
      else { continue }
      var subfolders: [String] = []
      for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
        entriesSeen += 1
        guard entriesSeen <= maximumEntries else {
          giveUp()
          break
        }
        let path = directory + "/" + entry.name
        guard !folder.excluded.contains(path) else { continue }
        switch scope.entry(path, listedAs: entry.type) {
        case .directory:
          // Build output and dependencies are skipped here as in discovery.
          if Discovery.skipsDirectory(named: entry.name, in: directory) { continue }
          if let kind = directoryKind(path, folder: folder) {
            members.add(path, as: kind)
          } else {
            subfolders.append(path)
          }
        case .file:
          if let kind = fileKind(path, folder: folder) { members.add(path, as: kind) }
        case .linkOutside, .linkDangling, .special, .missing:
          continue
        }
      }
      // Pushed in reverse, so folders are walked in name order as before.
      stack += subfolders.reversed().map { ($0, depth + 1) }
    }
    return exhausted ? nil : members
  }

  private mutating func giveUp() { exhausted = true }

  /// What a folder counts as when it is one member; nil to enter it.
  private func directoryKind(_ path: String, folder: TargetDeclaration.MemberFolder) -> MemberKind? {
    let fileExtension = FileName.pathExtension(path.lastPathComponent)
    switch folder.rules {
    case .xcode:
      if fileExtension == "xcassets" { return .catalog }
      return folder.copiedFolders.contains(path) || Self.xcodeWrappers.contains(fileExtension) ? .resource : nil
    case .package(_, let copied):
      if Self.isBelow(path, any: copied) { return .resource }
      if fileExtension == "xcassets" { return .catalog }
      return Self.packageProcessedFolders.contains(fileExtension) ? .resource : nil
    }
  }

  /// What a file counts as; nil when it is not a member.
  private func fileKind(_ path: String, folder: TargetDeclaration.MemberFolder) -> MemberKind? {
    let fileExtension = FileName.pathExtension(path.lastPathComponent)
    if Self.otherSources.contains(fileExtension) { return nil }
    switch folder.rules {
    case .xcode:
      return fileExtension == "swift" ? .source : .resource
    case .package(let processed, let copied):
      if Self.isBelow(path, any: copied) { return .resource }
      if fileExtension == "swift" { return .source }
      // Other files SwiftPM leaves out of the module (it warns about them) unless `resources:` names them.
      return Self.isBelow(path, any: processed) || Self.packageProcessedFiles.contains(fileExtension)
        ? .resource : nil
    }
  }

  /// Whether `path` is one of `roots` or inside one.
  static func isBelow(_ path: String, any roots: [String]) -> Bool {
    roots.contains { path == $0 || path.hasPrefix($0 + "/") }
  }
}
