import Foundation

/// Reads binary property lists (`bplist00`): a table of objects that refer to one another by number.
///
/// Bounded like the text readers: nesting stops at `ASCIIPlistReader.maximumDepth` levels, a reference cycle (an
/// array holding itself) is refused, and the values are counted as the tree they make, not as the file stores
/// them. An object may be referred to many times; each use counts again, so objects that each refer to the next
/// twice (a few bytes per level, twice the values per level) hit the budget instead of taking every byte of
/// memory. Each object is decoded once and shared, so time and memory follow the file, the budget the tree.
enum BinaryPlistReader {
  static let maximumDepth = ASCIIPlistReader.maximumDepth
  /// The XML form's element budget: shared objects take no memory twice, but each of the other objects costs
  /// about 250 bytes while the file is read (its node, and its slot for later uses).
  static let defaultMaximumValues = XMLReader.defaultMaximumElements

  static func parse(
    _ data: Data, file: String, maximumValues: Int = defaultMaximumValues
  ) -> Result<PlistNode, Finding> {
    let location = SourceLocation(file: file)
    do throws(BinaryPlistError) {
      var parser = try BinaryPlistParser(bytes: [UInt8](data), location: location, maximumValues: maximumValues)
      return .success(try parser.parseDocument())
    } catch {
      return .failure(Finding(location: location, message: error.message(maximumValues: maximumValues)))
    }
  }
}

enum BinaryPlistError: Error, Equatable {
  /// What is wrong with the bytes, for the message.
  case damaged(String)
  case tooManyValues
  case tooDeep
  case cycle(object: Int)

  func message(maximumValues: Int) -> String {
    switch self {
    case .damaged(let reason):
      "The binary property list cannot be read; it is damaged (\(reason)). Re-save it from Xcode, or check it "
        + "with `plutil -lint`."
    case .tooManyValues:
      "The binary property list holds more than \(maximumValues) values and keys, counting a shared object each "
        + "time it is used; it was not read. Convert it to XML with `plutil -convert xml1` and check what repeats."
    case .tooDeep:
      "The binary property list nests values more than \(BinaryPlistReader.maximumDepth) levels deep; it was not "
        + "read. Flatten the structure."
    case .cycle(let object):
      "The binary property list cannot be read: object \(object) contains itself (a reference cycle), which no "
        + "property list can hold. Re-save it from Xcode."
    }
  }
}

private struct BinaryPlistParser {
  /// One decoded object and what it costs each time it is used.
  struct Decoded {
    var node: PlistNode
    /// Values and keys of the tree it stands for.
    var values: Int
    /// Collection levels, 0 for a string or number.
    var levels: Int
  }

  enum Slot {
    case decoding
    case done(Decoded)
  }

  let bytes: [UInt8]
  let location: SourceLocation
  let maximumValues: Int
  let offsetSize: Int
  let referenceSize: Int
  let objectCount: Int
  let topObject: Int
  let offsetTable: Int
  var slots: [Int: Slot] = [:]
  var values = 0

