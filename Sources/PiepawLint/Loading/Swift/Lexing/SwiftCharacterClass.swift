/// Which characters start and continue identifiers and operators, after the Swift grammar's lexical structure.
enum SwiftCharacterClass {
  static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "_")
  }

  static func isASCIIIdentifierContinuation(_ byte: UInt8) -> Bool {
    isASCIIIdentifierStart(byte) || isDigit(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
  }

  /// Space, tab, newlines, vertical tab and form feed.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  static func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

  /// `/ = - + ! * % < > & | ^ ~ ?` (a `.` only continues an operator that starts with one).
  static func isASCIIOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  /// Non-ASCII scalars that are operator heads in the Swift grammar.
  static func isUnicodeOperatorHead(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      return true
    default:
      return false
    }
  }

  /// Combining marks and variation selectors, which continue an operator after its head.
  static func isUnicodeOperatorContinuation(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
      return true
    default:
      return isUnicodeOperatorHead(scalar)
    }
  }

  /// Non-ASCII scalars that may be part of an identifier: everything that is not an operator character or
  /// a space (letters of every script, digits, emoji, combining marks).
  static func isUnicodeIdentifierCharacter(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x80...0xA0, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF, 0xD800...0xDFFF:
      return false
    default:
      return scalar >= 0x80 && scalar <= 0x10FFFF && !isUnicodeOperatorHead(scalar)
    }
  }

  /// Decodes the scalar at `index`; a malformed sequence reads as one byte with no scalar.
  static func scalar(at index: Int, in bytes: [UInt8]) -> (value: UInt32?, length: Int) {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return (UInt32(lead), 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return (nil, 1)
    }
    guard index + length <= bytes.count else { return (nil, 1) }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return (nil, 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return (value, length)
  }
}
