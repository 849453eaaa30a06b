/// An image file format, as detected from a file's bytes (or claimed by its extension).
public enum ImageFormat: String, Hashable, Sendable, CaseIterable, Codable {
  case png, jpeg, gif, webp, tiff, bmp, heif, avif, pdf, svg
  case jpegXL = "jxl"
  case jpeg2000 = "jp2"
  /// A Windows icon or cursor.
  case ico
  /// A Photoshop document (PSD or PSB).
  case psd
  /// Bytes of no known image format (text, an empty file, random data).
  case unknown

  /// The name people know the format by: "PNG", "JPEG", "HEIF", …
  public var displayName: String {
    switch self {
    case .png: "PNG"
    case .jpeg: "JPEG"
    case .gif: "GIF"
    case .webp: "WebP"
    case .tiff: "TIFF"
    case .bmp: "BMP"
    case .heif: "HEIF"
    case .avif: "AVIF"
    case .pdf: "PDF"
    case .svg: "SVG"
    case .jpegXL: "JPEG XL"
    case .jpeg2000: "JPEG 2000"
    case .ico: "ICO"
    case .psd: "Photoshop"
    case .unknown: "unknown"
    }
  }

  /// Whether PiepawLint verifies files of this format: PNG, JPEG and HEIF are decoded (libpng, libjpeg,
  /// libheif), PDF and SVG vectors are read for their structure and size in points.
  public var isDecoded: Bool {
    switch self {
    case .png, .jpeg, .heif, .pdf, .svg: true
    default: false
    }
  }

  /// A vector format: drawn at any scale, its size is in points, not pixels.
  public var isVector: Bool { self == .pdf || self == .svg }

  /// File name extensions (lowercase, without the dot) that announce this format.
  public var fileExtensions: [String] {
    switch self {
    case .png: ["png"]
    case .jpeg: ["jpg", "jpeg", "jpe", "jfif"]
    case .gif: ["gif"]
    case .webp: ["webp"]
    case .tiff: ["tif", "tiff"]
    case .bmp: ["bmp"]
    case .heif: ["heic", "heif", "hif"]
    case .avif: ["avif"]
    case .pdf: ["pdf"]
    case .svg: ["svg"]
    case .jpegXL: ["jxl"]
    case .jpeg2000: ["jp2", "j2k", "jpf", "jpx"]
    case .ico: ["ico", "cur"]
    case .psd: ["psd", "psb"]
    case .unknown: []
    }
  }

  /// The format a file name extension (`"JPG"`, `"png"`) announces, or nil when it names no image format.
  public init?(fileExtension: String) {
    let lowercased = fileExtension.lowercased()
    guard let format = ImageFormat.allCases.first(where: { $0.fileExtensions.contains(lowercased) }) else {
      return nil
    }
    self = format
  }
}

/// How much of an image file is decoded.
public enum DecodeDepth: String, Hashable, Sendable, CaseIterable, Codable {
  /// Signature and header only (PNG chunks up to the first IDAT, JPEG markers up to the first scan): fast,
  /// finds a broken header and the dimensions, not damaged pixel data.
  case header
  /// Every row decoded and the end of the file read: finds truncation, CRC and checksum errors, bad data.
  case full
}

/// What a loader learned about one image file: its format from the bytes, its dimensions, how it decoded.
/// Codable, so that a cache can keep it between runs.
public struct ImageInfo: Hashable, Sendable, Codable {
  /// Whether the file could be verified.
  public enum Status: Hashable, Sendable, Codable {
    case ok
    /// Damaged (truncated, CRC or checksum mismatch, bad data), or not an image at all (then `format` is
    /// `.unknown`). The message is the decoder's own (libpng, libjpeg) where there is one.
    case corrupt(String)
    /// Probably valid but not checkable here: a 12-bit JPEG, GIF, WebP, … Never call it corrupt.
    case unsupported(String)
    /// Over a hard limit (`ImageLimits`): the pixel data was not decoded.
    case tooLarge(String)
    /// The file could not be opened or read (missing, permissions, a directory or FIFO).
    case unreadable(String)

