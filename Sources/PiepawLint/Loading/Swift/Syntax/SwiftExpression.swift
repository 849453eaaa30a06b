/// An expression as the recognisers need it, without its tokens: literals decoded, calls with their labelled
/// arguments, arrays with their elements and names as paths; anything else is `other`, described for messages.
///
/// The index keeps these instead of tokens, so what it holds stays a small multiple of the source text.
indirect enum SwiftExpression: Hashable, Sendable {
  /// A string literal, or a localized-text call or wrapper around one (`String(localized: "k")`, `"k".localized`).
  case string(SwiftStringLiteral)
  /// An integer literal; nil when it does not fit in `Int`.
  case integer(Int?)
  /// An implicit member: `.onboarding1`, `.Poses.a1`.
  case member([String])
  /// A name or a dotted path: `welcome`, `Copy.habitText`, `self.pages`, `ImageResource.x`.
  case name([String])
  /// `Callee(…)`, `Module.Callee.init(…)` or `.init(…)` (`implicit`), with its arguments.
  case call(SwiftCall)
  /// `[a, b, c]`.
  case array([SwiftNode])
  /// A closure, an operator expression, a dictionary, …
  case other
}

/// A call: its callee path, its arguments and whether a trailing closure follows.
struct SwiftCall: Hashable, Sendable {
  /// `["IntroSlide"]`, `["Module", "IntroSlide", "init"]`, or `["init"]` for `.init(…)`.
  var callee: [String]
  /// `.init(…)`, `.page(…)`: a member of the contextual type.
  var implicit: Bool
  var arguments: [SwiftArgumentNode]

  /// The type the call builds: the callee without a trailing `init`; nil for `.init(…)`.
  var typeName: String? {
    let path = callee.last == "init" ? Array(callee.dropLast()) : callee
    return implicit ? nil : path.last
  }

  /// Whether the call builds a value of its contextual type: `.init(…)`.
  var isImplicitInit: Bool { implicit && callee == ["init"] }

  /// The name a labelled tuple's type reads as (`(title:image:)`): no type can be named so.
  static func tupleTypeName(_ labels: [String]) -> String { "(" + labels.map { $0 + ":" }.joined() + ")" }

  /// The labels a tuple type's name holds (`(title:image:)` → `title`, `image`); nil for any other name.
  static func tupleLabels(ofTypeName name: String) -> [String]? {
    guard name.hasPrefix("("), name.hasSuffix(":)") else { return nil }
    return name.dropFirst().dropLast().split(separator: ":").map(String.init)
  }

  /// Whether the call is a tuple (`SwiftExpressionReader.tuple`).
  var isTuple: Bool { callee.count == 1 && callee[0].hasPrefix("(") }
}

/// An argument of a call, with its label.
struct SwiftArgumentNode: Hashable, Sendable {
  var label: String?
  var value: SwiftNode
}

/// An expression with where it starts and a short excerpt of its source, for messages.
struct SwiftNode: Hashable, Sendable {
  var expression: SwiftExpression
  var location: SourceLocation
  /// The source, whitespace folded and cut at 40 characters.
  var excerpt: String
  /// The bytes of the literal when the node is exactly an integer literal (`2`, `-1`) or a string literal token:
  /// what a fix may rewrite. (Offsets only: the index keeps no source text, and a string here would be one more
  /// reference to count on every copy of every literal.)
  var literalBytes: Range<Int>? = nil
  /// For a localized-text call or wrapper (`String(localized: "k", table: "T")`, `"k".localized`, SwiftGen's
  /// `tr("T", "k")`): the key it looks up. The expression is then the string shown without tables: the default
  /// value, else the key.
  var localization: TextLocalization? = nil

  /// The literal as written, rebuilt from its value where that is exact (the rebuilt text is as long as the
  /// source): an integer in plain decimal, a one-line string literal without escapes. nil for any other node.
  var literalSpan: TextSpan? {
    guard let range = literalBytes else { return nil }
    let text: String
    switch expression {
    case .integer(let value?): text = String(value)
    case .string(let literal) where !literal.isMultiline:
      guard let value = literal.value else { return nil }
      let hashes = String(repeating: "#", count: literal.rawDelimiterCount)
      text = hashes + "\"" + value + "\"" + hashes
    default: return nil
    }
    // An escape (`\n`, `\u{20}`), an underscore, a leading zero or a radix prefix makes the source longer.
    return text.utf8.count == range.count ? TextSpan(offset: range.lowerBound, text: text) : nil
  }

  var call: SwiftCall? {
    if case .call(let call) = expression { return call }
    return nil
  }

  var elements: [SwiftNode]? {
    if case .array(let elements) = expression { return elements }
    return nil
  }

  var path: [String]? {
    if case .name(let path) = expression { return path }
    return nil
  }

  /// What an expression that is not a literal is, for `unresolved-value` messages.
  var unresolvedReason: String {
    if case .name = expression { return "the variable `\(excerpt)`" }
    if case .string(let literal) = expression, literal.hasInterpolation { return "string interpolation" }
    if excerpt.isEmpty { return "an empty value" }
    return "the expression `\(excerpt)`"
  }
}
