/// Reads old-style (OpenStep) text property lists, the format of `project.pbxproj`:
/// `{ key = value; }`, `( a, b )`, quoted and unquoted strings, `<0fbd>` data, `//` and `/* */` comments.
enum ASCIIPlistReader {
  static let maximumDepth = 128
  /// Files with more values and keys than this are refused: each costs about 100 bytes once read, so a dense file
  /// of `(a,a,a,…)` would otherwise take 50 times its size in memory (a 64 MiB project file, GiBs). A 10 MiB
  /// project file of a large app has about 700 000.
  static let defaultMaximumValues = 1_000_000

  static func parse(
    _ text: String, file: String, maximumValues: Int = defaultMaximumValues
  ) -> Result<PlistNode, Finding> {
    var parser = ASCIIPlistParser(bytes: Array(text.utf8), file: file, maximumValues: maximumValues)
    do {
      return .success(try parser.parseDocument())
    } catch {
      return .failure(error)
    }
  }

  /// Reads a `.strings` file: `"key" = "value";` pairs without the braces around them (a braced dictionary is
  /// read too), `"key";` standing for `"key" = "key";`. Every value keeps its location; a key given twice is kept
  /// twice, in order (the last one wins at run time).
  static func parseStringsTable(
    _ text: String, file: String, maximumValues: Int = defaultMaximumValues
  ) -> Result<[PlistEntry], Finding> {
    var parser = ASCIIPlistParser(bytes: Array(text.utf8), file: file, maximumValues: maximumValues)
    parser.readsStringsTable = true
    do {
      return .success(try parser.parseStringsTable())
    } catch {
      return .failure(error)
    }
  }
}

private struct ASCIIPlistParser {
  let bytes: [UInt8]
  let maximumValues: Int
  var index = 0
  var valueCount = 0
  var positions: TextPositions
  /// `.strings` syntax: a key alone (`"key";`) stands for itself.
  var readsStringsTable = false

