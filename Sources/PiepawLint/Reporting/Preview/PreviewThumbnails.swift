/// The thumbnails the command embeds.
public enum PreviewThumbnails {
  /// JPEG quality of opaque thumbnails: no visible blocks at frame size, and 150 noisy 375×813 backgrounds (the benchmark's) stay near 7 MB.
  public static let jpegQuality = 70

  /// Decodes the file downscaled to the request's box (`ImageRaster`: streamed, under the project's limits) and
  /// encodes it as JPEG, or as PNG where any pixel is transparent; nil when the file does not decode.
  public static let decoded: ThumbnailMaker = { request in
    let decoded = ImageRaster.downscaled(
      path: request.path, maxWidth: request.maxWidth, maxHeight: request.maxHeight, limits: request.limits
    ).raster
    guard case .success(let raster) = decoded else { return nil }
    let transparent = raster.hasTransparency
    let bytes = transparent ? RasterEncoder.png(raster) : RasterEncoder.jpeg(raster, quality: jpegQuality)
    return bytes.map {
      EncodedThumbnail(format: transparent ? .png : .jpeg, bytes: $0, width: raster.width, height: raster.height)
    }
  }
}
