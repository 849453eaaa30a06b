/// Reads the images a view draws through a name it is given: `Image(img)` inside `struct CardView: View { var img
/// = "" }` or `func cardView(img: String) -> some View`, and the string literals the code passes to those
/// (`CardView(img: "firstCard")`, `cardView(img: "firstCard")`). Paired across the project
/// (`ImagesPassedByName`), each literal is a lookup of that image drawn the way the `Image` draws it.
struct SwiftImageArgumentReader {
  let code: SwiftCode
  let typeBodies: SwiftTypeBodies
  let types: [SwiftTypeDeclaration]

  /// The function bodies of the file with their names and parameters, in the order they start.
  private struct FunctionBody {
    var name: String
    var body: Range<Int>
    var parameters: [(label: String?, name: String, type: String?)]
  }

  /// Each `Image(name)` whose name is a parameter of the function around it or a stored string property of the
  /// view around it, with how it draws it; and every parameter of a function that no `Image` here draws, so a
  /// name declared both ways is left alone.
  func parameters() -> (drawn: [SwiftImageParameter], undrawn: Set<SwiftCallKey>) {
    let functions = functionBodies()
    let drawings = SwiftImageDrawingReader(code: code)
    var drawn: [SwiftImageParameter] = []
    for callee in code.occurrences(of: ["Image"]) {
      guard let name = drawnName(ofImageAt: callee), let style = drawings.drawing(ofImageAt: callee),
        let key = owner(of: name, at: callee, functions: functions)
      else { continue }
      drawn.append(SwiftImageParameter(key: key, style: style))
    }
    // `func section(icon: Image) -> some View { icon.resizable().frame(width: 30) }`: the `Image` a call hands in is
    // drawn so.
    for function in functions {
      for parameter in function.parameters where parameter.type == "Image" {
        for index in function.body where code.isIdentifier(parameter.name, at: index) {
          guard let style = drawings.drawing(ofImageValueAt: index) else { continue }
          drawn.append(
            SwiftImageParameter(key: SwiftCallKey(callee: function.name, label: parameter.label), style: style))
        }
      }
    }
    let drawnKeys = Set(drawn.map(\.key))
    var undrawn: Set<SwiftCallKey> = []
    for function in functions {
      for parameter in function.parameters {
        let key = SwiftCallKey(callee: function.name, label: parameter.label)
        if !drawnKeys.contains(key) { undrawn.insert(key) }
      }
    }
    return (drawn, undrawn)
  }

  /// Each plain, non-empty string literal that is a whole argument of a call by name (`cardView(img: "x")`,
  /// `CardView("x")`, `.cardView(img: "x")`), and each `Image("x")` or `Image(.x)` that is one (`section(icon:
  /// Image(.bottom))`, by where its name starts), outside `previews`.
  func literalArguments(outside previews: [ClosedRange<SourceLocation>]) -> [SwiftLiteralArgument] {
    var found: [SwiftLiteralArgument] = []
    for index in code.occurrences(of: ["Image"]) {
      guard let close = code.callClose(at: index), let argument = imageArgument(at: index, close: close),
        let callee = callee(ofArgumentAt: close)
      else { continue }
      let location = code.location(of: index + 2)
      guard !previews.contains(where: { $0.contains(location) }) else { continue }
      var literal = SwiftLiteralArgument(
        key: SwiftCallKey(callee: callee, label: argument), name: "", location: location)
      literal.isImageValue = true
      found.append(literal)
    }
    // Asked of every token: the category and the next token first, the literal's value (a copy) last.
    for index in code.indices where code.isStringLiteral(at: index) {
      guard code.isPunctuation(",", at: index + 1) || code.isPunctuation(")", at: index + 1),
        let literal = code.tokens[index].stringLiteral, let value = literal.value, !value.isEmpty
      else { continue }
      var label: String?
      var before = index - 1
      if code.isPunctuation(":", at: before), let name = code.identifierName(at: before - 1) {
        label = name
        before -= 2
      }
      guard code.isPunctuation("(", at: before) || code.isPunctuation(",", at: before),
        let callee = callee(ofArgumentAt: index)
      else { continue }
      if label == nil { label = position(ofArgumentAt: index).map(SwiftCallKey.unlabelled) }
      let location = code.location(of: index)
      guard !previews.contains(where: { $0.contains(location) }) else { continue }
      found.append(
        SwiftLiteralArgument(key: SwiftCallKey(callee: callee, label: label), name: value, location: location))
    }
    return found
  }

