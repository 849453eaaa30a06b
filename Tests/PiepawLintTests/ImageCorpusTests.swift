import Foundation
import Testing

@testable import PiepawLint

/// PngSuite and the libjpeg-turbo test images from `<repo root>/../shared/corpus`, checked against sizes an
/// independent decoder (Pillow) reported: Fixtures/images/corpus-sizes.tsv.
@Suite(.enabled(if: ImageTestFiles.corpusIsPresent, ImageTestFiles.corpusMissing))
struct ImageCorpusTests {
  /// corpus-sizes.tsv: `folder/file  width  height` for every valid 8-bit file.
  private static func expectedSizes() throws -> [String: PixelSize] {
    let table = try String(
      contentsOf: ImageTestFiles.fixtures.appendingPathComponent("corpus-sizes.tsv"), encoding: .utf8)
    var sizes: [String: PixelSize] = [:]
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      guard fields.count == 3, let width = Int(fields[1]), let height = Int(fields[2]) else { continue }
      sizes[String(fields[0])] = .init(width: width, height: height)
    }
    return sizes
  }

  private static func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

  @Test func validFilesDecodeWithTheSizesPillowReports() throws {
    let sizes = try Self.expectedSizes()
    #expect(sizes.keys.filter { $0.hasPrefix("pngsuite/") }.count == 161)
    #expect(sizes.keys.filter { $0.hasPrefix("jpeg/") }.count == 5)
    for (file, size) in sizes {
      let path = ImageTestFiles.corpus.appendingPathComponent(file).path
      for depth in DecodeDepth.allCases {
        let info = ImageLoader.read(path: path, depth: depth)
        #expect(info.status == .ok, "\(file) \(depth): \(info.status)")
        #expect(info.pixelSize == size, "\(file) \(depth)")
      }
    }
  }

  @Test func exactlyTheFourteenXFilesAreCorrupt() {
    let files = ImageTestFiles.corpusFiles("pngsuite", extension: "png")
    #expect(files.count == 175)
    let corrupt = files.filter { ImageLoader.read(path: $0).status.name == "corrupt" }.map(Self.name)
    #expect(corrupt.count == 14)
    #expect(corrupt == files.map(Self.name).filter { $0.hasPrefix("x") })
  }

  @Test func headerDepthFindsTheSignatureAndHeaderDamage() {
    let headerDamaged = [
      "xs1n0g01", "xs2n0g01", "xs4n0g01", "xs7n0g01", "xcrn0g04", "xlfn0g04", "xhdn0g08", "xc1n0g08",
      "xc9n2c08", "xd0n2c08", "xd3n2c08", "xd9n2c08", "xdtn0g01",
    ]
    for name in headerDamaged {
      let info = ImageLoader.read(
        path: ImageTestFiles.corpus.appendingPathComponent("pngsuite/\(name).png").path, depth: .header)
      #expect(info.status.name == "corrupt", "\(name): \(info.status)")
      #expect(info.format == .png, "a mangled signature is still a PNG")
    }
    // The IDAT CRC error is past the header: only full depth finds it.
    let idatCRC = ImageTestFiles.corpus.appendingPathComponent("pngsuite/xcsn0g01.png").path
    #expect(ImageLoader.read(path: idatCRC, depth: .header).status == .ok)
    #expect(ImageLoader.read(path: idatCRC, depth: .full).status == .corrupt("IDAT: CRC error"))
  }

  @Test func jpegVariantsDecode() {
    let expectations: [(String, Bool, Bool, Int)] = [
      ("testorig.jpg", false, false, 3), ("testimgint.jpg", false, false, 3), ("testimgari.jpg", false, true, 3),
      ("testimgp.jpg", true, false, 3), ("testimggray.jpg", false, false, 1),
    ]
    for (name, progressive, arithmetic, channels) in expectations {
      let info = ImageLoader.read(path: ImageTestFiles.corpus.appendingPathComponent("jpeg/\(name)").path)
      #expect(info.status == .ok, "\(name): \(info.status)")
      #expect(info.pixelSize == .init(width: 227, height: 149), "\(name)")
      #expect(info.isInterlaced == progressive, "\(name)")
      #expect(info.isArithmeticCoded == arithmetic, "\(name)")
      #expect(info.channels == channels, "\(name)")
    }
  }

  @Test func onlyProgressiveJPEGsNeedWholeImageMemory() {
    let small = ImageLimits(maxDecoderMemory: 4096)
    let progressive = ImageLoader.read(
      path: ImageTestFiles.corpus.appendingPathComponent("jpeg/testimgp.jpg").path, limits: small)
    #expect(progressive.status.name == "too-large", "\(progressive.status)")
    for name in ["testorig.jpg", "testimgari.jpg", "testimggray.jpg"] {
      let info = ImageLoader.read(
        path: ImageTestFiles.corpus.appendingPathComponent("jpeg/\(name)").path, limits: small)
      #expect(info.status == .ok, "\(name): \(info.status)")
    }
  }

  @Test func twelveBitJPEGsAreUnsupportedNotCorrupt() {
    let expectations = [("testorig12.jpg", 227, 149, false), ("monkey12.jpg", 149, 227, true)]
    for (name, width, height, icc) in expectations {
      for depth in DecodeDepth.allCases {
        let info = ImageLoader.read(
          path: ImageTestFiles.corpus.appendingPathComponent("jpeg/\(name)").path, depth: depth)
        #expect(info.status == .unsupported("Unsupported JPEG data precision 12"), "\(name) \(depth)")
        #expect(info.format == .jpeg)
        #expect(info.bitDepth == 12)
        #expect(info.pixelSize == .init(width: width, height: height), "the SOF was read before the refusal")
        #expect(info.hasICCProfile == icc, "\(name)")
      }
    }
  }

  @Test func parallelBatchMatchesSequentialReads() {
    let paths =
      ImageTestFiles.corpusFiles("pngsuite", extension: "png") + ImageTestFiles.corpusFiles("jpeg", extension: "jpg")
      + ImageTestFiles.allFixtures
    for depth in DecodeDepth.allCases {
      let sequential = paths.map { ImageLoader.read(path: $0, depth: depth) }
      let parallel = ImageLoader.readAll(paths: paths, depth: depth, jobs: 4)
      #expect(parallel == sequential, "\(depth)")
      #expect(ImageLoader.readAll(paths: paths, depth: depth, jobs: 1) == sequential, "\(depth)")
    }
  }
}
