import Testing

@testable import PiepawLint

/// A `TabView` pages where its own chain sets a paging style, or, where it sets none, where a container around it
/// does (SwiftUI hands the style down); a `ForEach` over literal positions shows the array its body subscripts.
@Suite struct TabViewStyleTests {
  private func pagers(_ body: String) -> [SwiftPager] {
    let source = """
      struct IntroScreen: View {
        @State private var tab = 0
        let introTexts = ["Plan", "Shop", "Cook"]
        let introImages = ["plan", "shop", "cook"]
        var body: some View {
          \(body)
        }
      }
      """
    return SwiftContentLoader.read(path: "/app/Intro/IntroScreen.swift", source: source).swiftIndex?.pagers ?? []
  }

  @Test func aContainersPagingStyleReachesTheTabView() throws {
    let pager = try #require(
      pagers(
        """
        VStack {
          TabView(selection: $tab) { ForEach(0..<3) { i in Text(introTexts[i]) } }
          Button("Next") { tab += 1 }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        """
      ).first)
    #expect(pager.isPaged && pager.hidesIndex)
  }

  @Test func theTabViewsOwnStyleWinsOverAContainers() throws {
    let pager = try #require(
      pagers(
        """
        VStack {
          TabView(selection: $tab) { ForEach(0..<3) { i in Text(introTexts[i]) } }.tabViewStyle(.automatic)
        }
        .tabViewStyle(.page)
        """
      ).first)
    #expect(!pager.isPaged)
  }

  @Test func aModifierThatOnlyNamesThePageIsNoStyle() throws {
    let pager = try #require(
      pagers("TabView(selection: $tab) { ForEach(0..<3) { page in Text(introTexts[page]) } }.onChange(of: page) { }")
        .first)
    #expect(!pager.isPaged)
  }

  @Test func literalPositionsShowTheArrayATextDraws() throws {
    let pager = try #require(
      pagers(
        """
        TabView { ForEach(0..<3) { i in VStack { Image(introImages[i]); Text(introTexts[i]) } } }.tabViewStyle(.page)
        """
      ).first)
    #expect(pager.forEach?.data == ["introTexts"] && pager.forEach?.overIndices == true)
  }

  @Test func aNamedRangeKeepsItsOwnData() throws {
    let pager = try #require(
      pagers("TabView { ForEach(0..<introImages.count) { i in Text(introTexts[i]) } }.tabViewStyle(.page)").first)
    #expect(pager.forEach?.data == ["introImages"])
  }
}
