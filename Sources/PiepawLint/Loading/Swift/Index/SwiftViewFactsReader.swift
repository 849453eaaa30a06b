/// An indicator as one file shows it; `parameter` names the bound when it is a plain name (`count` of
/// `ForEach(0..<count)`), which an indicator view takes from its callers; `dataPath` the data it follows.
struct SwiftIndicator: Hashable, Sendable {
  var capsules: CapsuleCount
  var parameter: String?
  var dataPath: [String]? = nil
  /// The type whose body draws it.
  var enclosingType: String? = nil
  /// An unresolved count that is a name (`viewModel.totalPages`): the project may say it counts the data.
  var valuePath: [String]? = nil
  /// The view given the count as its `numberOfPages:` argument (`PageDots(numberOfPages: n)`).
  var callee: String? = nil
}

/// What a count expression is, read without running the app.
private enum CountValue: Equatable {
  /// A literal, or a constant of the file that holds one.
  case number(Int)
  /// `pages.count`: the count of the data, as written.
  case data(String)
  /// Anything else, with what it is for messages, and its path when it is a name.
  case unresolved(reason: String, path: [String]?)

  var isUnresolved: Bool {
    if case .unresolved = self { return true }
    return false
  }
}

/// Reads what the onboarding views say about the number of pages: the `ForEach` that draws progress capsules,
/// the `TabView(selection:)` index variable, and comparisons of an index with an integer literal.
struct SwiftViewFactsReader {
  let code: SwiftCode
  let values: SwiftValueReader

  /// Comparison operators a last-page check may use.
  private static let comparisons = ["==", "!=", "<", "<=", ">", ">="]

  // MARK: Progress indicators

  /// The shapes an indicator draws once per page, and the kind each makes it.
  private static let markShapes: [String: CapsuleCount.Kind] = [
    "Capsule": .capsules, "Circle": .circles, "RoundedRectangle": .rectangles, "Rectangle": .rectangles,
    "Ellipse": .circles,
  ]

  /// Each `ForEach(a..<b)`, `ForEach(a...b)`, `ForEach(x.indices)` or `ForEach(x)` whose body draws a capsule,
  /// circle, rectangle or symbol image that follows the current page (see `SwiftIndicatorEvidence`); and each
  /// `numberOfPages = N` of a page control. `resolve` gives the value of a constant named as the bound (`let
  /// pageCount = 5`), seen from the type that draws the indicator.
  func indicators(resolve: (String, String?) -> Int?, enclosingType: (Int) -> String?) -> [SwiftIndicator] {
    let evidence = SwiftIndicatorEvidence(code: code)
    let drawn: [SwiftIndicator] = code.occurrences(of: ["ForEach"]).compactMap { index in
      guard let close = code.callClose(at: index), let body = closureBody(ofCallAt: index, close: close),
        let kind = drawnMark(in: body), let first = code.arguments(inside: index + 1).first, first.label == nil
      else { return nil }
      let owner = enclosingType(index)
      // Shapes that never look at the page (rings around an icon, a row of stars) are decoration.
      guard evidence.followsSelection(closure: body) || owner.map(SwiftIndicatorEvidence.namesIndicator) == true,
        var indicator = indicator(bound: first.value, kind: kind, resolve: { resolve($0, owner) })
      else { return nil }
      indicator.enclosingType = owner
      indicator.capsules.scope = indicator.enclosingType
      indicator.capsules.shownOnlyWhen = comparedInEnclosingConditions(of: index)
      indicator.capsules.shownBelow = boundsInEnclosingConditions(of: index)
      // `ForEach(0..<3)` alone: the range is all it is given, so a count expression needs `id:` beside it.
      indicator.capsules.rangeIsOnlyArgument = code.arguments(inside: index + 1).count == 1
      return indicator
    }
    return drawn + pageControlCounts(resolve: resolve, enclosingType: enclosingType)
  }

