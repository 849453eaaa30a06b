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
    assets.filter { $0.kind == .imageSet }.flatMap { asset in
      // By file name: `filename` is never a path (the catalog loader drops those), and building and hashing whole
      // paths was most of this property's cost.
      let named = Set(asset.images.map(\.filename))
      return asset.filesOnDisk.filter { file in
        let name = file.lastPathComponent
        return named.contains(name) || ImageFormat(fileExtension: FileName.pathExtension(name)) != nil
      }
    }
  }
}
