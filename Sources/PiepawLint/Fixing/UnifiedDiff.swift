/// A unified diff of two texts, line by line, as `diff -u` and `git diff` write it: `--- a/path`, `+++ b/path`,
/// then `@@ -l,n +l,n @@` hunks with `context` unchanged lines around each change (hunks whose context would touch
/// are one), and `\ No newline at end of file` after a last line without one.
///
/// The lines are matched with Myers' O(ND) algorithm after the common start and end are set aside: a fix changes
/// a few lines of a file, so D is small and the cost is about the file's length.
public enum UnifiedDiff {
  /// The diff of `old` and `new` (UTF-8 text), or "" when they are the same. `path` is shown after `a/` and `b/`;
  /// `shown` turns each line's text into what is printed (to make control characters visible on a terminal).
  public static func render(
    path: String, old: [UInt8], new: [UInt8], context: Int = 3, shown: (String) -> String = { $0 }
  ) -> String {
    guard old != new else { return "" }
    let before = Lines(old)
    let after = Lines(new)
    let numbers = numbered(before, after)
    let script = EditScript(numbers.a, numbers.b)
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    for hunk in script.hunks(context: context) {
      output += hunk.header
      for step in hunk.steps {
        switch step {
        case .same(let line, _): output += " " + shown(before.text(line)) + "\n" + before.missingNewline(line)
        case .removed(let line): output += "-" + shown(before.text(line)) + "\n" + before.missingNewline(line)
        case .added(let line): output += "+" + shown(after.text(line)) + "\n" + after.missingNewline(line)
        }
      }
    }
    return output
  }

  /// A text cut into lines at `\n` (a `\r` before it stays part of the line, as diff keeps it).
  struct Lines {
    let bytes: [UInt8]
    /// Each line's bytes, without its `\n`.
    let ranges: [Range<Int>]
    /// Whether the text ends inside its last line.
    let lastLineUnterminated: Bool

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      var ranges: [Range<Int>] = []
      var start = 0
      for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
        ranges.append(start..<index)
        start = index + 1
      }
      if start < bytes.count { ranges.append(start..<bytes.count) }
      self.ranges = ranges
      lastLineUnterminated = start < bytes.count
    }

    func text(_ line: Int) -> String { String(decoding: bytes[ranges[line]], as: UTF8.self) }

    func missingNewline(_ line: Int) -> String {
      lastLineUnterminated && line == ranges.count - 1 ? "\\ No newline at end of file\n" : ""
    }

  }

  /// Each line of `a` and `b` as a number, equal lines the same number, so lines are compared once, by hashing.
  static func numbered(_ a: Lines, _ b: Lines) -> (a: [Int], b: [Int]) {
    var numbers: [ArraySlice<UInt8>: Int] = [:]
    func number(_ line: ArraySlice<UInt8>) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    return (a.ranges.map { number(a.bytes[$0]) }, b.ranges.map { number(b.bytes[$0]) })
  }

  /// One line of the diff: unchanged (its number in both texts), removed from the old text, or added by the new.
  enum Step: Equatable {
    case same(Int, Int)
    case removed(Int)
    case added(Int)

    var isChange: Bool {
      if case .same = self { return false }
      return true
    }
  }

  /// A run of steps with its `@@` header.
  struct Hunk {
    var steps: [Step]
    /// The lines of each text before the hunk.
    var oldStart: Int
    var newStart: Int

    var header: String {
      let oldCount = steps.count { if case .added = $0 { false } else { true } }
      let newCount = steps.count { if case .removed = $0 { false } else { true } }
      return "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n"
    }

    /// `l,n` with `l` 1-based and `,1` left out; an empty range names the line before it (0 at the start).
    private static func range(_ start: Int, _ count: Int) -> String {
      switch count {
      case 0: "\(start),0"
      case 1: "\(start + 1)"
      default: "\(start + 1),\(count)"
      }
    }
  }

  /// The shortest edit script between two sequences of line numbers (Myers 1986), as steps in order.
  struct EditScript {
    var steps: [Step] = []

    init(_ a: [Int], _ b: [Int]) {
      var prefix = 0
      while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
        suffix += 1
      }
      steps = (0..<prefix).map { .same($0, $0) }
      steps += Self.middle(
        Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]), offset: prefix)
      steps += (0..<suffix).map { .same(a.count - suffix + $0, b.count - suffix + $0) }
    }

    /// Myers' greedy algorithm with the furthest-reaching paths of every D kept for the walk back.
    private static func middle(_ a: [Int], _ b: [Int], offset: Int) -> [Step] {
      let n = a.count, m = b.count
      if n == 0 { return (0..<m).map { .added(offset + $0) } }
      if m == 0 { return (0..<n).map { .removed(offset + $0) } }
      let limit = n + m
      var v = [Int](repeating: 0, count: 2 * limit + 2)
      var trace: [[Int]] = []
      search: for d in 0...limit {
        trace.append(v)
        for k in stride(from: -d, through: d, by: 2) {
          let index = k + limit
          var x = (k == -d || (k != d && v[index - 1] < v[index + 1])) ? v[index + 1] : v[index - 1] + 1
          var y = x - k
          while x < n, y < m, a[x] == b[y] {
            x += 1
            y += 1
          }
          v[index] = x
          if x >= n, y >= m { break search }
        }
      }
      var steps: [Step] = []
      var x = n, y = m
      for d in stride(from: trace.count - 1, through: 0, by: -1) {
        let v = trace[d]
        let k = x - y
        let index = k + limit
        let previousK = (k == -d || (k != d && v[index - 1] < v[index + 1])) ? k + 1 : k - 1
        let previousX = v[previousK + limit]
        let previousY = previousX - previousK
        while x > previousX, y > previousY {
          steps.append(.same(offset + x - 1, offset + y - 1))
          x -= 1
          y -= 1
        }
        guard d > 0 else { break }
        if x == previousX {
          steps.append(.added(offset + y - 1))
          y -= 1
        } else {
          steps.append(.removed(offset + x - 1))
          x -= 1
        }
      }
      return steps.reversed()
    }

    /// The changes with `context` unchanged lines on each side; changes at most twice that apart share a hunk.
    func hunks(context: Int) -> [Hunk] {
      let changes = steps.indices.filter { steps[$0].isChange }
      guard var first = changes.first else { return [] }
      var last = first
      var clusters: [ClosedRange<Int>] = []
      for change in changes.dropFirst() {
        if change - last - 1 > 2 * context {
          clusters.append(first...last)
          first = change
        }
        last = change
      }
      clusters.append(first...last)
      // How many lines of each text come before each step.
      var oldBefore: [Int] = [], newBefore: [Int] = []
      var old = 0, new = 0
      for step in steps {
        oldBefore.append(old)
        newBefore.append(new)
        if case .added = step {} else { old += 1 }
        if case .removed = step {} else { new += 1 }
      }
      return clusters.map { cluster in
        let range = max(cluster.lowerBound - context, 0)..<min(cluster.upperBound + context + 1, steps.count)
        return Hunk(
          steps: Array(steps[range]), oldStart: oldBefore[range.lowerBound], newStart: newBefore[range.lowerBound])
      }
    }
  }
}
