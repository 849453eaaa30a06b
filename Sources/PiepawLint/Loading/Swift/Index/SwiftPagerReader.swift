/// Reads the view structure the recognisers ask about: `TabView`s with their children or `ForEach`, `if page ==
/// 0 … else if` chains, what a view body shows, and the evidence that a file pages.
struct SwiftPagerReader {
  let code: SwiftCode
  let expressions: SwiftExpressionReader
  /// The type bodies of the file, to name the type around a token.
  let typeBodies: SwiftTypeBodies

  private var contentReader: SwiftShownContentReader { SwiftShownContentReader(code: code, expressions: expressions) }

  // MARK: TabView

  func pagers() -> [SwiftPager] {
    (code.occurrences(of: ["TabView"]).compactMap(pager(at:))
      + code.occurrences(of: ["ScrollView"]).compactMap(scrollPager(at:))).sorted { $0.location < $1.location }
  }

  /// `ScrollView(.horizontal) { LazyHStack { ForEach(cards) { … } } }.scrollTargetBehavior(.paging)`: a carousel
  /// that pages, one card a page, its selection the `.scrollPosition(id:)` binding. It shows no dots of its own.
  /// A horizontal scroll view that does not snap to its pages (a row of chips) is no pager.
  private func scrollPager(at index: Int) -> SwiftPager? {
    guard code.isPunctuation("(", at: index + 1), let close = code.partner(of: index + 1),
      code.arguments(inside: index + 1).contains(where: { argument in
        argument.value.contains { code.isIdentifier("horizontal", at: $0) }
      }),
      code.isPunctuation("{", at: close + 1), let end = code.partner(of: close + 1)
    else { return nil }
    let modifiers = code.modifierChain(after: end)
    guard
      modifiers.contains(where: { modifier in
        modifier.name == "scrollTargetBehavior"
          && modifier.argumentTokens(code).contains {
            code.isIdentifier("paging", at: $0) || code.isIdentifier("viewAligned", at: $0)
          }
      })
    else { return nil }
    var content = (close + 2)..<end
    while let stack = stackBody(of: content) { content = stack }
    var selection: String?
    if let position = modifiers.first(where: { $0.name == "scrollPosition" }), let open = position.argumentsOpen,
      let argument = code.arguments(inside: open).first(where: { $0.label == "id" }), isBinding(argument.value)
    {
      selection = lastName(argument.value)
    }
    var pager = SwiftPager(
      location: code.location(of: index), selection: selection, isPaged: true, hasTabItems: false, children: [],
      forEach: nil, enclosingType: enclosingType(of: index))
    pager.hidesIndex = true
    pager.isScrollCarousel = true
    readContent(content, into: &pager)
    return pager.forEach == nil && pager.children.count < 2 ? nil : pager
  }

  /// The body of the one statement of `content` when it is a horizontal stack (`LazyHStack(spacing: 0) { … }`).
  private func stackBody(of content: Range<Int>) -> Range<Int>? {
    let statements = expressions.statements(in: content)
    guard statements.count == 1, let statement = statements.first,
      code.isIdentifier("LazyHStack", at: statement.lowerBound) || code.isIdentifier("HStack", at: statement.lowerBound)
    else { return nil }
    var open = statement.lowerBound + 1
    if code.isPunctuation("(", at: open), let close = code.partner(of: open) { open = close + 1 }
    guard code.isPunctuation("{", at: open), let close = code.partner(of: open) else { return nil }
    return (open + 1)..<close
  }

