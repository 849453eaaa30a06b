/// One cache file as read: its bytes and where each entry's line is, by the hash of its path. Every line is
/// checked on reading, but entries stay bytes until a run asks for them (`ImageCacheEntry(line:expecting:path:)`),
/// so memory is the file's size plus 16 bytes an entry (a sorted array, not a dictionary of twice that), and a hit
/// is copied to the next file as it was.
///
/// The file is a header line (the format and everything the verdicts depend on: tool and verdict version, depth,
/// limits, project), one line per entry, and a trailer line `end <count> <XXH64 of everything before it>`. A file
/// with another header, a wrong count or hash (torn, damaged, edited), a line too long or a path given twice is
/// not used at all: it is not the file we wrote, so none of it is trusted, and the run rebuilds it.
struct ImageCacheFile: Sendable {
  /// A cache file larger than this is ignored (and rebuilt within it): 100 000 image sets take about 18 MiB, and
  /// reading a file this size of the shortest entries takes about 60 MiB of memory.
  static let maximumBytes = 32 << 20
  /// No entry this run writes is longer (a path, two messages and numbers).
  static let maximumLineBytes = 16 << 10
  static let formatName = "piepaw-lint image cache 1"

  struct LineRange: Sendable {
    var start: Int32
    var end: Int32
  }

  /// An entry line's key (`key(ofLine:)`) and range (without its newline).
  struct Line: Sendable {
    var key: UInt64
    var range: LineRange
  }

  let bytes: [UInt8]
  /// Every entry line, by key.
  let lines: [Line]

  /// The header line of the file holding the verdicts of `signature`.
  static func header(signature: String) -> [UInt8] {
    Array(formatName.utf8) + [UInt8(ascii: "\t")] + CacheText.escaped(signature) + [UInt8(ascii: "\n")]
  }

  /// The key of the entry for `path`: the hash of its path field.
  static func key(of path: String) -> UInt64 { CacheText.withEscaped(path) { XXH64.hash($0) } }

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
  ) -> [Line]? {
    // The trailer is the last line: `end`, the entry count and the hash of every byte before it.
    let last = bytes.count - 1
    var trailerStart = last
    while trailerStart > headerBytes, bytes[trailerStart - 1] != UInt8(ascii: "\n") { trailerStart -= 1 }
    guard trailerStart >= headerBytes else { return nil }
    var trailer = CacheLineReader(UnsafeRawBufferPointer(rebasing: bytes[trailerStart..<last]))
    guard trailer.word() == "end", let count = trailer.unsigned(), let hash = trailer.hex(), trailer.isAtEnd,
      XXH64.hash(UnsafeRawBufferPointer(rebasing: bytes[..<trailerStart])) == hash
    else { return nil }
    var lines: [Line] = []
    lines.reserveCapacity(Int(min(count, UInt64(bytes.count / 64))))  // no entry line is shorter
    var start = headerBytes
    while start < trailerStart {
      var end = start
      while bytes[end] != UInt8(ascii: "\n") { end += 1 }
      let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
      guard end - start <= maximumLineBytes, isValid(line), let key = key(ofLine: line) else { return nil }
      lines.append(Line(key: key, range: LineRange(start: Int32(start), end: Int32(end))))
      start = end + 1
    }
    guard UInt64(lines.count) == count else { return nil }
    lines.sort { $0.key < $1.key }
    for index in lines.indices.dropFirst() where lines[index - 1].key == lines[index].key { return nil }
    return lines
  }

  /// The line `range` of the file.
  func line(_ range: LineRange) -> ArraySlice<UInt8> { bytes[Int(range.start)..<Int(range.end)] }

  /// The range of the line with `key`, if there is one.
  func range(of key: UInt64) -> LineRange? {
    var (low, high) = (0, lines.count)
    while low < high {
      let middle = (low + high) / 2
      if lines[middle].key < key { low = middle + 1 } else { high = middle }
    }
    return low < lines.count && lines[low].key == key ? lines[low].range : nil
  }
}
