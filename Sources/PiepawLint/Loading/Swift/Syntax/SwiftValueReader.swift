/// Token-level questions about values that the view and asset readers ask: integer literals, symbol paths,
/// dotted names, and what an expression is for messages. (Page fields are read from the index's expressions by
/// `PageFieldReader`.)
struct SwiftValueReader {
  let code: SwiftCode

  /// The type names that may qualify a generated asset symbol: `ImageResource.onboarding1`.
  static let resourceTypeNames = ["ImageResource", "ColorResource"]

  /// First components that make a member path no asset symbol (`.init(…)`, `.self`).
  static let nonSymbolMembers: Set<String> = ["init", "self", "Type"]

  func singleStringLiteral(_ range: Range<Int>) -> SwiftStringLiteral? {
    guard range.count == 1 else { return nil }
    return code.tokens[range.lowerBound].stringLiteral
  }

  /// `42`, `0x2A`, `-1` (a prefix minus and a literal).
  func integerLiteral(_ range: Range<Int>) -> Int? {
    guard isIntegerLiteralExpression(range), let value = code.tokens[range.upperBound - 1].integerValue else {
      return nil
    }
    return range.count == 2 ? (value == Int.min ? nil : -value) : value
  }

  private func isIntegerLiteralExpression(_ range: Range<Int>) -> Bool {
    guard let last = code.token(at: range.upperBound - 1), case .integerLiteral = last.kind else { return false }
    if range.count == 1 { return true }
    return range.count == 2 && code.isOperator("-", at: range.lowerBound)
      && code.tokens[range.lowerBound].kind == .operator(.prefix)
  }

  /// `.onboarding1`, `.Poses.a1`, `ImageResource.onboarding1`: the symbol's components without backticks.
  func symbolPath(_ range: Range<Int>) -> [String]? {
    guard !range.isEmpty else { return nil }
    var index = range.lowerBound
    if let name = code.identifierName(at: index), Self.resourceTypeNames.contains(name) { index += 1 }
    var path: [String] = []
    while index < range.upperBound {
      guard code.isPunctuation(".", at: index), index + 1 < range.upperBound,
        let component = code.identifierName(at: index + 1)
      else { return nil }
      path.append(component)
      index += 2
    }
    guard let first = path.first, !Self.nonSymbolMembers.contains(first) else { return nil }
    return path
  }

  /// A dotted name such as `pageTitle` or `self.model.title`.
  func dottedName(_ range: Range<Int>) -> [String]? {
    guard !range.isEmpty, range.count % 2 == 1 else { return nil }
    var names: [String] = []
    for index in range {
      if (index - range.lowerBound) % 2 == 0 {
        guard let name = code.identifierName(at: index) else { return nil }
        names.append(name)
      } else if !code.isPunctuation(".", at: index) {
        return nil
      }
    }
    return names
  }

  /// What an expression that is not a literal is, for `unresolved-value` messages.
  func describe(_ range: Range<Int>) -> String {
    if range.isEmpty { return "an empty value" }
    if dottedName(range) != nil { return "the variable `\(code.excerpt(range))`" }
    return "the expression `\(code.excerpt(range))`"
  }
}