    /// A stable lowercase name for machine output: ok, corrupt, unsupported, too-large, unreadable.
    public var name: String {
      switch self {
      case .ok: "ok"
      case .corrupt: "corrupt"
      case .unsupported: "unsupported"
      case .tooLarge: "too-large"
      case .unreadable: "unreadable"
      }
    }

    /// The explanation that comes with every status but `.ok`.
    public var message: String? {
      switch self {
      case .ok: nil
      case .corrupt(let message), .unsupported(let message), .tooLarge(let message), .unreadable(let message):
        message
      }
    }

    public var isOK: Bool { self == .ok }
  }

  /// A verdict another machine, or this one later, could give differently, so never kept between runs: a file
  /// that could not be read now, or a HEIF image "unsupported" because libheif or its decoder plugin is missing or
  /// stopped on it (a newer libheif may read it).
  public var dependsOnThisMachine: Bool {
    switch status {
    case .unreadable: true
    case .unsupported: format == .heif
    default: false
    }
  }

  /// How the samples of a pixel are stored.
  public enum ColorModel: String, Hashable, Sendable, CaseIterable, Codable {
    case gray
    case grayAlpha = "gray-alpha"
    case rgb, rgba, palette, ycbcr, cmyk, ycck, unknown

    /// A short human name: "grayscale", "RGBA", "YCbCr", …
    public var displayName: String {
      switch self {
      case .gray: "grayscale"
      case .grayAlpha: "grayscale+alpha"
      case .rgb: "RGB"
      case .rgba: "RGBA"
      case .palette: "palette"
      case .ycbcr: "YCbCr"
      case .cmyk: "CMYK"
      case .ycck: "YCCK"
      case .unknown: "unknown colour model"
      }
    }
  }

  /// The file as given to the loader.
  public var path: String
  /// The format detected from the bytes, whatever the extension says.
  public var format: ImageFormat
  public var status: Status
  /// How much was decoded: `.ok` at `.header` depth says nothing about the pixel data.
  public var depth: DecodeDepth
  /// The dimensions the header declares; nil when no header was reached. Also set for too-large files and
  /// for files that failed after the header (a 12-bit JPEG, damaged pixel data).
  public var pixelSize: PixelSize?
  /// Bits per sample (PNG bit depth, JPEG precision); 0 when unknown.
  public var bitDepth: Int
  /// Samples per stored pixel (a palette PNG has 1); 0 when unknown.
  public var channels: Int
  public var colorModel: ColorModel
  /// A PNG with Adam7 interlacing or a progressive JPEG.
  public var isInterlaced: Bool
  /// An arithmetic-coded JPEG.
  public var isArithmeticCoded: Bool
  /// An alpha channel, or a PNG tRNS chunk.
  public var hasAlpha: Bool
  /// An embedded ICC colour profile (PNG iCCP, JPEG APP2).
  public var hasICCProfile: Bool
  /// A PNG sRGB chunk.
  public var isSRGB: Bool
  /// The EXIF orientation (1–8) when the file has one (JPEG APP1 Exif, PNG eXIf).
  public var exifOrientation: Int?
  /// Size of the file in bytes.
  public var byteCount: Int
  /// Bytes after the PNG IEND chunk or JPEG EOI marker (found at `.full` depth only).
  public var trailingByteCount: Int
  /// The first decoder warning that did not make the file corrupt (an odd ICC profile, a JFIF version); a warning
  /// of damage the decoder did without (`iCCP: CRC error`, see `damagedChunk`) takes the place of an earlier one.
  public var warning: String?
  public var warningCount: Int
  /// A vector's (PDF, SVG) intrinsic size in points: the first page's CropBox (else MediaBox), or the SVG's
  /// width and height (else its viewBox). Nil for bitmaps, and for a vector whose size is not known.
  public var pointSize: PointSize?
  /// The pages of a PDF; nil for other formats.
  public var pageCount: Int?

