import Foundation

/// Repository text (titles, file names, messages, asset names) made inert for the preview's HTML. Everything the
/// preview writes from a repository goes through one of these; only the document's own markup is written raw.
enum HTML {
  /// Text for element content and for double-quoted attribute values alike: `&`, `<`, `>`, `"` and `'` become
  /// character references, and the scalars that would act instead of being shown (controls, line separators,
  /// bidi overrides and isolates) are written as `\u{…}` through `Visible`, so a title cannot reorder what is
  /// shown around it or end the element it is in.
  static func escape(_ text: String) -> String {
    let visible = Visible.text(text)
    guard visible.utf8.contains(where: { Self.special.contains($0) }) else { return visible }
    var escaped = ""
    escaped.reserveCapacity(visible.utf8.count + 16)
    for scalar in visible.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  private static let special: Set<UInt8> = Set("&<>\"'".utf8)
}

/// Values the preview writes into CSS. Colours and lengths are numbers the preview formats itself (never text from
/// a repository); the one text that reaches CSS, a custom font's name, becomes a string of hex escapes.
enum CSS {
  /// A double-quoted CSS string of `text`: letters, digits, space, `-` and `_` as they are, every other scalar as
  /// `\HEX ` (so neither `"`, `\`, `<` nor a newline can end the string, the declaration or the element).
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || " -_".unicodeScalars
            .contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\" + String(scalar.value, radix: 16) + " "
      }
    }
    return result + "\""
  }

  /// `rgba(255,255,255,0.5)`, components clamped to 0…1 (a NaN is 0).
  static func color(_ color: RGBA) -> String {
    let channels = [color.red, color.green, color.blue].map { Int((unit($0) * 255).rounded()) }
    return "rgba(\(channels[0]),\(channels[1]),\(channels[2]),\(number(unit(color.alpha))))"
  }

  /// `12.5px`, with at most two decimals; a value that is not finite is 0, and lengths stay within ±100 000 px.
  static func pixels(_ value: Double) -> String {
    number(value.isFinite ? min(max(value, -100_000), 100_000) : 0) + "px"
  }

  /// A number without exponent and with at most two decimals.
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.2f", rounded)
  }

  private static func unit(_ value: Double) -> Double {
    value.isFinite ? min(max(value, 0), 1) : 0
  }
}
