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
  var points: PointSize { PointSize(pixels, scale: scale) }

  /// `@3x`, or `single-scale` for an entry without a scale.
  var scaleName: String { entry.scale.map { "@\($0)x" } ?? "single-scale" }
}

/// A width and height in points; fractional when the pixels do not divide by the scale.
struct PointSize: Hashable, CustomStringConvertible {
  var width: Double
  var height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init(_ pixels: PixelSize, scale: Int) {
    self.init(
      width: Double(pixels.width) / Double(max(scale, 1)), height: Double(pixels.height) / Double(max(scale, 1)))
  }

  /// The pixels this size needs at `scale`, rounded; nil when that is beyond any real image.
  func pixels(atScale scale: Int) -> PixelSize? {
    guard let width = Measure.integer(width * Double(scale)), let height = Measure.integer(height * Double(scale))
    else {
      return nil
    }
    return PixelSize(width: width, height: height)
  }

  /// `64×48 pt`, `430×766.67 pt`.
  var description: String { "\(Measure.text(width))×\(Measure.text(height)) pt" }

  /// Equal to a hundredth of a point, so that sizes read from different files compare as equal.
  func isSame(as other: PointSize) -> Bool {
    Measure.hundredths(width) == Measure.hundredths(other.width)
      && Measure.hundredths(height) == Measure.hundredths(other.height)
  }
}

/// Number formatting and safe rounding for image messages.
enum Measure {
  /// Sides beyond this are not real images; rounding stops there rather than overflow.
  static let largestSide = 1 << 40

  /// `64`, `766.67`, `2.17`: at most two decimals, no trailing zeros.
  static func text(_ value: Double) -> String {
    guard let hundredths = hundredths(value) else { return String(value) }
    let sign = hundredths < 0 ? "-" : ""
    let whole = abs(hundredths) / 100
    let fraction = abs(hundredths) % 100
    if fraction == 0 { return sign + String(whole) }
    let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
    return sign + "\(whole)." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
  }

  /// `22%` for 0.2197.
  static func percent(_ fraction: Double) -> String {
    guard let value = integer(fraction * 100) else { return "\(fraction * 100)%" }
    return "\(value)%"
  }

  /// The nearest integer, or nil for a value no image side could have (infinite, NaN, huge).
  static func integer(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) < Double(largestSide) else { return nil }
    return Int(value.rounded())
  }

  /// The nearest multiple of `step` (at least `step`), or nil for an impossible value.
  static func multiple(of step: Int, near value: Double) -> Int? {
    guard step > 0, let count = integer(value / Double(step)) else { return nil }
    return max(count, 1) * step
  }

  static func hundredths(_ value: Double) -> Int? { integer(value * 100) }

  /// `3.6 MP`.
  static func megapixels(_ pixels: Int) -> String { text(Double(pixels) / 1_000_000) + " MP" }

  /// `2.5 MB` (decimal megabytes, as Finder shows them), or `840 KB` below one megabyte.
  static func bytes(_ count: Int) -> String {
    count >= 1_000_000 ? text(Double(count) / 1_000_000) + " MB" : text(Double(count) / 1_000) + " KB"
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

  /// The scales devices of this idiom load; other idioms (watch, tv, car, …) are not checked.
  var requiredScales: [Int] {
    switch idiom {
    case "universal", "iphone": [2, 3]
    case "ipad", "mac": [2]
    default: []
    }
  }

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
