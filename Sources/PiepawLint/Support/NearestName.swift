/// "Did you mean …?": the closest candidate by edit distance, for typos in asset names, rule ids and keys.
public enum NearestName {
  /// Names (and candidates) of more Unicode scalars than this take no part: a typo check on them would cost more
  /// than it is worth. Scalars, not characters: one character can hold a megabyte of combining marks, and the
  /// check compares characters pairwise.
  static let maximumNameLength = 200

  static func isShortEnough(_ name: String) -> Bool {
    name.utf8.count <= 4 * maximumNameLength && name.unicodeScalars.count <= maximumNameLength
  }

  /// The most edits a candidate may be away from `name` and still look like what was meant.
  static func tolerance(for name: String) -> Int {
    max(2, name.count / 3)
  }

  /// The candidate nearest to `name` (ignoring case first, then counting case), if it is within `tolerance`;
  /// ties go to the alphabetically first candidate so suggestions are deterministic.
  public static func find(_ name: String, among candidates: [String]) -> String? {
    guard isShortEnough(name) else { return nil }
    let folded = name.lowercased()
    let limit = tolerance(for: name)
    var best: (candidate: String, folded: Int, exact: Int)?
    for candidate in candidates
    where isShortEnough(candidate) && candidate != name && abs(candidate.count - name.count) <= limit {
      let foldedDistance = editDistance(folded, candidate.lowercased())
      guard foldedDistance <= limit else { continue }
      let exactDistance = editDistance(name, candidate)
      if let current = best,
        (foldedDistance, exactDistance, candidate) >= (current.folded, current.exact, current.candidate)
      {
        continue
      }
      best = (candidate, foldedDistance, exactDistance)
    }
    return best?.candidate
  }

  /// Levenshtein distance over characters, with a swap of two neighbours counting as one edit (`onbaording`).
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
