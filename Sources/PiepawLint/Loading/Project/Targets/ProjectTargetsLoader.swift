import Foundation

/// Reads the targets of one project from its parsed `project.pbxproj` files and its `Package.swift`, and lists
/// their member folders.
///
/// All or nothing: when any of these cannot be read (a file that does not parse, a manifest that computes its
/// targets, a folder walk over its bounds, synchronized folders none of which the checkout has), the project gets no targets at all, so its rules keep treating every
/// catalog as one whole instead of calling a catalog "in no target" because its target was not understood.
struct ProjectTargetsLoader {
  /// The project's folder: only member folders inside it are listed.
  var projectRoot: String
  var limits: InputLimits
  /// Where inputs may lie (`.xcconfig` files included): the lint root.
  var scope: LinkScope? = nil

  /// `xcodeProjects` pairs each `project.pbxproj` path with its parsed text (nil when it did not parse).
  func load(xcodeProjects: [(path: String, root: PlistNode?)], packageManifests: [String]) -> [BuildTarget] {
    var declarations: [TargetDeclaration] = []
    for project in xcodeProjects {
      guard let root = project.root,
        let read = XcodeTargetReader.read(root: root, pbxprojPath: project.path, within: scope)
      else {
        return []
      }
      declarations += read
    }
    for manifest in packageManifests {
      guard case .success(let source) = TextFile.read(manifest, maximumBytes: limits.textBytes),
        let read = PackageManifestReader.read(
          source: source, manifestPath: manifest, directoryExists: { FileType.of($0) == .directory })
      else { return [] }
      declarations += read
    }
    return expand(declarations) ?? []
  }

  /// The declarations with their folders listed; nil when a walk reached its bounds or no synchronized folder is
  /// in the checkout.
  private func expand(_ declarations: [TargetDeclaration]) -> [BuildTarget]? {
    var walker = TargetFolderWalker(projectRoot: projectRoot, maximumDepth: limits.directoryDepth)
    // Several targets often share one synchronized folder with the same exceptions: list it once.
    var listed: [TargetDeclaration.MemberFolder: FolderMembers] = [:]
    // Synchronized folders of which the checkout has none: the project file describes another layout (one
    // committed inside the very folder it synchronizes), so what its targets build is not known here.
    let synchronized = declarations.flatMap(\.folders).filter { if case .xcode = $0.rules { true } else { false } }
    if !synchronized.isEmpty, !synchronized.contains(where: { FileType.of($0.path) == .directory }) { return nil }
    var targets: [BuildTarget] = []
    for declaration in declarations {
      var members = FolderMembers()
      for folder in declaration.folders {
        if listed[folder] == nil {
          guard let found = walker.members(of: folder) else { return nil }
          listed[folder] = found
        }
        members.append(listed[folder]!)
      }
      targets.append(declaration.target(adding: members))
    }
    return targets
  }
}
