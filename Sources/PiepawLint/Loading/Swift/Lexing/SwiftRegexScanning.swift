/// Regex literals: bare `/…/` and extended `#/…/#`, `##/…/##` (which may span lines), read as the Swift compiler's
/// lexer reads them (SE-0354), so a pattern such as `/nsec1[02-9ac-z]+/` is one token, not a division followed by
/// a malformed number.
extension SwiftSourceScanner {
  /// What the token before a `/` says about it: a `/` where an expression may start opens a regex literal, one
  /// after an expression divides.
  enum PrecedingToken: Equatable {
    /// The start of the file or of an interpolation.
    case none
    /// `(`, `[`, `{`, `,`, `:`, `;`, an infix or prefix operator, `#if`: an expression may follow.
    case startsExpression
    /// An identifier or keyword (its bytes decide: `return` starts an expression, `count` ends one).
    case word
    /// A literal, `)`, `]`, `}`, a postfix operator, `.`, `->`: an operator is expected next.
    case endsExpression
  }

  /// Keywords that are expressions themselves: a `/` after them divides (`self / 2`).
  private static let expressionKeywords: Set<[UInt8]> = Set(
    ["true", "false", "nil", "self", "Self", "super", "Any"].map { Array($0.utf8) })

  /// Keywords after which a `/` names an operator being declared (`static func / (…)`, `infix operator /^/`).
  private static let operatorDeclarationKeywords: Set<[UInt8]> = Set(["func", "operator"].map { Array($0.utf8) })

  /// Keywords (the lexer sees them as identifiers) after which an expression may start.
  private static let keywords: Set<[UInt8]> = Set(
    [
      "return", "throw", "throws", "try", "await", "in", "case", "if", "guard", "while", "where", "else", "switch",
      "repeat", "do", "catch", "yield", "let", "var", "is", "as", "for", "defer", "then", "consume", "copy",
      "discard", "each", "some", "any", "default", "inout", "borrowing", "consuming", "fallthrough", "import",
    ].map { Array($0.utf8) })

  /// How the token just lexed, `kind` over `range`, classifies for a `/` that may follow it.
  func classify(_ kind: SwiftTokenKind, _ range: Range<Int>) -> PrecedingToken {
    switch kind {
    case .identifier, .attribute: return .word
    case .poundKeyword:
      return Self.conditionalDirectives.contains(Array(bytes[range])) ? .startsExpression : .endsExpression
    case .operator(.postfix): return .endsExpression
    case .operator:
      return matches("->", at: range.lowerBound) && range.count == 2 || matches("...", at: range.lowerBound)
        ? .endsExpression : .startsExpression
    case .punctuation:
      switch bytes[range.lowerBound] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
        UInt8(ascii: ";"):
        return .startsExpression
      default: return .endsExpression
      }
    case .unknown: return .startsExpression
    case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .comment: return .endsExpression
    }
  }

  private static let conditionalDirectives: Set<[UInt8]> = Set(
    ["#if", "#else", "#elseif", "#endif"].map { Array($0.utf8) })

  /// The bare `/…/` regex literal that starts at a `/` of the operator run `start..<end`, if one does. As Swift
  /// decides: an operator glued to what precedes it divides; after `func` or `operator` it is declared; an operator
  /// with nothing glued after it opens a literal only where an expression may start (`reduce(0, /)` passes the
  /// operator, `a /= b/2` divides); and the literal must read as one (see `bareRegexBodyEnd`).
  func regexInOperator(start: Int, end: Int) -> Range<Int>? {
    // Asked of every operator run; nearly none holds a `/`, which is looked for first.
    guard bytes[start..<end].contains(UInt8(ascii: "/")), !isLeftBound(start),
      !follows(Self.operatorDeclarationKeywords)
    else { return nil }
    var mayStart: Bool?
    for slash in start..<end where bytes[slash] == UInt8(ascii: "/") {
      if mayStart == nil {
        mayStart = isRightBound(end, leftBound: false) || regexMayStartAfterPrecedingToken()
      }
      guard mayStart == true else { return nil }
      if let literalEnd = bareRegexBodyEnd(from: slash + 1) { return slash..<literalEnd }
    }
    return nil
  }

  private func regexMayStartAfterPrecedingToken() -> Bool {
    switch precedingToken {
    case .none, .startsExpression: return true
    case .endsExpression: return false
    case .word:
      let word = Array(bytes[precedingTokenRange])
      return Self.keywords.contains(word) && !Self.expressionKeywords.contains(word)
    }
  }

  private func follows(_ words: Set<[UInt8]>) -> Bool {
    precedingToken == .word && words.contains(Array(bytes[precedingTokenRange]))
  }

  /// Scans a bare literal's pattern from `start` (after the opening `/`) to past its closing `/`. It is no literal
  /// when the pattern starts with a space or tab (`a / b / c`), or is empty and so starts a comment, or ends with
  /// an unescaped space or tab, or has a `)` that closes no `(` (outside a character class), or its closing `/`
  /// starts a comment, or the line or text ends first. Escaped characters never close it; as in the compiler, a
  /// `/` in a character class does (write `\/` there).
  private func bareRegexBodyEnd(from start: Int) -> Int? {
    guard let first = peekByte(at: start), !SwiftCharacterClass.isWhitespace(first),
      first != UInt8(ascii: "*"), first != UInt8(ascii: "/")
    else { return nil }
    var offset = start
    var groupDepth = 0
    var classDepth = 0
    var lastSpace = -1
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "/"):
        if let next = peekByte(at: offset + 1), next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
        return lastSpace == offset - 1 ? nil : offset + 1
      case _ where SwiftCharacterClass.isNewline(byte):
        return nil
      case UInt8(ascii: "\\"):
        offset += 1
        guard offset < bytes.count, !SwiftCharacterClass.isNewline(bytes[offset]) else { return nil }
      case UInt8(ascii: "(") where classDepth == 0:
        groupDepth += 1
      case UInt8(ascii: ")") where classDepth == 0:
        guard groupDepth > 0 else { return nil }
        groupDepth -= 1
      case UInt8(ascii: "["):
        classDepth += 1
      case UInt8(ascii: "]"):
        classDepth = max(classDepth - 1, 0)
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        lastSpace = offset
      default:
        break
      }
      offset += 1
    }
    return nil
  }

  /// `#/ … /#` with `pounds` `#`, `index` at the `/`. Spaces and a line break right after the opening make it a
  /// multi-line literal; otherwise it ends at the line's end. Unterminated, it is reported, and a multi-line one
  /// gives the lines after its opening back to the code (as the compiler recovers).
  mutating func scanExtendedRegexLiteral(pounds: Int, at startPosition: SwiftSourcePosition) -> SwiftTokenKind {
    index += 1
    var lineBreak = index
    while lineBreak < bytes.count, bytes[lineBreak] == UInt8(ascii: " ") || bytes[lineBreak] == UInt8(ascii: "\t") {
      lineBreak += 1
    }
    let spansLines = isNewline(at: lineBreak)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), hasPounds(pounds, at: index + 1) {
        index += 1 + pounds
        return .regexLiteral
      }
      if SwiftCharacterClass.isNewline(byte), !spansLines { break }
      index += byte == UInt8(ascii: "\\") && index + 1 < bytes.count && !isNewline(at: index + 1) ? 2 : 1
    }
    if spansLines { index = lineBreak }
    let closing = "/" + String(repeating: "#", count: pounds)
    report("Unterminated regex literal: close it with `\(closing)`.", at: startPosition)
    return .regexLiteral
  }
}
