import Foundation
import Testing

@testable import PiepawLint

/// Where the image tests find their files.
enum ImageTestFiles {
  /// Tests/PiepawLintTests/Fixtures/images (made by make_fixtures.py there).
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/images")

  /// `<repo root>/../shared/corpus`: PngSuite and libjpeg-turbo test images, not committed.
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/corpus")

  static var corpusIsPresent: Bool {
    FileManager.default.fileExists(atPath: corpus.appendingPathComponent("pngsuite/basn0g01.png").path)
  }

  static let corpusMissing: Comment = "corpus not found at \(corpus.path) (see shared/corpus/README.md)"

  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  static func corpusFiles(_ folder: String, extension fileExtension: String) -> [String] {
    let directory = corpus.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix("." + fileExtension) }.sorted().map { directory.appendingPathComponent($0).path }
  }

  /// Every image fixture (not the generator or the TSV).
  static var allFixtures: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return names.filter { !$0.hasSuffix(".py") && !$0.hasSuffix(".tsv") }.sorted().map(fixture)
  }
}

@Suite struct ImageLoaderTests {
  private func read(_ name: String, _ depth: DecodeDepth = .full, limits: ImageLimits = .default) -> ImageInfo {
    ImageLoader.read(path: ImageTestFiles.fixture(name), depth: depth, limits: limits)
  }

  // MARK: Valid files

  @Test func sixteenBitPNG() {
    let info = read("rgb16-20x10.png")
    #expect(info.status == .ok)
    #expect(info.format == .png)
    #expect(info.pixelSize == .init(width: 20, height: 10))
    #expect(info.bitDepth == 16)
    #expect(info.colorModel == .rgb)
    #expect(info.channels == 3)
    #expect(info.colorDescription == "16-bit RGB")
  }

  @Test func interlacedPNG() {
    let info = read("interlaced-13x7.png")
    #expect(info.status == .ok)
    #expect(info.pixelSize == .init(width: 13, height: 7))
    #expect(info.isInterlaced)
    #expect(info.hasAlpha)
    #expect(info.colorDescription == "8-bit RGBA, interlaced")
  }

  @Test func progressiveJPEG() {
    let info = read("progressive-320x240.jpg")
    #expect(info.status == .ok)
    #expect(info.format == .jpeg)
    #expect(info.pixelSize == .init(width: 320, height: 240))
    #expect(info.isInterlaced)
    #expect(info.colorDescription == "8-bit YCbCr, progressive")
  }

  @Test func jpegNamedPNGIsDetectedFromTheBytes() {
    let info = read("jpeg-named.png")
    #expect(info.status == .ok)
    #expect(info.format == .jpeg)
    #expect(info.extensionFormat == .png)
    #expect(!info.formatMatchesExtension)
    #expect(read("baseline-96x64.jpg").formatMatchesExtension)
  }

  @Test func colourMetadata() {
    #expect(read("srgb-8x8.png").isSRGB)
    #expect(!read("rgb8-64x48.png").isSRGB)
    #expect(read("icc-96x64.jpg").hasICCProfile)
    #expect(!read("baseline-96x64.jpg").hasICCProfile)
  }

  @Test func exifOrientationSwapsTheDisplayedSize() {
    let info = read("orientation6-96x64.jpg")
    #expect(info.exifOrientation == 6)
    #expect(info.pixelSize == .init(width: 96, height: 64))
    #expect(info.displayedPixelSize == .init(width: 64, height: 96))
    #expect(read("baseline-96x64.jpg").exifOrientation == nil)
  }

  @Test func trailingBytesAfterIENDAreCountedNotCorrupt() {
    let full = read("trailing-bytes.png")
    #expect(full.status == .ok)
    #expect(full.trailingByteCount == 10)
    #expect(full.byteCount == 4892)
    #expect(read("rgb8-64x48.png").trailingByteCount == 0)
  }

  @Test func compressedTextBombIsSkipped() {
    let info = read("ztxt-bomb.png")
    #expect(info.status == .ok)
    #expect(info.pixelSize == .init(width: 8, height: 8))
  }

  // MARK: Damaged files

  @Test(arguments: [
    ("truncated.png", "unexpected end of file"),
    ("truncated.jpg", "Premature end of JPEG file"),
    ("missing-iend.png", "unexpected end of file"),
    ("idat-bitflip.png", "IDAT"),
    ("idat-bitflip-crc-fixed.png", "IDAT"),
    ("adler32-mismatch.png", "IDAT: incorrect data check"),
    ("idat-extra-data.png", "IDAT: Extra compressed data"),
    ("short-idat.png", "Not enough image data"),
    ("idat-after-text.png", "Not enough image data"),
    ("scan-bitflip.jpg", "Corrupt JPEG data"),
  ])
  func damagedPixelDataIsCorruptInFullDepthOnly(name: String, message: String) {
    let full = read(name)
    #expect(full.status.name == "corrupt", "\(name): \(full.status)")
    #expect(full.status.message?.contains(message) == true, "\(name): \(full.status)")
    #expect(full.pixelSize != nil, "the header was fine, so the size is known")
    #expect(read(name, .header).status == .ok, "\(name): the header alone is intact")
  }

