import Foundation
import Testing

@testable import PiepawLint

/// Writes the progressive JPEG no encoder would: grey, one DC scan, then every AC coefficient on its own at
/// every bit of successive approximation (63 × 14 scans), each scan a handful of bytes (end-of-band runs over
/// the whole image) that makes the decoder visit every block once more.
enum HostileJPEG {
  static func make(width: Int, height: Int, maximumScans: Int = .max) -> [UInt8] {
    let blocks = ((width + 7) / 8) * ((height + 7) / 8)
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
    bytes += segment(
      0xC2, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
    // DC table: one symbol (difference category 0), code `0`.
    bytes += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0])
    // AC table: the end-of-band runs EOB0 … EOB14 (symbols 0x00 … 0xE0), 4-bit codes in symbol order.
    bytes += segment(0xC4, [0x10, 0, 0, 0, 15] + [UInt8](repeating: 0, count: 12) + (0..<15).map { UInt8($0 << 4) })
    bytes += scan(first: 0, last: 0, high: 0, low: 0)
    var dc = BitWriter()
    for _ in 0..<blocks { dc.put(0, count: 1) }
    bytes += dc.finish()
    var scans = 1
    for coefficient in UInt8(1)...63 {
      for level in (0...13).reversed() where scans < maximumScans {
        let (high, low) = level == 13 ? (UInt8(0), UInt8(13)) : (UInt8(level + 1), UInt8(level))
        bytes += scan(first: coefficient, last: coefficient, high: high, low: low) + endOfBandRuns(blocks)
        scans += 1
      }
    }
    return bytes + [0xFF, 0xD9]
  }

  private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
  }

  private static func scan(first: UInt8, last: UInt8, high: UInt8, low: UInt8) -> [UInt8] {
    segment(0xDA, [1, 1, 0x00, first, last, high << 4 | low])
  }

  private static func endOfBandRuns(_ blocks: Int) -> [UInt8] {
    var bits = BitWriter()
    var left = blocks
    while left > 0 {
      let run = min(left, 32_767)
      let size = Int.bitWidth - 1 - run.leadingZeroBitCount
      bits.put(size, count: 4)
      bits.put(run - (1 << size), count: size)
      left -= run
    }
    return bits.finish()
  }

  /// Entropy-coded bits, most significant first, with `FF 00` stuffing.
  private struct BitWriter {
    var bytes: [UInt8] = []
    var current = 0
    var filled = 0

    mutating func put(_ value: Int, count: Int) {
      for shift in stride(from: count - 1, through: 0, by: -1) {
        current = current << 1 | (value >> shift & 1)
        filled += 1
        if filled == 8 { flushByte() }
      }
    }

    private mutating func flushByte() {
      bytes.append(UInt8(current))
      if current == 0xFF { bytes.append(0) }
      current = 0
      filled = 0
    }

    mutating func finish() -> [UInt8] {
      if filled > 0 { put((1 << (8 - filled)) - 1, count: 8 - filled) }
      return bytes
    }
  }
}

/// Issue 10: a 62 KB progressive JPEG within the scan and memory limits took 2 s to decode (ten of them 15 s):
/// every scan, a few bytes, decodes every block again. The scans may now go over the image `maxJPEGPasses`
/// times in all (16; real files take 4 to 7), and the refusal names `limits.jpegPasses`.
@Suite struct JPEGScanWorkTests {
  @Test func manyTinyScansOverTheImageAreRefusedNamingTheLimit() {
    let hostile = HostileJPEG.make(width: 512, height: 512)
    #expect(hostile.count < 12_000)
    let info = ImageLoader.read(bytes: hostile, path: "hostile.jpg")
    #expect(info.status.name == "too-large")
    #expect(info.status.message?.contains("more than 16 times") == true, "\(info.status)")
    #expect(info.status.message?.contains("limits.jpegPasses") == true)
    #expect(info.pixelSize == PixelSize(width: 512, height: 512), "the header is still read")
    // The same file is a valid JPEG: without the limit it decodes.
    #expect(ImageLoader.read(bytes: hostile, path: "hostile.jpg", limits: ImageLimits(maxJPEGPasses: 0)).status == .ok)
  }

  @Test func realProgressionsStayWellWithinTheLimit() {
    let path = ImageTestFiles.fixture("progressive-320x240.jpg")
    #expect(ImageLoader.read(path: path, limits: ImageLimits(maxJPEGPasses: 7)).status == .ok)
    // The count is real: libjpeg's standard progression takes more than one pass.
    #expect(ImageLoader.read(path: path, limits: ImageLimits(maxJPEGPasses: 1)).status.name == "too-large")
    let fewScans = HostileJPEG.make(width: 512, height: 512, maximumScans: 12)
    #expect(ImageLoader.read(bytes: fewScans, path: "few.jpg").status == .ok)
  }

  @Test func theLimitIsAConfigurationKey() throws {
    var limits = InputLimits()
    #expect(limits.imageLimits.maxJPEGPasses == 16)
    limits.jpegPasses = 3
    #expect(limits.imageLimits.maxJPEGPasses == 3)
    #expect(InputLimits.keys.contains { $0.name == "jpegPasses" })
  }
}
