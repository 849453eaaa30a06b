/// One cache file as read: its bytes and where each entry's line is, by the hash of its path. Every line is
/// checked on reading, but entries stay bytes until a run asks for them (`ImageCacheEntry(line:expecting:path:)`), so memory is
/// the file's size plus about 16 bytes an entry, and a hit is copied to the next file as it was.
///
/// The file is a header line (the format and everything the verdicts depend on: tool and verdict version, depth,
/// limits, project), one line per entry, and a trailer line `end <count> <XXH64 of everything before it>`. A file
/// with another header, a wrong count or hash (torn, damaged, edited), a line too long or a path given twice is
/// not used at all: it is not the file we wrote, so none of it is trusted, and the run rebuilds it.
struct ImageCacheFile: Sendable {
  /// A cache file larger than this is ignored (and rebuilt within it): 100 000 image sets take about 20 MiB.
  static let maximumBytes = 64 << 20
  /// No entry this run writes is longer (a path, two messages and numbers).
  static let maximumLineBytes = 16 << 10
  static let formatName = "piepaw-lint image cache 1"

  struct LineRange: Sendable {
    var start: Int32
    var end: Int32
  }

  let bytes: [UInt8]
  /// Each entry line's range (without its newline), by `key(ofPathField:)`.
  let lines: [UInt64: LineRange]

  /// The header line of the file holding the verdicts of `signature`.
  static func header(signature: String) -> [UInt8] {
    Array(formatName.utf8) + [UInt8(ascii: "\t")] + CacheText.escaped(signature) + [UInt8(ascii: "\n")]
  }

  /// The key of the entry for `path`: the hash of its path field.
  static func key(of path: String) -> UInt64 { XXH64.hash(CacheText.escaped(path)) }

  /// The key of an entry line, from its first field.
  static func key(ofLine line: UnsafeRawBufferPointer) -> UInt64? {
    guard let tab = line.firstIndex(of: UInt8(ascii: "\t")), tab > 0 else { return nil }
    return XXH64.hash(UnsafeRawBufferPointer(rebasing: line[..<tab]))
  }

  /// The file `bytes` hold, or nil unless it has `header`, a matching trailer, lines within the limit, no path
  /// twice, and every line `isValid`.
  init?(bytes: [UInt8], header: [UInt8], isValid: (UnsafeRawBufferPointer) -> Bool) {
    guard bytes.count <= Self.maximumBytes, bytes.starts(with: header), bytes.last == UInt8(ascii: "\n"),
      let index = bytes.withUnsafeBytes({ Self.index($0, headerBytes: header.count, isValid: isValid) })
    else { return nil }
    self.bytes = bytes
    self.lines = index
  }

  /// The file with `entries` (lines without their newlines) under `header`, and its trailer.
  static func assemble(header: [UInt8], entries: [ArraySlice<UInt8>]) -> [UInt8] {
    var bytes = header
    bytes.reserveCapacity(header.count + entries.reduce(0) { $0 + $1.count + 1 } + 64)
    for entry in entries {
      bytes += entry
      bytes.append(UInt8(ascii: "\n"))
    }
    let hash = XXH64.hash(bytes)
    bytes += Array("end\t\(entries.count)\t".utf8)
    CacheText.appendHex(hash, into: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  private static func index(
    _ bytes: UnsafeRawBufferPointer, headerBytes: Int, isValid: (UnsafeRawBufferPointer) -> Bool
  ) -> [UInt64: LineRange]? {
    // The trailer is the last line: `end`, the entry count and the hash of every byte before it.
    let last = bytes.count - 1
    var trailerStart = last
    while trailerStart > headerBytes, bytes[trailerStart - 1] != UInt8(ascii: "\n") { trailerStart -= 1 }
    guard trailerStart >= headerBytes else { return nil }
    var trailer = CacheLineReader(UnsafeRawBufferPointer(rebasing: bytes[trailerStart..<last]))
    guard trailer.word() == "end", let count = trailer.unsigned(), let hash = trailer.hex(), trailer.isAtEnd,
      XXH64.hash(UnsafeRawBufferPointer(rebasing: bytes[..<trailerStart])) == hash
    else { return nil }
    var lines: [UInt64: LineRange] = [:]
    lines.reserveCapacity(Int(min(count, UInt64(bytes.count / 64))))  // no entry line is shorter
    var start = headerBytes
    while start < trailerStart {
      var end = start
      while bytes[end] != UInt8(ascii: "\n") { end += 1 }
      let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
      guard end - start <= maximumLineBytes, isValid(line), let key = key(ofLine: line),
        lines.updateValue(LineRange(start: Int32(start), end: Int32(end)), forKey: key) == nil
      else { return nil }
      start = end + 1
    }
    return UInt64(lines.count) == count ? lines : nil
  }

  /// The line `range` of the file.
  func line(_ range: LineRange) -> ArraySlice<UInt8> { bytes[Int(range.start)..<Int(range.end)] }
}
