import Foundation

/// One thing a project builds: an Xcode target (`PBXNativeTarget`) or a SwiftPM target (a module).
///
/// Xcode generates asset symbols per target and SwiftPM per module, and `UIImage(named:)` looks in one bundle:
/// which catalogs, sources and loose resources belong together is decided here. Paths are absolute and
/// standardized, sorted, each listed once.
public struct BuildTarget: Hashable, Sendable {
  /// What the target builds; read from `productType` or the `Package.swift` target kind.
  public enum Kind: String, Hashable, Sendable {
    case application
    /// App extensions, widgets, App Intents and other `.appex`/ExtensionKit products.
    case appExtension = "app-extension"
    case watchApp = "watch-app"
    /// Frameworks and static or dynamic libraries.
    case framework
    /// Unit and UI test bundles, and SwiftPM test targets.
    case testBundle = "test-bundle"
    /// A SwiftPM `.target`, `.executableTarget`, `.macro`, … (a test target is `testBundle`).
    case packageModule = "package-module"
    /// Anything else: resource bundles, tools, Instruments packages.
    case other
  }

  /// Where the built target's resources end up, which decides what `UIImage(named:)` without `bundle:` finds.
  public enum ResourceBundle: String, Hashable, Sendable {
    /// The app's or extension's own bundle: `Bundle.main` at run time.
    case main
    /// A bundle of its own that code reaches with `Bundle(for:)` or an identifier (frameworks, test bundles).
    case own
    /// SwiftPM's generated resource bundle, `Bundle.module`.
    case module
  }

  public var name: String
  public var kind: Kind
  /// Where the target is declared: its entry in `project.pbxproj`, or its call in `Package.swift`.
  public var declaration: SourceLocation
  /// The `.xcassets` folders it compiles.
  public var catalogs: [String]
  /// Loose files and folders it copies into its bundle (images, `.lproj` folders, folder references): what
  /// `UIImage(named:)` also finds besides catalogs.
  public var resources: [String]
  /// Its Swift source files.
  public var sources: [String]
  public var resourceBundle: ResourceBundle
  /// The platforms it builds for (`SDKROOT`, `SUPPORTED_PLATFORMS`, a manifest's `platforms:`); empty when they
  /// cannot be read.
  public var platforms: Set<DevicePlatform> = []
  /// The devices it runs on (`TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad); empty when not said.
  public var deviceFamilies: Set<Int> = []
  /// The oldest iOS it runs on (`IPHONEOS_DEPLOYMENT_TARGET`, a manifest's `.iOS(.v16)`), as a major version.
  public var iOSDeploymentTarget: Int?
  /// Its development assets (`DEVELOPMENT_ASSET_PATHS`: `"App/Preview Content"`), absolute: files and folders
  /// that previews and debug builds use and an archive leaves out.
  public var developmentAssetPaths: [String] = []
  /// The Info.plist files its configurations build with (`INFOPLIST_FILE`), absolute; empty where it has none of
  /// its own (a generated one, or a target that is not read from a project file).
  public var infoPlists: [String] = []
  /// The Info.plist every configuration names (`INFOPLIST_FILE`) where the checkout lacks it, absolute: such a target
  /// cannot build (a target left behind when its folder moved to `Archive/`), so the app ships nothing of it. Nil
  /// when the file is there, or a configuration names none or names it through a variable.
  public var missingInfoPlist: String?
  /// Whether Xcode generates `ImageResource`/`ColorResource` symbols for its catalogs: false when every
  /// configuration sets `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO` (its own or the project's).
  public var generatesAssetSymbols = true
  /// For each build configuration, by name, the catalogs it leaves out (`EXCLUDED_SOURCE_FILE_NAMES` not undone
  /// by `INCLUDED_SOURCE_FILE_NAMES`: one customer's branding per build); empty where no configuration leaves any
  /// file out.
  public var catalogsLeftOut: [String: Set<String>] = [:]