  public init(
    path: String, format: ImageFormat, status: Status = .ok, depth: DecodeDepth = .full,
    pixelSize: PixelSize? = nil, bitDepth: Int = 0, channels: Int = 0, colorModel: ColorModel = .unknown,
    isInterlaced: Bool = false, isArithmeticCoded: Bool = false, hasAlpha: Bool = false,
    hasICCProfile: Bool = false, isSRGB: Bool = false, exifOrientation: Int? = nil, byteCount: Int = 0,
    trailingByteCount: Int = 0, warning: String? = nil, warningCount: Int = 0, pointSize: PointSize? = nil,
    pageCount: Int? = nil
  ) {
    self.path = path
    self.format = format
    self.status = status
    self.depth = depth
    self.pixelSize = pixelSize
    self.bitDepth = bitDepth
    self.channels = channels
    self.colorModel = colorModel
    self.isInterlaced = isInterlaced
    self.isArithmeticCoded = isArithmeticCoded
    self.hasAlpha = hasAlpha
    self.hasICCProfile = hasICCProfile
    self.isSRGB = isSRGB
    self.exifOrientation = exifOrientation
    self.byteCount = byteCount
    self.trailingByteCount = trailingByteCount
    self.warning = warning
    self.warningCount = warningCount
    self.pointSize = pointSize
    self.pageCount = pageCount
  }

  /// The ancillary PNG chunk (`iCCP`, `gAMA`) whose CRC fails in a file that still decodes: the decoder skips it and
  /// draws the image without what it held. Nil when no chunk was skipped.
  public var damagedChunk: String? {
    let suffix = ": CRC error"  // libpng's chunk warning, as the C shim's PIEPAW_DAMAGE_SUFFIX
    guard format == .png, status == .ok, let warning, warning.hasSuffix(suffix) else { return nil }
    let name = warning.dropLast(suffix.count)
    guard name.count == 4, name.allSatisfy({ $0.isASCII && $0.isLetter }), name.startsLowercase else {
      return nil
    }
    return String(name)
  }

  public var width: Int? { pixelSize?.width }
  public var height: Int? { pixelSize?.height }

  /// The size as EXIF-aware viewers (UIImage) show it: width and height swapped for orientations 5–8.
  public var displayedPixelSize: PixelSize? {
    guard let pixelSize, let exifOrientation, (5...8).contains(exifOrientation) else { return pixelSize }
    return PixelSize(width: pixelSize.height, height: pixelSize.width)
  }

  /// The format the file name's extension announces; nil for an extension of no image format.
  public var extensionFormat: ImageFormat? {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    return ImageFormat(fileExtension: String(path[path.index(after: dot)...]))
  }

  /// False when the extension announces one image format and the bytes are another (a JPEG named `.png`).
  /// Files of no known format are not a mismatch: they are `.corrupt`.
  public var formatMatchesExtension: Bool {
    guard let extensionFormat, format != .unknown else { return true }
    return extensionFormat == format
  }

  /// "8-bit RGBA, interlaced", "8-bit YCbCr, progressive", "1-bit palette with transparency".
  public var colorDescription: String {
    var description = colorModel.displayName
    if bitDepth > 0 { description = "\(bitDepth)-bit " + description }
    if hasAlpha && colorModel != .rgba && colorModel != .grayAlpha { description += " with transparency" }
    if isInterlaced { description += format == .jpeg ? ", progressive" : ", interlaced" }
    if isArithmeticCoded { description += ", arithmetic-coded" }
    return description
  }
}

// Kept in the image cache with the rest of `ImageInfo`: `{"width": 430, "height": 932}`.
extension PointSize: Codable {
  private enum CodingKeys: String, CodingKey { case width, height }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}
