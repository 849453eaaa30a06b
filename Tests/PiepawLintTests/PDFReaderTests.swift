import Foundation
import Testing

@testable import PiepawLint

@Suite struct PDFReaderTests {
  func read(_ bytes: [UInt8], _ depth: DecodeDepth = .full, limits: ImageLimits = .default) -> ImageInfo {
    ImageLoader.read(bytes: bytes, path: "badge.pdf", depth: depth, limits: limits)
  }

  // MARK: Valid files

  @Test(arguments: DecodeDepth.allCases)
  func aPDFWithACrossReferenceTableHasItsPageSizeInPoints(depth: DecodeDepth) {
    let info = read(PDFTestBuilder.onePage(pages: "/MediaBox [0 0 430 932]").withTable(), depth)
    #expect(info.format == .pdf)
    #expect(info.status == .ok)
    #expect(info.pointSize == PointSize(width: 430, height: 932))
    #expect(info.pageCount == 1)
    #expect(info.pixelSize == nil, "a vector has no pixels of its own")
    #expect(info.formatMatchesExtension)
  }

  @Test(arguments: [(false, false), (false, true), (true, true), (true, false)])
  func aCrossReferenceStreamAndAnObjectStreamAreRead(packed: Bool, predicted: Bool) {
    let bytes = PDFTestBuilder.onePage(pages: "/MediaBox [0 0 24 36.5]").withStream(
      packed: packed, predicted: predicted)
    for depth in DecodeDepth.allCases {
      let info = read(bytes, depth)
      #expect(info.status == .ok, "\(depth): \(info.status)")
      #expect(info.pointSize == PointSize(width: 24, height: 36.5))
    }
  }

  @Test func theMediaBoxIsInheritedDownANestedPageTreeThroughIndirectObjects() {
    let pdf = PDFTestBuilder([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [5 0 R 4 0 R] /Count 2 /MediaBox 6 0 R >>",
      "<< /Type /Page /Parent 5 0 R >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>",
      "<< /Type /Pages /Parent 2 0 R /Kids [3 0 R] /Count 1 >>",
      "[0 0 120 80]",
    ])
    let info = read(pdf.withTable())
    #expect(info.status == .ok)
    #expect(info.pointSize == PointSize(width: 120, height: 80), "object 3 is the first page; it inherits from 2")
    #expect(info.pageCount == 2)
  }

  @Test func theCropBoxClipsTheMediaBoxAndRotateTurnsIt() {
    let cropped = read(PDFTestBuilder.onePage(page: "/CropBox [10 10 50 40]").withTable())
    #expect(cropped.pointSize == PointSize(width: 40, height: 30))
    let rotated = read(PDFTestBuilder.onePage(pages: "/MediaBox [0 0 30 60] /Rotate 90").withTable())
    #expect(rotated.pointSize == PointSize(width: 60, height: 30))
    let outside = read(PDFTestBuilder.onePage(page: "/CropBox [-10 -10 500 500]").withTable())
    #expect(outside.pointSize == PointSize(width: 64, height: 64), "the CropBox is clipped to the MediaBox")
  }

  @Test func anIncrementalUpdateReplacesTheObjectsItNames() {
    let base = PDFTestBuilder.onePage().withTable()
    let updated = PDFTestBuilder.update(
      base, previous: PDFTestBuilder.startxref(of: base),
      replacing: [2: "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 200 100] >>"], size: 5)
    #expect(read(updated).pointSize == PointSize(width: 200, height: 100))
  }

  @Test func theLibrarysExampleFileIsValid() {
    let info = read(Array(ExampleApp.pdf(430, 932).utf8))
    #expect(info.status == .ok)
    #expect(info.pointSize == PointSize(width: 430, height: 932))
  }

  @Test func aVectorsSizeAndPagesSurviveTheCache() throws {
    let info = read(PDFTestBuilder.onePage(pages: "/MediaBox [0 0 33.5 64]").withTable())
    let decoded = try JSONDecoder().decode(ImageInfo.self, from: JSONEncoder().encode(info))
    #expect(decoded == info)
    #expect(decoded.pointSize == PointSize(width: 33.5, height: 64))
    #expect(decoded.pageCount == 1)
  }

  // MARK: Damaged files

