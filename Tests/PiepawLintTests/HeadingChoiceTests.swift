import Testing

@testable import PiepawLint

/// Which of a page's texts is its heading when some sizes are not read.
@Suite struct HeadingChoiceTests {
  private func text(_ literal: String?, size: Double?, emphasis: TextEmphasis = .body) -> PageFieldReader.ShownText {
    let location = SourceLocation(file: "/app/Page.swift")
    let expression: SwiftExpression =
      literal.map { .string(SwiftStringLiteral(segments: [.text($0)], isMultiline: false, rawDelimiterCount: 0)) }
      ?? .other
    return PageFieldReader.ShownText(
      node: SwiftNode(expression: expression, location: location, excerpt: literal ?? "value"), size: size,
      emphasis: emphasis)
  }

  /// A small label first, a far larger heading below, and only an unread value beside them: the heading.
  @Test func aFarLargerHeadingBelowASmallLabelIsTheTitle() {
    let texts = [
      text("amplitude", size: 12), text(nil, size: nil), text("Shape the Curve", size: 34, emphasis: .heading),
      text("Adjust the sliders", size: 15),
    ]
    #expect(PageFieldReader.heading(texts) == 2)
  }

  /// Near misses: an unread text first keeps its place (it may be the app's name, set large), and so does a first
  /// text when another literal's size is not read.
  @Test func anUnreadTextFirstOrAnUnreadLiteralKeepsTheFirst() {
    let unreadFirst = [text(nil, size: nil), text("Shape the Curve", size: 34, emphasis: .heading)]
    #expect(PageFieldReader.heading(unreadFirst) != 1)
    let unreadLiteral = [
      text("amplitude", size: 12), text("Welcome", size: nil), text("Shape the Curve", size: 34, emphasis: .heading),
    ]
    #expect(PageFieldReader.heading(unreadLiteral) == 0)
  }
}
