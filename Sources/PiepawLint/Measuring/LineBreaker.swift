/// Breaks a measured text into lines the way UIKit's word wrapping does (`NSLineBreakByWordWrapping`, Unicode's
/// line breaking algorithm in the common cases): at spaces (which hang past the line's end), after hyphens, before
/// and after each character of scripts written without spaces (Chinese, Japanese) and each emoji, never inside a
/// grapheme cluster; a word wider than the line is broken between characters; a newline always breaks.
enum LineBreaker {
  /// The lines of `characters`, whose widths in points are `widths`, in `width` points: ranges of indices.
  static func lines(_ characters: [Character], widths: [Double], width: Double) -> [Range<Int>] {
    precondition(characters.count == widths.count)
    var prefix = [0.0]
    prefix.reserveCapacity(widths.count + 1)
    for advance in widths { prefix.append(prefix.last! + advance) }
    var lines: [Range<Int>] = []
    var start = 0
    var lastBreak: Int?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isNewline {
        lines.append(start..<index)
        (start, lastBreak, index) = (index + 1, nil, index + 1)
        continue
      }
      if index > start, canBreak(between: characters[index - 1], and: character) { lastBreak = index }
      // Trailing spaces hang: only a line ending in a visible character can be too wide.
      let tooWide = !isSpace(character) && prefix[index + 1] - prefix[start] > width + 1e-6
      if tooWide && index > start {
        let end = lastBreak ?? index
        lines.append(start..<end)
        (start, lastBreak, index) = (end, nil, end)
        continue
      }
      index += 1
    }
    if start < characters.count || lines.isEmpty || characters.last?.isNewline == true {
      lines.append(start..<characters.count)
    }
    return lines
  }

  /// Whether a line may end between `before` and `after`.
  static func canBreak(between before: Character, and after: Character) -> Bool {
    if isSpace(after) { return false }
    if isSpace(before) || before == "\u{200B}" { return true }
    if hyphens.contains(before) { return after.isLetter }
    if closesLine.contains(after) || opensLine.contains(before) { return false }
    return isBreakableEverywhere(before) || isBreakableEverywhere(after)
  }

  /// A space a line may break after; no-break spaces (U+00A0, U+202F, U+2007) are not.
  static func isSpace(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
    return scalar.properties.isWhitespace && !character.isNewline && !noBreakSpaces.contains(scalar)
  }

  private static let noBreakSpaces: Set<Unicode.Scalar> = ["\u{00A0}", "\u{202F}", "\u{2007}", "\u{FEFF}"]
  /// Hyphen-minus, hyphen, en dash: a line may end after one that follows a word ("e-" / "mail").
  private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2013}"]
  /// Characters a line must not start with (closing punctuation, small kana: Japanese kinsoku), and ones it must
  /// not end with (opening brackets).
  private static let closesLine: Set<Character> = Set(
    "、。，．・：；？！ー）」』】〕〉》〙〗｝］ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〻)]}.,!?:;%…‥")
  private static let opensLine: Set<Character> = Set("「『（【〔〈《〘〖｛［([{")

  /// Ideographs, kana, full-width forms and emoji: a line may break before or after each. (Korean is broken at
  /// spaces, as UIKit does by default: Hangul word priority.)
  static func isBreakableEverywhere(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
      return true
    default:
      return isEmoji(character)
    }
  }

  /// A grapheme shown as an emoji picture (🐶, 👩🏽‍💻, 🇩🇪, ❤️), not as text.
  static func isEmoji(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    return first.properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
  }
}