  /// The sets of catalogs the target builds together: one per configuration where configurations leave catalogs
  /// out, else all of them.
  public var catalogsBuiltTogether: [[String]] {
    guard !catalogsLeftOut.isEmpty else { return [catalogs] }
    return Array(Set(catalogsLeftOut.values.map { leftOut in catalogs.filter { !leftOut.contains($0) } }))
      .sorted { $0.lexicographicallyPrecedes($1) }
  }

  public init(
    name: String, kind: Kind, declaration: SourceLocation, catalogs: [String] = [], resources: [String] = [],
    sources: [String] = [], resourceBundle: ResourceBundle? = nil, platforms: Set<DevicePlatform> = []
  ) {
    self.platforms = platforms
    self.name = name
    self.kind = kind
    self.declaration = declaration
    // Sorted and unique, so membership is a binary search (`targets(ofSource:)`).
    self.catalogs = Array(Set(catalogs)).sorted()
    self.resources = Array(Set(resources)).sorted()
    self.sources = Array(Set(sources)).sorted()
    self.resourceBundle = resourceBundle ?? Self.defaultBundle(of: kind)
  }

  /// Whether the target copies the file at `path` (absolute) into its bundle: it is one of its resources, or lies
  /// in one (an `.lproj` folder, a folder reference, a synchronized folder's copied folder).
  public func copies(_ path: String) -> Bool {
    var candidate = path
    while !candidate.isEmpty, candidate != "/" {
      if resources.sortedContains(candidate) { return true }
      candidate = (candidate as NSString).deletingLastPathComponent
    }
    return false
  }

  /// Apps and extensions run with their own bundle as the main one; modules carry SwiftPM's bundle.
  static func defaultBundle(of kind: Kind) -> ResourceBundle {
    switch kind {
    case .application, .appExtension, .watchApp: .main
    case .packageModule: .module
    case .framework, .testBundle, .other: .own
    }
  }
}

/// What code in one Swift file can name without saying where: see `Project.visibleCatalogs(forSource:)`.
public struct VisibleCatalogs: Hashable, Sendable {
  /// The targets the file is a member of (several when it is shared, none when no target lists it).
  public var targets: [BuildTarget]
  /// The catalogs whose generated symbols (`Image(.x)`, `UIImage(resource:)`) and names (`Image("x")` in the
  /// target's own bundle) the file can use: the catalogs of its targets, sorted, each once. For a package module
  /// these are the module's own catalogs (`Bundle.module`).
  public var catalogs: [String]
  /// Whether `UIImage(named:)` / `Image("x")` without `bundle:` looks in another bundle than `catalogs`' one:
  /// true for package modules, frameworks and test bundles, whose code runs inside an app, so a name resolves in
  /// the app's main bundle (which PiepawLint may not see), not in the module's catalogs.
  public var unqualifiedNamesUseMainBundle: Bool
  /// False when the project has no target information (or the file is in no target): then `catalogs` holds every
  /// catalog of the project, as before targets were read.
  public var isKnown: Bool
}

extension Project {
  /// The targets that compile the catalog at `path` (absolute); empty when it is in none or nothing is known.
  public func targets(ofCatalog path: String) -> [BuildTarget] {
    let built = builtPath(ofCatalog: path)
    return targets.filter { $0.catalogs.sortedContains(built) }
  }

  /// The path targets build the catalog at `path` under: its own, or for a stand-in (`catalogStandIns`) the path of
  /// the catalog the checkout lacks, which it is copied to.
  func builtPath(ofCatalog path: String) -> String { catalogStandIns[path] ?? path }

  /// The targets that compile the Swift file at `path` (absolute).
  public func targets(ofSource path: String) -> [BuildTarget] {
    targets.filter { $0.sources.sortedContains(path) }
  }

  /// The targets whose bundles a lookup without `bundle:` in the Swift file at `path` reads: the targets that
  /// compile the file where they run with their own bundle as the main one, else (code of a framework or module
  /// runs inside an app, and `Bundle.main` is the app's) the app targets. Empty when nothing is known.
  public func lookupTargets(ofSource path: String) -> [BuildTarget] {
    let owners = targets(ofSource: path).filter { $0.resourceBundle == .main }
    return owners.isEmpty ? targets.filter { $0.kind == .application || $0.kind == .watchApp } : owners
  }

