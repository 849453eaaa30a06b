/// Text from the repository made safe for a terminal, a log or an editor: control characters (ESC, CR, LF, BEL,
/// NUL, DEL, the C1 controls with CSI and NEL), the line and paragraph separators and the direction overrides and
/// isolates are written as `\u{…}`, so content cannot move the cursor, set a title, forge a line or reorder what is
/// shown. Every text format goes through `text(_:)`; the JSON formats escape the same scalars as `\uXXXX`.
///
/// The work is per Unicode scalar, never per `Character`: `"\r\n"` is one grapheme, and a check for `"\r"` or `"\n"`
/// on Characters lets the pair through.
public enum Visible {
  public static func text(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` would act on a terminal or a line-based reader instead of being shown.
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