  private func pager(at index: Int) -> SwiftPager? {
    var open = index + 1
    var selection: String?
    // Where the modifiers start: after the trailing closure, or after the `)` of `TabView(selection: $tab,
    // content: { … })`, whose content is an argument.
    var modified: Int?
    if code.isPunctuation("(", at: open), let close = code.partner(of: open) {
      let arguments = code.arguments(inside: open)
      if let argument = arguments.first(where: { $0.label == "selection" }), isBinding(argument.value) {
        selection = lastName(argument.value)
      }
      open = close + 1
      if !code.isPunctuation("{", at: open), let content = arguments.first(where: { $0.label == "content" }),
        code.isPunctuation("{", at: content.value.lowerBound), code.partner(of: content.value.lowerBound) != nil
      {
        open = content.value.lowerBound
        modified = close
      }
    }
    guard code.isPunctuation("{", at: open), let close = code.partner(of: open) else { return nil }
    var content = (open + 1)..<close
    if let helper = helperContent(of: content, enclosingType: enclosingType(of: index)) { content = helper }
    // `TabView { Group { ForEach(steps) { … }; PaywallView() } }`: a `Group` gives the pager its children as they are.
    // `TabView { if showsIntro { A().tag(0); B().tag(1) } }`: an `if` around every child, with no `else`, shows them
    // all or none, so they are the pages.
    while let group = groupBody(of: content) ?? soleIfBody(of: content) { content = group }
    let styled = styledChainEnd(ownEnd: modified ?? close, pager: index)
    var pager = SwiftPager(
      location: code.location(of: index), selection: selection,
      isPaged: styled.map { pageStyle(after: $0) == true } ?? false,
      hasTabItems: false, children: [], forEach: nil, enclosingType: enclosingType(of: index))
    pager.hidesIndex = hidesIndex(after: modified ?? close) || styled.map { hidesIndex(after: $0) } == true
    readContent(content, into: &pager)
    return pager
  }

  /// A pager's content: its first `ForEach` and the children written beside it, in order; a child with `.tabItem`
  /// makes the pager a tab bar.
  private func readContent(_ content: Range<Int>, into pager: inout SwiftPager) {
    for statement in expressions.statements(in: content) {
      if code.isIdentifier("ForEach", at: statement.lowerBound) {
        if pager.forEach == nil {
          pager.forEach = forEach(in: statement)
          pager.childrenBeforeForEach = pager.children.count
        }
        continue
      }
      if contains("tabItem", in: statement) { pager.hasTabItems = true }
      pager.children.append(child(in: statement, followingHeldViews: true))
    }
  }

  /// The body of the one statement of `content` when it is a `Group { … }`.
  private func groupBody(of content: Range<Int>) -> Range<Int>? {
    let statements = expressions.statements(in: content)
    guard statements.count == 1, let statement = statements.first, code.isIdentifier("Group", at: statement.lowerBound),
      code.isPunctuation("{", at: statement.lowerBound + 1), let close = code.partner(of: statement.lowerBound + 1)
    else { return nil }
    return (statement.lowerBound + 2)..<close
  }

  /// The body of the one statement of `content` when it is an `if` with no `else`.
  private func soleIfBody(of content: Range<Int>) -> Range<Int>? {
    let statements = expressions.statements(in: content)
    guard statements.count == 1, let statement = statements.first, code.isIdentifier("if", at: statement.lowerBound),
      let open = code.firstTopLevel(in: statement, where: { $0.isPunctuation("{") }),
      let close = code.partner(of: open), close + 1 == statement.upperBound
    else { return nil }
    return (open + 1)..<close
  }

  /// Whether the modifier chain after a closing brace sets a paging style (`.tabViewStyle(.page(…))`,
  /// `PageTabViewStyle()`): nil where it sets no `tabViewStyle` at all.
  private func pageStyle(after close: Int) -> Bool? {
    guard let style = code.modifierChain(after: close).last(where: { $0.name == "tabViewStyle" }) else { return nil }
    return style.argumentTokens(code).contains {
      code.isIdentifier("page", at: $0) || code.isIdentifier("PageTabViewStyle", at: $0)
    }
  }

  /// Where the chain that sets the pager's `tabViewStyle` starts: the pager's own, or, where it sets none, the
  /// nearest container's around it that does, as SwiftUI's environment hands the style down (`VStack { TabView
  /// { … }; Button … }.tabViewStyle(.page)` pages); nil where none does.
  private func styledChainEnd(ownEnd: Int, pager index: Int) -> Int? {
    if pageStyle(after: ownEnd) != nil { return ownEnd }
    for opener in code.enclosingBlockOpeners(of: index, levels: 6) {
      guard let close = code.partner(of: opener) else { return nil }
      if pageStyle(after: close) != nil { return close }
    }
    return nil
  }

  /// `indexDisplayMode: .never` in the modifier chain after the closing brace at `close`.
  private func hidesIndex(after close: Int) -> Bool {
    code.modifierChain(after: close).contains { modifier in
      modifier.argumentTokens(code).contains {
        code.isIdentifier("indexDisplayMode", at: $0) && code.isIdentifier("never", at: $0 + 3)
      }
    }
  }

