/// Small deterministic PNG, JPEG and GIF writers for tests: images of any size in a few kilobytes, with no
/// dependency. The pixels are flat (or seeded noise), since the rules only look at sizes and formats.
enum TestImageEncoders {
  // MARK: PNG

  /// The content of a PNG's pixels.
  enum PNGContent {
    /// Every sample 0: compresses to a few bytes per 258 pixels.
    case flat
    /// Seeded pseudo-random samples that do not compress (the file is larger than the raw pixels).
    case noise
  }

  /// A complete 8-bit PNG, grayscale or RGBA.
  static func png(width: Int, height: Int, rgba: Bool = false, content: PNGContent = .flat) -> [UInt8] {
    let channels = rgba ? 4 : 1
    var raw = [UInt8]()
    raw.reserveCapacity((width * channels + 1) * height)
    var noise = SeededGenerator(seed: UInt64(width) << 32 | UInt64(height))
    for _ in 0..<height {
      raw.append(0)  // filter type None
      for _ in 0..<(width * channels) {
        raw.append(content == .flat ? 0 : UInt8(truncatingIfNeeded: noise.next()))
      }
    }
    return pngHeader(width: width, height: height, colorType: rgba ? 6 : 0)
      + chunk("IDAT", zlib(raw)) + chunk("IEND", [])
  }

  /// The PNG signature and IHDR chunk: what a header-only reader sees.
  static func pngHeader(width: Int, height: Int, colorType: UInt8 = 0) -> [UInt8] {
    let ihdr = bigEndian32(UInt32(width)) + bigEndian32(UInt32(height)) + [8, colorType, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
  }

  /// A PNG cut in the middle of its IDAT data: the header is intact, the pixels end early and IEND is missing.
  static func truncatedPNG(width: Int, height: Int) -> [UInt8] {
    let whole = png(width: width, height: height)
    let idatDataStart = 8 + 25 + 8
    let idatLength = Int(whole[33]) << 24 | Int(whole[34]) << 16 | Int(whole[35]) << 8 | Int(whole[36])
    return Array(whole[..<(idatDataStart + idatLength / 2)])
  }

  /// A complete grey PNG with a gAMA chunk whose CRC is wrong, before its pixels: libpng skips the chunk.
  static func pngWithDamagedGamma(width: Int, height: Int) -> [UInt8] {
    let whole = png(width: width, height: height)
    let afterHeader = 8 + 25
    var gamma = chunk("gAMA", bigEndian32(45455))
    gamma[gamma.count - 1] ^= 0xFF
    return Array(whole[..<afterHeader]) + gamma + Array(whole[afterHeader...])
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian32(UInt32(data.count)) + typeBytes + data + bigEndian32(crc32(typeBytes + data))
  }

  /// A zlib stream: one deflate block with the fixed Huffman codes, runs of a byte as distance-1 matches.
  static func zlib(_ data: [UInt8]) -> [UInt8] {
    var bits = BitWriter()
    bits.write(1, count: 1)  // final block
    bits.write(1, count: 2)  // fixed Huffman codes
    var index = 0
    while index < data.count {
      var run = 0
      if index > 0 {
        while index + run < data.count && run < 258 && data[index + run] == data[index - 1] { run += 1 }
      }
      if run >= 3 {
        writeMatch(length: run, into: &bits)
        index += run
      } else {
        writeLiteral(Int(data[index]), into: &bits)
        index += 1
      }
    }
    writeLiteral(256, into: &bits)  // end of block
    return [0x78, 0x01] + bits.finished + bigEndian32(adler32(data))
  }

  /// A literal/length symbol in the fixed code (RFC 1951, 3.2.6).
  private static func writeLiteral(_ symbol: Int, into bits: inout BitWriter) {
    switch symbol {
    case 0...143: bits.writeHuffman(0x30 + symbol, count: 8)
    case 144...255: bits.writeHuffman(0x190 + symbol - 144, count: 9)
    case 256...279: bits.writeHuffman(symbol - 256, count: 7)
    default: bits.writeHuffman(0xC0 + symbol - 280, count: 8)
    }
  }

  private static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]

  /// A match of 3…258 bytes at distance 1.
  private static func writeMatch(length: Int, into bits: inout BitWriter) {
    let code = lengthBases.lastIndex { $0 <= length } ?? 0
    writeLiteral(257 + code, into: &bits)
    bits.write(UInt32(length - lengthBases[code]), count: lengthExtraBits[code])
    bits.writeHuffman(0, count: 5)  // distance code 0: distance 1
  }

  // MARK: JPEG

  /// A baseline grayscale JPEG of flat mid-grey: every 8×8 block codes as "DC unchanged, end of block", two bits,
  /// with one-symbol Huffman tables. `precision` 12 writes an extended (SOF1) 12-bit file.
  static func jpeg(width: Int, height: Int, precision: UInt8 = 8) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))
    let frame: [UInt8] = [precision] + bigEndian16(height) + bigEndian16(width) + [1, 1, 0x11, 0]
    bytes += segment(precision == 8 ? 0xC0 : 0xC1, frame)
    let oneSymbolTable = [UInt8]([1] + [UInt8](repeating: 0, count: 15) + [0])
    bytes += segment(0xC4, [0x00] + oneSymbolTable + [0x10] + oneSymbolTable)
    bytes += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
    let blocks = ((width + 7) / 8) * ((height + 7) / 8)
    let bitCount = blocks * 2
    bytes += [UInt8](repeating: 0, count: bitCount / 8)
    let spare = bitCount % 8
    if spare > 0 { bytes.append(UInt8(0xFF >> spare)) }  // pad the last byte with 1-bits
    return bytes + [0xFF, 0xD9]
  }

  private static func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
    [0xFF, marker] + bigEndian16(data.count + 2) + data
  }

  // MARK: GIF

  /// A GIF header and logical screen of the given size, and the trailer.
  static func gif(width: Int, height: Int) -> [UInt8] {
    Array("GIF89a".utf8) + littleEndian16(width) + littleEndian16(height) + [0, 0, 0, 0x3B]
  }

  // MARK: Checksums and bytes

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  static func bigEndian32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

  static func littleEndian16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}

extension TestImageEncoders {

  /// Bits packed from the least significant end, as deflate wants them.
  struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var filled = 0

    /// `count` low bits of `value`, least significant first.
    mutating func write(_ value: UInt32, count: Int) {
      for bit in 0..<count {
        buffer |= ((value >> UInt32(bit)) & 1) << UInt32(filled)
        filled += 1
        if filled == 8 { flushByte() }
      }
    }

    /// A Huffman code, which deflate stores most significant bit first.
    mutating func writeHuffman(_ code: Int, count: Int) {
      var reversed: UInt32 = 0
      for bit in 0..<count { reversed |= UInt32((code >> bit) & 1) << UInt32(count - 1 - bit) }
      write(reversed, count: count)
    }

    /// The bytes, the last one padded with zero bits.
    var finished: [UInt8] { filled > 0 ? bytes + [UInt8(buffer)] : bytes }

    private mutating func flushByte() {
      bytes.append(UInt8(buffer & 0xFF))
      buffer = 0
      filled = 0
    }
  }
}
