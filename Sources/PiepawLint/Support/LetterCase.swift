extension StringProtocol {
  /// Whether the first character is an upper-case letter (`Card`, not `card` or `_card`). The readers ask this of
  /// names token by token: an ASCII first byte answers it, where `first` breaks a grapheme out of the string.
  var startsUppercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    return first?.isUppercase == true
  }

  /// Whether the first character is a lower-case letter (`card`, not `Card` or `_card`), as `startsUppercase`.
  var startsLowercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    return first?.isLowercase == true
  }
}
