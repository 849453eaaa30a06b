/// Decodes the images of a run: the lint's projects, or the folders `inspect` was given. Verdicts still valid in
/// the cache are reused; everything else is decoded in one parallel batch per distinct set of limits, so every
/// core stays busy across projects; fresh verdicts go back into each group's cache.
enum ImageBatch {
  /// The images of one project (or one `inspect` run), whose cache file is keyed by `root`.
  struct Group {
    var root: String
    var paths: [String]
    var limits: ImageLimits
    /// Whether `paths` are every image of the project: then the cache keeps no entry for any other path.
    var isComplete = false
    /// The paths (among `paths`) whose raster a rule reads (`text-contrast`'s backgrounds): decoded with their
    /// raster made in the same decode, never served from the verdict cache (a cached verdict has no pixels).
    var rasterPaths: Set<String> = []
  }

  /// The size rasters are made at.
  static let rasterSize = TextContrastRule.rasterSize

  /// A verdict, and the file's fingerprint when the verdict may be cached.
  struct Decoded: Sendable {
    var info: ImageInfo
    var fingerprint: FileFingerprint? = nil
    var raster: Raster? = nil
  }

  /// Every verdict by path, and how many of them were decoded now (the rest came from the cache).
  static func decode(_ groups: [Group], options: ImageOptions) -> (verdicts: [String: ImageInfo], decoded: Int) {
    let result = decodeWithRasters(groups, options: options)
    return (result.verdicts, result.decoded)
  }

  /// `decode`, plus the rasters of the groups' `rasterPaths`.
  static func decodeWithRasters(_ groups: [Group], options: ImageOptions) -> (
    verdicts: [String: ImageInfo], decoded: Int, rasters: [String: Raster]
  ) {
    // Rasters kept by earlier runs; those images need only their verdicts, which the verdict cache may have.
    let rasterCaches = groups.map { group in
      options.cache.map { RasterCache(cache: $0, projectRoot: group.root, limits: group.limits, size: rasterSize) }
    }
    var rasters = keptRasters(groups, caches: rasterCaches, jobs: options.jobs)
    var groups = groups
    for index in groups.indices { groups[index].rasterPaths.subtract(rasters.keys) }
    let rasterPaths = groups.reduce(into: Set<String>()) { $0.formUnion($1.rasterPaths) }
    // Files last written before this second are settled (taken once, before any file is looked at).
    let settledBefore = options.cache.map { Int64($0.clock().rounded(.down)) - 1 } ?? 0
    var sessions = groups.map { group in
      options.cache?.session(projectRoot: group.root, depth: options.depth, limits: group.limits)
    }
    // Verdicts are 200 bytes each: they go straight into this dictionary, not through copies.
    var verdicts: [String: ImageInfo] = [:]
    verdicts.reserveCapacity(groups.reduce(0) { $0 + $1.paths.count })
    var misses: [ImageLimits: [String]] = [:]
    // Where each group's misses are among those of its limits, to record their fresh verdicts.
    var missed: [Range<Int>] = []
    for (index, group) in groups.enumerated() {
      let cacheable = group.rasterPaths.isEmpty ? group.paths : group.paths.filter { !group.rasterPaths.contains($0) }
      var own =
        sessions[index] == nil ? cacheable : sessions[index]!.lookup(cacheable, jobs: options.jobs, into: &verdicts)
      if !group.rasterPaths.isEmpty { own += group.paths.filter(group.rasterPaths.contains) }
      let start = misses[group.limits]?.count ?? 0
      misses[group.limits, default: []] += own
      missed.append(start..<start + own.count)
    }
    var groupIndex: [String: Int] = [:]
    for (index, group) in groups.enumerated() { for path in group.rasterPaths { groupIndex[path] = index } }
    var decodedCount = 0
    for (limits, paths) in misses {
      let decoded = decodeAll(
        paths, depth: options.depth, limits: limits, jobs: options.jobs, cache: options.cache,
        settledBefore: settledBefore, rasterPaths: rasterPaths)
      for (path, result) in zip(paths, decoded) {
        if let raster = result.raster {
          rasters[path] = raster
          if let fingerprint = result.fingerprint, let cache = rasterCaches[groupIndex[path] ?? 0] {
            cache.store(raster, for: path, fingerprint: fingerprint)
          }
        }
        guard verdicts.index(forKey: path) == nil else { continue }
        verdicts[path] = result.info
        decodedCount += 1
      }
      for index in groups.indices where groups[index].limits == limits && sessions[index] != nil {
        for result in decoded[missed[index]] {
          guard let fingerprint = result.fingerprint else { continue }
          sessions[index]!.record(ImageCacheEntry(fingerprint: fingerprint, info: result.info))
        }
      }
    }
    for index in sessions.indices { sessions[index]?.save(complete: groups[index].isComplete) }
    return (verdicts, decodedCount, rasters)
  }

