/// One verdict of the image cache: the file's fingerprint (stamp and content hash) and what the decoder said.
///
/// In the cache file it is a line of 25 tab-separated fields:
///
///     path  size  mtime-s  mtime-ns  ctime-s  ctime-ns  inode  device  xxh64  format  status  message  width
///     height  bit-depth  channels  colour-model  flags  orientation  trailing-bytes  warning-count  warning
///     point-width  point-height  page-count
///
/// Text escapes control bytes and `\` as `\` and two hex digits (so each text has exactly one spelling); a value
/// that is absent is `-`; point sizes are their Double's bits in hex. A cache file is data anyone may have written:
/// every value read is checked against what the decoder can produce (ranges, names, lengths, and `ok` only for a
/// format we decode, within the limits), so nothing loaded can trap a rule or claim what no decoder would say.
struct ImageCacheEntry: Hashable, Sendable {
  var fingerprint: FileFingerprint
  /// Its `byteCount` is the stamp's size and its `depth` the cache file's.
  var info: ImageInfo

  init(fingerprint: FileFingerprint, info: ImageInfo) {
    self.fingerprint = fingerprint
    self.info = info
  }

  /// What the verdicts of one cache file were made with; every entry must agree.
  struct Expectation: Hashable, Sendable {
    var depth: DecodeDepth
    var limits: ImageLimits
  }

  static let fieldCount = 25
  /// Longest path and longest message or warning kept, in bytes (the decoder's messages are under 200).
  static let maximumPathBytes = 8192
  static let maximumMessageBytes = 2048
  /// No decoder reports a longer side: PNG's limit is 2³¹ − 1, libheif's sides are `int`s, JPEG's 65 535.
  static let largestSide = UInt64(Int32.max)

  /// The entry's line (without its newline), or nil when the entry would not read back exactly as it is: then it
  /// is not cached at all, so what is written always passes the checks that reading applies.
  func line(expecting expectation: Expectation) -> [UInt8]? {
    var writer = CacheLineWriter()
    let stamp = fingerprint.stamp
    let info = info
    writer.text(info.path)
    for number in [stamp.size, stamp.modifiedSeconds, stamp.modifiedNanoseconds] { writer.signed(number) }
    for number in [stamp.changedSeconds, stamp.changedNanoseconds] { writer.signed(number) }
    writer.unsigned(stamp.inode)
    writer.unsigned(stamp.device)
    writer.hex(fingerprint.contentHash)
    writer.word(info.format.rawValue)
    writer.word(info.status.name)
    writer.text(info.status.message ?? "")
    writer.optional(info.pixelSize?.width)
    writer.optional(info.pixelSize?.height)
    writer.number(info.bitDepth)
    writer.number(info.channels)
    writer.word(info.colorModel.rawValue)
    writer.number(Self.flags(of: info))
    writer.optional(info.exifOrientation)
    writer.number(info.trailingByteCount)
    writer.number(info.warningCount)
    writer.text(info.warning ?? "")
    writer.optionalBits(info.pointSize?.width)
    writer.optionalBits(info.pointSize?.height)
    writer.optional(info.pageCount)
    let line = writer.bytes
    let readBack = line.withUnsafeBytes { ImageCacheEntry(line: $0, expecting: expectation, path: .read) }
    return readBack == self ? line : nil
  }

  /// What reading a line does with its path.
  enum PathReading {
    /// Checks it and leaves the entry's path empty (checking a whole file).
    case check
    /// Requires these bytes (the path, escaped) and gives the entry this path (a lookup).
    case expect(escaped: UnsafeRawBufferPointer, path: String)
    /// Reads it.
    case read

    func path(from field: UnsafeRawBufferPointer) -> String? {
      switch self {
      case .check:
        return CacheText.isValid(field, maximumBytes: ImageCacheEntry.maximumPathBytes) ? "" : nil
      case .expect(let escaped, let path):
        return field.elementsEqual(escaped) ? path : nil
      case .read:
        return CacheText.unescape(field, maximumBytes: ImageCacheEntry.maximumPathBytes)
      }
    }
  }

