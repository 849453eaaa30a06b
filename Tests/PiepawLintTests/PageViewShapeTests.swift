import Testing

@testable import PiepawLint

/// The page-view shapes the linker's own cases do not read (`PageViewShape`), from Swift of our own writing: each
/// shape a recogniser reads, and the near misses it must leave without a view.
@Suite struct PageViewShapeTests {
  private func flows(_ source: String, path: String = "/app/Onboarding/Onboarding.swift") -> [Flow] {
    SwiftContentLoader.load(path: path, source: source, schema: .default).flows
  }

  // MARK: An enum flow's TabView children, one per case

  /// An enum flow `Step` of two cases, shown by a paged `TabView` whose children are `children`.
  private func caseFlow(children: String, members: String) -> Flow? {
    let source = """
      \(Self.stepEnum)
      struct OnboardingFlow: View {
        @State private var step: Step = .welcome
        var body: some View {
          TabView(selection: $step) {
            \(children)
          }
          .tabViewStyle(.page)
        }
      }
      \(members)
      """
    return flows(source).first { $0.kind == .enumCases }
  }

  /// The enum flow `Step`: two cases with a title and a detail each.
  static let stepEnum = """
    enum Step: CaseIterable {
      case welcome, sync
      var title: String {
        switch self {
        case .welcome: "Hello there"
        case .sync: "Stay in sync"
        }
      }
      var detail: String {
        switch self {
        case .welcome: "Glad you came"
        case .sync: "On every device"
        }
      }
    }
    """

  private static let stepCard = """
    struct StepCard: View {
      let step: Step
      var body: some View {
        VStack(spacing: 8) {
          Text(step.title).font(.largeTitle).bold()
          Text(step.detail).font(.body).foregroundStyle(.secondary)
        }
        .padding(.horizontal, 24)
      }
    }
    """

