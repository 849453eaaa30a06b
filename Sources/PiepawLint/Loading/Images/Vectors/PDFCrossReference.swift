/// Where an object lives, per a cross-reference table or stream.
enum PDFObjectLocation: Hashable, Sendable {
  /// A free entry, or an object number no section lists: the object is null.
  case free
  /// `offset` bytes into the file.
  case offset(Int, generation: Int)
  /// The `index`th object of the object stream `stream`.
  case compressed(stream: Int, index: Int)
}

/// One cross-reference section: a classic `xref` table (entries read on demand, 20 bytes each) or a
/// decoded cross-reference stream. Nothing is expanded into a per-object table, so a hostile section of a
/// million entries costs no memory.
struct PDFCrossReferenceSection: Sendable {
  enum Rows: Sendable {
    /// `first` object number, entry `count`, entries `stride` bytes apart from `start`.
    case table(first: Int, count: Int, start: Int, stride: Int)
    /// Rows of a cross-reference stream: object numbers `first ..< first + count` from row `row` on.
    case stream(first: Int, count: Int, row: Int)
  }

  var subsections: [Rows]
  /// The decoded stream and its field widths (`/W`); empty for a table.
  var streamData: [UInt8] = []
  var widths: [Int] = []
  /// The trailer (or the stream's dictionary): `/Root`, `/Prev`, `/Size`, `/XRefStm`.
  var trailer: [String: PDFObject]

  /// The entry for `number`: nil when the section does not list it.
  func location(of number: Int, in bytes: [UInt8]) throws(VectorProblem) -> PDFObjectLocation? {
    for rows in subsections {
      switch rows {
      case .table(let first, let count, let start, let stride):
        guard number >= first, number - first < count else { continue }
        return try Self.tableEntry(at: start + (number - first) * stride, of: number, in: bytes)
      case .stream(let first, let count, let row):
        guard number >= first, number - first < count else { continue }
        return streamEntry(row: row + number - first)
      }
    }
    return nil
  }

  /// `0000012345 00000 n`: ten digits, five digits, `n` or `f`.
  private static func tableEntry(at offset: Int, of number: Int, in bytes: [UInt8]) throws(VectorProblem)
    -> PDFObjectLocation
  {
    guard offset >= 0, offset + 18 <= bytes.count, let position = digits(bytes, offset, 10),
      bytes[offset + 10] == 0x20, let generation = digits(bytes, offset + 11, 5), bytes[offset + 16] == 0x20
    else {
      throw .corrupt("the cross-reference entry of object \(number) at byte \(offset) is malformed")
    }
    switch bytes[offset + 17] {
    case UInt8(ascii: "n"): return position == 0 ? .free : .offset(position, generation: generation)
    case UInt8(ascii: "f"): return .free
    default: throw .corrupt("the cross-reference entry of object \(number) at byte \(offset) is neither `n` nor `f`")
    }
  }

  static func digits(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in bytes[offset..<offset + count] {
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return value
  }

  private func streamEntry(row: Int) -> PDFObjectLocation {
    let rowWidth = widths.reduce(0, +)
    var offset = row * rowWidth
    var fields: [Int] = []
    for width in widths {
      var value = 0
      for byte in streamData[offset..<offset + width] { value = value << 8 | Int(byte) }
      fields.append(value)
      offset += width
    }
    // A zero-width type field means type 1 (ISO 32000-1, table 17).
    let type = widths[0] == 0 ? 1 : fields[0]
    switch type {
    case 1: return fields[1] == 0 && widths[0] != 0 ? .free : .offset(fields[1], generation: fields[2])
    case 2: return .compressed(stream: fields[1], index: fields[2])
    default: return .free
    }
  }
}

/// Reads the cross-reference sections of a PDF: the one `startxref` points at, then every `/Prev` (and hybrid
/// `/XRefStm`) section before it, newest first. A `/Prev` loop or a chain longer than `maximumSections` ends
/// the read.
struct PDFCrossReferenceReader {
  static let maximumSections = 64
  /// Fields of a cross-reference stream row are at most this wide (offsets up to 2⁶³).
  static let maximumFieldWidth = 8

  let bytes: [UInt8]
  /// Decoded cross-reference streams, all sections together.
  let maximumDecodedBytes: Int

  /// Every section, newest first.
  func sections(startingAt start: Int) throws(VectorProblem) -> [PDFCrossReferenceSection] {
    var sections: [PDFCrossReferenceSection] = []
    var decoded = 0
    var visited: Set<Int> = []
    var next: Int? = start
    var pointer = "startxref"
    while let offset = next {
      guard visited.insert(offset).inserted else {
        throw .corrupt("the cross-reference sections form a loop (/Prev points back to byte \(offset))")
      }
      guard sections.count < Self.maximumSections else {
        throw .tooLarge("more than \(Self.maximumSections) cross-reference sections (/Prev chain)")
      }
      let section = try self.section(at: offset, pointer: pointer, budget: maximumDecodedBytes - decoded)
      sections.append(section)
      decoded += section.streamData.count
      if let hybrid = section.trailer["XRefStm"]?.integer, visited.insert(hybrid).inserted {
        let stream = try streamSection(at: hybrid, pointer: "/XRefStm", budget: maximumDecodedBytes - decoded)
        sections.append(stream)
        decoded += stream.streamData.count
      }
      pointer = "/Prev"
      switch section.trailer["Prev"] {
      case nil, .null: next = nil
      case .integer(let previous): next = previous
      case let other?: throw .corrupt("the trailer's /Prev is \(other.kindDescription), not a byte offset")
      }
    }
    return sections
  }