  /// The entry a line holds, or nil unless every field is well-formed, in range and consistent.
  init?(line: UnsafeRawBufferPointer, expecting expectation: Expectation, path reading: PathReading) {
    var fields = CacheLineReader(line)
    guard let pathField = fields.raw(), !pathField.isEmpty, let path = reading.path(from: pathField),
      let size = fields.signed(), size >= 0,
      let modifiedSeconds = fields.signed(), let modifiedNanoseconds = fields.nanoseconds(),
      let changedSeconds = fields.signed(), let changedNanoseconds = fields.nanoseconds(),
      let inode = fields.unsigned(), let device = fields.unsigned(), let contentHash = fields.hex(),
      let format = fields.name(in: Self.formats),
      let status = Self.status(
        named: fields.name(in: Self.statuses), message: fields.text(maximumBytes: Self.maximumMessageBytes)),
      let width = fields.optional(in: 1...Self.largestSide), let height = fields.optional(in: 1...Self.largestSide),
      (width == nil) == (height == nil),
      let bitDepth = fields.number(in: 0...255), let channels = fields.number(in: 0...255),
      let colorModel = fields.name(in: Self.colorModels),
      let flags = fields.number(in: 0...31), let orientation = fields.optional(in: 1...8),
      let trailing = fields.number(in: 0...UInt64(size)), let warningCount = fields.number(in: 0...UInt64(UInt32.max)),
      let warning = fields.text(maximumBytes: Self.maximumMessageBytes),
      let pointWidth = fields.optionalBits(), let pointHeight = fields.optionalBits(),
      (pointWidth == nil) == (pointHeight == nil), pointWidth.map({ $0.isFinite }) ?? true,
      pointHeight.map({ $0.isFinite }) ?? true,
      let pageCount = fields.optional(in: 0...UInt64(Int32.max)), fields.isAtEnd
    else { return nil }
    let stamp = FileStamp(
      size: size, modifiedSeconds: modifiedSeconds, modifiedNanoseconds: modifiedNanoseconds,
      changedSeconds: changedSeconds, changedNanoseconds: changedNanoseconds, inode: inode, device: device)
    let pixelSize = width.flatMap { width in height.map { PixelSize(width: Int(width), height: Int($0)) } }
    let info = ImageInfo(
      path: path, format: format, status: status, depth: expectation.depth, pixelSize: pixelSize,
      bitDepth: Int(bitDepth), channels: Int(channels), colorModel: colorModel, isInterlaced: flags & 1 != 0,
      isArithmeticCoded: flags & 2 != 0, hasAlpha: flags & 4 != 0, hasICCProfile: flags & 8 != 0,
      isSRGB: flags & 16 != 0, exifOrientation: orientation.map { Int($0) }, byteCount: Int(size),
      trailingByteCount: Int(trailing), warning: warning.isEmpty ? nil : warning, warningCount: Int(warningCount),
      pointSize: pointWidth.flatMap { width in pointHeight.map { PointSize(width: width, height: $0) } },
      pageCount: pageCount.map { Int($0) })
    guard Self.isPlausible(info, limits: expectation.limits) else { return nil }
    self.init(fingerprint: FileFingerprint(stamp: stamp, contentHash: contentHash), info: info)
  }

  /// What only a decoder that lies would say: `ok` for a format we do not decode, for bytes of no format, for a
  /// bitmap without dimensions or one over the limits (the decoder refuses those as too large).
  private static func isPlausible(_ info: ImageInfo, limits: ImageLimits) -> Bool {
    if info.format == .unknown, info.status.name != "corrupt" { return false }
    guard info.status.isOK else { return true }
    guard info.format.isDecoded else { return false }
    guard let size = info.pixelSize else { return info.format.isVector }
    if limits.maxDimension > 0, max(size.width, size.height) > limits.maxDimension { return false }
    let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
    return limits.maxPixels <= 0 || (!overflow && pixels <= limits.maxPixels)
  }

  /// The names a field may hold, spelled as bytes (matching them beat `init(rawValue:)`'s string switch).
  private static let formats = ImageFormat.allCases.map { (Array($0.rawValue.utf8), $0) }
  private static let colorModels = ImageInfo.ColorModel.allCases.map { (Array($0.rawValue.utf8), $0) }
  /// Unreadable is never cached: it says nothing about the bytes.
  private static let statuses = ["ok", "corrupt", "unsupported", "too-large"].map { (Array($0.utf8), $0) }

  private static func status(named name: String?, message: String?) -> ImageInfo.Status? {
    guard let name, let message else { return nil }
    switch name {
    case "ok": return message.isEmpty ? .ok : nil
    case "corrupt": return .corrupt(message)
    case "unsupported": return .unsupported(message)
    default: return .tooLarge(message)
    }
  }

