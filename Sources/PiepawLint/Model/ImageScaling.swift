/// A size in points: pixels divided by the scale. A side is fractional when the pixels do not divide by the scale.
public struct PointSize: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The points `pixels` cover at `scale` (a scale below 1 counts as 1).
  public init(pixels: PixelSize, scale: Int) {
    let divisor = Double(max(scale, 1))
    self.init(width: Double(pixels.width) / divisor, height: Double(pixels.height) / divisor)
  }

  /// Whether both sides are whole points (the pixels divide by the scale).
  public var isWhole: Bool { width.rounded() == width && height.rounded() == height }

  /// `430×932 pt`, or `33.33×40 pt` with at most two decimals.
  public var description: String { "\(Measure.text(width))×\(Measure.text(height)) pt" }

  /// The pixels this size needs at `scale`, rounded; nil when that is beyond any real image.
  public func pixels(atScale scale: Int) -> PixelSize? {
    guard let width = Measure.integer(width * Double(scale)), let height = Measure.integer(height * Double(scale))
    else { return nil }
    return PixelSize(width: width, height: height)
  }

  /// Equal to a hundredth of a point, so that sizes read from different files compare as equal.
  public func isSame(as other: PointSize) -> Bool {
    Measure.hundredths(width) == Measure.hundredths(other.width)
      && Measure.hundredths(height) == Measure.hundredths(other.height)
  }
}

/// One file of an image set: its scale and its pixel size.
public struct ScaledPixels: Hashable, Sendable {
  public var scale: Int
  public var pixels: PixelSize

  public init(scale: Int, pixels: PixelSize) {
    self.scale = scale
    self.pixels = pixels
  }

  /// The pixels in points.
  public var points: PointSize { PointSize(pixels: pixels, scale: scale) }

  /// Whether the pixels divide by the scale (always true at 1x).
  public var dividesByScale: Bool { scale >= 1 && pixels.width % scale == 0 && pixels.height % scale == 0 }
}

/// A file whose pixels are not what its scale calls for.
public struct ScaleMismatch: Hashable, Sendable {
  /// The scale of the file that is off.
  public var scale: Int
  public var actual: PixelSize
  /// What the reference file implies (`reference.pixels / reference.scale × scale`); nil when no file of the set
  /// divides by its scale, so there is nothing to compare with (then the mismatch is "not divisible").
  public var expected: PixelSize?
  /// The scale of the file the expectation comes from (1 when there is a 1x file).
  public var referenceScale: Int?

  public init(scale: Int, actual: PixelSize, expected: PixelSize?, referenceScale: Int?) {
    self.scale = scale
    self.actual = actual
    self.expected = expected
    self.referenceScale = referenceScale
  }
}

/// The arithmetic of @1x/@2x/@3x variants, shared by `inspect` and the image rules: scales from file names,
/// the reference size of a set, what each scale should measure, and which scales a set lacks.
public enum ImageScaling {
  /// The scale a file name announces: `hero@2x.png` → 2, `hero@3x~iphone.png` → 3; nil without a suffix.
  public static func scale(fromFileName name: String) -> Int? {
    let file = name.split(separator: "/").last.map(String.init) ?? name
    let stem = file.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? file
    // Device modifiers (`~ipad`) follow the scale suffix.
    let base = stem.split(separator: "~", omittingEmptySubsequences: false).first.map(String.init) ?? stem
    guard let at = base.lastIndex(of: "@"), base[base.index(after: at)...].hasSuffix("x") else { return nil }
    let digits = base[base.index(after: at)...].dropLast()
    guard let scale = Int(digits), (1...3).contains(scale) else { return nil }
    return scale
  }

  /// The file the others are measured against, among files whose pixels divide by their scale: the one the set
  /// agrees on (`agreedReference`), else the 1x file, else the highest scale (the sharpest source); nil when none
  /// divides. `inspect` describes a set by it; where the files disagree evenly, `disputedSizes` says so.
  public static func reference(_ variants: [ScaledPixels]) -> ScaledPixels? {
    if let agreed = agreedReference(variants) { return agreed }
    let divisible = variants.filter(\.dividesByScale)
    return divisible.first { $0.scale == 1 } ?? divisible.max { $0.scale < $1.scale }
  }

