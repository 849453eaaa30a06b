import Foundation
import Testing

@testable import PiepawLint

/// Where the fuzz reproducers live: Fixtures/fuzz, one file per finding of the fuzz targets or the mutation
/// sweep (Fuzz/README.md lists them).
private enum FuzzFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/fuzz")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func data(_ name: String) -> Data {
    (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
  }

  static func text(_ name: String) -> String { String(decoding: data(name), as: UTF8.self) }
}

/// Every input a fuzzer once crashed, hung or blew up on must now give findings or a clean value.
@Suite struct FuzzRegressionTests {
  /// An `images` entry that is an empty object (`{}`) trapped reading where a `"filename"` would go (the catalog
  /// fuzzer, in CI): it is an empty slot with no insertion offered.
  @Test func anEmptyImageEntryIsASlotWithoutAnInsertion() throws {
    let contents = """
      {
        "images" : [
          {
          },
          { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" }
        ]
      }
      """
    let tree = try TemporaryTree(["A.xcassets/a.imageset/Contents.json": contents])
    let catalog = AssetCatalogLoader.load(path: tree.path("A.xcassets"))
    let slots = try #require(catalog.assets.first).emptySlots
    #expect(slots.count == 1)
    #expect(slots.first?.filenameInsertion == nil)
  }

  // MARK: Images

  /// png target: an eXIf chunk declaring 256 MiB made libpng allocate all of it before reading a byte (libpng's
  /// eXIf handler ignores the chunk memory limit). It is now read within the limit, and the file is truncated.
  @Test(arguments: [DecodeDepth.header, .full])
  func pngEXIfWithHugeLengthIsTruncatedNotAnAllocation(depth: DecodeDepth) {
    let name = "png-exif-huge-length.png"
    let fromFile = ImageLoader.read(path: FuzzFixtures.path(name), depth: depth)
    #expect(fromFile.status == .corrupt("unexpected end of file (truncated)"))
    #expect(fromFile.pixelSize == PixelSize(width: 32, height: 32))
    let fromMemory = ImageLoader.read(bytes: FuzzFixtures.data(name), depth: depth)
    #expect(fromMemory.status == fromFile.status)
  }

  /// The eXIf fix reads the orientation through libpng's unknown-chunk callback; it must still be found.
  @Test(arguments: [DecodeDepth.header, .full])
  func pngEXIfOrientationIsStillRead(depth: DecodeDepth) {
    let info = ImageLoader.read(path: FuzzFixtures.path("png-exif-orientation6-3x2.png"), depth: depth)
    #expect(info.status == .ok)
    #expect(info.exifOrientation == 6)
    #expect(info.displayedPixelSize == PixelSize(width: 2, height: 3))
    #expect(info.warningCount == 0)
  }

  /// heif target: a 40×40 grid image whose tile's `ispe` claims 13287×64119 made libheif allocate 852 MB when
  /// decoding (libheif limits each side, not the area, and our limits saw only the primary's 40×40). libheif's side
  /// limit is now the primary's longer side while decoding: the tile is refused, nothing is allocated.
  @Test func heifGridTileLargerThanItsImageIsRefused() {
    let name = "heif-grid-tile-huge-ispe.heic"
    let fromFile = ImageLoader.read(path: FuzzFixtures.path(name), depth: .full)
    #expect(fromFile.status.name == "too-large", "\(fromFile.status)")
    #expect(fromFile.status.message?.contains("13287x64119") == true, "\(fromFile.status)")
    #expect(fromFile.pixelSize == PixelSize(width: 40, height: 40))
    #expect(ImageLoader.read(bytes: FuzzFixtures.data(name), depth: .full).status == fromFile.status)
    #expect(ImageLoader.read(path: FuzzFixtures.path(name), depth: .header).status == .ok, "the header is fine")
  }

