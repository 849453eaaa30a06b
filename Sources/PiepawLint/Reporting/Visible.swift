/// Text from the repository made safe for a terminal: control characters (ESC, CR, LF, BEL, …) and the
/// direction overrides are written as `\u{…}` so content cannot move the cursor, forge a line or hide output.
enum Visible {
  static func text(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      {
        result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
