import CPiepawImage
import Dispatch
import Foundation

/// Hard limits for decoding one image, checked from its header before any pixel data is decoded.
/// A file over a limit is `.tooLarge` (its header facts are still reported). 0 means no limit of our own
/// (the libraries keep theirs: JPEG sides ≤ 65500, PNG sides < 2³¹); negative values count as 0.
public struct ImageLimits: Hashable, Sendable {
  /// Width × height. Default 50 megapixels (an iPhone 48 MP photo fits; a 100000×100000 bomb does not).
  public var maxPixels: Int
  /// Width or height. Default 65535, the largest JPEG side.
  public var maxDimension: Int
  /// File size. Default 256 MiB.
  public var maxBytes: Int
  /// Decoder working memory: libjpeg keeps every coefficient of a progressive JPEG (about 2 bytes per sample,
  /// so 32 MiB covers roughly 11 megapixels at 4:2:0); also libpng's largest chunk. Default 32 MiB.
  public var maxDecoderMemory: Int
  /// Scans of a progressive JPEG (real files have about 10). Default 1000.
  public var maxJPEGScans: Int
  /// Passes over the image that a progressive (multi-scan) JPEG's scans may add up to: each scan decodes every
  /// block of its components, however few bytes it takes, so this bounds the decoding work per image. Real
  /// files take 5 to 7 (libjpeg's standard progression, colour or grey, flat or noisy). Default 16.
  public var maxJPEGPasses: Int

  public init(
    maxPixels: Int = 50_000_000, maxDimension: Int = 65_535, maxBytes: Int = 256 << 20,
    maxDecoderMemory: Int = 32 << 20, maxJPEGScans: Int = 1000, maxJPEGPasses: Int = 16
  ) {
    self.maxPixels = maxPixels
    self.maxDimension = maxDimension
    self.maxBytes = maxBytes
    self.maxDecoderMemory = maxDecoderMemory
    self.maxJPEGScans = maxJPEGScans
    self.maxJPEGPasses = maxJPEGPasses
  }

  /// The defaults above.
  public static let `default` = ImageLimits()

  var c: piepaw_limits {
    piepaw_limits(
      max_pixels: UInt64(clamping: maxPixels), max_dimension: UInt32(clamping: maxDimension),
      max_bytes: UInt64(clamping: maxBytes), max_decoder_memory: UInt64(clamping: maxDecoderMemory),
      max_jpeg_scans: UInt32(clamping: maxJPEGScans), max_jpeg_passes: UInt32(clamping: maxJPEGPasses))
  }
}

/// Reads image files: PNG, JPEG and HEIF through the `CPiepawImage` C shim (libpng, libjpeg, libheif), which
/// detects the format from the bytes and reads the dimensions, and at `.full` depth every row (PNG and JPEG
/// with memory O(width)); PDF and SVG, which the shim detects, through the Swift readers (`VectorLoader`).
/// Never throws, never crashes: every problem is an `ImageInfo.Status`.
public enum ImageLoader {
  /// Reads the image file at `path`.
  public static func read(path: String, depth: DecodeDepth = .full, limits: ImageLimits = .default) -> ImageInfo {
    guard FileType.isWholeCString(path) else {
      return ImageInfo(path: path, format: .unknown, status: .unreadable("the path contains a NUL byte"), depth: depth)
    }
    let result = path.withCString { piepaw_image_read_file($0, depth.c, limits.c) }
    let info = ImageInfo(path: path, depth: depth, result: result)
    return info.isUnreadVector ? VectorLoader.read(info, limits: limits) : info
  }

  /// Reads the image file at `path` at full depth and makes its raster (fitting `maxWidth` × `maxHeight`) from
  /// the same decode: the verdict is `read(path:depth: .full, limits:)`'s, the file is read once for both.
  static func readWithRaster(path: String, limits: ImageLimits, maxWidth: Int, maxHeight: Int) -> (
    info: ImageInfo, raster: Raster?
  ) {
    guard FileType.isWholeCString(path) else { return (read(path: path, depth: .full, limits: limits), nil) }
    let (raster, result) = ImageRaster.downscaled(path: path, maxWidth: maxWidth, maxHeight: maxHeight, limits: limits)
    let info = ImageInfo(path: path, depth: .full, result: result)
    if info.isUnreadVector { return (VectorLoader.read(info, limits: limits), nil) }
    return (info, try? raster.get())
  }

  /// Reads an image held in memory (`[UInt8]`, `Data`, …); `path` only labels the result and gives the
  /// extension that `formatMatchesExtension` compares with.
  public static func read(
    bytes: some ContiguousBytes, path: String = "", depth: DecodeDepth = .full, limits: ImageLimits = .default
  ) -> ImageInfo {
    let result = bytes.withUnsafeBytes { buffer in
      piepaw_image_read_memory(
        buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count, depth.c, limits.c)
    }
    let info = ImageInfo(path: path, depth: depth, result: result)
    guard info.isUnreadVector else { return info }
    return VectorLoader.read(info, bytes: bytes.withUnsafeBytes { [UInt8]($0) }, limits: limits)
  }

