/// Which words a file may hold, by their first byte, last byte and length: a word the sieve rules out is asked of
/// no hash table. The readers look for long lists of names (every call that takes an image, every localizing
/// function) and most of them occur nowhere in a given file; ruling one out costs three byte reads, where a
/// look-up hashes the whole word. A word the sieve lets through may still be absent (two words may share a slot).
struct SwiftWordSieve {
  private static let slotCount = 4096
  private var bits = [UInt64](repeating: 0, count: slotCount / 64)

  mutating func insert(_ word: String) {
    let slot = Self.slot(of: word)
    bits[slot >> 6] |= 1 << UInt64(slot & 63)
  }

  func mayContain(_ word: String) -> Bool {
    let slot = Self.slot(of: word)
    return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
  }

  private static func slot(of word: String) -> Int {
    // From the bytes in place (a name's own, or a copy on the stack for a short one): `utf8.last` walks back
    // through an index check.
    let utf8 = word.utf8
    let ends =
      utf8.withContiguousStorageIfAvailable { bytes in (bytes.first ?? 0, bytes.last ?? 0) }
      ?? (utf8.first ?? 0, utf8.last ?? 0)
    return (Int(ends.0) &* 961 &+ Int(ends.1) &* 31 &+ utf8.count) & (slotCount - 1)
  }
}
