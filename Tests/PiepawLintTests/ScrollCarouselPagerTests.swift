import Testing

@testable import PiepawLint

/// A horizontal `ScrollView` that snaps to its cards is a pager: its `ForEach`, its selection from
/// `.scrollPosition(id:)`; one that does not snap, or scrolls vertically, is none.
@Suite struct ScrollCarouselPagerTests {
  private func pagers(_ body: String) -> [SwiftPager] {
    let source = """
      struct IntroCarousel: View {
        @State private var shown: Int?
        var body: some View {
          \(body)
        }
      }
      """
    return SwiftContentLoader.read(path: "/app/Intro/IntroCarousel.swift", source: source).swiftIndex?.pagers ?? []
  }

  @Test func aSnappingHorizontalScrollViewIsAPager() throws {
    let pager = try #require(
      pagers(
        """
        ScrollView(.horizontal, showsIndicators: false) {
          LazyHStack { ForEach(cards.indices, id: \\.self) { i in Text(cards[i].title).id(i) } }
        }
        .scrollPosition(id: $shown)
        .scrollTargetBehavior(.paging)
        """
      ).first)
    #expect(pager.isPaged && pager.isScrollCarousel && pager.hidesIndex)
    #expect(pager.forEach?.data == ["cards"] && pager.selection == "shown")
  }

  @Test func aScrollViewThatDoesNotSnapOrScrollsDownIsNone() {
    #expect(pagers("ScrollView(.horizontal) { HStack { ForEach(chips) { Text($0.name) } } }").isEmpty)
    #expect(pagers("ScrollView { VStack { ForEach(cards) { Text($0.title) } } }.scrollTargetBehavior(.paging)").isEmpty)
  }
}
