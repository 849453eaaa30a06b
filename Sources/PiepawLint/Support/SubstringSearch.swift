extension String {
  /// Whether `part` occurs in this string, byte for byte in UTF-8 (for ASCII words such as lower-cased names and
  /// path fragments such as `/Preview Content/`). Foundation's `contains(_:)` bridges to `NSString` and compares
  /// with locale rules: the view readers ask this for every modifier of every view, and the asset rules for every
  /// set and image, where that cost showed in `scripts/bench-swift` and in `scripts/bench`'s header pass.
  func includesBytes(of part: String) -> Bool {
    let needle = part.utf8
    guard let first = needle.first else { return true }
    // On the strings' own UTF-8 views (native strings index them in place): no copy of either.
    let haystack = utf8
    var start = haystack.startIndex
    while let found = haystack[start...].firstIndex(of: first) {
      if haystack[found...].starts(with: needle) { return true }
      start = haystack.index(after: found)
    }
    return false
  }
}
