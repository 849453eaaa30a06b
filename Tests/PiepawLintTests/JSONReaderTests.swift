import Foundation
import Testing

@testable import PiepawLint

@Suite struct JSONReaderTests {
  private func parse(_ text: String) -> Result<JSONNode, JSONSyntaxError> {
    JSONReader.parse(text, file: "/t.json")
  }

  private func value(_ text: String) throws -> JSONNode {
    try parse(text).get()
  }

  private func failure(_ text: String) -> JSONSyntaxError? {
    if case .failure(let error) = parse(text) { return error }
    return nil
  }

  @Test func locationsOfValuesAndKeys() throws {
    let root = try value("{\n  \"a\": [1, true],\n\t\"é😀\": \"x\", \"b\": null\n}")
    #expect(root.location == .text("/t.json", line: 1, column: 1))
    let members = try #require(root.objectMembers)
    #expect(members.map(\.key) == ["a", "é😀", "b"])
    #expect(members[0].keyLocation == .text("/t.json", line: 2, column: 3))
    #expect(members[0].value.location == .text("/t.json", line: 2, column: 8))
    let elements = try #require(members[0].value.arrayElements)
    #expect(elements[1].location == .text("/t.json", line: 2, column: 12))
    #expect(members[1].keyLocation == .text("/t.json", line: 3, column: 2))
    // After a tab, "é😀" is 2 + 4 bytes but 1 + 2 UTF-16 units.
    #expect(members[1].value.location == .text("/t.json", line: 3, column: 12, utf16Column: 9))
    #expect(members[2].value.location == .text("/t.json", line: 3, column: 22, utf16Column: 19))
  }

