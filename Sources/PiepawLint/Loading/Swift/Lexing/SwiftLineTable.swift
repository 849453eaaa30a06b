/// Turns byte offsets into line and column positions in one source text.
///
/// Positions are asked for mostly in increasing order, so the last answer is cached and the next one on the same
/// line only counts the bytes in between: a whole file costs linear time even when it is one long line.
struct SwiftLineTable {
  /// The byte offset where each line starts; `lineStarts[0] == 0`.
  private let lineStarts: [Int]
  private var cachedLineIndex = 0
  private var cachedOffset = 0
  private var cachedUTF16Column = 1

  init(bytes: [UInt8]) {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\n") {
        starts.append(index)
      } else if byte == UInt8(ascii: "\r") {
        if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
        starts.append(index)
      }
    }
    lineStarts = starts
  }

  /// The position of the byte at `offset` (which may be the end of the text).
  mutating func position(at offset: Int, in bytes: [UInt8]) -> SwiftSourcePosition {
    let lineIndex: Int
    var from: Int
    var utf16Column: Int
    if offset >= cachedOffset, isOffset(offset, onLine: cachedLineIndex) {
      lineIndex = cachedLineIndex
      from = cachedOffset
      utf16Column = cachedUTF16Column
    } else {
      lineIndex = self.lineIndex(containing: offset)
      from = lineStarts[lineIndex]
      utf16Column = 1
    }
    let end = min(offset, bytes.count)
    while from < end {
      utf16Column += Self.utf16Units(startingWith: bytes[from])
      from += 1
    }
    cachedLineIndex = lineIndex
    cachedOffset = offset
    cachedUTF16Column = utf16Column
    let column = offset - lineStarts[lineIndex] + 1
    return SwiftSourcePosition(line: lineIndex + 1, column: column, utf16Column: utf16Column, offset: offset)
  }

  private func isOffset(_ offset: Int, onLine lineIndex: Int) -> Bool {
    guard offset >= lineStarts[lineIndex] else { return false }
    return lineIndex + 1 >= lineStarts.count || offset < lineStarts[lineIndex + 1]
  }

  /// Binary search for the last line that starts at or before `offset`.
  private func lineIndex(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// UTF-16 code units contributed by one UTF-8 byte: a lead byte of a 4-byte sequence stands for a surrogate
  /// pair, continuation bytes add nothing, every other byte is one unit (invalid bytes decode to U+FFFD).
  private static func utf16Units(startingWith byte: UInt8) -> Int {
    if byte & 0xC0 == 0x80 { return 0 }
    return byte >= 0xF0 && byte <= 0xF4 ? 2 : 1
  }
}
