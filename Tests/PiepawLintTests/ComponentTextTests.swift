import Testing

@testable import PiepawLint

/// A text the app's own component draws of what a page view hands it is drawn in the page view, in the
/// component's style (`SwiftComponentTexts`): a view (`Header(title: page.title)`), a type's static function
/// (`Typography.title(page.title)`) and the view's own function (`heading(page.title)`); near misses: a component
/// declared twice, arguments that do not fit its parameters, and a component text that shows something else.
@Suite struct ComponentTextTests {
  /// The first page's view of a model-array flow whose page view's body is `body`, with `declarations` beside.
  private func pageView(body: String, members: String = "", declarations: String) -> PageView? {
    let source = """
      struct TourPage { let title: String; let detail: String }
      let tourPages = [TourPage(title: "Plan", detail: "Ahead"), TourPage(title: "Share", detail: "With friends")]
      struct TourView: View {
        var body: some View {
          TabView { ForEach(tourPages.indices, id: \\.self) { i in TourCard(page: tourPages[i]) } }.tabViewStyle(.page)
        }
      }
      struct TourCard: View {
        let page: TourPage
        var body: some View {
          \(body)
        }
        \(members)
      }
      \(declarations)
      """
    return SwiftContentLoader.load(path: "/app/Onboarding/Tour.swift", source: source, schema: .default).flows.first?
      .pages.first?.view
  }

  private static let typography = """
    enum Typography {
      static func title(_ text: String) -> some View { Text(text).font(.largeTitle).fontWeight(.bold) }
      static func body(_ text: String) -> some View { Text(text).font(.callout).foregroundColor(.secondary) }
    }
    """

  private static let header = """
    struct Header: View {
      let title: String
      var subtitle: String
      var body: some View {
        VStack { Text(title).font(.title2).bold(); Text(subtitle).font(.footnote) }
      }
    }
    """

  @Test func aTypesStaticFunctionDrawsTheTextItIsGiven() throws {
    let view = try #require(
      pageView(
        body: "VStack { Typography.title(page.title); Typography.body(page.detail) }.padding(.horizontal, 24)",
        declarations: Self.typography))
    #expect(view.title?.font == .textStyle(.largeTitle, weight: .bold))
    #expect(view.title?.leadingInset == 24)
    #expect(view.description?.font == .textStyle(.callout, weight: nil))
    #expect(view.description?.color == LayoutColorReader.secondary)
  }

  @Test func anAppsViewDrawsTheTextsItIsGivenByLabel() throws {
    let view = try #require(
      pageView(body: "Header(title: page.title, subtitle: page.detail)", declarations: Self.header))
    #expect(view.title?.font == .textStyle(.title2, weight: .bold))
    #expect(view.description?.font == .textStyle(.footnote, weight: nil))
  }

  @Test func theViewsOwnFunctionDrawsTheTextItIsGiven() throws {
    let view = try #require(
      pageView(
        body: "VStack { heading(page.title); Text(page.detail) }",
        members: "func heading(_ text: String) -> some View { Text(text).font(.system(size: 30, weight: .heavy)) }",
        declarations: ""))
    #expect(view.title?.font == .system(size: 30, weight: .heavy))
  }

  @Test func nearMissesDrawNoText() {
    // Declared twice: which one the call runs is not read.
    let twice = pageView(
      body: "VStack { Typography.title(page.title) }",
      declarations: Self.typography
        + "\nextension Typography { static func title(_ text: String) -> some View { Text(text) } }")
    #expect(twice?.title == nil)
    // Arguments that do not fit the parameters (a label it does not have).
    let unfit = pageView(body: "Header(heading: page.title, subtitle: page.detail)", declarations: Self.header)
    #expect(unfit?.title == nil)
    // A component text that shows its own constant, not what it is given.
    let own = pageView(
      body: "VStack { Badge(count: page.title) }",
      declarations: "struct Badge: View { let count: String; var body: some View { Text(\"New\").font(.caption) } }")
    #expect(own?.title == nil)
  }
}
