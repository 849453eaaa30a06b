/// What configuration demands of one asset (`"assets": {"logoPet": {"aspectRatio": "1:1", "minPixels": "240x240"}}`).
public struct AssetExpectation: Hashable, Sendable {
  /// The asset's catalog name or generated symbol.
  public var asset: String
  public var aspectRatio: AspectRatio?
  public var minimumPixels: PixelSize?
  /// The key in the configuration file.
  public var location: SourceLocation

  public init(asset: String, aspectRatio: AspectRatio? = nil, minimumPixels: PixelSize? = nil, location: SourceLocation)
  {
    self.asset = asset
    self.aspectRatio = aspectRatio
    self.minimumPixels = minimumPixels
    self.location = location
  }

  /// The largest side `minPixels` may ask for: twice the largest side any image format here decodes.
  public static let largestSide = 131_072
  /// The most elongated `aspectRatio` accepted, long side per short side.
  public static let largestTallness = 100.0
}

/// A width:height ratio written `19.5:9` or `1:1`.
public struct AspectRatio: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
      width.isFinite, height.isFinite
    else { return nil }
    self.width = width
    self.height = height
  }

  /// Height per width, the way portrait screens are compared (19.5:9 → 2.17).
  public var tallness: Double { max(width, height) / min(width, height) }

  public var description: String { "\(Self.trim(width)):\(Self.trim(height))" }

  private static func trim(_ value: Double) -> String {
    // Int(value) traps beyond Int's range; "1:1e300" is a valid ratio.
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
