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
