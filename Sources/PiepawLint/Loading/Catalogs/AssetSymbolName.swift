/// The Swift names Xcode 15+ generates for catalog assets (`ImageResource.onboarding1`), as observed in
/// committed `GeneratedAssetSymbols.swift` files (`AssetSymbolNameTests` holds the observed pairs).
///
/// A name is cut into words at separators (anything but letters and digits), at a lowercase-to-uppercase step,
/// at an acronym's end (`APCPhoto` → `APC` `Photo`) and between letters and digits. Then:
/// - a name with a lowercase letter becomes lowerCamelCase (`icon_onboarding_1` → `iconOnboarding1`,
///   `APCPhoto` → `apcPhoto`, `globe-36pt` → `globe36Pt`); digit groups are joined as they come, even across a
///   separator (`ac_fm_1_1` → `acFm11`, `CristoPose2 (1)` → `cristoPose21`, `sy_head_10@2x` → `syHead102X`), and
///   a final word `Color` or `Image` is dropped (`loginButtonColor` → `loginButton`) unless it is the whole name;
/// - a name without lowercase letters keeps its words and joins them with `_` (`CS` → `CS`, `P1` → `P_1`,
///   `P1.1` → `P_1_1`, `A-1-1-0` → `A_1_1_0`, `B737MAX8` → `B_737_MAX_8`);
/// - a leading digit gets `_` (`1gridPopupBg2` → `_1GridPopupBg2`, `16_9` → `_16_9`, `10C` → `_10_C`), and a
///   keyword is backticked (`` `default` ``).
public enum AssetSymbolName {
  /// The member name for one asset name (no namespace): `onboarding-1` → `onboarding1`. Empty when the name
  /// has no letter or digit (Xcode generates no symbol for it).
  public static func symbol(forAssetNamed name: String) -> String {
    var words = AssetNameWords.split(name)
    guard !words.isEmpty else { return "" }
    let joined: String
    if AssetNameWords.hasLowercase(name) {
      if words.count > 1, let last = words.last, ["color", "image"].contains(last.lowercased()) {
        words.removeLast()
      }
      joined = joinCamelCase(words, capitalizingFirst: false)
    } else {
      joined = words.joined(separator: "_")
    }
    return finish(joined, keywords: memberKeywords)
  }

  /// The member a name without lowercase letters has where it is lowered as a mixed name is (`BG` → `bg`,
  /// `MEESUK-B` → `meesukB`); nil for any other name. Xcode's committed symbol files keep such a name as it is
  /// (`BG` → `BG`), yet an app playground that writes `Color(.bg)` for its colour set `BG` builds: the toolchain
  /// that built it lowers the name. Which spelling a project's toolchain generates cannot be known from its files,
  /// so lookups take both as the set's.
  public static func lowercasedAlternative(forAssetNamed name: String) -> String? {
    // Asked of every set: most names have a lowercase letter, found before the name is cut into words.
    guard !AssetNameWords.hasLowercase(name) else { return nil }
    let words = AssetNameWords.split(name)
    guard !words.isEmpty, words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
    let lowered = finish(
      joinCamelCase(words.map { Substring($0.lowercased()) }, capitalizingFirst: false), keywords: memberKeywords)
    return lowered == symbol(forAssetNamed: name) ? nil : lowered
  }

  /// The nested type a namespace folder becomes: `Poses` → `Poses`, `iconPreviews` → `IconPreviews`.
  public static func namespaceTypeName(_ folder: String) -> String {
    let words = AssetNameWords.split(folder)
    guard !words.isEmpty else { return "" }
    let joined =
      AssetNameWords.hasLowercase(folder)
      ? joinCamelCase(words, capitalizingFirst: true) : words.joined(separator: "_")
    return finish(joined, keywords: typeKeywords)
  }

  /// The symbol path for a catalog name: `Poses/A-1` (inside a namespace folder) → `["Poses", "A_1"]`.
  public static func symbolPath(forCatalogName name: String) -> [String] {
    let components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    return components.dropLast().map(namespaceTypeName) + [symbol(forAssetNamed: components.last ?? "")]
  }

  /// Joins words in camel case: every word after the first capitalised, digit groups side by side.
  private static func joinCamelCase(_ words: [Substring], capitalizingFirst: Bool) -> String {
    var result = ""
    for (index, word) in words.enumerated() {
      if index == 0 && !capitalizingFirst {
        result += word.lowercased()
      } else {
        result += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    return result
  }

  private static func finish(_ name: String, keywords: Set<String>) -> String {
    if let first = name.first, first.isNumber { return "_" + name }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// Swift keywords that cannot name a `static let` without backticks.
  static let memberKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
    "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
  ]

  /// Names that cannot name a nested `enum` without backticks.
  static let typeKeywords: Set<String> = ["Any", "Self", "Type", "Protocol"]
}

/// Cutting an asset name into the words its symbol is built from.
enum AssetNameWords {
  private enum Kind: Equatable {
    case upper, lower, caseless, digit, separator
  }

  private static func kind(_ character: Character) -> Kind {
    if character.isNumber && character.isASCII { return .digit }
    guard character.isLetter || character.isNumber else { return .separator }
    if character.isUppercase { return .upper }
    if character.isLowercase { return .lower }
    return .caseless
  }

  /// Whether any letter is lowercase: such names become camelCase, others keep their words apart with `_`.
  static func hasLowercase(_ name: String) -> Bool {
    name.contains { kind($0) == .lower }
  }

  static func split(_ name: String) -> [Substring] {
    var words: [Substring] = []
    var wordStart: String.Index?
    var previous: (index: String.Index, kind: Kind)?
    for index in name.indices {
      let current = kind(name[index])
      if current == .separator {
        if let start = wordStart { words.append(name[start..<index]) }
        wordStart = nil
      } else if let start = wordStart, let before = previous,
        startsWord(at: index, current, after: before.kind, next: name.index(after: index), in: name)
      {
        words.append(name[start..<index])
        wordStart = index
      } else if wordStart == nil {
        wordStart = index
      }
      previous = (index, current)
    }
    if let start = wordStart { words.append(name[start...]) }
    return words
  }

  /// Whether a new word starts at `index` inside a run of letters and digits.
  private static func startsWord(
    at index: String.Index, _ current: Kind, after previous: Kind, next: String.Index, in name: String
  ) -> Bool {
    if (current == .digit) != (previous == .digit) { return true }
    if current == .upper && previous == .lower { return true }
    // The last capital of an acronym starts the next word: `APCPhoto` → `APC` + `Photo`.
    if current == .upper && previous == .upper && next < name.endIndex { return kind(name[next]) == .lower }
    return false
  }
}