  /// The names tested for equality (`step == 1`) in the conditions of the `if`s whose blocks hold `index`, four
  /// blocks out at most: shown on the pages named only. (`if page < last { dots }` hides the dots on one page;
  /// they still count them all.)
  private func comparedInEnclosingConditions(of index: Int) -> Set<String> {
    var names: Set<String> = []
    for open in code.enclosingBlockOpeners(of: index, levels: 4) {
      guard let start = conditionStart(before: open) else { continue }
      for token in start..<open where code.isOperator("==", at: token) {
        if let name = code.identifierName(at: token - 1) { names.insert(name) }
      }
    }
    return names
  }

  /// The upper bounds (`step < 3`, `step <= 2`: below 3) the conditions of the `if`s around `index` set on a name,
  /// and those around the one use of the view property whose body holds `index` (`if step < 3 { progressDots }`).
  private func boundsInEnclosingConditions(of index: Int) -> [String: Int] {
    var bounds = bounds(around: index)
    if let use = onlyUseOfEnclosingViewProperty(of: index) {
      bounds.merge(self.bounds(around: use)) { min($0, $1) }
    }
    return bounds
  }

  private func bounds(around index: Int) -> [String: Int] {
    var bounds: [String: Int] = [:]
    for open in code.enclosingBlockOpeners(of: index, levels: 4) {
      guard let start = conditionStart(before: open) else { continue }
      for token in start..<open where code.isOperator("<", at: token) || code.isOperator("<=", at: token) {
        guard let name = code.identifierName(at: token - 1), let next = code.token(at: token + 1),
          case .integerLiteral(let literal?) = next.kind, literal < Int.max
        else { continue }
        let bound = code.isOperator("<=", at: token) ? literal + 1 : literal
        bounds[name] = min(bounds[name] ?? bound, bound)
      }
    }
    return bounds
  }

  /// The use of `name` where the view property `var name: some View { … }` whose body holds `index` is shown, when
  /// the file uses it once.
  private func onlyUseOfEnclosingViewProperty(of index: Int) -> Int? {
    for open in code.enclosingBlockOpeners(of: index, levels: 6) {
      guard code.isIdentifier("View", at: open - 1), code.isIdentifier("some", at: open - 2),
        code.isPunctuation(":", at: open - 3), let name = code.identifierName(at: open - 4),
        code.isIdentifier("var", at: open - 5)
      else { continue }
      let uses = code.occurrences(of: [name]).filter { $0 != open - 4 }
      return uses.count == 1 ? uses[0] : nil
    }
    return nil
  }