  init(bytes: [UInt8], location: SourceLocation, maximumValues: Int) throws(BinaryPlistError) {
    self.bytes = bytes
    self.location = location
    self.maximumValues = maximumValues
    guard bytes.count >= 8 + 1 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
      throw .damaged(bytes.starts(with: Array("bplist".utf8)) ? "not version 00, or too short" : "no bplist header")
    }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let count = Self.bigEndian(bytes[(trailer + 8)..<(trailer + 16)])
    let top = Self.bigEndian(bytes[(trailer + 16)..<(trailer + 24)])
    let table = Self.bigEndian(bytes[(trailer + 24)..<trailer + 32])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw .damaged("offset or reference size out of range")
    }
    // Every object takes at least one byte and one offset entry: the table must fit before the trailer.
    guard let count, let top, let table, count >= 1, top < count, table >= 9, table <= trailer,
      count <= (trailer - table) / offsetSize
    else { throw .damaged("the trailer does not match the file") }
    objectCount = count
    topObject = top
    offsetTable = table
  }

  mutating func parseDocument() throws(BinaryPlistError) -> PlistNode {
    try object(topObject, depth: 0).node
  }

  // MARK: Objects

  /// Object `number`, decoded once; every use counts its values against the budget. Collections recurse
  /// through `collection` only, and everything else is read by `leaf`, so the frames per level stay small.
  mutating func object(_ number: Int, depth: Int) throws(BinaryPlistError) -> Decoded {
    switch slots[number] {
    case .decoding: throw .cycle(object: number)
    case .done(let decoded):
      try count(decoded.values)
      if depth + decoded.levels > BinaryPlistReader.maximumDepth { throw .tooDeep }
      return decoded
    case nil:
      slots[number] = .decoding
      let before = values
      try count(1)
      let offset = try offset(of: number)
      let marker = bytes[offset]
      let (value, levels) =
        marker >> 4 == 0xA || marker >> 4 == 0xD
        ? try collection(marker, at: offset + 1, depth: depth) : (try leaf(marker, at: offset + 1), 0)
      let decoded = Decoded(node: PlistNode(value: value, location: location), values: values - before, levels: levels)
      slots[number] = .done(decoded)
      return decoded
    }
  }

  /// A string, number, date, data or UID whose marker byte was just before `offset`.
  private func leaf(_ marker: UInt8, at start: Int) throws(BinaryPlistError) -> PlistNode.Value {
    let info = Int(marker & 0x0F)
    var offset = start
    switch marker >> 4 {
    case 0x0 where marker == 0x08: return .scalar(kind: "false")
    case 0x0 where marker == 0x09: return .scalar(kind: "true")
    case 0x1 where info <= 4:
      try need(1 << info, at: offset)
      return .scalar(kind: "integer")
    case 0x2 where info == 2 || info == 3:
      try need(1 << info, at: offset)
      return .scalar(kind: "real")
    case 0x3 where marker == 0x33:
      try need(8, at: offset)
      return .scalar(kind: "date")
    case 0x4:
      try need(try length(info, at: &offset), at: offset)
      return .scalar(kind: "data")
    case 0x5:
      let length = try length(info, at: &offset)
      try need(length, at: offset)
      return .string(StreamSafeText.make(String(decoding: bytes[offset..<offset + length], as: UTF8.self)))
    case 0x6:
      let length = try length(info, at: &offset)
      guard length <= Int.max / 2 else { throw .damaged("a string longer than the file") }
      try need(2 * length, at: offset)
      let units = (0..<length).map { UInt16(bytes[offset + 2 * $0]) << 8 | UInt16(bytes[offset + 2 * $0 + 1]) }
      return .string(StreamSafeText.make(String(decoding: units, as: UTF16.self)))
    case 0x8:
      try need(info + 1, at: offset)
      return .scalar(kind: "UID")
    default:
      throw .damaged(String(format: "an object of unknown type 0x%02X", marker))
    }
  }

  /// An array (`0xA_`) or a dictionary (`0xD_`: keys, then values). Dictionary keys are sorted, as binary plists
  /// keep no order; equal keys stay in file order.
  private mutating func collection(
    _ marker: UInt8, at start: Int, depth: Int
  ) throws(BinaryPlistError) -> (PlistNode.Value, Int) {
    guard depth < BinaryPlistReader.maximumDepth else { throw .tooDeep }
    var offset = start
    let isDictionary = marker >> 4 == 0xD
    let count = try length(Int(marker & 0x0F), at: &offset)
    guard count <= Int.max / 2 else { throw .damaged("a collection longer than the file") }
    let references = try references(isDictionary ? 2 * count : count, at: offset)
    var elements: [PlistNode] = []
    var entries: [(index: Int, entry: PlistEntry)] = []
    var levels = 0
    for index in 0..<count {
      var key: String?
      if isDictionary {
        key = try object(references[index], depth: depth + 1).node.stringValue
        guard key != nil else { throw .damaged("a dictionary key that is not a string") }
      }
      let decoded = try object(references[isDictionary ? count + index : index], depth: depth + 1)
      levels = max(levels, decoded.levels)
      if let key {
        entries.append((index, PlistEntry(key: key, keyLocation: location, value: decoded.node)))
      } else {
        elements.append(decoded.node)
      }
    }
    guard isDictionary else { return (.array(elements), levels + 1) }
    entries.sort { ($0.entry.key, $0.index) < ($1.entry.key, $1.index) }
    return (.dictionary(entries.map(\.entry)), levels + 1)
  }

  // MARK: Bytes

  mutating func count(_ added: Int) throws(BinaryPlistError) {
    values += added
    if values > maximumValues { throw .tooManyValues }
  }

  func offset(of number: Int) throws(BinaryPlistError) -> Int {
    guard number < objectCount else { throw .damaged("a reference to object \(number) of \(objectCount)") }
    let entry = offsetTable + number * offsetSize
    guard let offset = Self.bigEndian(bytes[entry..<entry + offsetSize]), offset >= 8, offset < offsetTable else {
      throw .damaged("object \(number) lies outside the object area")
    }
    return offset
  }

  /// A collection's or string's length: the low four bits, or an integer object after the marker when they are 15.
  func length(_ info: Int, at offset: inout Int) throws(BinaryPlistError) -> Int {
    guard info == 0x0F else { return info }
    try need(1, at: offset)
    let marker = bytes[offset]
    let size = 1 << Int(marker & 0x0F)
    guard marker >> 4 == 0x1, size <= 8 else { throw .damaged("a length that is not an integer") }
    try need(1 + size, at: offset)
    guard let length = Self.bigEndian(bytes[(offset + 1)..<(offset + 1 + size)]) else {
      throw .damaged("a negative or huge length")
    }
    offset += 1 + size
    return length
  }

  func references(_ count: Int, at offset: Int) throws(BinaryPlistError) -> [Int] {
    guard count <= (offsetTable - offset) / referenceSize else { throw .damaged("a collection longer than the file") }
    return try (0..<count).map { (index) throws(BinaryPlistError) -> Int in
      let start = offset + index * referenceSize
      guard let reference = Self.bigEndian(bytes[start..<start + referenceSize]) else {
        throw .damaged("a reference out of range")
      }
      return reference
    }
  }

  /// Whether `length` bytes from `offset` lie before the offset table.
  func need(_ length: Int, at offset: Int) throws(BinaryPlistError) {
    guard length >= 0, offset <= offsetTable, length <= offsetTable - offset else {
      throw .damaged("an object runs past the object area")
    }
  }

  /// An unsigned big-endian number of 1 to 8 bytes, or nil when it does not fit in an `Int`.
  static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int? {
    var value: UInt64 = 0
    for byte in bytes { value = value << 8 | UInt64(byte) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