  /// heif target (UBSan): libheif reads 0 bytes into a NULL buffer for an empty item; our reader passed that to
  /// memcpy. It now returns at once; the file is corrupt (the item has no data), from memory and from a file.
  @Test(arguments: [DecodeDepth.header, .full])
  func heifEmptyReadIsHarmless(depth: DecodeDepth) {
    let name = "heif-empty-box-read.heic"
    let fromFile = ImageLoader.read(path: FuzzFixtures.path(name), depth: depth)
    #expect(
      fromFile.status
        == .corrupt("reading the container: Invalid input: Item has no data: Item with ID 4 has no compressed data"))
    #expect(ImageLoader.read(bytes: FuzzFixtures.data(name), depth: depth).status == fromFile.status)
  }

  /// heif target: a grid whose `dimg` reference names itself sent libheif 1.15 into endless recursion while
  /// decoding (a stack overflow: a crash of the whole run). The shim now reads meta/iref itself and refuses a cycle
  /// of references before libheif decodes; the header (64×2304) is still read.
  @Test func heifGridThatRefersToItselfIsCorruptNotAStackOverflow() {
    let name = "heif-grid-refers-to-itself.heic"
    let full = ImageLoader.read(path: FuzzFixtures.path(name), depth: .full)
    #expect(full.status == .corrupt("the image's tiles or alpha refer back to it (a cycle of item references)"))
    #expect(full.pixelSize == PixelSize(width: 64, height: 2304))
    #expect(ImageLoader.read(bytes: FuzzFixtures.data(name), depth: .full).status == full.status)
    #expect(ImageLoader.read(path: FuzzFixtures.path(name), depth: .header).status == .ok)
    // The same cycle in a `dimg` box whose size runs past its iref box: libheif reads it anyway, so must the guard.
    let long = ImageLoader.read(path: FuzzFixtures.path("heif-grid-refers-to-itself-long-box.heic"), depth: .full)
    #expect(long.status == full.status)
    // And in a `dimg` box that claims 6 bytes: libheif reads references one after another whatever their sizes.
    let short = ImageLoader.read(path: FuzzFixtures.path("heif-grid-refers-to-itself-short-box.heic"), depth: .full)
    #expect(short.status == full.status)
  }

  /// A grid that names one tile many times costs a full decode per use: 6 KB of references once took 0.85 s per
  /// file. A grid naming a tile twice is refused at full depth (encoders never reuse a tile); the header is read.
  @Test func heifGridThatReusesATileIsRefusedAtFullDepth() {
    let name = "heif-grid-reuses-one-tile.heic"
    let full = ImageLoader.read(path: FuzzFixtures.path(name), depth: .full)
    #expect(
      full.status
        == .tooLarge("the image's grid names one tile more than once, which would decode it again for every use"))
    #expect(full.pixelSize == PixelSize(width: 64, height: 2304))
    #expect(ImageLoader.read(path: FuzzFixtures.path(name), depth: .header).status == .ok)
    // Its sibling with the tile named once (itself, here) is still the cycle, not a reuse.
    let once = ImageLoader.read(path: FuzzFixtures.path("heif-grid-refers-to-itself.heic"), depth: .full)
    #expect(once.status == .corrupt("the image's tiles or alpha refer back to it (a cycle of item references)"))
  }

  // MARK: Property lists

  /// plist target: Foundation leaks the error of a damaged binary plist (suppressed in Fuzz/lsan.supp); the file
  /// itself must be one finding.
  @Test func damagedBinaryPlistIsOneFinding() {
    let loaded = InfoPlistLoader.load(
      path: "Info.plist", data: FuzzFixtures.data("damaged-binary.plist"))
    #expect(loaded.references.isEmpty)
    #expect(loaded.problems.count == 1)
    #expect(loaded.problems.first?.message.contains("binary property list") == true)
  }

  // MARK: Memory budgets of the text readers

  /// Dense 8 MiB inputs (`[0,0,…]`, `<true/><true/>…`, `(a,a,…)`, `a;a;…`) took 420–960 MiB through the CLI:
  /// about 100 bytes per value or token. Each reader now stops at a count; small budgets show where.
  @Test func jsonReaderStopsAtItsValueBudget() {
    #expect((try? JSONReader.parse("[0,0]", file: "/t.json", maximumValues: 3).get()) != nil)
    guard case .failure(let error) = JSONReader.parse("[0,0,0]", file: "/t.json", maximumValues: 3) else {
      Issue.record("four values parsed with a budget of three")
      return
    }
    #expect(error.message == "the file holds more than 3 values")
    #expect(error.location.line == 1 && error.location.column == 6)
  }

  @Test func xmlReaderStopsAtItsElementBudget() {
    #expect((try? XMLReader.parse("<plist><true/></plist>", file: "/t.plist", maximumElements: 2).get()) != nil)
    let result = XMLReader.parse("<plist><array><true/></array></plist>", file: "/t.plist", maximumElements: 2)
    guard case .failure(let finding) = result else {
      Issue.record("three elements parsed with a budget of two")
      return
    }
    #expect(finding.message.contains("more than 2 elements"))
    #expect(finding.location.line == 1 && finding.location.column == 15)
  }

  @Test func asciiPlistReaderStopsAtItsValueBudget() {
    #expect((try? ASCIIPlistReader.parse("{a=b;}", file: "/p", maximumValues: 3).get()) != nil)
    guard case .failure(let finding) = ASCIIPlistReader.parse("{a=b;c=d;}", file: "/p", maximumValues: 3) else {
      Issue.record("five values and keys parsed with a budget of three")
      return
    }
    #expect(finding.message.contains("more than 3 values and keys"))
  }

  @Test func swiftScannerStopsAtItsLexemeBudget() {
    let result = SwiftSourceScanner.scan(bytes: Array("a//x\nb;c".utf8), maximumLexemes: 3)
    #expect(result.tokens.map(\.text) == ["a", "b"])
    #expect(result.comments.map(\.text) == ["//x"])
    #expect(result.problems.map(\.message).contains { $0.contains("more than 3 tokens and comments") })
    let whole = SwiftSourceScanner.scan(bytes: Array("a//x\nb".utf8), maximumLexemes: 3)
    #expect(whole.problems.isEmpty)
  }

  // MARK: Reporters

  /// Sweep: `--format sarif` on a project with an 8 MiB Swift file of 4 million lines aborted under a 256 MiB
  /// limit, because `SourceLines` kept a `Substring` per line. It now keeps offsets; the lines must not change.
  /// Lines end at every LF byte, a CR LF pair too (one `Character`, which splitting the `String` kept in one line).
  @Test func sourceLinesMatchSplittingTheText() throws {
    let text = "a\nb\r\nc\n\né\r\n\n\nlast"
    let path = NSTemporaryDirectory() + "piepaw-source-lines-\(UUID().uuidString).swift"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let expected = ["a", "b", "c", "", "é", "", "", "last"]
    let lines = SourceLines()
    #expect((1...expected.count).map { lines.line(path, $0) } == expected)
    #expect(lines.line(path, 0) == nil)
    #expect(lines.line(path, expected.count + 1) == nil)
  }
}
