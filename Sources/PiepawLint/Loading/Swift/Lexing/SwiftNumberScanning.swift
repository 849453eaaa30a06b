/// Number literals: decimal, `0x`, `0o`, `0b`, underscores, fractions, exponents and hexadecimal floats.
extension SwiftSourceScanner {
  mutating func scanNumber(at startPosition: SwiftSourcePosition) -> SwiftTokenKind {
    let start = index
    let radix = radixPrefix(at: start)
    if radix != 10 { index += 2 }
    let digitsStart = index
    skipDigits(radix: radix)
    let digitsEnd = index
    let isFloat = radix == 16 ? scanHexadecimalFloatTail() : scanDecimalFloatTail(start: start)
    if digitsEnd == digitsStart || startsIdentifier(at: index) || SwiftCharacterClass.isDigit(peekByte(at: index) ?? 0)
    {
      skipMalformedNumberTail()
      report(
        "`\(text(start..<index))` is not a valid number literal; check its digits and prefix (0x, 0o, 0b).",
        at: startPosition)
      return isFloat ? .floatLiteral : .integerLiteral(value: nil)
    }
    if isFloat { return .floatLiteral }
    let digits = bytes[digitsStart..<digitsEnd].filter { $0 != UInt8(ascii: "_") }
    return .integerLiteral(value: Int(String(decoding: digits, as: UTF8.self), radix: radix))
  }

  private func radixPrefix(at start: Int) -> Int {
    guard bytes[start] == UInt8(ascii: "0"), let marker = peekByte(at: start + 1) else { return 10 }
    switch marker {
    case UInt8(ascii: "x"): return 16
    case UInt8(ascii: "o"): return 8
    case UInt8(ascii: "b"): return 2
    default: return 10
    }
  }

  private mutating func skipDigits(radix: Int) {
    while let byte = peekByte(at: index), byte == UInt8(ascii: "_") || Self.isDigit(byte, radix: radix) { index += 1 }
  }

  private static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
    switch radix {
    case 2: return byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1")
    case 8: return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
    case 16: return SwiftCharacterClass.isHexDigit(byte)
    default: return SwiftCharacterClass.isDigit(byte)
    }
  }

  /// `.5` and `e-3` after decimal digits. A number right after a single `.` is a tuple index (`pair.0.1`), which
  /// takes no fraction.
  private mutating func scanDecimalFloatTail(start: Int) -> Bool {
    let isTupleIndex = peekByte(at: start - 1) == UInt8(ascii: ".") && peekByte(at: start - 2) != UInt8(ascii: ".")
    var isFloat = false
    if !isTupleIndex, peekByte(at: index) == UInt8(ascii: "."),
      let next = peekByte(at: index + 1), SwiftCharacterClass.isDigit(next)
    {
      index += 1
      skipDigits(radix: 10)
      isFloat = true
    }
    if let marker = peekByte(at: index), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E"),
      scanExponent()
    {
      isFloat = true
    }
    return isFloat
  }

  /// `0x1.8p3`: a hexadecimal fraction needs a `p` exponent. Without one, a `.` before a letter is member access
  /// (`0xFF.bitWidth`, `0xFF.description`), and before a decimal digit the literal is malformed (`0x1.8`), as Swift
  /// reads it: the fraction is swallowed so the caller reports the whole literal.
  private mutating func scanHexadecimalFloatTail() -> Bool {
    if peekByte(at: index) == UInt8(ascii: "."), let next = peekByte(at: index + 1),
      SwiftCharacterClass.isHexDigit(next)
    {
      var end = index + 1
      while let byte = peekByte(at: end), byte == UInt8(ascii: "_") || SwiftCharacterClass.isHexDigit(byte) { end += 1 }
      guard let marker = peekByte(at: end), marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P") else {
        if SwiftCharacterClass.isDigit(next) { index = end - 1 }
        return false
      }
      index = end
    }
    guard let marker = peekByte(at: index), marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P") else {
      return false
    }
    return scanExponent()
  }

  /// Consumes `e`/`p`, an optional sign and decimal digits; does nothing unless a digit follows.
  private mutating func scanExponent() -> Bool {
    var digitStart = index + 1
    if let sign = peekByte(at: digitStart), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { digitStart += 1 }
    guard let digit = peekByte(at: digitStart), SwiftCharacterClass.isDigit(digit) else { return false }
    index = digitStart
    skipDigits(radix: 10)
    return true
  }

  /// Swallows the letters and digits glued to a malformed number (`0b102`, `12abc`), so they are one token.
  private mutating func skipMalformedNumberTail() {
    while let byte = peekByte(at: index) {
      if SwiftCharacterClass.isASCIIIdentifierContinuation(byte) {
        index += 1
      } else if byte >= 0x80, startsIdentifier(at: index) {
        index += SwiftCharacterClass.scalar(at: index, in: bytes).length
      } else {
        return
      }
    }
  }
}