  private static func flags(of info: ImageInfo) -> Int {
    [info.isInterlaced, info.isArithmeticCoded, info.hasAlpha, info.hasICCProfile, info.isSRGB].enumerated()
      .reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) }
  }
}

/// Writes the fields of one cache line, tab-separated.
struct CacheLineWriter {
  private(set) var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(256) }

  /// Starts a field: a tab before every field but the first.
  private mutating func separate() {
    if !bytes.isEmpty { bytes.append(UInt8(ascii: "\t")) }
  }

  mutating func text(_ text: String) {
    separate()
    CacheText.escape(text, into: &bytes)
  }

  /// A name of ours (a format, a status): never escaped.
  mutating func word(_ word: String) {
    separate()
    bytes += word.utf8
  }

  mutating func signed(_ value: Int64) {
    separate()
    CacheText.appendDecimal(value, into: &bytes)
  }

  mutating func unsigned(_ value: UInt64) {
    separate()
    CacheText.appendDecimal(value, into: &bytes)
  }

  mutating func number(_ value: Int) { signed(Int64(value)) }

  mutating func optional(_ value: Int?) {
    if let value { return number(value) }
    separate()
    bytes.append(UInt8(ascii: "-"))
  }

  mutating func hex(_ value: UInt64) {
    separate()
    CacheText.appendHex(value, into: &bytes)
  }

  mutating func optionalBits(_ value: Double?) {
    separate()
    if let value { CacheText.appendHex(value.bitPattern, into: &bytes) } else { bytes.append(UInt8(ascii: "-")) }
  }
}

/// Reads the fields of one cache line in order; every reader returns nil for a field that is missing or malformed.
struct CacheLineReader {
  private let line: UnsafeRawBufferPointer
  private var position = 0
  private var exhausted = false

  init(_ line: UnsafeRawBufferPointer) { self.line = line }

  /// Whether every field was read.
  var isAtEnd: Bool { exhausted }

  private mutating func field() -> UnsafeRawBufferPointer? {
    guard !exhausted else { return nil }
    var end = position
    while end < line.count, line[end] != UInt8(ascii: "\t") { end += 1 }
    let field = UnsafeRawBufferPointer(rebasing: line[position..<end])
    exhausted = end == line.count
    position = end + 1
    return field
  }

  /// The next field as it is.
  mutating func raw() -> UnsafeRawBufferPointer? { field() }

  mutating func text(maximumBytes: Int) -> String? {
    field().flatMap { CacheText.unescape($0, maximumBytes: maximumBytes) }
  }

  /// The value of the name in `names` the field spells.
  mutating func name<Value>(in names: [([UInt8], Value)]) -> Value? {
    guard let field = field() else { return nil }
    return names.first { $0.0.elementsEqual(field) }?.1
  }

  mutating func word() -> String? {
    guard let field = field(), field.count <= 16 else { return nil }
    return String(decoding: field, as: UTF8.self)
  }

  mutating func unsigned() -> UInt64? { field().flatMap(CacheText.decimal) }

  mutating func signed() -> Int64? {
    guard let field = field() else { return nil }
    guard field.first == UInt8(ascii: "-") else { return CacheText.decimal(field).flatMap { Int64(exactly: $0) } }
    guard let magnitude = CacheText.decimal(UnsafeRawBufferPointer(rebasing: field.dropFirst())), magnitude > 0,
      magnitude <= UInt64(Int64.max) + 1
    else { return nil }
    return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
  }

  mutating func nanoseconds() -> Int64? {
    guard let value = unsigned(), value < 1_000_000_000 else { return nil }
    return Int64(value)
  }

  mutating func hex() -> UInt64? { field().flatMap(CacheText.hex) }

  /// A number in `range`.
  mutating func number(in range: ClosedRange<UInt64>) -> UInt64? {
    guard let value = unsigned(), range.contains(value) else { return nil }
    return value
  }

  /// `-` (nil) or a number in `range`: nil for a bad field, `.some(nil)` for an absent value.
  mutating func optional(in range: ClosedRange<UInt64>) -> UInt64?? {
    guard let field = field() else { return nil }
    if field.count == 1, field[0] == UInt8(ascii: "-") { return .some(nil) }
    guard let value = CacheText.decimal(field), range.contains(value) else { return nil }
    return .some(value)
  }

