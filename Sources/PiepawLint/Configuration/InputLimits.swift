/// Limits against hostile input, each with a safe default (`"limits"` in configuration).
public struct InputLimits: Hashable, Sendable {
  /// Largest image, width × height, checked from the header before any pixel is decoded.
  public var imagePixels: Int
  /// Largest image file, in bytes.
  public var imageBytes: Int
  /// Largest Swift, JSON, plist or Contents.json file read, in bytes.
  public var textBytes: Int
  /// Deepest folder nesting entered below a project (and group nesting in a catalog).
  public var directoryDepth: Int
  /// Most memory one image's decoder may take, in bytes (a progressive JPEG keeps every coefficient, HEIF the
  /// whole picture): a file that needs more is not decoded, only its header read.
  public var decoderMemory: Int
  /// Most passes over its image a progressive JPEG's scans may add up to (real files take 5 to 7): the work of
  /// decoding one, which a few bytes per scan could otherwise multiply.
  public var jpegPasses: Int

  public init(
    imagePixels: Int = ImageLimits.default.maxPixels, imageBytes: Int = ImageLimits.default.maxBytes,
    textBytes: Int = TextFile.defaultMaximumBytes, directoryDepth: Int = 64,
    decoderMemory: Int = ImageLimits.default.maxDecoderMemory, jpegPasses: Int = ImageLimits.default.maxJPEGPasses
  ) {
    self.imagePixels = imagePixels
    self.imageBytes = imageBytes
    self.textBytes = textBytes
    self.directoryDepth = directoryDepth
    self.decoderMemory = decoderMemory
    self.jpegPasses = jpegPasses
  }

  /// The image decoder's limits, with these budgets.
  public var imageLimits: ImageLimits {
    var limits = ImageLimits.default
    limits.maxPixels = imagePixels
    limits.maxBytes = imageBytes
    limits.maxDecoderMemory = decoderMemory
    limits.maxJPEGPasses = jpegPasses
    return limits
  }

  /// The configuration keys, their values, the range each must lie in and its unit.
  ///
  /// The ranges keep every limit meaningful and its arithmetic far from overflow: sizes up to 1 TiB (text up to
  /// 1 GiB, since a text input is held in memory), pixels up to 2⁴⁰, and folder depth up to 2048 — the most
  /// levels a path within Linux's `PATH_MAX` of 4096 bytes can have, so deeper trees cannot be opened anyway.
  static var keys: [(name: String, path: WritableKeyPath<InputLimits, Int>, range: ClosedRange<Int>, unit: String)] {
    [
      ("imagePixels", \.imagePixels, 1...(1 << 40), "pixels, width × height"),
      ("imageBytes", \.imageBytes, 1...(1 << 40), "bytes"),
      ("textBytes", \.textBytes, 1...(1 << 30), "bytes"),
      ("directoryDepth", \.directoryDepth, 1...maximumDirectoryDepth, "folder levels"),
      ("decoderMemory", \.decoderMemory, (1 << 20)...(1 << 40), "bytes"),
      ("jpegPasses", \.jpegPasses, 1...4096, "passes over the image"),
    ]
  }

  /// The deepest `directoryDepth` a configuration may set.
  public static let maximumDirectoryDepth = 2048
}
