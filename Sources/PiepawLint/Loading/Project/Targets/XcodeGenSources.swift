import Foundation

/// What an XcodeGen spec (`project.yml` at the project's root, and the files its `include:` names) says of its
/// targets' `sources:`: each source folder with its `excludes:` globs. XcodeGen generates `project.pbxproj`, which
/// such projects often leave out of the repository; then these are all that says which files a target takes.
///
/// Only exclusion is read from it: a file that every source folder holding it excludes (`excludes:
/// "Assets/pr.lproj/**"`) is in no target. A file no source folder holds says nothing (targets may name files in
/// other ways), and test targets are left out (what only they take is not shipped either way).
struct XcodeGenSources: Hashable, Sendable {
  struct Folder: Hashable, Sendable {
    /// Absolute, standardized.
    var path: String
    var excludes: [Glob]
  }

  var folders: [Folder] = []

  /// Whether the file at `path` (absolute) lies in a source folder and every source folder holding it excludes it
  /// (the file or a folder above it).
  func excludes(_ path: String) -> Bool {
    let holding = folders.filter { path.hasPrefix($0.path + "/") }
    return !holding.isEmpty && holding.allSatisfy { folder in Self.isExcluded(path, from: folder) }
  }

  private static func isExcluded(_ path: String, from folder: Folder) -> Bool {
    let relative = path.dropFirst(folder.path.count + 1).split(separator: "/")
    // `Assets/pr.lproj` excludes what lies below it: try the path and each folder above it, up to the source's.
    return relative.indices.contains { end in
      let prefix = relative[...end].joined(separator: "/")
      return folder.excludes.contains { $0.matches(prefix) }
    }
  }
}

/// Reads `XcodeGenSources` from a project's `project.yml`.
enum XcodeGenSpecReader {
  /// Includes nest at most this deep (a loop of includes ends).
  static let maximumIncludeDepth = 8

  /// The spec at `root/project.yml`; nil when there is none. Included files are read only inside `lintRoot`.
  static func read(projectRoot root: String, lintRoot: String, maximumBytes: Int) -> XcodeGenSources? {
    let spec = root + "/project.yml"
    guard FileType.of(spec) == .regular else { return nil }
    var sources = XcodeGenSources()
    var read: Set<String> = []
    collect(spec, depth: 0, lintRoot: lintRoot, maximumBytes: maximumBytes, read: &read, into: &sources)
    return sources
  }

  private static func collect(
    _ path: String, depth: Int, lintRoot: String, maximumBytes: Int, read: inout Set<String>,
    into sources: inout XcodeGenSources
  ) {
    guard depth <= maximumIncludeDepth, read.insert(path).inserted,
      case .success(let text) = TextFile.read(path, maximumBytes: maximumBytes)
    else { return }
    let folder = (path as NSString).deletingLastPathComponent
    let spec = YAMLReader.parse(text)
    sources.folders += folders(of: spec, relativeTo: folder)
    for include in spec["include"]?.items ?? [] {
      guard let relative = include.string ?? include["path"]?.string, !relative.isEmpty else { continue }
      let included = XcodeObjectGraph.join(folder, relative)
      guard included.hasPrefix(lintRoot + "/") else { continue }
      collect(included, depth: depth + 1, lintRoot: lintRoot, maximumBytes: maximumBytes, read: &read, into: &sources)
    }
  }

  /// The source folders of the spec's targets other than test bundles, relative to `folder` (the spec's own:
  /// XcodeGen reads an included file's paths from where it lies).
  static func folders(of spec: YAMLNode, relativeTo folder: String) -> [XcodeGenSources.Folder] {
    (spec["targets"]?.entries ?? []).flatMap { target -> [XcodeGenSources.Folder] in
      let type = target.value["type"]?.string ?? ""
      guard XcodeTargetReader.kind(ofProductType: "com.apple.product-type." + type) != .testBundle else { return [] }
      return (target.value["sources"]?.items ?? []).compactMap { source in
        guard let relative = source.string ?? source["path"]?.string, !relative.isEmpty else { return nil }
        let excludes = (source["excludes"]?.items ?? []).compactMap(\.string).map(Glob.init)
        return XcodeGenSources.Folder(path: XcodeObjectGraph.join(folder, relative), excludes: excludes)
      }
    }
  }
}