  @Test func childrenTaggedWithTheCasesDrawTheirCasesPages() throws {
    let flow = try #require(
      caseFlow(
        children: "StepCard(step: .welcome).tag(Step.welcome)\nStepCard(step: .sync).tag(Step.sync)",
        members: Self.stepCard))
    #expect(flow.pages.map { $0.title?.literal } == ["Hello there", "Stay in sync"])
    let view = try #require(flow.pages.first?.view)
    #expect(flow.pages.allSatisfy { $0.view == view })
    #expect(view.viewType == "StepCard")
    #expect(view.title?.font == .textStyle(.largeTitle, weight: .bold))
    #expect(view.description?.font == .textStyle(.body, weight: nil))
    #expect(view.title?.leadingInset == 24 && view.title?.trailingInset == 24)
  }

  @Test func childrenBuiltWithTheCaseAsAnArgumentDrawTheirCasesPages() {
    let flow = caseFlow(
      children: "StepCard(step: .welcome).tag(0)\nStepCard(step: .sync).tag(1)", members: Self.stepCard)
    #expect(flow?.pages.allSatisfy { $0.view?.title?.font == .textStyle(.largeTitle, weight: .bold) } == true)
  }

  @Test func childrenGivenThePagesFieldsAsSeparateArgumentsDrawThem() throws {
    let flow = try #require(
      caseFlow(
        children: """
          FieldsPage(title: Step.welcome.title, description: Step.welcome.detail).tag(Step.welcome)
          FieldsPage(title: Step.sync.title, description: Step.sync.detail).tag(Step.sync)
          """,
        members: """
          struct FieldsPage: View {
            let title: String
            let description: String
            var body: some View {
              VStack(alignment: .leading) {
                Text(title).font(.title2)
                Text(description)
              }
            }
          }
          """))
    #expect(flow.pages.allSatisfy { $0.view?.title?.font == .textStyle(.title2, weight: nil) })
    #expect(flow.pages.first?.view?.title?.alignment == .leading)
    #expect(flow.pages.first?.view?.description != nil)
  }

  @Test func aChildThatDrawsItsOwnTextsInsteadOfTheCasesGivesNoView() {
    let flow = caseFlow(
      children: "WelcomeScreen().tag(Step.welcome)\nSyncScreen().tag(Step.sync)",
      members: """
        struct WelcomeScreen: View { var body: some View { Text("Hello there, friend").font(.title) } }
        struct SyncScreen: View { var body: some View { Text("Sync now").font(.title) } }
        """)
    #expect(flow?.pages.count == 2)
    #expect(flow?.pages.allSatisfy { $0.view == nil } == true)
  }

  @Test func twoChildrenOfOneCaseLeaveThatPageUnread() {
    let flow = caseFlow(
      children: """
        StepCard(step: .welcome).tag(Step.welcome)
        StepCard(step: .sync).tag(Step.welcome)
        StepCard(step: .sync).tag(Step.sync)
        """,
      members: Self.stepCard)
    #expect(flow?.pages.first?.view == nil)
    #expect(flow?.pages.last?.view != nil)
  }

  // MARK: A page view nested in the ForEach's container

  /// A model-array flow shown by a paged `TabView` whose `ForEach` builds `content` for each `page`.
  private func nestedFlow(content: String, members: String) -> Flow? {
    let source = """
      struct IntroPage: Identifiable { let id = UUID(); let title: String; let summary: String }
      let introPages = [IntroPage(title: "One", summary: "First"), IntroPage(title: "Two", summary: "Second")]
      struct IntroView: View {
        @State private var current = 0
        var body: some View {
          TabView(selection: $current) {
            ForEach(introPages) { page in
              \(content)
            }
          }
          .tabViewStyle(.page)
        }
      }
      struct IntroCard: View {
        var page: IntroPage
        var body: some View {
          VStack(alignment: .leading) {
            Text(page.title).font(.system(size: 32, weight: .semibold)).padding(.leading, 20)
            Text(page.summary).font(.callout)
          }
        }
      }
      \(members)
      """
    return flows(source).first
  }

  @Test func thePageViewInsideTheForEachsContainerDrawsThePages() throws {
    let flow = try #require(
      nestedFlow(
        content: """
          VStack {
            IntroCard(page: page)
            Spacer()
            Button("Next") { current += 1 }
          }
          .tag(page.id)
          """, members: ""))
    #expect(flow.pages.count == 2)
    let view = try #require(flow.pages.first?.view)
    #expect(flow.pages.allSatisfy { $0.view == view })
    #expect(view.viewType == "IntroCard")
    #expect(view.title?.font == .system(size: 32, weight: .semibold))
    #expect(view.title?.leadingInset == 20 && view.title?.alignment == .leading)
    #expect(view.description?.font == .textStyle(.callout, weight: nil))
  }

  @Test func twoNestedViewsHoldingThePageGiveNoView() {
    let flow = nestedFlow(
      content: "VStack { IntroCard(page: page); IntroBadge(page: page) }",
      members: """
        struct IntroBadge: View {
          let page: IntroPage
          var body: some View { Text(page.title).font(.caption) }
        }
        """)
    #expect(flow?.pages.count == 2)
    #expect(flow?.pages.allSatisfy { $0.view == nil } == true)
  }

  /// A view of the app's that draws the text it is given as a caption.
  private static let banner = """
    struct Banner: View {
      let text: String
      var body: some View { Text(text).font(.caption) }
    }
    """

  /// A nested view that does not hold the page is no page view; one given the page's title draws it, as a
  /// component of the `ForEach`'s own view (`SwiftComponentTexts`).
  @Test func aNestedViewThatDoesNotHoldThePageIsAComponent() throws {
    let flow = nestedFlow(
      content: "VStack { Banner(text: page.title) }",
      members: Self.banner)
    #expect(flow?.pages.count == 2)
    let view = try #require(flow?.pages.first?.view)
    #expect(view.viewType == nil && view.title?.font == .textStyle(.caption, weight: nil))
    let unrelated = nestedFlow(
      content: "VStack { Banner(text: \"Swipe\") }",
      members: Self.banner)
    #expect(unrelated?.pages.allSatisfy { $0.view?.title == nil } == true)
  }

  // MARK: A view function built with the page model

  /// A model-array flow whose view draws the current page with `functions`.
  private func functionFlow(_ functions: String, path: String = "/app/Onboarding/Onboarding.swift") -> Flow? {
    let source = """
      struct TourPage { let title: String; let subtitle: String; let symbol: String }
      struct TourModel {
        let tourPages = [
          TourPage(title: "Plan", subtitle: "Plan ahead", symbol: "calendar"),
          TourPage(title: "Share", subtitle: "Share it", symbol: "person.2"),
        ]
      }
      struct TourView: View {
        let model: TourModel
        @State private var step = 0
        var body: some View {
          VStack {
            pageView(page: model.tourPages[step], compact: false)
            Button("Next") { step += 1 }
          }
        }
        \(functions)
      }
      """
    return flows(source, path: path).first
  }

  private static let pageFunction = """
    private func pageView(page: TourPage, compact: Bool) -> some View {
      VStack(spacing: 12) {
        Image(systemName: page.symbol)
        Text(page.title).font(.largeTitle.weight(.bold)).multilineTextAlignment(.center)
        Text(page.subtitle).foregroundColor(.secondary)
      }
      .padding(.horizontal)
    }
    """

  @Test func aFunctionThatBuildsAPageFromItsModelDrawsThePages() throws {
    let flow = try #require(functionFlow(Self.pageFunction))
    #expect(flow.pages.count == 2)
    let view = try #require(flow.pages.first?.view)
    #expect(flow.pages.allSatisfy { $0.view == view })
    #expect(view.viewType == nil)
    #expect(view.title?.font == .textStyle(.largeTitle, weight: .bold))
    #expect(view.title?.leadingInset == 16 && view.title?.alignment == .center)
    #expect(view.description?.color == LayoutColorReader.secondary)
    #expect(view.order == [.icon, .title, .description])
  }

  @Test func twoFunctionsThatBuildThePageGiveNoView() {
    let other = """
      func compactPage(_ page: TourPage) -> some View { Text(page.title).font(.headline) }
      """
    let flow = functionFlow(Self.pageFunction + "\n" + other)
    #expect(flow?.pages.count == 2)
    #expect(flow?.pages.allSatisfy { $0.view == nil } == true)
  }

  @Test func aFunctionThatBuildsNoViewOrShowsNoFieldOfThePageGivesNoView() {
    let flow = functionFlow(
      """
      func caption(for page: TourPage) -> String { page.title.uppercased() }
      func footer(page: TourPage) -> some View { Text("Step by step").font(.footnote) }
      """)
    #expect(flow?.pages.count == 2)
    #expect(flow?.pages.allSatisfy { $0.view == nil } == true)
  }
}

