/// The token ranges of SwiftUI previews: `#Preview { … }` (with or without a name) and the body of a
/// `struct X_Previews: PreviewProvider { … }`. Code there runs only in Xcode's canvas, never in the app, so what it
/// looks up is no lookup the app makes.
enum SwiftPreviewBodies {
  /// The bodies in `code`, sorted, including their braces.
  static func ranges(in code: SwiftCode) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in code.tokens.indices {
      if code.poundKeyword(at: index) == "#Preview", let body = body(after: index + 1, code) {
        ranges.append(body)
      } else if code.isIdentifier("PreviewProvider", at: index), isStructConformance(at: index, code),
        let body = body(after: index + 1, code)
      {
        ranges.append(body)
      }
    }
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// The `{ … }` at `start`, after an optional `( … )` (a preview's name and traits) or other conformances.
  private static func body(after start: Int, _ code: SwiftCode) -> Range<Int>? {
    var index = start
    var steps = 0
    while index < code.tokens.count, steps < 16, !code.isPunctuation("{", at: index) {
      index = code.isPunctuation("(", at: index) ? code.skippingGroup(at: index) : index + 1
      steps += 1
    }
    guard code.isPunctuation("{", at: index), let close = code.partner(of: index) else { return nil }
    return index..<(close + 1)
  }

  /// `struct X_Previews: PreviewProvider`: a `struct` a few tokens before, with no brace between.
  private static func isStructConformance(at index: Int, _ code: SwiftCode) -> Bool {
    var before = index - 1
    while before >= max(0, index - 8) {
      if code.isIdentifier("struct", at: before) { return true }
      if code.isPunctuation("{", at: before) || code.isPunctuation("}", at: before) { return false }
      before -= 1
    }
    return false
  }
}
