import Foundation

/// An `.xcassets` folder and everything in it.
public struct AssetCatalog: Hashable, Sendable {
  public var path: String
  public var assets: [Asset]
  /// Unparsable `Contents.json` files and other problems (`invalid-input`).
  public var problems: [Finding]
  /// Files and folders not read by policy: symlinks that lead out of the catalog or their set (`skipped-input`).
  public var skipped: [Finding]

  public init(path: String, assets: [Asset], problems: [Finding] = [], skipped: [Finding] = []) {
    self.path = path
    self.assets = assets
    self.problems = problems
    self.skipped = skipped
  }
}

/// One named asset of a catalog: an `.imageset` (also one inside a complication set, brand assets or an image
/// stack), a `.colorset`, or a set of another folder type (`folderType` says which).
public struct Asset: Hashable, Sendable {
  /// What rules check: image sets' files, colour sets; everything else (symbol sets, app icons, data sets, image
  /// stacks…) is `.other`, which still resolves names.
  public enum Kind: String, Hashable, Sendable {
    case imageSet = "imageset"
    case colorSet = "colorset"
    case other
  }

  /// The folder types of Apple's Asset Catalog Format Reference, by folder extension.
  public enum FolderType: String, Hashable, Sendable, CaseIterable {
    case imageSet = "imageset"
    case colorSet = "colorset"
    case symbolSet = "symbolset"
    case dataSet = "dataset"
    case appIconSet = "appiconset"
    case launchImage = "launchimage"
    case iconSet = "iconset"
    case brandAssets = "brandassets"
    case complicationSet = "complicationset"
    case imageStack = "imagestack"
    case imageStackLayer = "imagestacklayer"
    case solidImageStack = "solidimagestack"
    case solidImageStackLayer = "solidimagestacklayer"
    case spriteAtlas = "spriteatlas"
    case stickerPack = "stickerpack"
    case sticker = "sticker"
    case stickerSequence = "stickersequence"
    case arImageSet = "arimageset"
    case arResourceGroup = "arresourcegroup"
    case arObject = "arobject"
    case textureSet = "textureset"
    case cubeTextureSet = "cubetextureset"
    case mipmapSet = "mipmapset"
    case gameCenterDashboardImage = "gcdashboardimage"
    case gameCenterLeaderboard = "gcleaderboard"
    case gameCenterLeaderboardSet = "gcleaderboardset"
    /// A folder whose extension ends in `set` but is none of the above (a type Xcode added later).
    case otherSet = "set"

    /// The type a folder extension names (any case); nil for a plain folder (a group).
    public init?(folderExtension: String) {
      let ext = folderExtension.lowercased()
      if let known = Self(rawValue: ext), known != .otherSet {
        self = known
      } else if ext.hasSuffix("set") {
        self = .otherSet
      } else {
        return nil
      }
    }

    /// The kind rules see.
    public var kind: Kind {
      switch self {
      case .imageSet: .imageSet
      case .colorSet: .colorSet
      default: .other
      }
    }
  }

  public var kind: Kind
  /// The catalog folder type; `kind` is derived from it for image and colour sets.
  public var folderType: FolderType
  /// The catalog name as Xcode shows it and `UIImage(named:)` takes it: `onboarding-1`, `Poses/A-1` inside
  /// a namespace folder, `Complication/Modular` inside a complication set, `AppIcon/Back/Content` in a layer.
  public var name: String
  /// The generated Swift symbol path: `["onboarding1"]`, or `["Poses", "A_1"]` inside a namespace; empty for
  /// assets Xcode generates no symbol for (app icons, data sets, image stacks themselves).
  public var symbolPath: [String]
  /// The set's folder.
  public var directory: String
  /// Its `Contents.json` (which may be missing).
  public var contentsFile: String
  /// The `images[]` entries that name a file (image sets only).
  public var images: [AssetImage]
  /// The `images[]` entries that name no file (image sets only).
  public var emptySlots: [AssetSlot] = []
  /// The `colors[]` entries (colour sets only).
  public var colors: [AssetColor] = []
  /// Every regular file in the set folder other than `Contents.json`, as absolute paths, sorted.
  public var filesOnDisk: [String]
  /// Entries of the set folder that are there but were not read, each reported once where it was found: a
  /// symlink out of the set or to nowhere, a FIFO, a device, a folder. No other rule calls one "missing".
  public var unreadFiles: [String] = []
  /// The set's `properties` (image sets only).
  public var properties: AssetProperties
  /// The platforms of the targets whose catalogs hold it; empty when unknown (then iOS is assumed).
  public var platforms: Set<DevicePlatform> = []
  /// The devices of those targets (`TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad); empty when unknown.
  public var deviceFamilies: Set<Int> = []

  public init(
    kind: Kind, name: String, symbolPath: [String], directory: String, contentsFile: String,
    images: [AssetImage] = [], filesOnDisk: [String] = [], folderType: FolderType? = nil,
    properties: AssetProperties = AssetProperties()
  ) {
    self.kind = kind
    self.folderType = folderType ?? Self.defaultFolderType(of: kind)
    self.name = name
    self.symbolPath = symbolPath
    self.directory = directory
    self.contentsFile = contentsFile
    self.images = images
    self.filesOnDisk = filesOnDisk
    self.properties = properties
  }

  private static func defaultFolderType(of kind: Kind) -> FolderType {
    switch kind {
    case .imageSet: .imageSet
    case .colorSet: .colorSet
    case .other: .otherSet
    }
  }

