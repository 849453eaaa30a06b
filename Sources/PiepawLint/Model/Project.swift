/// One app: the directory that holds a `*.xcodeproj`, a `Package.swift` or a `.piepaw-lint.json` (or the lint
/// root), and what was read below it, excluding nested projects.
public struct Project: Hashable, Sendable {
  public var root: String
  public var contentFiles: [ContentFile]
  public var catalogs: [AssetCatalog]
  public var settings: ProjectSettings

  public init(
    root: String, contentFiles: [ContentFile] = [], catalogs: [AssetCatalog] = [],
    settings: ProjectSettings = ProjectSettings()
  ) {
    self.root = root
    self.contentFiles = contentFiles
    self.catalogs = catalogs
    self.settings = settings
  }

  public var flows: [Flow] { contentFiles.flatMap(\.flows) }
  public var capsuleCounts: [CapsuleCount] { contentFiles.flatMap(\.capsuleCounts) }
  public var lastPageChecks: [LastPageCheck] { contentFiles.flatMap(\.lastPageChecks) }
  public var assetReferences: [AssetReference] { contentFiles.flatMap(\.assetReferences) }
  public var assets: [Asset] { catalogs.flatMap(\.assets) }
}
