/// Turns the tokens of an expression into a `SwiftExpression`, and finds where an expression or a statement ends.
struct SwiftExpressionReader {
  let code: SwiftCode
  /// Names bound to integers while a mapped range's closure is read once per value (`i` of `(1...3).map { i in
  /// … }`): `i` reads as the value, and `"title_\(i)"` as the text it makes.
  var bindings: [String: Int] = [:]

  /// Values a mapped range is read for at most: pages are few.
  static let maximumMappedValues = 24

  /// Nested calls and arrays deeper than this are `other`: real page data is shallow, hostile input is not.
  static let maximumDepth = 8
  /// Elements and arguments read of one array or call; the rest are left out.
  static let maximumElements = 200

  /// Wrappers whose first argument is the displayed text's key: `String(localized: "k")`, `NSLocalizedString("k",
  /// comment: "")`, `LocalizedStringKey("k")` (a `value:` or `defaultValue:` is the text shown where no table has
  /// the key). The value is the first argument's label.
  private static let localizedTextCalls: [String: String?] = [
    "String": "localized", "NSLocalizedString": nil, "LocalizedStringKey": nil, "LocalizedStringResource": nil,
    "L": nil, "NSLocalizedStringKey": nil,
  ]
  /// Whether a freestanding macro localizes its first argument, a string literal: `#localized("k", bundle:
  /// .module)`, `#Localized("k")`, `#localize("k")` (as `String(localized:)` does, the literal is the key).
  private static func isLocalizingMacro(_ keyword: String) -> Bool {
    let name = keyword.dropFirst().lowercased()
    return name.hasPrefix("localiz") || name.hasPrefix("localis")
  }

  /// Members that localize a string key: `"k".localized`, `"k".localized()`.
  static let localizingMembers: Set<String> = [
    "localized", "localizedString", "localised", "loc", "tr", "localize", "localise",
  ]

  func node(_ range: Range<Int>, depth: Int = 0) -> SwiftNode {
    let clamped = range.clamped(to: code.tokens.indices)
    let anchor = min(clamped.lowerBound, code.tokens.count - 1)
    let location = anchor >= 0 ? code.location(of: anchor) : SourceLocation(file: code.file)
    let expression = expression(clamped, depth: depth)
    var node = SwiftNode(expression: expression, location: location, excerpt: code.excerpt(clamped))
    if case .string = expression, clamped.count > 1 { node.localization = localization(clamped) }
    // A value read with bound names (`"title_\(i)"` as `"title_1"`) is not what the source says: no fix edits it.
    switch expression {
    case .integer where bindings.isEmpty: node.literalBytes = code.byteRange(of: clamped)
    case .string where clamped.count == 1 && bindings.isEmpty: node.literalBytes = code.byteRange(of: clamped)
    default: break
    }
    return node
  }

  private func expression(_ range: Range<Int>, depth: Int) -> SwiftExpression {
    guard !range.isEmpty, depth < Self.maximumDepth else { return .other }
    // `UIImage(named: "x")!`: a forced unwrap is the value it unwraps.
    if range.count > 1, code.isOperator("!", at: range.upperBound - 1) {
      return expression(range.lowerBound..<(range.upperBound - 1), depth: depth + 1)
    }
    let start = range.lowerBound
    if range.count == 1, let literal = stringLiteral(at: start) { return .string(literal) }
    if range.count == 1, let name = code.identifierName(at: start), let value = bindings[name] {
      return .integer(value)
    }
    if let mapped = mappedRange(range, depth: depth) { return mapped }
    if let localized = localizedCall(range) { return .string(localized.defaultValue ?? localized.key) }
    if let integer = integer(range) { return .integer(integer) }
    if code.isPunctuation("[", at: start), code.partner(of: start) == range.upperBound - 1 {
      return array(open: start, depth: depth)
    }
    if let path = path(range) { return path }
    if let call = call(range, depth: depth) { return call }
    if let tuple = tuple(range, depth: depth) { return tuple }
    return .other
  }

