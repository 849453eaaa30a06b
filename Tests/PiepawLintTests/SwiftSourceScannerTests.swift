import Foundation
import Testing

@testable import PiepawLint

@Suite struct SwiftSourceScannerTests {
  private func tokens(_ source: String) -> [SwiftToken] { SwiftSourceScanner.scan(source).tokens }

  private func texts(_ source: String) -> [String] { tokens(source).map(\.text) }

  private func stringValue(_ source: String) -> String? {
    let result = SwiftSourceScanner.scan(source)
    #expect(result.problems.isEmpty, "\(result.problems)")
    return result.tokens.first?.stringLiteral?.value
  }

  // MARK: Identifiers and punctuation

  @Test func identifiersAttributesAndPoundKeywords() {
    let result = tokens("@State var `default` = $currentIndex + $0 #if os(iOS) #Preview 名前 _x")
    let pairs = result.map { ($0.kind, $0.text) }
    let expected: [(SwiftTokenKind, String)] = [
      (.attribute, "@State"), (.identifier, "var"), (.identifier, "`default`"), (.operator(.infix), "="),
      (.identifier, "$currentIndex"), (.operator(.infix), "+"), (.identifier, "$0"), (.poundKeyword, "#if"),
      (.identifier, "os"), (.punctuation, "("), (.identifier, "iOS"), (.punctuation, ")"),
      (.poundKeyword, "#Preview"), (.identifier, "名前"), (.identifier, "_x"),
    ]
    #expect(pairs.count == expected.count)
    for (actual, wanted) in zip(pairs, expected) {
      #expect(actual.0 == wanted.0 && actual.1 == wanted.1, "\(actual) != \(wanted)")
    }
    #expect(result[2].identifierName == "default")
    #expect(result[4].identifierName == "$currentIndex")
  }

  /// A merge conflict left in a file is reported once, at its `<<<<<<<`, and both sides are skipped as the
  /// compiler skips them (so no side's text is reported as a bad literal); the code after it is read. A `<<<<<<<`
  /// that does not start a line is an operator.
  @Test func aMergeConflictIsOneProblemAndBothSidesAreSkipped() {
    let source = """
      let a = 1
      <<<<<<< HEAD
      let b = 2
      =======
      let b = 3
      >>>>>>> 5a85f48 (Update)
      let c = 4
      """
    let result = SwiftSourceScanner.scan(source)
    #expect(result.problems.map(\.message) == [MergeConflictMarker.message])
    #expect(result.problems.first?.position.line == 2)
    #expect(result.tokens.map(\.text) == ["let", "a", "=", "1", "let", "c", "=", "4"])
    let operatorUse = SwiftSourceScanner.scan("let x = a <<<<<<< b\nlet s = \"\"\"\n<<<<<<< HEAD\n\"\"\"\n")
    #expect(operatorUse.problems.isEmpty)
    #expect(operatorUse.tokens.map(\.text).contains("<<<<<<<"))
  }

