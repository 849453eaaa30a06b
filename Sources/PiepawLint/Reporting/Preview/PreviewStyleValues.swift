import Foundation

/// The light or dark appearance a preview variant draws.
enum PreviewAppearance: String, CaseIterable {
  case light, dark

  var label: String { self == .light ? "Light" : "Dark" }
  /// The `appearances` value of a catalog entry for this appearance (none for light: the default entry).
  var catalogAppearances: [String] { self == .light ? [] : ["luminosity:dark"] }
  /// SwiftUI's `.primary`, the text colour where the code gives none.
  var primary: RGBA { self == .light ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 1, green: 1, blue: 1) }
}

extension Project {
  /// Whether any image or colour set of the project has a dark variant: then the preview draws the flows in
  /// both appearances.
  var hasDarkVariants: Bool {
    assets.contains { asset in
      asset.images.contains { $0.appearances.contains("luminosity:dark") }
        || asset.colors.contains { $0.appearances.contains("luminosity:dark") }
    }
  }
}

extension TextColor {
  /// The colour in `appearance`; nil where it cannot be known (a colour set that is missing, names a system
  /// colour, or has no readable components): then the preview uses the system's primary colour.
  func rgba(in appearance: PreviewAppearance, assets: AssetIndex) -> RGBA? {
    switch self {
    case .fixed(let color): color
    case .adaptive(let light, let dark): appearance == .light ? light : dark
    case .asset(let name):
      if case .found(let asset) = assets.resolve(name, kind: .color) {
        ColorSetValue.rgba(of: asset, in: appearance)
      } else {
        nil
      }
    }
  }
}

/// A colour set's value as the preview draws it: the entry for the appearance (the default one when there is no
/// dark entry), its components read the ways `Contents.json` writes them (`0.949`, `242`, `0xF2`). The colour
/// space is taken as sRGB; values out of range are clamped where the preview writes them.
enum ColorSetValue {
  static func rgba(of asset: Asset, in appearance: PreviewAppearance) -> RGBA? {
    let phone = asset.colors.filter { $0.idiom == nil || $0.idiom == "universal" || $0.idiom == "iphone" }
    let entry =
      phone.first { $0.appearances == appearance.catalogAppearances } ?? phone.first { $0.appearances.isEmpty }
    guard let entry, !entry.isSystemReference else { return nil }
    var values: [String: Double] = [:]
    for component in entry.components { values[component.name] = value(component.text) }
    let alpha = values["alpha"] ?? 1
    if let white = values["white"] { return RGBA(red: white, green: white, blue: white, alpha: alpha) }
    guard let red = values["red"], let green = values["green"], let blue = values["blue"] else { return nil }
    return RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `0.949` → 0.949, `242` → 242/255, `0xF2` → 242/255; nil for anything else.
  static func value(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasPrefix("0x") {
      return Int(trimmed.dropFirst(2), radix: 16).map { Double(min($0, 255)) / 255 }
    }
    guard let number = Double(trimmed), number.isFinite else { return nil }
    return trimmed.contains(".") ? number : number / 255
  }
}

extension FontSpec {
  /// The CSS weight (the 100…900 scale of the font's `wght` axis): the one the code gives, else the text style's
  /// own (`headline` is semibold).
  var previewWeight: Int {
    let weight: FontWeight =
      switch self {
      case .textStyle(let style, let weight): weight ?? DynamicType.defaultWeight(of: style)
      case .system(_, let weight): weight ?? .regular
      case .custom: .regular
      }
    return Int(weight.axisValue)
  }

  /// The app's own font name, which the preview asks for first (it is drawn only where it is installed; nothing
  /// is loaded).
  var customName: String? {
    if case .custom(let name, _, _, _) = self { return name }
    return nil
  }
}
