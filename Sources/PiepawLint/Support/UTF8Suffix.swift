extension String {
  /// Whether the string's bytes end with `suffix`'s (`SkipButton` ends with `Button`): a byte comparison, where
  /// `hasSuffix` compares characters. The same answer for the ASCII suffixes the readers ask of every name.
  func hasUTF8Suffix(_ suffix: String) -> Bool {
    let own = utf8
    let tail = suffix.utf8
    guard own.count >= tail.count else { return false }
    let contiguous = own.withContiguousStorageIfAvailable { bytes in
      tail.withContiguousStorageIfAvailable { tailBytes in
        bytes.count >= tailBytes.count && bytes[(bytes.count - tailBytes.count)...].elementsEqual(tailBytes)
      }
    }
    return (contiguous ?? nil) ?? own.suffix(tail.count).elementsEqual(tail)
  }
}
