/// A SwiftUI view as its code builds it: what it is (`Text`, `VStack`, a property of the view), the call that
/// builds it, its modifiers in order, its content and the views inside its modifiers (`.overlay { … }`).
/// Transient: built from the tokens while they exist and summed up into a `SwiftViewLayout`.
struct SwiftViewNode {
  /// `Text`, `VStack`, `Color`; `if` for a condition's branches and a followed property (their content is the
  /// node's children, drawn as a `Group` draws them).
  var name: String
  /// The statement's tokens.
  var range: Range<Int>
  /// The segment that builds the view (`VStack(alignment: .leading)`), with its call arguments.
  var base: SwiftChain.Segment
  /// `Color.black`: the member after `Color`.
  var member: String?
  var modifiers: [SwiftChain.Segment] = []
  var children: [SwiftViewNode] = []
  /// The views in `.overlay { … }`, `.background(…)`, by the modifier's position in `modifiers`.
  var modifierContents: [Int: [SwiftViewNode]] = [:]
  /// Of `if !page.subtitle.isEmpty { … }` (no `else`): `["page", "subtitle"]`, a text its content shows only when
  /// it is not empty.
  var nonEmptyGuard: [String]?

  var isTransparent: Bool { name == "if" }

  /// The node without its modifier at `position` (and that modifier's content).
  mutating func removeModifier(at position: Int) {
    modifiers.remove(at: position)
    var contents: [Int: [SwiftViewNode]] = [:]
    for (key, content) in modifierContents where key != position { contents[key > position ? key - 1 : key] = content }
    modifierContents = contents
  }
}

/// Reads a view builder body into `SwiftViewNode`s, following the view's own properties (`buttons` of `var
/// buttons: some View { … }`), within a budget of nodes and a depth so hostile input stays cheap.
struct SwiftViewTreeReader {
  let code: SwiftCode
  let expressions: SwiftExpressionReader
  /// The bodies of the view's computed properties, by name.
  var propertyBodies: [String: Range<Int>] = [:]

  static let maximumDepth = 24
  static let maximumNodes = 600