  /// `(title: "Plan meals", image: "plate")`: a tuple whose elements are all labelled reads as a call of the
  /// tuple's type, named by its labels (`(title:image:)`), so a page written as one is read as a page model's; one
  /// with no labels is named `(_:_:)`, for its declared type to label.
  private func tuple(_ range: Range<Int>, depth: Int) -> SwiftExpression? {
    guard code.isPunctuation("(", at: range.lowerBound), code.partner(of: range.lowerBound) == range.upperBound - 1
    else { return nil }
    let elements = code.arguments(inside: range.lowerBound)
    guard elements.count >= 2, elements.count <= Self.maximumElements else { return nil }
    // An element without a label (all of them in `("remote", "Welcome")`) is named `_`: the array's declared tuple
    // type, or its other elements, label it by position.
    let nodes = elements.map { SwiftArgumentNode(label: $0.label, value: node($0.value, depth: depth + 1)) }
    let name = SwiftCall.tupleTypeName(elements.map { $0.label ?? "_" })
    return .call(SwiftCall(callee: [name], implicit: false, arguments: nodes))
  }

  /// `42`, `-1`; `.integer(nil)` when it overflows.
  private func integer(_ range: Range<Int>) -> Int?? {
    guard let last = code.token(at: range.upperBound - 1), case .integerLiteral(let value) = last.kind else {
      return nil
    }
    if range.count == 1 { return .some(value) }
    guard range.count == 2, code.isOperator("-", at: range.lowerBound),
      code.tokens[range.lowerBound].kind == .operator(.prefix)
    else { return nil }
    return .some(value.flatMap { $0 == Int.min ? nil : -$0 })
  }

  private func isLocalizingMember(after literal: Int, end: Int) -> Bool {
    guard code.isPunctuation(".", at: literal + 1), let member = code.identifierName(at: literal + 2),
      Self.localizingMembers.contains(member)
    else { return false }
    if literal + 3 == end { return true }
    return code.isPunctuation("(", at: literal + 3) && code.partner(of: literal + 3) == end - 1
  }

  private func array(open: Int, depth: Int) -> SwiftExpression {
    let elements = code.arguments(inside: open)
    // A dictionary literal (`["a": 1]`) is not an array.
    if elements.contains(where: { $0.label != nil }) || isDictionary(open: open) { return .other }
    return .array(elements.prefix(Self.maximumElements).map { node($0.value, depth: depth + 1) })
  }

  private func isDictionary(open: Int) -> Bool {
    guard let close = code.partner(of: open) else { return false }
    return code.firstTopLevel(in: (open + 1)..<close, where: { $0.isPunctuation(":") }) != nil
  }

  /// `name`, `a.b.c`, `.member`, `.a.b`.
  private func path(_ range: Range<Int>) -> SwiftExpression? {
    var index = range.lowerBound
    let implicit = code.isPunctuation(".", at: index)
    if implicit { index += 1 }
    var names: [String] = []
    while index < range.upperBound {
      guard let name = code.identifierName(at: index) else { return nil }
      names.append(name)
      index += 1
      if index == range.upperBound { break }
      guard code.isPunctuation(".", at: index) else { return nil }
      index += 1
    }
    guard !names.isEmpty, index == range.upperBound else { return nil }
    return implicit ? .member(names) : .name(names)
  }

