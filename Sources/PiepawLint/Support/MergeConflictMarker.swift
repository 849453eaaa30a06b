/// A version-control conflict marker left in a text file (`<<<<<<< HEAD`, `=======`, `>>>>>>> 5a85f48`): the file
/// holds both sides of a merge nobody resolved, which neither the compiler nor Xcode reads.
enum MergeConflictMarker {
  static let message =
    "An unresolved merge conflict: the lines from `<<<<<<<` to `>>>>>>>` hold both sides of a merge, so the file "
    + "does not build; keep the side you want and delete the markers."

  /// Whether a marker starts at `offset`: at a line's start, seven `<`, `=`, `>` or `|` followed by a space, a
  /// line break or the end of the text.
  static func starts(in bytes: [UInt8], at offset: Int) -> Bool {
    guard offset + 7 <= bytes.count, offset == 0 || bytes[offset - 1] == 0x0A || bytes[offset - 1] == 0x0D,
      "<=>|".utf8.contains(bytes[offset]), bytes[offset..<offset + 7].allSatisfy({ $0 == bytes[offset] })
    else { return false }
    return offset + 7 == bytes.count || [0x20, 0x0A, 0x0D].contains(bytes[offset + 7])
  }

  /// Where the conflict that starts at `offset` (a `<<<<<<<` line) ends: after the line of its `>>>>>>>`, or after
  /// the marker's own line when no `>>>>>>>` follows. One pass over the text.
  static func end(in bytes: [UInt8], startingAt offset: Int) -> Int {
    var position = offset + 7
    var closing: Int?
    while position < bytes.count, closing == nil {
      if bytes[position] == UInt8(ascii: ">"), starts(in: bytes, at: position) { closing = position }
      position += 1
    }
    var end = closing ?? offset
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return min(end + 1, bytes.count)
  }
}
