import Testing

@testable import PiepawLint

/// `(1...3).map { i in Page(title: "title_\(i)") }` reads as the array it makes, one element per number, with the
/// number written into the closure's interpolations; what is not a short range of literals mapped by one
/// expression stays unread.
@Suite struct MappedRangeTests {
  private func node(_ source: String) -> SwiftNode {
    let bytes = Array(source.utf8)
    let code = SwiftCode(tokens: SwiftSourceScanner.scan(bytes: bytes).tokens, source: bytes, file: "/app/x.swift")
    return SwiftExpressionReader(code: code).node(code.tokens.indices)
  }

  private func keys(_ node: SwiftNode) -> [String?]? {
    node.elements?.map { element in
      element.call?.arguments.first { $0.label == "title" }?.value.localization?.key
    }
  }

  @Test func aMappedRangeIsTheArrayItMakes() throws {
    let mapped = node(
      #"(1...3).map { i in Page(title: NSLocalizedString("onboarding.title.\(i)", comment: ""), n: i) }"#)
    #expect(keys(mapped) == ["onboarding.title.1", "onboarding.title.2", "onboarding.title.3"])
    let numbers = mapped.elements?.map { $0.call?.arguments.last?.value.expression }
    #expect(numbers == [.integer(1), .integer(2), .integer(3)])
    // Values read through a bound name are no literal a fix may rewrite.
    #expect(mapped.elements?.allSatisfy { $0.call?.arguments.last?.value.literalBytes == nil } == true)
    let anonymous = node(#"(0..<2).map { Page(title: "step_\($0)".localized) }"#)
    #expect(keys(anonymous) == ["step_0", "step_1"])
  }

  @Test func whatIsNotAShortLiteralRangeMappedByOneExpressionStaysUnread() {
    #expect(node(#"(1...count).map { i in Page(title: "t\(i)") }"#).elements == nil)
    #expect(node(#"(1...500).map { i in Page(title: "t\(i)") }"#).elements == nil)
    #expect(node(#"(1...3).map { i in let t = "t\(i)"; return Page(title: t) }"#).elements == nil)
    #expect(node(#"(3...1).map { i in Page(title: "t\(i)") }"#).elements == nil)
  }
}
