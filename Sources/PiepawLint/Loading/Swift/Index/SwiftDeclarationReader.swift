/// Reads the declarations of one file: types with their properties, enum cases, functions and initializers,
/// top-level properties and functions, and the arrays that methods assign to properties.
///
/// It walks each scope's top level once, skipping the bodies it does not need, so the cost is linear in the tokens.
struct SwiftDeclarationReader {
  let code: SwiftCode
  let expressions: SwiftExpressionReader

  /// What the reader found.
  struct Result {
    var types: [SwiftTypeDeclaration] = []
    /// Properties and functions at file scope.
    var globals = SwiftTypeDeclaration(
      kind: .extension, name: "", inherited: [], location: SourceLocation(file: ""), enclosing: [])
    var assignments: [SwiftAssignment] = []
    var elementFieldAssignments: [SwiftElementFieldAssignment] = []
    /// Each type's body as a token range, for finding the type around a token.
    var typeBodies = SwiftTypeBodies()
    /// The bodies of the view properties (`body`, `var buttons: some View`) of the types being read, innermost
    /// last: what the layout reader follows.
    var viewBodies: [[String: Range<Int>]] = []
    /// The bodies of the view-building functions of the types being read (by their position in the type's
    /// functions), innermost last: read once the type's view properties are known.
    var viewFunctions: [[(function: Int, body: Range<Int>)]] = []
  }

  private static let typeKeywords: [String: SwiftTypeDeclaration.Kind] = [
    "struct": .struct, "class": .class, "enum": .enum, "actor": .actor, "protocol": .protocol,
    "extension": .extension,
  ]
  private static let modifiers: Set<String> = [
    "static", "class", "lazy", "private", "fileprivate", "public", "internal", "open", "final", "override", "weak",
    "unowned", "nonisolated", "mutating", "nonmutating", "dynamic", "required", "convenience", "indirect",
    "optional", "package", "isolated", "consuming", "borrowing",
  ]

  /// Types nested deeper than this are not read (their tokens are skipped): real code nests a few levels, and a
  /// hostile file must not exhaust the stack.
  static let maximumNesting = 32

  /// Where the file says `Text` and `UILabel`: what tells the layout readers a view draws text.
  private let textTokens: [Int]
  private let labelTokens: [Int]

  init(code: SwiftCode, expressions: SwiftExpressionReader) {
    self.code = code
    self.expressions = expressions
    textTokens = code.occurrences(of: ["Text"])
    labelTokens = code.occurrences(of: ["UILabel"])
  }

  func read() -> Result {
    var result = Result()
    result.globals.location = SourceLocation(file: code.file)
    var globals = result.globals
    scan(0..<code.tokens.count, into: &globals, enclosing: [], result: &result)
    result.globals = globals
    return result
  }

  // MARK: Scopes

  /// Reads the declarations at the top level of `range` into `scope`.
  private func scan(
    _ range: Range<Int>, into scope: inout SwiftTypeDeclaration, enclosing: [String], result: inout Result
  ) {
    var index = range.lowerBound
    var modifiers = Modifiers()
    while index < range.upperBound {
      let token = code.tokens[index]
      if token.kind == .attribute {
        modifiers.attributes.append(String(token.text.dropFirst()))
        index = code.isPunctuation("(", at: index + 1) ? code.skippingGroup(at: index + 1) : index + 1
        continue
      }
      guard let word = code.identifierName(at: index), !code.isPunctuation(".", at: index - 1) else {
        modifiers = Modifiers()
        index = code.skippingGroup(at: index)
        continue
      }
      if let kind = Self.typeKeywords[word], let next = code.identifierName(at: index + 1),
        !["func", "var", "let", "subscript", "init"].contains(next)
      {
        index = typeDeclaration(kind, at: index, enclosing: enclosing, result: &result)
        modifiers = Modifiers()
        continue
      }
      if Self.modifiers.contains(word) {
        if word == "static" || word == "class" { modifiers.isStatic = true }
        // `private(set)`
        index = code.isPunctuation("(", at: index + 1) ? code.skippingGroup(at: index + 1) : index + 1
        continue
      }
      switch word {
      case "import":
        index = importEnd(after: index)
      case "let", "var":
        index = property(at: index, modifiers: modifiers, limit: range.upperBound, into: &scope, result: &result)
      case "func":
        index = function(at: index, modifiers: modifiers, limit: range.upperBound, scope: &scope, result: &result)
      case "init":
        index = initializer(at: index, limit: range.upperBound, scope: &scope, result: &result)
      case "case" where scope.kind == .enum:
        index = enumCases(at: index, limit: range.upperBound, into: &scope)
      default:
        index += 1
      }
      modifiers = Modifiers()
    }
  }

