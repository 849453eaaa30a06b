import Foundation

/// An `.xcassets` folder and everything in it.
public struct AssetCatalog: Hashable, Sendable {
  public var path: String
  public var assets: [Asset]
  /// Unparsable `Contents.json` files and other problems (`invalid-input`).
  public var problems: [Finding]

  public init(path: String, assets: [Asset], problems: [Finding] = []) {
    self.path = path
    self.assets = assets
    self.problems = problems
  }
}

/// One `.imageset` or `.colorset` (other set kinds are kept with `.other`, so they still resolve names).
public struct Asset: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case imageSet = "imageset"
    case colorSet = "colorset"
    case other
  }

  public var kind: Kind
  /// The catalog name as Xcode shows it and `UIImage(named:)` takes it: `onboarding-1`, or `Poses/A-1` inside
  /// a namespace folder.
  public var name: String
  /// The generated Swift symbol path: `["onboarding1"]`, or `["Poses", "A_1"]` inside a namespace.
  public var symbolPath: [String]
  /// The `.imageset` folder.
  public var directory: String
  /// Its `Contents.json` (which may be missing).
  public var contentsFile: String
  /// The `images[]` entries that name a file (imagesets only).
  public var images: [AssetImage]
  /// Every regular file in the set folder other than `Contents.json`, as absolute paths, sorted.
  public var filesOnDisk: [String]

  public init(
    kind: Kind, name: String, symbolPath: [String], directory: String, contentsFile: String,
    images: [AssetImage] = [], filesOnDisk: [String] = []
  ) {
    self.kind = kind
    self.name = name
    self.symbolPath = symbolPath
    self.directory = directory
    self.contentsFile = contentsFile
    self.images = images
    self.filesOnDisk = filesOnDisk
  }

  /// `Poses.A_1`: how Swift code writes the symbol after `.`.
  public var symbol: String { symbolPath.joined(separator: ".") }

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

/// One `images[]` entry of an imageset's `Contents.json` that names a file.
public struct AssetImage: Hashable, Sendable {
  public var filename: String
  public var idiom: String?
  /// 1, 2 or 3; nil for a single-scale (vector or "any") entry.
  public var scale: Int?
  /// Appearance variants (dark mode, contrast), empty for the default appearance.
  public var appearances: [String]
  /// The `"filename"` value in `Contents.json`.
  public var location: SourceLocation

  public init(filename: String, idiom: String?, scale: Int?, appearances: [String] = [], location: SourceLocation) {
    self.filename = filename
    self.idiom = idiom
    self.scale = scale
    self.appearances = appearances
    self.location = location
  }
}
