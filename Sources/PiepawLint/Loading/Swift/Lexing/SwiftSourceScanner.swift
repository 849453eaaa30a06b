/// A lexer for Swift source: turns text into identifiers, literals, punctuation and operators with their positions,
/// keeps comments on a side list, and records problems (an unterminated string, a bad escape) instead of failing.
///
/// It reads any byte sequence in linear time. String interpolations are lexed recursively, at most
/// `maximumInterpolationDepth` levels deep, so hostile input cannot exhaust the stack.
public struct SwiftSourceScanner {
  /// How deeply `"\( "\( … )" )"` may nest before the scanner stops reading the inner interpolations as code.
  static let maximumInterpolationDepth = 16
  /// Problems beyond this many are dropped: a binary file would otherwise report one per quote.
  static let maximumProblems = 100
  /// Tokens and comments beyond this many are not read: each costs 100–200 bytes with what the readers keep, so a
  /// dense 8 MiB file of `a;a;a;…` would otherwise take close to a GiB. Half a million is about 2.5 MiB of
  /// ordinary Swift; larger files are generated and can be excluded.
  static let defaultMaximumLexemes = 500_000

  let bytes: [UInt8]
  let maximumLexemes: Int
  var lexemeCount = 0
  var index = 0
  var lines: SwiftLineTable
  var comments: [SwiftToken] = []
  var problems: [SwiftScanProblem] = []
  /// The token before the one being lexed, for telling a regex literal's `/` from division.
  var precedingToken = PrecedingToken.none
  var precedingTokenRange = 0..<0
  /// The end of the last run of `#` that opened no literal: its other `#` are single tokens, not read again.
  private var barePoundsEnd = 0
  /// A regex literal found while lexing the operator run before it (`!/x/`): the next token.
  var pendingRegex = -1..<(-1)

  /// Lexes Swift source text.
  public static func scan(_ source: String) -> SwiftScanResult {
    scan(bytes: Array(source.utf8))
  }

  /// Lexes bytes that should be UTF-8 Swift source; malformed UTF-8 becomes `.unknown` tokens.
  public static func scan(bytes: [UInt8]) -> SwiftScanResult {
    scan(bytes: bytes, maximumLexemes: defaultMaximumLexemes)
  }

  static func scan(bytes: [UInt8], maximumLexemes: Int) -> SwiftScanResult {
    var scanner = SwiftSourceScanner(bytes: bytes, maximumLexemes: maximumLexemes)
    var tokens: [SwiftToken] = []
    // Swift source runs about five bytes a token: room up front, where growing copied the tokens again and again.
    tokens.reserveCapacity(bytes.count / 5 + 16)
    scanner.skipShebangLine()
    _ = scanner.scanTokens(into: &tokens, context: .file, depth: 0)
    return SwiftScanResult(tokens: tokens, comments: scanner.comments, problems: scanner.problems)
  }

  private init(bytes: [UInt8], maximumLexemes: Int) {
    self.bytes = bytes
    self.maximumLexemes = maximumLexemes
    self.lines = SwiftLineTable(bytes: bytes)
  }

  /// Where a run of tokens is lexed: the file itself, or the code inside a string interpolation.
  enum TokenContext: Equatable {
    case file
    case interpolation(singleLine: Bool)
  }

  /// Why a run of tokens ended.
  enum TokenRunEnd: Equatable {
    case endOfText
    /// The `)` that closes an interpolation (consumed).
    case closingParenthesis
    /// A line break inside a single-line string's interpolation (not consumed).
    case newline
  }

  /// Lexes tokens until the end of the text, or, in an interpolation, until its closing parenthesis.
  mutating func scanTokens(into tokens: inout [SwiftToken], context: TokenContext, depth: Int) -> TokenRunEnd {
    var openParentheses = 0
    let stopsAtNewline = context == .interpolation(singleLine: true)
    precedingToken = .none
    while true {
      if skipTrivia(stoppingAtNewline: stopsAtNewline) { return .newline }
      guard index < bytes.count else { return .endOfText }
      if context != .file {
        if bytes[index] == UInt8(ascii: ")") {
          if openParentheses == 0 {
            index += 1
            return .closingParenthesis
          }
          openParentheses -= 1
        } else if bytes[index] == UInt8(ascii: "(") {
          openParentheses += 1
        }
      }
      if stopsAtLexemeBudget() { return .endOfText }
      lexemeCount += 1
      let token = scanToken(depth: depth)
      precedingToken = classify(token.kind, token.position.offset..<index)
      precedingTokenRange = token.position.offset..<index
      tokens.append(token)
    }
  }

