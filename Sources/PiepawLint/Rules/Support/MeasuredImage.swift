/// One file an image set's `Contents.json` names, with the size decoding found. The image rules read sizes only
/// through this, so every rule measures the same way.
///
/// A vector (PDF, SVG) has no pixels of its own: its size is in points, whatever the slot's scale, and iOS
/// renders it sharp at any scale. The rules that compare pixels (resolution, aspect ratio, scale arithmetic) see
/// the pixels it is rendered at: its points times the slot's scale, or times 3 for a single-scale vector, since
/// Xcode renders one for every scale and @3x is the most any iPhone needs. So a 430×932 pt PDF background is
/// 1290×2796 px at @3x, full resolution, and its shape is its points' shape.
struct MeasuredImage {
  /// The `images[]` entry that names the file.
  var entry: AssetImage
  /// The file, absolute.
  var path: String
  /// The size UIKit shows: the header's pixels with the EXIF orientation applied; for a vector, the pixels it
  /// is rendered at (`points` × `scale`).
  var pixels: PixelSize
  /// A vector's own size in points; nil for a bitmap.
  var vectorPoints: PointSize?

  var filename: String { entry.filename }

  /// Whether the file is a PDF or SVG (sized in points, drawn sharp at any scale).
  var isVector: Bool { vectorPoints != nil }

  /// The entry's scale; a single-scale bitmap is drawn at 1 pixel per point, a single-scale vector is rendered
  /// at 3 (see above).
  var scale: Int { max(entry.scale ?? (isVector ? Self.vectorRenderScale : 1), 1) }

  /// The size in points (pixels divided by the scale; a vector's own).
  var points: PointSize { vectorPoints ?? PointSize(pixels: pixels, scale: scale) }

  /// `@3x`, or `single-scale` for an entry without a scale.
  var scaleName: String { entry.scale.map { "@\($0)x" } ?? "single-scale" }

  /// The scale a single-scale vector is measured at: the highest iPhones load.
  static let vectorRenderScale = 3

  init(entry: AssetImage, path: String, pixels: PixelSize, vectorPoints: PointSize? = nil) {
    self.entry = entry
    self.path = path
    self.pixels = pixels
    self.vectorPoints = vectorPoints
  }

  /// A vector of `points` in the slot of `entry`, measured in the pixels it is rendered at; nil when those are
  /// beyond any real image.
  init?(vector points: PointSize, entry: AssetImage, path: String) {
    let scale = max(entry.scale ?? Self.vectorRenderScale, 1)
    guard let pixels = points.pixels(atScale: scale), pixels.width > 0, pixels.height > 0 else { return nil }
    self.init(entry: entry, path: path, pixels: pixels, vectorPoints: points)
  }
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
      guard let info = images[path] else { return nil }
      if let points = info.pointSize { return MeasuredImage(vector: points, entry: entry, path: path) }
      guard let pixels = info.displayedPixelSize else { return nil }
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
