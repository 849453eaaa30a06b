/// Tells a page indicator's `ForEach` from decoration. An indicator's marks follow the current page, so its body
/// compares its element with the selection (`index == current`, `i <= step`, `.fill(current == $0 ? … : …)`), or
/// it is drawn by a view named as an indicator (`PageDots`, `StepIndicator`). Shapes whose body never looks at the
/// page (concentric rings around an icon, a star row, a loading skeleton) are decoration, whatever their count.
struct SwiftIndicatorEvidence {
  let code: SwiftCode

  /// Parts of a view's name that say it is a page indicator.
  static let indicatorNameParts = ["indicator", "dots", "pagecontrol", "progressbar"]
  /// Names that are values of their own, not a variable that may hold the current page.
  private static let constants: Set<String> = ["true", "false", "nil", "self", "Self"]

  /// `PageDots`, `OnboardingIndicator`, `StepProgressBar`.
  static func namesIndicator(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return indicatorNameParts.contains(where: lowered.contains)
  }

  /// Whether the closure whose braces hold `closure` compares its element with another variable: `index ==
  /// current`, `step.id <= selection`, `pages[$0].id == shown`. Not `index % 2 == 0`, not `CGFloat(index) * 20`.
  func followsSelection(closure: Range<Int>) -> Bool {
    let (elements, body) = elementNames(closure)
    guard !elements.isEmpty else { return false }
    return body.contains { position in
      let token = code.tokens[position]
      guard token.kind == .operator(.infix), SwiftOperators.comparisons.contains(token.text) else { return false }
      let left = roots(in: leftOperand(of: position, from: body.lowerBound))
      let right = roots(in: rightOperand(of: position, upTo: body.upperBound))
      return comparesElement(left, right, elements) || comparesElement(right, left, elements)
    }
  }

  /// A name an operand starts a chain with: `index` of `index + 1`, `pages` and `i` of `pages[i].id`; `step` of
  /// `self.step`, which is the view's property, never the closure's element, whatever its name.
  private struct Root {
    var name: String
    var isProperty: Bool
  }

  /// One side names the element, the other a variable that is not it.
  private func comparesElement(_ side: [Root], _ other: [Root], _ elements: Set<String>) -> Bool {
    side.contains { !$0.isProperty && elements.contains($0.name) }
      && other.contains { $0.isProperty || (!elements.contains($0.name) && !Self.constants.contains($0.name)) }
  }

  /// The names a closure binds (`{ index in`, `{ (i, page) in`; `$0` and `$1` when it names none) and its body
  /// after `in`.
  private func elementNames(_ closure: Range<Int>) -> (Set<String>, Range<Int>) {
    let window = closure.lowerBound..<min(closure.upperBound, closure.lowerBound + 12)
    guard let keyword = window.first(where: { code.isIdentifier("in", at: $0) }) else {
      return (["$0", "$1"], closure)
    }
    let names = (closure.lowerBound..<keyword).compactMap { code.identifierName(at: $0) }.filter { $0 != "_" }
    return (Set(names), (keyword + 1)..<closure.upperBound)
  }

  /// The chains' first names in an operand; a member (`.id`, an implicit `.welcome`) is none, and `self.x` is `x`.
  private func roots(in range: Range<Int>) -> [Root] {
    range.compactMap { position in
      guard let name = code.identifierName(at: position) else { return nil }
      if code.isPunctuation(".", at: position - 1) {
        guard ["self", "Self"].contains(code.identifierName(at: position - 2) ?? "") else { return nil }
        return Root(name: name, isProperty: true)
      }
      return Root(name: name, isProperty: false)
    }
  }

  /// An infix operator that binds more tightly than a comparison (`+`, `*`, `..<`, `??`).
  private func isTighterInfix(_ token: SwiftToken) -> Bool {
    token.kind == .operator(.infix) && !SwiftOperators.comparisons.contains(token.text)
      && !SwiftOperators.looserThanComparison.contains(token.text)
  }

  private func isAtom(_ token: SwiftToken) -> Bool {
    switch token.kind {
    case .identifier, .integerLiteral, .floatLiteral, .stringLiteral: true
    default: false
    }
  }

  /// The operand left of the comparison at `position`: names, literals, calls, subscripts, members and tighter
  /// operators, back to a bracket, a separator, a looser operator or a word that stands next to it (`if`).
  private func leftOperand(of position: Int, from lower: Int) -> Range<Int> {
    var start = position
    var index = position - 1
    var afterAtom = false
    while index >= lower, let token = code.token(at: index) {
      if code.isPunctuation(")", at: index) || code.isPunctuation("]", at: index) {
        guard !afterAtom, let opener = code.opener(of: index), opener >= lower else { break }
        start = opener
        index = opener - 1
        continue
      }
      if isAtom(token) {
        if afterAtom { break }
        afterAtom = true
      } else if code.isPunctuation(".", at: index) || isTighterInfix(token)
        || token.kind == .operator(.prefix) || token.kind == .operator(.postfix)
      {
        afterAtom = false
      } else {
        break
      }
      start = index
      index -= 1
    }
    return start..<position
  }

  /// The operand right of the comparison at `position`, read the same way forwards; a `{` ends it (`if i == page
  /// {`).
  private func rightOperand(of position: Int, upTo upper: Int) -> Range<Int> {
    var index = position + 1
    var afterAtom = false
    while index < upper, let token = code.token(at: index) {
      if code.isPunctuation("(", at: index) || code.isPunctuation("[", at: index) {
        guard let partner = code.partner(of: index), partner < upper else { break }
        index = partner + 1
        afterAtom = true
        continue
      }
      if isAtom(token) {
        if afterAtom { break }
        afterAtom = true
      } else if token.kind == .operator(.postfix) {
        afterAtom = true
      } else if code.isPunctuation(".", at: index) || isTighterInfix(token) || token.kind == .operator(.prefix) {
        afterAtom = false
      } else {
        break
      }
      index += 1
    }
    return (position + 1)..<index
  }
}