  /// `Callee(…)`, `A.B(…)`, `.init(…)`, with an optional trailing closure, spanning the whole range. (A
  /// localized-text wrapper around a string literal is a string: `localizedCall`.)
  private func call(_ range: Range<Int>, depth: Int) -> SwiftExpression? {
    var index = range.lowerBound
    let implicit = code.isPunctuation(".", at: index)
    if implicit { index += 1 }
    var callee: [String] = []
    // `#imageLiteral(resourceName: "x")`: a literal that calls like an initializer.
    if !implicit, let keyword = code.poundKeyword(at: index), keyword == "#imageLiteral" { callee = [keyword] }
    while callee.first != "#imageLiteral", let name = code.identifierName(at: index) {
      callee.append(name)
      if code.isPunctuation(".", at: index + 1), code.identifierName(at: index + 2) != nil {
        index += 2
      } else {
        break
      }
    }
    // `Steps.allCases.map { … }`: a map with its closure alone maps the data one to one (`aliasedPath`).
    if callee.count >= 2, callee.last == "map", code.isPunctuation("{", at: index + 1),
      let closure = code.partner(of: index + 1), closure + 1 == range.upperBound
    {
      return .call(SwiftCall(callee: callee, implicit: implicit, arguments: []))
    }
    // `Foo<Bar>(…)`: skip a generic argument clause on the same call.
    guard !callee.isEmpty, code.isPunctuation("(", at: index + 1), let close = code.partner(of: index + 1) else {
      return nil
    }
    var end = close + 1
    if code.isPunctuation("{", at: end), let closure = code.partner(of: end) { end = closure + 1 }
    guard end == range.upperBound else { return nil }
    let arguments = code.arguments(inside: index + 1)
    let nodes = arguments.prefix(Self.maximumElements).map {
      SwiftArgumentNode(label: $0.label, value: node($0.value, depth: depth + 1))
    }
    return .call(SwiftCall(callee: callee, implicit: implicit, arguments: nodes))
  }

  // MARK: Mapped ranges

  /// `(1...3).map { i in Page(title: "title_\(i)") }`, `(0..<3).map { Page(title: "t\($0)") }`: the closure's value
  /// once per number of the range, as an array of its elements. A range of literals only, short, with a closure
  /// that is one expression.
  private func mappedRange(_ range: Range<Int>, depth: Int) -> SwiftExpression? {
    let start = range.lowerBound
    guard code.isPunctuation("(", at: start), let close = code.partner(of: start), close + 5 < range.upperBound,
      code.isPunctuation(".", at: close + 1), code.isIdentifier("map", at: close + 2),
      code.isPunctuation("{", at: close + 3), let end = code.partner(of: close + 3), end + 1 == range.upperBound,
      let values = literalRange((start + 1)..<close)
    else { return nil }
    var body = (close + 4)..<end
    var parameter = "$0"
    if code.isIdentifier("in", at: body.lowerBound + 1), let name = code.identifierName(at: body.lowerBound) {
      parameter = name
      body = (body.lowerBound + 2)..<body.upperBound
    }
    if code.isIdentifier("return", at: body.lowerBound) { body = (body.lowerBound + 1)..<body.upperBound }
    guard !body.isEmpty, expressionEnd(from: body.lowerBound, limit: body.upperBound) == body.upperBound else {
      return nil
    }
    return .array(
      values.map { value in
        var reader = self
        reader.bindings[parameter] = value
        return reader.node(body, depth: depth + 1)
      })
  }

  /// The numbers of `1...3` or `0..<3` written with integer literals, when there are a few.
  private func literalRange(_ range: Range<Int>) -> [Int]? {
    guard range.count == 3, case .integerLiteral(let low?) = code.tokens[range.lowerBound].kind,
      case .integerLiteral(let high?) = code.tokens[range.lowerBound + 2].kind
    else { return nil }
    let closed = code.isOperator("...", at: range.lowerBound + 1)
    guard closed || code.isOperator("..<", at: range.lowerBound + 1) else { return nil }
    let upper = closed ? high : high - 1
    guard low <= upper, upper - low < Self.maximumMappedValues else { return nil }
    return Array(low...upper)
  }

