/// One file an image set's `Contents.json` names, with the size decoding found. The image rules read sizes only
/// through this, so every rule measures the same way.
struct MeasuredImage {
  /// The `images[]` entry that names the file.
  var entry: AssetImage
  /// The file, absolute.
  var path: String
  /// The size UIKit shows: the header's pixels with the EXIF orientation applied.
  var pixels: PixelSize

  var filename: String { entry.filename }

  /// The entry's scale; a single-scale bitmap is drawn at 1 pixel per point.
  var scale: Int { max(entry.scale ?? 1, 1) }

  /// The size in points (pixels divided by the scale).
  var points: PointSize { PointSize(pixels: pixels, scale: scale) }

  /// `@3x`, or `single-scale` for an entry without a scale.
  var scaleName: String { entry.scale.map { "@\($0)x" } ?? "single-scale" }
}

/// One image of a set at its scales: the entries of one idiom, appearance and variant (screen width, size class,
/// memory, gamut, locale…). Files of different variants are different artwork, so scales are compared only
/// within a group.
struct ScaleGroup {
  var idiom: String
  var appearances: [String]
  var variant: ImageVariant
  var entries: [AssetImage]

  /// The traits besides appearance, for messages: `ipad`, `screen-width <=145`; empty for the default.
  var traitLabels: [String] { (idiom == "universal" ? [] : [idiom]) + variant.labels }

  /// `any` (the default), `dark`, `light`, `high contrast`, `dark high contrast`.
  var appearanceLabel: String {
    guard !appearances.isEmpty else { return "any" }
    return appearances.map { appearance in
      switch appearance {
      case "contrast:high": "high contrast"
      default: appearance.split(separator: ":").last.map(String.init) ?? appearance
      }
    }.joined(separator: " ")
  }

  /// `` (the default), or ` (ipad, dark)`, ` (screen-width <=145)`, for messages.
  var qualifier: String { Self.qualifier(for: [self]) }

  /// One qualifier for groups that share a problem, so it is reported once: ` (any and dark appearances)`,
  /// ` (ipad; any and dark appearances)`, ` (screen-width <=145; screen-width >183)`. When `set` (all the set's
  /// groups) has others, the default group is named too (` (any appearance)`), so the message does not read as
  /// if it were about the whole set.
  static func qualifier(for groups: [ScaleGroup], in set: [ScaleGroup] = []) -> String {
    let text = clustersText(groups)
    guard text.isEmpty, set.count > groups.count, let group = groups.first else {
      return text.isEmpty ? "" : " (\(text))"
    }
    let othersShareTraits = set.contains { $0.traitLabels == group.traitLabels && $0.appearances != group.appearances }
    return othersShareTraits ? " (any appearance)" : " (universal)"
  }

  /// `ipad, dark`, `any and dark appearances`, clusters of one set of traits joined by `; `.
  private static func clustersText(_ groups: [ScaleGroup]) -> String {
    var clusters: [(traits: [String], appearances: [String])] = []
    for group in groups {
      if let index = clusters.firstIndex(where: { $0.traits == group.traitLabels }) {
        clusters[index].appearances.append(group.appearanceLabel)
      } else {
        clusters.append((group.traitLabels, [group.appearanceLabel]))
      }
    }
    let texts = clusters.map { cluster -> String in
      var parts = cluster.traits
      if cluster.appearances.count > 1 {
        parts.append(Plural.list(cluster.appearances) + " appearances")
      } else if let only = cluster.appearances.first, only != "any" {
        parts.append(only)
      }
      return parts.isEmpty && clusters.count > 1 ? "universal" : parts.joined(separator: ", ")
    }
    return texts.joined(separator: "; ")
  }

  /// The scales devices of this idiom load.
  var requiredScales: [Int] { ImageScaling.requiredScales(idiom: idiom) }

