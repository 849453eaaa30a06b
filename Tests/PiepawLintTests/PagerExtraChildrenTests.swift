import Testing

@testable import PiepawLint

/// A paged `TabView` that writes children beside its `ForEach` shows them as pages of the `ForEach`'s flow, where
/// they stand; a child in an `if`, one that draws nothing and a tab bar's tab are no pages.
@Suite struct PagerExtraChildrenTests {
  private func flows(_ source: String) -> [Flow] {
    var files = [SwiftContentLoader.read(path: "/app/Onboarding/TipsView.swift", source: source)]
    _ = SwiftContentLoader.recognise(&files, schema: .default, root: "/app")
    return files.flatMap(\.flows)
  }

  private static func tips(before: String = "", after: String, dots: String = "0..<3", style: String = ".page")
    -> String
  {
    """
    import SwiftUI
    struct Tip: Identifiable { let id: Int; let title: String; let body: String }
    struct TipsView: View {
      @State private var page = 0
      let tips = [
        Tip(id: 0, title: "Scan receipts", body: "Point the camera at a receipt."),
        Tip(id: 1, title: "Split costs", body: "Share a bill with friends."),
      ]
      var body: some View {
        VStack {
          TabView(selection: $page) {
            \(before)
            ForEach(tips) { tip in
              VStack { Text(tip.title).font(.title); Text(tip.body) }.tag(tip.id)
            }
            \(after)
          }
          .tabViewStyle(\(style))
          HStack {
            ForEach(\(dots)) { index in
              Capsule().fill(index == page ? Color.blue : Color.gray).frame(width: 20, height: 6)
            }
          }
        }
      }
    }
    """
  }

  @Test func aChildAfterTheForEachIsTheLastPage() throws {
    let flow = try #require(flows(Self.tips(after: #"Text("You're all set").font(.title).tag(2)"#)).first)
    #expect(flow.pages.map(\.title?.literal) == ["Scan receipts", "Split costs", "You're all set"])
    #expect(flow.pages.map(\.tag?.literal) == [0, 1, 2])
    #expect(flow.pagesBesideData == 1 && flow.countExpression() == "tips.count + 1")
    // The three capsules count the three pages: no finding.
    #expect(flow.indicators.map(\.count.literal) == [3])
    #expect(flow.pages[2].view?.title != nil, "the extra page is drawn as its own child draws it")
  }

  @Test func aChildBeforeTheForEachIsTheFirstPage() throws {
    let source = Self.tips(before: #"Text("Hello").font(.title).tag(-1)"#, after: "")
    let flow = try #require(flows(source).first)
    #expect(flow.pages.map(\.title?.literal) == ["Hello", "Scan receipts", "Split costs"])
  }

  /// A first page written before the `ForEach`, whose pages the pager tags `page.id + 1`: the model's `id` is no tag
  /// then, so neither a duplicate of the first page's 0 nor a sequence out of step is claimed.
  @Test func aTagTheReaderDoesNotFollowLeavesTheDataPagesUntagged() throws {
    let source = Self.tips(before: #"Text("Pick a language").font(.title).tag(0)"#, after: "")
      .replacingOccurrences(of: ".tag(tip.id)", with: ".tag(tip.id + 1)")
    let flow = try #require(flows(source).first)
    #expect(flow.pages.map(\.tag?.literal) == [0, nil, nil])
  }

  /// Near misses: a child in an `if` shows on some runs only, `EmptyView()` draws nothing, and a `TabView` that is
  /// not paged is a tab bar.
  @Test func conditionalEmptyAndTabBarChildrenAreNoPages() throws {
    let conditional = Self.tips(after: #"if showsFinish { Text("Done").tag(2) }"#)
      .replacingOccurrences(
        of: "@State private var page = 0", with: "@State private var page = 0\n  var showsFinish = true")
    #expect(try #require(flows(conditional).first).pages.count == 2)
    #expect(try #require(flows(Self.tips(after: "EmptyView()")).first).pages.count == 2)
    let tabBar = Self.tips(after: #"Text("Settings").tag(2)"#, style: ".automatic")
    #expect(flows(tabBar).allSatisfy { $0.pages.count == 2 })
  }
}