  @Test func damagedHeaderIsCorruptInBothDepths() {
    for depth in DecodeDepth.allCases {
      let info = read("extraneous-bytes.jpg", depth)
      #expect(info.status.name == "corrupt", "\(depth): \(info.status)")
      #expect(info.status.message?.contains("extraneous bytes before marker") == true, "\(depth): \(info.status)")
    }
  }

  /// An ancillary chunk whose CRC fails is skipped, as libpng does by default: the image decodes and draws, and the
  /// damage is kept as the warning (`damagedChunk`), not as corruption.
  @Test func anAncillaryChunkWithABadCRCIsSkippedAndNamed() {
    for depth in DecodeDepth.allCases {
      let info = read("ancillary-crc.png", depth)
      #expect(info.status == .ok, "\(depth): \(info.status)")
      #expect(info.warning == "gAMA: CRC error", "\(depth)")
      #expect(info.damagedChunk == "gAMA", "\(depth)")
    }
    #expect(read("rgb8-64x48.png").damagedChunk == nil)
  }

  @Test func emptyAndTextFilesAreCorruptWithUnknownFormat() {
    for name in ["empty.png", "text.png"] {
      let info = read(name)
      #expect(info.format == .unknown)
      #expect(info.status.name == "corrupt", "\(name): \(info.status)")
      #expect(info.formatMatchesExtension, "not an image is corrupt, not a format mismatch")
    }
    #expect(read("empty.png").status == .corrupt("the file is empty (0 bytes)"))
    #expect(read("lfs-pointer.png").status.message?.contains("git lfs pull") == true)
  }

  // MARK: Other formats

  @Test(arguments: [
    ("avif-like.avif", ImageFormat.avif), ("image.gif", .gif), ("image.webp", .webp), ("image.bmp", .bmp),
    ("image.tiff", .tiff),
  ])
  func otherFormatsAreUnsupportedNotCorrupt(name: String, format: ImageFormat) {
    let info = read(name)
    #expect(info.format == format)
    #expect(info.status == .unsupported("\(format.displayName) image: only PNG, JPEG and HEIF are decoded here"))
    #expect(info.formatMatchesExtension)
  }

  /// A Windows icon saved under a PNG name is an ICO, not "not an image": iOS's ImageIO reads it, so it is a
  /// format of its own (unsupported here, and a format mismatch with its name); two zero bytes and no directory
  /// are still not an image.
  @Test func aWindowsIconIsTheFormatICO() throws {
    // Header: reserved 0, type 1 (icon), 1 image; entry: 16×16, no palette, reserved 0, 1 plane, 32 bpp,
    // 4 bytes of data at offset 22.
    let icon: [UInt8] = [0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 22, 0, 0, 0, 1, 2, 3, 4]
    let notIcon: [UInt8] = [0, 0, 1, 0, 0, 0] + [UInt8](repeating: 0, count: 20)
    let folder = NSTemporaryDirectory() + "piepaw-ico-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(icon).write(to: URL(fileURLWithPath: folder + "/close-icon.png"))
    try Data(notIcon).write(to: URL(fileURLWithPath: folder + "/zeros.png"))
    let info = ImageLoader.read(path: folder + "/close-icon.png", depth: .full, limits: .default)
    #expect(info.format == .ico)
    #expect(info.status == .unsupported("ICO image: only PNG, JPEG and HEIF are decoded here"))
    #expect(!info.formatMatchesExtension)
    let zeros = ImageLoader.read(path: folder + "/zeros.png", depth: .full, limits: .default)
    #expect(zeros.format == .unknown)
    #expect(zeros.status.name == "corrupt")
  }

  /// A Photoshop document saved under a PNG name is a Photoshop file, not "not an image": iOS's ImageIO reads it
  /// (unsupported here, and a format mismatch with its name); the signature with another version is not one.
  @Test func aPhotoshopDocumentIsTheFormatPSD() throws {
    let header: [UInt8] = Array("8BPS".utf8) + [0, 1] + [UInt8](repeating: 0, count: 20)
    let other: [UInt8] = Array("8BPS".utf8) + [0, 7] + [UInt8](repeating: 0, count: 20)
    let folder = NSTemporaryDirectory() + "piepaw-psd-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(header).write(to: URL(fileURLWithPath: folder + "/checkmark.png"))
    try Data(other).write(to: URL(fileURLWithPath: folder + "/other.png"))
    let info = ImageLoader.read(path: folder + "/checkmark.png", depth: .full, limits: .default)
    #expect(info.format == .psd)
    #expect(info.status == .unsupported("Photoshop image: only PNG, JPEG and HEIF are decoded here"))
    #expect(!info.formatMatchesExtension)
    #expect(ImageLoader.read(path: folder + "/other.png", depth: .full, limits: .default).format == .unknown)
  }

