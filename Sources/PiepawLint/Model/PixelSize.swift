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

  /// Height divided by width (0 for a zero width).
  public var aspectRatio: Double { width == 0 ? 0 : Double(height) / Double(width) }

  /// `1290×2796`.
  public var description: String { "\(width)×\(height)" }
}