extension PageViewShapeTests {
  // MARK: Enum cases given to a child view by a ForEach

  @Test func aForEachOverTheCasesGivesEachToThePageView() throws {
    let source = """
      enum Step: CaseIterable {
        case welcome, sync
        var title: String {
          switch self {
          case .welcome: "Hello there"
          case .sync: "Stay in sync"
          }
        }
      }
      struct OnboardingFlow: View {
        @State private var step: Step = .welcome
        var body: some View {
          TabView(selection: $step) {
            ForEach(Step.allCases, id: \\.self) { StepCard(step: $0).tag($0) }
          }
          .tabViewStyle(.page)
        }
      }
      struct StepCard: View {
        let step: Step
        var body: some View { Text(step.title).font(.title3) }
      }
      """
    let flow = try #require(flows(source).first { $0.kind == .enumCases })
    #expect(flow.pages.count == 2)
    #expect(flow.pages.allSatisfy { $0.view?.title?.font == .textStyle(.title3, weight: nil) })
  }
}

extension PageViewShapeTests {
  // MARK: A switch over the enum's cases

  /// The enum flow `Step` (two cases) drawn by `OnboardingFlow`'s body `body`, with `members` beside.
  private func switchFlow(_ body: String, members: String = PageViewShapeTests.stepCard) -> Flow? {
    let source = """
      \(Self.stepEnum)
      struct OnboardingFlow: View {
        @State private var step: Step = .welcome
        var body: some View {
          \(body)
        }
      }
      \(members)
      """
    return flows(source).first { $0.kind == .enumCases }
  }

