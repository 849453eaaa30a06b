/// Edit distance and "did you mean …?" suggestions, shared by every rule that names a nearby alternative.
enum EditDistance {
  /// Names longer than this get no suggestion: a typo check on them would cost more than it is worth.
  static let maximumNameLength = 200

  /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
  static func between(_ a: String, _ b: String) -> Int {
    let source = Array(a)
    let target = Array(b)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for i in 1...source.count {
      current[0] = i
      for j in 1...target.count {
        let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[target.count]
  }

  /// The most edits a candidate may be away from `name` and still look like what was meant.
  static func tolerance(for name: String) -> Int {
    max(2, name.count / 3)
  }

  /// The candidate nearest to `name` (ignoring case first, then counting case), if it is within `tolerance`;
  /// ties go to the alphabetically first candidate so suggestions are deterministic.
  static func nearest(to name: String, among candidates: [String]) -> String? {
    guard name.count <= maximumNameLength else { return nil }
    let folded = name.lowercased()
    let limit = tolerance(for: name)
    var best: (candidate: String, folded: Int, exact: Int)?
    for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
      let foldedDistance = between(folded, candidate.lowercased())
      guard foldedDistance <= limit else { continue }
      let exactDistance = between(name, candidate)
      if let current = best {
        let isCloser =
          (foldedDistance, exactDistance, candidate) < (current.folded, current.exact, current.candidate)
        if !isCloser { continue }
      }
      best = (candidate, foldedDistance, exactDistance)
    }
    return best?.candidate
  }
}
