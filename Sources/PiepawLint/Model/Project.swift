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
  /// Pagers in the code that gave no flow (`unrecognized-flow`).
  public var unrecognizedFlows: [UnrecognizedFlow] = []
  /// The Xcode targets and SwiftPM modules the project builds, from its `project.pbxproj` files and
  /// `Package.swift` (see `BuildTarget`). Empty when they could not be read: then every catalog counts as one
  /// whole, as if the project were a single target.
  public var targets: [BuildTarget] = []

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
  public var assets: [Asset] { catalogs.flatMap(\.assets) }

  /// The files of the project's image sets that are images: every file a `Contents.json` names, and every other
  /// file with an image extension. These are decoded, referenced or not.
  public var imageFiles: [String] {
    assets.filter { $0.kind == .imageSet }.flatMap(\.imageFiles)
  }
}