  @Test func theArmOfEachCaseDrawsItsPage() throws {
    let flow = try #require(
      switchFlow(
        """
        VStack {
          switch step {
          case .welcome: StepCard(step: .welcome)
          case Step.sync:
            StepCard(step: .sync)
          }
          Button("Next") { step = .sync }
        }
        """))
    #expect(flow.pages.count == 2)
    #expect(flow.pages.allSatisfy { $0.view?.viewType == "StepCard" })
    #expect(flow.pages.allSatisfy { $0.view?.title?.font == .textStyle(.largeTitle, weight: .bold) })
  }

  @Test func anInlineArmShowsTheCaseThroughTheSwitchedVariable() {
    let flow = switchFlow(
      """
      switch step {
      case .welcome:
        VStack { Text(step.title).font(.title); Text(step.detail) }
      case .sync:
        VStack { Text(step.title).font(.title); Text(step.detail) }
      }
      """)
    #expect(flow?.pages.allSatisfy { $0.view?.title?.font == .textStyle(.title, weight: nil) } == true)
    #expect(flow?.pages.first?.view?.description != nil)
  }

  @Test func armsThatDrawTextsOfTheirOwnOrAnotherEnumsSwitchGiveNoView() {
    let own = switchFlow(
      """
      switch step {
      case .welcome: Text("Welcome aboard").font(.title)
      case .sync: Text("Syncing").font(.title)
      }
      """)
    #expect(own?.pages.count == 2)
    #expect(own?.pages.allSatisfy { $0.view == nil } == true)
    let other = switchFlow(
      """
      switch mode {
      case .welcome: StepCard(step: .welcome)
      case .compact: StepCard(step: .sync)
      }
      """)
    // Not read as the switch's arms; StepCard is still the one view the app builds with a Step and shows its
    // texts, which `ModelHolderPageViews` reads.
    #expect(other?.pages.allSatisfy { $0.view?.viewType == "StepCard" } == true)
  }

  @Test func aPageTwoSwitchesDrawDifferentlyIsLeftUnread() {
    let flow = switchFlow(
      """
      VStack {
        switch step {
        case .welcome: StepCard(step: .welcome)
        case .sync: StepCard(step: .sync)
        }
        switch step {
        case .welcome: VStack { Text(step.title).font(.caption) }
        case .sync: StepCard(step: .sync)
        }
      }
      """)
    #expect(flow?.pages.first?.view == nil)
    #expect(flow?.pages.last?.view?.viewType == "StepCard")
  }
}

extension PageViewShapeTests {
  // MARK: A page's own view that repeats its text

  @Test func aChildThatRepeatsItsCasesTitleShowsIt() throws {
    let flow = try #require(
      caseFlow(
        children: "WelcomeScreen().tag(Step.welcome)\nSyncScreen().tag(Step.sync)",
        members: """
          struct WelcomeScreen: View {
            var body: some View {
              VStack { Text("Hello there").font(.title).padding(.horizontal, 30); Text("Swipe to go on") }
            }
          }
          struct SyncScreen: View { var body: some View { Text("Sync now").font(.title) } }
          """))
    let view = try #require(flow.pages.first?.view)
    #expect(view.viewType == "WelcomeScreen")
    #expect(view.title?.font == .textStyle(.title, weight: nil) && view.title?.leadingInset == 30)
    #expect(view.description == nil, "the other text is not the case's description")
    #expect(flow.pages.last?.view == nil)
  }

  // MARK: Faces the stand-in does not measure

  /// Letter spacing (`.kerning(3)`) makes the font unread. A face of another design (New York of `design:
  /// .serif`, SF Rounded) keeps its size and weight, which tell a heading, but the San Francisco stand-in does not
  /// measure it. No spacing and the default design are measured.
  @Test(arguments: [
    (".kerning(3).font(.title)", true, false), (".tracking(1.5).font(.title)", true, false),
    (".kerning(0).font(.title)", false, false),
    (".font(.system(size: 32, weight: .bold, design: .serif))", false, true),
    (".font(.system(size: 32, design: .rounded))", false, true),
    (".font(.system(.headline, design: .rounded))", false, true),
    (".font(.title).fontDesign(.serif)", false, true),
    (".font(.system(size: 32, weight: .bold, design: .default))", false, false),
    (".font(.system(size: 32, weight: .bold))", false, false),
  ])
  func aFaceTheStandInDoesNotMeasureIsNotMeasured(_ modifiers: String, _ unread: Bool, _ unmeasured: Bool) {
    let flow = nestedFlow(
      content: "VStack { StyledCard(page: page) }",
      members: """
        struct StyledCard: View {
          let page: IntroPage
          var body: some View { Text(page.title)\(modifiers) }
        }
        """)
    let title = flow?.pages.first?.view?.title
    #expect(title?.unread.contains(.font) == unread)
    #expect(title?.faceUnmeasured == unmeasured)
  }
}