  /// The section at `offset`, which `pointer` (`startxref`, `/Prev`, `/XRefStm`) gave.
  private func section(at offset: Int, pointer: String, budget: Int) throws(VectorProblem)
    -> PDFCrossReferenceSection
  {
    guard offset >= 0, offset < bytes.count else {
      throw .corrupt("\(pointer) points at byte \(offset), past the end of the file (\(bytes.count) bytes)")
    }
    var parser = PDFObjectParser(bytes: bytes, start: offset)
    parser.skipWhitespaceAndComments()
    if parser.readKeyword("xref") { return try tableSection(parser) }
    return try streamSection(at: offset, pointer: pointer, budget: budget)
  }

  // MARK: Tables

  private func tableSection(_ start: PDFObjectParser) throws(VectorProblem) -> PDFCrossReferenceSection {
    var parser = start
    var subsections: [PDFCrossReferenceSection.Rows] = []
    while true {
      parser.skipWhitespaceAndComments()
      if parser.readKeyword("trailer") { break }
      let headerAt = parser.index
      guard let first = parser.readUnsignedInteger(), let count = parser.readUnsignedInteger() else {
        throw .corrupt(
          parser.current == nil
            ? "the file ends inside the cross-reference table (truncated)"
            : "the cross-reference table has no `trailer` (byte \(headerAt) is neither a subsection nor `trailer`)")
      }
      guard subsections.count < 100_000 else { throw .tooLarge("too many cross-reference subsections") }
      parser.skipWhitespaceAndComments()
      let entriesStart = parser.index
      let stride = entryStride(at: entriesStart)
      guard count <= (bytes.count - entriesStart) / stride else {
        throw .corrupt(
          "the cross-reference subsection at byte \(headerAt) lists more entries than the file holds (truncated)")
      }
      subsections.append(.table(first: first, count: count, start: entriesStart, stride: stride))
      parser.index = entriesStart + count * stride
    }
    let trailer = try parser.parseObject()
    guard case .dictionary(let dictionary) = trailer else {
      throw .corrupt("the trailer is \(trailer.kindDescription), not a dictionary")
    }
    return PDFCrossReferenceSection(subsections: subsections, trailer: dictionary)
  }

  /// Entries are 20 bytes (two end-of-line bytes); some writers end them with one, so the first entry decides.
  private func entryStride(at offset: Int) -> Int {
    var end = offset + 18
    while end < bytes.count, end < offset + 20, PDFObjectParser.isWhitespace(bytes[end]) { end += 1 }
    return max(19, end - offset)
  }

  // MARK: Streams

  private func streamSection(at offset: Int, pointer: String, budget: Int) throws(VectorProblem)
    -> PDFCrossReferenceSection
  {
    let neither = "\(pointer) points at byte \(offset), which holds neither `xref` nor a /Type /XRef stream"
    guard offset >= 0, offset < bytes.count else {
      throw .corrupt("\(pointer) points at byte \(offset), past the end of the file (\(bytes.count) bytes)")
    }
    var header = PDFObjectParser(bytes: bytes, start: offset)
    guard header.readUnsignedInteger() != nil, header.readUnsignedInteger() != nil, header.readKeyword("obj") else {
      throw .corrupt(neither)
    }
    var parser = PDFObjectParser(bytes: bytes, start: offset)
    let (_, object) = try parser.parseIndirectObject(expecting: nil) { _ throws(VectorProblem) in nil }
    guard case .stream(let dictionary, let data) = object, dictionary["Type"]?.name == "XRef" else {
      throw .corrupt(neither)
    }
    let widths = dictionary["W"]?.array?.compactMap(\.integer) ?? []
    guard widths.count == 3, widths.allSatisfy({ (0...Self.maximumFieldWidth).contains($0) }), widths[1] > 0 else {
      throw .corrupt("the cross-reference stream at byte \(offset) has no valid /W")
    }
    let decoded = try PDFStreamDecoder.decode(
      dictionary, data: bytes[data], maximumBytes: max(0, budget), what: "the cross-reference stream")
    let subsections = try streamRows(dictionary, rowCount: decoded.count / widths.reduce(0, +), at: offset)
    return PDFCrossReferenceSection(
      subsections: subsections, streamData: decoded, widths: widths, trailer: dictionary)
  }

  /// `/Index [first count …]` (default `[0 Size]`), checked against the rows the data holds.
  private func streamRows(_ dictionary: [String: PDFObject], rowCount: Int, at offset: Int) throws(VectorProblem)
    -> [PDFCrossReferenceSection.Rows]
  {
    let size = dictionary["Size"]?.integer ?? 0
    let index = dictionary["Index"]?.array?.compactMap(\.integer) ?? [0, size]
    guard index.count % 2 == 0, index.allSatisfy({ $0 >= 0 }) else {
      throw .corrupt("the cross-reference stream at byte \(offset) has an invalid /Index")
    }
    var rows: [PDFCrossReferenceSection.Rows] = []
    var row = 0
    for pair in stride(from: 0, to: index.count, by: 2) {
      let count = index[pair + 1]
      guard count <= rowCount - row else {
        throw .corrupt("the cross-reference stream at byte \(offset) holds fewer rows than its /Index lists")
      }
      rows.append(.stream(first: index[pair], count: count, row: row))
      row += count
    }
    return rows
  }
}
