/// An indicator as one file shows it; `parameter` names the bound when it is a plain name (`count` of
/// `ForEach(0..<count)`), which an indicator view takes from its callers; `dataPath` the data it follows.
struct SwiftIndicator: Hashable, Sendable {
  var capsules: CapsuleCount
  var parameter: String?
  var dataPath: [String]? = nil
  /// The type whose body draws it.
  var enclosingType: String? = nil
}

/// Reads what the onboarding views say about the number of pages: the `ForEach` that draws progress capsules,
/// the `TabView(selection:)` index variable, and comparisons of an index with an integer literal.
struct SwiftViewFactsReader {
  let code: SwiftCode
  let values: SwiftValueReader

  /// Comparison operators a last-page check may use.
  private static let comparisons = ["==", "!=", "<", "<=", ">", ">="]
  /// Infix operators that bind more loosely than a comparison, so `a && i != 2` compares `i` alone.
  private static let looserOperators: Set<String> = ["&&", "||", "?", "=", "+=", "-=", "*=", "/=", "%="]

  // MARK: Progress indicators

  /// The shapes an indicator draws once per page, and the kind each makes it.
  private static let markShapes: [String: CapsuleCount.Kind] = [
    "Capsule": .capsules, "Circle": .circles, "RoundedRectangle": .rectangles, "Rectangle": .rectangles,
    "Ellipse": .circles,
  ]

  /// Each `ForEach(a..<b)`, `ForEach(a...b)`, `ForEach(x.indices)` or `ForEach(x)` whose body draws a capsule,
  /// circle, rectangle or symbol image that follows the current page (see `SwiftIndicatorEvidence`); and each
  /// `numberOfPages = N` of a page control. `resolve` gives the value of a constant named as the bound (`let
  /// pageCount = 5`).
  func indicators(resolve: (String) -> Int?, enclosingType: (Int) -> String?) -> [SwiftIndicator] {
    let evidence = SwiftIndicatorEvidence(code: code)
    let drawn: [SwiftIndicator] = code.occurrences(of: ["ForEach"]).compactMap { index in
      guard let close = code.callClose(at: index), let body = closureBody(ofCallAt: index, close: close),
        let kind = drawnMark(in: body), let first = code.arguments(inside: index + 1).first, first.label == nil
      else { return nil }
      let owner = enclosingType(index)
      // Shapes that never look at the page (rings around an icon, a row of stars) are decoration.
      guard evidence.followsSelection(closure: body) || owner.map(SwiftIndicatorEvidence.namesIndicator) == true,
        var indicator = indicator(bound: first.value, kind: kind, resolve: resolve)
      else { return nil }
      indicator.enclosingType = owner
      indicator.capsules.scope = indicator.enclosingType
      // `ForEach(0..<3)` alone: the range is all it is given, so a count expression needs `id:` beside it.
      indicator.capsules.rangeIsOnlyArgument = code.arguments(inside: index + 1).count == 1
      return indicator
    }
    return drawn + pageControlCounts(resolve: resolve, enclosingType: enclosingType)
  }

  private func indicator(bound: Range<Int>, kind: CapsuleCount.Kind, resolve: (String) -> Int?) -> SwiftIndicator? {
    if let range = literalRange(bound) {
      return SwiftIndicator(
        capsules: capsuleCount(
          lower: range.lower, upper: range.upper, isClosed: range.isClosed, kind: kind,
          resolve: resolve),
        parameter: values.dottedName(range.upper).flatMap { $0.count == 1 ? $0[0] : nil })
    }
    // `ForEach(pages.indices)`, `ForEach(pages)`, `ForEach(Step.allCases)`: one mark per element.
    guard let path = values.dottedName(bound) ?? dataPath(bound) else { return nil }
    return SwiftIndicator(
      capsules: CapsuleCount(
        count: .unresolved(reason: "the data `\(code.excerpt(bound))`"), location: code.location(of: bound.lowerBound),
        kind: kind, derivedFrom: code.excerpt(bound)),
      parameter: nil, dataPath: path.last == "indices" ? Array(path.dropLast()) : path)
  }