  /// The targets that copy the storyboard or XIB at `path` into their bundle, whose catalogs its image names are
  /// looked up in; empty when none is known.
  public func lookupTargets(ofInterfaceFile path: String) -> [BuildTarget] {
    targets.filter { $0.resources.sortedContains(path) }
  }

  /// `paths` (catalogs targets build) with the catalogs that stand in for those the checkout lacks
  /// (`catalogStandIns`), sorted and unique.
  public func withStandIns(_ paths: [String]) -> [String] {
    let built = Set(paths)
    return Array(built.union(catalogStandIns.filter { built.contains($0.value) }.keys)).sorted()
  }

  /// The project's catalogs that no target compiles or copies: they ship in nothing. Empty when targets are
  /// unknown; a development catalog (`isDevelopmentAsset`) is for previews, not for shipping, and is not one of
  /// them. A catalog a target copies as it is (SwiftPM's `.copy("Media.xcassets")`, a folder reference holding it)
  /// ships uncompiled: it is in a target, though it generates no symbols.
  public var catalogsInNoTarget: [AssetCatalog] {
    catalogsNoTargetCompiles.filter { catalog in !targets.contains { $0.copies(catalog.path) } }
  }

  /// The project's catalogs that no target compiles (`catalogsInNoTarget`, and those a target copies as they are);
  /// empty when targets are unknown.
  public var catalogsNoTargetCompiles: [AssetCatalog] {
    guard !targets.isEmpty else { return [] }
    let used = Set(targets.flatMap(\.catalogs))
    return catalogs.filter { !used.contains(builtPath(ofCatalog: $0.path)) && !isDevelopmentAsset($0.path) }
  }

  /// Whether the app ships the catalog at `path` (absolute): a target other than a test bundle compiles it, or it
  /// is a development asset (judged as the app's own); every catalog counts when targets are unknown. The rules
  /// that judge a set's own files look only at these: a catalog in no target is said once (`catalog-in-no-target`),
  /// and one only unit or UI tests copy is test data.
  public func shipsCatalog(_ path: String) -> Bool {
    guard xcodeGenSources?.excludes(path) != true else { return false }
    let built = builtPath(ofCatalog: path)
    return targets.isEmpty || isDevelopmentAsset(path)
      || targets.contains { $0.kind != .testBundle && $0.catalogs.sortedContains(built) }
  }

  /// The catalogs the app ships (`shipsCatalog`).
  public var shippedCatalogs: [AssetCatalog] { catalogs.filter { shipsCatalog($0.path) } }

  /// The assets of the catalogs the app ships (`shipsCatalog`).
  public var shippedAssets: [Asset] { shippedCatalogs.flatMap(\.assets) }

  /// The assets of the catalogs a release build ships: `shippedAssets` without development assets (`Preview
  /// Content`), which previews and debug builds use and an archive leaves out. The rules that judge how an image
  /// looks on devices judge these; the ones that judge whether a catalog builds judge every shipped one.
  public var releasedAssets: [Asset] {
    shippedCatalogs.filter { !isDevelopmentAsset($0.path) && !isLeftOutOfReleases($0.path) }.flatMap(\.assets)
  }

  /// Whether only debug builds have the catalog at `path` (absolute): every target that builds it leaves it out of
  /// each of its configurations but the debug ones (`EXCLUDED_SOURCE_FILE_NAMES = TestAssets.xcassets` in Release
  /// and Beta-Release), as development assets are left out of an archive.
  public func isLeftOutOfReleases(_ path: String) -> Bool {
    let built = builtPath(ofCatalog: path)
    let builders = targets.filter { $0.kind != .testBundle && $0.catalogs.sortedContains(built) }
    return !builders.isEmpty
      && builders.allSatisfy { target in
        let releases = target.catalogsLeftOut.filter { !$0.key.lowercased().contains("debug") }
        return !releases.isEmpty && releases.values.allSatisfy { $0.contains(built) }
      }
  }

