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
  /// Xcode workspaces (`App.xcworkspace` folders; not the one inside each `.xcodeproj`): the projects they list
  /// build the folder they are in.
  public var workspaces: [String] = []
  /// The project's `Package.swift` (one at most: a manifest starts a project of its own).
  public var packageManifests: [String] = []
  public var storyboards: [String] = []
  /// Image files outside asset catalogs (`Resources/Icons/paw@2x.png`): `UIImage(named:)` finds them in the
  /// bundle when a target copies them.
  public var looseImages: [String] = []
  /// Font files (`.ttf`, `.otf`, `.ttc`): the app's own fonts, which title-fit measures with.
  public var fontFiles: [String] = []
  /// Other files that may name assets (XIBs, plists, Objective-C, JSON), read only for `unused-asset`.
  public var resourceTexts: [String] = []
  /// dotLottie animations (`intro.lottie`), which Lottie loads by name as it loads a `.json` one.
  public var lottieFiles: [String] = []
  /// String tables: `<lang>.lproj/<Table>.strings` and `.stringsdict`, and String Catalogs `<Table>.xcstrings`.
  public var stringTables: [String] = []
  /// Directories or files that could not be read, as `invalid-input` findings.
  public var problems: [Finding] = []
  /// Files and folders not read by policy (a symlink leading out of the lint root), as `skipped-input` notes.
  public var skipped: [Finding] = []
  /// The catalogs of the package's example apps that discovery does not judge (`skipped-input`): names the
  /// package's own lookups find in the app it was written for.
  public var exampleCatalogs: [String] = []
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
    exampleCatalogs.sort()
    infoPlists.sort()
    xcodeProjects.sort()
    workspaces.sort()
    storyboards.sort()
    looseImages.sort()
    fontFiles.sort()
    resourceTexts.sort()
    lottieFiles.sort()
    stringTables.sort()
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

  /// Whether every walk leaves out the folder `name` inside `parent`: build products and dependencies
  /// (`skippedDirectoryNames`), and Bundler's install folder `vendor/bundle` (Ruby gems, their specs and sample
  /// apps: third-party code like `Pods`).
  public static func skipsDirectory(named name: String, in parent: String) -> Bool {
    skippedDirectoryNames.contains(name) || (name == "bundle" && parent.lastPathComponent == "vendor")
  }

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
    try walker.walk()
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

  /// A project folder (`entries`) that is a library's: a Swift package, or a CocoaPods pod (its `.podspec`).
  static func isLibraryRoot(entries: [String]) -> Bool {
    entries.contains { $0 == "Package.swift" || $0.hasSuffix(".podspec") }
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
///
/// The walk keeps its own stack of folders (no recursion: a deep tree costs no call stack), and its cost is linear
/// in the entries: each folder is listed once, its entries are judged by the types the listing gives, and only a
/// symlink costs a `realpath`.
private struct Walker {
  let lintRoot: String
  let configurationSource: ConfigurationSource
  /// Where symlinks may lead: inside the lint root.
  let scope: LinkScope
  var projects: [String: ProjectInputs] = [:]
  /// The folders entered (and catalogs and projects found), so a symlink loop, or a second link to one folder, is
  /// read once.
  var visited: Set<FileIdentity> = []
  /// For each project found, the project whose folder holds it (nil for the lint root's).
  var enclosingProject: [String: String?] = [:]
  /// The projects whose root is a library's (a `Package.swift`, or a CocoaPods pod's `.podspec`), and those whose
  /// root holds an `.xcodeproj`.
  var libraryRoots: Set<String> = []
  var xcodeProjectRoots: Set<String> = []

  /// A folder being walked: its sorted entries and the next one to visit.
  struct Frame {
    let directory: String
    let projectRoot: String
    let depth: Int
    let entries: [DirectoryEntry]
    /// Inside a vendor's framework or bundle (`FolderOwnership`): only its images and fonts are read, as names
    /// the app's lookups may find; its tables, catalogs, plists and code are the vendor's.
    var isVendored = false
    /// Inside the example app of a package in an app's folder (`embeddedPackage`): only its catalogs are read, as
    /// names the package's own lookups find in the app it was written for; nothing of it is judged.
    var isExample = false
    var next = 0
  }

  init(lintRoot: String, configurationSource: @escaping ConfigurationSource) {
    self.lintRoot = lintRoot
    self.configurationSource = configurationSource
    self.scope = LinkScope(root: lintRoot)
  }

  /// Walks the lint root and every folder below it, depth first in name order.
  mutating func walk() throws(LintSetupError) {
    var stack: [Frame] = []
    if let root = try enter(lintRoot, projectRoot: nil, depth: 0) { stack.append(root) }
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].entries.count else {
        stack.removeLast()
        continue
      }
      let entry = stack[top].entries[stack[top].next]
      stack[top].next += 1
      if let folder = try visit(entry, in: stack[top]) { stack.append(folder) }
    }
  }

  /// Lists `directory`, starting a project there when it starts one; nil when it is not entered. `projectRoot` is
  /// nil for the lint root itself, which always starts a project.
  private mutating func enter(
    _ directory: String, projectRoot: String?, depth: Int, isVendored: Bool = false, isExample: Bool = false
  ) throws(LintSetupError) -> Frame? {
    let entries: [DirectoryEntry]
    switch FileType.identifiedListing(of: directory) {
    case .success(let listed):
      guard visited.insert(listed.identity).inserted else { return nil }
      entries = listed.entries.sorted { $0.name < $1.name }
    case .failure(let error):
      addProblem(
        "Cannot read the folder (\(error.reason)); \(error.folderHint).", directory, projectRoot ?? directory)
      return nil
    }
    var root = projectRoot ?? directory
    let names = entries.map(\.name)
    var isExample = isExample
    if let projectRoot, !isVendored, !isExample, Discovery.isProjectRoot(directory, entries: names),
      let package = embeddedPackage(holdingExample: names, in: projectRoot)
    {
      // At the example's project file, where a reader of the note looks.
      let project = names.first { $0.hasSuffix(".xcodeproj") }.map { "\(directory)/\($0)/project.pbxproj" }
      addSkipped(exampleSkipped(package: package.package, app: package.app), project ?? directory, projectRoot)
      isExample = true
    } else if let projectRoot, !isVendored, !isExample, let project = sampleProject(in: directory, names, projectRoot) {
      addSkipped(sampleSkipped(folder: directory, app: projectRoot), project, projectRoot)
      isExample = true
    } else if projectRoot == nil || !isVendored && !isExample && Discovery.isProjectRoot(directory, entries: names) {
      root = directory
      enclosingProject[root] = projectRoot
      if Discovery.isLibraryRoot(entries: names) { libraryRoots.insert(root) }
      if names.contains(where: { $0.hasSuffix(".xcodeproj") }) { xcodeProjectRoots.insert(root) }
      var inputs = ProjectInputs(root: root, lintRoot: lintRoot)
      inputs.configuration = try configurationSource(root, lintRoot)
      projects[root] = inputs
    }
    let maximumDepth = projects[root]!.configuration.limits.directoryDepth
    guard depth <= maximumDepth else {
      addProblem(
        "The folder is nested deeper than \(maximumDepth) levels; it was not read (limits.directoryDepth).",
        directory, root)
      return nil
    }
    return Frame(
      directory: directory, projectRoot: root, depth: depth, entries: entries, isVendored: isVendored,
      isExample: isExample)
  }

  /// Visits one entry of `folder`; returns the folder to walk next when the entry is one.
  private mutating func visit(_ entry: DirectoryEntry, in folder: Frame) throws(LintSetupError) -> Frame? {
    let name = entry.name
    let path = folder.directory + "/" + name
    let projectRoot = folder.projectRoot
    guard !projects[projectRoot]!.configuration.excludes(path, projectRoot: projectRoot) else { return nil }
    guard entry.nameIsUTF8 else {
      if !name.hasPrefix(".") {
        addSkipped("The name is not valid UTF-8, so it is not read; rename it.", path, projectRoot)
      }
      return nil
    }
    let kind = scope.entry(path, listedAs: entry.type)
    switch kind {
    case .directory:
      return try visitDirectory(name: name, path: path, in: folder)
    case .file:
      visitFile(name: name, path: path, in: folder)
    case .missing:
      break  // gone since the listing
    case .linkOutside(let target):
      // Reported when the walk would have read it had it lain inside: a folder it enters, a file it reads.
      let wouldRead =
        target == .directory
        ? directoryRole(name, in: folder) != nil : fileRole(name, path: path, in: folder) != nil
      if wouldRead { addSkipped(LinkScope.refusal(kind, scopeName: LinkScope.lintRootName)!, path, projectRoot) }
    case .linkDangling, .special:
      if fileRole(name, path: path, in: folder) != nil
        || directoryRole(name, in: folder).map({ $0 != .folder }) == true
      {
        addProblem(LinkScope.refusal(kind, scopeName: LinkScope.lintRootName)!, path, projectRoot)
      }
    }
    return nil
  }

  /// What a folder is to the walk; nil for one it never enters (hidden, build output, dependencies, localization
  /// exports).
  private enum DirectoryRole { case catalog, xcodeProject, workspace, compiledStoryboard, folder }

  private func directoryRole(_ name: String, in parent: Frame) -> DirectoryRole? {
    if name.hasPrefix(".") || Discovery.skipsDirectory(named: name, in: parent.directory) { return nil }
    if FolderOwnership.isLocalizationExport(name) { return nil }
    if name.hasSuffix(".xcassets") { return parent.isVendored ? nil : .catalog }
    // A vendor's folders are walked for their loose images and fonts only.
    if parent.isVendored { return .folder }
    if name.hasSuffix(".xcodeproj") { return .xcodeProject }
    if name.hasSuffix(".xcworkspace") { return .workspace }
    if name.hasSuffix(".storyboardc") { return .compiledStoryboard }
    return .folder
  }

  private mutating func visitDirectory(name: String, path: String, in folder: Frame) throws(LintSetupError) -> Frame? {
    let projectRoot = folder.projectRoot
    switch directoryRole(name, in: folder) {
    case nil: return nil
    case .catalog:
      // A catalog reached twice (a symlink beside the real folder) is read once.
      if let identity = FileIdentity(of: path), visited.insert(identity).inserted {
        if folder.isExample {
          projects[projectRoot]!.exampleCatalogs.append(path)
        } else {
          projects[projectRoot]!.catalogs.append(path)
        }
      }
    case .xcodeProject where folder.isExample, .workspace where folder.isExample,
      .compiledStoryboard where folder.isExample:
      break
    case .xcodeProject:
      let pbxproj = path + "/project.pbxproj"
      let kind = scope.entry(pbxproj)
      if kind == .file {
        if let identity = FileIdentity(of: pbxproj), visited.insert(identity).inserted {
          projects[projectRoot]!.xcodeProjects.append(pbxproj)
        }
      } else if case .linkOutside = kind {
        addSkipped(LinkScope.refusal(kind, scopeName: LinkScope.lintRootName)!, pbxproj, projectRoot)
      } else if let refusal = LinkScope.refusal(kind, scopeName: LinkScope.lintRootName) {
        addProblem(refusal, pbxproj, projectRoot)
      }
    case .workspace:
      if scope.entry(path + "/contents.xcworkspacedata") == .file { projects[projectRoot]!.workspaces.append(path) }
    case .compiledStoryboard:
      projects[projectRoot]!.storyboards.append(path)
    case .folder:
      let isVendored = folder.isVendored || FolderOwnership.isVendorBundle(name) || FolderOwnership.isTemplate(name)
      return try enter(
        path, projectRoot: projectRoot, depth: folder.depth + 1, isVendored: isVendored, isExample: folder.isExample)
    }
    return nil
  }

  /// What a file is to the walk; nil for one it does not read.
  private enum FileRole {
    case swift, jsonContent, infoPlist, storyboard, looseImage, font, resourceText, manifest, stringTable, lottie
  }

  private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

  private func fileRole(_ name: String, path: String, in folder: Frame) -> FileRole? {
    if folder.isExample { return nil }
    // The manifest is read for targets whatever `include` says; it is also Swift like any other file.
    if name == "Package.swift", folder.directory == folder.projectRoot { return .manifest }
    // `._ContentView.swift`: an AppleDouble file (a macOS copy's metadata of `ContentView.swift`, committed by
    // accident), never source, a plist or an image; no tool reads it as one.
    if name.hasPrefix("._") { return nil }
    guard projects[folder.projectRoot]!.configuration.includes(path, projectRoot: folder.projectRoot) else {
      return nil
    }
    let fileExtension = FileName.pathExtension(name)
    if let role = Self.mediaRole(fileExtension) { return role }
    if folder.isVendored { return nil }
    if name.hasSuffix(".swift") { return .swift }
    if name.hasSuffix(".onboarding.json") { return .jsonContent }
    if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .infoPlist }
    if name.hasSuffix(".storyboard") { return .storyboard }
    if StringTablePath.extensions.contains(fileExtension) { return .stringTable }
    if ResourceTextReader.fileExtensions.contains(fileExtension.lowercased()) { return .resourceText }
    if fileExtension.lowercased() == "lottie" { return .lottie }
    return nil
  }

  /// Images and fonts: read in a vendor's folders too, as names the app's lookups and measurements may use;
  /// nothing else there is the app's.
  private static func mediaRole(_ fileExtension: String) -> FileRole? {
    if ImageFormat(fileExtension: fileExtension) != nil { return .looseImage }
    if fontExtensions.contains(fileExtension.lowercased()) { return .font }
    return nil
  }

  private mutating func visitFile(name: String, path: String, in folder: Frame) {
    let projectRoot = folder.projectRoot
    switch fileRole(name, path: path, in: folder) {
    case nil: break
    case .manifest:
      projects[projectRoot]!.packageManifests.append(path)
      if projects[projectRoot]!.configuration.includes(path, projectRoot: projectRoot) {
        projects[projectRoot]!.swiftFiles.append(path)
      }
    case .swift: projects[projectRoot]!.swiftFiles.append(path)
    case .jsonContent: projects[projectRoot]!.jsonContentFiles.append(path)
    case .infoPlist: projects[projectRoot]!.infoPlists.append(path)
    case .storyboard: projects[projectRoot]!.storyboards.append(path)
    case .looseImage: projects[projectRoot]!.looseImages.append(path)
    case .font: projects[projectRoot]!.fontFiles.append(path)
    case .resourceText: projects[projectRoot]!.resourceTexts.append(path)
    case .stringTable: projects[projectRoot]!.stringTables.append(path)
    case .lottie: projects[projectRoot]!.lottieFiles.append(path)
    }
  }

  /// Where a folder holding an Xcode project (`names`) lies in a library (its nearest project, `projectRoot`: a
  /// Swift package, or a project with a CocoaPods `.podspec`) that itself lies in an Xcode project's folder, the
  /// library and that app project: a library copied into the app (`Charts/` beside the app, whose
  /// `Charts.xcodeproj` the app builds), or one of the app's own packages, whose example app
  /// (`QRCode/Demo/Demo.xcodeproj`, `Charts/ChartsDemo`) the app neither builds nor ships. Linting the library
  /// itself reads its examples.
  private func embeddedPackage(holdingExample names: [String], in projectRoot: String) -> (
    package: String, app: String
  )? {
    guard names.contains(where: { $0.hasSuffix(".xcodeproj") }), libraryRoots.contains(projectRoot) else { return nil }
    var ancestor = enclosingProject[projectRoot] ?? nil
    while let current = ancestor {
      if xcodeProjectRoots.contains(current) { return (projectRoot, current) }
      ancestor = enclosingProject[current] ?? nil
    }
    return nil
  }

  /// The project file of a sample a vendor ships, copied into an Xcode app project's folder (`projectRoot`): a
  /// folder whose name starts with the word sample, example or demo (`Pawsy/sample-swift/SendBird-iOS.xcodeproj`)
  /// holding an Xcode project of its own. The app neither builds nor ships it; nil for any other folder.
  private func sampleProject(in directory: String, _ names: [String], _ projectRoot: String) -> String? {
    guard xcodeProjectRoots.contains(projectRoot), let project = names.first(where: { $0.hasSuffix(".xcodeproj") })
    else { return nil }
    let folder = directory.split(separator: "/").last.map { $0.lowercased() } ?? ""
    let firstWord = folder.split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
    guard Self.sampleWords.contains(firstWord) else { return nil }
    return "\(directory)/\(project)/project.pbxproj"
  }

  private static let sampleWords: Set<String> = ["sample", "samples", "example", "examples", "demo", "demos"]

  private func sampleSkipped(folder: String, app: String) -> String {
    let relative = { (path: String) in RelativePath.from(lintRoot, to: path) }
    return "A sample project in `\(relative(folder))`, in the folder of the app project at `\(relative(app))`: a "
      + "vendor's or a tutorial's sample, which the app neither builds nor ships, so it is not judged (its catalogs "
      + "only tell which names its code finds). Lint the folder on its own to check it."
  }

  private func exampleSkipped(package: String, app: String) -> String {
    let relative = { (path: String) in RelativePath.from(lintRoot, to: path) }
    return "An Xcode project in the library `\(relative(package))` (a Swift package or a CocoaPods pod), which lies in "
      + "the folder of the app project at `\(relative(app))`: the library's example, which the app neither builds "
      + "nor ships, so it is not judged (its catalogs only tell which names the library's code finds). Lint the "
      + "library's folder on its own to check its examples."
  }

  private mutating func addProblem(_ message: String, _ path: String, _ projectRoot: String) {
    if projects[projectRoot] == nil { projects[projectRoot] = ProjectInputs(root: projectRoot, lintRoot: lintRoot) }
    projects[projectRoot]!.problems.append(Finding(location: SourceLocation(file: path), message: message))
  }

  private mutating func addSkipped(_ message: String, _ path: String, _ projectRoot: String) {
    if projects[projectRoot] == nil { projects[projectRoot] = ProjectInputs(root: projectRoot, lintRoot: lintRoot) }
    projects[projectRoot]!.skipped.append(Finding(location: SourceLocation(file: path), message: message))
  }
}