  /// `Array(x.enumerated())`, `x.indices`: the data's path.
  private func dataPath(_ range: Range<Int>) -> [String]? {
    var names: [String] = []
    for index in range {
      if let name = code.identifierName(at: index), name != "Array", name != "enumerated" { names.append(name) }
    }
    return names.isEmpty ? nil : names
  }

  /// The first argument when it is a range `lower..<upper` or `lower...upper`.
  private func literalRange(_ value: Range<Int>) -> (lower: Range<Int>, upper: Range<Int>, isClosed: Bool)? {
    guard
      let rangeOperator = code.firstTopLevel(in: value, where: { $0.isOperator("..<") || $0.isOperator("...") })
    else { return nil }
    let upper = (rangeOperator + 1)..<value.upperBound
    guard !upper.isEmpty else { return nil }
    return (value.lowerBound..<rangeOperator, upper, code.tokens[rangeOperator].text == "...")
  }

  /// The trailing closure `{ … }` after `)`, or a `content: { … }` argument: the tokens inside the braces.
  private func closureBody(ofCallAt callee: Int, close: Int) -> Range<Int>? {
    var open: Int?
    if code.isPunctuation("{", at: close + 1) {
      open = close + 1
    } else if let content = code.arguments(inside: callee + 1).first(where: { $0.label == "content" }),
      code.isPunctuation("{", at: content.value.lowerBound)
    {
      open = content.value.lowerBound
    }
    guard let open, let end = code.partner(of: open) else { return nil }
    return (open + 1)..<end
  }

  /// The mark the body draws (a shape call, or `Image(systemName:)`), at any depth except inside a nested
  /// `ForEach`, which counts its own. A body that builds a page view (`PageView(…)`) is the pager, not a mark.
  private func drawnMark(in body: Range<Int>) -> CapsuleCount.Kind? {
    var mark: CapsuleCount.Kind?
    var index = body.lowerBound
    while index < body.upperBound {
      if let name = code.identifierName(at: index), !code.isPunctuation(".", at: index - 1),
        code.isPunctuation("(", at: index + 1)
      {
        if let kind = Self.markShapes[name] {
          mark = mark ?? kind
        } else if name == "Image", let first = code.arguments(inside: index + 1).first, first.label == "systemName" {
          mark = mark ?? .symbols
        } else if name == "Text" || name.hasSuffix("View") || name.hasSuffix("Page") {
          return nil
        }
      }
      if code.isIdentifier("ForEach", at: index), let close = code.callClose(at: index) {
        index = code.isPunctuation("{", at: close + 1) ? code.skippingGroup(at: close + 1) : close + 1
      } else {
        index += 1
      }
    }
    return mark
  }

  private func capsuleCount(
    lower: Range<Int>, upper: Range<Int>, isClosed: Bool, kind: CapsuleCount.Kind, resolve: (String) -> Int?
  ) -> CapsuleCount {
    let location = code.location(of: upper.lowerBound)
    if let path = values.dottedName(upper), let last = path.last, last == "count" {
      return CapsuleCount(
        count: .unresolved(reason: "the data `\(code.excerpt(upper))`"), location: location, kind: kind,
        derivedFrom: code.excerpt(upper))
    }
    guard let upperValue = integer(upper, resolve: resolve) else {
      return CapsuleCount(count: .unresolved(reason: values.describe(upper)), location: location, kind: kind)
    }
    guard let lowerValue = integer(lower, resolve: resolve) else {
      return CapsuleCount(count: .unresolved(reason: values.describe(lower)), location: location, kind: kind)
    }
    let (difference, overflow) = upperValue.subtractingReportingOverflow(lowerValue)
    guard !overflow, !(isClosed && difference == Int.max) else {
      return CapsuleCount(count: .unresolved(reason: "a range too large to count"), location: location, kind: kind)
    }
    var capsules = CapsuleCount(count: .literal(difference + (isClosed ? 1 : 0)), location: location, kind: kind)
    // A bound written as a literal right here is what a fix rewrites (a constant may count other things too).
    if values.integerLiteral(upper) != nil {
      capsules.span = code.span(of: upper)
      capsules.literalExcess = upperValue - (difference + (isClosed ? 1 : 0))
    }
    return capsules
  }