  /// Reads many files in parallel on up to `jobs` Dispatch workers (at most one per core), blocking the
  /// calling thread until all are done. The results come in the order of `paths` (deterministic whatever
  /// the scheduling), and a path given twice is decoded once.
  public static func readAll(
    paths: [String], depth: DecodeDepth = .full, limits: ImageLimits = .default,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [ImageInfo] {
    readAll(paths: paths, jobs: jobs) { read(path: $0, depth: depth, limits: limits) }
  }

  /// `read` of each of `paths` on up to `jobs` workers, in the order of `paths`, once per distinct path (the
  /// image cache wraps each read in its file checks).
  static func readAll<Result: Sendable>(
    paths: [String], jobs: Int, _ read: @Sendable (String) -> Result
  ) -> [Result] {
    // One hash lookup per distinct path: paths are long, and hashing them was most of a header pass's batch.
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(paths.count)
    var distinct: [String] = []
    var slots: [Int] = []
    slots.reserveCapacity(paths.count)
    for path in paths {
      if let earlier = firstIndex.updateValue(distinct.count, forKey: path) {
        firstIndex[path] = earlier  // a path given again: keep its first index
        slots.append(earlier)
      } else {
        slots.append(distinct.count)
        distinct.append(path)
      }
    }
    let distinctPaths = distinct  // a `let` the concurrent closure may capture
    let results = parallelMap(count: distinctPaths.count, workers: jobs) { index in read(distinctPaths[index]) }
    return distinct.count == paths.count ? results : slots.map { results[$0] }
  }
}

extension DecodeDepth {
  fileprivate var c: piepaw_depth { self == .header ? PIEPAW_DEPTH_HEADER : PIEPAW_DEPTH_FULL }
}

extension ImageFormat {
  fileprivate init(_ format: piepaw_format) {
    switch format {
    case PIEPAW_FORMAT_PNG: self = .png
    case PIEPAW_FORMAT_JPEG: self = .jpeg
    case PIEPAW_FORMAT_GIF: self = .gif
    case PIEPAW_FORMAT_WEBP: self = .webp
    case PIEPAW_FORMAT_TIFF: self = .tiff
    case PIEPAW_FORMAT_BMP: self = .bmp
    case PIEPAW_FORMAT_HEIF: self = .heif
    case PIEPAW_FORMAT_AVIF: self = .avif
    case PIEPAW_FORMAT_PDF: self = .pdf
    case PIEPAW_FORMAT_SVG: self = .svg
    case PIEPAW_FORMAT_JPEG_XL: self = .jpegXL
    case PIEPAW_FORMAT_JPEG_2000: self = .jpeg2000
    case PIEPAW_FORMAT_ICO: self = .ico
    case PIEPAW_FORMAT_PSD: self = .psd
    default: self = .unknown
    }
  }
}

extension ImageInfo.ColorModel {
  fileprivate init(_ color: piepaw_color) {
    switch color {
    case PIEPAW_COLOR_GRAY: self = .gray
    case PIEPAW_COLOR_GRAY_ALPHA: self = .grayAlpha
    case PIEPAW_COLOR_RGB: self = .rgb
    case PIEPAW_COLOR_RGBA: self = .rgba
    case PIEPAW_COLOR_PALETTE: self = .palette
    case PIEPAW_COLOR_YCBCR: self = .ycbcr
    case PIEPAW_COLOR_CMYK: self = .cmyk
    case PIEPAW_COLOR_YCCK: self = .ycck
    default: self = .unknown
    }
  }
}

extension ImageInfo.Status {
  /// "Not an image" is corrupt too: for the app it is a broken image file (the format says `.unknown`).
  fileprivate init(_ status: piepaw_status, message: String) {
    switch status {
    case PIEPAW_STATUS_OK: self = .ok
    case PIEPAW_STATUS_UNSUPPORTED: self = .unsupported(message)
    case PIEPAW_STATUS_TOO_LARGE: self = .tooLarge(message)
    case PIEPAW_STATUS_IO_ERROR: self = .unreadable(message)
    default: self = .corrupt(message)
    }
  }
}

extension ImageInfo {
  /// A PDF or SVG the C shim detected and left to the Swift readers.
  fileprivate var isUnreadVector: Bool {
    guard format.isVector, case .unsupported = status else { return false }
    return true
  }

  fileprivate init(path: String, depth: DecodeDepth, result: piepaw_image_result) {
    let hasSize = result.width > 0 && result.height > 0
    let warning = cString(result.warning)
    self.init(
      path: path, format: ImageFormat(result.format), status: Status(result.status, message: cString(result.message)),
      depth: depth,
      pixelSize: hasSize ? PixelSize(width: Int(result.width), height: Int(result.height)) : nil,
      bitDepth: Int(result.bit_depth), channels: Int(result.channels), colorModel: ColorModel(result.color),
      isInterlaced: result.interlaced != 0, isArithmeticCoded: result.arithmetic != 0,
      hasAlpha: result.has_alpha != 0, hasICCProfile: result.has_icc != 0, isSRGB: result.is_srgb != 0,
      exifOrientation: result.orientation == 0 ? nil : Int(result.orientation),
      byteCount: Int(clamping: result.byte_count), trailingByteCount: Int(clamping: result.trailing_bytes),
      warning: warning.isEmpty ? nil : warning, warningCount: Int(result.warning_count))
  }
}

/// The text of a fixed-size C `char` array (imported as a tuple), up to its first NUL.
private func cString<Buffer>(_ buffer: Buffer) -> String {
  withUnsafeBytes(of: buffer) { bytes in
    String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
  }
}