  /// The index after `import Module`, `import func Module.name`, `@testable import struct A.B`: a scoped import's
  /// kind keyword (`func`, `struct`, …) declares nothing, and must not open a declaration that takes in what
  /// follows.
  private func importEnd(after keyword: Int) -> Int {
    var index = keyword + 1
    if let kind = code.identifierName(at: index), SwiftImportReader.importKinds.contains(kind),
      code.identifierName(at: index + 1) != nil
    {
      index += 1
    }
    guard code.identifierName(at: index) != nil else { return index }
    index += 1
    // `Module.Type.name`, or an operator's name: `import func Module.+`.
    while code.isPunctuation(".", at: index),
      code.identifierName(at: index + 1) != nil || code.isAnyOperator(at: index + 1)
    {
      index += 2
    }
    return index
  }

  private struct Modifiers {
    var isStatic = false
    var attributes: [String] = []
  }

  /// `[Model]([ … ])`: the type and the inner array's tokens.
  private func typedArrayInitializer(_ range: Range<Int>) -> (typeName: String?, array: Range<Int>)? {
    let start = range.lowerBound
    guard code.isPunctuation("[", at: start), let typeClose = code.partner(of: start),
      code.isPunctuation("(", at: typeClose + 1), let close = code.partner(of: typeClose + 1),
      close == range.upperBound - 1, code.isPunctuation("[", at: typeClose + 2),
      code.partner(of: typeClose + 2) == close - 1
    else { return nil }
    return (typeText(start..<(typeClose + 1)), (typeClose + 2)..<close)
  }

  /// `struct Name<…>: A, B where … { … }`: the index after its body.
  private func typeDeclaration(
    _ kind: SwiftTypeDeclaration.Kind, at keyword: Int, enclosing: [String], result: inout Result
  ) -> Int {
    var index = keyword + 1
    var name = code.identifierName(at: index) ?? ""
    var qualifier: [String] = []
    while code.isPunctuation(".", at: index + 1), let component = code.identifierName(at: index + 2) {
      qualifier.append(name)
      name = component
      index += 2
    }
    index += 1
    var inherited: [String] = []
    var expectingName = false
    while let token = code.token(at: index), !token.isPunctuation("{"), !token.isPunctuation("}") {
      if token.isPunctuation(":") || token.isPunctuation(",") || token.isOperator("&") {
        expectingName = true
      } else if token.isIdentifier("where") {
        expectingName = false
      } else if expectingName, let word = token.identifierName {
        var last = word
        var next = index + 1
        while code.isPunctuation(".", at: next), let component = code.identifierName(at: next + 1) {
          last = component
          next += 2
        }
        inherited.append(last)
        expectingName = false
        index = next
        continue
      }
      index = code.skippingGroup(at: index)
    }
    guard code.isPunctuation("{", at: index), let close = code.partner(of: index) else { return index + 1 }
    guard enclosing.count < Self.maximumNesting else { return close + 1 }
    var declaration = SwiftTypeDeclaration(
      kind: kind, name: name, inherited: inherited, location: code.location(of: keyword + 1), enclosing: enclosing)
    declaration.end = code.location(of: close)
    declaration.qualifier = qualifier
    let typeIndex = result.types.count
    result.types.append(declaration)
    result.typeBodies.append(name: name, body: (index + 1)..<close)
    result.viewBodies.append([:])
    result.viewFunctions.append([])
    scan((index + 1)..<close, into: &declaration, enclosing: enclosing + [name], result: &result)
    let viewBodies = result.viewBodies.removeLast()
    for (position, body) in result.viewFunctions.removeLast() {
      declaration.functions[position].layout = functionLayout(body, propertyBodies: viewBodies)
    }
    if let body = viewBodies["body"] {
      declaration.layout = SwiftViewLayoutReader(
        code: code, expressions: expressions, propertyBodies: viewBodies, textTokens: textTokens
      )
      .layout(of: body, at: code.location(of: max(body.lowerBound - 1, 0)))
    } else if kind == .class, SwiftViewLayoutReader.contains(labelTokens, in: (index + 1)..<close) {
      let outlets = declaration.properties.filter { $0.attributes.contains("IBOutlet") }.map(\.name)
      declaration.layout = UIKitLabelLayoutReader(code: code, expressions: expressions, outlets: Set(outlets))
        .layout(of: (index + 1)..<close, at: code.location(of: keyword + 1))
    }
    result.types[typeIndex] = declaration
    return close + 1
  }