  /// A literal, or a constant of the file that holds one.
  private func integer(_ range: Range<Int>, resolve: (String) -> Int?) -> Int? {
    if let value = values.integerLiteral(range) { return value }
    guard let path = values.dottedName(range), let last = path.last else { return nil }
    return resolve(last)
  }

  /// Where the count's value starts after the `=` or `:` at `separator`. A `:` followed by a type name alone is a
  /// type annotation, not an argument: a parameter or a requirement (`numberOfPages: Int`) holds no count, and a
  /// declaration holds its count after the `=` (`static let numberOfPages: Int = 4`).
  private func countValueStart(after separator: Int) -> Int? {
    guard code.isPunctuation(":", at: separator), let type = code.token(at: separator + 1)?.identifierName,
      type.first?.isUppercase == true, !code.isPunctuation(".", at: separator + 2),
      !code.isPunctuation("(", at: separator + 2)
    else { return separator + 1 }
    var next = separator + 2
    while code.token(at: next).map({ $0.isOperator("?") || $0.isOperator("!") || $0.isPunctuation("?") }) == true {
      next += 1
    }
    return code.isOperator("=", at: next) ? next + 1 : nil
  }

  /// `pageControl.numberOfPages = 3` and `numberOfPages: 3`.
  private func pageControlCounts(resolve: (String) -> Int?, enclosingType: (Int) -> String?) -> [SwiftIndicator] {
    code.occurrences(of: ["numberOfPages"]).compactMap { index in
      // Every count is known by the type that sets it: a flow counts only its own views' indicators.
      pageControlCount(at: index, resolve: resolve).map { found in
        var indicator = found
        indicator.enclosingType = enclosingType(index)
        indicator.capsules.scope = indicator.enclosingType
        return indicator
      }
    }
  }

  /// `numberOfPages = N` or `numberOfPages: N` at `index`; in a declaration (`let numberOfPages: Int = 4`), the
  /// value after its `=`.
  private func pageControlCount(at index: Int, resolve: (String) -> Int?) -> SwiftIndicator? {
    guard code.isOperator("=", at: index + 1) || code.isPunctuation(":", at: index + 1) else { return nil }
    guard let start = countValueStart(after: index + 1) else { return nil }
    var end = start
    while code.token(at: end).map({ $0.kind == .identifier || $0.isPunctuation(".") }) == true,
      code.tokens[end].position.line == code.tokens[index].position.line
    {
      end += 1
    }
    if end == start { end = start + 1 }
    let value = start..<min(end, code.tokens.count)
    guard !value.isEmpty else { return nil }
    let location = code.location(of: value.lowerBound)
    if let path = values.dottedName(value), path.last == "count" {
      return SwiftIndicator(
        capsules: CapsuleCount(
          count: .unresolved(reason: "the data `\(code.excerpt(value))`"), location: location, kind: .pageControl,
          derivedFrom: code.excerpt(value)), parameter: nil)
    }
    guard let count = integer(value, resolve: resolve) else {
      return SwiftIndicator(
        capsules: CapsuleCount(
          count: .unresolved(reason: values.describe(value)), location: location, kind: .pageControl),
        parameter: nil)
    }
    var capsules = CapsuleCount(count: .literal(count), location: location, kind: .pageControl)
    if values.integerLiteral(value) != nil { capsules.span = code.span(of: value) }
    return SwiftIndicator(capsules: capsules, parameter: nil)
  }

  // MARK: Last-page checks

