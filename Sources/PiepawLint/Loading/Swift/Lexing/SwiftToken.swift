/// A position in Swift source text.
public struct SwiftSourcePosition: Hashable, Sendable, Comparable {
  /// 1-based line; `\n`, `\r\n` and a lone `\r` each end a line.
  public var line: Int
  /// 1-based column in UTF-8 bytes.
  public var column: Int
  /// 1-based column in UTF-16 code units.
  public var utf16Column: Int
  /// 0-based byte offset from the start of the text.
  public var offset: Int

  public init(line: Int, column: Int, utf16Column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.utf16Column = utf16Column
    self.offset = offset
  }

  /// This position as a `SourceLocation` in `file`.
  public func location(in file: String) -> SourceLocation {
    .text(file, line: line, column: column, utf16Column: utf16Column)
  }

  public static func < (lhs: SwiftSourcePosition, rhs: SwiftSourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// How an operator binds, decided (as Swift does) by the whitespace around it.
public enum SwiftOperatorFixity: Hashable, Sendable {
  /// `a + b` or `a+b`.
  case infix
  /// `-1`, `!flag`, `..<5`.
  case prefix
  /// `value!`, `optional?`.
  case postfix
}

/// The four comment forms.
public enum SwiftCommentKind: Hashable, Sendable {
  /// `// text`
  case line
  /// `/// text`
  case docLine
  /// `/* text */` (may nest)
  case block
  /// `/** text */`
  case docBlock
}

/// A string literal of any form, with its decoded content.
public struct SwiftStringLiteral: Hashable, Sendable {
  /// A piece of the literal: decoded text, or the tokens of a `\( … )` interpolation.
  public enum Segment: Hashable, Sendable {
    case text(String)
    case interpolation([SwiftToken])
  }

  /// The text and interpolations in order; neighbouring text is one segment, empty text none.
  public var segments: [Segment]
  /// `"""` literal.
  public var isMultiline: Bool
  /// The number of `#` around a raw string (0 for a plain one).
  public var rawDelimiterCount: Int

  public init(segments: [Segment], isMultiline: Bool, rawDelimiterCount: Int) {
    self.segments = segments
    self.isMultiline = isMultiline
    self.rawDelimiterCount = rawDelimiterCount
  }

  /// Whether the literal contains `\( … )`.
  public var hasInterpolation: Bool {
    segments.contains { segment in
      if case .interpolation = segment { return true }
      return false
    }
  }

  /// The decoded text; nil when the literal has an interpolation.
  public var value: String? {
    var text = ""
    for segment in segments {
      guard case .text(let piece) = segment else { return nil }
      text += piece
    }
    return text
  }
}

/// What a token is.
public enum SwiftTokenKind: Hashable, Sendable {
  /// A name or keyword: `title`, `` `default` ``, `$currentIndex`, `$0`, `init`, `let`.
  case identifier
  /// `#if`, `#Preview`, `#selector`.
  case poundKeyword
  /// `@State`, `@MainActor`.
  case attribute
  /// `42`, `0x2A`, `1_000`; `value` is nil when the number does not fit in `Int` or is malformed.
  case integerLiteral(value: Int?)
  /// `1.5`, `2e-3`, `0x1p4`.
  case floatLiteral
  case stringLiteral(SwiftStringLiteral)
  /// `/…/`, `#/ … /#`: a bare `/` opens one only where an expression may start, as Swift reads it.
  case regexLiteral
  /// `( ) [ ] { } , : ; . @ # \` and a lone backtick.
  case punctuation
  /// A maximal run of operator characters: `=`, `->`, `==`, `..<`, `...`, `&&`, `-`.
  case `operator`(SwiftOperatorFixity)
  /// Only in `SwiftScanResult.comments`, never among the code tokens.
  case comment(SwiftCommentKind)
  /// A character that starts no Swift token.
  case unknown
}

/// One token of Swift source: its kind, its text as written and where it starts.
public struct SwiftToken: Hashable, Sendable {
  /// What the token is, with a literal's value.
  public var kind: SwiftTokenKind
  /// The source text of the token as written (a string literal with its quotes, a comment with its markers).
  public var text: String
  /// Where the token's first byte is.
  public var position: SwiftSourcePosition
  /// The token's length in UTF-8 bytes.
  public var length: Int

  public init(kind: SwiftTokenKind, text: String, position: SwiftSourcePosition, length: Int) {
    self.kind = kind
    self.text = text
    self.position = position
    self.length = length
  }

  /// The byte offset just past the token.
  public var endOffset: Int { position.offset + length }

  /// An identifier's name without backticks (`` `default` `` → `default`); nil for other tokens.
  public var identifierName: String? {
    guard kind == .identifier else { return nil }
    let utf8 = text.utf8
    if utf8.count >= 2, utf8.first == UInt8(ascii: "`"), utf8.last == UInt8(ascii: "`") {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  /// Whether this is the identifier `name` (backticks ignored).
  public func isIdentifier(_ name: String) -> Bool { identifierName == name }

  /// Whether this is the punctuation `symbol` (`(`, `.`, `,` …).
  public func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }

  /// Whether this is the operator `symbol`, whatever its fixity.
  public func isOperator(_ symbol: String) -> Bool {
    if case .operator = kind { return text == symbol }
    return false
  }

  /// The decoded string literal, if this is one.
  public var stringLiteral: SwiftStringLiteral? {
    if case .stringLiteral(let literal) = kind { return literal }
    return nil
  }

  /// The value of an integer literal that fits in `Int`.
  public var integerValue: Int? {
    if case .integerLiteral(let value) = kind { return value }
    return nil
  }
}

/// Something the scanner could not read as Swift, with where it starts.
public struct SwiftScanProblem: Hashable, Sendable {
  /// What is wrong and how to fix it.
  public var message: String
  /// Where the problem starts (an unterminated literal's opening delimiter, a bad escape's backslash).
  public var position: SwiftSourcePosition

  public init(message: String, position: SwiftSourcePosition) {
    self.message = message
    self.position = position
  }
}

/// Everything the scanner read from one source text.
public struct SwiftScanResult: Hashable, Sendable {
  /// Code tokens in source order (no comments).
  public var tokens: [SwiftToken]
  /// Comments in source order.
  public var comments: [SwiftToken]
  /// At most `SwiftSourceScanner.maximumProblems` problems, in the order they were found.
  public var problems: [SwiftScanProblem]

  public init(tokens: [SwiftToken], comments: [SwiftToken], problems: [SwiftScanProblem]) {
    self.tokens = tokens
    self.comments = comments
    self.problems = problems
  }
}