  private func indicator(bound: Range<Int>, kind: CapsuleCount.Kind, resolve: (String) -> Int?) -> SwiftIndicator? {
    if let range = literalRange(bound) {
      let (capsules, path) = capsuleCount(
        lower: range.lower, upper: range.upper, isClosed: range.isClosed, kind: kind, resolve: resolve)
      return SwiftIndicator(
        capsules: capsules, parameter: values.dottedName(range.upper).flatMap { $0.count == 1 ? $0[0] : nil },
        valuePath: path)
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
  ) -> (capsules: CapsuleCount, path: [String]?) {
    let location = code.location(of: upper.lowerBound)
    let upperValue: Int
    switch countValue(upper, resolve: resolve) {
    case .data(let data): return (Self.following(data, at: location, kind: kind), nil)
    case .unresolved(let reason, let path):
      return (CapsuleCount(count: .unresolved(reason: reason), location: location, kind: kind), path)
    case .number(let value): upperValue = value
    }
    guard let lowerValue = integer(lower, resolve: resolve) else {
      return (CapsuleCount(count: .unresolved(reason: values.describe(lower)), location: location, kind: kind), nil)
    }
    let (difference, overflow) = upperValue.subtractingReportingOverflow(lowerValue)
    guard !overflow, !(isClosed && difference == Int.max) else {
      return (
        CapsuleCount(count: .unresolved(reason: "a range too large to count"), location: location, kind: kind), nil
      )
    }
    var capsules = CapsuleCount(count: .literal(difference + (isClosed ? 1 : 0)), location: location, kind: kind)
    // A bound written as a literal right here is what a fix rewrites (a constant may count other things too).
    if values.integerLiteral(upper) != nil {
      capsules.span = code.span(of: upper)
      capsules.literalExcess = upperValue - (difference + (isClosed ? 1 : 0))
    }
    return (capsules, nil)
  }

  /// A count that follows the data (`pages.count`): right by construction.
  private static func following(_ data: String, at location: SourceLocation, kind: CapsuleCount.Kind) -> CapsuleCount {
    CapsuleCount(
      count: .unresolved(reason: "the data `\(data)`"), location: location, kind: kind, derivedFrom: data)
  }

  /// Nested conditionals read before a count is left unresolved (`a ? 3 : b ? 4 : 5`).
  private static let maximumConditionalDepth = 4

  /// What the count expression in `range` is: a number, the data's count, or, for a conditional
  /// (`paywall ? pages.count + 1 : pages.count`), the one value both branches agree on, else what it is made of.
  private func countValue(_ range: Range<Int>, resolve: (String) -> Int?, depth: Int = 0) -> CountValue {
    let range = unparenthesized(range)
    let path = values.dottedName(range)
    if let path, path.last == "count" { return .data(code.excerpt(range)) }
    if let value = integer(range, resolve: resolve) { return .number(value) }
    guard depth < Self.maximumConditionalDepth, let (condition, whenTrue, whenFalse) = code.conditionalParts(range)
    else {
      return .unresolved(reason: values.describe(range), path: path)
    }
    let first = countValue(whenTrue, resolve: resolve, depth: depth + 1)
    let second = countValue(whenFalse, resolve: resolve, depth: depth + 1)
    if first == second, !first.isUnresolved { return first }
    let reason =
      "`\(code.excerpt(unparenthesized(whenTrue)))` or `\(code.excerpt(unparenthesized(whenFalse)))`, "
      + "as `\(code.excerpt(condition))` decides at run time"
    return .unresolved(reason: reason, path: nil)
  }

  /// `(x)` → `x`: the range inside brackets that enclose all of it.
  private func unparenthesized(_ range: Range<Int>) -> Range<Int> {
    var range = range
    while range.count > 2, code.isPunctuation("(", at: range.lowerBound),
      code.partner(of: range.lowerBound) == range.upperBound - 1
    {
      range = (range.lowerBound + 1)..<(range.upperBound - 1)
    }
    return range
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
      type.startsUppercase, !code.isPunctuation(".", at: separator + 2),
      !code.isPunctuation("(", at: separator + 2)
    else { return separator + 1 }
    var next = separator + 2
    while code.token(at: next).map({ $0.isOperator("?") || $0.isOperator("!") || $0.isPunctuation("?") }) == true {
      next += 1
    }
    return code.isOperator("=", at: next) ? next + 1 : nil
  }

  /// `pageControl.numberOfPages = 3` and `numberOfPages: 3`.
  private func pageControlCounts(resolve: (String, String?) -> Int?, enclosingType: (Int) -> String?)
    -> [SwiftIndicator]
  {
    let occurrences = code.occurrences(of: ["numberOfPages"])
    // `viewModel.numberOfPages = pages.count` … `pageControl.numberOfPages = viewModel.numberOfPages`: the second
    // copies the first, which is the count; it is not a second indicator.
    let assigned = Set(occurrences.compactMap(assignedPath(at:)))
    return occurrences.compactMap { index in
      // Every count is known by the type that sets it: a flow counts only its own views' indicators.
      pageControlCount(at: index, resolve: { resolve($0, enclosingType(index)) }).flatMap { found in
        if let path = found.valuePath, assigned.contains(Self.withoutSelf(path)) { return nil }
        var indicator = found
        indicator.enclosingType = enclosingType(index)
        indicator.capsules.scope = indicator.enclosingType
        return indicator
      }
    }
  }

  /// `["viewModel", "numberOfPages"]` of `viewModel.numberOfPages = …` (or `self.viewModel…`) at the
  /// `numberOfPages` at `index`; nil where it is not assigned there.
  private func assignedPath(at index: Int) -> [String]? {
    guard code.isOperator("=", at: index + 1) else { return nil }
    var path = ["numberOfPages"]
    var position = index - 1
    while code.isPunctuation(".", at: position), let name = code.identifierName(at: position - 1) {
      path.insert(name, at: 0)
      position -= 2
    }
    return Self.withoutSelf(path)
  }

  private static func withoutSelf(_ path: [String]) -> [String] {
    path.first == "self" ? Array(path.dropFirst()) : path
  }

  /// `numberOfPages = N` or `numberOfPages: N` at `index`; in a declaration (`let numberOfPages: Int = 4`), the
  /// value after its `=`. The whole expression is the count (`flag ? pages.count : pages.count + 1`). Given to a
  /// view of the app's own (`Dots(numberOfPages: n)`), it is that view's count, not a `UIPageControl`'s.
  private func pageControlCount(at index: Int, resolve: (String) -> Int?) -> SwiftIndicator? {
    guard code.isOperator("=", at: index + 1) || code.isPunctuation(":", at: index + 1) else { return nil }
    guard let start = countValueStart(after: index + 1), start < code.tokens.count else { return nil }
    let end = SwiftExpressionReader(code: code).expressionEnd(from: start, limit: code.tokens.count)
    let value = start..<max(end, start + 1)
    let location = code.location(of: value.lowerBound)
    let callee = code.isPunctuation(":", at: index + 1) ? callee(ofArgumentAt: index) : nil
    let kind: CapsuleCount.Kind = callee.map { $0.hasSuffix("PageControl") } == false ? .custom : .pageControl
    switch countValue(value, resolve: resolve) {
    case .data(let data):
      return SwiftIndicator(capsules: Self.following(data, at: location, kind: kind), parameter: nil, callee: callee)
    case .unresolved(let reason, let path):
      return SwiftIndicator(
        capsules: CapsuleCount(count: .unresolved(reason: reason), location: location, kind: kind), parameter: nil,
        valuePath: path, callee: callee)
    case .number(let count):
      var capsules = CapsuleCount(count: .literal(count), location: location, kind: kind)
      if values.integerLiteral(value) != nil { capsules.span = code.span(of: value) }
      return SwiftIndicator(capsules: capsules, parameter: nil, callee: callee)
    }
  }

  /// The callee of the call whose argument list holds the token at `index` (`Dots` of `Dots(count: 3, numberOfPages:
  /// n)`); nil outside a call's parentheses. Looks back over at most a few arguments.
  private func callee(ofArgumentAt index: Int) -> String? {
    var position = index - 1
    for _ in 0..<64 where position >= 0 {
      if code.isPunctuation("(", at: position) { return code.identifierName(at: position - 1) }
      if let open = code.opener(of: position) {
        position = open - 1
      } else if code.isPunctuation("{", at: position) || code.isPunctuation("[", at: position)
        || code.isPunctuation(";", at: position)
      {
        return nil
      } else {
        position -= 1
      }
    }
    return nil
  }

  // MARK: Last-page checks

  /// Every `index OP literal` and `literal OP index` comparison in the code; `enclosingType` names the type around
  /// a token.
  func lastPageChecks(enclosingType: (Int) -> String? = { _ in nil }) -> [LastPageCheck] {
    code.occurrences(of: Self.comparisons).flatMap { index -> [LastPageCheck] in
      guard code.tokens[index].kind == .operator(.infix) else { return [] }
      var checks =
        (check(variableFirst: index) ?? check(literalFirst: index)).map { [$0] } ?? checks(throughName: index)
      for position in checks.indices { checks[position].scope = enclosingType(index) }
      return checks
    }
  }

  /// `currentStep == finalStep` where the function holding it says `let finalStep = skipHeight ? 13 : 14` (or a
  /// plain integer) before it: one check per value the constant may hold, marked `isThroughName`.
  private func checks(throughName comparison: Int) -> [LastPageCheck] {
    guard let variableStart = dottedNameStart(endingBefore: comparison), isOperandStart(variableStart),
      let name = code.identifierName(at: comparison + 1), isOperandEnd(comparison + 2),
      !code.isPunctuation(".", at: comparison + 2), let values = localConstantValues(name, before: comparison)
    else { return [] }
    return values.compactMap { value in
      var check = makeCheck(
        variable: code.tokens[comparison - 1], value: value, comparison: comparison,
        literal: (comparison + 1)..<(comparison + 2), operands: variableStart..<(comparison + 2))
      check?.span = nil
      check?.isThroughName = true
      return check
    }
  }

  /// The integers `let name = 14` or `let name = condition ? 13 : 14` gives `name`, where that declaration comes
  /// before `index` in the blocks around it (at most 300 tokens back); nil where there is none, or it says more.
  private func localConstantValues(_ name: String, before index: Int) -> [Int]? {
    var position = index - 1
    while position > max(0, index - 300) {
      defer { position -= 1 }
      guard code.isIdentifier("let", at: position), code.isIdentifier(name, at: position + 1),
        code.isOperator("=", at: position + 2)
      else { continue }
      let start = position + 3
      if let single = integerOperand(startingAt: start), Self.endsStatement(code, at: single.end) {
        return [single.value]
      }
      guard let question = (start..<min(start + 12, index)).first(where: { code.isOperator("?", at: $0) }),
        let first = integerOperand(startingAt: question + 1), code.isPunctuation(":", at: first.end),
        let second = integerOperand(startingAt: first.end + 1), Self.endsStatement(code, at: second.end)
      else { return nil }
      return [first.value, second.value]
    }
    return nil
  }

  /// Whether the statement ends before `index`: a new line's first token, or `;`/`}` follows.
  private static func endsStatement(_ code: SwiftCode, at index: Int) -> Bool {
    guard code.token(at: index) != nil else { return true }
    if code.isPunctuation(";", at: index) || code.isPunctuation("}", at: index) { return true }
    return code.location(of: index).line != code.location(of: index - 1).line
  }

  /// The index variables compared with a count (`currentIndex < slides.count - 1`), as `Type.variable` (`?.` outside
  /// a type): a view that finds its last page from the data's count, whose comparisons with a literal pick one
  /// page (`if currentIndex == 1 { demo }`), not the last.
  func countComparisons(enclosingType: (Int) -> String? = { _ in nil }) -> Set<String> {
    var found: Set<String> = []
    for index in code.occurrences(of: Self.comparisons) where code.tokens[index].kind == .operator(.infix) {
      guard let variable = code.identifierName(at: index - 1), dottedNameStart(endingBefore: index) != nil,
        comparesWithACount(after: index)
      else { continue }
      found.insert(
        "\(enclosingType(index) ?? "?").\(variable.hasPrefix("$") ? String(variable.dropFirst()) : variable)")
    }
    return found
  }

  /// Whether the operand after the comparison at `index` reads a count (`pages.count`, `vm.pages.count - 1`) within
  /// a few tokens, or the last index of a named number (`totalSteps - 1`).
  private func comparesWithACount(after index: Int) -> Bool {
    var position = index + 1
    while position < index + 10, let token = code.token(at: position) {
      if code.isIdentifier("count", at: position), code.isPunctuation(".", at: position - 1) { return true }
      if position > index + 1, code.isOperator("-", at: position), code.identifierName(at: position - 1) != nil,
        code.token(at: position + 1)?.integerValue == 1
      {
        return true
      }
      let continues =
        token.identifierName != nil || code.isPunctuation(".", at: position) || code.isOperator("-", at: position)
      guard continues else { return false }
      position += 1
    }
    return false
  }

  /// `currentIndex != 2`, `self.currentIndex < -1`.
  private func check(variableFirst comparison: Int) -> LastPageCheck? {
    guard let variableStart = dottedNameStart(endingBefore: comparison), isOperandStart(variableStart),
      let literal = integerOperand(startingAt: comparison + 1), isOperandEnd(literal.end)
    else { return nil }
    return makeCheck(
      variable: code.tokens[comparison - 1], value: literal.value, comparison: comparison,
      literal: (comparison + 1)..<literal.end, operands: variableStart..<literal.end)
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
      variable: code.tokens[end], value: value, comparison: comparison, literal: literalStart..<comparison,
      operands: literalStart..<(end + 1))
    check?.literalIsFirst = true
    return check
  }