  /// The reference the set itself decides: the files whose pixels divide by their scale all agree on one size in
  /// points, or more of them agree on one size than on any other (the odd file out is the wrong one, whichever
  /// scale it is); of those, the 1x file, else the highest scale. Nil when none divides, or when they split evenly
  /// (a @2x and a @3x that disagree): then nothing in the set tells the right file from the wrong one.
  public static func agreedReference(_ variants: [ScaledPixels]) -> ScaledPixels? {
    let groups = sizeGroups(variants)
    guard let most = groups.first, groups.count == 1 || most.count > groups[1].count else { return nil }
    return most.first { $0.scale == 1 } ?? most.max { $0.scale < $1.scale }
  }

  /// The sizes in points that divisible files disagree on evenly (no size has more files than every other), one
  /// per size, in the order of the variants; empty when the set agrees or a majority decides.
  public static func disputedSizes(_ variants: [ScaledPixels]) -> [PointSize] {
    let groups = sizeGroups(variants)
    guard groups.count > 1, groups[0].count == groups[1].count else { return [] }
    return groups.filter { $0.count == groups[0].count }.map { $0[0].points }
  }

  /// The file of `size` to measure the others against: the highest scale among the divisible files of that size
  /// (one of the `disputedSizes`, picked by evidence from outside the set).
  public static func reference(_ variants: [ScaledPixels], ofSize size: PointSize) -> ScaledPixels? {
    variants.filter { $0.dividesByScale && $0.points.isSame(as: size) }.max { $0.scale < $1.scale }
  }

  /// The divisible variants grouped by their size in points, the largest group first (groups of one count in the
  /// order their first variant comes).
  private static func sizeGroups(_ variants: [ScaledPixels]) -> [[ScaledPixels]] {
    var groups: [[ScaledPixels]] = []
    for variant in variants where variant.dividesByScale {
      if let index = groups.firstIndex(where: { $0[0].points.isSame(as: variant.points) }) {
        groups[index].append(variant)
      } else {
        groups.append([variant])
      }
    }
    // A stable sort: equal groups keep the variants' order.
    return groups.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
      .map(\.element)
  }

  /// What a file at `scale` should measure given `reference`: its points times `scale`.
  public static func expectedPixels(at scale: Int, reference: ScaledPixels) -> PixelSize {
    let scale = max(scale, 1)
    let divisor = max(reference.scale, 1)
    return PixelSize(width: reference.pixels.width / divisor * scale, height: reference.pixels.height / divisor * scale)
  }

  /// Every variant whose pixels do not divide by its scale (`expected` nil), or whose points differ from the
  /// reference's (`expected` set). Variants come back in the order given; use one entry per scale.
  public static func mismatches(_ variants: [ScaledPixels]) -> [ScaleMismatch] {
    mismatches(variants, against: reference(variants))
  }

  /// As `mismatches(_:)`, measured against `reference` (nil: only files that do not divide by their scale).
  public static func mismatches(_ variants: [ScaledPixels], against reference: ScaledPixels?) -> [ScaleMismatch] {
    variants.compactMap { variant in
      guard variant.dividesByScale else {
        return ScaleMismatch(scale: variant.scale, actual: variant.pixels, expected: nil, referenceScale: nil)
      }
      guard let reference else { return nil }
      let expected = expectedPixels(at: variant.scale, reference: reference)
      guard variant.pixels != expected else { return nil }
      return ScaleMismatch(
        scale: variant.scale, actual: variant.pixels, expected: expected, referenceScale: reference.scale)
    }
  }