  /// The label of the argument `Image(…)` at `index` (closing at `close`) is, where the call is that whole argument
  /// (`icon: Image(.bottom)`, `Image("x")` unlabelled); nil where it is anything else.
  private func imageArgument(at index: Int, close: Int) -> String?? {
    guard code.isPunctuation(",", at: close + 1) || code.isPunctuation(")", at: close + 1) else { return nil }
    if code.isPunctuation(":", at: index - 1), let label = code.identifierName(at: index - 2),
      code.isPunctuation("(", at: index - 3) || code.isPunctuation(",", at: index - 3)
    {
      return .some(label)
    }
    guard code.isPunctuation("(", at: index - 1) || code.isPunctuation(",", at: index - 1) else { return nil }
    return .some(position(ofArgumentAt: index).map(SwiftCallKey.unlabelled))
  }

  /// Which argument of its call (0 for the first) the one starting at `index` is.
  private func position(ofArgumentAt index: Int) -> Int? {
    guard let open = code.openerOfArgumentList(after: index + 1), code.isPunctuation("(", at: open) else { return nil }
    return code.arguments(inside: open).firstIndex { $0.value.lowerBound == index }
  }

  /// `img` of `Image(img)`, `Image(self.img)` or `Image(decorative: img)` with no other argument.
  private func drawnName(ofImageAt callee: Int) -> String? {
    guard code.isPunctuation("(", at: callee + 1), !code.isPunctuation(".", at: callee - 1) else { return nil }
    let arguments = code.arguments(inside: callee + 1)
    guard arguments.count == 1, let argument = arguments.first, argument.label == nil || argument.label == "decorative"
    else { return nil }
    var start = argument.value.lowerBound
    if code.isIdentifier("self", at: start), code.isPunctuation(".", at: start + 1) { start += 2 }
    guard start + 1 == argument.value.upperBound else { return nil }
    return code.identifierName(at: start)
  }

  /// The call a name drawn at `index` comes from: the parameter of the innermost function around it that has
  /// the name, else the stored property of the view type around it that the memberwise (or a matching) `init`
  /// sets. Nil where a closure or a local rebinds the name first, or the name is drawn as an SF Symbol too.
  private func owner(of name: String, at index: Int, functions: [FunctionBody]) -> SwiftCallKey? {
    if let function = functions.last(where: { $0.body.contains(index) }),
      let parameter = function.parameters.first(where: { $0.name == name })
    {
      guard !isRebound(name, in: function.body.lowerBound..<index), !isSymbolName(name, in: function.body) else {
        return nil
      }
      return SwiftCallKey(callee: function.name, label: parameter.label)
    }
    guard let typeName = typeBodies.innermost(containing: index),
      let type = types.first(where: { $0.name == typeName && $0.kind == .struct && $0.isView }),
      let property = type.property(named: name), property.isStored, !property.isLet || property.value == nil,
      property.attributes.isEmpty, property.typeName.map(Self.nameTypes.contains) ?? true,
      let body = typeBodies.body(containing: index), let member = memberOpener(around: index, inTypeBody: body),
      !isRebound(name, in: member..<index), !isSymbolName(name, in: body)
    else { return nil }
    if type.initializers.isEmpty { return SwiftCallKey(callee: type.name, label: name) }
    let setting = type.initializers.compactMap { parameters in
      parameters.firstIndex { $0.name == name }.map { (parameters[$0], $0) }
    }
    guard let (parameter, position) = setting.first else { return nil }
    return SwiftCallKey(callee: type.name, label: parameter.label ?? SwiftCallKey.unlabelled(position))
  }

  /// The `{` of the member (`var body: some View {`, a method) of the type whose body is `typeBody` that holds
  /// `index`: where a rebinding of a property's name would start. The property's own declaration is outside it.
  private func memberOpener(around index: Int, inTypeBody typeBody: Range<Int>) -> Int? {
    code.enclosingBlockOpeners(of: index, levels: SwiftDeclarationReader.maximumNesting).last {
      $0 > typeBody.lowerBound
    }
  }

  /// The types a property that holds an image's name is declared with.
  private static let nameTypes: Set<String> = ["String", "LocalizedStringKey", "String?"]

  /// `{ img in`, `let img =`, `if let img`, `case let .x(img)`: the name stands for another value after it.
  private func isRebound(_ name: String, in range: Range<Int>) -> Bool {
    for index in range where code.isIdentifier(name, at: index) {
      if code.isIdentifier("in", at: index + 1) || code.isIdentifier("let", at: index - 1)
        || code.isIdentifier("var", at: index - 1)
        || code.isPunctuation("(", at: index - 1)
          && code.isIdentifier("let", at: index - 2)
      {
        return true
      }
    }
    return false
  }