  private func makeCheck(
    variable: SwiftToken, value: Int, comparison: Int, literal: Range<Int>, operands: Range<Int>
  ) -> LastPageCheck? {
    guard var name = variable.identifierName else { return nil }
    if name.hasPrefix("$") { name.removeFirst() }
    // `currentPage += 1; if currentPage > 3 { finish() }` compares the next page's index: not the check it reads as.
    guard !isSteppedBefore(name, comparison), !isOneClauseOfSeveral(comparison), !isJoinedByLogic(operands),
      !isStyling(comparison), !picksAPageText(after: literal.upperBound), !stepsBack(name, after: operands.upperBound)
    else {
      return nil
    }
    return LastPageCheck(
      variable: name, value: value, comparison: code.tokens[comparison].text,
      location: code.location(of: literal.lowerBound), span: code.span(of: literal))
  }

  /// `var featureTitle: String { step == 1 ? "home.title".localized : "progress.title".localized }`: a comparison
  /// that chooses between two texts for a property the vocabulary calls a page's title or description picks the
  /// text of one page, not the last page. (`var buttonTitle … ? "Start" : "Next"`, a control's label, still is a
  /// last-page check.) `end` is just after the comparison's right operand.
  private func picksAPageText(after end: Int) -> Bool {
    guard code.isOperator("?", at: end) || code.isPunctuation("?", at: end),
      let colon = textChoice(at: end + 1), code.isPunctuation(":", at: colon), textChoice(at: colon + 1) != nil,
      let open = code.enclosingBlockOpeners(of: end, levels: 1).first, code.isPunctuation(":", at: open - 2),
      code.identifierName(at: open - 4) == "var", let property = code.identifierName(at: open - 3),
      let role = PageVocabulary.role(of: property)
    else { return false }
    return role == .title || role == .description
  }

