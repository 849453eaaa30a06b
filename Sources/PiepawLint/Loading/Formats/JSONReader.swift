/// A strict RFC 8259 JSON reader that keeps the location of every value and key.
///
/// It never crashes and never recurses: nesting is tracked on an explicit stack with a depth limit, and every
/// way the text can be wrong becomes a `JSONSyntaxError` at the exact character.
public enum JSONReader {
  /// Objects and arrays nested deeper than this are refused.
  public static let defaultMaximumDepth = 256
  /// Files with more values than this (at any depth) are refused: each value costs about 100 bytes once read, so a
  /// dense 8 MiB file of `0,0,0,…` would otherwise take half a GiB (a million values still took 190 MiB, too near
  /// the 256 MiB a hostile input may cost). The JSON we read (content, `Contents.json`, configuration) holds a few
  /// thousand values at most.
  public static let defaultMaximumValues = 250_000

  /// Parses `text` (one JSON value, surrounded by optional whitespace); `file` goes into every location. With
  /// `allowsTrailingCommas`, a comma before `}` or `]` is taken as Xcode's asset compiler takes it in
  /// `Contents.json`: as nothing.
  public static func parse(
    _ text: String, file: String, maximumDepth: Int = defaultMaximumDepth, maximumValues: Int = defaultMaximumValues,
    allowsTrailingCommas: Bool = false
  ) -> Result<JSONNode, JSONSyntaxError> {
    var parser = JSONParser(
      bytes: Array(text.utf8), file: file, maximumDepth: maximumDepth, maximumValues: maximumValues)
    parser.allowsTrailingCommas = allowsTrailingCommas
    do {
      return .success(try parser.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}

private enum ASCII {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")

  static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
  static func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == newline || byte == carriageReturn
  }
}

/// An array or object whose closing bracket has not been read yet.
private struct OpenContainer {
  var isObject: Bool
  var location: SourceLocation
  /// The offset of the opening bracket.
  var start: Int
  var elements: [JSONNode] = []
  var members: [JSONMember] = []
  /// The key whose value is being read (objects only).
  var pendingKey = ""
  var pendingKeyLocation: SourceLocation
  var pendingKeyRange: Range<Int>? = nil
}

private struct JSONParser {
  let bytes: [UInt8]
  let maximumDepth: Int
  let maximumValues: Int
  var index = 0
  var valueCount = 0
  var positions: TextPositions
  var allowsTrailingCommas = false

  init(bytes: [UInt8], file: String, maximumDepth: Int, maximumValues: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.maximumValues = maximumValues
    self.positions = TextPositions(bytes: bytes, file: file)
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    skipWhitespace()
    if index == bytes.count {
      throw error("expected a JSON value, but the file is empty", hint: "write an object such as {}", at: index)
    }
    let root = try parseNestedValue()
    skipWhitespace()
    if index < bytes.count {
      throw error(
        "unexpected \(positions.describeCharacter(at: index)) after the end of the JSON value",
        hint: "a file holds exactly one value; remove the extra text or wrap the values in an array", at: index)
    }
    return root
  }

  /// Reads one value of any depth: containers are opened on `stack` and closed as their brackets arrive.
  mutating func parseNestedValue() throws(JSONSyntaxError) -> JSONNode {
    var stack: [OpenContainer] = []
    readValue: while true {
      skipWhitespace()
      try countValue()
      var completed: JSONNode
      switch current {
      case ASCII.openBrace, ASCII.openBracket:
        guard let empty = try openContainer(on: &stack) else { continue readValue }
        completed = empty
      default:
        completed = try parseScalar()
      }
      // Hand the finished value to its container; close every container whose bracket follows.
      while !stack.isEmpty {
        skipWhitespace()
        let top = stack.count - 1
        if stack[top].isObject {
          stack[top].members.append(
            JSONMember(
              key: stack[top].pendingKey, keyLocation: stack[top].pendingKeyLocation, value: completed,
              keyByteRange: stack[top].pendingKeyRange))
        } else {
          stack[top].elements.append(completed)
        }
        guard try readSeparatorOrClose(isObject: stack[top].isObject) else {
          if stack[top].isObject {
            (stack[top].pendingKey, stack[top].pendingKeyLocation, stack[top].pendingKeyRange) =
              try parseKeyAndColon()
          }
          continue readValue
        }
        let closed = stack.removeLast()
        completed = JSONNode(
          closed.isObject ? .object(closed.members) : .array(closed.elements), at: closed.location,
          byteRange: closed.start..<index)
      }
      return completed
    }
  }

  mutating func countValue() throws(JSONSyntaxError) {
    valueCount += 1
    if valueCount > maximumValues {
      throw error("the file holds more than \(maximumValues) values", hint: "split it into smaller files", at: index)
    }
  }

  /// Consumes `{` or `[`. Returns the finished value for `{}` and `[]`; otherwise pushes a container (and for an
  /// object reads its first key) and returns nil so the caller reads the first element.
  mutating func openContainer(on stack: inout [OpenContainer]) throws(JSONSyntaxError) -> JSONNode? {
    let isObject = current == ASCII.openBrace
    let start = index
    let location = positions.location(at: index)
    if stack.count >= maximumDepth {
      throw error(
        "arrays and objects are nested more than \(maximumDepth) levels deep",
        hint: "flatten the structure", at: index)
    }
    index += 1
    skipWhitespace()
    if current == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
      index += 1
      return JSONNode(isObject ? .object([]) : .array([]), at: location, byteRange: start..<index)
    }
    var container = OpenContainer(isObject: isObject, location: location, start: start, pendingKeyLocation: location)
    if isObject {
      (container.pendingKey, container.pendingKeyLocation, container.pendingKeyRange) = try parseKeyAndColon()
    }
    stack.append(container)
    return nil
  }

  /// After an element: consumes `,` (returns false: another element follows) or the closing bracket (true).
  mutating func readSeparatorOrClose(isObject: Bool) throws(JSONSyntaxError) -> Bool {
    let closer = isObject ? ASCII.closeBrace : ASCII.closeBracket
    let closerText = isObject ? "'}'" : "']'"
    if current == closer {
      index += 1
      return true
    }
    guard current == ASCII.comma else {
      let what = isObject ? "an object member" : "an array element"
      throw error(
        "expected ',' or \(closerText) after \(what), found \(positions.describeCharacter(at: index))",
        hint: missingSeparatorHint(closer: closerText), at: index)
    }
    let comma = index
    index += 1
    skipWhitespace()
    if current == closer {
      guard allowsTrailingCommas else {
        throw error("trailing comma before \(closerText)", hint: "remove the comma", at: comma)
      }
      index += 1
      return true
    }
    return false
  }

  func missingSeparatorHint(closer: String) -> String {
    if index == bytes.count { return "the file ends too early; add the missing \(closer)" }
    return "add a comma between the values, or close with \(closer)"
  }

  // MARK: Keys and scalars

  mutating func parseKeyAndColon() throws(JSONSyntaxError) -> (String, SourceLocation, Range<Int>) {
    skipWhitespace()
    guard current == ASCII.quote else {
      throw error(
        "expected a member name in double quotes, found \(positions.describeCharacter(at: index))",
        hint: "write keys as \"name\": value", at: index)
    }
    let location = positions.location(at: index)
    let start = index
    let key = try parseString()
    let range = start..<index
    skipWhitespace()
    guard current == ASCII.colon else {
      throw error(
        "expected ':' after the member name \"\(key)\", found \(positions.describeCharacter(at: index))",
        hint: "write \"\(key)\": value", at: index)
    }
    index += 1
    return (key, location, range)
  }

  mutating func parseScalar() throws(JSONSyntaxError) -> JSONNode {
    let location = positions.location(at: index)
    let start = index
    guard let byte = current else {
      throw error("expected a value, found the end of the file", hint: "the file ends too early", at: index)
    }
    let value: JSONValue
    switch byte {
    case ASCII.quote: value = .string(try parseString())
    case ASCII.minus, ASCII.zero...ASCII.nine: value = .number(try parseNumber())
    default:
      guard ASCII.isLetter(byte) else { throw unexpectedValueStart(byte) }
      value = try parseLiteral()
    }
    return JSONNode(value, at: location, byteRange: start..<index)
  }

  func unexpectedValueStart(_ byte: UInt8) -> JSONSyntaxError {
    let found = positions.describeCharacter(at: index)
    let hint: String
    switch byte {
    case UInt8(ascii: "'"): hint = "strings must be in double quotes"
    case ASCII.slash: hint = "JSON has no comments; remove it, or use a key starting with \"_\" for notes"
    case ASCII.plus, ASCII.dot: hint = "write numbers like 1, -2 or 0.5"
    default: hint = "a value is an object, an array, a string in double quotes, a number, true, false or null"
    }
    return error("expected a value, found \(found)", hint: hint, at: index)
  }

  mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    while let byte = current, ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == UInt8(ascii: "_") { index += 1 }
    let word = String(decoding: bytes[start..<index], as: UTF8.self)
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default:
      throw error(
        "`\(word)` is not a JSON value",
        hint: "use true, false or null (lowercase), a number, or put text in double quotes", at: start)
    }
  }

  mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = index
    if current == ASCII.minus { index += 1 }
    guard let first = current, ASCII.isDigit(first) else {
      throw error("expected a digit after '-'", hint: "write a number such as -1", at: index)
    }
    index += 1
    if first == ASCII.zero, let next = current, ASCII.isDigit(next) {
      throw error("a number cannot have a leading zero", hint: "remove the leading zero", at: start)
    }
    skipDigits()
    var isWhole = true
    if current == ASCII.dot {
      isWhole = false
      index += 1
      try expectDigit(where: "after the decimal point", example: "1.0")
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isWhole = false
      index += 1
      if current == ASCII.plus || current == ASCII.minus { index += 1 }
      try expectDigit(where: "in the exponent", example: "1e3")
    }
    return Self.number(raw: String(decoding: bytes[start..<index], as: UTF8.self), isWholeLiteral: isWhole)
  }

  mutating func expectDigit(where place: String, example: String) throws(JSONSyntaxError) {
    guard let byte = current, ASCII.isDigit(byte) else {
      throw error("expected a digit \(place)", hint: "write a number such as \(example)", at: index)
    }
    skipDigits()
  }

  mutating func skipDigits() {
    while let byte = current, ASCII.isDigit(byte) { index += 1 }
  }

  static func number(raw: String, isWholeLiteral: Bool) -> JSONNumber {
    let double = Double(raw) ?? .nan
    var int: Int? = isWholeLiteral ? Int(raw) : nil
    // 2^63 is exactly representable; anything below it in magnitude converts exactly when integral.
    if int == nil, double.isFinite, double.rounded() == double, abs(double) < 9_223_372_036_854_775_808.0 {
      int = Int(double)
    }
    return JSONNumber(raw: raw, int: int, double: double)
  }

  // MARK: Strings

  mutating func parseString() throws(JSONSyntaxError) -> String {
    let opening = index
    index += 1
    var decoded: [UInt8] = []
    var segmentStart = index
    while true {
      guard let byte = current else {
        throw error("unterminated string", hint: "add the closing '\"'", at: opening)
      }
      switch byte {
      case ASCII.quote:
        decoded.append(contentsOf: bytes[segmentStart..<index])
        index += 1
        return StreamSafeText.make(String(decoding: decoded, as: UTF8.self))
      case ASCII.backslash:
        decoded.append(contentsOf: bytes[segmentStart..<index])
        try decodeEscape(into: &decoded)
        segmentStart = index
      case ASCII.newline, ASCII.carriageReturn:
        throw error(
          "unterminated string: the line ends inside it",
          hint: "add the closing '\"', or write a line break inside a string as \\n", at: opening)
      case 0..<0x20:
        throw error(
          "control character \(TextPositions.codePointName(UInt32(byte))) in a string",
          hint: "write it as an escape such as \\t or \\u\(Self.hex4(UInt32(byte)))", at: index)
      default:
        index += 1
      }
    }
  }

  /// Decodes the escape at `index` (a backslash) and appends its UTF-8 bytes.
  mutating func decodeEscape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
    let backslash = index
    index += 1
    guard let letter = current else {
      throw error("unterminated string", hint: "add the closing '\"'", at: backslash)
    }
    index += 1
    let simple: UInt8? =
      switch letter {
      case ASCII.quote, ASCII.backslash, ASCII.slash: letter
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): ASCII.newline
      case UInt8(ascii: "r"): ASCII.carriageReturn
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      decoded.append(simple)
      return
    }
    guard letter == UInt8(ascii: "u") else {
      throw error(
        "invalid escape \\\(positions.describeCharacter(at: index - 1).trimmingQuotes)",
        hint: "valid escapes are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\uXXXX; write a backslash as \\\\",
        at: backslash)
    }
    let scalar = try decodeUnicodeEscape(startingAt: backslash)
    decoded.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  /// After `\u`: four hex digits, and for a high surrogate the `\uXXXX` low surrogate that must follow.
  mutating func decodeUnicodeEscape(startingAt backslash: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try readHex4(escapeAt: backslash)
    switch first {
    case 0xD800...0xDBFF:
      let second = index
      guard current == ASCII.backslash, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
        throw loneSurrogate(first, at: backslash)
      }
      index += 2
      let low = try readHex4(escapeAt: second)
      guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(first, at: backslash) }
      let value = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    case 0xDC00...0xDFFF:
      throw loneSurrogate(first, at: backslash)
    default:
      return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
  }

  mutating func readHex4(escapeAt backslash: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigitValue(byte) else {
        throw error(
          "\\u must be followed by four hexadecimal digits", hint: "write a character as \\u00E9, for example",
          at: backslash)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  func loneSurrogate(_ value: UInt32, at offset: Int) -> JSONSyntaxError {
    error(
      "lone surrogate \\u\(Self.hex4(value)) in a string",
      hint: "a character above U+FFFF is written as a pair \\uD8xx\\uDCxx, or write the character itself",
      at: offset)
  }

  static func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case ASCII.zero...ASCII.nine: UInt32(byte - ASCII.zero)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  static func hex4(_ value: UInt32) -> String {
    String(TextPositions.codePointName(value).dropFirst(2))
  }

  // MARK: Whitespace and errors

  mutating func skipWhitespace() {
    while let byte = current, ASCII.isJSONWhitespace(byte) { index += 1 }
  }

  /// The error at byte `offset` (`TextPositions` answers any offset, also one before the last asked).
  func error(_ message: String, hint: String, at offset: Int) -> JSONSyntaxError {
    var positions = positions
    return JSONSyntaxError(message: message, hint: hint, location: positions.location(at: offset))
  }
}

extension String {
  /// `'x'` → `x`: a described character without its quotes.
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 3 ? String(dropFirst().dropLast()) : self
  }
}