  /// Whether the file or folder at `path` (absolute) is a development asset (or in one): below a target's
  /// `DEVELOPMENT_ASSET_PATHS`, or, whatever the targets say, in the folders Xcode's templates make for previews
  /// (`Preview Content/`, `Preview Assets.xcassets`). Debug builds and previews have these; an archive does not.
  public func isDevelopmentAsset(_ path: String) -> Bool {
    path.includesBytes(of: "/Preview Content/") || path.lastPathComponent.hasPrefix("Preview Assets")
      || path.includesBytes(of: "/Preview Assets")
      || targets.contains { TargetFolderWalker.isBelow(path, any: $0.developmentAssetPaths) }
  }

  /// Whether the string table at `path` (absolute) is the app's: not in a vendor's bundle or a localization export
  /// (`FolderOwnership`) or excluded by an XcodeGen spec, and, where the targets are known, copied by a target other
  /// than a test bundle.
  public func shipsStringTable(_ path: String) -> Bool {
    guard !FolderOwnership.isVendored(path, below: root), xcodeGenSources?.excludes(path) != true else { return false }
    return targets.isEmpty || targets.contains { $0.kind != .testBundle && $0.copies(path) }
  }

  /// The catalogs code in the Swift file at `path` sees (for resolving asset references per target).
  ///
  /// Without target information, or for a file no target lists, every catalog of the project is visible and
  /// `isKnown` is false, so callers keep the whole-project behaviour.
  public func visibleCatalogs(forSource path: String) -> VisibleCatalogs {
    let compiling = targets(ofSource: path)
    // A file a shipped target compiles looks its names up there; a test bundle compiling it too (to test the view)
    // searches its host's bundle, which is no lookup the app makes.
    let shipped = compiling.filter { $0.kind != .testBundle }
    let owners = shipped.isEmpty ? compiling : shipped
    guard !owners.isEmpty else {
      return VisibleCatalogs(
        targets: [], catalogs: catalogs.map(\.path).sorted(), unqualifiedNamesUseMainBundle: false, isKnown: false)
    }
    return VisibleCatalogs(
      targets: owners, catalogs: withStandIns(owners.flatMap(\.catalogs)),
      unqualifiedNamesUseMainBundle: owners.contains { $0.resourceBundle != .main }, isKnown: true)
  }
}

extension [BuildTarget] {
  /// The Info.plists the targets build with (`INFOPLIST_FILE`), where every application target names its own; nil
  /// where the targets are not known or one names none the tool could resolve (a generated Info.plist, a path built
  /// from a variable), so that every Info.plist of the project may be the app's.
  public var infoPlistsBuiltWith: Set<String>? {
    let apps = filter { $0.kind == .application }
    guard !apps.isEmpty, apps.allSatisfy({ !$0.infoPlists.isEmpty }) else { return nil }
    return Set(flatMap(\.infoPlists))
  }
}

extension [String] {
  /// Binary search in a sorted array: a target of a large app lists a thousand sources, asked once per reference.
  func sortedContains(_ element: String) -> Bool {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < element { low = middle + 1 } else { high = middle }
    }
    return low < count && self[low] == element
  }
}

/// A platform a target builds for: what decides the screen scales a universal image needs.
public enum DevicePlatform: String, Hashable, Sendable, CaseIterable {
  case iOS, macOS, watchOS, tvOS, visionOS

  /// From an SDK name: `iphoneos`, `iphonesimulator`, `macosx`, `watchos`, `appletvos`, `xros`.
  public init?(sdk: String) {
    switch sdk.lowercased() {
    case "iphoneos", "iphonesimulator": self = .iOS
    case "macosx": self = .macOS
    case "watchos", "watchsimulator": self = .watchOS
    case "appletvos", "appletvsimulator": self = .tvOS
    case "xros", "xrsimulator": self = .visionOS
    default: return nil
    }
  }

  /// From a manifest's `platforms: [.iOS(.v17), .macOS(.v14)]` member name.
  public init?(manifestName: String) {
    switch manifestName {
    case "iOS", "macCatalyst": self = .iOS
    case "macOS": self = .macOS
    case "watchOS": self = .watchOS
    case "tvOS": self = .tvOS
    case "visionOS": self = .visionOS
    default: return nil
    }
  }
}
