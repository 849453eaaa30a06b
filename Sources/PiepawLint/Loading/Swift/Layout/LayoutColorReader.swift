/// Reads a colour as SwiftUI code writes it: `.white`, `Color.black.opacity(0.4)`, `Color(red:green:blue:)`,
/// `Color(white:)`, `.primary`, `Color("Ink")`, `Color(.ink)`.
struct LayoutColorReader {
  let values: LayoutValues

  /// SwiftUI's system colours with their light and dark values (sRGB 0…255); white, black and clear are fixed.
  private static let system: [String: (light: (Double, Double, Double), dark: (Double, Double, Double))] = [
    "red": ((255, 59, 48), (255, 69, 58)), "orange": ((255, 149, 0), (255, 159, 10)),
    "yellow": ((255, 204, 0), (255, 214, 10)), "green": ((52, 199, 89), (48, 209, 88)),
    "mint": ((0, 199, 190), (99, 230, 226)), "teal": ((48, 176, 199), (64, 200, 224)),
    "cyan": ((50, 173, 230), (100, 210, 255)), "blue": ((0, 122, 255), (10, 132, 255)),
    "indigo": ((88, 86, 214), (94, 92, 230)), "purple": ((175, 82, 222), (191, 90, 242)),
    "pink": ((255, 45, 85), (255, 55, 95)), "brown": ((162, 132, 94), (172, 142, 104)),
    "gray": ((142, 142, 147), (142, 142, 147)),
  ]
  private static let fixed: [String: RGBA] = [
    "white": RGBA(red: 1, green: 1, blue: 1), "black": RGBA(red: 0, green: 0, blue: 0),
    "clear": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
  ]
  /// UIKit colour names `Color(.label)` may mean; anything else in `Color(.name)` is a colour set of the catalog.
  private static let uiKitNames: Set<String> = [
    "label", "secondaryLabel", "tertiaryLabel", "systemBackground", "secondarySystemBackground", "white", "black",
    "clear", "systemGray", "systemRed", "systemBlue", "lightGray", "darkGray", "gray", "tintColor",
  ]

  /// `.primary`: the system's text colour, black in light appearance and white in dark.
  static let primary = TextColor.adaptive(light: RGBA(red: 0, green: 0, blue: 0), dark: RGBA(red: 1, green: 1, blue: 1))

