/// Reads PDF objects (ISO 32000-1 §7.2–7.3) from bytes: numbers, names, strings, arrays, dictionaries,
/// references, and indirect objects with their streams. Recursive descent with a nesting limit, so hostile input
/// (8 MiB of `[`) ends at the limit; every loop advances, so nothing stalls.
struct PDFObjectParser {
  /// Arrays and dictionaries nested deeper than this are refused (real files nest a few levels).
  static let maximumDepth = 64
  /// Values one parser reads before it gives up (a flat 8 MiB array of a million numbers).
  static let maximumValues = 250_000

  let bytes: [UInt8]
  /// The parser never reads at or past this index.
  let end: Int
  var index: Int
  private var values = 0

  init(bytes: [UInt8], start: Int = 0, end: Int? = nil) {
    self.bytes = bytes
    self.end = min(end ?? bytes.count, bytes.count)
    index = max(0, min(start, self.end))
  }

  // MARK: Indirect objects

  /// `N G obj … endobj` at the current position. A stream's `/Length` may be an indirect reference:
  /// `length` resolves it (nil when it cannot).
  mutating func parseIndirectObject(
    expecting number: Int?, length: (PDFReference) throws(VectorProblem) -> Int?
  ) throws(VectorProblem) -> (reference: PDFReference, object: PDFObject) {
    let start = index
    guard let objectNumber = readUnsignedInteger(), let generation = readUnsignedInteger(), readKeyword("obj")
    else {
      let what = number.map { "object \($0)" } ?? "an object"
      throw .corrupt("no `N 0 obj` header at byte \(start) where the cross-reference table puts \(what)")
    }
    if let number, objectNumber != number {
      throw .corrupt(
        "byte \(start) holds object \(objectNumber), but the cross-reference table puts object \(number) there")
    }
    var object = try parseObject()
    skipWhitespaceAndComments()
    if matchesKeyword("stream") {
      guard case .dictionary(let dictionary) = object else {
        throw .corrupt("object \(objectNumber) has stream data after \(object.kindDescription)")
      }
      object = try parseStreamData(dictionary, of: objectNumber, length: length)
    }
    guard readKeyword("endobj") else {
      throw .corrupt("object \(objectNumber) (at byte \(start)) does not end with `endobj`")
    }
    return (PDFReference(number: objectNumber, generation: generation), object)
  }

  /// After the `stream` keyword: an end of line, `/Length` bytes, then `endstream`.
  private mutating func parseStreamData(
    _ dictionary: [String: PDFObject], of number: Int, length: (PDFReference) throws(VectorProblem) -> Int?
  ) throws(VectorProblem) -> PDFObject {
    index += 6
    if current == 0x0D { index += 1 }
    if current == 0x0A { index += 1 }
    let dataStart = index
    let declared: Int?
    switch dictionary["Length"] {
    case .integer(let value): declared = value
    case .reference(let reference): declared = try length(reference)
    default: declared = nil
    }
    guard let declared, declared >= 0 else {
      throw .corrupt("the stream of object \(number) has no valid /Length")
    }
    guard declared <= end - dataStart else {
      throw .corrupt(
        "the stream of object \(number) claims \(declared) bytes, but the file ends \(end - dataStart) bytes after "
          + "its start (truncated)")
    }
    index = dataStart + declared
    guard readKeyword("endstream") else {
      throw .corrupt("the stream of object \(number) does not end with `endstream` after its \(declared) bytes")
    }
    return .stream(dictionary, data: dataStart..<(dataStart + declared))
  }

  // MARK: Direct objects

  mutating func parseObject() throws(VectorProblem) -> PDFObject {
    try parseObject(depth: 0)
  }