  /// A string literal at `index`, with a member after it (`"k".localized`): the index just after it.
  private func textChoice(at index: Int) -> Int? {
    guard code.token(at: index)?.stringLiteral != nil else { return nil }
    var end = index + 1
    while code.isPunctuation(".", at: end), code.identifierName(at: end + 1) != nil { end += 2 }
    return end
  }

  /// Modifiers that style the view they follow: a comparison in their argument picks a look per page (the current
  /// dot's colour, `.foregroundColor(page == 2 ? .white : .gray)`, `.offset(y: page == 4 ? -40 : 0)`), not which
  /// page is the last.
  private static let stylingModifiers: Set<String> = [
    "foregroundColor", "foregroundStyle", "fill", "stroke", "opacity", "frame", "scaleEffect", "background", "tint",
    "shadow", "overlay", "animation", "offset", "padding", "rotationEffect", "blur", "position", "zIndex",
    "cornerRadius",
  ]

  /// `selection = selection > 2 ? selection - 1 : 1`, `if page > 0 { page -= 1 }`: a comparison whose choice or
  /// block moves `name` back is the back button's bound at the first page, not a check of the last. `end` is just
  /// after the comparison's operands.
  private func stepsBack(_ name: String, after end: Int) -> Bool {
    var position = end
    // `? name - 1 :` of a conditional, or the first statement of the block the comparison opens.
    if code.isOperator("?", at: position) || code.isPunctuation("?", at: position)
      || code.isPunctuation("{", at: position)
    {
      position += 1
    } else {
      return false
    }
    if code.isIdentifier("self", at: position), code.isPunctuation(".", at: position + 1) { position += 2 }
    guard code.isIdentifier(name, at: position) else { return false }
    return code.isOperator("-=", at: position + 1)
      || code.isOperator("-", at: position + 1)
      || (code.isOperator("=", at: position + 1) && code.isIdentifier(name, at: position + 2)
        && code.isOperator("-", at: position + 3))
  }

