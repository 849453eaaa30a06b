/// Finds the onboarding flows: array literals declared as `[OnboardingModel]` (or `Array<OnboardingModel>`), in
/// `let`/`var` declarations with an initial value, computed properties and functions that return one.
struct SwiftFlowReader {
  /// A flow, the tokens of its array literal and those of each page call (which the asset reference reader
  /// skips: their assets are page fields).
  struct FoundFlow {
    var flow: Flow
    var arrayTokens: Range<Int>
    var pageTokens: [Range<Int>]
  }

  let code: SwiftCode
  let schema: ContentSchema
  let values: SwiftValueReader
  let assetCalls: SwiftAssetCallReader

  /// The flows in source order.
  func flows() -> [FoundFlow] {
    var flows: [FoundFlow] = []
    var scannedUpTo = 0
    for keyword in code.occurrences(of: ["let", "var", "func"]) where keyword >= scannedUpTo {
      if let open = flowArray(declaredAt: keyword),
        let found = flow(inArrayAt: open, name: declaredName(at: keyword))
      {
        flows.append(found)
        scannedUpTo = found.arrayTokens.upperBound
      }
    }
    return flows
  }

  private func declaredName(at keyword: Int) -> String {
    code.identifierName(at: keyword + 1) ?? schema.modelType
  }

  // MARK: Declarations

  /// The `[` of the array literal a declaration at `keyword` gives its `[Model]` value, if it is one:
  /// `let/var name: [Model] = [ … ]`, `let/var name = [Model]([ … ])`, `var name: [Model] { [ … ] }` (or
  /// `{ return [ … ] }`)
  /// and `func name(…) -> [Model] { … return [ … ] }`.
  private func flowArray(declaredAt keyword: Int) -> Int? {
    guard code.identifierName(at: keyword + 1) != nil else { return nil }
    let typeStart: Int
    switch code.tokens[keyword].text {
    case "let", "var":
      if code.isOperator("=", at: keyword + 2) { return typedArrayInitializer(at: keyword + 3) }
      guard code.isPunctuation(":", at: keyword + 2) else { return nil }
      typeStart = keyword + 3
    case "func":
      guard let arrow = returnArrow(afterFunctionAt: keyword) else { return nil }
      typeStart = arrow + 1
    default:
      return nil
    }
    guard let typeEnd = modelArrayTypeEnd(at: typeStart) else { return nil }
    if code.isOperator("=", at: typeEnd) { return initialArray(at: typeEnd + 1) }
    if code.isPunctuation("{", at: typeEnd) { return returnedArray(inBodyAt: typeEnd) }
    return nil
  }

  /// The `->` of a function signature, before its body.
  private func returnArrow(afterFunctionAt keyword: Int) -> Int? {
    var index = keyword + 2
    var steps = 0
    while let token = code.token(at: index), steps < 64, !token.isPunctuation("{"), !token.isPunctuation("}") {
      if token.isOperator("->") { return index }
      index = code.skippingGroup(at: index)
      steps += 1
    }
    return nil
  }

  /// After `[Model]`, `Array<Model>` or `[Module.Model]` (optionally `?`/`!`): the index past the type.
  private func modelArrayTypeEnd(at start: Int) -> Int? {
    var end: Int
    if code.isPunctuation("[", at: start), let nameEnd = modelNameEnd(at: start + 1),
      code.isPunctuation("]", at: nameEnd)
    {
      end = nameEnd + 1
    } else if code.isIdentifier("Array", at: start), code.isOperator("<", at: start + 1),
      let nameEnd = modelNameEnd(at: start + 2), code.isOperator(">", at: nameEnd)
    {
      end = nameEnd + 1
    } else {
      return nil
    }
    if let token = code.token(at: end), token.kind == .operator(.postfix), token.text == "?" || token.text == "!" {
      end += 1
    }
    return end
  }

  /// `Model` or `Module.Model`: the index past the name.
  private func modelNameEnd(at start: Int) -> Int? {
    var index = start
    while code.identifierName(at: index) != nil, code.isPunctuation(".", at: index + 1) { index += 2 }
    return code.isIdentifier(schema.modelType, at: index) ? index + 1 : nil
  }

