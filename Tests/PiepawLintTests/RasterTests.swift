import Foundation
import Testing

@testable import PiepawLint

/// `ImageRaster` (downscaled decodes) and `RasterEncoder` (thumbnails): sizes, every sample format, orientation,
/// damaged input, limits, and round trips through our own reader.
@Suite struct RasterTests {
  private func raster(_ name: String, _ maxWidth: Int = 1000, _ maxHeight: Int = 1000) throws -> Raster {
    try ImageRaster.downscaled(
      path: ImageTestFiles.fixture(name), maxWidth: maxWidth, maxHeight: maxHeight, limits: InputLimits()
    ).get()
  }

  private func raster(bytes: [UInt8], _ maxWidth: Int = 1000, _ maxHeight: Int = 1000) -> Result<Raster, RasterError> {
    ImageRaster.downscaled(bytes: bytes, maxWidth: maxWidth, maxHeight: maxHeight, limits: InputLimits())
  }

  /// A raster of one colour, or of `color(x, y)`.
  private func solid(_ width: Int, _ height: Int, _ color: (Int, Int) -> RGBA8) -> Raster {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    rgba.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<height {
        for x in 0..<width {
          let pixel = color(x, y)
          let index = (y * width + x) * 4
          pixels[index] = pixel.red
          pixels[index + 1] = pixel.green
          pixels[index + 2] = pixel.blue
          pixels[index + 3] = pixel.alpha
        }
      }
    }
    return Raster(width: width, height: height, rgba: rgba)
  }

  /// A PNG of raw 8- or 16-bit samples, every row with filter byte 0.
  private func png(
    _ width: Int, _ height: Int, colorType: UInt8, bitDepth: UInt8 = 8, rows: [[UInt8]], chunks: [[UInt8]] = []
  ) -> [UInt8] {
    var header = TestImageEncoders.pngHeader(width: width, height: height, colorType: colorType)
    header[24] = bitDepth  // IHDR's bit depth, then its CRC again
    let ihdr = Array(header[12..<29])
    header.replaceSubrange(29..<33, with: TestImageEncoders.bigEndian32(TestImageEncoders.crc32(ihdr)))
    let raw: [UInt8] = rows.flatMap { [0] + $0 }
    let extra: [UInt8] = chunks.flatMap { $0 }
    return header + extra + TestImageEncoders.chunk("IDAT", TestImageEncoders.zlib(raw))
      + TestImageEncoders.chunk("IEND", [])
  }

  // MARK: Sizes

  @Test func aBackgroundIsScaledToFitTheBoxWithItsAspectKept() throws {
    // A background's shape (1290×2796 at a fifth): 560 → 40 tall; 258 × 40 / 560 = 18.4 → 18 wide.
    let photo = try #require(RasterEncoder.png(solid(258, 560) { _, _ in RGBA8(red: 10, green: 200, blue: 30) }))
    let small = try raster(bytes: photo, 40, 40).get()
    #expect(small.width == 18)
    #expect(small.height == 40)
    #expect(small.rgba.count == 18 * 40 * 4)
    #expect(small.pixel(x: 9, y: 20) == RGBA8(red: 10, green: 200, blue: 30), "a flat colour stays exact")
  }

  @Test func aSmallImageIsNeverEnlarged() throws {
    let image = try raster("rgb8-64x48.png", 4000, 4000)
    #expect(image.width == 64 && image.height == 48)
  }

  @Test func boxFilteringAveragesEachBlock() throws {
    // 4×2 of black and white columns, halved: every output pixel averages one black and one white column.
    let stripes = solid(4, 2) { x, _ in
      x % 2 == 0 ? RGBA8(red: 0, green: 0, blue: 0) : RGBA8(red: 255, green: 255, blue: 255)
    }
    let halved = try raster(bytes: try #require(RasterEncoder.png(stripes)), 2, 1).get()
    #expect(halved.width == 2 && halved.height == 1)
    #expect(halved.pixel(x: 0, y: 0) == RGBA8(red: 128, green: 128, blue: 128))
  }

  @Test func transparentPixelsDoNotDarkenTheirNeighbours() throws {
    // Red opaque beside a transparent black: the average is red at half alpha, not dark red.
    let image = solid(2, 1) { x, _ in
      x == 0 ? RGBA8(red: 255, green: 0, blue: 0) : RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
    }
    let merged = try raster(bytes: try #require(RasterEncoder.png(image)), 1, 1).get()
    #expect(merged.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
  }

  // MARK: Formats

  @Test func the8BitRGBFixtureMatchesItsPattern() throws {
    // make_fixtures.py: sample = (x·37 + y·91 + c·53 + x·y) mod 256.
    let image = try raster("rgb8-64x48.png")
    for (x, y) in [(0, 0), (5, 7), (63, 47)] {
      let value = { (c: Int) in UInt8((x * 37 + y * 91 + c * 53 + x * y) % 256) }
      #expect(image.pixel(x: x, y: y) == RGBA8(red: value(0), green: value(1), blue: value(2)))
    }
  }

  @Test func sixteenBitSamplesAreScaledTo8Bits() throws {
    let image = try raster("rgb16-20x10.png")
    let sample = (3 * 37 + 2 * 91 + 0 * 53 + 3 * 2) % 65536
    #expect(image.pixel(x: 3, y: 2).red == UInt8((sample * 255 + 32767) / 65535))
  }

  @Test func greyAndLowBitGreyBecomeRGB() throws {
    let grey = png(2, 1, colorType: 0, rows: [[40, 220]])
    #expect(try raster(bytes: grey).get().rgba == [40, 40, 40, 255, 220, 220, 220, 255])
    // 1-bit grey: 0b10 in the top bits → white, black.
    let oneBit = png(2, 1, colorType: 0, bitDepth: 1, rows: [[0b1000_0000]])
    #expect(try raster(bytes: oneBit).get().rgba == [255, 255, 255, 255, 0, 0, 0, 255])
  }

  @Test func aPaletteWithTRNSGivesAlpha() throws {
    let palette = TestImageEncoders.chunk("PLTE", [255, 0, 0, 0, 0, 255])
    let transparency = TestImageEncoders.chunk("tRNS", [64])
    let image = png(2, 1, colorType: 3, rows: [[0, 1]], chunks: [palette, transparency])
    #expect(try raster(bytes: image).get().rgba == [255, 0, 0, 64, 0, 0, 255, 255])
  }

  @Test func aGreyTRNSColourIsTransparent() throws {
    let transparency = TestImageEncoders.chunk("tRNS", [0, 40])
    let image = png(2, 1, colorType: 0, rows: [[40, 220]], chunks: [transparency])
    let pixels = try raster(bytes: image).get().rgba
    #expect(pixels[3] == 0 && pixels[7] == 255)
  }

  @Test func anInterlacedPNGIsMadeFromItsOddRows() throws {
    // interlaced-13x7.png: RGBA, sample (x·37 + y·91 + c·53 + x·y) mod 256. Rows 0–1 show row 1, 2–3 row 3,
    // 4–6 row 5 (the last pass holds only odd rows whole).
    let image = try raster("interlaced-13x7.png")
    #expect(image.width == 13 && image.height == 7)
    for (y, source) in [(0, 1), (1, 1), (2, 3), (3, 3), (4, 5), (6, 5)] {
      for x in [0, 6, 12] {
        let value = { (c: Int) in (x * 37 + source * 91 + c * 53 + x * source) % 256 }
        let alpha = value(3)
        let pixel = image.pixel(x: x, y: y)
        #expect(Int(pixel.alpha) == alpha, "(\(x), \(y))")
        if alpha > 0 { #expect(Int(pixel.red) == value(0), "(\(x), \(y))") }
      }
    }
  }

  @Test func aOneRowInterlacedPNGGathersEveryPass() throws {
    // Adam7 on a 9×1 image: row 0 holds columns 0 and 8 (pass 1), 4 (pass 2), 2 and 6 (pass 4), odd ones (pass 6).
    let samples = (0..<9).map { UInt8($0 * 20) }
    var raw: [UInt8] = []
    for columns in [[0, 8], [4], [2, 6], [1, 3, 5, 7]] { raw += [0] + columns.map { samples[$0] } }
    var header = TestImageEncoders.pngHeader(width: 9, height: 1, colorType: 0)
    header[28] = 1  // interlace method Adam7
    header.replaceSubrange(
      29..<33, with: TestImageEncoders.bigEndian32(TestImageEncoders.crc32(Array(header[12..<29]))))
    let file =
      header + TestImageEncoders.chunk("IDAT", TestImageEncoders.zlib(raw)) + TestImageEncoders.chunk("IEND", [])
    let image = try raster(bytes: file).get()
    #expect((0..<9).map { image.pixel(x: $0, y: 0).red } == samples)
  }

  @Test func aBaselineJPEGIsDecodedInColour() throws {
    let image = try raster("baseline-96x64.jpg")
    #expect(image.width == 96 && image.height == 64)
    // photo(): (x·5 + y, y·7, x·y) mod 256; JPEG at quality 90 stays within a few levels on this smooth pattern.
    let pixel = image.pixel(x: 10, y: 4)
    #expect(abs(Int(pixel.red) - 54) <= 12 && abs(Int(pixel.green) - 28) <= 12 && abs(Int(pixel.blue) - 40) <= 12)
  }

  @Test func aProgressiveJPEGIsScaledInTheDCT() throws {
    let image = try raster("progressive-320x240.jpg", 40, 40)
    #expect(image.width == 40 && image.height == 30)
  }

  @Test func anAdobeCMYKJPEGComesOutInRGB() throws {
    let image = try raster("cmyk-adobe-32x16.jpg")
    let red = image.pixel(x: 4, y: 8)
    let blue = image.pixel(x: 28, y: 8)
    #expect(red.red > 230 && red.green < 25 && red.blue < 25, "\(red)")
    #expect(blue.blue > 230 && blue.red < 25 && blue.green < 25, "\(blue)")
  }

  @Test func aGreyJPEGBecomesRGB() throws {
    let pixel = try raster("gray-32x16.jpg").pixel(x: 5, y: 5)
    #expect(pixel.red == pixel.green && pixel.green == pixel.blue && abs(Int(pixel.red) - 200) <= 2)
  }

  @Test func theEXIFOrientationTurnsTheRasterUpright() throws {
    // Stored 96×64 with orientation 6 (rotate 90° clockwise): shown 64×96; the stored top-left is at the top right.
    let image = try raster("orientation6-96x64.jpg")
    #expect(image.width == 64 && image.height == 96)
    let stored = try raster("baseline-96x64.jpg")
    #expect(image.pixel(x: 63, y: 0) == stored.pixel(x: 0, y: 0))
    #expect(image.pixel(x: 0, y: 95) == stored.pixel(x: 95, y: 63))
    // The box applies to the upright image: 32 wide → 32×48.
    let boxed = try raster("orientation6-96x64.jpg", 32, 1000)
    #expect(boxed.width == 32 && boxed.height == 48)
  }

  @Test func aHEIFImageIsRasterized() throws {
    let result = ImageRaster.downscaled(
      path: ImageTestFiles.fixture("gradient-64x48.heic"), maxWidth: 32, maxHeight: 32, limits: InputLimits())
    if case .failure(.unsupported(let why)) = result, why.contains("libheif") {
      return  // libheif not installed here: HEIFLoaderTests say so
    }
    let image = try result.get()
    #expect(image.width == 32 && image.height == 24)
  }

  // MARK: Bad input and limits

  @Test func damagedFilesAreUnreadableWithTheDecodersMessage() {
    for name in ["truncated.png", "truncated.jpg", "idat-bitflip.png", "text.png", "empty.png", "missing.png"] {
      let result = ImageRaster.downscaled(
        path: ImageTestFiles.fixture(name), maxWidth: 10, maxHeight: 10, limits: InputLimits())
      guard case .failure(.unreadable(let message)) = result else {
        Issue.record("\(name): \(result)")
        continue
      }
      #expect(!message.isEmpty)
    }
  }

  @Test func theVerdictIsTheVerifiersOne() {
    let verified = ImageLoader.read(path: ImageTestFiles.fixture("idat-bitflip-crc-fixed.png"))
    let rasterized = ImageRaster.downscaled(
      path: ImageTestFiles.fixture("idat-bitflip-crc-fixed.png"), maxWidth: 10, maxHeight: 10, limits: InputLimits())
    #expect(rasterized == .failure(.unreadable(verified.status.message ?? "")))
  }

  @Test func theInputLimitsHold() {
    let limits = InputLimits(imagePixels: 1000)
    let result = ImageRaster.downscaled(
      path: ImageTestFiles.fixture("rgb8-64x48.png"), maxWidth: 10, maxHeight: 10, limits: limits)
    guard case .failure(.tooLarge(let message)) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(message.contains("over the limit of 1000 pixels"))
    let bomb = ImageRaster.downscaled(
      path: ImageTestFiles.fixture("huge-ihdr-100000x100000.png"), maxWidth: 10, maxHeight: 10, limits: InputLimits())
    #expect(bomb.isTooLarge)
  }

  @Test func unsupportedFormatsSaySo() {
    for name in ["image.gif", "vector.svg", "cgbi.png"] {
      let result = ImageRaster.downscaled(
        path: ImageTestFiles.fixture(name), maxWidth: 10, maxHeight: 10, limits: InputLimits())
      guard case .failure(.unsupported) = result else {
        Issue.record("\(name): \(result)")
        continue
      }
    }
  }

  // MARK: Encoding

  @Test func aPNGRoundTripIsExact() throws {
    let image = solid(37, 11) { x, y in RGBA8(red: UInt8(x * 6), green: UInt8(y * 20), blue: 7, alpha: UInt8(x * 7 + 1))
    }
    let encoded = try #require(RasterEncoder.png(image))
    let info = ImageLoader.read(bytes: encoded)
    #expect(info.status == .ok && info.format == .png && info.colorModel == .rgba)
    #expect(info.pixelSize == PixelSize(width: 37, height: 11))
    let decoded = try raster(bytes: encoded).get()
    #expect(decoded == image)
  }

  @Test func anOpaquePNGIsWrittenAsRGB() throws {
    let encoded = try #require(RasterEncoder.png(solid(8, 8) { _, _ in RGBA8(red: 1, green: 2, blue: 3) }))
    #expect(ImageLoader.read(bytes: encoded).colorModel == .rgb)
  }

  @Test func aJPEGRoundTripIsClose() throws {
    let image = solid(120, 80) { x, y in RGBA8(red: UInt8(x * 2), green: UInt8(y * 3), blue: 128) }
    let encoded = try #require(RasterEncoder.jpeg(image, quality: 85))
    let info = ImageLoader.read(bytes: encoded)
    #expect(info.status == .ok && info.format == .jpeg && info.pixelSize == PixelSize(width: 120, height: 80))
    let decoded = try raster(bytes: encoded).get()
    let worst = zip(decoded.rgba, image.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 16, "largest difference \(worst)")
  }

  @Test func jpegQualityTradesSizeForFidelity() throws {
    var noise = SeededGenerator(seed: 7)
    let image = solid(64, 64) { _, _ in
      RGBA8(red: UInt8(truncatingIfNeeded: noise.next()), green: 90, blue: UInt8(truncatingIfNeeded: noise.next()))
    }
    let low = try #require(RasterEncoder.jpeg(image, quality: 30))
    let high = try #require(RasterEncoder.jpeg(image, quality: 95))
    #expect(low.count < high.count)
    #expect(try #require(RasterEncoder.jpeg(image, quality: 500)).count >= high.count, "quality is clamped to 100")
  }

  @Test func aThumbnailOfABackgroundIsSmall() throws {
    // A 430×932 gradient background as a 375×812 thumbnail (the narrowest phone) stays a few tens of kilobytes.
    let photo = solid(430, 932) { x, y in RGBA8(red: UInt8(x % 256), green: UInt8(y % 256), blue: UInt8((x + y) % 256))
    }
    let thumbnail = try raster(bytes: try #require(RasterEncoder.png(photo)), 375, 812).get()
    // min(375 / 430, 812 / 932) = 0.8712: 430 → 374.6 → 375, 932 → 812.
    #expect(thumbnail.width == 375 && thumbnail.height == 812)
    let jpeg = try #require(RasterEncoder.jpeg(thumbnail, quality: 70))
    #expect(jpeg.count < 100_000, "\(jpeg.count) bytes")
  }

  @Test func malformedRastersAreNotEncoded() {
    #expect(RasterEncoder.png(Raster(width: 0, height: 0, rgba: [])) == nil)
    #expect(RasterEncoder.jpeg(Raster(width: 2, height: 2, rgba: [0, 0, 0]), quality: 80) == nil)
  }
}

extension Result where Failure == RasterError {
  fileprivate var isTooLarge: Bool {
    if case .failure(.tooLarge) = self { return true }
    return false
  }
}