  /// Whether the comparison at `index` is inside the argument of a styling modifier.
  private func isStyling(_ index: Int) -> Bool {
    guard let open = code.lastTopLevel(before: index, limit: 24, where: { code.isPunctuation("(", at: $0) }),
      code.isPunctuation(".", at: open - 2), let modifier = code.identifierName(at: open - 1)
    else { return false }
    return Self.stylingModifiers.contains(modifier)
  }

  /// Whether the comparison at `index` is one clause of an `if`, `guard` or `while` condition with others
  /// (`if currentPage == 2, client != nil { finish() }`, `&&`, `||`): a step taken early under a condition, not
  /// the check of which page is the last.
  private func isOneClauseOfSeveral(_ index: Int) -> Bool {
    guard let start = conditionStart(before: index) else { return false }
    var position = start
    while position < index + 48, let token = code.token(at: position) {
      if code.isPunctuation("{", at: position), position > index { return false }
      if code.isPunctuation(",", at: position) || code.isOperator("&&", at: position)
        || code.isOperator("||", at: position)
      {
        return true
      }
      if token.kind == .punctuation, code.partner(of: position) != nil {
        position = code.skippingGroup(at: position)
        continue
      }
      position += 1
    }
    return false
  }

  /// `step == 3 && !isCustom && wantsToCustomize != nil` as any expression (a computed property's body, a
  /// ternary's condition): a comparison joined to other conditions by `&&` or `||` singles out a case of one page
  /// (step 3 when customizing), not the last page, as in an `if` (`isOneClauseOfSeveral`).
  private func isJoinedByLogic(_ operands: Range<Int>) -> Bool {
    ["&&", "||"].contains {
      code.isOperator($0, at: operands.lowerBound - 1) || code.isOperator($0, at: operands.upperBound)
    }
  }