  /// `Image(systemName: img)` or `Label(…, systemImage: img)` in the same body: the name may be an SF Symbol's.
  private func isSymbolName(_ name: String, in body: Range<Int>) -> Bool {
    body.contains { index in
      code.isIdentifier(name, at: index) && code.isPunctuation(":", at: index - 1)
        && (code.isIdentifier("systemName", at: index - 2) || code.isIdentifier("systemImage", at: index - 2))
    }
  }

  /// Every `func name(…) … { … }` of the file, with its parameters' labels and names.
  private func functionBodies() -> [FunctionBody] {
    code.occurrences(of: ["func"]).compactMap { keyword in
      guard let name = code.identifierName(at: keyword + 1), code.isPunctuation("(", at: keyword + 2),
        let close = code.partner(of: keyword + 2), let open = bodyOpener(after: close),
        let end = code.partner(of: open)
      else { return nil }
      return FunctionBody(name: name, body: open..<end, parameters: parameters(in: keyword + 2, close: close))
    }
  }

  /// The `{` of a function's body after the `)` of its parameters (past `throws`, `-> some View`, `where …`).
  private func bodyOpener(after close: Int) -> Int? {
    var index = close + 1
    for _ in 0..<48 where index < code.tokens.count {
      if code.isPunctuation("{", at: index) { return index }
      if code.isPunctuation("}", at: index) || code.isIdentifier("func", at: index)
        || code.isIdentifier("var", at: index) || code.isIdentifier("let", at: index)
      {
        return nil
      }
      index = code.skippingGroup(at: index)
    }
    return nil
  }

  /// `(_ img: String, title t: String, size: Int = 3)`: `(nil, img, String)`, `(title, t, String)`, `(size, size,
  /// Int)`; the type where it is one name.
  private func parameters(in open: Int, close: Int) -> [(label: String?, name: String, type: String?)] {
    var found: [(label: String?, name: String, type: String?)] = []
    var start = open + 1
    var index = start
    func type(after colon: Int) -> String? {
      guard let name = code.identifierName(at: colon + 1),
        colon + 2 == index || code.isOperator("=", at: colon + 2) || code.isPunctuation("=", at: colon + 2)
      else { return nil }
      return name
    }
    while index <= close {
      if index == close || code.isPunctuation(",", at: index) {
        if code.isPunctuation(":", at: start + 1), let name = code.identifierName(at: start) {
          found.append((name, name, type(after: start + 1)))
        } else if code.isPunctuation(":", at: start + 2), let name = code.identifierName(at: start + 1) {
          found.append(
            (
              code.isIdentifier("_", at: start)
                ? SwiftCallKey.unlabelled(found.count) : code.identifierName(at: start), name, type(after: start + 2)
            ))
        }
        start = index + 1
        index += 1
      } else {
        index = code.skippingGroup(at: index)
      }
    }
    return found
  }

  /// The name of the call whose argument list holds the argument at `index`: the identifier before its `(`.
  private func callee(ofArgumentAt index: Int) -> String? {
    guard let open = code.openerOfArgumentList(after: index + 1), code.isPunctuation("(", at: open),
      let name = code.identifierName(at: open - 1), !SwiftUIVocabulary.builtInViews.contains(name)
    else { return nil }
    return name
  }
}

/// A call by name and one of its argument labels: `cardView` and `img` of `cardView(img: "x")`; no label for
/// `CardView("x")`.
struct SwiftCallKey: Hashable, Sendable {
  var callee: String
  /// The argument's label; an unlabelled one is known by its place (`unlabelled`): `col(_ img:, _ title:)` draws
  /// its first argument, not its second.
  var label: String?

  static func unlabelled(_ position: Int) -> String { "_\(position)" }
}

/// An `Image` that draws the name a call passes (`SwiftImageArgumentReader`).
struct SwiftImageParameter: Hashable, Sendable {
  var key: SwiftCallKey
  var style: PageIconStyle
}

/// A string literal passed as one argument of a call, or an `Image(…)` passed as one (`isImageValue`, by where
/// its name starts).
struct SwiftLiteralArgument: Hashable, Sendable {
  var key: SwiftCallKey
  var name: String
  var location: SourceLocation
  var isImageValue = false
}