  /// Where a call whose argument list closes at `close` ends: after its trailing closure, where it has one
  /// (`StepView(title: "…") { step += 1 }`), so the call is read with its arguments.
  private func callEnd(after close: Int) -> Int {
    guard code.isPunctuation("{", at: close + 1), let closure = code.partner(of: close + 1) else { return close + 1 }
    return closure + 1
  }

  /// The child `statement` builds. With `followingHeldViews`, a view the type holds in a property
  /// (`welcomePage.tag(0)` over `var welcomePage: some View { OnboardingPageView(title: "…") }`) is read as the one
  /// statement of the property's body, with the child's own tag, place and `member`.
  private func child(in statement: Range<Int>, followingHeldViews: Bool) -> SwiftPagerChild {
    let start = statement.lowerBound
    var viewType: String?
    if let name = code.identifierName(at: start), !SwiftUIVocabulary.builtInViews.contains(name),
      name.startsUppercase,
      code.isPunctuation("(", at: start + 1) || code.isPunctuation("{", at: start + 1)
    {
      viewType = name
    }
    let shown = viewType == nil ? contentReader.content(in: statement) : SwiftShownContent()
    var child = SwiftPagerChild(
      location: code.location(of: start), viewType: viewType, tag: tag(in: statement), texts: shown.texts,
      images: shown.images)
    child.isConditional = code.isIdentifier("if", at: start) || code.isIdentifier("switch", at: start)
    child.drawsNothing = code.isIdentifier("EmptyView", at: start)
    if viewType != nil, let close = code.callClose(at: start) {
      child.arguments = expressions.node(start..<callEnd(after: close)).call?.arguments ?? []
    } else {
      child.layout = layout(of: statement)
      child.builtViews = shown.viewTypes
      if let call = lowercaseCall(at: start) {
        child.callee = call.name
        child.arguments = expressions.node(call.range).call?.arguments ?? []
      } else if let member = heldView(at: start) {
        guard followingHeldViews, var held = heldViewChild(member, at: start) else {
          child.member = member
          return child
        }
        held.tag = child.tag
        held.location = child.location
        held.member = member
        return held
      }
    }
    return child
  }

  /// The child a view property's body builds, where the body is one statement (`return` allowed).
  private func heldViewChild(_ member: String, at start: Int) -> SwiftPagerChild? {
    guard let body = helperBody(named: member, in: enclosingType(of: start)) else { return nil }
    let statements = expressions.statements(in: body)
    guard statements.count == 1, var statement = statements.first else { return nil }
    if code.isIdentifier("return", at: statement.lowerBound) {
      statement = (statement.lowerBound + 1)..<statement.upperBound
    }
    guard !statement.isEmpty else { return nil }
    return child(in: statement, followingHeldViews: false)
  }

  /// `slide(…)` or `self.slide(…)` at `start`: a call of a name in lower case (a view function, or a view type
  /// named so), its name and the call's tokens.
  private func lowercaseCall(at start: Int) -> (name: String, range: Range<Int>)? {
    let callee = code.isIdentifier("self", at: start) && code.isPunctuation(".", at: start + 1) ? start + 2 : start
    guard let name = code.identifierName(at: callee), name.startsLowercase,
      code.isPunctuation("(", at: callee + 1), let close = code.callClose(at: callee)
    else { return nil }
    return (name, callee..<(close + 1))
  }

  /// `welcomeScreen` or `self.welcomeScreen` at `start`, before its modifiers (`.tag(0)`) or alone: a view the
  /// type holds in a property (a computed `var welcomeScreen: some View`).
  private func heldView(at start: Int) -> String? {
    let name = code.isIdentifier("self", at: start) && code.isPunctuation(".", at: start + 1) ? start + 2 : start
    guard let text = code.identifierName(at: name), text.startsLowercase, text != "self",
      !code.isPunctuation("(", at: name + 1), !code.isPunctuation("{", at: name + 1)
    else { return nil }
    return text
  }

  /// The argument of `.tag(…)` on the statement's own modifier chain (not inside its content).
  private func tag(in statement: Range<Int>) -> SwiftNode? {
    var index = statement.lowerBound
    while index < statement.upperBound {
      if code.isPunctuation(".", at: index), code.isIdentifier("tag", at: index + 1),
        code.isPunctuation("(", at: index + 2), let argument = code.arguments(inside: index + 2).first
      {
        return expressions.node(argument.value)
      }
      index = code.skippingGroup(at: index)
    }
    return nil
  }

