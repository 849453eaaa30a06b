/// Reads the value expressions the linter can check (string, integer and asset-name literals) and says what it
/// found instead when an expression is anything else.
struct SwiftValueReader {
  let code: SwiftCode

  /// Calls whose string literal argument is the displayed text: `String(localized: "…")`,
  /// `NSLocalizedString("…", comment: "…")`, `LocalizedStringKey("…")`. The value is the argument's label.
  private static let localizedTextCalls: [String: String?] = [
    "String": "localized", "NSLocalizedString": nil, "LocalizedStringKey": nil, "LocalizedStringResource": nil,
  ]

  /// The type names that may qualify a generated asset symbol: `ImageResource.onboarding1`.
  static let resourceTypeNames = ["ImageResource", "ColorResource"]

  // MARK: Fields

  func stringField(_ range: Range<Int>) -> Field<String> {
    Field(stringValue(range), at: code.location(of: range.lowerBound))
  }

  func integerField(_ range: Range<Int>) -> Field<Int> {
    let value: FieldValue<Int>
    if let integer = integerLiteral(range) {
      value = .literal(integer)
    } else if isIntegerLiteralExpression(range) {
      value = .unresolved(reason: "the integer literal `\(code.excerpt(range))`, which does not fit in an Int")
    } else {
      value = .unresolved(reason: describe(range))
    }
    return Field(value, at: code.location(of: range.lowerBound))
  }

  func assetField(_ range: Range<Int>, assetCalls: SwiftAssetCallReader) -> Field<AssetNameForm> {
    let value: FieldValue<AssetNameForm>
    if let literal = singleStringLiteral(range) {
      value = literal.value.map { .literal(.catalogName($0)) } ?? .unresolved(reason: "string interpolation")
    } else if let path = symbolPath(range) {
      value = .literal(.symbol(path: path))
    } else if let close = code.callClose(at: range.lowerBound), close == range.upperBound - 1,
      let reference = assetCalls.reference(callAt: range.lowerBound)
    {
      value = .literal(reference.name)
    } else {
      value = .unresolved(reason: describe(range))
    }
    return Field(value, at: code.location(of: range.lowerBound))
  }

  // MARK: Values

  /// A string literal, or a localized-text call around one.
  func stringValue(_ range: Range<Int>) -> FieldValue<String> {
    let literalRange = localizedTextArgument(range) ?? range
    guard let literal = singleStringLiteral(literalRange) else { return .unresolved(reason: describe(range)) }
    return literal.value.map { .literal($0) } ?? .unresolved(reason: "string interpolation")
  }

  /// `String(localized: X)` and friends: the range of `X`.
  private func localizedTextArgument(_ range: Range<Int>) -> Range<Int>? {
    guard let name = code.identifierName(at: range.lowerBound), let label = Self.localizedTextCalls[name],
      let close = code.callClose(at: range.lowerBound), close == range.upperBound - 1,
      let first = code.arguments(inside: range.lowerBound + 1).first, first.label == label
    else { return nil }
    return first.value
  }

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
    guard let first = path.first, !["init", "self", "Type"].contains(first) else { return nil }
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
