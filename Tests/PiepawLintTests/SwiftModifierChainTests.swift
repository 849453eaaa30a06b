import Testing

@testable import PiepawLint

@Suite struct SwiftModifierChainTests {
  private static func code(_ source: String) -> SwiftCode {
    SwiftCode(tokens: SwiftSourceScanner.scan(source).tokens, source: Array(source.utf8), file: "/a.swift")
  }

  /// The index of the first `)` in `code`: the close of the view's own call.
  private static func firstClose(_ code: SwiftCode) throws -> Int {
    try #require(code.indices.first { code.isPunctuation(")", at: $0) })
  }

  @Test func readsEachModifierWithItsArguments() throws {
    let code = Self.code(#"Image("a").resizable().frame(width: 40, height: 40).clipShape(Circle())"#)
    let chain = code.modifierChain(after: try Self.firstClose(code))
    #expect(chain.map(\.name) == ["resizable", "frame", "clipShape"])
    #expect(chain[0].argumentTokens(code).isEmpty)
    let frameWords = chain[1].argumentTokens(code).compactMap { code.identifierName(at: $0) }
    #expect(frameWords == ["width", "height"])
    #expect(chain.last?.end == code.tokens.count)
  }

  @Test func trailingClosuresBelongToTheirModifierOrEndTheChain() throws {
    let code = Self.code(#"Text("a").overlay { Text("b") }.padding()"#)
    let close = try Self.firstClose(code)
    #expect(code.modifierChain(after: close).map(\.name) == ["overlay", "padding"])
    #expect(code.modifierChain(after: close, trailingClosures: false).map(\.name) == ["overlay"])
    #expect(code.modifierChainEnd(after: close) == code.tokens.count)
  }

  @Test func aChainStopsAtItsLimitAndWhereNoModifierFollows() throws {
    let code = Self.code(#"Text("a").bold().italic().padding() + Text("b")"#)
    let close = try Self.firstClose(code)
    #expect(code.modifierChain(after: close, limit: 2).map(\.name) == ["bold", "italic"])
    let end = code.modifierChainEnd(after: close)
    #expect(code.isOperator("+", at: end))
    // No modifier: the chain ends right after the call.
    let bare = Self.code(#"Text("a") + Text("b")"#)
    let bareClose = try Self.firstClose(bare)
    #expect(bare.modifierChain(after: bareClose).isEmpty)
    #expect(bare.modifierChainEnd(after: bareClose) == bareClose + 1)
  }
}
