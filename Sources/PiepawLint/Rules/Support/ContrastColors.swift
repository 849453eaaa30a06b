import Foundation

/// The colours `text-contrast` compares: a text's colour in each appearance, from the code or a colour set.
enum ContrastAppearance: String, CaseIterable, Sendable {
  case light, dark

  /// The system background behind a letterboxed or transparent image.
  var systemBackground: RGBA { self == .light ? .white : .black }

  /// `.primary`, the colour of a `Text` the code gives none.
  var primaryText: RGBA { self == .light ? .black : .white }

  /// Whether an asset entry with `appearances` is for this appearance (`luminosity:dark`; anything else counts as
  /// light, the default).
  func matches(_ appearances: [String]) -> Bool {
    let dark = appearances.contains("luminosity:dark")
    return self == .dark ? dark : !dark && !appearances.contains("contrast:high")
  }
}

extension AssetColor {
  /// The entry's colour, read as sRGB (a Display P3 value is taken as sRGB: close enough for contrast); nil for a
  /// system colour reference or components that do not read. Components are `0.949` (0…1), `0xF2` or `242`.
  var rgba: RGBA? {
    guard !isSystemReference else { return nil }
    let extended = colorSpace?.hasPrefix("extended") ?? false
    var values: [String: Double] = [:]
    for component in components {
      guard let value = ColorComponentValue.value(component.text, extended: extended) else { return nil }
      values[component.name] = value
    }
    let alpha = values["alpha"] ?? 1
    if let white = values["white"] { return RGBA(red: white, green: white, blue: white, alpha: alpha) }
    guard let red = values["red"], let green = values["green"], let blue = values["blue"] else { return nil }
    return RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }
}

extension Asset {
  /// A colour set's colour for `appearance` (its universal or iPhone entry), falling back to the default
  /// appearance's entry when the set has none for dark.
  func color(for appearance: ContrastAppearance) -> RGBA? {
    let phone = colors.filter { $0.idiom == nil || $0.idiom == "universal" || $0.idiom == "iphone" }
    let own = phone.first { appearance.matches($0.appearances) }
    let fallback = phone.first { ContrastAppearance.light.matches($0.appearances) }
    return (own ?? fallback)?.rgba
  }

  /// Whether the set has entries for the dark appearance (colours or images).
  var hasDarkVariant: Bool {
    colors.contains { ContrastAppearance.dark.matches($0.appearances) }
      || images.contains { ContrastAppearance.dark.matches($0.appearances) }
  }
}
