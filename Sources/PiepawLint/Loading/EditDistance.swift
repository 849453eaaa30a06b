/// Edit distance for "did you mean" hints.
enum EditDistance {
  /// Insertions, deletions, substitutions and swaps of two neighbours (optimal string alignment), compared
  /// case-insensitively by character.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousRow: [Int] = []
    var row = Array(0...b.count)
    for i in 1...a.count {
      let beforePrevious = previousRow
      previousRow = row
      row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], beforePrevious[j - 2] + 1)
        }
      }
    }
    return row[b.count]
  }

  /// The one candidate nearest to `word` within `maximum` edits; nil when none is that close or two tie.
  static func closest(to word: String, among candidates: [String], maximum: Int = 2) -> String? {
    let scored = candidates.map { (candidate: $0, distance: distance(word, $0)) }.filter { $0.distance <= maximum }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    return scored.count(where: { $0.distance == best.distance }) == 1 ? best.candidate : nil
  }
}