  private func contains(_ name: String, in range: Range<Int>) -> Bool {
    range.contains { code.isIdentifier(name, at: $0) && code.isPunctuation(".", at: $0 - 1) }
  }

  /// The positions a literal slice of the data shows (`pages[0...5]`, `pages[1..<4]`, `pages.prefix(3)`), with
  /// `prefix` taken off `path`; nil for the whole data or a slice written otherwise.
  private func slice(of data: Range<Int>, path: inout [String]) -> Range<Int>? {
    let last = data.upperBound - 1
    if path.last == "prefix", code.isPunctuation(")", at: last), code.isPunctuation("(", at: last - 2),
      code.isIdentifier("prefix", at: last - 3), let count = code.tokens[last - 1].integerValue, count >= 0
    {
      path.removeLast()
      return 0..<count
    }
    guard code.isPunctuation("]", at: last), last - 4 > data.lowerBound, code.isPunctuation("[", at: last - 4),
      let low = code.tokens[last - 3].integerValue, let high = code.tokens[last - 1].integerValue, low >= 0
    else { return nil }
    if code.isOperator("...", at: last - 2), high >= low, high < Int.max { return low..<(high + 1) }
    if code.isOperator("..<", at: last - 2), high >= low { return low..<high }
    return nil
  }

  /// The pages of `zip(pages.indices, pages)` (tokens of `pages`); nil for any other data.
  private func zippedWithIndices(_ data: Range<Int>) -> Range<Int>? {
    guard code.isIdentifier("zip", at: data.lowerBound), code.isPunctuation("(", at: data.lowerBound + 1) else {
      return nil
    }
    let arguments = code.arguments(inside: data.lowerBound + 1)
    guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }) else { return nil }
    let indices = code.dottedNames(in: arguments[0].value)
    let pages = code.dottedNames(in: arguments[1].value)
    return indices == pages + ["indices"] ? arguments[1].value : nil
  }

  private func forEach(in statement: Range<Int>) -> SwiftForEach? {
    let callee = statement.lowerBound
    guard let close = code.callClose(at: callee), let first = code.arguments(inside: callee + 1).first else {
      return nil
    }
    var data = first.value
    var overIndices = false
    // `Array(x.enumerated())` and `x.enumerated()`
    if code.isIdentifier("Array", at: data.lowerBound), code.isPunctuation("(", at: data.lowerBound + 1),
      let inner = code.arguments(inside: data.lowerBound + 1).first
    {
      data = inner.value
    }
    // `zip(x.indices, x)`: the closure gets an index and a page, as of `x.enumerated()`.
    if let zipped = zippedWithIndices(data) {
      data = zipped
      overIndices = true
    }
    var path = code.dottedNames(in: data)
    if let last = path.last, ["enumerated", "indices"].contains(last) {
      path.removeLast()
      overIndices = true
    }
    if let rangeOperator = code.firstTopLevel(in: data, where: { $0.isOperator("..<") || $0.isOperator("...") }) {
      // `0..<pages.count`, `pages.startIndex..<pages.endIndex`
      path = code.dottedNames(in: (rangeOperator + 1)..<data.upperBound)
      if path.last == "count" || path.last == "endIndex" { path.removeLast() }
      overIndices = true
    }
    let slice = slice(of: data, path: &path)
    var forEach = SwiftForEach(data: path, overIndices: overIndices, parameters: [], tag: nil, viewTypes: [])
    forEach.slice = slice
    var open = close + 1
    if !code.isPunctuation("{", at: open),
      let content = code.arguments(inside: callee + 1).first(where: { $0.label == "content" })
    {
      open = content.value.lowerBound
    }
    guard code.isPunctuation("{", at: open), let end = code.partner(of: open) else { return forEach }
    var bodyStart = open + 1
    if let inKeyword = (open + 1..<min(end, open + 12)).first(where: { code.isIdentifier("in", at: $0) }) {
      forEach.parameters = (open + 1..<inKeyword).compactMap { code.identifierName(at: $0) }.filter { $0 != "_" }
      bodyStart = inKeyword + 1
    }
    let body = bodyStart..<end
    if forEach.data.isEmpty, forEach.overIndices, forEach.parameters.count == 1,
      let subscripted = arraySubscripted(by: forEach.parameters[0], in: body)
    {
      forEach.data = [subscripted]
    }
    for statement in expressions.statements(in: body) {
      forEach.tag = forEach.tag ?? tag(in: statement)
      if let name = code.identifierName(at: statement.lowerBound), !SwiftUIVocabulary.builtInViews.contains(name),
        name.startsUppercase
      {
        forEach.viewTypes.append(name)
      }
    }
    if forEach.viewTypes.isEmpty {
      forEach.layout = layout(of: body)
      forEach.nestedViewTypes = contentReader.content(in: body).viewTypes
    }
    return forEach
  }

  /// The name the body subscripts with the closure's index, what a `ForEach(0..<3) { index in … }` over literal
  /// positions shows: the first a `Text` draws (`titles` of `Text(titles[index])`, where parallel arrays keep
  /// their titles), else the first.
  private func arraySubscripted(by parameter: String, in body: Range<Int>) -> String? {
    var first: String?
    for open in body where code.isPunctuation("[", at: open) && code.isIdentifier(parameter, at: open + 1) {
      guard code.isPunctuation("]", at: open + 2), let name = code.identifierName(at: open - 1) else { continue }
      var start = open - 1
      if code.isPunctuation(".", at: start - 1), code.isIdentifier("self", at: start - 2) { start -= 2 }
      guard !code.isPunctuation(".", at: start - 1) else { continue }
      if code.isPunctuation("(", at: start - 1), code.isIdentifier("Text", at: start - 2) { return name }
      first = first ?? name
    }
    return first
  }

  /// `$page`, `self.$page`, `$model.page`; not `.constant(0)`.
  private func isBinding(_ range: Range<Int>) -> Bool {
    range.contains { code.identifierName(at: $0)?.hasPrefix("$") == true }
  }

  private func lastName(_ range: Range<Int>) -> String? {
    guard let name = code.dottedNames(in: range).last, !name.isEmpty else { return nil }
    return name
  }

  // MARK: Branch chains

  /// `if v == 0 { … } else if v == 1 { … } [else { … }]` with at least two tested values.
  /// `if v == 0 { … } else if v == 1 { … } [else { … }]`, sibling statements `if v == 1 { … }` `if v == 2 { … }`,
  /// and `switch v { case 0: … case 1: … }`, each with at least two tested values. A value may be one of the
  /// file's named integer `constants` (`case Constants.firstPage:`), by its last name.
  func branchChains(constants: [String: Int] = [:]) -> [SwiftBranchChain] {
    let reader = BranchValueReader(code: code, constants: constants)
    var chains: [SwiftBranchChain] = []
    var claimed = -1
    for index in code.occurrences(of: ["if", "switch"]) where index > claimed {
      guard !code.isIdentifier("else", at: index - 1), !isInsideAControl(index),
        let chain =
          code.isIdentifier("if", at: index)
          ? ifChain(at: index, values: reader) : switchChain(at: index, values: reader)
      else { continue }
      chains.append(chain.chain)
      claimed = chain.end
    }
    return chains
  }

  /// Whether the token at `index` is in a control's closure, three blocks out at most: `Button { … } label: {
  /// switch page { … } }`, `Button(action: next) { … }`, `Button { … }`. What a control shows is its label, and
  /// what it runs is an action: neither is pages. So is a presentation's (`.navigationDestination(for: Route.self)
  /// { route in switch route { … } }`, `.sheet(item:)`): it picks the screen pushed or presented, not a page.
  func isInsideAControl(_ index: Int) -> Bool {
    code.enclosingBlockOpeners(of: index, levels: 3).contains { open in
      if code.isPunctuation(":", at: open - 1), code.isPunctuation("}", at: open - 3) { return true }
      return opensAControl(open) || opensAPresentation(open)
    } || isInAPresentedProperty(index)
  }

  /// `Button(…) {`, `Toggle {`: the block at `open` is a control's closure.
  private func opensAControl(_ open: Int) -> Bool {
    calleeIndex(of: open).flatMap(code.identifierName(at:)).map(SwiftUIVocabulary.isControl) ?? false
  }

  /// `.sheet(isPresented: $shown) {`: the block at `open` builds a screen presented over the view.
  private func opensAPresentation(_ open: Int) -> Bool {
    guard let callee = calleeIndex(of: open), let name = code.identifierName(at: callee) else { return false }
    return code.isPunctuation(".", at: callee - 1) && Self.presentations.contains(name)
  }

  /// Where the name called with the block at `open` as its closure is (`Button` of `Button(action: next) {`).
  private func calleeIndex(of open: Int) -> Int? {
    var callee = open - 1
    if code.isPunctuation(")", at: callee), let paren = code.opener(of: callee) { callee = paren - 1 }
    return code.identifierName(at: callee) == nil ? nil : callee
  }

  /// Whether the token at `index` is in a view property (`var detailSheet: some View { … }`) that the file uses only
  /// in presentations' closures (`.sheet(isPresented: $shown) { detailSheet }`): it builds the presented screen.
  private func isInAPresentedProperty(_ index: Int) -> Bool {
    guard
      let open = code.enclosingBlockOpeners(of: index, levels: 8).first(where: { open in
        code.isIdentifier("View", at: open - 1) && code.isIdentifier("some", at: open - 2)
          && code.isPunctuation(":", at: open - 3) && code.isIdentifier("var", at: open - 5)
      }), let name = code.identifierName(at: open - 4)
    else { return false }
    let uses = code.occurrences(of: [name]).filter { $0 != open - 4 && !code.isPunctuation(".", at: $0 + 1) }
    return !uses.isEmpty
      && uses.allSatisfy { use in code.enclosingBlockOpeners(of: use, levels: 2).contains(where: opensAPresentation) }
  }

  /// Modifiers whose closure builds a screen pushed or presented over the view.
  private static let presentations: Set<String> = [
    "navigationDestination", "sheet", "fullScreenCover", "popover",
  ]

  /// `if v == N {` or `if self.v == N {` at `index` (N a literal or a named constant): the variable's last name,
  /// the value, where it is and the `{`.
  private func test(at index: Int, values: BranchValueReader) -> (
    variable: String, value: Int, literal: Int, open: Int
  )? {
    var end = index + 1
    guard code.identifierName(at: end) != nil else { return nil }
    while code.isPunctuation(".", at: end + 1), code.identifierName(at: end + 2) != nil { end += 2 }
    guard let name = code.identifierName(at: end), code.isOperator("==", at: end + 1),
      let value = values.value(at: end + 2), code.isPunctuation("{", at: value.end)
    else { return nil }
    return (name, value.value, value.last, value.end)
  }

  private func ifChain(at start: Int, values: BranchValueReader) -> (chain: SwiftBranchChain, end: Int)? {
    var branches: [SwiftBranch] = []
    var variable: String?
    var index = start
    var joinedByElse = false
    var handOff: SourceLocation?
    while code.isIdentifier("if", at: index) {
      guard let test = test(at: index, values: values), variable == nil || variable == test.variable,
        let close = code.partner(of: test.open)
      else { break }
      variable = test.variable
      var tested = branch(body: (test.open + 1)..<close, value: test.value, at: index + 1)
      tested.valueLocation = code.location(of: test.literal)
      branches.append(tested)
      index = close + 1
      // A sibling statement testing the same variable goes on the chain (pages shown by separate `if`s), but not
      // after an `else if` chain: `if page == 4 { HomeView() }` after the pages' chain is where the flow hands over.
      if code.isIdentifier("if", at: index) {
        guard joinedByElse else { continue }
        if let next = self.test(at: index, values: values), next.variable == variable {
          handOff = code.location(of: next.literal)
        }
        break
      }
      guard code.isIdentifier("else", at: index) else { break }
      joinedByElse = true
      if code.isPunctuation("{", at: index + 1), let end = code.partner(of: index + 1) {
        var fallback = branch(body: (index + 2)..<end, value: nil, at: index)
        fallback.isFallback = true
        branches.append(fallback)
        index = end + 1
        break
      }
      index += 1
    }
    var found = chain(variable: variable, branches: branches, start: start, end: index)
    found?.chain.handOff = handOff
    return found
  }

  /// `switch v { case 0: … case 1: … default: … }`.
  /// For each name a `switch` reads (`switch page {`), the most integer literals its arms test, every value of
  /// a list counted (`case 1, 2, 3:`).
  func switchedValueCounts() -> [String: Int] {
    var counts: [String: Int] = [:]
    for start in code.occurrences(of: ["switch"]) {
      guard let variable = code.identifierName(at: start + 1), code.isPunctuation("{", at: start + 2),
        let close = code.partner(of: start + 2)
      else { continue }
      var values: Set<Int> = []
      var index = start + 3
      while index < close {
        if code.isIdentifier("case", at: index) {
          var item = index + 1
          while item < close, !code.isPunctuation(":", at: item) {
            if case .integerLiteral(let value?) = code.tokens[item].kind { values.insert(value) }
            item += 1
          }
          index = item
        }
        index = code.skippingGroup(at: index)
      }
      counts[variable] = max(counts[variable] ?? 0, values.count)
    }
    return counts
  }

  private func switchChain(at start: Int, values: BranchValueReader) -> (chain: SwiftBranchChain, end: Int)? {
    var open = start + 1
    guard code.identifierName(at: open) != nil else { return nil }
    while code.isPunctuation(".", at: open + 1), code.identifierName(at: open + 2) != nil { open += 2 }
    let variable = code.identifierName(at: open)
    let root = subjectRoot(of: start, subject: open)
    open += 1
    guard code.isPunctuation("{", at: open), let close = code.partner(of: open) else { return nil }
    var arms: [(value: Int?, literal: Int?, keyword: Int, colon: Int)] = []
    var index = open + 1
    while index < close {
      if code.isIdentifier("case", at: index) || code.isIdentifier("default", at: index) {
        var value = code.isIdentifier("case", at: index) ? values.value(at: index + 1) : nil
        // `case ...0:` as the first arm: every value up to the first page's is that page.
        if value == nil, arms.isEmpty, code.isIdentifier("case", at: index), code.isOperator("...", at: index + 1) {
          value = values.value(at: index + 2)
        }
        let colon = value?.end ?? index + 1
        guard code.isPunctuation(":", at: colon) else { return nil }  // `case 0, 1:`, `case let x:`: no pages
        arms.append((value?.value, value?.last, index, colon))
      }
      index = code.skippingGroup(at: index)
    }
    var branches: [SwiftBranch] = []
    for (position, arm) in arms.enumerated() {
      let end = position + 1 < arms.count ? arms[position + 1].keyword : close
      var branch = branch(body: (arm.colon + 1)..<end, value: arm.value, at: arm.colon)
      branch.valueLocation = arm.literal.map(code.location(of:))
      branch.isFallback = code.isIdentifier("default", at: arm.keyword)
      branches.append(branch)
    }
    var found = chain(variable: variable, branches: branches, start: start, end: close + 1)
    found?.chain.subjectRoot = root
    return found
  }

  /// The first name of a `switch`'s dotted subject (`page` of `switch page.id`) that ends at `subject`; nil for a
  /// single name or a path from `self`.
  func subjectRoot(of start: Int, subject: Int) -> String? {
    guard subject > start + 1, !code.isIdentifier("self", at: start + 1) else { return nil }
    return code.identifierName(at: start + 1)
  }

  private func chain(variable: String?, branches: [SwiftBranch], start: Int, end: Int) -> (
    chain: SwiftBranchChain, end: Int
  )? {
    guard let variable else { return nil }
    var branches = branches
    if let forEach = forEach(providing: variable, around: start) {
      // Over data of unknown length (`ForEach(0...names.count) { n in switch n { … } }`), the chain picks how each
      // element looks: the elements are the pages, not its branches.
      guard let reached = code.arguments(inside: forEach + 1).first.flatMap({ literalIndices($0.value) }) else {
        return nil
      }
      branches = Self.branches(branches, reachedBy: reached)
    }
    guard Set(branches.compactMap(\.value)).count >= 2 else { return nil }
    let chain = SwiftBranchChain(
      location: code.location(of: start), variable: variable, branches: branches,
      enclosingType: enclosingType(of: start))
    return (chain, end)
  }

  /// The branches a chain over the indices `reached` shows: a tested value the range reaches, and the final `else`
  /// only when some index reaches it (`ForEach(0..<3)` over `0`, `1`, `2` and an `else` never shows the `else`).
  static func branches(_ branches: [SwiftBranch], reachedBy reached: ClosedRange<Int>) -> [SwiftBranch] {
    let tested = Set(branches.compactMap(\.value))
    let elseReached = reached.contains { !tested.contains($0) }
    return branches.filter { branch in branch.value.map(reached.contains) ?? elseReached }
  }

  /// The `ForEach` (its callee's index) whose closure hands the chain at `start` its `variable` (`ForEach(0..<3) {
  /// index in … }`); nil when the chain is in no such closure.
  private func forEach(providing variable: String, around start: Int) -> Int? {
    for callee in code.occurrences(of: ["ForEach"]).reversed() where callee < start {
      guard let close = code.callClose(at: callee), code.isPunctuation("{", at: close + 1),
        let end = code.partner(of: close + 1), end > start
      else { continue }
      let head = (close + 2)..<min(start, close + 8)
      guard let inKeyword = head.first(where: { code.isIdentifier("in", at: $0) }),
        ((close + 2)..<inKeyword).contains(where: { code.isIdentifier(variable, at: $0) })
      else { continue }
      return callee
    }
    return nil
  }

  /// `0..<3`, `0...2` or either in parentheses: the indices it holds; nil for any other value or an empty range.
  private func literalIndices(_ value: Range<Int>) -> ClosedRange<Int>? {
    var value = value
    while code.isPunctuation("(", at: value.lowerBound), code.partner(of: value.lowerBound) == value.upperBound - 1 {
      value = (value.lowerBound + 1)..<(value.upperBound - 1)
    }
    guard value.count == 3, let lower = code.tokens[value.lowerBound].integerValue,
      let upper = code.tokens[value.lowerBound + 2].integerValue
    else { return nil }
    let last = code.isOperator("...", at: value.lowerBound + 1) ? upper : upper - 1
    guard code.isOperator("..<", at: value.lowerBound + 1) || code.isOperator("...", at: value.lowerBound + 1),
      lower <= last
    else { return nil }
    return lower...last
  }

  func branch(body: Range<Int>, value: Int?, at index: Int) -> SwiftBranch {
    let shown = contentReader.content(in: body)
    let viewType = code.identifierName(at: body.lowerBound).flatMap { name in
      shown.viewTypes.first == name ? name : nil
    }
    var branch = SwiftBranch(
      location: code.location(of: body.lowerBound < code.tokens.count ? body.lowerBound : index), value: value,
      viewType: viewType, texts: shown.texts, images: shown.images)
    if code.isPunctuation("(", at: body.lowerBound + 1) || code.isPunctuation("{", at: body.lowerBound + 1) {
      branch.builds = code.identifierName(at: body.lowerBound)
    }
    if viewType != nil, let close = code.callClose(at: body.lowerBound) {
      branch.arguments = expressions.node(body.lowerBound..<callEnd(after: close)).call?.arguments ?? []
    } else if viewType == nil {
      branch.layout = layout(of: body)
    }
    return branch
  }

  /// How the views of `range` (an inline page) draw their texts.
  private func layout(of range: Range<Int>) -> SwiftViewLayout? {
    guard !range.isEmpty, range.lowerBound < code.tokens.count else { return nil }
    return SwiftViewLayoutReader(code: code, expressions: expressions).layout(
      of: range, at: code.location(of: range.lowerBound))
  }

  // MARK: Evidence

  func pagingEvidence(pagers: [SwiftPager]) -> SwiftPagingEvidence {
    var evidence: SwiftPagingEvidence = []
    if pagers.contains(where: { $0.isPaged && !$0.isScrollCarousel }) { evidence.insert(.pagedTabView) }
    if !code.occurrences(of: ["UIPageViewController"]).isEmpty { evidence.insert(.pageViewController) }
    if !code.occurrences(of: ["UIPageControl", "numberOfPages"]).isEmpty { evidence.insert(.pageControl) }
    if code.occurrences(of: ["isPagingEnabled"]).contains(where: { code.isOperator("=", at: $0 + 1) }) {
      evidence.insert(.pagingScrollView)
    }
    return evidence
  }

  /// The innermost type whose body holds `index`.
  func enclosingType(of index: Int) -> String? {
    typeBodies.innermost(containing: index)
  }
}

/// The value a branch tests: an integer literal (`0`), or a named integer constant of the file by its last name
/// (`Constants.firstPage`, `firstPage`).
struct BranchValueReader {
  let code: SwiftCode
  let constants: [String: Int]

  /// The value starting at `index`, the index of its last token, and the index after it.
  func value(at index: Int) -> (value: Int, last: Int, end: Int)? {
    if let literal = code.token(at: index)?.integerValue { return (literal, index, index + 1) }
    guard code.identifierName(at: index) != nil else { return nil }
    var last = index
    while code.isPunctuation(".", at: last + 1), code.identifierName(at: last + 2) != nil { last += 2 }
    guard let name = code.identifierName(at: last), let value = constants[name] else { return nil }
    return (value, last, last + 1)
  }
}