  /// The scales a bitmap set for `idiom` should have: @2x and @3x for `universal` and `iphone` (and no idiom),
  /// @2x for `ipad`, `mac`, `watch` and `vision`; other idioms (tv, car, …) have device-specific needs and are
  /// not checked.
  public static func requiredScales(idiom: String?) -> [Int] {
    switch idiom ?? "universal" {
    case "universal", "iphone": [2, 3]
    case "ipad", "mac", "watch", "vision": [2]
    default: []
    }
  }

  /// Whether a device the catalog's targets run on loads a file of `scale`. iPhones and iPads load @2x and @3x
  /// only (the last @1x iPad stayed on iOS 9), so where every target is iOS alone, a @1x file is shipped but never
  /// shown: its size cannot make the image change from device to device. Every Apple Watch and Vision Pro loads
  /// @2x alone, so a watch app's @1x and @3x files are never shown either. Unknown targets are taken for iOS, as
  /// the other image rules take them; Macs (and Mac Catalyst) and TVs load @1x too.
  public static func isLoaded(scale: Int, idiom: String?, platforms: Set<DevicePlatform>) -> Bool {
    switch ImageScaling.deviceIdiom(idiom, platforms: platforms) {
    case "watch", "vision": return scale == 2
    case "universal", "iphone", "ipad": return scale != 1 || !(platforms.isEmpty || platforms == [.iOS])
    default: return true
    }
  }

  /// The idiom whose devices load a `universal` image when its catalog's targets build only for platforms
  /// without iPhones: a Mac app's universal images are loaded by Macs (@1x and @2x), a watch app's by watches
  /// (@2x). Any other idiom, and unknown platforms or any with iOS, stay as written.
  public static func deviceIdiom(_ idiom: String?, platforms: Set<DevicePlatform>) -> String {
    let written = idiom ?? "universal"
    guard written == "universal", !platforms.isEmpty, !platforms.contains(.iOS) else { return written }
    if platforms.contains(.macOS) { return "mac" }
    if platforms.contains(.visionOS) { return "vision" }
    if platforms.contains(.watchOS) { return "watch" }
    return "tv"
  }

  /// The idiom whose devices load the files a set writes for `idiom`, in a set with groups for `setIdioms`, for
  /// targets of `platforms` and `deviceFamilies` (1 iPhone, 2 iPad; empty: both); nil where no device loads them.
  /// iPhones load a set's iphone files, else its universal ones; iPads its ipad files, else the universal ones. So
  /// a universal group beside iphone and ipad groups is loaded by none, one beside an iphone group only by iPads,
  /// and in an iPad-only app by iPads alone; an iphone group of an iPad-only app by none.
  /// Whether targets of `deviceFamilies` (`TARGETED_DEVICE_FAMILY`; empty: not said) run on iPhones.
  public static func runsOnIPhones(_ deviceFamilies: Set<Int>) -> Bool {
    deviceFamilies.isEmpty || deviceFamilies.contains(1)
  }

  /// Whether targets of `deviceFamilies` run on iPads and never on iPhones (an iPad-only app).
  public static func runsOnIPadsOnly(_ deviceFamilies: Set<Int>) -> Bool {
    deviceFamilies.contains(2) && !runsOnIPhones(deviceFamilies)
  }

  public static func loadingIdiom(
    _ idiom: String?, setIdioms: Set<String>, platforms: Set<DevicePlatform>, deviceFamilies: Set<Int>
  ) -> String? {
    let written = deviceIdiom(idiom, platforms: platforms)
    let runsOnIPhone = runsOnIPhones(deviceFamilies)
    let runsOnIPad = deviceFamilies.isEmpty || deviceFamilies.contains(2)
    switch written {
    case "iphone": return runsOnIPhone ? written : nil
    case "universal":
      if runsOnIPhone, !setIdioms.contains("iphone") { return written }
      if runsOnIPad, !setIdioms.contains("ipad") { return "ipad" }
      return nil
    default: return written
    }
  }

  /// The required scales of `idiom` that `present` lacks, ascending.
  public static func missingScales(present: Set<Int>, idiom: String?) -> [Int] {
    requiredScales(idiom: idiom).filter { !present.contains($0) }
  }
}
