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
}
