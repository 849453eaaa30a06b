/// The literal values of modifier arguments: numbers (`24`, `0.4`, `-8`, `CGFloat(24)`), implicit members
/// (`.leading`) and the arguments of a chain's calls.
struct LayoutValues {
  let code: SwiftCode

  /// A number written as a literal.
  func number(_ range: Range<Int>) -> Double? {
    guard !range.isEmpty else { return nil }
    var start = range.lowerBound
    var sign = 1.0
    if range.count >= 2, code.isOperator("-", at: start), code.tokens[start].kind == .operator(.prefix) {
      sign = -1
      start += 1
    }
    if range.upperBound - start == 1, let value = literal(at: start) { return sign * value }
    // `CGFloat(24)`, `Double(0.5)`
    if let chain = SwiftChain(range, in: code), chain.segments.count == 1, !chain.isImplicit,
      ["CGFloat", "Double", "Float"].contains(chain.segments[0].name),
      let argument = arguments(of: chain.segments[0]).first, argument.label == nil
    {
      return number(argument.value).map { sign * $0 }
    }
    return nil
  }

  private func literal(at index: Int) -> Double? {
    let token = code.tokens[index]
    switch token.kind {
    case .integerLiteral(let value?): return Double(value)
    case .floatLiteral: return Double(token.text.replacingOccurrences(of: "_", with: ""))
    default: return nil
    }
  }

  /// The name of an implicit member: `.leading` → `leading`; `HorizontalAlignment.leading` too.
  func member(_ range: Range<Int>) -> String? {
    guard let chain = SwiftChain(range, in: code), chain.segments.allSatisfy({ !$0.isCalled }) else { return nil }
    if chain.isImplicit, chain.segments.count == 1 { return chain.segments[0].name }
    if !chain.isImplicit, chain.segments.count == 2, chain.segments[0].name.startsUppercase {
      return chain.segments[1].name
    }
    return nil
  }

  /// The call arguments of a segment.
  func arguments(of segment: SwiftChain.Segment) -> [SwiftCode.Argument] {
    segment.open.map(code.arguments(inside:)) ?? []
  }

  /// The argument labelled `label`.
  func argument(_ label: String?, of segment: SwiftChain.Segment) -> Range<Int>? {
    arguments(of: segment).first { $0.label == label }?.value
  }

  /// Whether the value is `nil`.
  func isNil(_ range: Range<Int>) -> Bool {
    range.count == 1 && code.isIdentifier("nil", at: range.lowerBound)
  }

  /// `.infinity`, `CGFloat.infinity`, `.greatestFiniteMagnitude`.
  func isInfinity(_ range: Range<Int>) -> Bool {
    guard let name = member(range) else { return false }
    return name == "infinity" || name == "greatestFiniteMagnitude"
  }
}
