/// An image decoded and downscaled to at most `maxWidth` × `maxHeight` pixels (aspect kept), 8-bit sRGB RGBA,
/// not premultiplied, rows top to bottom, turned upright by the file's EXIF orientation.
public struct Raster: Hashable, Sendable {
  public var width: Int
  public var height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha.
  public var rgba: [UInt8]

  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The pixel at column `x`, row `y` (both in range).
  public func pixel(x: Int, y: Int) -> RGBA8 {
    let index = (y * width + x) * 4
    return RGBA8(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2], alpha: rgba[index + 3])
  }

  /// Whether any pixel is not fully opaque (such a raster is encoded as PNG, not JPEG).
  public var hasTransparency: Bool {
    stride(from: 3, to: rgba.count, by: 4).contains { rgba[$0] != 255 }
  }
}

/// One 8-bit sRGB pixel, not premultiplied.
public struct RGBA8: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// Why no raster could be made; the message is the decoder's, as in `ImageInfo.Status`.
public enum RasterError: Error, Hashable, Sendable {
  /// The file could not be read or does not decode (missing, damaged, not an image).
  case unreadable(String)
  /// A valid file this build cannot rasterize (12-bit JPEG, HEIF without libheif, PDF, SVG, …).
  case unsupported(String)
  /// Over a limit of `InputLimits` (pixels, bytes, decoder memory, JPEG passes) or the raster size limit.
  case tooLarge(String)

  public var message: String {
    switch self {
    case .unreadable(let message), .unsupported(let message), .tooLarge(let message): message
    }
  }
}