  /// `[ … ]` or `[Model]([ … ])` after `=`.
  private func initialArray(at start: Int) -> Int? {
    guard code.isPunctuation("[", at: start) else { return nil }
    return typedArrayInitializer(at: start) ?? start
  }

  /// `[Model]([ … ])`, which types the array without a declared type.
  private func typedArrayInitializer(at start: Int) -> Int? {
    guard let typeEnd = modelArrayTypeEnd(at: start), code.isPunctuation("(", at: typeEnd),
      code.isPunctuation("[", at: typeEnd + 1)
    else { return nil }
    return typeEnd + 1
  }

  /// A body that is the array literal (`{ [ … ] }`, `{ get { [ … ] } }`) or returns one (`{ …; return [ … ] }`).
  private func returnedArray(inBodyAt open: Int) -> Int? {
    guard let close = code.partner(of: open) else { return nil }
    var start = open + 1
    if code.isIdentifier("get", at: start), code.isPunctuation("{", at: start + 1) { start += 2 }
    if code.isPunctuation("[", at: start) { return start }
    let body = start..<close
    guard let returnKeyword = code.firstTopLevel(in: body, where: { $0.kind == .identifier && $0.text == "return" })
    else { return nil }
    return code.isPunctuation("[", at: returnKeyword + 1) ? returnKeyword + 1 : nil
  }

  // MARK: Pages

  /// The flow of the array literal at `open`. An element that is not a `.init(…)` or `Model(…)` call (a
  /// variable, a function result) has content we cannot read: it is left out of the flow rather than guessed,
  /// and nothing is reported for it. An array with no readable page is no flow at all (`= []` is filled at run
  /// time).
  private func flow(inArrayAt open: Int, name: String) -> FoundFlow? {
    guard let close = code.partner(of: open) else { return nil }
    let elements = code.arguments(inside: open).compactMap { element in page(in: element.value).map { ($0, element) } }
    guard !elements.isEmpty else { return nil }
    let flow = Flow(source: .swift, location: code.location(of: open), name: name, pages: elements.map(\.0))
    return FoundFlow(flow: flow, arrayTokens: open..<(close + 1), pageTokens: elements.map(\.1.value))
  }

  /// A page from `.init(title: …, …)`, `Model(…)` or `Model.init(…)` spanning the whole element.
  private func page(in element: Range<Int>) -> Page? {
    let start = element.lowerBound
    let open: Int
    if code.isPunctuation(".", at: start), code.isIdentifier("init", at: start + 1),
      code.isPunctuation("(", at: start + 2)
    {
      open = start + 2
    } else if code.isIdentifier(schema.modelType, at: start), code.isPunctuation("(", at: start + 1) {
      open = start + 1
    } else if code.isIdentifier(schema.modelType, at: start), code.isPunctuation(".", at: start + 1),
      code.isIdentifier("init", at: start + 2), code.isPunctuation("(", at: start + 3)
    {
      open = start + 3
    } else {
      return nil
    }
    guard code.partner(of: open) == element.upperBound - 1 else { return nil }
    var page = Page(location: code.location(of: start))
    for argument in code.arguments(inside: open) {
      fill(&page, label: argument.label, value: argument.value)
    }
    return page
  }

  /// Sets the field `label` names (the first one wins if a label repeats); other labels (`id:`) are ignored.
  private func fill(_ page: inout Page, label: String?, value: Range<Int>) {
    switch label {
    case schema.titleLabel?: page.title = page.title ?? values.stringField(value)
    case schema.descriptionLabel?: page.description = page.description ?? values.stringField(value)
    case schema.backgroundLabel?:
      page.background = page.background ?? values.assetField(value, assetCalls: assetCalls)
    case schema.iconLabel?: page.icon = page.icon ?? values.assetField(value, assetCalls: assetCalls)
    case schema.tagLabel?: page.tag = page.tag ?? values.integerField(value)
    default: break
    }
  }
}
