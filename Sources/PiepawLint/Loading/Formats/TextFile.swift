import Foundation

/// Reads an input file as UTF-8 text, turning every way that can fail into a finding for `invalid-input`.
public enum TextFile {
  /// Text inputs larger than this are refused: content, plists and Contents.json are small.
  public static let defaultMaximumBytes = 8 << 20

  public static func read(_ path: String, maximumBytes: Int = defaultMaximumBytes) -> Result<String, Finding> {
    readBytes(path, maximumBytes: maximumBytes).flatMap { decode($0, path: path) }
  }

  /// The file's bytes, at most `maximumBytes` of them: a larger file is a finding, not a partial read.
  ///
  /// Every input file is read through here, so every read is safe the same way: only a regular file is read
  /// (a FIFO, a device such as `/dev/stdin` or `/dev/zero`, a socket or a folder is a finding, and opening one
  /// never blocks), its size is checked before a byte is read, and the size arithmetic saturates whatever the
  /// limit (`InputFile`). Where a symlink may lead is the caller's to decide (`LinkScope`), before it asks.
  public static func readBytes(_ path: String, maximumBytes: Int = defaultMaximumBytes) -> Result<Data, Finding> {
    let location = SourceLocation(file: path)
    let read = InputFile.open(path).flatMap { file in
      defer { file.close() }
      return file.readAll(maximumBytes: maximumBytes)
    }
    return read.mapError { problem in
      guard case .tooLarge = problem else { return Finding(location: location, message: problem.message) }
      return Finding(
        location: location,
        message: "The file is larger than \(Self.sizeText(maximumBytes)) (limits.textBytes); it was not read. "
          + "Is it really a text input?")
    }
  }

  /// `8 MiB`, `512 KiB` or `300 bytes`.
  static func sizeText(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  /// Decodes text that may be UTF-16 with a byte order mark (as `.strings` files and plists often are), else UTF-8
  /// as `decode` does. The text is made stream-safe either way.
  public static func decodeUnicode(_ data: Data, path: String) -> Result<String, Finding> {
    guard data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]) else { return decode(data, path: path) }
    let bigEndian = data.starts(with: [0xFE, 0xFF])
    let bytes = [UInt8](data.dropFirst(2))
    guard bytes.count % 2 == 0 else {
      return .failure(
        Finding(
          location: SourceLocation(file: path), message: "The file is not valid UTF-16 text (an odd number of bytes)."))
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    for pair in stride(from: 0, to: bytes.count, by: 2) {
      let (high, low) = bigEndian ? (bytes[pair], bytes[pair + 1]) : (bytes[pair + 1], bytes[pair])
      units.append(UInt16(high) << 8 | UInt16(low))
    }
    guard let text = String(validating: units, as: UTF16.self), !units.contains(0) else {
      return .failure(
        Finding(
          location: SourceLocation(file: path),
          message: "The file is not valid UTF-16 text (an unpaired surrogate or a NUL); save it as UTF-8 or UTF-16."))
    }
    return .success(StreamSafeText.make(text))
  }

  /// Decodes bytes as UTF-8 (a leading byte order mark is dropped); a NUL byte or invalid UTF-8 is a finding
  /// that points at the first bad byte. The text is made stream-safe (`StreamSafeText`).
  public static func decode(_ data: Data, path: String) -> Result<String, Finding> {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if bytes.starts(with: gitCryptHeader) { return .failure(encrypted(path)) }
    if let nul = bytes.firstIndex(of: 0) {
      return .failure(badByte(at: nul, in: bytes, path: path, what: "a NUL byte; it looks like a binary file"))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let offset = firstInvalidUTF8Offset(bytes) ?? 0
      return .failure(badByte(at: offset, in: bytes, path: path, what: "bytes that are not UTF-8; save it as UTF-8"))
    }
    // Every combining mark starts with a byte from 0xCC on: asked of the byte array, the common file is done fast.
    return .success(bytes.contains(where: { $0 >= 0xCC }) ? StreamSafeText.make(text) : text)
  }

  /// The header git-crypt writes at the start of every file it encrypts in the repository.
  static let gitCryptHeader: [UInt8] = Array("\0GITCRYPT\0".utf8)

  /// A file git-crypt keeps encrypted is the team's secret, not a broken input: the checkout was made without
  /// the key, and the app builds from the decrypted file. A note says it was not read, so nothing passes silently,
  /// and it does not fail the run.
  private static func encrypted(_ path: String) -> Finding {
    Finding(
      location: SourceLocation(file: path),
      message: "The file is encrypted with git-crypt, so it was not read; lint a checkout where `git-crypt unlock` "
        + "has run to check it.",
      maximumSeverity: .note)
  }

  private static func badByte(at offset: Int, in bytes: [UInt8], path: String, what: String) -> Finding {
    let before = bytes[..<offset]
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column = offset - lineStart + 1
    return Finding(
      location: .text(path, line: line, column: column), message: "The file contains \(what).")
  }

  private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return index
      }
      guard index + length <= bytes.count,
        String(validating: bytes[index..<index + length], as: UTF8.self) != nil
      else { return index }
      index += length
    }
    return nil
  }
}