  /// `.secondary`: the system's secondary label colour.
  static let secondary = TextColor.adaptive(
    light: RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
    dark: RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))

  /// The colour of `range`, or nil when it is not one the reader follows.
  func color(_ range: Range<Int>) -> TextColor? {
    guard let chain = SwiftChain(range, in: values.code) else { return nil }
    var segments = chain.segments[...]
    if !chain.isImplicit {
      guard let first = segments.first, ["Color", "UIColor", "Self"].contains(first.name) else { return nil }
      if first.isCalled {
        guard let base = initialized(first) else { return nil }
        return applying(segments.dropFirst(), to: base)
      }
      segments = segments.dropFirst()
    }
    guard let named = segments.first, !named.isCalled, let base = self.named(named.name) else { return nil }
    return applying(segments.dropFirst(), to: base)
  }

  /// A fixed colour: what a scrim needs.
  func rgba(_ range: Range<Int>) -> RGBA? {
    if case .fixed(let rgba) = color(range) { return rgba }
    return nil
  }

  /// `.white`, `.primary`, `.accentColor`.
  private func named(_ name: String) -> TextColor? {
    if let rgba = Self.fixed[name] { return .fixed(rgba) }
    if let uiKit = ["label": "primary", "secondaryLabel": "secondary"][name] { return named(uiKit) }
    if name.hasPrefix("system"), let system = Self.system[name.dropFirst(6).lowercased()] {
      return .adaptive(light: Self.rgba(system.light), dark: Self.rgba(system.dark))
    }
    if let system = Self.system[name] { return .adaptive(light: Self.rgba(system.light), dark: Self.rgba(system.dark)) }
    switch name {
    case "primary": return Self.primary
    case "secondary": return Self.secondary
    case "accentColor": return .asset(.catalogName("AccentColor"))
    default: return nil
    }
  }

  private static func rgba(_ components: (Double, Double, Double)) -> RGBA {
    RGBA(red: components.0 / 255, green: components.1 / 255, blue: components.2 / 255)
  }

  /// `Color(red:green:blue:opacity:)`, `Color(.sRGB, red:…)`, `Color(white:opacity:)`, `Color("Ink")`, `Color(.ink)`.
  private func initialized(_ segment: SwiftChain.Segment) -> TextColor? {
    let arguments = values.arguments(of: segment)
    let alpha =
      (values.argument("opacity", of: segment) ?? values.argument("alpha", of: segment)).map {
        values.number($0)
      } ?? 1
    if let red = values.argument("red", of: segment), let green = values.argument("green", of: segment),
      let blue = values.argument("blue", of: segment)
    {
      guard let r = values.number(red), let g = values.number(green), let b = values.number(blue), let alpha else {
        return nil
      }
      return .fixed(RGBA(red: r, green: g, blue: b, alpha: alpha))
    }
    if let white = values.argument("white", of: segment) {
      guard let w = values.number(white), let alpha else { return nil }
      return .fixed(RGBA(red: w, green: w, blue: w, alpha: alpha))
    }
    // `Color(hex: "1C1C1E")`, `Color(hex: "#1C1C1E")`, `UIColor(hex: 0x1C1C1E)`: the app's own initializer, which
    // every app writes the same way for six hex digits (eight leave the alpha's place open, and are not read).
    if let hex = ["hex", "hexString", "hexCode"].lazy.compactMap({ values.argument($0, of: segment) }).first {
      guard hex.count == 1, let rgba = Self.hexColor(values.code.tokens[hex.lowerBound].text), let alpha else {
        return nil
      }
      return .fixed(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha))
    }
    // `UIColor(named: "Ink")`
    if let named = values.argument("named", of: segment), named.count == 1,
      let literal = values.code.tokens[named.lowerBound].stringLiteral?.value
    {
      return .asset(.catalogName(literal))
    }
    guard arguments.count == 1, let only = arguments.first, only.label == nil else { return nil }
    if only.value.count == 1, let literal = values.code.tokens[only.value.lowerBound].stringLiteral?.value {
      return .asset(.catalogName(literal))
    }
    if let name = values.member(only.value), values.code.isPunctuation(".", at: only.value.lowerBound) {
      guard Self.uiKitNames.contains(name) else { return .asset(.symbol(path: [name])) }
      return named(["label": "primary", "secondaryLabel": "secondary"][name] ?? name)
    }
    return nil
  }

  /// `"#1C1C1E"`, `"1C1C1E"` or `0x1C1C1E` as written: six hex digits.
  static func hexColor(_ token: String) -> RGBA? {
    var digits = Substring(token)
    if digits.hasPrefix("\""), digits.hasSuffix("\""), digits.count >= 2 { digits = digits.dropFirst().dropLast() }
    if digits.hasPrefix("#") {
      digits = digits.dropFirst()
    } else if digits.hasPrefix("0x") {
      digits = digits.dropFirst(2)
    }
    guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
    return RGBA(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }

  /// `.opacity(0.4)` folded into the colour; any other member leaves it unread.
  private func applying(_ rest: ArraySlice<SwiftChain.Segment>, to base: TextColor) -> TextColor? {
    var color = base
    for segment in rest {
      guard segment.name == "opacity" || segment.name == "withAlphaComponent",
        let argument = values.arguments(of: segment).first,
        let opacity = values.number(argument.value)
      else { return nil }
      guard let faded = Self.faded(color, by: opacity) else { return nil }
      color = faded
    }
    return color
  }

  /// The colour with its alpha multiplied; a colour set's opacity is not known here.
  static func faded(_ color: TextColor, by opacity: Double) -> TextColor? {
    switch color {
    case .fixed(var rgba):
      rgba.alpha *= opacity
      return .fixed(rgba)
    case .adaptive(var light, var dark):
      light.alpha *= opacity
      dark.alpha *= opacity
      return .adaptive(light: light, dark: dark)
    case .asset:
      return opacity == 1 ? color : nil
    }
  }
}