  /// The required scales that devices would get by scaling a smaller file up: those missing above the highest
  /// present scale. One missing below it is scaled down from it, which stays sharp (it costs memory only).
  static func upscaledScales(present: Set<Int>, idiom: String?) -> [Int] {
    let highest = present.max() ?? 0
    return ImageScaling.missingScales(present: present, idiom: idiom).filter { $0 > highest }
  }

  /// Whether the @1x slot holds a vector that stays one (Preserve Vector Data): drawn sharp at every scale.
  static func hasPreservedVector(_ entries: [AssetImage], properties: AssetProperties) -> Bool {
    properties.preservesVectorRepresentation && entries.contains { $0.scale == 1 && $0.isVector }
  }

  /// The devices that load this idiom's files, for messages.
  var devices: String { Self.devices(loading: idiom) }

  /// The devices that load files of `idiom` (a device idiom, see `ImageScaling.deviceIdiom`).
  static func devices(loading idiom: String) -> String {
    switch idiom {
    case "ipad": "iPads"
    case "mac": "Macs"
    case "watch": "Apple Watches"
    case "vision": "Vision Pro"
    default: "iPhones"
    }
  }

  /// Whether this is a set of @1x/@2x/@3x bitmaps (not a single-scale vector or "any" image).
  var isScaled: Bool { !entries.isEmpty && entries.allSatisfy { $0.scale != nil } }

  /// The one size in points that every fix hint for a group's files agrees on: the reference file's (the @1x, else
  /// the highest scale whose pixels divide by it, as `ImageScaling.reference` picks), else the highest scale's
  /// rounded to whole points. Hints for @2x and @3x computed from it never disagree.
  static func referencePoints(of images: [MeasuredImage]) -> PointSize? {
    let scaled = images.map { ScaledPixels(scale: $0.scale, pixels: $0.pixels) }
    if let reference = ImageScaling.reference(scaled) { return reference.points }
    guard let highest = images.max(by: { $0.scale < $1.scale }) else { return nil }
    let points = highest.points
    return PointSize(width: max(points.width.rounded(), 1), height: max(points.height.rounded(), 1))
  }
}

extension Asset {
  /// The named images grouped by idiom, appearances and variant, in the order `Contents.json` lists them.
  var scaleGroups: [ScaleGroup] {
    var groups: [ScaleGroup] = []
    for image in images {
      let idiom = image.idiom ?? "universal"
      if let index = groups.firstIndex(where: {
        $0.idiom == idiom && $0.appearances == image.appearances && $0.variant == image.variant
      }) {
        groups[index].entries.append(image)
      } else {
        groups.append(
          ScaleGroup(idiom: idiom, appearances: image.appearances, variant: image.variant, entries: [image]))
      }
    }
    return groups
  }

  /// The set's folder name, `onboarding-1.imageset`.
  var folderName: String { directory.lastPathComponent }
}

extension Project {
  /// `entries` of `asset` whose file was decoded far enough to know its size, in the same order.
  func measuredImages(_ entries: [AssetImage], of asset: Asset) -> [MeasuredImage] {
    entries.compactMap { entry in
      let path = asset.directory + "/" + entry.filename
      guard let pixels = images[path]?.displayedPixelSize else { return nil }
      return MeasuredImage(entry: entry, path: path, pixels: pixels)
    }
  }

  /// Every named file of `asset` whose size is known.
  func measuredImages(of asset: Asset) -> [MeasuredImage] {
    measuredImages(asset.images, of: asset)
  }

  /// The decoded image files, sorted by path (rules that report files report them in a stable order).
  var imagesByPath: [ImageInfo] {
    images.sorted { $0.key < $1.key }.map(\.value)
  }
}

extension Array where Element == MeasuredImage {
  /// The file with the most pixels (on a tie the higher scale): the one the most demanding device loads.
  var largest: MeasuredImage? {
    self.max { a, b in
      let (pixelsA, pixelsB) = (a.pixels.width * a.pixels.height, b.pixels.width * b.pixels.height)
      return pixelsA == pixelsB ? a.scale < b.scale : pixelsA < pixelsB
    }
  }
}
