extension String {
  /// Whether `part` occurs in this string, byte for byte in UTF-8 (for ASCII words such as lower-cased names and
  /// path fragments such as `/Preview Content/`). Foundation's `contains(_:)` bridges to `NSString` and compares
  /// with locale rules: the view readers ask this for every modifier of every view, and the asset rules for every
  /// set and image, where that cost showed in `scripts/bench-swift` and in `scripts/bench`'s header pass.
  func includesBytes(of part: String) -> Bool {
    // On the bytes in place (a native string's own; a short one's, copied to the stack): the UTF-8 view's generic
    // search checks an index at every byte, and a path's every `/` or `.` started a comparison.
    let inPlace = utf8.withContiguousStorageIfAvailable { haystack in
      part.utf8.withContiguousStorageIfAvailable { needle in Self.bytes(haystack, include: needle) }
    }
    if let found = inPlace ?? nil { return found }
    let needle = part.utf8
    guard let first = needle.first else { return true }
    let haystack = utf8
    var start = haystack.startIndex
    while let found = haystack[start...].firstIndex(of: first) {
      if haystack[found...].starts(with: needle) { return true }
      start = haystack.index(after: found)
    }
    return false
  }

  /// Whether the string's bytes end with `suffix`'s (`SkipButton` ends with `Button`): a byte comparison, where
  /// `hasSuffix` compares characters. The same answer for the ASCII suffixes the readers ask of every name.
  func hasUTF8Suffix(_ suffix: String) -> Bool {
    let own = utf8
    let tail = suffix.utf8
    guard own.count >= tail.count else { return false }
    let contiguous = own.withContiguousStorageIfAvailable { bytes in
      tail.withContiguousStorageIfAvailable { tailBytes in
        bytes[(bytes.count - tailBytes.count)...].elementsEqual(tailBytes)
      }
    }
    return (contiguous ?? nil) ?? own.suffix(tail.count).elementsEqual(tail)
  }

  /// The string after its last `byte` (an ASCII byte such as `/`), or nil when it holds none.
  func suffix(afterLastByte byte: UInt8) -> Substring? {
    let offset =
      utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: byte) }
      ?? utf8.lastIndex(of: byte).map { utf8.distance(from: utf8.startIndex, to: $0) }
    guard let offset else { return nil }
    return Substring(utf8.dropFirst(offset + 1))
  }

  private static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, include needle: UnsafeBufferPointer<UInt8>) -> Bool
  {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == first && haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}
