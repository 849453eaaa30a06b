import Foundation
import Testing

@testable import PiepawLint

@Suite struct ImageInfoTests {
  @Test func formatFromExtension() {
    #expect(ImageFormat(fileExtension: "PNG") == .png)
    #expect(ImageFormat(fileExtension: "jpg") == .jpeg)
    #expect(ImageFormat(fileExtension: "JPEG") == .jpeg)
    #expect(ImageFormat(fileExtension: "heic") == .heif)
    #expect(ImageFormat(fileExtension: "json") == nil)
    #expect(ImageFormat(fileExtension: "") == nil)
    let verified = ImageFormat.allCases.filter(\.isDecoded)
    #expect(verified == [.png, .jpeg, .heif, .pdf, .svg])
    #expect(ImageFormat.allCases.filter(\.isVector) == [.pdf, .svg])
  }

  @Test func extensionFormatLooksAtTheFileNameOnly() {
    #expect(ImageInfo(path: "a/b.png", format: .jpeg).extensionFormat == .png)
    #expect(ImageInfo(path: "Assets.xcassets/x.imageset/photo", format: .jpeg).extensionFormat == nil)
    #expect(ImageInfo(path: "v1.2/photo", format: .jpeg).extensionFormat == nil)
    #expect(ImageInfo(path: "photo.JPG", format: .jpeg).formatMatchesExtension)
    #expect(!ImageInfo(path: "photo.png", format: .jpeg).formatMatchesExtension)
    #expect(ImageInfo(path: "photo.txt", format: .jpeg).formatMatchesExtension, "not an image extension")
  }

  @Test func displayedSizeFollowsTheEXIFOrientation() {
    let size = PixelSize(width: 40, height: 30)
    for orientation in 1...8 {
      let info = ImageInfo(path: "a.jpg", format: .jpeg, pixelSize: size, exifOrientation: orientation)
      let expected = orientation >= 5 ? PixelSize(width: 30, height: 40) : size
      #expect(info.displayedPixelSize == expected, "orientation \(orientation)")
    }
    #expect(ImageInfo(path: "a.png", format: .png).displayedPixelSize == nil)
    #expect(size.aspectRatio == 0.75)
  }

  @Test func colourDescription() {
    let palette = ImageInfo(path: "p.png", format: .png, bitDepth: 1, colorModel: .palette, hasAlpha: true)
    #expect(palette.colorDescription == "1-bit palette with transparency")
    let arithmetic = ImageInfo(
      path: "a.jpg", format: .jpeg, bitDepth: 8, colorModel: .ycbcr, isInterlaced: true, isArithmeticCoded: true)
    #expect(arithmetic.colorDescription == "8-bit YCbCr, progressive, arithmetic-coded")
    #expect(ImageInfo(path: "x", format: .unknown).colorDescription == "unknown colour model")
  }

  @Test func codableRoundTrip() throws {
    let infos = [
      ImageInfo(
        path: "a.jpg", format: .jpeg, status: .corrupt("Premature end of JPEG file"), depth: .header,
        pixelSize: .init(width: 3, height: 2), bitDepth: 8, channels: 3, colorModel: .ycbcr, exifOrientation: 6,
        byteCount: 99, warning: "w", warningCount: 2),
      ImageInfo(path: "b.heic", format: .heif, status: .unsupported("HEIF")),
    ]
    let decoded = try JSONDecoder().decode([ImageInfo].self, from: JSONEncoder().encode(infos))
    #expect(decoded == infos)
  }

  @Test func statusNamesAndMessages() {
    let statuses: [ImageInfo.Status] = [.ok, .corrupt("c"), .unsupported("u"), .tooLarge("t"), .unreadable("r")]
    #expect(statuses.map(\.name) == ["ok", "corrupt", "unsupported", "too-large", "unreadable"])
    #expect(statuses.map(\.message) == [nil, "c", "u", "t", "r"])
    #expect(statuses.filter(\.isOK) == [.ok])
  }
}
