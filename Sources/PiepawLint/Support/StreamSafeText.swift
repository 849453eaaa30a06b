/// Unicode's Stream-Safe Text Format (UAX #15, section 13): no more than 30 combining marks (non-starters) in a
/// row; a combining grapheme joiner (U+034F, invisible, inside the same character) goes before the 31st.
///
/// Swift hashes and compares strings by canonical equivalence, which puts every run of combining marks in
/// canonical order first, at a cost that grows with the square of the run: one 1.5 MB title of marks in
/// alternating classes took minutes to hash, and every dictionary of names, every `==` and `<` paid it again.
/// Real text has a few marks in a row (Unicode's own limit for stream-safe text is 30). Text is made stream-safe
/// where it is read (decoded files, escapes, binary plist strings), so each later hash, comparison and
/// normalization is linear. Text with no run over 30 is returned as it is.
enum StreamSafeText {
  static let maximumNonStarters = 30
  static let graphemeJoiner: Unicode.Scalar = "\u{34F}"

  /// Starters (combining class 0) whose canonical decomposition is non-starters only: each counts as two.
  static let nonStarterDecompositions: Set<UInt32> = [0x0F73, 0x0F75, 0x0F81]

  static func make(_ text: String) -> String {
    guard needsJoiners(text) else { return text }
    var scalars = String.UnicodeScalarView()
    var run = 0
    for scalar in text.unicodeScalars {
      let weight = nonStarters(in: scalar)
      if weight == 0 {
        run = 0
      } else {
        if run + weight > maximumNonStarters {
          scalars.append(graphemeJoiner)
          run = 0
        }
        run += weight
      }
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// Whether some run of non-starters is longer than the limit.
  static func needsJoiners(_ text: String) -> Bool {
    // Every scalar from U+0300 on (where the first combining marks are) starts with a byte from 0xCC on.
    guard text.utf8.contains(where: { $0 >= 0xCC }) else { return false }
    var run = 0
    for scalar in text.unicodeScalars {
      let weight = nonStarters(in: scalar)
      run = weight == 0 ? 0 : run + weight
      if run > maximumNonStarters { return true }
    }
    return false
  }

  /// The non-starters `scalar` counts for: 1 for a combining mark, 0 for a starter. (A starter such as `é` whose
  /// decomposition ends in marks counts 0: it lengthens a run by at most three, which keeps runs bounded.)
  static func nonStarters(in scalar: Unicode.Scalar) -> Int {
    guard scalar.value >= 0x300 else { return 0 }
    if scalar.properties.canonicalCombiningClass != .notReordered { return 1 }
    return nonStarterDecompositions.contains(scalar.value) ? 2 : 0
  }
}