  /// The string literal at `index`, with the interpolations of a bound name written as its value.
  private func stringLiteral(at index: Int) -> SwiftStringLiteral? {
    guard let literal = code.tokens[index].stringLiteral else { return nil }
    guard !bindings.isEmpty, literal.hasInterpolation else { return literal }
    let segments = literal.segments.map { segment -> SwiftStringLiteral.Segment in
      guard case .interpolation(let tokens) = segment, tokens.count == 1, let value = bindings[tokens[0].text] else {
        return segment
      }
      return .text(String(value))
    }
    return SwiftStringLiteral(
      segments: Self.joiningText(segments), isMultiline: literal.isMultiline,
      rawDelimiterCount: literal.rawDelimiterCount)
  }

  /// Neighbouring text segments as one, as the lexer gives them.
  private static func joiningText(_ segments: [SwiftStringLiteral.Segment]) -> [SwiftStringLiteral.Segment] {
    var joined: [SwiftStringLiteral.Segment] = []
    for segment in segments {
      if case .text(let next) = segment, case .text(let previous)? = joined.last {
        joined[joined.count - 1] = .text(previous + next)
      } else {
        joined.append(segment)
      }
    }
    return joined
  }

  // MARK: Localized text

  /// A localized-text call or wrapper around string literals, as written.
  private struct LocalizedCall {
    var key: SwiftStringLiteral
    var table: SwiftStringLiteral?
    var defaultValue: SwiftStringLiteral?
    var member: String? = nil
  }

  /// The key a localized-text expression spanning `range` looks up, with its table and default value.
  private func localization(_ range: Range<Int>) -> TextLocalization? {
    guard let call = localizedCall(range), let key = call.key.value else { return nil }
    var localization = TextLocalization(
      key: key, table: call.table?.value, defaultValue: call.defaultValue?.value, form: .call)
    localization.member = call.member
    return localization
  }

  /// `"k".localized`, `String(localized: "k", table:, defaultValue:)`, `NSLocalizedString("k", tableName:, value:,
  /// comment:)`, `LocalizedStringKey("k")`, `L("k")`, and SwiftGen's `tr("Table", "k", fallback:)`.
  private func localizedCall(_ range: Range<Int>) -> LocalizedCall? {
    let start = range.lowerBound
    if let literal = stringLiteral(at: start), isLocalizingMember(after: start, end: range.upperBound) {
      return LocalizedCall(key: literal, member: code.identifierName(at: start + 2))
    }
    guard let (callee, open) = calleeAndOpening(range), let close = code.partner(of: open),
      close == range.upperBound - 1
    else { return nil }
    let arguments = code.arguments(inside: open)
    func literal(_ argument: SwiftCode.Argument?) -> SwiftStringLiteral? {
      guard let argument, argument.value.count == 1 else { return nil }
      return stringLiteral(at: argument.value.lowerBound)
    }
    func labelled(_ labels: Set<String>) -> SwiftStringLiteral? {
      literal(arguments.dropFirst().first { $0.label.map(labels.contains) ?? false })
    }
    if callee.last == "tr", arguments.count >= 2, arguments[0].label == nil, arguments[1].label == nil,
      let table = literal(arguments[0]), let key = literal(arguments[1])
    {
      return LocalizedCall(key: key, table: table, defaultValue: labelled(["fallback"]))
    }
    // The app's own function of one key (`AppState.tr("k")`, `Strings.localized("k")`, `tr("k")`), named as the
    // localizing members are.
    if let name = callee.last, Self.localizingMembers.contains(name), arguments.count == 1, arguments[0].label == nil,
      let key = literal(arguments[0])
    {
      return LocalizedCall(key: key, member: name)
    }
    let macroLabel: String?? = Self.isLocalizingMacro(callee[0]) ? .some(nil) : nil
    guard callee.count == 1, let label = macroLabel ?? Self.localizedTextCalls[callee[0]], let first = arguments.first,
      first.label == label, let key = literal(first)
    else { return nil }
    return LocalizedCall(
      key: key, table: labelled(["table", "tableName"]), defaultValue: labelled(["value", "defaultValue"]))
  }