  // MARK: Members

  /// `let/var name: Type = value`, `var name: Type { … }`: the index after the declaration.
  private func property(
    at keyword: Int, modifiers: Modifiers, limit: Int, into scope: inout SwiftTypeDeclaration, result: inout Result
  ) -> Int {
    guard let name = code.identifierName(at: keyword + 1) else { return keyword + 1 }
    var index = keyword + 2
    var typeName: String?
    if code.isPunctuation(":", at: index) {
      let typeEnd = self.typeEnd(from: index + 1, limit: limit)
      typeName = typeText((index + 1)..<typeEnd)
      index = typeEnd
    }
    var property = SwiftPropertyDeclaration(
      name: name, location: code.location(of: keyword + 1), typeName: typeName, isStatic: modifiers.isStatic,
      isLet: code.tokens[keyword].text == "let", attributes: modifiers.attributes)
    if code.isOperator("=", at: index) {
      let end = expressions.expressionEnd(from: index + 1, limit: limit)
      property.value = expressions.node((index + 1)..<end)
      // A static constant, or an instance's `let` with its value (`private let ink = Color(…)`), which no
      // initializer can change: the view's own constant.
      if modifiers.isStatic || property.isLet {
        property.font = fontConstant((index + 1)..<end, typeName: typeName)
        property.color = colorConstant((index + 1)..<end, typeName: typeName)
      }
      // `= [Model]([ … ])` types the array without a declared type.
      if let typed = typedArrayInitializer((index + 1)..<end) {
        property.typeName = property.typeName ?? typed.typeName
        property.value = expressions.node(typed.array)
      } else if let body = appliedClosureBody((index + 1)..<end) {
        property.value = returnedValue(in: body)
      }
      index = end
    }
    if code.isPunctuation("{", at: index), typeName != nil || property.value != nil,
      let close = code.partner(of: index)
    {
      readBody((index + 1)..<close, of: &property)
      if modifiers.isStatic, property.font == nil, property.color == nil {
        property.font = fontConstant(returnedIn: (index + 1)..<close, typeName: typeName)
        property.color = colorConstant(returnedIn: (index + 1)..<close, typeName: typeName)
      }
      if name == "body", !property.isStatic {
        scope.shown = SwiftShownContentReader(code: code, expressions: expressions).content(in: (index + 1)..<close)
      }
      if !property.isStatic, typeName?.hasSuffix("View") == true, !result.viewBodies.isEmpty {
        result.viewBodies[result.viewBodies.count - 1][name] = (index + 1)..<close
      }
      index = close + 1
    }
    scope.properties.append(property)
    return max(index, keyword + 2)
  }

  /// The font a static property's value is (`Font.system(size: 28, weight: .bold)`, `.custom("Inter", size: 30)`
  /// where the declared type is `Font`), where the font reader follows it.
  private func fontConstant(_ range: Range<Int>, typeName: String?) -> SwiftFontConstant? {
    guard typeName == nil || typeName == "Font" || typeName == "SwiftUI.Font" else { return nil }
    // An implicit member is a font only where the declared type says so.
    if code.isPunctuation(".", at: range.lowerBound), typeName == nil { return nil }
    let values = LayoutValues(code: code)
    let reader = LayoutFontReader(values: values)
    return reader.font(range).map {
      SwiftFontConstant(font: $0, otherDesign: reader.hasOtherDesign(range), design: reader.design(range))
    }
  }

  /// The colour a static property holds: `Color(hex: "1C1C1E")`, `.white.opacity(0.8)` of a property typed
  /// `Color`, `UIColor(named: "Ink")`.
  private func colorConstant(_ range: Range<Int>, typeName: String?) -> TextColor? {
    // Most static properties are no colour: the first token says so before the colour reader is asked.
    let typed = ["Color", "SwiftUI.Color", "UIColor"].contains(typeName ?? "")
    guard typed || typeName == nil && ["Color", "UIColor"].contains(code.identifierName(at: range.lowerBound) ?? "")
    else { return nil }
    return LayoutColorReader(values: LayoutValues(code: code)).color(range)
  }

