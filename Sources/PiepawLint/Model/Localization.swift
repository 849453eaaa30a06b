/// How a page text is looked up: the key a localization call or a `LocalizedStringKey` literal names, and the
/// table and default value the call gives. A `Field` without one is shown as written (a `String` field, JSON).
public struct TextLocalization: Hashable, Sendable {
  /// How the code names the key, for messages and for deciding how sure the linter is that it is a key.
  public enum Form: String, Hashable, Sendable {
    /// `String(localized:)`, `NSLocalizedString`, `"k".localized`, `L("k")`, a configured wrapper, a SwiftGen
    /// constant: the code asks for a lookup.
    case call
    /// `Text("k")`, a `LocalizedStringKey` or `LocalizedStringResource` field: SwiftUI looks the literal up.
    case literalKey
  }

  public var key: String
  /// `table:` / `tableName:`; nil for the default table, `Localizable`.
  public var table: String?
  /// `defaultValue:` / `value:`: what the development language shows when no table has the key.
  public var defaultValue: String?
  public var form: Form
  /// The `String` member that looks the key up (`"k".localized`: `localized`); nil for every other form.
  public var member: String?

  public init(key: String, table: String? = nil, defaultValue: String? = nil, form: Form = .call) {
    self.key = key
    self.table = table
    self.defaultValue = defaultValue
    self.form = form
  }

  /// The table the key is looked up in.
  public var tableName: String { table ?? Localization.defaultTable }
}

/// The state a String Catalog gives a translation (`.strings` and `.stringsdict` entries have none).
public enum TranslationState: String, Hashable, Sendable {
  case translated, new, stale
  case needsReview = "needs_review"
  /// Any other state a catalog writes, kept as translated.
  case other

  /// Whether a translator has yet to write or check it: `new` and `needs_review`.
  public var isUnfinished: Bool { self == .new || self == .needsReview }
}

/// One language's text of one key.
public struct LocalizedEntry: Hashable, Sendable {
  /// The text as users see it (a plural's `other` form, a device variation's iPhone form).
  public var value: String
  /// A catalog's `state`; nil for `.strings` and `.stringsdict`.
  public var state: TranslationState?
  /// The value's first character in its file: the line a translator edits.
  public var location: SourceLocation

  public init(value: String, state: TranslationState? = nil, location: SourceLocation) {
    self.value = value
    self.state = state
    self.location = location
  }
}

/// One string table (`Localizable`, `Onboarding`): its `.strings`, `.stringsdict` and `.xcstrings` files together.
public struct LocalizationTable: Hashable, Sendable {
  public var name: String
  /// Key → language → entry. A `.stringsdict` entry wins over a `.strings` one of the same key and language, as
  /// at run time.
  public var entries: [String: [String: LocalizedEntry]] = [:]
  /// Keys a catalog marks `"shouldTranslate": false`: the same text in every language.
  public var untranslatable: Set<String> = []
  /// Where a catalog declares each key (its member in `strings`), for findings about a key with no translation.
  public var keyLocations: [String: SourceLocation] = [:]
  /// The files of each language in reading order, for findings about a key a language lacks (`de` →
  /// `de.lproj/Onboarding.strings`); several where targets copy tables of one name from folders of their own (an
  /// app's and its extension's).
  public var files: [String: [String]] = [:]

  public init(name: String) { self.name = name }
}

/// What the app's string tables say: the languages it ships, its development language, and the entries of the keys
/// its pages use.
public struct Localization: Hashable, Sendable {
  public static let defaultTable = "Localizable"

  /// Table name → table.
  public var tables: [String: LocalizationTable] = [:]
  /// The languages the app ships, sorted, without `Base`: `knownRegions` of the project, the `.lproj` folders and
  /// the catalogs' languages.
  public var languages: [String] = []
  /// `developmentRegion` of the project, else the catalogs' `sourceLanguage`, else `en`.
  public var developmentLanguage = "en"
  /// String tables that could not be read (`invalid-input`).
  public var problems: [Finding] = []
  /// Names of tables a target copies whose file the checkout lacks (`Localizable.xcstrings` listed in the
  /// project, not committed): what they hold is not known.
  public var tablesNotInCheckout: Set<String> = []
  /// Names of tables a file of which could not be read (`problems`): it may hold any key.
  public var unreadTables: Set<String> = []

  public init() {}

  /// Whether the app has string tables at all; without them every text is shown as written.
  public var hasTables: Bool { !tables.isEmpty }

  /// The entry of `key` in `table` for `language`; `Base` stands in for the development language.
  public func entry(_ key: String, table: String, language: String) -> LocalizedEntry? {
    guard let byLanguage = tables[table]?.entries[key] else { return nil }
    if let entry = byLanguage[language] { return entry }
    return language == developmentLanguage ? byLanguage["Base"] : nil
  }

  /// Whether any language of `table` has `key`.
  public func hasKey(_ key: String, table: String) -> Bool {
    tables[table]?.entries[key].map { !$0.isEmpty } ?? false
  }

  /// The table named like `table` in another case (`Localized` for a lookup in `localized`) that has `key`: a
  /// Mac's disk finds it, a device's case-sensitive one does not.
  public func tableInAnotherCase(_ table: String, having key: String) -> String? {
    let lowered = table.lowercased()
    return tables.keys.sorted().first { name in
      name != table && name.lowercased() == lowered && hasKey(key, table: name)
    }
  }
}
