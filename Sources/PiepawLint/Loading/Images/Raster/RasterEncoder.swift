import CPiepawImage

/// Encodes rasters (thumbnails) as JPEG or PNG bytes, with libjpeg and libpng in the C shim.
public enum RasterEncoder {
  /// A baseline 4:2:0 JPEG of `quality` (1–100, clamped); alpha is dropped (use `png` for rasters with
  /// transparency). `nil` for an empty or malformed raster or when libjpeg fails.
  public static func jpeg(_ raster: Raster, quality: Int) -> [UInt8]? {
    guard isWellFormed(raster) else { return nil }
    return encode { encoded in
      raster.rgba.withUnsafeBufferPointer { pixels in
        piepaw_encode_jpeg(
          pixels.baseAddress, UInt32(raster.width), UInt32(raster.height), Int32(clamping: quality), &encoded)
      }
    }
  }

  /// An 8-bit PNG: RGBA, or RGB when every pixel is opaque. `nil` for an empty or malformed raster.
  public static func png(_ raster: Raster) -> [UInt8]? {
    guard isWellFormed(raster) else { return nil }
    return encode { encoded in
      raster.rgba.withUnsafeBufferPointer { pixels in
        piepaw_encode_png(pixels.baseAddress, UInt32(raster.width), UInt32(raster.height), &encoded)
      }
    }
  }

  private static func isWellFormed(_ raster: Raster) -> Bool {
    raster.width > 0 && raster.height > 0 && raster.width <= 65500 && raster.height <= 65500
      && raster.rgba.count == raster.width * raster.height * 4
  }

  private static func encode(_ body: (inout piepaw_encoded) -> Int32) -> [UInt8]? {
    var encoded = piepaw_encoded()
    defer { piepaw_encoded_free(&encoded) }
    guard body(&encoded) != 0, let bytes = encoded.bytes else { return nil }
    return Array(UnsafeBufferPointer(start: bytes, count: encoded.count))
  }
}