  /// The colour a computed static property typed `Color` returns (see `colorConstant(_:typeName:)`).
  private func colorConstant(returnedIn body: Range<Int>, typeName: String?) -> TextColor? {
    guard ["Color", "SwiftUI.Color", "UIColor"].contains(typeName ?? "") else { return nil }
    var start = body.lowerBound
    if code.isIdentifier("return", at: start) { start += 1 }
    guard start < body.upperBound else { return nil }
    let end = expressions.expressionEnd(from: start, limit: body.upperBound)
    guard end == body.upperBound else { return nil }
    return colorConstant(start..<end, typeName: typeName)
  }

  /// The font a computed static property returns: `{ Font.system(size: 28) }`, `{ return .custom(…) }` of a
  /// property typed `Font` (see `fontConstant(_:typeName:)`).
  private func fontConstant(returnedIn body: Range<Int>, typeName: String?) -> SwiftFontConstant? {
    guard typeName == "Font" || typeName == "SwiftUI.Font" else { return nil }
    var start = body.lowerBound
    if code.isIdentifier("return", at: start) { start += 1 }
    guard start < body.upperBound else { return nil }
    let end = expressions.expressionEnd(from: start, limit: body.upperBound)
    guard end == body.upperBound else { return nil }
    return fontConstant(start..<end, typeName: typeName)
  }

  /// A computed body: `{ switch self { … } }`, `{ [ … ] }`, `{ return … }`, or `get { … }` around them.
  /// Observers (`didSet`) and `set` are not values.
  private func readBody(_ body: Range<Int>, of property: inout SwiftPropertyDeclaration) {
    var body = body
    if code.isIdentifier("get", at: body.lowerBound), code.isPunctuation("{", at: body.lowerBound + 1),
      let close = code.partner(of: body.lowerBound + 1)
    {
      body = (body.lowerBound + 2)..<close
    } else if let first = code.identifierName(at: body.lowerBound),
      ["didSet", "willSet", "set", "get"].contains(first)
    {
      return
    }
    if let arms = switchArms(in: body) {
      property.switchArms = arms
    } else {
      property.computed = returnedValue(in: body)
    }
  }

  /// `switch self { case .a: … }` as the body's first statement.
  private func switchArms(in body: Range<Int>) -> [SwiftSwitchArm]? {
    var start = body.lowerBound
    if code.isIdentifier("return", at: start) { start += 1 }
    guard code.isIdentifier("switch", at: start), code.isIdentifier("self", at: start + 1),
      code.isPunctuation("{", at: start + 2), let close = code.partner(of: start + 2)
    else { return nil }
    return SwiftSwitchReader(code: code, expressions: expressions).arms(inside: (start + 3)..<close)
  }

  /// `{ return [ … ] }()`, a closure called at once to set a stored property up: its body.
  private func appliedClosureBody(_ range: Range<Int>) -> Range<Int>? {
    let open = range.lowerBound
    guard code.isPunctuation("{", at: open), let close = code.partner(of: open),
      code.isPunctuation("(", at: close + 1), code.isPunctuation(")", at: close + 2), close + 3 == range.upperBound
    else { return nil }
    return (open + 1)..<close
  }

  /// The value a body gives: its single expression, or what its top-level `return` returns.
  func returnedValue(in body: Range<Int>) -> SwiftNode? {
    guard !body.isEmpty else { return nil }
    let end = expressions.expressionEnd(from: body.lowerBound, limit: body.upperBound)
    if end == body.upperBound, !code.isIdentifier("return", at: body.lowerBound) {
      return expressions.node(body)
    }
    guard
      let keyword = code.firstTopLevel(in: body, where: { $0.kind == .identifier && $0.text == "return" }),
      keyword + 1 < body.upperBound
    else { return nil }
    let valueEnd = expressions.expressionEnd(from: keyword + 1, limit: body.upperBound)
    return expressions.node((keyword + 1)..<valueEnd)
  }

