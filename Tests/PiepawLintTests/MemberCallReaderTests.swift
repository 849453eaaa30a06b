import Testing

@testable import PiepawLint

/// The statements that call a method on a value with a labelled string literal first, as the builder shape reads
/// them: in order, grouped by block; a call whose result is used, a modifier and a call in a preview are none.
@Suite struct MemberCallReaderTests {
  private func calls(_ source: String) -> [SwiftMemberCall] {
    SwiftContentLoader.read(path: "/app/Intro.swift", source: source).swiftIndex?.memberCalls ?? []
  }

  @Test func statementsCallingAValueAreReadInOrderByBlock() {
    let read = calls(
      """
      func make() {
        deck.add(title: "One", detail: "First")
        self.deck.add(title: "Two", detail: "Second"); other.add(title: "Three")
      }
      func more() { deck.add(title: "Four") }
      """)
    #expect(read.map(\.receiver) == [["deck"], ["self", "deck"], ["other"], ["deck"]])
    #expect(
      read.map { $0.arguments.map(\.label) } == [["title", "detail"], ["title", "detail"], ["title"], ["title"]])
    #expect(Set(read.prefix(3).map(\.block)).count == 1 && read[3].block != read[0].block)
  }

  @Test func usedResultsModifiersAndPreviewsAreNone() {
    let read = calls(
      """
      let card = deck.add(title: "One")
      struct V: View { var body: some View { Text("x").accessibilityLabel(label: "y") } }
      #Preview { deck.add(title: "Two") }
      func f() { deck.add(title: "Three").then { } }
      """)
    #expect(read.isEmpty, "\(read)")
  }
}
