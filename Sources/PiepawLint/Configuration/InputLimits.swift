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

  /// The configuration keys, their values and what each must be at least.
  static var keys: [(name: String, path: WritableKeyPath<InputLimits, Int>, minimum: Int)] {
    [
      ("imagePixels", \.imagePixels, 1), ("imageBytes", \.imageBytes, 1), ("textBytes", \.textBytes, 1),
      ("directoryDepth", \.directoryDepth, 1), ("decoderMemory", \.decoderMemory, 1 << 20),
      ("jpegPasses", \.jpegPasses, 1),
    ]
  }
}
