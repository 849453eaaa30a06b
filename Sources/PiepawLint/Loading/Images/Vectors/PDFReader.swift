/// Verifies a PDF's structure and reads its size, in pure Swift: the `%PDF-` header, `%%EOF` at the end, the
/// `startxref` offset, the cross-reference table or stream it points at (and every `/Prev` section), the
/// trailer, the catalog, the page count and the first page's box in points. At `.full` depth every in-use
/// object of the newest cross-reference entries is also parsed at its offset, and every Flate stream inflated
/// (output discarded), so damage inside the file is found, not only at its ends.
///
/// Bounded on hostile input: no recursion without a depth limit, object resolution and page-tree walks are
/// counted, inflated data is capped at the decoder memory limit, and the full-depth pass reads each object once
/// (a budget of bytes parsed stops overlapping objects from making it quadratic).
enum PDFReader {
  /// What a PDF holds, as far as the linter needs it.
  struct Facts: Hashable {
    var version: String
    var pageCount: Int
    /// The first page's CropBox (else MediaBox), rotated, in points.
    var pageSize: PointSize
  }

  /// `%%EOF` must be within this many bytes of the end (writers may append a little whitespace).
  static let endMarkerWindow = 1024
  /// Cross-reference entries checked at full depth (a million-object file is not an icon).
  static let maximumCheckedObjects = 200_000

  static func read(_ bytes: [UInt8], depth: DecodeDepth, maximumDecodedBytes: Int) throws(VectorProblem) -> Facts {
    let version = try header(bytes)
    let start = try startOfCrossReference(bytes)
    let reader = PDFCrossReferenceReader(bytes: bytes, maximumDecodedBytes: maximumDecodedBytes)
    let sections = try reader.sections(startingAt: start)
    // One budget for every decoded stream kept in memory: the cross-reference streams, then object streams.
    let used = sections.reduce(0) { $0 + $1.streamData.count }
    var document = PDFDocument(bytes: bytes, sections: sections, maximumDecodedBytes: maximumDecodedBytes - used)
    guard let root = sections.first?.trailer["Root"] else { throw .corrupt("the trailer has no /Root (catalog)") }
    let page = try PDFPageTree.firstPage(of: &document, root: root)
    if depth == .full { try verifyEveryObject(&document) }
    return Facts(version: version, pageCount: page.pageCount, pageSize: page.size)
  }

  /// `%PDF-1.7` → `1.7`.
  private static func header(_ bytes: [UInt8]) throws(VectorProblem) -> String {
    guard bytes.starts(with: Array("%PDF-".utf8)) else { throw .corrupt("no %PDF- header") }
    let version = bytes[5...].prefix(8).prefix { $0 == UInt8(ascii: ".") || (0x30...0x39).contains($0) }
    guard !version.isEmpty else { throw .corrupt("the %PDF- header has no version number") }
    return String(decoding: version, as: UTF8.self)
  }

  /// The offset after the last `startxref` before the final `%%EOF`.
  private static func startOfCrossReference(_ bytes: [UInt8]) throws(VectorProblem) -> Int {
    let tailStart = max(0, bytes.count - endMarkerWindow)
    guard let end = lastIndex(of: Array("%%EOF".utf8), in: bytes, from: tailStart, to: bytes.count) else {
      throw .corrupt("no %%EOF marker at the end of the file: it is truncated")
    }
    let searchStart = max(0, end - endMarkerWindow)
    guard let keyword = lastIndex(of: Array("startxref".utf8), in: bytes, from: searchStart, to: end) else {
      throw .corrupt("no `startxref` before %%EOF: the file is damaged or truncated")
    }
    var parser = PDFObjectParser(bytes: bytes, start: keyword + 9, end: end)
    guard let offset = parser.readUnsignedInteger() else {
      throw .corrupt("`startxref` is not followed by a byte offset")
    }
    guard offset < bytes.count else {
      throw .corrupt("startxref points at byte \(offset), past the end of the file (\(bytes.count) bytes): truncated")
    }
    return offset
  }

  private static func lastIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
    var index = end - pattern.count
    while index >= start {
      if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
      index -= 1
    }
    return nil
  }

  // MARK: Full depth

  /// Every in-use object number of the newest sections parses where its entry says, and every Flate stream
  /// inflates to its end.
  private static func verifyEveryObject(_ document: inout PDFDocument) throws(VectorProblem) {
    let size = document.sections.compactMap { $0.trailer["Size"]?.integer }.max() ?? 0
    guard size >= 0 else { throw .corrupt("the trailer's /Size is negative") }
    guard size <= maximumCheckedObjects else {
      throw .tooLarge("the trailer declares \(size) objects, more than the \(maximumCheckedObjects) checked here")
    }
    var parsedBytes = 0
    let budget = document.bytes.count * 2 + (1 << 20)
    var offsetsSeen: Set<Int> = []
    var inflateBudget = maximumCheckedBytes
    for number in 1..<max(size, 1) {
      guard case .offset(let offset, _) = try document.location(of: number) else { continue }
      guard offsetsSeen.insert(offset).inserted else {
        throw .corrupt("two objects share byte \(offset) in the cross-reference table")
      }
      var parser = PDFObjectParser(bytes: document.bytes, start: offset)
      let object = try parser.parseIndirectObject(expecting: number) { (length) throws(VectorProblem) -> Int? in
        try document.resolve(length).integer
      }.object
      parsedBytes += parser.index - offset
      guard parsedBytes <= budget else { throw .corrupt("the objects overlap: their bytes are read more than twice") }
      inflateBudget -= try checkStream(object, number: number, bytes: document.bytes, budget: inflateBudget)
    }
  }

  /// Inflated bytes checked per stream and per file at full depth: embedded images may be large, but a file of
  /// deflate bombs (each 1 000 times its size) must not run for long.
  static let maximumCheckedStreamBytes = 256 << 20
  static let maximumCheckedBytes = 512 << 20

  /// Inflates `object` when it is a Flate stream; returns the bytes it inflated to (0 for anything else).
  private static func checkStream(_ object: PDFObject, number: Int, bytes: [UInt8], budget: Int)
    throws(VectorProblem) -> Int
  {
    guard case .stream(let dictionary, let data) = object,
      let filters = PDFStreamDecoder.filterNames(dictionary["Filter"]), filters.first == "FlateDecode"
    else { return 0 }
    let what = "the stream of object \(number)"
    guard budget > 0 else {
      throw .tooLarge("the streams inflate to more than \(TextFile.sizeText(maximumCheckedBytes)) in all")
    }
    return try PDFStreamDecoder.check(
      bytes[data], maximumBytes: min(maximumCheckedStreamBytes, budget), what: what)
  }
}