extension PageViewShapeTests {
  // MARK: A TabView whose pages a helper builds

  /// A model-array flow shown by a paged `TabView { content }`, with `helpers` in the view's extension.
  private func helperFlow(content: String, helpers: String) -> Flow? {
    let source = """
      struct IntroPage: Identifiable { let id = UUID(); let title: String; let summary: String }
      let introPages = [IntroPage(title: "One", summary: "First"), IntroPage(title: "Two", summary: "Second")]
      struct IntroView: View {
        @State private var current = 0
        var body: some View {
          TabView(selection: $current) {
            \(content)
          }
          .tabViewStyle(.page)
        }
      }
      extension IntroView {
        \(helpers)
      }
      struct IntroCard: View {
        var page: IntroPage
        var body: some View { VStack { Text(page.title).font(.title); Text(page.summary) } }
      }
      """
    return flows(source).first
  }

  @Test(arguments: [
    ("pageViews", "private var pageViews: some View { ForEach(introPages) { page in IntroCard(page: page) } }"),
    ("self.pageViews", "@ViewBuilder var pageViews: some View { ForEach(introPages) { IntroCard(page: $0) } }"),
    ("pageViews()", "func pageViews() -> some View { ForEach(introPages) { page in IntroCard(page: page) } }"),
  ])
  func theHelpersForEachIsThePagers(_ content: String, _ helpers: String) throws {
    let flow = try #require(helperFlow(content: content, helpers: helpers))
    #expect(flow.pages.count == 2)
    #expect(flow.pages.allSatisfy { $0.view?.viewType == "IntroCard" })
    #expect(flow.pages.first?.view?.title?.font == .textStyle(.title, weight: nil))
  }

  /// The `ForEach` the pager of `helperFlow`'s source reads, from the file's index.
  private func helperForEach(content: String, helpers: String) -> SwiftForEach? {
    let source = """
      struct IntroView: View {
        @State private var current = 0
        var body: some View {
          TabView(selection: $current) {
            \(content)
          }
          .tabViewStyle(.page)
        }
      }
      extension IntroView {
        \(helpers)
      }
      """
    let bytes = Array(source.utf8)
    let code = SwiftCode(tokens: SwiftSourceScanner.scan(bytes: bytes).tokens, source: bytes, file: "/a.swift")
    return SwiftFileIndex(code: code, values: SwiftValueReader(code: code)).pagers.first?.forEach
  }

  @Test func aContentNameThatIsNoViewHelperOrIsDeclaredTwiceIsNotFollowed() {
    let helper = "var pageViews: some View { ForEach(introPages) { page in IntroCard(page: page) } }"
    #expect(helperForEach(content: "pageViews", helpers: helper)?.data == ["introPages"])
    #expect(helperForEach(content: "pageViews", helpers: "var pageViews: Int { 2 }") == nil)
    #expect(
      helperForEach(content: "pageViews", helpers: helper + "\nfunc pageViews() -> some View { EmptyView() }") == nil)
    #expect(helperForEach(content: "IntroCard(page: introPages[0])", helpers: helper) == nil)
  }
}

