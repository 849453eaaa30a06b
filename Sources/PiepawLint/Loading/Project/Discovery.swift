import Foundation

/// The inputs of one project, found by walking the lint paths.
public struct ProjectInputs: Sendable {
  public var root: String
  /// The lint path (folder) this project was found under; configuration is looked up between the two.
  public var lintRoot: String
  public var swiftFiles: [String] = []
  public var jsonContentFiles: [String] = []
  public var catalogs: [String] = []
  public var infoPlists: [String] = []
  public var xcodeProjects: [String] = []
  /// The project's `Package.swift` (one at most: a manifest starts a project of its own).
  public var packageManifests: [String] = []
  public var storyboards: [String] = []
  /// Image files outside asset catalogs (`Resources/Icons/paw@2x.png`): `UIImage(named:)` finds them in the
  /// bundle when a target copies them.
  public var looseImages: [String] = []
  /// Other files that may name assets (XIBs, plists, Objective-C, JSON), read only for `unused-asset`.
  public var resourceTexts: [String] = []
  /// Directories or files that could not be read, as `invalid-input` findings.
  public var problems: [Finding] = []
  /// The configuration that applies to the project (its `.piepaw-lint.json`, or the defaults).
  public var configuration: Configuration = .default
  /// The files the run was asked about (a pre-commit hook passes the changed files), or nil for the whole
  /// project: findings are reported only for what these files touch (see `Focus`).
  public var focus: Set<String>?

  public init(root: String, lintRoot: String) {
    self.root = root
    self.lintRoot = lintRoot
  }

  fileprivate mutating func sortAll() {
    swiftFiles.sort()
    jsonContentFiles.sort()
    catalogs.sort()
    infoPlists.sort()
    xcodeProjects.sort()
    storyboards.sort()
    looseImages.sort()
    resourceTexts.sort()
  }
}

/// A lint path that cannot be linted: the CLI reports it and exits 2.
public enum LintSetupError: Error, Equatable, Sendable {
  case pathNotFound(String)
  case invalidConfiguration(ConfigurationError)
  /// A flag's value is out of range; the text says which and why.
  case invalidArgument(String)

  public var message: String {
    switch self {
    case .pathNotFound(let path): "no such file or directory: \(path)"
    case .invalidArgument(let text): text
    case .invalidConfiguration(let error):
      "\(RelativePath.from(FileManager.default.currentDirectoryPath, to: error.location.file))"
        + "\(error.location.line.map { ":\($0):\(error.location.column ?? 1)" } ?? ""): invalid configuration: \(error.message)"
    }
  }
}

/// Walks the lint paths and splits them into projects.
///
/// A directory holding a `*.xcodeproj`, a `Package.swift` or a `.piepaw-lint.json` starts a project; the lint root
/// is a project too, for whatever lies outside nested ones. Hidden folders and build output are not entered.
public struct Discovery: Sendable {
  /// Folders never entered: build products and dependencies.
  public static let skippedDirectoryNames: Set<String> = [".build", "Pods", "DerivedData", "Carthage", "node_modules"]

  public init() {}

  /// The projects under `paths`, sorted by root. A folder lints every project in it; a file lints the project that
  /// holds it, focused on that file (`ProjectInputs.focus`) unless a folder path covers the project too.
  public func projects(
    for paths: [String], configuration: @escaping ConfigurationSource = { _, _ in .default }
  ) throws(LintSetupError) -> [ProjectInputs] {
    var projects: [String: ProjectInputs] = [:]
    var wholeProjects: Set<String> = []
    var focus: [String: Set<String>] = [:]
    for path in paths {
      let absolute = Self.absolutePath(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        throw .pathNotFound(path)
      }
      if isDirectory.boolValue {
        for (root, inputs) in try Self.walk(absolute, configuration: configuration) {
          if projects[root] == nil { projects[root] = inputs }
          wholeProjects.insert(root)
        }
      } else {
        let root = Self.enclosingProjectRoot(of: absolute)
        if projects[root] == nil {
          projects[root] =
            try Self.walk(root, configuration: configuration)[root] ?? ProjectInputs(root: root, lintRoot: root)
        }
        focus[root, default: []].insert(absolute)
      }
    }
    return projects.keys.sorted().map { root in
      var inputs = projects[root]!
      inputs.sortAll()
      inputs.focus = wholeProjects.contains(root) ? nil : focus[root]
      return inputs
    }
  }

  private static func walk(_ directory: String, configuration: @escaping ConfigurationSource) throws(LintSetupError)
    -> [String: ProjectInputs]
  {
    var walker = Walker(lintRoot: directory, configurationSource: configuration)
    try walker.walk(directory, projectRoot: nil, depth: 0)
    return walker.projects
  }

  /// `path` made absolute against the current directory, with `.` and `..` resolved.
  public static func absolutePath(_ path: String) -> String {
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    return url.standardizedFileURL.path
  }

  /// Whether `directory` starts a project.
  static func isProjectRoot(_ directory: String, entries: [String]) -> Bool {
    entries.contains { $0 == "Package.swift" || $0 == ".piepaw-lint.json" || $0.hasSuffix(".xcodeproj") }
  }