  @Test func periodIsKeptApartFromRangeOperators() {
    #expect(
      texts("[.init(a: .x), .Poses.a1]") == [
        "[", ".", "init", "(", "a", ":", ".", "x", ")", ",", ".", "Poses",
        ".", "a1", "]",
      ])
    let range = tokens("0..<3 0...2 x?.y z!")
    #expect(range.map(\.text) == ["0", "..<", "3", "0", "...", "2", "x", "?", ".", "y", "z", "!"])
    #expect(range[1].kind == .operator(.infix))
    #expect(range[7].kind == .operator(.postfix))
    #expect(range[8].kind == .punctuation)
    #expect(range[11].kind == .operator(.postfix))
  }

  @Test func operatorsAreMaximalRunsWithFixity() {
    let result = tokens("a != b; c==d; -1; x = -y; f() -> Int; a + /*c*/b; p && !q; ForEach(..<3)")
    #expect(result.first { $0.text == "!=" }?.kind == .operator(.infix))
    #expect(result.first { $0.text == "==" }?.kind == .operator(.infix))
    #expect(result.filter { $0.text == "-" }.map(\.kind) == [.operator(.prefix), .operator(.prefix)])
    #expect(result.contains { $0.text == "->" })
    #expect(result.first { $0.text == "+" }?.kind == .operator(.infix))
    #expect(result.first { $0.text == "!" }?.kind == .operator(.prefix))
    #expect(result.first { $0.text == "..<" }?.kind == .operator(.prefix))
    #expect(SwiftSourceScanner.scan("a+/*c*/b").comments.map(\.text) == ["/*c*/"])
  }

  // MARK: Positions

  @Test func positionsCountUTF8BytesAndUTF16Units() {
    let result = tokens("let 🐶 = 1\nlet 名前 = \"é\" // x\r\n  z")
    let equals = result.filter { $0.text == "=" }
    #expect(equals[0].position == SwiftSourcePosition(line: 1, column: 10, utf16Column: 8, offset: 9))
    #expect(equals[1].position.line == 2)
    #expect(equals[1].position.column == 12)
    #expect(equals[1].position.utf16Column == 8)
    let string = result.first { $0.stringLiteral != nil }!
    #expect(string.position.column == 14)
    #expect(string.position.utf16Column == 10)
    #expect(string.length == 4)
    let last = result.last!
    #expect(last.text == "z")
    #expect(last.position.line == 3)
    #expect(last.position.column == 3)
  }

  @Test func everyLineBreakFormEndsALine() {
    let result = tokens("a\rb\r\nc\nd /* x\r\n y */ e \"\"\"\r\n  s\r\n  \"\"\" f")
    #expect(result.map(\.text.first) == ["a", "b", "c", "d", "e", "\"", "f"])
    #expect(result.map(\.position.line) == [1, 2, 3, 4, 5, 5, 7])
    #expect(result[4].position.column == 7)
  }

  @Test func interpolatedTokensHaveTheirOwnPositions() {
    let result = tokens("let s = \"🐶 \\(count) left\"")
    guard case .interpolation(let inner)? = result[3].stringLiteral?.segments.dropFirst().first else {
      Issue.record("no interpolation")
      return
    }
    #expect(inner.map(\.text) == ["count"])
    #expect(inner[0].position.column == 17)
    #expect(inner[0].position.utf16Column == 15)
  }

  @Test func tokenTextMatchesItsSourceRange() {
    let source = "let a = [\"x\\(1)\", #\"y\"#] /* c */ + 0x1F"
    let bytes = Array(source.utf8)
    for token in tokens(source) {
      #expect(String(decoding: bytes[token.position.offset..<token.endOffset], as: UTF8.self) == token.text)
    }
  }

  // MARK: Numbers

  @Test func integerLiteralsInEveryRadix() {
    let values = tokens("42 0x2A 0o52 0b101010 1_000_000 007 0xFF_FF 99999999999999999999").map(\.integerValue)
    #expect(values == [42, 42, 42, 42, 1_000_000, 7, 65535, nil])
    #expect(tokens("99999999999999999999")[0].kind == .integerLiteral(value: nil))
  }

  @Test func floatLiteralsAndTupleIndexes() {
    let floats = tokens("1.5 2e-3 1E10 0x1p4 0x1.8p3 1_0.2_5")
    #expect(floats.map(\.kind) == Array(repeating: .floatLiteral, count: 6))
    #expect(floats.map(\.text) == ["1.5", "2e-3", "1E10", "0x1p4", "0x1.8p3", "1_0.2_5"])
    #expect(texts("pair.0.1") == ["pair", ".", "0", ".", "1"])
    #expect(texts("5.description 0xFF.bitWidth") == ["5", ".", "description", "0xFF", ".", "bitWidth"])
  }

  @Test func malformedNumbersAreOneTokenAndAProblem() {
    let result = SwiftSourceScanner.scan("let a = 0b102 + 12abc + 0x")
    #expect(result.tokens.map(\.text) == ["let", "a", "=", "0b102", "+", "12abc", "+", "0x"])
    #expect(result.problems.count == 3)
    #expect(result.problems[0].position.column == 9)
  }

  // MARK: Comments

  @Test func commentsNestAndKeepTheirKind() {
    let source = "a /* one /* two */ still */ b // line\n/// doc\n/** block doc */ //// not doc\n/**/ c"
    let result = SwiftSourceScanner.scan(source)
    #expect(result.tokens.map(\.text) == ["a", "b", "c"])
    #expect(
      result.comments.map(\.text) == [
        "/* one /* two */ still */", "// line", "/// doc", "/** block doc */", "//// not doc", "/**/",
      ])
    #expect(
      result.comments.map(\.kind) == [
        .comment(.block), .comment(.line), .comment(.docLine), .comment(.docBlock), .comment(.line), .comment(.block),
      ])
    #expect(result.problems.isEmpty)
  }

  @Test func shebangLineIsAComment() {
    let result = SwiftSourceScanner.scan("#!/usr/bin/swift\nprint(1)")
    #expect(result.comments.count == 1)
    #expect(result.tokens.first?.text == "print")
  }

  // MARK: String literals

  @Test func escapesAreDecoded() {
    #expect(stringValue(#""a\nb\t\r\0\\\"\'\u{1F436}\u{E9}""#) == "a\nb\t\r\0\\\"'🐶é")
    #expect(stringValue(#""""#) == "")
  }

  @Test func interpolationsHoldNestedParenthesesAndStrings() {
    let result = SwiftSourceScanner.scan(#"let s = "a\(f("b)", (1 + 2)))c" + x"#)
    #expect(result.problems.isEmpty)
    #expect(result.tokens.map(\.text) == ["let", "s", "=", #""a\(f("b)", (1 + 2)))c""#, "+", "x"])
    let literal = result.tokens[3].stringLiteral!
    #expect(literal.hasInterpolation)
    #expect(literal.value == nil)
    guard literal.segments.count == 3, case .interpolation(let inner) = literal.segments[1] else {
      Issue.record("segments: \(literal.segments)")
      return
    }
    #expect(literal.segments[0] == .text("a"))
    #expect(literal.segments[2] == .text("c"))
    #expect(inner.map(\.text) == ["f", "(", #""b)""#, ",", "(", "1", "+", "2", ")", ")"])
    #expect(inner[2].stringLiteral?.value == "b)")
  }

  @Test func multilineStringsStripTheClosingIndentation() {
    let source = "let s = \"\"\"\n    Hello,\n      world!\n\n    \\tTab \\\n    joined\n    \"\"\"\nlet t = 1"
    let result = SwiftSourceScanner.scan(source)
    #expect(result.problems.isEmpty)
    #expect(result.tokens[3].stringLiteral?.value == "Hello,\n  world!\n\n\tTab joined")
    #expect(result.tokens[3].stringLiteral?.isMultiline == true)
    #expect(result.tokens[4].text == "let")
    #expect(result.tokens[4].position.line == 8)
  }

  @Test func multilineStringEdgeCases() {
    #expect(stringValue("\"\"\"\n\"\"\"") == "")
    #expect(stringValue("\"\"\"\n  a\n  \"\"\"") == "a")
    #expect(stringValue("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"") == "a\nb")
    #expect(stringValue("\"\"\"\n  a \"quoted\" \"\" b\n\n  \"\"\"") == "a \"quoted\" \"\" b\n")
    #expect(stringValue("\"\"\"\n  a\n \n  \"\"\"") == "a\n")
  }

  @Test func multilineInterpolationKeepsLineStructure() {
    let result = SwiftSourceScanner.scan("\"\"\"\n  a\\(x)b\n  c\n  \"\"\"")
    #expect(result.problems.isEmpty)
    let segments = result.tokens[0].stringLiteral?.segments ?? []
    #expect(segments.count == 3)
    #expect(segments.first == .text("a"))
    #expect(segments.last == .text("b\nc"))
  }

  @Test func rawStrings() {
    #expect(stringValue(##"#"a\nb "quoted""#"##) == #"a\nb "quoted""#)
    #expect(stringValue(##"#"a\#nb"#"##) == "a\nb")
    #expect(stringValue(###"##"a"#b"##"###) == ##"a"#b"##)
    let interpolated = SwiftSourceScanner.scan(##"#"x\(y)\#(z)"#"##).tokens[0].stringLiteral!
    #expect(interpolated.rawDelimiterCount == 1)
    #expect(interpolated.segments.count == 2)
    #expect(interpolated.segments[0] == .text(#"x\(y)"#))
    #expect(stringValue("#\"\"\"\n  raw \\n \"\"\" still\n  \"\"\"#") == "raw \\n \"\"\" still")
    // `#"""#` is a one-line raw string holding one quote, not a multi-line opener.
    let quote = SwiftSourceScanner.scan(##"let q = #"""#; let image = Image("paw")"##)
    #expect(quote.problems.isEmpty)
    #expect(quote.tokens.compactMap(\.stringLiteral).map(\.isMultiline) == [false, false])
    #expect(stringValue(##"#"""#"##) == "\"")
  }

  @Test func regexLiteralsDoNotConfuseTheLexer() {
    let result = SwiftSourceScanner.scan(##"let r = #/a"b(c)/# ; let s = ##/x/#y/## ; z"##)
    #expect(result.problems.isEmpty)
    #expect(result.tokens.filter { $0.kind == .regexLiteral }.map(\.text) == [##"#/a"b(c)/#"##, "##/x/#y/##"])
    #expect(result.tokens.last?.text == "z")
  }

  // MARK: Problems and recovery

  @Test func unterminatedStringRecoversOnTheNextLine() {
    let result = SwiftSourceScanner.scan("let a = \"open\nlet b = 2")
    #expect(result.problems.count == 1)
    #expect(result.problems[0].position.line == 1)
    #expect(result.problems[0].position.column == 9)
    #expect(result.problems[0].message.contains("Unterminated string"))
    #expect(result.tokens.suffix(4).map(\.text) == ["let", "b", "=", "2"])
    #expect(result.tokens[3].stringLiteral?.value == "open")
  }

  @Test func unterminatedBlockCommentAndMultilineString() {
    let comment = SwiftSourceScanner.scan("a\n/* outer /* inner */ still open\nb")
    #expect(comment.tokens.map(\.text) == ["a"])
    #expect(comment.problems.map(\.position.line) == [2])
    let string = SwiftSourceScanner.scan("x = \"\"\"\n  text")
    #expect(string.problems.count == 1)
    #expect(string.problems[0].position.column == 5)
  }

  @Test func invalidEscapesAreReportedWhereTheyAre() {
    let result = SwiftSourceScanner.scan(#"let s = "ok \q and \u{D800} and \u{110000}""#)
    #expect(result.problems.map(\.position.column) == [13, 20, 33])
    #expect(result.problems[0].message.contains("`\\q`"))
    #expect(result.tokens[3].stringLiteral?.value == #"ok \q and \u{D800} and \u{110000}"#)
  }

  @Test func multilineIndentationProblems() {
    let underIndented = SwiftSourceScanner.scan("\"\"\"\n    a\n  b\n    \"\"\"")
    #expect(underIndented.problems.map(\.position.line) == [3])
    #expect(underIndented.tokens[0].stringLiteral?.value == "a\nb")
    let sameLine = SwiftSourceScanner.scan("\"\"\"text\n  \"\"\"")
    #expect(sameLine.problems.count == 1)
    let closingInline = SwiftSourceScanner.scan("\"\"\"\n  text\"\"\"")
    #expect(closingInline.problems.count == 1)
    #expect(closingInline.tokens.count == 1)
  }

  @Test func unterminatedInterpolationStopsAtTheLineEnd() {
    let result = SwiftSourceScanner.scan("let s = \"a\\(f(\"\nlet t = 1")
    #expect(!result.problems.isEmpty)
    #expect(result.tokens.suffix(4).map(\.text) == ["let", "t", "=", "1"])
  }

  @Test func deeplyNestedInterpolationsAreCutOff() {
    let depth = 200
    let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth) + " y"
    let result = SwiftSourceScanner.scan(source)
    #expect(result.problems.contains { $0.message.contains("nested too deeply") })
    #expect(result.tokens.last?.text == "y")
  }

  @Test func randomBytesNeverCrashOrHang() {
    var generator = SeededGenerator(seed: 0x5EED)
    let alphabet: [UInt8] =
      Array(##"  "\#/*(){}[]<>.=!-_`@$'a1x0\n\r""##.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xF0, 0x9F, 0x90, 0xB6, 0xFF]
    for _ in 0..<300 {
      let length = Int.random(in: 0..<200, using: &generator)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &generator)
          ? alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
          : UInt8.random(in: 0...255, using: &generator)
      }
      let result = SwiftSourceScanner.scan(bytes: bytes)
      var previousEnd = 0
      for token in result.tokens {
        #expect(token.position.offset >= previousEnd)
        #expect(token.endOffset <= bytes.count)
        previousEnd = token.endOffset
      }
    }
  }

  @Test func everyPrefixOfAFixtureScans() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/swift/PetOnboarding/OnboardingPage.swift")
    let bytes = Array(try Data(contentsOf: url))
    #expect(SwiftSourceScanner.scan(bytes: bytes).problems.isEmpty)
    for end in 0...bytes.count {
      let result = SwiftSourceScanner.scan(bytes: Array(bytes[..<end]))
      #expect(result.tokens.allSatisfy { $0.endOffset <= end })
    }
  }
}
