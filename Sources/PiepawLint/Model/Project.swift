import Foundation

/// One app: the directory that holds a `*.xcodeproj`, a `Package.swift` or a `.piepaw-lint.json` (or the lint
/// root), and what was read below it, excluding nested projects.
public struct Project: Hashable, Sendable {
  public var root: String
  public var contentFiles: [ContentFile]
  public var catalogs: [AssetCatalog]
  public var settings: ProjectSettings
  /// What the image files of the project's image sets hold, by absolute path (see `imageFiles`).
  public var images: [String: ImageInfo]
  /// Downscaled rasters of the image files rules read pixels of (the page backgrounds under text, for
  /// `text-contrast`), by absolute path; made by the run's decode, empty unless a rule asked for them.
  public var rasters: [String: Raster] = [:]
  /// Pagers in the code that gave no flow (`unrecognized-flow`).
  public var unrecognizedFlows: [UnrecognizedFlow] = []
  /// A Swift package without an Xcode project: its code's by-name lookups without `bundle:` search the app's
  /// bundle, not its own.
  public var isSwiftPackage = false
  /// What the project's storyboards, plists, project files, Objective-C and JSON say that could name an asset;
  /// nil unless `unused-asset` asked for it.
  public var resourceNameEvidence: AssetNameEvidence?
  /// The image views of the project's storyboards and XIBs that show an image by name: how Interface Builder draws
  /// an image set (`DrawnResolution.drawnSets`).
  public var interfaceImageViews: [InterfaceImageView] = []
  /// Image files outside the catalogs (absolute paths), which by-name lookups also find in the bundle.
  public var looseImages: [String] = []
  /// JSON and dotLottie files outside the catalogs (absolute paths): Lottie's `named` lookups find `intro.json` or
  /// `intro.lottie` in the bundle as well as the data set `intro`.
  public var looseDataFiles: [String] = []
  /// What the other projects of the run tell this one's lookups.
  public var neighbours = ProjectNeighbours()
  /// The Xcode targets and SwiftPM modules the project builds, from its `project.pbxproj` files and
  /// `Package.swift` (see `BuildTarget`). Empty when they could not be read: then every catalog counts as one
  /// whole, as if the project were a single target.
  public var targets: [BuildTarget] = []
  /// The source folders of an XcodeGen spec and what they exclude, read where targets cannot be (no
  /// `project.pbxproj` in the repository): a file they exclude is not shipped.
  var xcodeGenSources: XcodeGenSources?
  /// The assets of the catalogs of the package's example apps (`ProjectInputs.exampleCatalogs`): not judged, only
  /// names its main-bundle lookups find in the app it was written for.
  public var exampleAssets: [Asset] = []
  /// Catalogs a build step copies into place, each with the path a target builds it at, which the checkout lacks
  /// (`Branding/Ghostery/ShareTo.xcassets` → `Extensions/ShareTo/ShareTo.xcassets`): see `catalogStandIns`.
  public var catalogStandIns: [String: String] = [:]
  /// Files and folders discovery did not read by policy (a symlink out of the lint root): `skipped-input`.
  public var skippedInputs: [Finding] = []
  /// The app's string tables, languages and development language (empty tables where it has none).
  public var localization = Localization()

  public init(
    root: String, contentFiles: [ContentFile] = [], catalogs: [AssetCatalog] = [],
    settings: ProjectSettings = ProjectSettings(), images: [String: ImageInfo] = [:]
  ) {
    self.root = root
    self.contentFiles = contentFiles
    self.catalogs = catalogs
    self.settings = settings
    self.images = images
  }

  public var flows: [Flow] { contentFiles.flatMap(\.flows) }
  public var capsuleCounts: [CapsuleCount] { contentFiles.flatMap(\.capsuleCounts) }
  public var lastPageChecks: [LastPageCheck] { contentFiles.flatMap(\.lastPageChecks) }
  public var assetReferences: [AssetReference] { contentFiles.flatMap(\.assetReferences) }
  public var patternLookups: [AssetPatternLookup] { contentFiles.flatMap(\.patternLookups) }
  public var assets: [Asset] { catalogs.flatMap(\.assets) }
  /// The names `UIImage(named:)` finds the loose images under: `paw` and `paw.png` for `Icons/paw@2x.png`, and the
  /// file's own name, `paw@2x.png`.
  public var looseImageNames: Set<String> {
    var names: Set<String> = []
    for path in looseImages {
      let file = path.lastPathComponent
      names.insert(file)
      let split = FileName.split(file)
      let stem = split?.base ?? file
      // `paw@2x~ipad` → `paw`: the scale and device suffixes are the loader's, not the name's.
      let base = String(stem.prefix { $0 != "@" && $0 != "~" })
      names.insert(base)
      if let ext = split?.extension { names.insert(base + "." + ext) }
    }
    return names
  }

  /// The names Lottie finds the loose JSON files under: `intro` and `intro.json` for `Animations/intro.json`.
  public var looseDataNames: Set<String> {
    Set(
      looseDataFiles.flatMap { path in [path.lastPathComponent, FileName.split(path.lastPathComponent)?.base ?? ""] }
    )
    .subtracting([""])
  }

  /// Everything in the project that could name an asset; nil unless `unused-asset` asked for it.
  public var nameEvidence: AssetNameEvidence? {
    guard var evidence = resourceNameEvidence else { return nil }
    for file in contentFiles { if let fileEvidence = file.nameEvidence { evidence.formUnion(fileEvidence) } }
    evidence.formUnion(neighbours.nameEvidence)
    return evidence
  }

  /// The static members the project's code declares on asset types.
  public var declaredAssetSymbols: DeclaredAssetSymbols {
    contentFiles.reduce(into: DeclaredAssetSymbols()) { $0.formUnion($1.declaredAssetSymbols) }
  }

  /// The files of the project's image sets that are images: every file a `Contents.json` names, and every other
  /// file with an image extension. These are decoded, referenced or not.
  public var imageFiles: [String] {
    assets.filter { $0.kind == .imageSet }.flatMap(\.imageFiles)
  }
}

/// What the other projects of one run contribute to a project's asset lookups.
public struct ProjectNeighbours: Hashable, Sendable {
  /// Asset-type statics declared anywhere in the run (a design-system module's `extension Color`).
  public var declaredAssetSymbols = DeclaredAssetSymbols()
  /// The modules the run's Swift packages define, whose declarations are therefore known.
  public var moduleNames: Set<String> = []
  /// For a package: the assets of the run's apps, which its main-bundle lookups search; nil when the run holds no
  /// app, and those lookups cannot be checked.
  public var mainBundleAssets: [Asset]?
  /// Every asset of the run, for lookups the code redirects to bundles of its own choosing.
  public var runAssets: [Asset] = []
  /// What the run's packages' code says that could name an asset (a package may show the app's assets).
  public var nameEvidence = AssetNameEvidence()
  /// For a package: the names of the run's apps' loose images.
  public var mainBundleLooseImageNames: Set<String> = []
  /// For a package: of the keys its pages look up that its own tables lack, those the run's apps' tables have, by
  /// table. Code in a package that looks a key up in the main bundle (`Bundle.main`, or a wrapper around it) reads
  /// the app's tables, which lie in another project.
  public var mainBundleKeys: [String: Set<String>] = [:]

  /// Whether the run's apps' tables have `key` (`mainBundleKeys`).
  public func mainBundleHas(_ key: TextLocalization) -> Bool {
    mainBundleKeys[key.tableName]?.contains(key.key) == true
  }

  public init() {}
}
