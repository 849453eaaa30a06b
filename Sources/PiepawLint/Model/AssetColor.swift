/// One `colors[]` entry of a colour set's `Contents.json`: a colour for one idiom and appearance, as written.
/// Rules judge the values; the loader only reads them.
public struct AssetColor: Hashable, Sendable {
  public var idiom: String?
  /// Appearance variants (`luminosity:dark`, `contrast:high`), empty for the default appearance.
  public var appearances: [String]
  /// `srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`, `gray-gamma-22`, `extended-gray`, or a
  /// system colour's `platform` form; nil when the entry names none.
  public var colorSpace: String?
  /// `red`, `green`, `blue`, `alpha` or `white`, `alpha`, each as written.
  public var components: [Component]
  /// Whether the entry names a system colour (`"platform": "ios", "reference": "systemBlueColor"`) instead of
  /// components.
  public var isSystemReference: Bool
  /// The entry's `color-space` value, else its `color` object (or the entry itself when it has none).
  public var location: SourceLocation

  public init(
    idiom: String?, appearances: [String], colorSpace: String?, components: [Component],
    isSystemReference: Bool = false, location: SourceLocation
  ) {
    self.idiom = idiom
    self.appearances = appearances
    self.colorSpace = colorSpace
    self.components = components
    self.isSystemReference = isSystemReference
    self.location = location
  }

  /// One component: `"0.949"`, `"0xF2"`, `"242"`, or a JSON number.
  public struct Component: Hashable, Sendable {
    public var name: String
    /// The value as written (a JSON number's text, or the string).
    public var text: String
    public var location: SourceLocation

    public init(name: String, text: String, location: SourceLocation) {
      self.name = name
      self.text = text
      self.location = location
    }
  }
}