  private mutating func parseObject(depth: Int) throws(VectorProblem) -> PDFObject {
    values += 1
    if values > Self.maximumValues {
      throw .tooLarge("an object holds more than \(Self.maximumValues) values (at byte \(index))")
    }
    skipWhitespaceAndComments()
    guard let byte = current else { throw .corrupt("the file ends inside an object (truncated)") }
    switch byte {
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "<"):
      if next == UInt8(ascii: "<") { return try parseDictionary(depth: depth + 1) }
      return try parseHexString()
    case UInt8(ascii: "("): return try parseLiteralString()
    case UInt8(ascii: "/"): return .name(readName())
    case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumberOrReference()
    default:
      return try parseKeywordObject()
    }
  }

  private mutating func checkDepth(_ depth: Int) throws(VectorProblem) {
    if depth > Self.maximumDepth {
      throw .tooLarge("arrays and dictionaries are nested more than \(Self.maximumDepth) levels deep at byte \(index)")
    }
  }

  private mutating func parseArray(depth: Int) throws(VectorProblem) -> PDFObject {
    try checkDepth(depth)
    let start = index
    index += 1
    var values: [PDFObject] = []
    while true {
      skipWhitespaceAndComments()
      guard let byte = current else { throw .corrupt("the array at byte \(start) is not closed (truncated)") }
      if byte == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      }
      values.append(try parseObject(depth: depth))
    }
  }

  private mutating func parseDictionary(depth: Int) throws(VectorProblem) -> PDFObject {
    try checkDepth(depth)
    let start = index
    index += 2
    var entries: [String: PDFObject] = [:]
    while true {
      skipWhitespaceAndComments()
      guard let byte = current else { throw .corrupt("the dictionary at byte \(start) is not closed (truncated)") }
      if byte == UInt8(ascii: ">") {
        guard next == UInt8(ascii: ">") else { throw .corrupt("a lone `>` in the dictionary at byte \(start)") }
        index += 2
        return .dictionary(entries)
      }
      guard byte == UInt8(ascii: "/") else {
        throw .corrupt("a dictionary key at byte \(index) is not a name")
      }
      let key = readName()
      entries[key] = try parseObject(depth: depth)
    }
  }

  private mutating func parseHexString() throws(VectorProblem) -> PDFObject {
    let start = index
    index += 1
    var digits = 0
    while let byte = current, byte != UInt8(ascii: ">") {
      if Self.hexValue(byte) != nil {
        digits += 1
      } else if !Self.isWhitespace(byte) {
        throw .corrupt("a hexadecimal string at byte \(start) holds a byte that is not a hex digit")
      }
      index += 1
    }
    guard current != nil else { throw .corrupt("the hexadecimal string at byte \(start) is not closed") }
    index += 1
    return .string(byteCount: (digits + 1) / 2)
  }

  /// `( … )` with balanced parentheses and backslash escapes.
  private mutating func parseLiteralString() throws(VectorProblem) -> PDFObject {
    let start = index
    index += 1
    var open = 1
    var count = 0
    while let byte = current {
      index += 1
      switch byte {
      case UInt8(ascii: "\\"):
        if current != nil { index += 1 }
      case UInt8(ascii: "("):
        open += 1
      case UInt8(ascii: ")"):
        open -= 1
        if open == 0 { return .string(byteCount: count) }
      default:
        break
      }
      count += 1
    }
    throw .corrupt("the string at byte \(start) is not closed (truncated)")
  }

  /// A number, or `N G R` when two unsigned integers are followed by `R`.
  private mutating func parseNumberOrReference() throws(VectorProblem) -> PDFObject {
    let number = try readNumber()
    guard case .integer(let first) = number, first >= 0 else { return number }
    let afterFirst = index
    if let generation = readUnsignedInteger(), readKeyword("R") {
      return .reference(PDFReference(number: first, generation: generation))
    }
    index = afterFirst
    return number
  }

  private mutating func parseKeywordObject() throws(VectorProblem) -> PDFObject {
    let start = index
    let word = readRegularRun()
    switch word {
    case "true": return .boolean(true)
    case "false": return .boolean(false)
    case "null": return .null
    case "":
      throw .corrupt("unexpected `\(Self.printable(bytes[start]))` at byte \(start)")
    default:
      throw .corrupt("unexpected `\(word.prefix(20))` at byte \(start) where an object was expected")
    }
  }

  // MARK: Tokens

  var current: UInt8? { index < end ? bytes[index] : nil }
  private var next: UInt8? { index + 1 < end ? bytes[index + 1] : nil }

  mutating func skipWhitespaceAndComments() {
    while let byte = current {
      if Self.isWhitespace(byte) {
        index += 1
      } else if byte == UInt8(ascii: "%") {
        while let byte = current, byte != 0x0A, byte != 0x0D { index += 1 }
      } else {
        return
      }
    }
  }

  /// The keyword `word` as a whole token (not the start of a longer one); consumed when found.
  mutating func readKeyword(_ word: String) -> Bool {
    skipWhitespaceAndComments()
    guard matchesKeyword(word) else { return false }
    index += word.utf8.count
    return true
  }

  func matchesKeyword(_ word: String) -> Bool {
    let literal = Array(word.utf8)
    guard index + literal.count <= end, bytes[index..<index + literal.count].elementsEqual(literal) else {
      return false
    }
    let after = index + literal.count
    return after == end || !Self.isRegular(bytes[after])
  }

  /// An unsigned integer token (at most 18 digits); nil, with the position restored, when there is none.
  mutating func readUnsignedInteger() -> Int? {
    skipWhitespaceAndComments()
    let start = index
    var value = 0
    while let byte = current, byte >= 0x30, byte <= 0x39, index - start < 18 {
      value = value * 10 + Int(byte - 0x30)
      index += 1
    }
    guard index > start, current.map({ !Self.isRegular($0) }) ?? true else {
      index = start
      return nil
    }
    return value
  }

  private mutating func readNumber() throws(VectorProblem) -> PDFObject {
    let start = index
    let word = readRegularRun()
    if let value = Int(word) { return .integer(value) }
    if let value = Double(word), value.isFinite, !word.contains(where: { $0 == "e" || $0 == "E" || $0 == "n" }) {
      return .real(value)
    }
    throw .corrupt("`\(word.prefix(20))` at byte \(start) is not a number")
  }

  /// `/Name` with `#xx` escapes decoded.
  private mutating func readName() -> String {
    index += 1
    var name: [UInt8] = []
    while let byte = current, Self.isRegular(byte) {
      if byte == UInt8(ascii: "#"), index + 2 < end, let high = Self.hexValue(bytes[index + 1]),
        let low = Self.hexValue(bytes[index + 2])
      {
        name.append(high << 4 | low)
        index += 3
      } else {
        name.append(byte)
        index += 1
      }
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// Regular characters up to the next delimiter or whitespace (at most 64 are kept).
  private mutating func readRegularRun() -> String {
    let start = index
    while let byte = current, Self.isRegular(byte) { index += 1 }
    return String(decoding: bytes[start..<min(index, start + 64)], as: UTF8.self)
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
  }

  static func isDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
      true
    default: false
    }
  }

  static func isRegular(_ byte: UInt8) -> Bool { !isWhitespace(byte) && !isDelimiter(byte) }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A byte for a message: itself when printable ASCII, else `0xNN`.
  static func printable(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16, uppercase: true)
  }
}
