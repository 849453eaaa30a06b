/// The language names Xcode's first projects used for `developmentRegion`, `knownRegions` and `.lproj` folders
/// (`English`, `English.lproj`), which Xcode still reads as the codes they stand for.
enum LegacyLanguageName {
  static let codes = [
    "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
    "Dutch": "nl",
  ]

  /// `en` for `English`; any other name as it is.
  static func code(_ name: String) -> String { codes[name] ?? name }
}