  /// `func name<…>(…) async throws -> T where … { … }`: the index after its body.
  private func function(
    at keyword: Int, modifiers: Modifiers, limit: Int, scope: inout SwiftTypeDeclaration, result: inout Result
  ) -> Int {
    guard let name = code.identifierName(at: keyword + 1) else { return keyword + 1 }
    var index = keyword + 2
    var returnType: String?
    var parameters: [SwiftParameter]?
    while index < limit, !code.isPunctuation("{", at: index), !code.isPunctuation("}", at: index) {
      if parameters == nil, code.isPunctuation("(", at: index) { parameters = self.parameters(inside: index) }
      if code.isOperator("->", at: index) {
        let end = typeEnd(from: index + 1, limit: limit)
        returnType = typeText((index + 1)..<end)
        index = end
        continue
      }
      if code.tokens[index].position.line > code.tokens[keyword].position.line + 20 { break }
      index = code.skippingGroup(at: index)
    }
    var function = SwiftFunctionDeclaration(
      name: name, location: code.location(of: keyword + 1), returnType: returnType, isStatic: modifiers.isStatic,
      parameters: parameters ?? [])
    let buildsView = returnType.map(Self.isViewType) == true
    if code.isPunctuation("{", at: index), let close = code.partner(of: index) {
      function.returned = returnedValue(in: (index + 1)..<close)
      if buildsView {
        let body = (index + 1)..<close
        function.shown = SwiftShownContentReader(code: code, expressions: expressions).content(in: body)
        if result.viewFunctions.isEmpty {
          function.layout = functionLayout(body, propertyBodies: [:])
        } else {
          result.viewFunctions[result.viewFunctions.count - 1].append((scope.functions.count, body))
        }
      }
      scanAssignments((index + 1)..<close, enclosingType: scope.name.isEmpty ? nil : scope.name, result: &result)
      index = close + 1
    }
    scope.functions.append(function)
    return index
  }

  /// `some View`, `AnyView`, `ContentView`: a type a function that builds a view returns.
  private static func isViewType(_ typeName: String) -> Bool {
    typeName.hasSuffix("View")
  }

  /// How a view-building function's body draws its texts.
  private func functionLayout(_ body: Range<Int>, propertyBodies: [String: Range<Int>]) -> SwiftViewLayout? {
    guard !body.isEmpty else { return nil }
    return SwiftViewLayoutReader(
      code: code, expressions: expressions, propertyBodies: propertyBodies, textTokens: textTokens
    )
    .layout(of: body, at: code.location(of: body.lowerBound))
  }

  /// `init(…) { … }`: its parameters; assignments in its body.
  private func initializer(at keyword: Int, limit: Int, scope: inout SwiftTypeDeclaration, result: inout Result)
    -> Int
  {
    var open = keyword + 1
    if let token = code.token(at: open), token.kind == .operator(.postfix) { open += 1 }  // `init?(`
    guard code.isPunctuation("(", at: open), let close = code.partner(of: open) else { return keyword + 1 }
    scope.initializers.append(parameters(inside: open))
    var index = close + 1
    while index < limit, !code.isPunctuation("{", at: index), !code.isPunctuation("}", at: index),
      code.tokens[index].position.line == code.tokens[close].position.line
    {
      index += 1
    }
    if code.isPunctuation("{", at: index), let bodyClose = code.partner(of: index) {
      scanAssignments((index + 1)..<bodyClose, enclosingType: scope.name.isEmpty ? nil : scope.name, result: &result)
      return bodyClose + 1
    }
    return close + 1
  }

  private func parameters(inside open: Int) -> [SwiftParameter] {
    code.arguments(inside: open).compactMap { argument in
      // The argument reader splits `title: String` as label `title`; `_ title: String` and `with title: String`
      // arrive unlabelled with two names before the colon.
      if let label = argument.label {
        return parameter(label: label, name: label, typeAndDefault: argument.value)
      }
      let range = argument.value
      guard let first = code.identifierName(at: range.lowerBound),
        let second = code.identifierName(at: range.lowerBound + 1),
        code.isPunctuation(":", at: range.lowerBound + 2)
      else { return nil }
      return parameter(
        label: first == "_" ? nil : first, name: second, typeAndDefault: (range.lowerBound + 3)..<range.upperBound)
    }
  }

  /// `[Step] = Self.defaultSteps`: the type, and the default value's dotted path where it is a name.
  private func parameter(label: String?, name: String, typeAndDefault range: Range<Int>) -> SwiftParameter {
    guard let equals = range.first(where: { code.isOperator("=", at: $0) }) else {
      return SwiftParameter(label: label, name: name, typeName: typeText(range))
    }
    var parameter = SwiftParameter(label: label, name: name, typeName: typeText(range.lowerBound..<equals))
    if case .name(let path) = expressions.node((equals + 1)..<range.upperBound).expression {
      parameter.defaultPath = path.first == "Self" ? Array(path.dropFirst()) : path
    }
    return parameter
  }