  /// True once the budget of tokens and comments is spent: the rest of the text is skipped, with one problem.
  private mutating func stopsAtLexemeBudget() -> Bool {
    guard lexemeCount >= maximumLexemes else { return false }
    if index < bytes.count {
      report(
        "The file has more than \(maximumLexemes) tokens and comments; the rest of it is not read. Is it generated?",
        atOffset: index)
      index = bytes.count
    }
    return true
  }

  // MARK: - Trivia

  /// Skips whitespace and comments (recording the comments); true when it stopped at a line break it was told to
  /// stop at.
  private mutating func skipTrivia(stoppingAtNewline: Bool) -> Bool {
    while index < bytes.count {
      let byte = bytes[index]
      if SwiftCharacterClass.isNewline(byte) {
        if stoppingAtNewline { return true }
        index += 1
      } else if SwiftCharacterClass.isWhitespace(byte) {
        index += 1
      } else if byte == UInt8(ascii: "/"), peekByte(at: index + 1) == UInt8(ascii: "/") {
        if stopsAtLexemeBudget() { return false }
        lexemeCount += 1
        scanLineComment()
      } else if byte == UInt8(ascii: "/"), peekByte(at: index + 1) == UInt8(ascii: "*") {
        if stopsAtLexemeBudget() { return false }
        lexemeCount += 1
        scanBlockComment()
      } else if byte == UInt8(ascii: "<"), MergeConflictMarker.starts(in: bytes, at: index) {
        // As the compiler does, a conflict is reported once and both its sides are skipped.
        report(MergeConflictMarker.message, atOffset: index)
        index = MergeConflictMarker.end(in: bytes, startingAt: index)
      } else {
        return false
      }
    }
    return false
  }