  /// Every `index OP literal` and `literal OP index` comparison in the code; `enclosingType` names the type around
  /// a token.
  func lastPageChecks(enclosingType: (Int) -> String? = { _ in nil }) -> [LastPageCheck] {
    code.occurrences(of: Self.comparisons).compactMap { index in
      guard code.tokens[index].kind == .operator(.infix),
        var check = check(variableFirst: index) ?? check(literalFirst: index)
      else { return nil }
      check.scope = enclosingType(index)
      return check
    }
  }

  /// `currentIndex != 2`, `self.currentIndex < -1`.
  private func check(variableFirst comparison: Int) -> LastPageCheck? {
    guard let variableStart = dottedNameStart(endingBefore: comparison), isOperandStart(variableStart),
      let literal = integerOperand(startingAt: comparison + 1), isOperandEnd(literal.end)
    else { return nil }
    return makeCheck(
      variable: code.tokens[comparison - 1], value: literal.value, comparison: comparison,
      literal: (comparison + 1)..<literal.end)
  }

  /// `2 == currentIndex`.
  private func check(literalFirst comparison: Int) -> LastPageCheck? {
    guard let literalStart = integerOperandStart(endingBefore: comparison), isOperandStart(literalStart),
      let value = values.integerLiteral(literalStart..<comparison)
    else { return nil }
    var end = comparison + 1
    guard code.identifierName(at: end) != nil else { return nil }
    while code.isPunctuation(".", at: end + 1), code.identifierName(at: end + 2) != nil { end += 2 }
    guard isOperandEnd(end + 1) else { return nil }
    var check = makeCheck(
      variable: code.tokens[end], value: value, comparison: comparison, literal: literalStart..<comparison)
    check?.literalIsFirst = true
    return check
  }

  private func makeCheck(variable: SwiftToken, value: Int, comparison: Int, literal: Range<Int>) -> LastPageCheck? {
    guard var name = variable.identifierName else { return nil }
    if name.hasPrefix("$") { name.removeFirst() }
    return LastPageCheck(
      variable: name, value: value, comparison: code.tokens[comparison].text,
      location: code.location(of: literal.lowerBound), span: code.span(of: literal))
  }

  /// The start of `a.b.c` whose last name is just before `end`.
  private func dottedNameStart(endingBefore end: Int) -> Int? {
    var start = end - 1
    guard code.identifierName(at: start) != nil else { return nil }
    while code.isPunctuation(".", at: start - 1), code.identifierName(at: start - 2) != nil { start -= 2 }
    return start
  }

  /// `2` or `-2` just before `end`.
  private func integerOperandStart(endingBefore end: Int) -> Int? {
    guard let last = code.token(at: end - 1), case .integerLiteral = last.kind else { return nil }
    if let sign = code.token(at: end - 2), sign.kind == .operator(.prefix), sign.text == "-" { return end - 2 }
    return end - 1
  }

  /// `2` or `-2` at `start`: its value and the index after it.
  private func integerOperand(startingAt start: Int) -> (value: Int, end: Int)? {
    for length in [1, 2] {
      if let value = values.integerLiteral(start..<(start + length)) { return (value, start + length) }
    }
    return nil
  }

  /// Whether an operand starting at `start` stands alone on its side of the comparison: what precedes it is
  /// a statement, a bracket, a keyword, or an operator that binds more loosely (`&&`, `||`, `?`, `=`).
  private func isOperandStart(_ start: Int) -> Bool {
    guard let previous = code.token(at: start - 1) else { return true }
    switch previous.kind {
    case .identifier: return true
    case .punctuation: return ["(", "[", "{", "}", ",", ":", ";"].contains(previous.text)
    case .operator(.infix): return Self.looserOperators.contains(previous.text)
    default: return false
    }
  }

  /// Whether an operand ending before `end` is complete: nothing that binds more tightly follows it.
  private func isOperandEnd(_ end: Int) -> Bool {
    guard let next = code.token(at: end) else { return true }
    switch next.kind {
    case .identifier: return true
    case .punctuation: return [")", "]", "{", "}", ",", ":", ";"].contains(next.text)
    case .operator(.infix): return Self.looserOperators.contains(next.text) && next.text != "="
    default: return false
    }
  }
}
