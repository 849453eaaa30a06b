/// Width and height in pixels; configuration writes it `240x240`.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses `240x240` (or `240X240`); nil unless both sides are positive integers.
  public init?(_ text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
      return nil
    }
    self.init(width: width, height: height)
  }

  /// Width × height, saturating at `Int.max`: sides come from file headers, up to 2³² − 1 each.
  public var pixelCount: Int { width.saturatingProduct(height) }

  /// Height divided by width (0 for a zero width).
  public var aspectRatio: Double { width == 0 ? 0 : Double(height) / Double(width) }

  /// `1290×2796`.
  public var description: String { "\(width)×\(height)" }
}

extension Int {
  /// `self × other`, or `Int.max` (`Int.min` for a negative result) when that does not fit: for sizes and budgets
  /// that come from files or configuration.
  public func saturatingProduct(_ other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }
}
