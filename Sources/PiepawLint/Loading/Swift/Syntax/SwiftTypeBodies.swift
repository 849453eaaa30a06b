/// The bodies of a file's type declarations as token ranges, to name the innermost type around a token in
/// logarithmic time (a file may hold many types and many pagers).
struct SwiftTypeBodies {
  private var names: [String] = []
  private var bodies: [Range<Int>] = []
  /// The index of the enclosing body, or -1.
  private var parents: [Int] = []

  /// Adds a body; bodies arrive in source order of their start, an enclosing one before those inside it.
  mutating func append(name: String, body: Range<Int>) {
    var parent = bodies.count - 1
    while parent >= 0, !bodies[parent].contains(body.lowerBound) { parent = parents[parent] }
    names.append(name)
    bodies.append(body)
    parents.append(parent)
  }

  /// The name of the innermost type whose body holds `index`.
  func innermost(containing index: Int) -> String? {
    innermostPosition(containing: index).map { names[$0] }
  }

  /// The body of the innermost type that holds `index`, as a token range.
  func body(containing index: Int) -> Range<Int>? {
    innermostPosition(containing: index).map { bodies[$0] }
  }

  private func innermostPosition(containing index: Int) -> Int? {
    // The last body that starts at or before `index`, then out through its enclosing bodies.
    var low = 0
    var high = bodies.count
    while low < high {
      let middle = (low + high) / 2
      if bodies[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
    }
    var candidate = low - 1
    while candidate >= 0, !bodies[candidate].contains(index) { candidate = parents[candidate] }
    return candidate >= 0 ? candidate : nil
  }
}
