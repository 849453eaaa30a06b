import CPiepawImage

/// Downscaled rasters of image files, through the C shim's streaming decoders.
public enum ImageRaster {
  /// Decodes the PNG/JPEG/HEIF file at `path` and box-filters it down to fit `maxWidth` × `maxHeight` (aspect
  /// kept, never enlarged) while its rows stream in: no full-size buffer (HEIF excepted: libheif decodes the
  /// whole picture). The decode is a full verification under `limits`: a file `ImageLoader` finds corrupt gives
  /// `.unreadable` here, with the same message.
  public static func downscaled(path: String, maxWidth: Int, maxHeight: Int, limits: InputLimits) -> Result<
    Raster, RasterError
  > {
    downscaled(path: path, maxWidth: maxWidth, maxHeight: maxHeight, limits: limits.imageLimits).raster
  }

  /// The same for an image held in memory.
  public static func downscaled(bytes: [UInt8], maxWidth: Int, maxHeight: Int, limits: InputLimits) -> Result<
    Raster, RasterError
  > {
    var raster = piepaw_raster()
    let result = bytes.withUnsafeBufferPointer { buffer in
      piepaw_raster_read_memory(
        buffer.baseAddress, buffer.count, limits.imageLimits.c, side(maxWidth), side(maxHeight), &raster)
    }
    return take(&raster, result: result)
  }

  /// A raster and the verification verdict of the same decode (the file is read once for both).
  static func downscaled(path: String, maxWidth: Int, maxHeight: Int, limits: ImageLimits) -> (
    raster: Result<Raster, RasterError>, result: piepaw_image_result
  ) {
    guard FileType.isWholeCString(path) else {
      return (.failure(.unreadable("the path contains a NUL byte")), piepaw_image_result())
    }
    var raster = piepaw_raster()
    let result = path.withCString { piepaw_raster_read_file($0, limits.c, side(maxWidth), side(maxHeight), &raster) }
    return (take(&raster, result: result), result)
  }

  private static func side(_ value: Int) -> UInt32 { UInt32(clamping: max(1, value)) }

  /// Copies the shim's pixels into a `Raster` and frees them.
  private static func take(_ raster: inout piepaw_raster, result: piepaw_image_result) -> Result<Raster, RasterError> {
    defer { piepaw_raster_free(&raster) }
    guard result.status == PIEPAW_STATUS_OK, let pixels = raster.rgba else {
      return .failure(RasterError(result))
    }
    let width = Int(raster.width)
    let height = Int(raster.height)
    return .success(
      Raster(width: width, height: height, rgba: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))))
  }
}

extension RasterError {
  fileprivate init(_ result: piepaw_image_result) {
    let message = withUnsafeBytes(of: result.message) { bytes in
      String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    switch result.status {
    case PIEPAW_STATUS_UNSUPPORTED: self = .unsupported(message)
    case PIEPAW_STATUS_TOO_LARGE: self = .tooLarge(message)
    default: self = .unreadable(message.isEmpty ? "the image could not be decoded" : message)
    }
  }
}
