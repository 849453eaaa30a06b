/// "Did you mean …?": the closest candidate by edit distance, for typos in names, rule ids and keys.
public enum NearestName {
  /// The candidate nearest to `name` (ignoring case), if it is close enough to be a plausible typo: at most a third
  /// of the name's length in edits, and at most `maximumDistance`. Ties go to the first candidate.
  public static func find(_ name: String, among candidates: [String], maximumDistance: Int = 3) -> String? {
    let limit = min(maximumDistance, max(1, name.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Levenshtein distance over Unicode scalars, with adjacent transpositions counting as one edit.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
