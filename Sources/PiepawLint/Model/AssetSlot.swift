/// An `images[]` entry of an image set's `Contents.json` that names no file: a slot Xcode's asset editor shows
/// empty, waiting for the image of its scale.
public struct AssetSlot: Hashable, Sendable {
  public var idiom: String?
  /// 1, 2 or 3, from `"scale"`; nil when it has none (or one that is not `1x`, `2x` or `3x`).
  public var scale: Int?
  /// Whether the entry says more than its idiom and scale (appearances, a screen width, a locale…): such a slot is
  /// for a variant, which a file name cannot name.
  public var hasVariant: Bool
  /// The entry's `{`.
  public var location: SourceLocation
  /// How to give the slot a file without rewriting the rest of the file; nil when the entry is not written so that
  /// a member can be added in place.
  public var filenameInsertion: FilenameInsertion?

  public init(
    idiom: String?, scale: Int?, hasVariant: Bool, location: SourceLocation, filenameInsertion: FilenameInsertion?
  ) {
    self.idiom = idiom
    self.scale = scale
    self.hasVariant = hasVariant
    self.location = location
    self.filenameInsertion = filenameInsertion
  }

  /// A `"filename"` member added beside the entry's members, in Xcode's order (keys sorted) and written as its
  /// neighbours are (the same spacing around `:`, the same separator and indentation): the bytes of `anchor` (a
  /// neighbouring key or value) become `prefix` + the quoted file name + `suffix`, which keep the anchor's text.
  public struct FilenameInsertion: Hashable, Sendable {
    public var anchor: TextSpan
    public var prefix: String
    public var suffix: String

    public init(anchor: TextSpan, prefix: String, suffix: String) {
      self.anchor = anchor
      self.prefix = prefix
      self.suffix = suffix
    }
  }
}
