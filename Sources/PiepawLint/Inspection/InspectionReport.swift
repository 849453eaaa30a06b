/// How an inspected file's scale was learned.
public enum ScaleSource: String, Hashable, Sendable {
  /// The `scale` of the file's `Contents.json` entry.
  case contentsJSON = "contents-json"
  /// A `Contents.json` entry without a scale: a single-scale image, measured at 1x.
  case singleScale = "single-scale"
  /// The `@2x`/`@3x` suffix of the file name, else 1 (loose files, files `Contents.json` does not name).
  case fileName = "file-name"
}

/// One image file as `inspect` shows it: what the decoder found, plus the scale and set it belongs to.
public struct InspectedImage: Hashable, Sendable {
  public var info: ImageInfo
  public var scale: Int
  public var scaleSource: ScaleSource
  /// The `idiom` of its `Contents.json` entry (`universal`, `iphone`, …).
  public var idiom: String?
  /// Appearance variants of its entry (`luminosity:dark`); empty for the default appearance.
  public var appearances: [String]
  /// The `.imageset` folder; nil for a loose file.
  public var setDirectory: String?
  /// False for a file in an image set that `Contents.json` does not name (Xcode leaves it out of the app).
  public var isAssigned: Bool

  public init(
    info: ImageInfo, scale: Int, scaleSource: ScaleSource, idiom: String? = nil, appearances: [String] = [],
    setDirectory: String? = nil, isAssigned: Bool = true
  ) {
    self.info = info
    self.scale = scale
    self.scaleSource = scaleSource
    self.idiom = idiom
    self.appearances = appearances
    self.setDirectory = setDirectory
    self.isAssigned = isAssigned
  }

  public var path: String { info.path }
  /// The pixel size as the app shows it (EXIF rotation applied); nil when no header was read.
  public var pixels: PixelSize? { info.displayedPixelSize }
  /// The size in points at the file's scale; a vector's (PDF, SVG) own size in points, whatever the scale.
  public var points: PointSize? { info.pointSize ?? pixels.map { PointSize(pixels: $0, scale: scale) } }
  public var aspect: ImageAspect? {
    if let points = info.pointSize { return ImageAspect(width: points.width, height: points.height) }
    return pixels.flatMap(ImageAspect.init)
  }
  /// Corrupt or unreadable: the app would show nothing (too-large and unsupported files may still work).
  public var isDamaged: Bool {
    switch info.status {
    case .corrupt, .unreadable: true
    case .ok, .unsupported, .tooLarge: false
    }
  }
}

/// Height per width, with the name of a familiar ratio when it is close to one.
public struct ImageAspect: Hashable, Sendable {
  /// Height divided by width.
  public var ratio: Double
  /// `19.5:9`, `16:9`, `4:3` or `1:1` when the long side per short side is within 1% of it, whatever the
  /// orientation.
  public var knownName: String?

  /// The ratios worth naming.
  public static let knownRatios = ["19.5:9", "16:9", "4:3", "1:1"].compactMap(AspectRatio.init)

  public init?(pixels: PixelSize) {
    self.init(width: Double(pixels.width), height: Double(pixels.height))
  }

  /// The aspect of any size: pixels, or a vector's points.
  public init?(width: Double, height: Double) {
    guard width > 0, height > 0 else { return nil }
    ratio = height / width
    let tallness = max(width, height) / min(width, height)
    knownName = Self.knownRatios.first { abs(tallness / $0.tallness - 1) <= 0.01 }?.description
  }
}

/// An image set as `inspect` judges it.
public struct InspectedSet: Hashable, Sendable {
  /// The catalog name (`Onboarding/onboarding-1`).
  public var name: String
  /// The `.imageset` folder.
  public var directory: String
  /// The verdict on the whole set; nil when only some of its files were asked for.
  public var verdict: SetVerdict?

  public init(name: String, directory: String, verdict: SetVerdict?) {
    self.name = name
    self.directory = directory
    self.verdict = verdict
  }

  /// The folder's name: `onboarding-1.imageset`.
  public var folderName: String { directory.split(separator: "/").last.map(String.init) ?? directory }
}

/// The images of one image set, or the loose images of one folder.
public struct InspectionGroup: Hashable, Sendable {
  /// nil for loose files.
  public var set: InspectedSet?
  public var images: [InspectedImage]

  public init(set: InspectedSet?, images: [InspectedImage]) {
    self.set = set
    self.images = images
  }
}

/// Everything `inspect` found under its paths.
public struct InspectionReport: Hashable, Sendable {
  /// Image sets in catalog order, then loose files by folder, in the order of the paths given.
  public var groups: [InspectionGroup]
  /// Folders that could not be read and catalog problems outside any image set.
  public var problems: [Finding]
  /// Loose images found beside catalogs and not shown (without `--loose`).
  public var looseImagesNotShown: Int

  public init(groups: [InspectionGroup], problems: [Finding] = [], looseImagesNotShown: Int = 0) {
    self.groups = groups
    self.problems = problems
    self.looseImagesNotShown = looseImagesNotShown
  }

  public var images: [InspectedImage] { groups.flatMap(\.images) }
  public var sets: [InspectedSet] { groups.compactMap(\.set) }
  /// Whether any image is corrupt or unreadable (`inspect` then exits 1).
  public var hasDamagedImages: Bool { images.contains(where: \.isDamaged) }
}
