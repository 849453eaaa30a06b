import Foundation
import Testing

@testable import PiepawLint

/// The Swift grammar's literal forms, case by case, in the spirit of the compiler's own lexer tests (its `Parse`
/// and forward-slash regex tests), written anew: every valid form lexes with no problem and into the tokens the
/// compiler reads, and every invalid literal is still reported.
@Suite struct SwiftLexicalGrammarTests {
  private func scan(_ source: String) -> SwiftScanResult { SwiftSourceScanner.scan(source) }

  private func regexes(_ source: String) -> [String] {
    scan(source).tokens.filter { $0.kind == .regexLiteral }.map(\.text)
  }

  /// The source lexes with no problem.
  private func lexesCleanly(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let problems = scan(source).problems
    #expect(problems.isEmpty, "\(source): \(problems.map(\.message))", sourceLocation: sourceLocation)
  }

  // MARK: Bare regex literals

  @Test func aBareRegexWhereAnExpressionStartsIsOneToken() {
    let source = "let pattern = /nsec1[02-9ac-z]+/"
    lexesCleanly(source)
    #expect(regexes(source) == ["/nsec1[02-9ac-z]+/"])
    #expect(scan(source).tokens.map(\.text) == ["let", "pattern", "=", "/nsec1[02-9ac-z]+/"])
  }

  @Test(arguments: [
    ("_ = /x+/", ["/x+/"]),
    ("f(/a/, /b/)", ["/a/", "/b/"]),
    ("let all = [/a/, /[0-9]{2,}/]", ["/a/", "/[0-9]{2,}/"]),
    ("let table = [\"k\": /v/]", ["/v/"]),
    ("func m() -> Regex<Substring> { return /abc/ }", ["/abc/"]),
    ("switch s { case /x/: break; default: break }", ["/x/"]),
    ("if try /a(b|c)*/.wholeMatch(in: s) != nil {}", ["/a(b|c)*/"]),
    ("let m = s.firstMatch(of: /(?<year>\\d{4})-(?<month>\\d{2})/)", ["/(?<year>\\d{4})-(?<month>\\d{2})/"]),
    ("let e = /\\/usr\\/bin/", ["/\\/usr\\/bin/"]),
    ("let t = /a\\ /", ["/a\\ /"]),
    ("let g = /[a-z(]+/", ["/[a-z(]+/"]),
    ("let n = !/x/.matches", ["/x/"]),
    ("let p = /+/", ["/+/"]),
    ("let u = /café ☕︎/", ["/café ☕︎/"]),
    ("x = y ?? /z/", ["/z/"]),
  ])
  func bareRegexLiterals(source: String, expected: [String]) {
    lexesCleanly(source)
    #expect(regexes(source) == expected, "\(source)")
  }

