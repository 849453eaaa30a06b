/// Operator classes several readers ask of an infix operator.
enum SwiftOperators {
  /// Operators that compare; they bind more loosely than arithmetic and more tightly than `&&`, `?` and `=`.
  static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="]
  /// Infix operators that bind more loosely than a comparison, so `a && i != 2` compares `i` alone.
  static let looserThanComparison: Set<String> = ["&&", "||", "?", "=", "+=", "-=", "*=", "/=", "%="]
}
