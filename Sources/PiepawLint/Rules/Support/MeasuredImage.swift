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

/// One idiom and appearance of an image set: the entries that are one image at different scales.
struct ScaleGroup {
  var idiom: String
  var appearances: [String]
  var entries: [AssetImage]

  /// `` (the default), or ` (ipad, luminosity:dark)`, for messages.
  var qualifier: String {
    let parts = (idiom == "universal" ? [] : [idiom]) + appearances
    return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
  }

  /// The scales devices of this idiom load.
  var requiredScales: [Int] { ImageScaling.requiredScales(idiom: idiom) }

  /// Whether this is a set of @1x/@2x/@3x bitmaps (not a single-scale vector or "any" image).
  var isScaled: Bool { !entries.isEmpty && entries.allSatisfy { $0.scale != nil } }
}

extension Asset {
  /// The named images grouped by idiom and appearances, in the order `Contents.json` lists them.
  var scaleGroups: [ScaleGroup] {
    var groups: [ScaleGroup] = []
    for image in images {
      let idiom = image.idiom ?? "universal"
      if let index = groups.firstIndex(where: { $0.idiom == idiom && $0.appearances == image.appearances }) {
        groups[index].entries.append(image)
      } else {
        groups.append(ScaleGroup(idiom: idiom, appearances: image.appearances, entries: [image]))
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
