import Foundation
import Testing

@testable import PiepawLint

/// Writes small valid grey PNGs (stored deflate blocks), so tests can build catalogs of any pixel sizes.
enum InspectTestImages {
  static func png(width: Int, height: Int) -> Data {
    var raw: [UInt8] = []
    for _ in 0..<height { raw += [0] + Array(repeating: 0x80, count: width) }
    var header: [UInt8] = []
    header += bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0]
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    return Data(bytes)
  }

  /// Writes a `width`×`height` PNG at `path`, creating folders on the way.
  static func writePNG(_ path: String, _ width: Int, _ height: Int) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: png(width: width, height: height))
  }

  /// A `Contents.json` naming `(filename, scale)` entries; a nil filename is an empty slot.
  static func contents(_ entries: [(String?, String?)]) -> String {
    let items = entries.map { filename, scale in
      var fields = ["\"idiom\" : \"universal\""]
      if let filename { fields.insert("\"filename\" : \"\(filename)\"", at: 0) }
      if let scale { fields.append("\"scale\" : \"\(scale)\"") }
      return "{ " + fields.joined(separator: ", ") + " }"
    }
    return "{ \"images\" : [ " + items.joined(separator: ", ")
      + " ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, data.count - offset)
      let isLast: UInt8 = offset + count == data.count ? 1 : 0
      out += [isLast, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += data[offset..<offset + count]
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}

/// A temporary tree: a catalog with three sets (scales from Contents.json), loose files (scales from their names),
/// and folders that must be skipped.
struct InspectTree {
  let root = CatalogsTestSupport.makeTemporaryDirectory()
  var catalog: String { root + "/Assets.xcassets" }

  init() {
    CatalogsTestSupport.write(
      "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }", to: catalog + "/Contents.json")
    // bg: 10×20 pt at every scale.
    addSet("bg", [("bg.png", 10, 20, "1x"), ("bg@2x.png", 20, 40, "2x"), ("bg@3x.png", 30, 60, "3x")])
    // pattern: names without suffixes; the 2x file is 18 px where 20 are needed.
    addSet("pattern", [("small.png", 10, 10, "1x"), ("medium.png", 18, 18, "2x"), ("large.png", 30, 30, "3x")])
    // badge: 1x only, the 2x and 3x slots empty.
    CatalogsTestSupport.write(
      InspectTestImages.contents([("badge.png", "1x"), (nil, "2x"), (nil, "3x")]),
      to: catalog + "/badge.imageset/Contents.json")
    InspectTestImages.writePNG(catalog + "/badge.imageset/badge.png", 8, 8)
    InspectTestImages.writePNG(root + "/loose/shot.png", 10, 5)
    InspectTestImages.writePNG(root + "/loose/shot@2x.png", 20, 10)
    CatalogsTestSupport.write("not an image", to: root + "/loose/notes.txt")
    InspectTestImages.writePNG(root + "/.hidden/secret.png", 4, 4)
    InspectTestImages.writePNG(root + "/Pods/Lib/vendor.png", 4, 4)
  }

  func addSet(_ name: String, _ files: [(String, Int, Int, String)]) {
    let directory = catalog + "/\(name).imageset"
    CatalogsTestSupport.write(
      InspectTestImages.contents(files.map { ($0.0, $0.3) }), to: directory + "/Contents.json")
    for (filename, width, height, _) in files { InspectTestImages.writePNG(directory + "/" + filename, width, height) }
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Suite struct InspectCollectionTests {
  @Test func folderBesideCatalogsShowsOnlyCatalogImagesAndCountsTheLooseOnes() throws {
    let tree = InspectTree()
    defer { tree.remove() }
    let report = try ImageInspector.inspect(paths: [tree.root])
    #expect(report.sets.map(\.name) == ["badge", "bg", "pattern"])
    #expect(report.images.allSatisfy { $0.setDirectory != nil })
    #expect(report.looseImagesNotShown == 2)
    #expect(
      InspectHumanReporter.summary(report).hasSuffix(
        "; 2 loose images beside the catalogs not shown (--loose lists them)"))
    // A folder of loose files alone is what was asked for.
    let loose = try ImageInspector.inspect(paths: [tree.root + "/loose"])
    #expect(loose.images.map { ($0.path as NSString).lastPathComponent } == ["shot.png", "shot@2x.png"])
    #expect(loose.looseImagesNotShown == 0)
  }

  @Test func folderYieldsCatalogSetsThenLooseFilesSkippingHiddenAndBuildFolders() throws {
    let tree = InspectTree()
    defer { tree.remove() }
    let report = try ImageInspector.inspect(paths: [tree.root], looseImages: true)
    #expect(report.sets.map(\.name) == ["badge", "bg", "pattern"])
    #expect(report.looseImagesNotShown == 0)
    #expect(report.groups.count == 4)
    let names = report.images.map { ($0.path as NSString).lastPathComponent }
    #expect(
      names == [
        "badge.png", "bg.png", "bg@2x.png", "bg@3x.png", "large.png", "medium.png", "small.png", "shot.png",
        "shot@2x.png",
      ])
    #expect(report.images.allSatisfy { $0.info.status == .ok })
    #expect(report.problems.isEmpty)
    #expect(!report.hasDamagedImages)
  }

  @Test func setFilesTakeTheirScaleFromContentsJSONAndLooseFilesFromTheirNames() throws {
    let tree = InspectTree()
    defer { tree.remove() }
    let report = try ImageInspector.inspect(paths: [tree.root], looseImages: true)
    let byName = Dictionary(uniqueKeysWithValues: report.images.map { (($0.path as NSString).lastPathComponent, $0) })
    #expect(byName["medium.png"]?.scale == 2)
    #expect(byName["medium.png"]?.scaleSource == .contentsJSON)
    #expect(byName["medium.png"]?.points == PointSize(width: 9, height: 9))
    #expect(byName["medium.png"]?.setDirectory == tree.catalog + "/pattern.imageset")
    #expect(byName["large.png"]?.scale == 3)
    #expect(byName["shot@2x.png"]?.scale == 2)
    #expect(byName["shot@2x.png"]?.scaleSource == .fileName)
    #expect(byName["shot@2x.png"]?.setDirectory == nil)
    #expect(byName["shot.png"]?.scale == 1)
    #expect(byName["shot@2x.png"]?.aspect?.ratio == 0.5)
  }

  @Test func verdictsNameTheMismatchTheMissingScalesAndTheOKSize() throws {
    let tree = InspectTree()
    defer { tree.remove() }
    let verdicts = Dictionary(
      uniqueKeysWithValues: try ImageInspector.inspect(paths: [tree.catalog]).sets.map { ($0.name, $0.verdict) })
    #expect(verdicts["bg"]??.description == "ok — 10×20 pt at 1x/2x/3x")
    let mismatch = ScaleMismatch(
      scale: 2, actual: PixelSize(width: 18, height: 18), expected: PixelSize(width: 20, height: 20), referenceScale: 1)
    #expect(verdicts["pattern"]??.issues == [.scaleMismatch(mismatch, variant: nil)])
    #expect(verdicts["pattern"]??.description == "@2x is 18×18 px, expected 20×20 (2 × @1x)")
    #expect(verdicts["badge"]??.issues == [.missingScales([2, 3], variant: nil)])
    #expect(verdicts["badge"]??.description == "missing @2x, @3x")
  }

  @Test func anImagesetPathIsJudgedWholeAndAFileInsideItIsShownWithoutAVerdict() throws {
    let tree = InspectTree()
    defer { tree.remove() }
    let set = try ImageInspector.inspect(paths: [tree.catalog + "/pattern.imageset"])
    #expect(set.sets.map(\.name) == ["pattern"])
    #expect(set.images.count == 3)
    #expect(set.sets.first?.verdict?.isOK == false)
    let file = try ImageInspector.inspect(paths: [tree.catalog + "/pattern.imageset/medium.png"])
    #expect(file.images.map(\.scale) == [2])
    #expect(file.sets.count == 1)
    #expect(file.sets.first?.verdict == nil)
  }

  @Test func overlappingPathsListEachSetAndFileOnce() throws {
    let tree = InspectTree()
    defer { tree.remove() }
    let report = try ImageInspector.inspect(paths: [
      tree.catalog + "/bg.imageset/bg.png", tree.catalog, tree.catalog + "/bg.imageset", tree.root + "/loose",
      tree.root + "/loose/shot.png",
    ])
    #expect(report.sets.map(\.name) == ["bg", "badge", "pattern"])
    #expect(report.sets.allSatisfy { $0.verdict != nil }, "the whole set replaces the single file")
    #expect(report.images.count == 9)
  }

  @Test func aDamagedFileMakesTheReportDamagedAndIsNamedInTheVerdict() throws {
    let tree = InspectTree()
    defer { tree.remove() }
    let path = tree.catalog + "/bg.imageset/bg@2x.png"
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(bytes.count - 20).write(to: URL(fileURLWithPath: path))
    let report = try ImageInspector.inspect(paths: [tree.catalog])
    #expect(report.hasDamagedImages)
    let bg = try #require(report.sets.first { $0.name == "bg" }?.verdict)
    #expect(bg.description.hasPrefix("bg@2x.png is corrupt"))
  }

  @Test func headerDepthStillMeasures() throws {
    let tree = InspectTree()
    defer { tree.remove() }
    let report = try ImageInspector.inspect(paths: [tree.root], options: ImageOptions(depth: .header, jobs: 1))
    #expect(report.images.allSatisfy { $0.info.depth == .header && $0.pixels != nil })
  }

  @Test func aSetWithoutFilesStillGetsAVerdict() throws {
    let root = CatalogsTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    CatalogsTestSupport.write(
      InspectTestImages.contents([("gone@2x.png", "2x"), ("gone@3x.png", "3x")]),
      to: root + "/A.xcassets/gone.imageset/Contents.json")
    let report = try ImageInspector.inspect(paths: [root])
    #expect(report.images.isEmpty)
    #expect(
      report.sets.first?.verdict?.description
        == "Contents.json names gone@2x.png for @2x, which is not in the folder; "
        + "Contents.json names gone@3x.png for @3x, which is not in the folder")
    let output = InspectHumanReporter().render(report, context: ReportContext(workingDirectory: root))
    #expect(
      output == """
          gone.imageset: Contents.json names gone@2x.png for @2x, which is not in the folder
          gone.imageset: Contents.json names gone@3x.png for @3x, which is not in the folder

        0 images in 1 set; 1 set needs a look

        """)
  }

  @Test func aMissingPathThrows() {
    #expect(throws: LintSetupError.pathNotFound("/no/such/place")) {
      try ImageInspector.inspect(paths: ["/no/such/place"])
    }
  }

  @Test func anExplicitFileOfAnotherFormatIsShownAsItIs() throws {
    let report = try ImageInspector.inspect(paths: [ImageTestFiles.fixture("image.gif")])
    #expect(report.images.count == 1)
    #expect(report.images.first?.info.format == .gif)
    #expect(report.images.first?.info.status.name == "unsupported")
    #expect(!report.hasDamagedImages)
  }
}