  /// The nearest ancestor of `file` that starts a project; else the repository's root (the nearest folder holding
  /// `.git`), as `piepaw-lint .` there would lint it (a pre-commit hook passes a marker-less repository's files);
  /// else the file's own directory.
  static func enclosingProjectRoot(of file: String) -> String {
    let start = (file as NSString).deletingLastPathComponent
    var directory = start
    var repositoryRoot: String?
    while true {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      if isProjectRoot(directory, entries: entries) { return directory }
      if repositoryRoot == nil, entries.contains(".git") { repositoryRoot = directory }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory || parent.isEmpty { return repositoryRoot ?? start }
      directory = parent
    }
  }
}

/// Supplies the configuration of the project at a root (first argument) found below a lint root (second).
public typealias ConfigurationSource = (String, String) throws(LintSetupError) -> Configuration

/// One walk below a lint root; collects inputs into the project they belong to, applying each project's
/// configuration as it goes: excluded folders are not entered, and the depth limit is the project's.
private struct Walker {
  let lintRoot: String
  let configurationSource: ConfigurationSource
  /// The lint root with symlinks resolved, to tell whether a link's target stays inside it.
  let realLintRoot: String
  var projects: [String: ProjectInputs] = [:]
  /// Real paths of the directories entered, so a symlink loop is entered once.
  var visited: Set<String> = []

  init(lintRoot: String, configurationSource: @escaping ConfigurationSource) {
    self.lintRoot = lintRoot
    self.configurationSource = configurationSource
    self.realLintRoot = (lintRoot as NSString).resolvingSymlinksInPath
  }

  /// Walks `directory`; `projectRoot` is nil for the lint root itself, which always starts a project.
  mutating func walk(_ directory: String, projectRoot: String?, depth: Int) throws(LintSetupError) {
    let realPath = (directory as NSString).resolvingSymlinksInPath
    guard visited.insert(realPath).inserted else { return }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory).sorted() else {
      addProblem("Cannot read the folder; check its permissions.", directory, projectRoot ?? directory)
      return
    }
    var root = projectRoot ?? directory
    if projectRoot == nil || Discovery.isProjectRoot(directory, entries: entries) {
      root = directory
      var inputs = ProjectInputs(root: root, lintRoot: lintRoot)
      inputs.configuration = try configurationSource(root, lintRoot)
      projects[root] = inputs
    }
    let maximumDepth = projects[root]!.configuration.limits.directoryDepth
    guard depth <= maximumDepth else {
      addProblem(
        "The folder is nested deeper than \(maximumDepth) levels; it was not read (limits.directoryDepth).",
        directory, root)
      return
    }
    for name in entries {
      try visit(name: name, in: directory, projectRoot: root, depth: depth)
    }
  }

  private mutating func visit(name: String, in directory: String, projectRoot: String, depth: Int)
    throws(LintSetupError)
  {
    let path = directory + "/" + name
    guard let kind = entryKind(path) else { return }
    let configuration = projects[projectRoot]!.configuration
    guard !configuration.excludes(path, projectRoot: projectRoot) else { return }
    if kind == .directory {
      if name.hasPrefix(".") || Discovery.skippedDirectoryNames.contains(name) { return }
      if name.hasSuffix(".xcassets") {
        projects[projectRoot]!.catalogs.append(path)
      } else if name.hasSuffix(".xcodeproj") {
        let pbxproj = path + "/project.pbxproj"
        if FileManager.default.fileExists(atPath: pbxproj) { projects[projectRoot]!.xcodeProjects.append(pbxproj) }
      } else if name.hasSuffix(".storyboardc") {
        projects[projectRoot]!.storyboards.append(path)
      } else {
        try walk(path, projectRoot: projectRoot, depth: depth + 1)
      }
      return
    }
    // The manifest is read for targets whatever `include` says; it is also Swift like any other file.
    if name == "Package.swift", directory == projectRoot { projects[projectRoot]!.packageManifests.append(path) }
    guard configuration.includes(path, projectRoot: projectRoot) else { return }
    if name.hasSuffix(".swift") {
      projects[projectRoot]!.swiftFiles.append(path)
    } else if name.hasSuffix(".onboarding.json") {
      projects[projectRoot]!.jsonContentFiles.append(path)
    } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
      projects[projectRoot]!.infoPlists.append(path)
    } else if name.hasSuffix(".storyboard") {
      projects[projectRoot]!.storyboards.append(path)
    } else if ImageFormat(fileExtension: FileName.pathExtension(name)) != nil {
      projects[projectRoot]!.looseImages.append(path)
    } else if ResourceTextReader.fileExtensions.contains(FileName.pathExtension(name).lowercased()) {
      projects[projectRoot]!.resourceTexts.append(path)
    }
  }

  private enum EntryKind { case file, directory }

  /// What `path` is; a symlink counts only when its target lies inside the lint root.
  private func entryKind(_ path: String) -> EntryKind? {
    var type = FileType.of(path)
    if type == .symbolicLink {
      let target = (path as NSString).resolvingSymlinksInPath
      guard target == realLintRoot || target.hasPrefix(realLintRoot + "/") else { return nil }
      type = FileType.of(target)
    }
    switch type {
    case .directory: return .directory
    case .regular: return .file
    default: return nil
    }
  }

  private mutating func addProblem(_ message: String, _ path: String, _ projectRoot: String) {
    if projects[projectRoot] == nil { projects[projectRoot] = ProjectInputs(root: projectRoot, lintRoot: lintRoot) }
    projects[projectRoot]!.problems.append(Finding(location: SourceLocation(file: path), message: message))
  }
}