  @Test func duplicateKeysAreKeptInOrder() throws {
    let root = try value(#"{"title": "a", "tag": 1, "title": "b"}"#)
    #expect(root.objectMembers?.map(\.key) == ["title", "tag", "title"])
    #expect(root["title"]?.stringValue == "a")
    #expect(root.duplicateMembers.map(\.value.stringValue) == ["b"])
    #expect(root.duplicateMembers.first?.keyLocation.column == 26)
  }

  @Test(arguments: [
    ("0", 0, 0.0), ("-0", 0, 0.0), ("42", 42, 42.0), ("-7", -7, -7.0), ("3.0", 3, 3.0), ("1e2", 100, 100.0),
    ("2E+1", 20, 20.0), ("-9223372036854775808", Int.min, -9.223372036854775808e18),
  ])
  func wholeNumbers(text: String, int: Int, double: Double) throws {
    let number = try #require(try value(text).numberValue)
    #expect(number.raw == text)
    #expect(number.int == int)
    #expect(number.double == double)
  }

  @Test(arguments: ["1.5", "-0.25", "1e-3", "9223372036854775808", "1e400"])
  func numbersWithoutAnInt(text: String) throws {
    let number = try #require(try value(text).numberValue)
    #expect(number.raw == text)
    #expect(number.int == nil)
  }

  @Test func kindDescriptions() throws {
    #expect(try value("1.5").kindDescription == "a number with a fraction (1.5)")
    #expect(try value("1e40").kindDescription == "a number too large for an integer (1e40)")
    #expect(try value("7").kindDescription == "an integer")
    #expect(try value("\"7\"").kindDescription == "a string")
    #expect(try value("[]").kindDescription == "an array")
    #expect(try value("{}").kindDescription == "an object")
    #expect(try value("false").kindDescription == "false")
    #expect(try value("null").kindDescription == "null")
  }

  @Test func stringEscapes() throws {
    let text = #""q\" b\\ s\/ \b\f\n\r\t \u00e9 \u00E9 \ud83d\ude00 \u0000 plain é""#
    #expect(try value(text).stringValue == "q\" b\\ s/ \u{8}\u{c}\n\r\t é é 😀 \u{0} plain é")
  }

  @Test func emptyContainersAndLiterals() throws {
    let root = try value(" [ {}, [], true, false, null, \"\" ] ")
    #expect(root.arrayElements?.count == 6)
    #expect(root.arrayElements?[0].objectMembers?.isEmpty == true)
    #expect(root.arrayElements?[2].boolValue == true)
    #expect(root.arrayElements?[4].isNull == true)
    #expect(root.arrayElements?[5].stringValue == "")
  }

  /// Every kind of syntax error: a fragment of its message and its exact line and column.
  @Test(arguments: [
    (#"{"a": 1,}"#, "trailing comma before '}'", 1, 8),
    ("[1, 2,\n]", "trailing comma before ']'", 1, 6),
    (#"{"a": 1 "b": 2}"#, "expected ',' or '}' after an object member", 1, 9),
    ("[1 2]", "expected ',' or ']' after an array element", 1, 4),
    ("[1, 2", "expected ',' or ']' after an array element, found the end of the file", 1, 6),
    ("{\"a\": \"abc", "unterminated string", 1, 7),
    ("[\"abc\n\"]", "unterminated string: the line ends inside it", 1, 2),
    ("\"a\tb\"", "control character U+0009 in a string", 1, 3),
    (#""\ud800""#, "lone surrogate \\uD800", 1, 2),
    (#""\udc00""#, "lone surrogate \\uDC00", 1, 2),
    (#""x\ud800\u0041""#, "lone surrogate \\uD800", 1, 3),
    (#""\u12""#, "four hexadecimal digits", 1, 2),
    (#""\x""#, "invalid escape \\x", 1, 2),
    ("{a: 1}", "expected a member name in double quotes, found 'a'", 1, 2),
    (#"{"a" 1}"#, "expected ':' after the member name \"a\"", 1, 6),
    ("01", "leading zero", 1, 1),
    ("-", "expected a digit after '-'", 1, 2),
    ("1.", "expected a digit after the decimal point", 1, 3),
    ("1e+", "expected a digit in the exponent", 1, 4),
    (".5", "expected a value, found '.'", 1, 1),
    ("+1", "expected a value, found '+'", 1, 1),
    ("tru", "`tru` is not a JSON value", 1, 1),
    ("[True]", "`True` is not a JSON value", 1, 2),
    ("NaN", "`NaN` is not a JSON value", 1, 1),
    ("'a'", "expected a value, found '''", 1, 1),
    ("// note\n{}", "expected a value, found '/'", 1, 1),
    ("{} {}", "after the end of the JSON value", 1, 4),
    ("", "the file is empty", 1, 1),
    (" \n ", "the file is empty", 2, 2),
    ("[,1]", "expected a value, found ','", 1, 2),
    (#"{"a":}"#, "expected a value, found '}'", 1, 6),
    ("[\u{00A0}1]", "expected a value, found U+00A0", 1, 2),
  ])
  func syntaxErrors(text: String, message: String, line: Int, column: Int) throws {
    let error = try #require(failure(text))
    #expect(error.message.contains(message), "\(error.message)")
    #expect(error.location.line == line)
    #expect(error.location.column == column)
    #expect(!error.hint.isEmpty)
    #expect(error.finding.message.hasPrefix("Invalid JSON: "))
  }

  @Test func errorHintsSayHowToFix() throws {
    #expect(
      try #require(failure("[1,]")).finding.message == "Invalid JSON: trailing comma before ']'; remove the comma.")
    #expect(try #require(failure("'x'")).hint == "strings must be in double quotes")
    #expect(try #require(failure("// x")).hint.contains("no comments"))
  }

  @Test func depthLimit() throws {
    let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect((try? parse(deepest).get()) != nil)
    let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
    let error = try #require(failure(tooDeep))
    #expect(error.message.contains("nested more than 256 levels"))
    #expect(error.location.column == 257)
    let objects = String(repeating: "{\"a\":", count: 300) + "1" + String(repeating: "}", count: 300)
    #expect(failure(objects) != nil)
    #expect(failure(String(repeating: "[", count: 200_000)) != nil)
    #expect((try? JSONReader.parse("[[1]]", file: "/t.json", maximumDepth: 1).get()) == nil)
    #expect((try? JSONReader.parse("[1]", file: "/t.json", maximumDepth: 1).get()) != nil)
  }

  @Test func largeInputsParse() throws {
    let array = "[" + Array(repeating: "{\"k\": \"v\", \"n\": 1.5}", count: 50_000).joined(separator: ",") + "]"
    #expect(try value(array).arrayElements?.count == 50_000)
    let longLine = "\"" + String(repeating: "é", count: 200_000) + "\", 1]"
    let error = try #require(failure("[" + longLine + "x"))
    #expect(error.location.column == 400_008)
    #expect(error.location.utf16Column == 200_008)
  }

  @Test func randomBytesNeverCrash() {
    var fuzz = CatalogsTestSupport.FuzzGenerator(seed: 1)
    let alphabet = Array("{}[],:\"\\/ 0123456789.eE+-truefalsnul\n\tu".utf8) + [0xC3, 0xA9, 0x00, 0x1F]
    for round in 0..<3000 {
      let bytes = fuzz.bytes(count: fuzz.below(64), from: round.isMultiple(of: 2) ? alphabet : nil)
      let text = String(decoding: bytes, as: UTF8.self)
      checkNoCrash(text)
    }
  }

  @Test func truncationsAndMutationsNeverCrash() {
    let document =
      #"{"progressCapsules": 3, "pages": [{"tag": 0, "title": "Hi \u00e9 \ud83d\ude00", "x": [1.5e3, null, true]}]}"#
    for end in document.utf8.indices {
      checkNoCrash(String(decoding: document.utf8[..<end], as: UTF8.self))
    }
    var fuzz = CatalogsTestSupport.FuzzGenerator(seed: 2)
    let alphabet = Array("{}[],:\"\\ 0.e-u".utf8)
    for _ in 0..<2000 {
      checkNoCrash(String(decoding: fuzz.mutate(document, alphabet: alphabet), as: UTF8.self))
    }
  }

  private func checkNoCrash(_ text: String) {
    if case .failure(let error) = parse(text) {
      let lines = text.utf8.count(where: { $0 == UInt8(ascii: "\n") }) + 1
      #expect((1...lines).contains(error.location.line ?? 0))
      #expect((error.location.column ?? 0) >= 1)
    }
  }
}

@Suite struct LenientJSONReaderTests {
  @Test func trailingCommasAreNothingOnlyWhenAllowed() throws {
    let text = #"{"images": [{"filename": "a.png", "scale": "2x",},], "info": {"version": 1,},}"#
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(text, file: "/c.json").get() }
    let root = try JSONReader.parse(text, file: "/c.json", allowsTrailingCommas: true).get()
    #expect(root["images"]?.arrayElements?.count == 1)
    #expect(root["images"]?.arrayElements?.first?["scale"]?.stringValue == "2x")
    #expect(root["info"]?["version"]?.intValue == 1)
    // Still no empty element between commas.
    #expect(throws: JSONSyntaxError.self) {
      try JSONReader.parse("[1,,]", file: "/c.json", allowsTrailingCommas: true).get()
    }
  }
}