  mutating func optionalBits() -> Double?? {
    guard let field = field() else { return nil }
    if field.count == 1, field[0] == UInt8(ascii: "-") { return .some(nil) }
    guard let bits = CacheText.hex(field) else { return nil }
    return .some(Double(bitPattern: bits))
  }
}

/// The spellings of the cache file: escaped text, canonical decimals and 16-digit hex.
enum CacheText {
  private static let digits = Array("0123456789abcdef".utf8)

  /// Whether `byte` is written as `\` and two hex digits: control bytes (tab and newline separate fields and
  /// lines), DEL and the backslash itself.
  static func isEscaped(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") }

  static func escape(_ text: String, into bytes: inout [UInt8]) {
    for byte in text.utf8 {
      if isEscaped(byte) {
        bytes += [UInt8(ascii: "\\"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      } else {
        bytes.append(byte)
      }
    }
  }

  /// `body` given `text` escaped: its own UTF-8 when nothing in it needs escaping (no copy).
  static func withEscaped<Result>(_ text: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    guard !text.utf8.contains(where: isEscaped) else { return escaped(text).withUnsafeBytes(body) }
    var text = text
    return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
  }

  static func escaped(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    escape(text, into: &bytes)
    return bytes
  }

  /// Whether `field` is text as `escape` spells it, at most `maximumBytes` once unescaped, and UTF-8 (without
  /// making the text: an escape stands for one ASCII byte, so the field is UTF-8 exactly when the text is).
  static func isValid(_ field: UnsafeRawBufferPointer, maximumBytes: Int) -> Bool {
    var length = 0
    var index = 0
    var isASCII = true
    while index < field.count {
      let byte = field[index]
      if byte == UInt8(ascii: "\\") {
        guard index + 2 < field.count, let high = nibble(field[index + 1]), let low = nibble(field[index + 2]),
          isEscaped(high << 4 | low)
        else { return false }
        index += 3
      } else {
        guard !isEscaped(byte) else { return false }
        isASCII = isASCII && byte < 0x80
        index += 1
      }
      length += 1
    }
    guard length <= maximumBytes else { return false }
    return isASCII || String(decoding: field, as: UTF8.self).utf8.elementsEqual(field)
  }

  /// The text of an escaped field: nil when it is not in the one spelling `escape` gives, is longer than
  /// `maximumBytes` once unescaped, or is not UTF-8.
  static func unescape(_ field: UnsafeRawBufferPointer, maximumBytes: Int) -> String? {
    guard isValid(field, maximumBytes: maximumBytes) else { return nil }
    guard field.contains(UInt8(ascii: "\\")) else { return String(decoding: field, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var index = 0
    while index < field.count {
      if field[index] == UInt8(ascii: "\\") {
        bytes.append(nibble(field[index + 1])! << 4 | nibble(field[index + 2])!)  // checked by `isValid`
        index += 3
      } else {
        bytes.append(field[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A decimal in its one spelling: digits only, no leading zero, at most `UInt64.max`.
  static func decimal(_ field: UnsafeRawBufferPointer) -> UInt64? {
    guard !field.isEmpty, field.count <= 20, field[0] != UInt8(ascii: "0") || field.count == 1 else { return nil }
    var value: UInt64 = 0
    for byte in field {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      value = sum
    }
    return value
  }

  /// Exactly 16 lowercase hex digits.
  static func hex(_ field: UnsafeRawBufferPointer) -> UInt64? {
    guard field.count == 16 else { return nil }
    var value: UInt64 = 0
    for byte in field {
      guard let digit = nibble(byte) else { return nil }
      value = value << 4 | UInt64(digit)
    }
    return value
  }

  static func appendDecimal(_ value: Int64, into bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDecimal(value.magnitude, into: &bytes)
  }

  static func appendDecimal(_ value: UInt64, into bytes: inout [UInt8]) {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for UInt64.max's 20 digits
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      var rest = value
      repeat {
        count += 1
        buffer[24 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      bytes += buffer[(24 - count)...]
    }
  }

  static func appendHex(_ value: UInt64, into bytes: inout [UInt8]) {
    for shift in stride(from: 60, through: 0, by: -4) { bytes.append(digits[Int(value >> UInt64(shift) & 15)]) }
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
