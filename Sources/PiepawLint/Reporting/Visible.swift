/// Text from the repository made safe for a terminal, a CI log or an editor. Every text format shows repository text
/// through `text(_:)`; the JSON formats escape the same scalars as `\uXXXX` (`JSONOutput`), losslessly.
///
/// - Control characters (ESC, CR, LF, BEL, NUL, DEL, the C1 controls with CSI and NEL), the line and paragraph
///   separators and the direction overrides and isolates are written as `\u{…}`, so content cannot move the cursor,
///   set a title, forge a line or reorder what is shown.
/// - The `[` of `##[` is written as `\u{5B}`: GitHub's runner takes `##[command]` anywhere in a line of a step's
///   output as a workflow command (its legacy form), whatever the format.
///
/// The work is per Unicode scalar, never per `Character`: `"\r\n"` is one grapheme, and a check for `"\r"` or `"\n"`
/// on Characters lets the pair through.
public enum Visible {
  public static func text(_ text: String) -> String {
    var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
    guard text.unicodeScalars.contains(where: { needsEscape($0, after: &previous) }) else { return text }
    var result = ""
    previous = (nil, nil)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar, after: &previous) {
        result += escaped(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Repository text that begins a line (a path, a set's name): besides `text(_:)`, a leading `:` or space is
  /// written as `\u{…}`, since GitHub's runner takes a line that starts with `::`, after any spaces, as a command.
  public static func lineStart(_ text: String) -> String {
    let shown = Self.text(text)
    guard let first = shown.unicodeScalars.first, first == ":" || first.properties.isWhitespace else { return shown }
    return escaped(first) + String(shown.unicodeScalars.dropFirst())
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

  /// `isHidden`, or the `[` of `##[`; `previous` holds the two scalars before `scalar` and moves on by one.
  static func needsEscape(_ scalar: Unicode.Scalar, after previous: inout (Unicode.Scalar?, Unicode.Scalar?)) -> Bool {
    defer { previous = (previous.1, scalar) }
    return isHidden(scalar) || (scalar == "[" && previous.0 == "#" && previous.1 == "#")
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