  @Test func aRegexInAnInterpolationIsOneToken() throws {
    let result = scan(#"let inner = "\(s.contains(/a b/))""#)
    #expect(result.problems.isEmpty)
    let literal = try #require(result.tokens.last?.stringLiteral)
    guard case .interpolation(let tokens) = literal.segments.first else {
      Issue.record("no interpolation")
      return
    }
    #expect(tokens.filter { $0.kind == .regexLiteral }.map(\.text) == ["/a b/"])
  }

  @Test func aPrefixOperatorGluedToARegexIsItsOwnToken() {
    let tokens = scan("let n = !/x/").tokens
    #expect(tokens.map(\.text) == ["let", "n", "=", "!", "/x/"])
    #expect(tokens[3].kind == .operator(.prefix))
  }

  @Test(arguments: [
    "let q = a / b / c",
    "let q = a/b/c",
    "x /= y / 2",
    "let half = total/2 + other/3",
    "let r = (a) / (b) / c",
    "let folded = items.reduce(1, /) + more.reduce(2, /)",
    "static func / (lhs: V, rhs: V) -> V { lhs }",
    "prefix func /(x: Int) -> Int { x }",
    "infix operator /^/ : MultiplicationPrecedence",
    "let s = self / 2 / 3",
    "let w = width /2",
    "f(a /b)",
    "let c = count / 2 /* half */ / 1",
    "let d = 6 /// doc\n/ 2",
  ])
  func divisionsAndOperatorsStayOperators(source: String) {
    lexesCleanly(source)
    #expect(regexes(source).isEmpty, "\(source)")
  }

  @Test func aBareSlashThatStartsACommentIsAComment() {
    let result = scan("let a = b // /not a regex/\nlet c = /* /x/ */ d")
    #expect(result.problems.isEmpty)
    #expect(result.tokens.filter { $0.kind == .regexLiteral }.isEmpty)
    #expect(result.comments.count == 2)
  }

  @Test func aBareRegexEndsAtTheLineAndAtItsFirstUnescapedSlash() {
    // As the compiler reads it, a `/` in a character class closes the bare form; `#/…/#` needs no escaping.
    #expect(regexes("let a = /[/]/") == ["/[/"])
    #expect(regexes("let a = #/[/]/#") == ["#/[/]/#"])
    // A line break ends a bare pattern: what follows is code again.
    let result = scan("let a = /abc\nlet b = 2")
    #expect(result.tokens.suffix(4).map(\.text) == ["let", "b", "=", "2"])
  }

  // MARK: Extended regex literals

  @Test(arguments: [
    ("let a = #/ spaced /#", ["#/ spaced /#"]),
    ("let a = #/a/b/#", ["#/a/b/#"]),
    ("let a = ##/x/#y/##", ["##/x/#y/##"]),
    ("let a = #/\n  (?<n>\\d+)  # digits\n  /#", ["#/\n  (?<n>\\d+)  # digits\n  /#"]),
    ("let a = #/  \n  x\n  /#", ["#/  \n  x\n  /#"]),
    ("let a = #/\\/#/#", ["#/\\/#/#"]),
  ])
  func extendedRegexLiterals(source: String, expected: [String]) {
    lexesCleanly(source)
    #expect(regexes(source) == expected, "\(source)")
  }

  @Test func anUnterminatedExtendedRegexIsReportedAndTheCodeAfterItIsRead() {
    let single = scan("let a = #/abc\nlet b = 2")
    #expect(single.problems.map(\.message) == ["Unterminated regex literal: close it with `/#`."])
    #expect(single.tokens.suffix(4).map(\.text) == ["let", "b", "=", "2"])
    let multiline = scan("let a = #/\nlet b = 2\n")
    #expect(multiline.problems.count == 1)
    #expect(multiline.tokens.suffix(4).map(\.text) == ["let", "b", "=", "2"])
  }

  // MARK: Strings

  @Test(arguments: [
    ##"let a = "plain \"quoted\" \\ \t \n \r \0 \'""##,
    ##"let a = "\u{1F436}\u{0}\u{10FFFF}\u{E9}""##,
    ###"let a = #"raw \n "quoted" \#(x)"#"###,
    ####"let a = ###"a "## still "# inside"###"####,
    "let a = \"\"\"\n  one \"\" two \\\"\"\" three\n  \\(x) \\\n  joined\n  \"\"\"",
    "let a = #\"\"\"\n  raw \"\"\" inside\n  \"\"\"#",
    #"let a = "\(dict["key"] ?? "none") and \(f(g(1), "x)"))""#,
    #"let a = "\(items.map { "\($0.name) (\($0.count))" }.joined(separator: ", "))""#,
  ])
  func stringLiteralForms(source: String) {
    lexesCleanly(source)
    #expect(scan(source).tokens.contains { $0.stringLiteral != nil }, "\(source)")
  }

  @Test(arguments: [
    ("let a = \"open", "Unterminated string literal"),
    ("let a = #\"open\"", "Unterminated string literal"),
    ("let a = \"\"\"\n  open", "Unterminated string literal"),
    (#"let a = "\q""#, "Invalid escape sequence"),
    (#"let a = "\u{110000}""#, "Invalid escape sequence"),
    (#"let a = "\u{}""#, "Invalid escape sequence"),
    (#"let a = "\(x""#, "Unterminated"),
  ])
  func invalidStringsAreStillReported(source: String, problem: String) {
    let problems = scan(source).problems.map(\.message)
    #expect(problems.contains { $0.contains(problem) }, "\(source): \(problems)")
  }

  // MARK: Numbers

  @Test(arguments: [
    ("0x1p-2", SwiftTokenKind.floatLiteral), ("0x1.8p+3", .floatLiteral), ("0xA_Bp1_0", .floatLiteral),
    ("1e10", .floatLiteral), ("1.5E-3", .floatLiteral), ("1_000.000_1e1_0", .floatLiteral),
    ("0b1010_1010", .integerLiteral(value: 170)), ("0o7_7", .integerLiteral(value: 63)),
    ("1_", .integerLiteral(value: 1)), ("0xFF", .integerLiteral(value: 255)), ("00_7", .integerLiteral(value: 7)),
  ])
  func numberLiteralForms(source: String, kind: SwiftTokenKind) {
    let result = scan(source)
    #expect(result.problems.isEmpty, "\(source)")
    #expect(result.tokens.map(\.kind) == [kind], "\(source)")
  }

  @Test(arguments: ["0x", "1_000e", "0b102", "0o8", "0xG", "1e+", "12abc", "0x1.8"])
  func invalidNumbersAreStillReported(source: String) {
    let problems = scan("let n = \(source)").problems
    #expect(problems.count == 1, "\(source)")
    #expect(problems.first?.message.contains("is not a valid number literal") == true, "\(source)")
  }

  // MARK: Identifiers, directives and operators

  @Test func backtickIdentifiersDirectivesAndOperators() {
    let source = """
      #if os(iOS) && !targetEnvironment(macCatalyst)
      let `class` = 1, `with spaces` = 2, $value = 3
      #elseif swift(>=5.9) || compiler(<6)
      let r = 0..<n, s = a...b, t = x?.y ?? z!, u = a &+ b, v = p <*> q
      #else
      let w = \\Page.title
      #endif
      """
    let result = scan(source)
    #expect(result.problems.isEmpty, "\(result.problems.map(\.message))")
    #expect(result.tokens.filter { $0.kind == .poundKeyword }.map(\.text) == ["#if", "#elseif", "#else", "#endif"])
    #expect(result.tokens.compactMap(\.identifierName).contains("with spaces"))
    let operators = result.tokens.filter { if case .operator = $0.kind { true } else { false } }.map(\.text)
    #expect(operators.contains("..<") && operators.contains("...") && operators.contains("&+"))
    #expect(operators.contains("<*>") && operators.contains("??") && operators.contains(">="))
  }

  // MARK: Cost

  @Test func longRunsOfPoundsAndSlashesLexInLinearTime() {
    let clock = ContinuousClock()
    // Quadratic, 50,000 `#` alone would take 1.25 billion steps.
    let pounds = String(repeating: "#", count: 50_000)
    let slashes = "f(" + String(repeating: "/a ", count: 25_000)
    let escapes = "f(/" + String(repeating: "\\/", count: 25_000)
    let elapsed = clock.measure {
      #expect(scan(pounds).tokens.count == 50_000)
      #expect(scan(slashes).tokens.count > 50_000)
      #expect(scan(escapes).tokens.count > 1)
    }
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }
}