  /// These three were "unsupported" before vectors and HEIF were read: now they are checked, and the two that
  /// are only signatures are corrupt.
  @Test func vectorAndHEIFSignaturesAreNowChecked() {
    #expect(read("vector.svg").status == .ok)
    #expect(read("vector.svg").pointSize == PointSize(width: 4, height: 4))
    #expect(read("document.pdf").status == .corrupt("no `startxref` before %%EOF: the file is damaged or truncated"))
    let heic = read("heic-like.heic")
    #expect(heic.format == .heif)
    #expect(heic.status == .corrupt("reading the container: Invalid input: No 'meta' box"))
  }

  @Test func appleCgBIPNGIsUnsupported() {
    let info = read("cgbi.png")
    #expect(info.format == .png)
    #expect(info.status.name == "unsupported")
    #expect(info.status.message?.contains("CgBI") == true)
  }

  // MARK: Limits

  @Test func hugeIHDRIsTooLargeFromTheHeaderAlone() {
    for depth in DecodeDepth.allCases {
      let info = read("huge-ihdr-100000x100000.png", depth)
      #expect(info.status.name == "too-large", "\(depth): \(info.status)")
      #expect(info.pixelSize == .init(width: 100_000, height: 100_000))
    }
    let noSideLimit = ImageLimits(maxDimension: 0)
    let byPixels = read("huge-ihdr-100000x100000.png", limits: noSideLimit)
    #expect(byPixels.status.message?.contains("over the limit of 50000000 pixels") == true, "\(byPixels.status)")
  }

  @Test func hugeSOFIsTooLarge() {
    let byPixels = read("huge-sof-65000x65000.jpg")
    #expect(byPixels.status.name == "too-large")
    #expect(byPixels.pixelSize == .init(width: 65000, height: 65000))
    let beyondLibjpeg = read("huge-sof-65535x65535.jpg")
    #expect(beyondLibjpeg.status == .tooLarge("Maximum supported image dimension is 65500 pixels"))
    #expect(beyondLibjpeg.pixelSize == .init(width: 65535, height: 65535))
  }

  @Test func limitsAreCheckedBeforeDecoding() {
    let tight = ImageLimits(maxPixels: 64 * 48 - 1)
    #expect(read("rgb8-64x48.png", limits: tight).status.name == "too-large")
    #expect(read("rgb8-64x48.png", limits: ImageLimits(maxPixels: 64 * 48)).status == .ok)
    #expect(read("rgb8-64x48.png", limits: ImageLimits(maxDimension: 63)).status.name == "too-large")
    let bytes = read("rgb8-64x48.png", limits: ImageLimits(maxBytes: 100))
    #expect(bytes.status == .tooLarge("4882 bytes is over the limit of 100 bytes"))
    #expect(bytes.pixelSize == .init(width: 64, height: 48), "the header is still read")
  }

  @Test func progressiveJPEGNeedsDecoderMemoryBaselineDoesNot() {
    let small = ImageLimits(maxDecoderMemory: 4096)
    #expect(read("progressive-320x240.jpg", limits: small).status.name == "too-large")
    #expect(read("baseline-96x64.jpg", limits: small).status == .ok, "baseline streams rows: O(width) memory")
    let fewScans = read("progressive-320x240.jpg", limits: ImageLimits(maxJPEGScans: 2))
    #expect(fewScans.status == .tooLarge("more than 2 progressive scans"))
  }

  // MARK: Unreadable paths

  @Test func unreadablePaths() throws {
    #expect(ImageLoader.read(path: "/nonexistent/piepaw.png").status.name == "unreadable")
    #expect(ImageLoader.read(path: ImageTestFiles.fixtures.path).status.name == "unreadable")
    #expect(ImageLoader.read(path: ImageTestFiles.fixture("rgb8-64x48.png") + "\0.jpg").status.name == "unreadable")
  }

  @Test func fifoIsRejectedWithoutBlocking() throws {
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-\(UUID().uuidString).png")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let info = ImageLoader.read(path: fifo.path)
    #expect(info.status == .unreadable("a FIFO, not an image file"))
  }

  // MARK: Memory input and batches

  @Test func memoryAndFileGiveTheSameAnswer() throws {
    for path in ImageTestFiles.allFixtures {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      for depth in DecodeDepth.allCases {
        let fromFile = ImageLoader.read(path: path, depth: depth)
        let fromMemory = ImageLoader.read(bytes: bytes, path: path, depth: depth)
        #expect(fromMemory == fromFile, "\(path) \(depth)")
      }
    }
    #expect(ImageLoader.read(bytes: [UInt8]()).status == .corrupt("the file is empty (0 bytes)"))
    let data = try Data(contentsOf: URL(fileURLWithPath: ImageTestFiles.fixture("rgb16-20x10.png")))
    #expect(ImageLoader.read(bytes: data).pixelSize == .init(width: 20, height: 10))
  }

  @Test func readAllKeepsOrderAndDuplicates() {
    let paths = [ImageTestFiles.fixture("truncated.png"), ImageTestFiles.fixture("rgb16-20x10.png")]
    let infos = ImageLoader.readAll(paths: paths + paths.reversed(), jobs: 3)
    #expect(infos.map(\.path) == paths + paths.reversed())
    #expect(infos.map(\.status.name) == ["corrupt", "ok", "ok", "corrupt"])
    #expect(ImageLoader.readAll(paths: []).isEmpty)
  }
}