  /// The rasters the raster caches keep for the groups' `rasterPaths`, read on up to `jobs` workers.
  private static func keptRasters(_ groups: [Group], caches: [RasterCache?], jobs: Int) -> [String: Raster] {
    let wanted = groups.indices.flatMap { index in
      caches[index] == nil ? [] : groups[index].rasterPaths.sorted().map { (index, $0) }
    }
    let found = parallelMap(count: wanted.count, workers: jobs) { item in
      caches[wanted[item].0]!.raster(for: wanted[item].1)
    }
    var rasters: [String: Raster] = [:]
    for ((_, path), raster) in zip(wanted, found) { rasters[path] = raster }
    return rasters
  }

  /// Decodes `paths` (each once) on up to `jobs` workers. With a cache, every verdict comes with the fingerprint
  /// (stamp and content hash) of the file it was made from, or none when the file changed while it was decoded:
  /// its stamp is taken before the decode and must be the one its fingerprint finds after, so an edit during the
  /// run never stores one content's verdict under another's fingerprint. The file is decoded from disk as without
  /// a cache: decoding its bytes from memory could give another verdict (libjpeg's fast Huffman path needs a full
  /// buffer, so a damaged JPEG's verdict can depend on how it was read).
  private static func decodeAll(
    _ paths: [String], depth: DecodeDepth, limits: ImageLimits, jobs: Int, cache: ImageCache?, settledBefore: Int64,
    rasterPaths: Set<String>
  ) -> [Decoded] {
    ImageLoader.readAll(paths: paths, jobs: jobs) { path in
      let wantsRaster = rasterPaths.contains(path)
      guard let cache else { return read(path, depth: depth, limits: limits, raster: wantsRaster) }
      let before = FileStamp.of(path)
      var decoded = read(path, depth: depth, limits: limits, raster: wantsRaster)
      cache.afterDecode?(path)
      guard let before, before.isSettled(before: settledBefore), ImageCache.isWorthKeeping(decoded.info),
        let after = FileFingerprint.read(path, expecting: before)
      else { return decoded }
      decoded.fingerprint = after
      return decoded
    }
  }

  /// One file's verdict, and its raster when asked: at full depth from the same decode; at header depth (the
  /// verdict must stay a header verdict) from a second, full one.
  private static func read(_ path: String, depth: DecodeDepth, limits: ImageLimits, raster: Bool) -> Decoded {
    guard raster else { return Decoded(info: ImageLoader.read(path: path, depth: depth, limits: limits)) }
    let size = rasterSize
    guard depth == .full else {
      let made = ImageRaster.downscaled(path: path, maxWidth: size.width, maxHeight: size.height, limits: limits)
      return Decoded(info: ImageLoader.read(path: path, depth: depth, limits: limits), raster: try? made.raster.get())
    }
    let (info, made) = ImageLoader.readWithRaster(
      path: path, limits: limits, maxWidth: size.width, maxHeight: size.height)
    return Decoded(info: info, raster: made)
  }
}
