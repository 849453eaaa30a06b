/// Keeps the rasters `text-contrast` reads between runs, beside the verdict cache: a background under text is
/// otherwise decoded in full on every run, where its verdict alone would come from the cache.
///
/// One file per image (`raster-<hash>.cache`): a header line naming what the raster depends on (the cache's
/// format, the verdict signature of `ImageCache`, the raster size, the image's path and its fingerprint: stamp and
/// content hash), then the raster as a PNG. It is used only when the header is exactly the one the image has now,
/// so an edited image, another build or other limits never get an old raster; a file that is not one we wrote
/// (forged, torn, another format) is decoded with the same bounded PNG reader as any image and must come out at
/// the raster size, or it is ignored and made again.
struct RasterCache: Sendable {
  static let formatName = "piepaw-lint raster cache 1"

  let folder: ImageCacheFolder
  /// What the rasters depend on besides the image (`ImageCache.signature`).
  let signature: String
  let size: (width: Int, height: Int)

  init(cache: ImageCache, projectRoot root: String, limits: ImageLimits, size: (width: Int, height: Int)) {
    self.folder = ImageCacheFolder(path: cache.directory)
    self.signature = ImageCache.signature(projectRoot: root, depth: "raster", limits: limits)
    self.size = size
  }

  /// The raster kept for the image at `path` as it is now, or nil.
  func raster(for path: String) -> Raster? {
    guard let stamp = FileStamp.of(path), let bytes = folder.read(name(for: path)),
      let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
      let fingerprint = FileFingerprint.read(path, expecting: stamp),
      bytes[..<newline].elementsEqual(header(path: path, fingerprint: fingerprint))
    else { return nil }
    let png = Array(bytes[(newline + 1)...])
    guard
      case .success(let raster) = ImageRaster.downscaled(
        bytes: png, maxWidth: size.width, maxHeight: size.height, limits: InputLimits()),
      raster.width <= size.width, raster.height <= size.height
    else { return nil }
    return raster
  }

  /// Keeps `raster` for the image whose fingerprint (taken around the decode that made it) is `fingerprint`.
  func store(_ raster: Raster, for path: String, fingerprint: FileFingerprint) {
    guard let png = RasterEncoder.png(raster) else { return }
    folder.write(name(for: path), header(path: path, fingerprint: fingerprint) + [UInt8(ascii: "\n")] + png)
  }

  private func name(for path: String) -> String {
    "raster-" + FNV1a.hex(signature + "|" + path) + ".cache"
  }

  private func header(path: String, fingerprint: FileFingerprint) -> [UInt8] {
    let stamp = fingerprint.stamp
    let fields = [
      Self.formatName, signature, "\(size.width)x\(size.height)", path,
      "\(stamp.size) \(stamp.modifiedSeconds).\(stamp.modifiedNanoseconds) \(stamp.changedSeconds)."
        + "\(stamp.changedNanoseconds) \(stamp.inode) \(stamp.device) \(fingerprint.contentHash)",
    ]
    var bytes: [UInt8] = []
    for (index, field) in fields.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: "\t")) }
      CacheText.escape(field, into: &bytes)
    }
    return bytes
  }
}