  /// The token after the `if`, `guard` or `while` whose condition holds `index` (nested groups skipped, at most 48
  /// tokens back); nil where the comparison is not in such a condition.
  private func conditionStart(before index: Int) -> Int? {
    let ends = { (position: Int) in
      code.isPunctuation("{", at: position) || code.isPunctuation("}", at: position)
        || code.isPunctuation(";", at: position)
    }
    return code.lastTopLevel(before: index, limit: 48, stoppingAt: ends) { position in
      ["if", "guard", "while"].contains { code.isIdentifier($0, at: position) }
    }.map { $0 + 1 }
  }

  /// Whether `name += …` or `name -= …` comes before `index` in the block that holds it (nested groups skipped,
  /// at most 64 tokens back).
  private func isSteppedBefore(_ name: String, _ index: Int) -> Bool {
    let step = code.lastTopLevel(before: index, limit: 64, stoppingAt: { code.isPunctuation("{", at: $0) }) {
      (code.isOperator("+=", at: $0) || code.isOperator("-=", at: $0))
        && code.identifierName(at: $0 - 1).map({ $0 == name || $0 == "$" + name }) == true
    }
    return step != nil
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
    case .operator(.infix): return SwiftOperators.looserThanComparison.contains(previous.text)
    default: return false
    }
  }

  /// Whether an operand ending before `end` is complete: nothing that binds more tightly follows it.
  private func isOperandEnd(_ end: Int) -> Bool {
    guard let next = code.token(at: end) else { return true }
    switch next.kind {
    case .identifier: return true
    case .punctuation: return [")", "]", "{", "}", ",", ":", ";"].contains(next.text)
    case .operator(.infix): return SwiftOperators.looserThanComparison.contains(next.text) && next.text != "="
    default: return false
    }
  }
}
