/// `inspect`: every image under some paths with its pixels, scale, points, aspect, format, size and status, and
/// a verdict per image set. Never prints; throws only for a path that does not exist.
public enum ImageInspector {
  /// Inspects image files, `.imageset` folders, `.xcassets` catalogs and folders (every catalog below them, and
  /// their loose PNG/JPEG files when they hold no catalog or `looseImages` is set). Every file is decoded once,
  /// in one parallel batch (unless the cache knows it).
  public static func inspect(
    paths: [String], options: ImageOptions = ImageOptions(), limits: InputLimits = InputLimits(),
    looseImages: Bool = false
  ) throws(LintSetupError) -> InspectionReport {
    var collector = InspectionCollector()
    collector.includesLooseFiles = looseImages
    for path in paths { try collector.add(path: path) }
    // A file that was refused (a symlink out of its set, a FIFO) is never handed to the decoder.
    let paths = collector.groups.flatMap(\.files).filter { $0.refusal == nil }.map(\.path)
    // One cache file serves every inspect run: its entries are keyed and checked by path and file stamp.
    let batch = ImageBatch.Group(root: "inspect", paths: paths, limits: limits.imageLimits)
    let infos = ImageBatch.decode([batch], options: options).verdicts
    let groups = collector.groups.map { group(from: $0, infos: infos) }
    return InspectionReport(
      groups: groups, problems: collector.problems, looseImagesNotShown: collector.looseFilesNotShown)
  }

  static func group(from pending: PendingGroup, infos: [String: ImageInfo]) -> InspectionGroup {
    let images = pending.files.map { file in
      let unread = ImageInfo(path: file.path, format: .unknown, status: .unreadable(file.refusal ?? "not read"))
      return InspectedImage(
        info: file.refusal == nil ? infos[file.path] ?? unread : unread,
        scale: file.scale, scaleSource: file.scaleSource, idiom: file.idiom, appearances: file.appearances,
        setDirectory: pending.asset?.directory, isAssigned: file.isAssigned)
    }
    guard let asset = pending.asset else { return InspectionGroup(set: nil, images: images) }
    let verdict = pending.isPartial ? nil : SetVerdict(asset: asset, images: images, problems: pending.problems)
    return InspectionGroup(
      set: InspectedSet(name: asset.name, directory: asset.directory, verdict: verdict), images: images)
  }
}