  /// `case a, b = 2, c(String)`: the index after the list.
  private func enumCases(at keyword: Int, limit: Int, into scope: inout SwiftTypeDeclaration) -> Int {
    var index = keyword + 1
    while let name = code.identifierName(at: index), index < limit {
      var enumCase = SwiftEnumCase(name: name, location: code.location(of: index))
      index += 1
      if code.isPunctuation("(", at: index) { index = code.skippingGroup(at: index) }
      if code.isOperator("=", at: index) {
        let end = expressions.expressionEnd(from: index + 1, limit: limit)
        enumCase.rawValue = expressions.node((index + 1)..<end)
        index = end
      }
      scope.cases.append(enumCase)
      guard code.isPunctuation(",", at: index) else { break }
      index += 1
    }
    return max(index, keyword + 1)
  }

  // MARK: Assignments

  /// `name = [ … ]` and `self.name = [ … ]` at the start of a statement anywhere in `body`.
  private func scanAssignments(_ body: Range<Int>, enclosingType: String?, result: inout Result) {
    for index in body where code.isOperator("=", at: index) {
      guard code.isPunctuation("[", at: index + 1) else {
        scanElementFieldAssignment(at: index, in: body, enclosingType: enclosingType, result: &result)
        continue
      }
      guard let target = code.identifierName(at: index - 1) else { continue }
      var start = index - 1
      if code.isPunctuation(".", at: start - 1), code.isIdentifier("self", at: start - 2) { start -= 2 }
      guard isStatementStart(start) else { continue }
      let end = expressions.expressionEnd(from: index + 1, limit: body.upperBound)
      result.assignments.append(
        SwiftAssignment(target: target, enclosingType: enclosingType, value: expressions.node((index + 1)..<end)))
    }
    scanAppends(body, enclosingType: enclosingType, result: &result)
  }

  /// `slides.append(Slide(…))` statements, two or more to one property in one body, as the array they build:
  /// `var first = Slide(…)` then `slides.append(first)` appends the local's value. Read as an assignment of that
  /// array (`slides = [Slide(…), …]`), in order; a body that appends anything else to it builds no array.
  private func scanAppends(_ body: Range<Int>, enclosingType: String?, result: inout Result) {
    var locals: [String: Range<Int>] = [:]
    var appended: [(target: String, values: [SwiftNode])] = []
    var spoiled: Set<String> = []
    for index in body {
      if let local = expressions.binding(at: index, limit: body.upperBound), isStatementStart(index) {
        locals[local.name] = local.value
        continue
      }
      guard let target = appendTarget(at: index) else { continue }
      let arguments = code.arguments(inside: index + 2)
      var value = arguments.first?.value
      if let named = value, named.count == 1, let name = code.identifierName(at: named.lowerBound) {
        value = locals[name]
      }
      // Only a page built where it is appended (`Slide(…)`, or a local bound to one) adds a known element.
      guard arguments.count == 1, arguments.first?.label == nil, let value,
        code.isPunctuation(")", at: value.upperBound - 1)
      else {
        spoiled.insert(target)
        continue
      }
      let node = expressions.node(value)
      if let position = appended.firstIndex(where: { $0.target == target }) {
        appended[position].values.append(node)
      } else {
        appended.append((target, [node]))
      }
    }
    for (target, values) in appended where values.count >= 2 && !spoiled.contains(target) {
      let array = SwiftNode(expression: .array(values), location: values[0].location, excerpt: "\(target).append(…)")
      result.assignments.append(SwiftAssignment(target: target, enclosingType: enclosingType, value: array))
    }
  }

  /// The property a statement `target.append(` (or `self.target.append(`) whose `.` is at `index` appends to.
  private func appendTarget(at index: Int) -> String? {
    guard code.isPunctuation(".", at: index), code.isIdentifier("append", at: index + 1),
      code.isPunctuation("(", at: index + 2), code.partner(of: index + 2) != nil,
      let target = code.identifierName(at: index - 1)
    else { return nil }
    var start = index - 1
    if code.isPunctuation(".", at: start - 1), code.isIdentifier("self", at: start - 2) { start -= 2 }
    return isStatementStart(start) ? target : nil
  }

