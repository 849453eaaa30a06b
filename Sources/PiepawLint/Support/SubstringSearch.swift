extension String {
  /// Whether `part` occurs in this string, byte for byte in UTF-8 (for ASCII words such as lower-cased names).
  /// Foundation's `contains(_:)` bridges to `NSString` and compares with locale rules: the view readers ask this
  /// for every modifier of every view, where that cost showed in `scripts/bench-swift`.
  func includesBytes(of part: String) -> Bool {
    let haystack = Array(utf8)
    let needle = Array(part.utf8)
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    var start = 0
    while start <= haystack.count - needle.count {
      if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
      start += 1
    }
    return false
  }
}
