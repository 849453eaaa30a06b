extension String {
  /// Whether `part` occurs in this string, byte for byte in UTF-8 (for ASCII words such as lower-cased names and
  /// path fragments such as `/Preview Content/`). Foundation's `contains(_:)` bridges to `NSString` and compares
  /// with locale rules: the view readers ask this for every modifier of every view, and the asset rules for every
  /// set and image, where that cost showed in `scripts/bench-swift` and in `scripts/bench`'s header pass.
  func includesBytes(of part: String) -> Bool {
    var haystack = self
    var needle = part
    // Native strings are contiguous UTF-8: no copy of either.
    return haystack.withUTF8 { haystack in
      needle.withUTF8 { needle in
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
  }
}
