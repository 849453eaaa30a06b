/// Decodes the images of a run: the lint's projects, or the folders `inspect` was given. Verdicts still valid in
/// the cache are reused; everything else is decoded in one parallel batch per distinct set of limits, so every
/// core stays busy across projects; fresh verdicts go back into each group's cache.
enum ImageBatch {
  /// The images of one project (or one `inspect` run), whose cache file is keyed by `root`.
  struct Group {
    var root: String
    var paths: [String]
    var limits: ImageLimits
  }

  /// Every verdict by path, and how many of them were decoded now (the rest came from the cache).
  static func decode(_ groups: [Group], options: ImageOptions) -> (verdicts: [String: ImageInfo], decoded: Int) {
    var sessions = groups.map { group in
      options.cache?.session(projectRoot: group.root, depth: options.depth, limits: group.limits)
    }
    var verdicts: [String: ImageInfo] = [:]
    var misses: [ImageLimits: [String]] = [:]
    for (index, group) in groups.enumerated() {
      guard let session = sessions[index] else {
        misses[group.limits, default: []] += group.paths
        continue
      }
      let lookup = session.lookup(group.paths)
      verdicts.merge(lookup.hits) { first, _ in first }
      misses[group.limits, default: []] += lookup.misses
    }
    var fresh: [String: ImageInfo] = [:]
    for (limits, paths) in misses {
      let infos = ImageLoader.readAll(paths: paths, depth: options.depth, limits: limits, jobs: options.jobs)
      fresh.merge(zip(paths, infos)) { first, _ in first }
    }
    verdicts.merge(fresh) { first, _ in first }
    for index in sessions.indices where sessions[index] != nil {
      let own = groups[index].paths.compactMap { path in fresh[path].map { (path, $0) } }
      sessions[index]!.record(Dictionary(own, uniquingKeysWith: { first, _ in first }))
      sessions[index]!.save()
    }
    return (verdicts, fresh.count)
  }
}