  /// `name[3].field = value` (or `self.name[3].field = value`) at the start of a statement, where `equals` is the
  /// `=`.
  private func scanElementFieldAssignment(
    at equals: Int, in body: Range<Int>, enclosingType: String?, result: inout Result
  ) {
    guard let field = code.identifierName(at: equals - 1), code.isPunctuation(".", at: equals - 2),
      code.isPunctuation("]", at: equals - 3), let element = code.token(at: equals - 4)?.integerValue,
      code.isPunctuation("[", at: equals - 5), let target = code.identifierName(at: equals - 6)
    else { return }
    var start = equals - 6
    if code.isPunctuation(".", at: start - 1), code.isIdentifier("self", at: start - 2) { start -= 2 }
    guard isStatementStart(start) else { return }
    let end = expressions.expressionEnd(from: equals + 1, limit: body.upperBound)
    guard end > equals + 1 else { return }
    result.elementFieldAssignments.append(
      SwiftElementFieldAssignment(
        target: target, element: element, field: field, enclosingType: enclosingType,
        value: expressions.node((equals + 1)..<end)))
  }

  private func isStatementStart(_ index: Int) -> Bool {
    guard let previous = code.token(at: index - 1) else { return true }
    if previous.isPunctuation("{") || previous.isPunctuation(";") || previous.isPunctuation("}") { return true }
    if previous.kind == .identifier, ["in", "else"].contains(previous.text) { return true }
    return code.endLine(of: index - 1) < code.tokens[index].position.line && previous.kind != .operator(.infix)
  }

  // MARK: Types

  /// The end of a type that starts at `start`: before `=`, `{`, or a new line.
  private func typeEnd(from start: Int, limit: Int) -> Int {
    var index = start
    let line = code.token(at: start)?.position.line ?? 0
    while index < limit, let token = code.token(at: index), token.position.line == line {
      if token.isOperator("=") || token.isPunctuation("{") || token.isPunctuation("}")
        || token.isPunctuation(",") || token.isPunctuation(")") || token.isPunctuation(";")
        || token.isIdentifier("where")
      {
        break
      }
      index = code.skippingGroup(at: index)
    }
    return index
  }

  /// A type's tokens joined without spaces: `[IntroSlide]`, `Array<Page>`.
  private func typeText(_ range: Range<Int>) -> String? {
    guard !range.isEmpty, range.count <= 32 else { return nil }
    return range.map { code.tokens[$0].identifierName ?? code.tokens[$0].text }.joined()
  }
}

/// Reads the arms of a `switch self { … }` body.
struct SwiftSwitchReader {
  let code: SwiftCode
  let expressions: SwiftExpressionReader

  /// `case .a, .b: value` and `default: value` arms; an arm whose statements are not one value (`return x` or
  /// `x`) gets an `other` value.
  func arms(inside body: Range<Int>) -> [SwiftSwitchArm] {
    var starts: [Int] = []
    // `#if`/`#else`/`#endif` between arms end the arm before them, like the next `case`; a macro expansion
    // (`#localized("k")`) is a value.
    var boundaries: [Int] = []
    var index = body.lowerBound
    while index < body.upperBound {
      if code.isIdentifier("case", at: index) || code.isIdentifier("default", at: index) { starts.append(index) }
      if code.isIdentifier("case", at: index) || code.isIdentifier("default", at: index)
        || code.poundKeyword(at: index).map(SwiftCode.conditionalDirectives.contains) == true
      {
        boundaries.append(index)
      }
      index = code.skippingGroup(at: index)
    }
    var arms: [SwiftSwitchArm] = []
    for start in starts {
      let end = boundaries.first { $0 > start } ?? body.upperBound
      guard let colon = code.firstTopLevel(in: start..<end, where: { $0.isPunctuation(":") }) else { continue }
      let cases = (start..<colon).compactMap { index -> String? in
        code.isPunctuation(".", at: index - 1) ? code.identifierName(at: index) : nil
      }
      var valueStart = colon + 1
      if code.isIdentifier("return", at: valueStart) { valueStart += 1 }
      let valueEnd = expressions.expressionEnd(from: valueStart, limit: end)
      var value = expressions.node(valueStart..<valueEnd)
      // `case .a: "A"; case .b: "B"`: a semicolon ends the arm's one statement.
      var statementEnd = valueEnd
      while statementEnd < end, code.isPunctuation(";", at: statementEnd) { statementEnd += 1 }
      if statementEnd != end { value.expression = .other }
      arms.append(SwiftSwitchArm(cases: cases, value: value))
    }
    return arms
  }
}