extension PageViewShapeTests {
  // MARK: A view that binds one element of the flow's data

  /// A model array the view holds, drawn by its own body through `let p = slides[page]` (`page` from its parent).
  private func boundFlow(binding: String, shows: String) -> Flow? {
    let source = """
      struct Slide { let title: String; let subtitle: String }
      struct IntroView: View {
        let page: Int
        private let slides = [
          Slide(title: "Track posture", subtitle: "Sensors do the work."),
          Slide(title: "Move daily", subtitle: "Short guided sets."),
        ]
        var body: some View {
          \(binding)
          VStack(spacing: 12) {
            Text(\(shows)).font(.title2).bold()
            Text("Step by step").font(.footnote)
          }
        }
      }
      """
    return flows(source, path: "/app/Intro/IntroView.swift").first
  }

  @Test func aBodyThatBindsAnElementOfTheDataDrawsThePages() throws {
    let flow = try #require(boundFlow(binding: "let p = slides[page]", shows: "p.title"))
    #expect(flow.pages.count == 2)
    let view = try #require(flow.pages.first?.view)
    #expect(view.viewType == "IntroView")
    #expect(view.title?.font == .textStyle(.title2, weight: .bold))
  }

  @Test func aBindingOfAnotherCollectionOrAWholeValueDrawsNoPage() {
    let other = boundFlow(binding: "let p = recents[page]", shows: "p.title")
    #expect(other?.pages.allSatisfy { $0.view == nil } == true)
    let whole = boundFlow(binding: "let p = slides", shows: "p.first!.title")
    #expect(whole?.pages.allSatisfy { $0.view == nil } == true)
  }

  /// A function of the view that builds a page from its position binds the page itself and returns its view.
  @Test func aFunctionThatBindsThePageByItsPositionDrawsThePages() throws {
    let source = """
      struct OnboardingView: View {
        @State private var current = 0
        private let pages: [(symbol: String, title: String, subtitle: String)] = [
          ("wind", "Breathe", "In and out."),
          ("sparkles", "Practise", "Every day."),
        ]
        var body: some View {
          TabView(selection: $current) {
            ForEach(0..<pages.count, id: \\.self) { index in onboardingPage(index: index).tag(index) }
          }
          .tabViewStyle(.page)
        }
        private func onboardingPage(index: Int) -> some View {
          let page = pages[index]
          return VStack(spacing: 12) {
            Image(systemName: page.symbol)
            Text(page.title).font(.system(size: 28, weight: .semibold))
            Text(page.subtitle)
          }
        }
      }
      """
    let flow = try #require(flows(source, path: "/app/Onboarding/OnboardingView.swift").first)
    #expect(flow.pages.map { $0.title?.literal } == ["Breathe", "Practise"])
    #expect(flow.pages.first?.view?.title?.font == .system(size: 28, weight: .semibold))
  }

  /// A page view the pager builds with the page's position binds the page itself (`let page = tips[index]`).
  @Test func aPageViewGivenThePositionBindsThePage() throws {
    let source = """
      struct Tip { let title: String; let details: String }
      let tips = [Tip(title: "Warm up", details: "Five minutes."), Tip(title: "Cool down", details: "Stretch.")]
      struct TipsView: View {
        var body: some View {
          TabView { ForEach(tips.indices, id: \\.self) { index in TipPage(index: index) } }.tabViewStyle(.page)
        }
      }
      struct TipPage: View {
        let index: Int
        var body: some View {
          let page = tips[index]
          VStack { Text(page.title).font(.largeTitle).bold(); Text(page.details) }
        }
      }
      """
    let flow = try #require(flows(source, path: "/app/Onboarding/Tips.swift").first)
    #expect(flow.pages.first?.view?.title?.font == .textStyle(.largeTitle, weight: .bold))
  }
}
