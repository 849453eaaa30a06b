/// Turns byte offsets into UTF-8 text into `SourceLocation`s (1-based line, UTF-8 byte column, UTF-16 column).
///
/// Readers ask for offsets in increasing order, so the tracker walks forward from the last answer: the total cost
/// is linear in the text, even for a huge single-line file. An offset before the last one is still answered
/// correctly by walking again from the start.
struct TextPositions {
  let bytes: [UInt8]
  let file: String
  private var cursor = 0
  private var line = 1
  private var lineStart = 0
  /// UTF-16 code units between `lineStart` and `cursor`.
  private var utf16Count = 0

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// The location of the byte at `offset` (an offset at or past the end points just after the last byte).
  mutating func location(at offset: Int) -> SourceLocation {
    let target = min(max(offset, 0), bytes.count)
    if target < cursor { rewind() }
    while cursor < target {
      let byte = bytes[cursor]
      cursor += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = cursor
        utf16Count = 0
      } else {
        utf16Count += Self.utf16Units(startingWith: byte)
      }
    }
    return .text(file, line: line, column: target - lineStart + 1, utf16Column: utf16Count + 1)
  }

  private mutating func rewind() {
    cursor = 0
    line = 1
    lineStart = 0
    utf16Count = 0
  }

  /// How many UTF-16 code units the UTF-8 sequence that this byte belongs to adds when this byte is met:
  /// continuation bytes add nothing, a four-byte lead adds a surrogate pair.
  private static func utf16Units(startingWith byte: UInt8) -> Int {
    switch byte {
    case 0x80...0xBF: 0
    case 0xF0...0xFF: 2
    default: 1
    }
  }
}

extension TextPositions {
  /// How to name the text at `offset` in a message: `'x'`, `U+0007`, or "the end of the file".
  func describeCharacter(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return Self.codePointName(UInt32(byte)) }
    let length =
      switch byte {
      case 0xC0...0xDF: 2
      case 0xE0...0xEF: 3
      default: 4
      }
    let end = min(offset + length, bytes.count)
    guard let text = String(validating: bytes[offset..<end], as: UTF8.self), let scalar = text.unicodeScalars.first
    else { return "a byte that is not UTF-8" }
    return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
      ? Self.codePointName(scalar.value) : "'\(text)'"
  }

  /// `U+0009`: how messages name an invisible character.
  static func codePointName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