  /// Views whose trailing closure is their content.
  static let containers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "GeometryReader", "ForEach",
    "NavigationStack", "NavigationView", "ViewThatFits", "Section", "List", "Form",
  ]
  /// Modifiers whose argument or closure is a view drawn with the modified one.
  static let contentModifiers: Set<String> = ["overlay", "background", "safeAreaInset"]

  /// The views of a builder body.
  func nodes(in body: Range<Int>) -> [SwiftViewNode] {
    var budget = Self.maximumNodes
    return nodes(in: body, depth: 0, budget: &budget, following: [])
  }

  private func nodes(in body: Range<Int>, depth: Int, budget: inout Int, following: Set<String>) -> [SwiftViewNode] {
    guard depth < Self.maximumDepth else { return [] }
    var result: [SwiftViewNode] = []
    for statement in expressions.statements(in: skippingParameters(body)) where budget > 0 {
      if let node = node(statement, depth: depth, budget: &budget, following: following) { result.append(node) }
    }
    return result
  }

  /// A closure's body after `item in` / `geometry in`.
  private func skippingParameters(_ body: Range<Int>) -> Range<Int> {
    let window = body.lowerBound..<min(body.upperBound, body.lowerBound + 12)
    guard let keyword = window.first(where: { code.isIdentifier("in", at: $0) }),
      (body.lowerBound..<keyword).allSatisfy({ position in
        code.identifierName(at: position) != nil || code.isPunctuation(",", at: position)
          || code.isPunctuation("(", at: position) || code.isPunctuation(")", at: position)
      })
    else { return body }
    return (keyword + 1)..<body.upperBound
  }

  private func node(_ statement: Range<Int>, depth: Int, budget: inout Int, following: Set<String>)
    -> SwiftViewNode?
  {
    budget -= 1
    // `return VStack { … }` of a function that binds names before the view it builds.
    if code.isIdentifier("return", at: statement.lowerBound), statement.count > 1 {
      return node(
        (statement.lowerBound + 1)..<statement.upperBound, depth: depth, budget: &budget, following: following)
    }
    let start = statement.lowerBound
    if let keyword = code.identifierName(at: start), ["if", "else", "switch", "case", "default"].contains(keyword) {
      return branches(statement, depth: depth, budget: &budget, following: following)
    }
    guard let chain = SwiftChain(statement, in: code), !chain.isImplicit, let first = chain.segments.first,
      !["let", "var", "return"].contains(first.name)
    else { return nil }
    var segments = chain.segments[...]
    if first.name == "self", segments.count > 1 { segments = segments.dropFirst() }
    let base = segments.removeFirst()
    var node = SwiftViewNode(name: base.name, range: statement, base: base)
    if base.name == "Color", !base.isCalled, let member = segments.first, !member.isCalled {
      node.member = member.name
      segments = segments.dropFirst()
    }
    node.modifiers = Array(segments)
    if !base.isCalled, let body = propertyBodies[base.name], !following.contains(base.name) {
      node.name = "if"
      node.children = nodes(in: body, depth: depth + 1, budget: &budget, following: following.union([base.name]))
    } else if Self.containers.contains(base.name), let content = base.closures.first {
      node.children = nodes(in: content.body, depth: depth + 1, budget: &budget, following: following)
    } else if let content = appContainerContent(base) {
      // An app's own container (`GlassCard { VStack { … } }`) draws its content where it stands, as a `Group`
      // does; what it adds around it (padding, a material) is not read.
      node.name = "if"
      node.children = nodes(in: content, depth: depth + 1, budget: &budget, following: following)
    }
    for (position, modifier) in node.modifiers.enumerated() where Self.contentModifiers.contains(modifier.name) {
      var content: [SwiftViewNode] = []
      if let closure = modifier.closures.first {
        content = nodes(in: closure.body, depth: depth + 1, budget: &budget, following: following)
      } else if let argument = modifier.open.flatMap({ code.arguments(inside: $0).first }), argument.label == nil,
        let inner = self.node(argument.value, depth: depth + 1, budget: &budget, following: following)
      {
        content = [inner]
      }
      if !content.isEmpty { node.modifierContents[position] = content }
    }
    return node
  }

  /// The content of a view that is not SwiftUI's, built with one unlabelled trailing closure that takes no
  /// parameters (`CardBox { … }`, `CardBox(tint: .blue) { … }`): an app's container. A closure with parameters
  /// builds rows (`Carousel(items) { item in … }`), and a button of the app's (`PrimaryButton { Text("Next") }`)
  /// shows a label, never the page's texts.
  private func appContainerContent(_ base: SwiftChain.Segment) -> Range<Int>? {
    guard base.name.startsUppercase, !SwiftUIVocabulary.builtInViews.contains(base.name),
      !Self.controlWords.contains(where: base.name.hasSuffix), base.closures.count == 1,
      let closure = base.closures.first, closure.label == nil, skippingParameters(closure.body) == closure.body
    else { return nil }
    return closure.body
  }

  /// The last words of the names of an app's controls, whose closures are actions or labels.
  private static let controlWords = ["Button", "Link", "Toggle", "Menu", "Picker", "Field", "Label", "Sheet", "Alert"]

  /// `if … { A } else { B }`, `switch … { case …: A }`: the views of every branch, as one transparent node.
  private func branches(_ statement: Range<Int>, depth: Int, budget: inout Int, following: Set<String>)
    -> SwiftViewNode?
  {
    var node = SwiftViewNode(
      name: "if", range: statement, base: SwiftChain.Segment(name: "if", at: statement.lowerBound))
    if code.isIdentifier("case", at: statement.lowerBound) || code.isIdentifier("default", at: statement.lowerBound) {
      guard let colon = code.firstTopLevel(in: statement, where: { $0.isPunctuation(":") }) else { return nil }
      node.children = nodes(
        in: (colon + 1)..<statement.upperBound, depth: depth + 1, budget: &budget, following: following)
      return node
    }
    node.nonEmptyGuard = nonEmptyGuard(of: statement)
    let emptyTest = emptyTest(of: statement)
    var index = statement.lowerBound
    while index < statement.upperBound {
      if code.isPunctuation("{", at: index), let close = code.partner(of: index), close < statement.upperBound {
        var children = nodes(in: (index + 1)..<close, depth: depth + 1, budget: &budget, following: following)
        // The `else` of an emptiness test runs only when the names are not empty.
        if let emptyTest, index == emptyTest.elseOpen {
          var guarded = SwiftViewNode(
            name: "if", range: index..<(close + 1), base: SwiftChain.Segment(name: "if", at: index))
          guarded.nonEmptyGuard = emptyTest.names
          guarded.children = children
          children = [guarded]
        }
        node.children += children
        index = close + 1
      } else {
        index = code.skippingGroup(at: index)
      }
    }
    return node
  }

  /// `if x.y.isEmpty { … } else { … }` and `if x.y == "" { … } else { … }`: `["x", "y"]` and the `else` block's
  /// opening brace (not an `else if`).
  private func emptyTest(of statement: Range<Int>) -> (names: [String], elseOpen: Int)? {
    let start = statement.lowerBound
    guard code.isIdentifier("if", at: start),
      let open = code.firstTopLevel(in: (start + 1)..<statement.upperBound, where: { $0.isPunctuation("{") }),
      let close = code.partner(of: open), code.isIdentifier("else", at: close + 1),
      code.isPunctuation("{", at: close + 2)
    else { return nil }
    var tested = (start + 1)..<open
    var names: [String]
    if open - 2 > start, code.isOperator("==", at: open - 2), let literal = code.token(at: open - 1),
      literal.stringLiteral.map({ $0.segments.allSatisfy { segment in segment == .text("") } }) == true
    {
      tested = (start + 1)..<(open - 2)
      guard let chain = SwiftChain(tested, in: code), !chain.isImplicit, chain.segments.allSatisfy({ !$0.isCalled })
      else { return nil }
      names = chain.names
    } else {
      guard let chain = SwiftChain(tested, in: code), !chain.isImplicit, chain.segments.allSatisfy({ !$0.isCalled })
      else { return nil }
      names = chain.names
      guard names.count > 1, names.removeLast() == "isEmpty" else { return nil }
    }
    if names.first == "self" { names.removeFirst() }
    return names.isEmpty ? nil : (names, close + 2)
  }

  /// `if !x.y.isEmpty { … }` without an `else`: `["x", "y"]`.
  private func nonEmptyGuard(of statement: Range<Int>) -> [String]? {
    let start = statement.lowerBound
    guard code.isIdentifier("if", at: start), code.isOperator("!", at: start + 1),
      let open = code.firstTopLevel(in: (start + 2)..<statement.upperBound, where: { $0.isPunctuation("{") }),
      let close = code.partner(of: open), !code.isIdentifier("else", at: close + 1),
      let chain = SwiftChain((start + 2)..<open, in: code), !chain.isImplicit,
      chain.segments.allSatisfy({ !$0.isCalled })
    else { return nil }
    var names = chain.names
    guard names.count > 1, names.removeLast() == "isEmpty" else { return nil }
    if names.first == "self" { names.removeFirst() }
    return names
  }
}