  init(bytes: [UInt8], file: String, maximumValues: Int) {
    self.bytes = bytes
    self.maximumValues = maximumValues
    positions = TextPositions(bytes: bytes, file: file)
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func parseDocument() throws(Finding) -> PlistNode {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    try skipTrivia()
    guard index < bytes.count else {
      throw error("the file is empty", hint: "a property list holds one value such as { key = value; }", at: index)
    }
    let root = try parseValue(depth: 0)
    try skipTrivia()
    guard index == bytes.count else {
      throw error(
        "unexpected \(positions.describeCharacter(at: index)) after the end of the property list",
        hint: "remove the extra text", at: index)
    }
    return root
  }

  /// A whole `.strings` file: entries up to the end of the file, or one braced dictionary.
  mutating func parseStringsTable() throws(Finding) -> [PlistEntry] {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    try skipTrivia()
    if current == UInt8(ascii: "{") {
      let root = try parseDocument()
      guard let entries = root.entries else {
        throw error("a strings file holds \"key\" = \"value\"; pairs", hint: "remove the braces", at: 0)
      }
      return entries
    }
    return try parseDictionaryBody(depth: 0, closedByBrace: false)
  }

  mutating func parseValue(depth: Int) throws(Finding) -> PlistNode {
    try skipTrivia()
    try countValue()
    let start = index
    let location = positions.location(at: start)
    guard let byte = current else {
      throw error("expected a value, found the end of the file", hint: "the file ends too early", at: index)
    }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "("):
      guard depth < ASCIIPlistReader.maximumDepth else {
        throw error(
          "values are nested more than \(ASCIIPlistReader.maximumDepth) levels deep", hint: "flatten the structure",
          at: start)
      }
      index += 1
      return byte == UInt8(ascii: "{")
        ? PlistNode(value: .dictionary(try parseDictionaryBody(depth: depth)), location: location)
        : PlistNode(value: .array(try parseArrayBody(depth: depth)), location: location)
    case UInt8(ascii: "<"):
      try skipData()
      return PlistNode(value: .scalar(kind: "data"), location: location)
    default:
      guard let string = try parseString() else {
        throw error(
          "expected a value, found \(positions.describeCharacter(at: index))",
          hint: "a value is { … }, ( … ), <data>, a \"quoted string\" or a word", at: index)
      }
      return PlistNode(value: .string(string), location: location)
    }
  }

  /// After `{`: `key = value;` pairs up to `}`; with `closedByBrace` false, up to the end of the file.
  mutating func parseDictionaryBody(depth: Int, closedByBrace: Bool = true) throws(Finding) -> [PlistEntry] {
    var entries: [PlistEntry] = []
    while true {
      try skipTrivia()
      if closedByBrace ? current == UInt8(ascii: "}") : current == nil {
        if closedByBrace { index += 1 }
        return entries
      }
      try countValue()
      let keyLocation = positions.location(at: index)
      guard let key = try parseString() else {
        throw error(
          "expected a key or '}', found \(positions.describeCharacter(at: index))",
          hint: current == nil ? "the file ends too early; add the missing '}'" : "write key = value;", at: index)
      }
      try skipTrivia()
      if readsStringsTable, current == UInt8(ascii: ";") {
        index += 1
        entries.append(
          PlistEntry(key: key, keyLocation: keyLocation, value: PlistNode(value: .string(key), location: keyLocation)))
        continue
      }
      try expect(UInt8(ascii: "="), after: "the key \(key)", hint: "write \(key) = value;")
      let value = try parseValue(depth: depth + 1)
      try expect(UInt8(ascii: ";"), after: "the value of \(key)", hint: "end each entry with ';'")
      entries.append(PlistEntry(key: key, keyLocation: keyLocation, value: value))
    }
  }

  mutating func countValue() throws(Finding) {
    valueCount += 1
    if valueCount > maximumValues {
      throw error("the file holds more than \(maximumValues) values and keys", hint: "split it", at: index)
    }
  }

  /// After `(`: values separated by commas (a trailing comma is allowed) up to `)`.
  mutating func parseArrayBody(depth: Int) throws(Finding) -> [PlistNode] {
    var values: [PlistNode] = []
    while true {
      try skipTrivia()
      if current == UInt8(ascii: ")") {
        index += 1
        return values
      }
      values.append(try parseValue(depth: depth + 1))
      try skipTrivia()
      if current == UInt8(ascii: ",") {
        index += 1
      } else if current != UInt8(ascii: ")") {
        throw error(
          "expected ',' or ')' after an array element, found \(positions.describeCharacter(at: index))",
          hint: "separate elements with commas and close with ')'", at: index)
      }
    }
  }

  mutating func expect(_ byte: UInt8, after what: String, hint: String) throws(Finding) {
    try skipTrivia()
    guard current == byte else {
      let expected = String(decoding: [byte], as: UTF8.self)
      throw error(
        "expected '\(expected)' after \(what), found \(positions.describeCharacter(at: index))", hint: hint, at: index)
    }
    index += 1
  }

  // MARK: Strings and data

  /// A quoted or unquoted string at `index`, or nil when none starts here.
  mutating func parseString() throws(Finding) -> String? {
    guard let byte = current else { return nil }
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try parseQuotedString(quote: byte) }
    let start = index
    while let byte = current, Self.isUnquotedByte(byte) { index += 1 }
    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }

  mutating func parseQuotedString(quote: UInt8) throws(Finding) -> String {
    let opening = index
    index += 1
    var decoded: [UInt8] = []
    while true {
      guard let byte = current else {
        throw error("unterminated string", hint: "add the closing quote", at: opening)
      }
      index += 1
      if byte == quote { return StreamSafeText.make(String(decoding: decoded, as: UTF8.self)) }
      if byte == UInt8(ascii: "\\") {
        try decodeEscape(into: &decoded, backslash: index - 1)
      } else {
        decoded.append(byte)
      }
    }
  }

  /// `\n`, `\t`, `\"`, `\\`, `\Uxxxx`, octal `\ooo`; any other escaped character stands for itself.
  mutating func decodeEscape(into decoded: inout [UInt8], backslash: Int) throws(Finding) {
    guard let letter = current else { return }
    index += 1
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "t"): 0x09
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "a"): 0x07
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "v"): 0x0B
      default: nil
      }
    if let simple {
      decoded.append(simple)
    } else if letter == UInt8(ascii: "U") {
      let digits = readDigits(count: 4, radix: 16)
      guard let value = UInt32(digits, radix: 16) else {
        throw error(
          "\\U must be followed by four hexadecimal digits", hint: "write \\U00E9, for example", at: backslash)
      }
      decoded.append(contentsOf: Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8))
    } else if letter >= UInt8(ascii: "0") && letter <= UInt8(ascii: "7") {
      index -= 1
      let value = UInt32(readDigits(count: 3, radix: 8), radix: 8) ?? 0
      decoded.append(contentsOf: Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8))
    } else {
      decoded.append(letter)
    }
  }

  /// Up to `count` digits of `radix` at `index`.
  mutating func readDigits(count: Int, radix: Int) -> String {
    let start = index
    while index - start < count, let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue,
      digit < radix
    {
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// `<0fbd 77e2>`: hexadecimal digits and spaces up to `>`.
  mutating func skipData() throws(Finding) {
    let start = index
    index += 1
    while let byte = current, byte != UInt8(ascii: ">") {
      guard Character(Unicode.Scalar(byte)).isHexDigit || Self.isSpace(byte) else {
        throw error(
          "\(positions.describeCharacter(at: index)) inside <data>", hint: "data holds hexadecimal digits only",
          at: index)
      }
      index += 1
    }
    guard current != nil else { throw error("unterminated <data>", hint: "close it with '>'", at: start) }
    index += 1
  }

  // MARK: Trivia

  /// Whitespace, `// line` and `/* block */` comments. As in CoreFoundation's reader, whitespace is ASCII's and
  /// Unicode's line and paragraph separators (U+2028, U+2029), which also end a line comment.
  mutating func skipTrivia() throws(Finding) {
    while let byte = current {
      if Self.isSpace(byte) {
        index += 1
      } else if isSeparator(at: index) {
        index += 3
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while let next = current, next != 0x0A, next != 0x0D, !isSeparator(at: index) { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        let start = index
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        guard index + 1 < bytes.count else {
          index = bytes.count
          throw error("unterminated comment", hint: "end it with */", at: start)
        }
        index += 2
      } else {
        return
      }
    }
  }

  /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR (UTF-8 `E2 80 A8`, `E2 80 A9`) at `offset`.
  func isSeparator(at offset: Int) -> Bool {
    offset + 2 < bytes.count && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80
      && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  /// Letters, digits and `_$+/:.-` make up an unquoted string.
  static func isUnquotedByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || "_$+/:.-".utf8.contains(byte)
  }

  func error(_ message: String, hint: String, at offset: Int) -> Finding {
    var positions = positions
    if MergeConflictMarker.starts(in: bytes, at: offset) {
      return Finding(location: positions.location(at: offset), message: MergeConflictMarker.message)
    }
    return Finding(location: positions.location(at: offset), message: "Invalid property list: \(message); \(hint).")
  }
}
