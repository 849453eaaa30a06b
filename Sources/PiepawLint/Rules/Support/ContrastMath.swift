import Foundation

/// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two of them, and the colour
/// arithmetic around it (source-over compositing in sRGB, as UIKit blends).
enum ContrastMath {
  /// The linear value of each 8-bit sRGB level.
  private static let linearLevels: [Double] = (0..<256).map { linear(Double($0) / 255) }

  /// An sRGB component (0…1) in linear light (WCAG 2.x uses the sRGB threshold 0.04045).
  static func linear(_ component: Double) -> Double {
    component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
  }

  /// Relative luminance (0 black … 1 white) of an opaque colour.
  static func luminance(_ color: RGBA) -> Double {
    0.2126 * linear(clamped(color.red)) + 0.7152 * linear(clamped(color.green)) + 0.0722 * linear(clamped(color.blue))
  }

  /// The same for an 8-bit pixel's colour channels.
  static func luminance(red: UInt8, green: UInt8, blue: UInt8) -> Double {
    0.2126 * linearLevels[Int(red)] + 0.7152 * linearLevels[Int(green)] + 0.0722 * linearLevels[Int(blue)]
  }

  /// (lighter + 0.05) / (darker + 0.05): 1 for equal colours, 21 for black on white.
  static func ratio(_ first: Double, _ second: Double) -> Double {
    (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// `top` drawn over the opaque `bottom`.
  static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
    let alpha = clamped(top.alpha)
    return RGBA(
      red: top.red * alpha + bottom.red * (1 - alpha), green: top.green * alpha + bottom.green * (1 - alpha),
      blue: top.blue * alpha + bottom.blue * (1 - alpha))
  }

  /// The value below which `fraction` of `values` lie (nearest rank on the sorted values); nil for none.
  static func percentile(_ values: [Double], _ fraction: Double) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let rank = Int((Double(sorted.count - 1) * min(max(fraction, 0), 1)).rounded(.down))
    return sorted[rank]
  }

  /// `1.5:1`, one decimal, never rounded up past a threshold it is under (4.46 shows as 4.4, not 4.5).
  static func formatted(_ ratio: Double) -> String {
    String(format: "%.1f:1", (ratio * 10).rounded(.down) / 10)
  }

  private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
}

extension RGBA {
  /// A pixel of a raster (8-bit, not premultiplied) as 0…1 components.
  init(_ pixel: RGBA8) {
    self.init(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255,
      alpha: Double(pixel.alpha) / 255)
  }

  static let white = RGBA(red: 1, green: 1, blue: 1)
  static let black = RGBA(red: 0, green: 0, blue: 0)
}
