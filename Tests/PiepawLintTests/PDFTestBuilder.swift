/// Writes small PDFs for the reader's tests: numbered objects, then a cross-reference table, or a cross-reference
/// stream (optionally with the objects packed into a Flate object stream, and with PNG "Up" prediction), and
/// incremental updates with `/Prev`. Every byte offset is counted here, so the files are valid unless a test
/// damages them on purpose.
struct PDFTestBuilder {
  /// Object bodies by number, from 1; a body may be a dictionary with a stream after it.
  var objects: [String]
  var version = "1.7"

  init(_ objects: [String], version: String = "1.7") {
    self.objects = objects
    self.version = version
  }

  /// A catalog (1), a page tree root (2) with `pagesExtra`, one page (3) with `pageExtra`, and its contents (4).
  static func onePage(pages pagesExtra: String = "/MediaBox [0 0 64 64]", page pageExtra: String = "") -> Self {
    PDFTestBuilder([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 \(pagesExtra) >>",
      "<< /Type /Page /Parent 2 0 R /Contents 4 0 R \(pageExtra) >>",
      stream("0 0 m 64 64 l S"),
    ])
  }

  /// `<< /Length n >> stream … endstream`.
  static func stream(_ content: String, dictionary extra: String = "") -> String {
    "<< /Length \(content.utf8.count) \(extra) >>\nstream\n\(content)\nendstream"
  }

  private var header: [UInt8] { Array("%PDF-\(version)\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8) }

  /// The objects, then `xref`, `trailer`, `startxref`, `%%EOF`.
  func withTable(trailerExtra: String = "") -> [UInt8] {
    var bytes = header
    let offsets = append(objects, numberedFrom: 1, to: &bytes)
    let xref = bytes.count
    var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { table += Self.entry(offset) }
    table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R \(trailerExtra) >>\nstartxref\n\(xref)\n%%EOF\n"
    bytes += Array(table.utf8)
    return bytes
  }

  /// The objects, then a Flate cross-reference stream (`/W [1 4 2]`, PNG Up predictor when `predicted`). With
  /// `packed`, objects 1–3 go into an object stream (object `count + 1`) and only the rest are top-level.
  func withStream(packed: Bool = false, predicted: Bool = true) -> [UInt8] {
    var bytes = header
    var rows: [(type: Int, field2: Int, field3: Int)] = [(0, 0, 65535)]
    let packedCount = packed ? min(3, objects.count) : 0
    if packedCount > 0 {
      for index in 0..<packedCount { rows.append((2, objects.count + 1, index)) }
    }
    let loose = Array(objects[packedCount...])
    let offsets = append(loose, numberedFrom: packedCount + 1, to: &bytes)
    rows += offsets.map { (1, $0, 0) }
    var next = objects.count + 1
    if packedCount > 0 {
      let streamOffset = bytes.count
      bytes += objectStream(number: next, objects: Array(objects[0..<packedCount]))
      rows.append((1, streamOffset, 0))
      next += 1
    }
    let xref = bytes.count
    rows.append((1, xref, 0))
    var data: [UInt8] = []
    var previous = [UInt8](repeating: 0, count: 7)
    for row in rows {
      let fields =
        [UInt8(row.type)] + TestImageEncoders.bigEndian32(UInt32(row.field2))
        + TestImageEncoders.bigEndian16(row.field3)
      if predicted {
        data.append(2)
        data += zip(fields, previous).map { $0 &- $1 }
      } else {
        data += fields
      }
      previous = fields
    }
    let compressed = TestImageEncoders.zlib(data)
    let parameters = predicted ? " /DecodeParms << /Columns 7 /Predictor 12 >>" : ""
    bytes += Array(
      ("\(next) 0 obj\n<< /Type /XRef /Size \(next + 1) /W [1 4 2] /Root 1 0 R /Filter /FlateDecode\(parameters) "
        + "/Length \(compressed.count) >>\nstream\n").utf8)
    bytes += compressed
    bytes += Array("\nendstream\nendobj\nstartxref\n\(xref)\n%%EOF\n".utf8)
    return bytes
  }

  /// An update appended to `base` (whose `startxref` is `previous`): objects replaced by number, a table of
  /// them, and a trailer whose `/Prev` is `previous` (or `prevOverride`).
  static func update(_ base: [UInt8], previous: Int, replacing: [Int: String], size: Int, prevOverride: Int? = nil)
    -> [UInt8]
  {
    var bytes = base
    var table = "xref\n"
    var entries: [(Int, Int)] = []
    for (number, body) in replacing.sorted(by: { $0.key < $1.key }) {
      entries.append((number, bytes.count))
      bytes += Array("\(number) 0 obj\n\(body)\nendobj\n".utf8)
    }
    let xref = bytes.count
    for (number, offset) in entries { table += "\(number) 1\n" + entry(offset) }
    table += "trailer\n<< /Size \(size) /Root 1 0 R /Prev \(prevOverride ?? previous) >>\nstartxref\n\(xref)\n%%EOF\n"
    bytes += Array(table.utf8)
    return bytes
  }

  /// Where `startxref` of `bytes` points.
  static func startxref(of bytes: [UInt8]) -> Int {
    let text = String(decoding: bytes, as: UTF8.self)
    let tail = text.components(separatedBy: "startxref\n").last ?? ""
    return Int(tail.prefix { $0.isNumber }) ?? 0
  }

  private func objectStream(number: Int, objects: [String]) -> [UInt8] {
    var header = ""
    var body = ""
    for (index, object) in objects.enumerated() {
      header += "\(index + 1) \(body.utf8.count) "
      body += object + "\n"
    }
    let data = TestImageEncoders.zlib(Array((header + body).utf8))
    var bytes = Array(
      ("\(number) 0 obj\n<< /Type /ObjStm /N \(objects.count) /First \(header.utf8.count) /Filter /FlateDecode "
        + "/Length \(data.count) >>\nstream\n").utf8)
    bytes += data
    bytes += Array("\nendstream\nendobj\n".utf8)
    return bytes
  }

  private func append(_ bodies: [String], numberedFrom first: Int, to bytes: inout [UInt8]) -> [Int] {
    bodies.enumerated().map { index, body in
      let offset = bytes.count
      bytes += Array("\(first + index) 0 obj\n\(body)\nendobj\n".utf8)
      return offset
    }
  }

  static func entry(_ offset: Int) -> String {
    let digits = String(offset)
    return String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
  }
}