  /// `Callee(`, `A.B(` or a macro's `#name(` at the start of `range` (not `.init(`): the callee path and the `(`.
  private func calleeAndOpening(_ range: Range<Int>) -> ([String], Int)? {
    var index = range.lowerBound
    if let macro = code.poundKeyword(at: index), code.isPunctuation("(", at: index + 1) { return ([macro], index + 1) }
    var callee: [String] = []
    while let name = code.identifierName(at: index) {
      callee.append(name)
      guard code.isPunctuation(".", at: index + 1), code.identifierName(at: index + 2) != nil else { break }
      index += 2
    }
    guard !callee.isEmpty, code.isPunctuation("(", at: index + 1) else { return nil }
    return (callee, index + 1)
  }

  // MARK: Extents

  /// Infix operators and punctuation after which an expression goes on to the next line.
  private static let continuingPunctuation: Set<String> = [",", "(", "[", ":"]

  /// The top-level statements of a closure body: each starts on a new line (or after `;`) and runs over its
  /// modifier chain.
  func statements(in body: Range<Int>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = body.lowerBound
    while start < body.upperBound {
      if code.isPunctuation(";", at: start) {
        start += 1
        continue
      }
      let end = max(expressionEnd(from: start, limit: body.upperBound), start + 1)
      result.append(start..<end)
      start = end
    }
    return result
  }

  /// `let name = value` or `var name = value` at `index`: the name, whether it is a `let`, and the value's tokens
  /// (up to `limit`).
  func binding(at index: Int, limit: Int) -> (name: String, isLet: Bool, value: Range<Int>)? {
    let isLet = code.isIdentifier("let", at: index)
    guard isLet || code.isIdentifier("var", at: index), let name = code.identifierName(at: index + 1),
      code.isOperator("=", at: index + 2)
    else { return nil }
    return (name, isLet, (index + 3)..<expressionEnd(from: index + 3, limit: limit))
  }

  /// The last name of the collection `value` subscripts once, as a whole (`pages` of `pages[page]`, `slides` of
  /// `Copy.slides[i]`); nil for anything else (`pages[i].title`, `grid[i][j]`).
  func subscriptedCollection(_ value: Range<Int>) -> String? {
    var end = value.lowerBound
    while code.identifierName(at: end) != nil, code.isPunctuation(".", at: end + 1) { end += 2 }
    guard let collection = code.identifierName(at: end), code.isPunctuation("[", at: end + 1),
      code.partner(of: end + 1) == value.upperBound - 1
    else { return nil }
    return collection
  }

  /// The end (exclusive) of the expression that starts at `start`, at most `limit`: it runs over bracketed groups
  /// and lines joined by an operator or a leading `.`, and stops at `;`, at a closer, or at a new line that starts
  /// a new statement.
  func expressionEnd(from start: Int, limit: Int) -> Int {
    var index = start
    var lastLine = -1
    while index < limit {
      let token = code.tokens[index]
      if token.isPunctuation(";") || token.isPunctuation(")") || token.isPunctuation("]")
        || token.isPunctuation("}") || token.isPunctuation(",")
      {
        return index
      }
      if index > start, token.position.line > lastLine, !continues(at: index) { return index }
      let next = code.skippingGroup(at: index)
      lastLine = code.endLine(of: next - 1)
      index = next
    }
    return min(index, limit)
  }

  /// Whether the token at `index`, first on its line, continues the expression before it.
  private func continues(at index: Int) -> Bool {
    let token = code.tokens[index]
    if token.isPunctuation(".") { return true }
    if case .operator(let fixity) = token.kind, fixity == .infix || token.text == "?" || token.text == "??" {
      return true
    }
    guard let previous = code.token(at: index - 1) else { return false }
    if case .operator(.infix) = previous.kind { return true }
    if previous.kind == .operator(.prefix) { return true }
    return previous.kind == .punctuation && Self.continuingPunctuation.contains(previous.text)
  }
}