  /// Where the file a `Contents.json` entry names (`filename`) is: in the set's folder, or, where git holds the set's
  /// folder under two names that differ only in case (`books.imageset` with Contents.json beside `Books.imageset`
  /// with the images, one folder on a Mac's disk), in its twin; the set's own folder when it is in neither.
  public func path(ofFile filename: String) -> String {
    let own = directory + "/" + filename
    guard !filesOnDisk.sortedContains(own) else { return own }
    return filesOnDisk.first { $0.lastPathComponent == filename } ?? own
  }

  /// `Poses.A_1`: how Swift code writes the symbol after `.`.
  public var symbol: String { symbolPath.joined(separator: ".") }

  /// The image files on disk (absolute paths) that `Contents.json` does not name: those with an image extension.
  /// Anything else in the folder (a merge's `Contents.json~HEAD`, `hero.png.orig`, `*.rej`, notes) is no image
  /// Xcode could assign to a scale.
  public var unassignedImageFiles: [String] {
    // `IMG_1.PNG` named `IMG_1.png`: a Mac's disk ignores case by default, so Xcode finds it under that name. Three
    // rules ask this of every set: a file named exactly (most are) needs no lower-cased copies of the names.
    filesOnDisk.filter { file in
      let name = file.lastPathComponent
      guard !images.contains(where: { $0.filename == name }),
        ImageFormat(fileExtension: FileName.pathExtension(name)) != nil
      else { return false }
      let lowered = name.lowercased()
      return !images.contains { $0.filename.lowercased() == lowered }
    }
  }

  /// The files on disk that are images: every file `Contents.json` names, and every other file with an image
  /// extension.
  public var imageFiles: [String] {
    // By file name: `filename` is never a path (the catalog loader refuses those), and building and hashing whole
    // paths was most of this property's cost.
    let named = Set(images.map(\.filename))
    return filesOnDisk.filter { file in
      let name = file.lastPathComponent
      return named.contains(name) || ImageFormat(fileExtension: FileName.pathExtension(name)) != nil
    }
  }
}

/// The `properties` of an image set's `Contents.json`.
public struct AssetProperties: Hashable, Sendable {
  /// `preserves-vector-representation`: a PDF or SVG stays a vector and is drawn sharp at every size and scale.
  public var preservesVectorRepresentation: Bool
  /// `template-rendering-intent`: `template` or `original`; nil for the default.
  public var templateRenderingIntent: String?
  /// `compression-type`: `automatic`, `lossless`, `lossy`, `gpu-optimized-best`…; nil for the default.
  public var compressionType: String?
  /// `localizable`: the set has files per `locale`.
  public var localizable: Bool

  public init(
    preservesVectorRepresentation: Bool = false, templateRenderingIntent: String? = nil,
    compressionType: String? = nil, localizable: Bool = false
  ) {
    self.preservesVectorRepresentation = preservesVectorRepresentation
    self.templateRenderingIntent = templateRenderingIntent
    self.compressionType = compressionType
    self.localizable = localizable
  }
}

/// One `images[]` entry of an imageset's `Contents.json` that names a file.
public struct AssetImage: Hashable, Sendable {
  public var filename: String
  public var idiom: String?
  /// 1, 2 or 3; nil for a single-scale (vector or "any") entry.
  public var scale: Int?
  /// Appearance variants (`luminosity:dark`, `contrast:high`), empty for the default ("any") appearance.
  public var appearances: [String]
  /// The other device traits the entry is for (screen width, size class, memory, gamut, locale…).
  public var variant: ImageVariant
  /// The `"filename"` value in `Contents.json`.
  public var location: SourceLocation

  public init(
    filename: String, idiom: String?, scale: Int?, appearances: [String] = [], variant: ImageVariant = ImageVariant(),
    location: SourceLocation
  ) {
    self.filename = filename
    self.idiom = idiom
    self.scale = scale
    self.appearances = appearances
    self.variant = variant
    self.location = location
  }

  /// Whether the file is a vector by its extension (PDF or SVG).
  public var isVector: Bool {
    ["pdf", "svg"].contains(FileName.pathExtension(filename).lowercased())
  }
}

/// The device traits of an `images[]` entry besides idiom, scale and appearance: files that differ in any of
/// them are different images (a watch's 38 mm and 44 mm artwork), not scales of one.
public struct ImageVariant: Hashable, Sendable {
  /// The `Contents.json` keys read, in the order messages name them.
  public static let keys = [
    "subtype", "screen-width", "width-class", "height-class", "memory", "display-gamut", "graphics-feature-set",
    "locale", "language-direction", "role",
  ]

  /// Key → value, such as `"screen-width": "<=145"`, `"memory": "2GB"`; only keys the entry has.
  public var traits: [String: String]

  public init(_ traits: [String: String] = [:]) {
    self.traits = traits
  }

  public var isEmpty: Bool { traits.isEmpty }

  /// `["screen-width <=145", "display-gamut display-P3"]`, in `keys` order, for messages.
  public var labels: [String] {
    Self.keys.compactMap { key in traits[key].map { "\(key) \($0)" } }
  }
}

extension Asset {
  /// A set inside a complication set, brand assets or an image stack: watchOS and tvOS read it by its slot, and
  /// Xcode gives it no name of its own to look up and no generated symbol.
  public var isReadBySystem: Bool {
    [".complicationset/", ".brandassets/", ".imagestack/", ".solidimagestack/", ".imagestacklayer/"].contains {
      directory.includesBytes(of: $0)
    }
  }
}