  @Test func everyTruncationIsCorrupt() {
    let bytes = PDFTestBuilder.onePage().withTable()
    // All but the final newline after %%EOF: cutting anywhere earlier damages the file.
    for length in 0..<(bytes.count - 1) {
      let info = read(Array(bytes.prefix(length)))
      #expect(info.status.name == "corrupt", "cut at \(length): \(info.status)")
    }
    #expect(read(Array(bytes.dropLast())).status == .ok)
  }

  @Test func aMissingEOFMarkerSaysTheFileIsTruncated() {
    var text = String(decoding: PDFTestBuilder.onePage().withTable(), as: UTF8.self)
    text = text.replacingOccurrences(of: "%%EOF", with: "")
    #expect(read(Array(text.utf8)).status == .corrupt("no %%EOF marker at the end of the file: it is truncated"))
  }

  @Test func aStartxrefThatMissesTheTableIsCorrupt() {
    let bytes = PDFTestBuilder.onePage().withTable()
    let start = PDFTestBuilder.startxref(of: bytes)
    var text = String(decoding: bytes, as: UTF8.self)
    text = text.replacingOccurrences(of: "startxref\n\(start)", with: "startxref\n\(start - 7)")
    let info = read(Array(text.utf8))
    #expect(info.status.name == "corrupt")
    #expect(
      info.status
        == .corrupt("startxref points at byte \(start - 7), which holds neither `xref` nor a /Type /XRef stream"))
  }

  @Test func anObjectThatIsNotWhereTheTableSaysIsCorrupt() {
    var bytes = PDFTestBuilder.onePage().withTable()
    // Object 2's header moves by one byte: "2 0 obj" becomes " 2 0 ob".
    let text = String(decoding: bytes, as: UTF8.self)
    let range = text.range(of: "2 0 obj")!
    let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    bytes.replaceSubrange(offset..<offset + 7, with: Array("X 0 obj".utf8))
    let info = read(bytes, .header)
    #expect(
      info.status == .corrupt("no `N 0 obj` header at byte \(offset) where the cross-reference table puts object 2"))
  }

  @Test func damagedCompressedDataIsFoundAtFullDepthOnly() {
    var compressed = TestImageEncoders.zlib(Array(String(repeating: "0 0 m 64 64 l S\n", count: 20).utf8))
    #expect(read(Self.pdfWithBinaryStream(compressed), .full).status == .ok)
    compressed[compressed.count - 1] ^= 0xFF  // the Adler-32
    let bytes = Self.pdfWithBinaryStream(compressed)
    #expect(read(bytes, .header).status == .ok)
    let full = read(bytes, .full)
    #expect(full.status == .corrupt("the compressed data of the stream of object 4 is damaged (zlib: invalid data)"))
  }

  @Test func aPageTreeWithoutPagesIsCorrupt() {
    let empty = PDFTestBuilder(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"])
    #expect(read(empty.withTable()).status == .corrupt("the page tree is empty (/Count 0): the PDF has no page"))
    let noBox = PDFTestBuilder.onePage(pages: "")
    #expect(
      read(noBox.withTable()).status
        == .corrupt("the first page has no /MediaBox (neither its own nor an inherited one)"))
  }

  // MARK: Hostile files end fast

  @Test func aPrevLoopEnds() {
    let base = PDFTestBuilder.onePage().withTable()
    let start = PDFTestBuilder.startxref(of: base)
    // The update's /Prev points at the update's own table.
    var looped = PDFTestBuilder.update(
      base, previous: start, replacing: [2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"], size: 5)
    let own = PDFTestBuilder.startxref(of: looped)
    looped = PDFTestBuilder.update(
      base, previous: start, replacing: [2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"], size: 5, prevOverride: own)
    let info = read(looped)
    #expect(info.status.name == "corrupt")
    #expect(info.status.message?.contains("loop") == true, "\(info.status)")
  }

  @Test func aCyclicPageTreeEnds() {
    let pdf = PDFTestBuilder([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 9 9] /Parent 3 0 R >>",
      "<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>",
    ])
    let info = read(pdf.withTable())
    #expect(info.status.message?.contains("the page tree is cyclic") == true, "\(info.status)")
  }

  @Test func eightMiBOfNestedArraysStopAtTheDepthLimit() {
    let nested = String(repeating: "[", count: 8 << 20)
    let pdf = PDFTestBuilder.onePage(pages: "/MediaBox 5 0 R")
    var objects = pdf.objects
    objects.append(nested)
    let info = read(PDFTestBuilder(objects).withTable(), .header)
    #expect(info.status.name == "too-large")
    #expect(info.status.message?.contains("nested more than 64 levels") == true, "\(info.status)")
  }

  @Test func manyObjectsAreNotAllChecked() {
    var objects = PDFTestBuilder.onePage().objects
    objects += Array(repeating: "null", count: 700_000 - objects.count)
    let bytes = PDFTestBuilder(objects).withTable()
    #expect(read(bytes, .header).status == .ok, "the header pass reads only the catalog and the first page")
    let full = read(bytes, .full)
    #expect(full.status == .tooLarge("the trailer declares 700001 objects, more than the 200000 checked here"))
  }

  @Test func aMillionObjectsOutsideTheTableAreNeverParsed() {
    // One million `obj`s (26 MB) between the header and the real objects: only what the table names is read.
    var bytes = Array("%PDF-1.7\n".utf8)
    let filler = Array("9 0 obj [1 2 3] endobj\n".utf8)
    for _ in 0..<1_000_000 { bytes += filler }
    let base = bytes.count
    let objects = PDFTestBuilder.onePage().objects
    var offsets: [Int] = []
    var body: [UInt8] = []
    for (index, object) in objects.enumerated() {
      offsets.append(base + body.count)
      body += Array("\(index + 1) 0 obj\n\(object)\nendobj\n".utf8)
    }
    let xref = base + body.count
    var table = "xref\n0 5\n0000000000 65535 f \n" + offsets.map(PDFTestBuilder.entry).joined()
    table += "trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    bytes += body + Array(table.utf8)
    for depth in DecodeDepth.allCases {
      let info = read(bytes, depth)
      #expect(info.status == .ok, "\(depth): \(info.status)")
      #expect(info.pointSize == PointSize(width: 64, height: 64))
    }
  }

  @Test func aCyclicParentChainIsNeverFollowed() {
    // The page's /Parent points at itself and the root's at the page: the walk goes down /Kids only.
    let pdf = PDFTestBuilder([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 16 16] /Parent 3 0 R >>",
      "<< /Type /Page /Parent 3 0 R >>",
    ])
    let info = read(pdf.withTable())
    #expect(info.status == .ok)
    #expect(info.pointSize == PointSize(width: 16, height: 16))
  }

  @Test func aDeflateBombInAnObjectStreamStopsAtTheDecoderMemoryLimit() {
    let bytes = PDFTestBuilder.onePage(pages: "/MediaBox [0 0 64 64] /Pad (\(String(repeating: " ", count: 300_000)))")
      .withStream(packed: true)
    #expect(read(bytes).status == .ok)
    let small = read(bytes, limits: ImageLimits(maxDecoderMemory: 100_000))
    #expect(small.status.name == "too-large")
    #expect(small.status.message?.hasPrefix("object stream 5 inflates to more than") == true, "\(small.status)")
    #expect(small.status.message?.hasSuffix("(what is left of the decoder memory limit)") == true)
    // Below what the cross-reference stream alone needs, nothing is left for the object stream.
    let tiny = read(bytes, limits: ImageLimits(maxDecoderMemory: 8))
    #expect(tiny.status.name == "too-large", "\(tiny.status)")
  }

  @Test func aHugeFileIsNotRead() {
    let bytes = PDFTestBuilder.onePage().withTable()
    let info = read(bytes, limits: ImageLimits(maxBytes: 100))
    #expect(info.status == .tooLarge("\(bytes.count) bytes is over the limit of 100 bytes for a PDF"))
  }

  /// A one-page PDF whose content stream (object 4) is `stream` exactly, with a Flate filter.
  static func pdfWithBinaryStream(_ stream: [UInt8]) -> [UInt8] {
    var bytes = Array("%PDF-1.4\n".utf8)
    var offsets: [Int] = []
    let texts = [
      "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 64 64] >>",
      "<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>",
    ]
    for (index, text) in texts.enumerated() {
      offsets.append(bytes.count)
      bytes += Array("\(index + 1) 0 obj\n\(text)\nendobj\n".utf8)
    }
    offsets.append(bytes.count)
    bytes += Array("4 0 obj\n<< /Length \(stream.count) /Filter /FlateDecode >>\nstream\n".utf8)
    bytes += stream
    bytes += Array("\nendstream\nendobj\n".utf8)
    let xref = bytes.count
    var table = "xref\n0 5\n0000000000 65535 f \n"
    for offset in offsets { table += PDFTestBuilder.entry(offset) }
    table += "trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return bytes + Array(table.utf8)
  }
}
