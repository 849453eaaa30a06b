/// The token ranges of SwiftUI previews: `#Preview { … }` (with or without a name) and the body of a type that
/// conforms to `PreviewProvider` (`struct X_Previews: PreviewProvider { … }`, or an extension that adds it). Code
/// there runs only in Xcode's canvas, never in the app, so what it looks up is no lookup the app makes, what it
/// builds no view the app builds, and a pager there shows no user a page. The one reading every reader asks.
enum SwiftPreviewBodies {
  /// The bodies in `code`, sorted, including their braces.
  static func ranges(in code: SwiftCode) -> [Range<Int>] {
    // Where the two names occur, not a walk over every token: every file is asked.
    let macros = code.occurrences(of: ["#Preview"]).compactMap { body(after: $0 + 1, code) }
    let providers = code.occurrences(of: ["PreviewProvider"]).compactMap { index in
      isConformance(at: index, code) ? body(after: index + 1, code) : nil
    }
    return (macros + providers).sorted { $0.lowerBound < $1.lowerBound }
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

  /// `struct X_Previews: PreviewProvider`, `extension X: PreviewProvider`: a type's declaration a few tokens before,
  /// with no brace between (a generic constraint, `func f<T: PreviewProvider>`, is none).
  private static func isConformance(at index: Int, _ code: SwiftCode) -> Bool {
    var before = index - 1
    while before >= max(0, index - 8) {
      if declaringKeywords.contains(where: { code.isIdentifier($0, at: before) }) { return true }
      if code.isPunctuation("{", at: before) || code.isPunctuation("}", at: before) { return false }
      before -= 1
    }
    return false
  }

  private static let declaringKeywords = ["struct", "extension", "enum", "class", "actor"]
}
