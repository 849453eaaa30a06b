/// Every rule PiepawLint has, sorted by identifier.
public enum RuleRegistry {
  /// All rules, sorted by identifier.
  public static let all: [any Rule.Type] = [
    DuplicateTagRule.self,
    TagSequenceRule.self,
    ProgressCapsuleCountRule.self,
    LastPageIndexRule.self,
    TitleLengthRule.self,
    TitleFitRule.self,
    DescriptionFitRule.self,
    DescriptionLengthRule.self,
    BlankTextRule.self,
    TextWhitespaceRule.self,
    DuplicateTitleRule.self,
    MissingTranslationRule.self,
    FormatMismatchRule.self,
    UnresolvedValueRule.self,
    MissingAssetRule.self,
    ImagesetMissingFileRule.self,
    ImagesetUnassignedFileRule.self,
    UnusedAssetRule.self,
    ColorSetValueRule.self,
    DarkAppearanceMissingRule.self,
    AssetSymbolCollisionRule.self,
    CatalogInNoTargetRule.self,
    InvalidInputRule.self,
    InvalidSuppressionRule.self,
    SkippedInputRule.self,
    StoryboardReferenceRule.self,
    ImageCorruptRule.self,
    ImageUnsupportedRule.self,
    ImageFormatMismatchRule.self,
    ImageTooLargeRule.self,
    MissingScaleRule.self,
    ScaleMismatchRule.self,
    BackgroundAspectRatioRule.self,
    BackgroundResolutionRule.self,
    ImageResolutionRule.self,
    IconAspectRatioRule.self,
    IconSizeConsistencyRule.self,
    TextContrastRule.self,
    AssetExpectationRule.self,
    UnrecognizedFlowRule.self,
  ].sorted { $0.description.identifier < $1.description.identifier }

  private static let byIdentifier: [String: any Rule.Type] = Dictionary(
    all.map { ($0.description.identifier, $0) }, uniquingKeysWith: { first, _ in first })

  /// The rule with identifier `id` (`duplicate-tag`), or nil if there is none.
  public static func rule(withIdentifier id: String) -> (any Rule.Type)? {
    byIdentifier[id]
  }

  /// Every rule identifier, sorted.
  public static var identifiers: [String] { all.map { $0.description.identifier } }
}
