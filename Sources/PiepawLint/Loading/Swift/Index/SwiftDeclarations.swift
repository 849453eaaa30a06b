/// A type declaration (`struct`, `class`, `enum`, `actor`, `protocol`) or an `extension`, with its members.
struct SwiftTypeDeclaration: Hashable, Sendable {
  enum Kind: String, Hashable, Sendable {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
  }

  var kind: Kind
  /// The name as written (`IntroSlide`; for an extension the extended type's last component).
  var name: String
  /// The names after `:` (`Int`, `CaseIterable`, `ObservableObject`, `View`).
  var inherited: [String]
  var location: SourceLocation
  /// The `}` that closes its body.
  var end: SourceLocation? = nil
  /// The names of the enclosing types, outermost first.
  var enclosing: [String]
  /// For an extension of a nested type, the names before the last (`UIApplication` of `extension
  /// UIApplication.State`).
  var qualifier: [String] = []
  var properties: [SwiftPropertyDeclaration] = []
  var cases: [SwiftEnumCase] = []
  var functions: [SwiftFunctionDeclaration] = []
  /// The parameters of each `init(…)` the type declares.
  var initializers: [[SwiftParameter]] = []
  /// What its `body` (a SwiftUI view's) shows.
  var shown: SwiftShownContent?
  /// How its `body` draws its texts and background.
  var layout: SwiftViewLayout?

  func property(named name: String) -> SwiftPropertyDeclaration? {
    properties.first { $0.name == name }
  }

  var isView: Bool { inherited.contains("View") }
}

/// A `let` or `var` member (or a top-level one): its type, its initial value or computed body.
struct SwiftPropertyDeclaration: Hashable, Sendable {
  var name: String
  var location: SourceLocation
  /// The declared type, tokens joined without spaces: `[IntroSlide]`, `String`, `Array<Page>`, `ImageResource?`.
  var typeName: String?
  var isStatic: Bool
  var isLet: Bool
  /// Attribute names without `@`: `Published`, `State`, `Binding`.
  var attributes: [String]
  /// `= value`.
  var value: SwiftNode?
  /// The expression a computed property returns (`{ [ … ] }`, `{ return … }`), when its body is one.
  var computed: SwiftNode?
  /// The arms of a body that is `switch self { case .a: … }`.
  var switchArms: [SwiftSwitchArm]?
  /// The font a static property holds (`static let title = Font.system(size: 28, weight: .bold)`), where the
  /// font reader follows it: what `.font(.title)` or `.font(Theme.title)` draws with.
  var font: SwiftFontConstant? = nil
  /// The colour a static property holds (`static let ink = Color(hex: "1C1C1E")`), where the colour reader follows
  /// it: what `.foregroundStyle(.ink)` or `.foregroundColor(Theme.ink)` draws with.
  var color: TextColor? = nil

  var isComputed: Bool { computed != nil || switchArms != nil }
  /// A stored property: what a memberwise initializer takes.
  var isStored: Bool { !isStatic && !isComputed }
}

/// One arm of `switch self`: the cases it matches and the value it gives.
struct SwiftSwitchArm: Hashable, Sendable {
  /// The case names (`welcome` of `case .welcome:`); empty for `default:`.
  var cases: [String]
  var value: SwiftNode
}

/// `case welcome = 1`.
struct SwiftEnumCase: Hashable, Sendable {
  var name: String
  var location: SourceLocation
  var rawValue: SwiftNode?
}

/// A function and the arrays or values it returns.
struct SwiftFunctionDeclaration: Hashable, Sendable {
  var name: String
  var location: SourceLocation
  var returnType: String?
  var isStatic: Bool
  /// The top-level `return X` of its body, or its single expression.
  var returned: SwiftNode?
  /// Its parameters: `func configure(with page: Page)` has label `with`, name `page`, type `Page`.
  var parameters: [SwiftParameter] = []
  /// How the view it builds draws its texts, when it returns one (`some View`, `AnyView`).
  var layout: SwiftViewLayout? = nil
  /// What the view it builds shows, when it returns one.
  var shown: SwiftShownContent? = nil
}

/// A parameter of an initializer: `_ title: String` has no label and the name `title`.
struct SwiftParameter: Hashable, Sendable {
  var label: String?
  var name: String
  var typeName: String?
  /// The default value when it is a name or a dotted path (`defaultSteps` of `= Self.defaultSteps`).
  var defaultPath: [String]? = nil
}

/// `pages[3].subtitle = …` or `self.pages[3].subtitle = …` in a method: one field of one element of an array
/// property, set after the array is built (the page the code fills in at run time).
struct SwiftElementFieldAssignment: Hashable, Sendable {
  /// The property's name (`pages`), without `self.`.
  var target: String
  /// The element's position, from the integer literal in the subscript.
  var element: Int
  /// The field set (`subtitle`).
  var field: String
  /// The innermost type whose body holds the assignment (its name), if any.
  var enclosingType: String?
  var value: SwiftNode
}

/// `pages = [ … ]` or `self.pages = [ … ]` in a method: an array given to a property after its declaration.
struct SwiftAssignment: Hashable, Sendable {
  /// The property's name (`pages`), without `self.`.
  var target: String
  /// The innermost type whose body holds the assignment (its name), if any.
  var enclosingType: String?
  var value: SwiftNode
}

/// Reading the written names of types.
enum SwiftTypeNames {
  /// `[T]`, `[T]?`, `Array<T>`, `[Module.T]` → `T`; nil for any other type (a dictionary `[K: V]` too).
  static func element(of typeName: String?) -> String? {
    guard var text = typeName else { return nil }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    // `[(title: String, image: String)]`: the tuple type, named by its labels as a tuple literal is.
    if text.hasPrefix("[("), text.hasSuffix(")]"), let labels = tupleLabels(String(text.dropFirst(2).dropLast(2))) {
      return SwiftCall.tupleTypeName(labels)
    }
    if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
      text = String(text.dropFirst().dropLast())
    } else if text.hasPrefix("Array<"), text.hasSuffix(">") {
      text = String(text.dropFirst(6).dropLast())
    } else {
      return nil
    }
    return text.split(separator: ".").last.map(String.init)
  }

  /// The labels of a tuple type's elements (`title: String, image: String` → `title`, `image`); nil where one has
  /// none or a type nests brackets (a closure, a generic).
  static func tupleLabels(_ elements: String) -> [String]? {
    guard !elements.contains(where: { "([<{".contains($0) }) else { return nil }
    let labels = elements.split(separator: ",").map { element -> String? in
      let parts = element.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      let label = parts[0].trimmingCharacters(in: .whitespaces)
      return label.isEmpty || label.contains(" ") ? nil : label
    }
    let found = labels.compactMap { $0 }
    return found.count == labels.count && found.count >= 2 ? found : nil
  }

  /// `Set<T>`, `Set<T>?`, `Set<Module.T>` → `T`; nil for any other type.
  static func setElement(of typeName: String?) -> String? {
    guard var text = typeName else { return nil }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    guard text.hasPrefix("Set<"), text.hasSuffix(">") else { return nil }
    return text.dropFirst(4).dropLast().split(separator: ".").last.map(String.init)
  }
}