  private mutating func skipShebangLine() {
    if bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) { scanLineComment() }
  }

  private mutating func scanLineComment() {
    let start = index
    while index < bytes.count, !SwiftCharacterClass.isNewline(bytes[index]) { index += 1 }
    let isDoc = matches("///", at: start) && !matches("////", at: start)
    comments.append(token(.comment(isDoc ? .docLine : .line), from: start, at: position(at: start)))
  }

  /// Block comments nest: `/* a /* b */ c */` is one comment.
  private mutating func scanBlockComment() {
    let start = index
    let startPosition = position(at: start)
    index += 2
    var depth = 1
    while index < bytes.count, depth > 0 {
      if matches("/*", at: index) {
        depth += 1
        index += 2
      } else if matches("*/", at: index) {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    }
    if depth > 0 {
      report(
        "Unterminated block comment: add the closing `*/` (block comments nest, so each inner `/*` needs its own `*/`).",
        at: startPosition)
    }
    let isDoc = matches("/**", at: start) && !matches("/**/", at: start) && !matches("/***", at: start)
    comments.append(token(.comment(isDoc ? .docBlock : .block), from: start, at: startPosition))
  }

  // MARK: - Tokens

  private mutating func scanToken(depth: Int) -> SwiftToken {
    let start = index
    let startPosition = position(at: start)
    let byte = bytes[index]
    let kind: SwiftTokenKind
    switch byte {
    case _ where SwiftCharacterClass.isASCIIIdentifierStart(byte):
      skipIdentifierCharacters()
      kind = .identifier
    case _ where SwiftCharacterClass.isDigit(byte):
      kind = scanNumber(at: startPosition)
    case UInt8(ascii: "`"):
      kind = scanBacktickIdentifier()
    case UInt8(ascii: "$"):
      index += 1
      skipIdentifierCharacters()
      kind = .identifier
    case UInt8(ascii: "@"):
      index += 1
      if startsIdentifier(at: index) {
        skipIdentifierCharacters()
        kind = .attribute
      } else {
        kind = .punctuation
      }
    case UInt8(ascii: "#"):
      kind = scanPoundToken(at: startPosition, depth: depth)
    case UInt8(ascii: "\""):
      kind = scanStringLiteral(rawDelimiterCount: 0, at: startPosition, depth: depth)
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
      index += 1
      kind = .punctuation
    case UInt8(ascii: "."):
      kind = scanPeriodOrDotOperator()
    case UInt8(ascii: "/") where index == pendingRegex.lowerBound:
      index = pendingRegex.upperBound
      kind = .regexLiteral
    case _ where SwiftCharacterClass.isASCIIOperatorCharacter(byte):
      kind = scanOperator()
    case 0x80...:
      kind = scanNonASCIIToken()
    default:
      index += 1
      kind = .unknown
    }
    return token(kind, from: start, at: startPosition)
  }

  private mutating func scanNonASCIIToken() -> SwiftTokenKind {
    let (scalar, length) = SwiftCharacterClass.scalar(at: index, in: bytes)
    if let scalar, SwiftCharacterClass.isUnicodeIdentifierCharacter(scalar) {
      skipIdentifierCharacters()
      return .identifier
    }
    if let scalar, SwiftCharacterClass.isUnicodeOperatorHead(scalar) { return scanOperator() }
    index += length
    return .unknown
  }

  func startsIdentifier(at offset: Int) -> Bool {
    guard offset < bytes.count else { return false }
    if SwiftCharacterClass.isASCIIIdentifierStart(bytes[offset]) { return true }
    guard bytes[offset] >= 0x80, let scalar = SwiftCharacterClass.scalar(at: offset, in: bytes).value else {
      return false
    }
    return SwiftCharacterClass.isUnicodeIdentifierCharacter(scalar)
  }

  private mutating func skipIdentifierCharacters() {
    while index < bytes.count {
      let byte = bytes[index]
      if SwiftCharacterClass.isASCIIIdentifierContinuation(byte) {
        index += 1
      } else if byte >= 0x80, case (let scalar?, let length) = SwiftCharacterClass.scalar(at: index, in: bytes),
        SwiftCharacterClass.isUnicodeIdentifierCharacter(scalar)
      {
        index += length
      } else {
        return
      }
    }
  }

  /// `` `default` `` is an identifier; a backtick with no partner on its line is punctuation.
  private mutating func scanBacktickIdentifier() -> SwiftTokenKind {
    var end = index + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "`"), !SwiftCharacterClass.isNewline(bytes[end]) { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > index + 1 else {
      index += 1
      return .punctuation
    }
    index = end + 1
    return .identifier
  }

  /// `#if`, `#Preview`, raw strings `#"…"#`, regex literals `#/…/#`, or a lone `#`.
  private mutating func scanPoundToken(at startPosition: SwiftSourcePosition, depth: Int) -> SwiftTokenKind {
    let start = index
    if start >= barePoundsEnd {
      while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
      let pounds = index - start
      if peekByte(at: index) == UInt8(ascii: "\"") {
        return scanStringLiteral(rawDelimiterCount: pounds, at: startPosition, depth: depth)
      }
      if peekByte(at: index) == UInt8(ascii: "/") {
        return scanExtendedRegexLiteral(pounds: pounds, at: startPosition)
      }
      barePoundsEnd = index
    }
    index = start + 1
    if startsIdentifier(at: index) {
      skipIdentifierCharacters()
      return .poundKeyword
    }
    return .punctuation
  }

  /// A lone `.` is punctuation (member access, `.init`, `.onboarding1`); `..<`, `...` and other operators that
  /// start with a dot are operators.
  private mutating func scanPeriodOrDotOperator() -> SwiftTokenKind {
    let start = index
    guard let next = peekByte(at: index + 1),
      next == UInt8(ascii: ".") || SwiftCharacterClass.isASCIIOperatorCharacter(next)
    else {
      index += 1
      return .punctuation
    }
    index += 1
    while let byte = peekByte(at: index),
      byte == UInt8(ascii: ".") || SwiftCharacterClass.isASCIIOperatorCharacter(byte),
      !startsComment(at: index)
    {
      index += 1
    }
    return .operator(fixity(start: start, end: index))
  }

  /// A maximal run of operator characters. As in Swift, a `!` or `?` glued to what precedes it is a postfix
  /// operator of its own (`value!`, `optional?.member`), and `//` or `/*` inside a run starts a comment.
  private mutating func scanOperator() -> SwiftTokenKind {
    let start = index
    if bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "?"), isLeftBound(start) {
      index += 1
      return .operator(.postfix)
    }
    index += SwiftCharacterClass.scalar(at: index, in: bytes).length
    while index < bytes.count, !startsComment(at: index) {
      let byte = bytes[index]
      if SwiftCharacterClass.isASCIIOperatorCharacter(byte) {
        index += 1
      } else if byte >= 0x80, case (let scalar?, let length) = SwiftCharacterClass.scalar(at: index, in: bytes),
        SwiftCharacterClass.isUnicodeOperatorContinuation(scalar)
      {
        index += length
      } else {
        break
      }
    }
    // A `/` in the run may open a regex literal (`/x/`), or end a prefix operator before one (`!/x/`).
    if let regex = regexInOperator(start: start, end: index) {
      if regex.lowerBound == start {
        index = regex.upperBound
        return .regexLiteral
      }
      index = regex.lowerBound
      pendingRegex = regex
    }
    return .operator(fixity(start: start, end: index))
  }

  /// Swift's rule: an operator with whitespace on both sides or on neither is infix; otherwise it is prefix or
  /// postfix depending on which side it touches.
  private func fixity(start: Int, end: Int) -> SwiftOperatorFixity {
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, leftBound: leftBound)
    if leftBound == rightBound { return .infix }
    return leftBound ? .postfix : .prefix
  }

  func isLeftBound(_ start: Int) -> Bool {
    guard start > 0 else { return false }
    let previous = bytes[start - 1]
    if SwiftCharacterClass.isWhitespace(previous) { return false }
    switch previous {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "/"):
      return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))
    default:
      return true
    }
  }

  func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
    guard end < bytes.count else { return false }
    let next = bytes[end]
    if SwiftCharacterClass.isWhitespace(next) { return false }
    switch next {
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "."):
      return !leftBound
    case UInt8(ascii: "/"):
      return !startsComment(at: end)
    default:
      return true
    }
  }

  // MARK: - Helpers

  func peekByte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  func isNewline(at offset: Int) -> Bool {
    peekByte(at: offset).map(SwiftCharacterClass.isNewline) ?? false
  }

  /// Whether `text` (ASCII) is at `offset`.
  func matches(_ text: StaticString, at offset: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard offset >= 0, offset + count <= bytes.count else { return false }
    let pattern = text.utf8Start
    for position in 0..<count where bytes[offset + position] != pattern[position] { return false }
    return true
  }

  func startsComment(at offset: Int) -> Bool {
    matches("//", at: offset) || matches("/*", at: offset)
  }

  /// Whether `count` `#` characters start at `offset`.
  func hasPounds(_ count: Int, at offset: Int) -> Bool {
    guard offset + count <= bytes.count else { return false }
    for position in offset..<(offset + count) where bytes[position] != UInt8(ascii: "#") { return false }
    return true
  }

  mutating func position(at offset: Int) -> SwiftSourcePosition {
    lines.position(at: offset, in: bytes)
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private func token(_ kind: SwiftTokenKind, from start: Int, at startPosition: SwiftSourcePosition) -> SwiftToken {
    SwiftToken(kind: kind, text: text(start..<index), position: startPosition, length: index - start)
  }

  mutating func report(_ message: String, at position: SwiftSourcePosition) {
    guard problems.count < Self.maximumProblems else { return }
    problems.append(SwiftScanProblem(message: message, position: position))
  }

  mutating func report(_ message: String, atOffset offset: Int) {
    guard problems.count < Self.maximumProblems else { return }
    report(message, at: position(at: offset))
  }
}
