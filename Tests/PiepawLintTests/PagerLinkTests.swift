import Testing

@testable import PiepawLint

/// How a pager is tied to the pages it shows where they are not written in it: children built by a view function
/// or a view named in lower case, data handed to the pager's type by an initializer, a pager wrapped in a one-page
/// `TabView`; and the section pager of a content screen, which shows no onboarding.
@Suite struct PagerLinkTests {
  /// The flows and the sightings of a project of several files.
  private func project(_ sources: [String: String]) -> (flows: [Flow], sightings: [UnrecognizedFlow]) {
    var files = sources.sorted { $0.key < $1.key }.map { SwiftContentLoader.read(path: $0.key, source: $0.value) }
    let sightings = SwiftContentLoader.recognise(&files, schema: .default, root: "/app")
    return (files.flatMap(\.flows), sightings)
  }

  // MARK: Children built by a call

  private static let functionPages = """
    struct TourView: View {
      @State var page = 0
      var body: some View {
        TabView(selection: $page) {
          card(art: "compass", heading: "Find your way", blurb: "Maps that work offline.").tag(0)
          self.card(art: "tent", heading: "Camp anywhere", blurb: "Spots picked by hikers.").tag(1)
        }
        .tabViewStyle(.page)
      }

      @ViewBuilder
      private func card(art: String, heading: String, blurb: String) -> some View {
        VStack {
          Image(decorative: art)
          Text("Trailmate")
          Text(heading).font(.system(size: 28))
          Text(blurb).font(.system(size: 15))
        }
      }
    }
    """

  @Test func childrenBuiltByAViewFunctionAreReadFromTheArgumentsItsBodyShows() throws {
    let found = project(["/app/Tour/TourView.swift": Self.functionPages])
    #expect(found.sightings.isEmpty)
    let flow = try #require(found.flows.first)
    #expect(flow.kind == .tabViewChildren)
    #expect(flow.pages.map(\.title?.literal) == ["Find your way", "Camp anywhere"])
    #expect(flow.pages.map(\.description?.literal) == ["Maps that work offline.", "Spots picked by hikers."])
    let art = flow.pages.map { $0.illustrations.compactMap(\.literal) }
    #expect(art == [[.catalogName("compass")], [.catalogName("tent")]])
    #expect(flow.pages.first?.title?.location.line == 5, "the field is the argument, where the call writes it")
    #expect(flow.pages.map(\.tag?.literal) == [0, 1])
    let view = try #require(flow.pages.first?.view)
    #expect(view.title?.font.sizeAtLarge == 28, "drawn by the function's `Text(heading)`")
    #expect(view.description?.font.sizeAtLarge == 15)
  }

  @Test func parametersWithOtherNamesAndPositionalArgumentsAreBoundInOrder() throws {
    let source = """
      struct TutorialView: View {
        var body: some View {
          TabView {
            slide("scan", "Scan a code", note: "Point the camera at it.")
            slide("list", "Keep them all", note: "Every account in one place.")
          }
          .tabViewStyle(.page)
        }
        func slide(_ picture: String, _ headline: String, note detail: String, accent: Color = .blue) -> some View {
          VStack { Image(picture); Text(headline); Text(detail) }
        }
      }
      """
    let flow = try #require(project(["/app/Screens/TutorialView.swift": source]).flows.first)
    #expect(flow.pages.map(\.title?.literal) == ["Scan a code", "Keep them all"])
    #expect(flow.pages.map(\.description?.literal) == ["Point the camera at it.", "Every account in one place."])
  }

  @Test func aViewTypeNamedInLowerCaseIsAChildView() throws {
    let source = """
      struct WelcomeView: View {
        var body: some View {
          TabView {
            featurePage(symbol: "bolt", title: "Fast", description: "Opens in a blink.")
            featurePage(symbol: "lock", title: "Private", description: "Nothing leaves the phone.")
          }
          .tabViewStyle(.page(indexDisplayMode: .always))
        }
      }
      struct featurePage: View {
        let symbol: String
        let title: String
        let description: String
        var body: some View { VStack { Image(systemName: symbol); Text(title); Text(description) } }
      }
      """
    let found = project(["/app/Main/WelcomeView.swift": source])
    #expect(found.sightings.isEmpty)
    let flow = try #require(found.flows.first)
    #expect(flow.pages.map(\.title?.literal) == ["Fast", "Private"])
    #expect(flow.pages.map { $0.symbols.map(\.name.literal) } == [["bolt"], ["lock"]])
  }

  @Test func aViewBuiltWithPropertiesOfNoPageWordShowsWhatItIsGiven() throws {
    let source = """
      struct IntroPager: View {
        var body: some View {
          TabView {
            Panel(upper: "Plan", lower: "Your week at a glance.")
            Panel(upper: "Share", lower: "With the whole family.")
          }
          .tabViewStyle(.page)
        }
      }
      struct Panel: View {
        let upper: String
        let lower: String
        var body: some View { VStack { Text("Step"); Text(upper); Text(lower) } }
      }
      """
    let flow = try #require(project(["/app/Intro/IntroPager.swift": source]).flows.first)
    #expect(flow.pages.map(\.title?.literal) == ["Plan", "Share"], "the body's own literal is no page's title")
    #expect(flow.pages.map(\.description?.literal) == ["Your week at a glance.", "With the whole family."])
  }

  @Test func aChildCallTheToolCannotFollowIsNotedWithoutClaimingItShowsNoText() {
    // The function builds the page from a model it is given: its texts name the model's fields, no parameter.
    let source = """
      struct OnboardingView: View {
        let items: [Item]
        var body: some View {
          TabView {
            page(items[0])
            page(items[1])
          }
          .tabViewStyle(.page)
        }
        func page(_ item: Item) -> some View { Text(item.title) }
      }
      """
    let found = project(["/app/Onboarding/OnboardingView.swift": source])
    #expect(found.flows.isEmpty)
    #expect(
      found.sightings.map(\.seen) == [
        "a paged `TabView` whose children are built by `page(…)`, which it could not follow,"
      ])
    // Inline children with no `Text` literal still say so.
    let inline = """
      struct OnboardingView: View {
        var body: some View {
          TabView {
            VStack { Image("one") }
            VStack { Image("two") }
          }
          .tabViewStyle(.page)
        }
      }
      """
    #expect(
      project(["/app/Onboarding/OnboardingView.swift": inline]).sightings.map(\.seen) == [
        "a paged `TabView` whose children show no `Text` literal"
      ])
    // Children that are views the type holds in properties it cannot follow (a body of several statements, a name
    // declared twice) are said to be so, not to show no text.
    let held = """
      struct OnboardingView: View {
        var body: some View {
          TabView {
            welcomeScreen.tag(0)
            self.habitScreen.tag(1)
          }
          .tabViewStyle(.page)
        }
        private var welcomeScreen: some View {
          let greeting = "Small steps"
          Text(greeting)
        }
        private var habitScreen: some View { Text("Hold to complete") }
        private var habitScreen: some View { Text("Hold to finish") }
      }
      """
    #expect(
      project(["/app/Onboarding/OnboardingView.swift": held]).sightings.map(\.seen) == [
        "a paged `TabView` whose children are views held in properties (`welcomeScreen`, …), which it does not follow,"
      ])
  }

  // MARK: Children held in properties

  /// `welcomePage.tag(0)` over `var welcomePage: some View { IntroCard(title: "…", text: "…") }`: the property's one
  /// statement is the child, with the tag and place the pager gives it.
  @Test func aChildHeldInAViewPropertyIsThePropertysOneStatement() throws {
    let source = """
      struct IntroCard: View {
        let title: String
        let text: String
        var body: some View { VStack { Text(title).font(.title); Text(text) } }
      }
      struct OnboardingView: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) {
            welcomePage
              .tag(0)
            self.plannerPage.tag(1)
          }
          .tabViewStyle(.page(indexDisplayMode: .never))
        }
        private var welcomePage: some View {
          IntroCard(title: "Plan every party", text: "Guests, budget and venue in one place.")
        }
        @ViewBuilder private var plannerPage: some View {
          return IntroCard(title: "Never miss a date", text: "Reminders before each event.")
        }
      }
      """
    let found = project(["/app/Onboarding/OnboardingView.swift": source])
    let flow = try #require(found.flows.first)
    #expect(found.flows.count == 1)
    #expect(flow.pages.map(\.title?.literal) == ["Plan every party", "Never miss a date"])
    #expect(
      flow.pages.map(\.description?.literal) == [
        "Guests, budget and venue in one place.", "Reminders before each event.",
      ])
    #expect(flow.pages.map(\.tag?.literal) == [0, 1])
    #expect(found.sightings.isEmpty)
  }

  /// Near miss: steps held in view properties of a view whose names say nothing of onboarding (a ticket setup sheet
  /// a settings screen opens, stepped by a Next button) are a form's steps, not an onboarding's pages.
  @Test func stepsHeldInPropertiesOfAFormAreNoFlow() {
    let source = """
      struct TicketSetupView: View {
        @State private var step = 0
        var body: some View {
          VStack {
            TabView(selection: $step) {
              photoStep.tag(0)
              datesStep.tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            Button("Next") { step += 1 }
          }
        }
        private var photoStep: some View { Text("Photo of your ticket") }
        private var datesStep: some View { Text("Valid from and until") }
      }
      """
    #expect(project(["/app/Views/TicketSetupView.swift": source]).flows.isEmpty)
  }

  /// Near miss: a property of another type with the same name is not the pager's, so the child stays unread.
  @Test func aViewPropertyOfAnotherTypeIsNoChildOfThePager() {
    let source = """
      struct OnboardingView: View {
        var body: some View {
          TabView {
            welcomePage.tag(0)
            plannerPage.tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      struct SettingsView: View {
        var welcomePage: some View { Text("Welcome back") }
        var plannerPage: some View { Text("Planner settings") }
        var body: some View { List { welcomePage; plannerPage } }
      }
      """
    let found = project(["/app/Onboarding/OnboardingView.swift": source])
    #expect(found.flows.isEmpty)
    #expect(
      found.sightings.map(\.seen) == [
        "a paged `TabView` whose children are views held in properties (`welcomePage`, …), which it does not follow,"
      ])
  }

  // MARK: A data source that reads a flow

  /// A presenter adopting the app's protocol that refines `UIPageViewControllerDataSource` reads the flow's pages
  /// (`DefaultModels().onboardingPages[index]`): the project's bare page view controller, and the protocol's file,
  /// show that flow, no unread pager. Near miss: a presenter that reads no flow's data leaves them noted.
  @Test func aPageViewControllerFedByADataSourceThatReadsAFlowShowsThatFlow() {
    let models = """
      struct OnboardingModel { let title: String; let artwork: String }
      struct DefaultModels {
        let onboardingPages = [
          OnboardingModel(title: "Cards in one place", artwork: "ic_onboarding_1"),
          OnboardingModel(title: "Pay with a tap", artwork: "ic_onboarding_2"),
        ]
      }
      """
    let protocols = """
      protocol OnboardingPresenterProtocol: UIPageViewControllerDataSource, UIPageViewControllerDelegate {}
      """
    func presenter(reading data: String) -> String {
      """
      final class OnboardingPresenter: NSObject, OnboardingPresenterProtocol {
        func page(at index: Int) -> UIViewController {
          let page = ContentViewController()
          page.titleString = \(data)[index].title
          return page
        }
      }
      """
    }
    let pager = "final class PageView: UIPageViewController {}"
    func sightings(reading data: String) -> Int {
      project([
        "/app/Onboarding/DefaultModels.swift": models, "/app/Onboarding/OnboardingProtocols.swift": protocols,
        "/app/Onboarding/OnboardingPresenter.swift": presenter(reading: data),
        "/app/Onboarding/PageView.swift": pager,
      ]).sightings.count
    }
    #expect(sightings(reading: "DefaultModels().onboardingPages") == 0)
    #expect(sightings(reading: "Settings().rows") > 0)
  }

  // MARK: Data handed to the pager's type

  private static let factory = """
    struct TourPage { let image: String; let title: String; let text: String }
    struct TourFactory {
      let tourPages: [TourPage] = [
        .init(image: "tour-1", title: "Back up", text: "Photos saved as you take them."),
        .init(image: "tour-2", title: "Share", text: "A link is all it takes."),
      ]
      func make() -> some View { TourFlow(pages: tourPages) }
    }
    """

  @Test func aPagerGivenAFlowsDataByItsInitializerShowsThatFlow() throws {
    let flowView = """
      struct TourFlow: View {
        @State private var current = 0
        let pages: [TourPage]
        var body: some View {
          TabView(selection: $current) {
            ForEach(pages.startIndex..<pages.endIndex, id: \\.self) { position in
              TourPageView(page: pages[position]).tag(position)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let found = project(["/app/Tour/TourFactory.swift": Self.factory, "/app/Tour/TourFlow.swift": flowView])
    #expect(found.flows.map(\.name) == ["tourPages"])
    #expect(found.sightings.isEmpty)
    // Near miss: the pager is given other data, fetched at run time: the note stays.
    let other = Self.factory.replacingOccurrences(of: "TourFlow(pages: tourPages)", with: "TourFlow(pages: fetched)")
    let unread = project(["/app/Tour/TourFactory.swift": other, "/app/Tour/TourFlow.swift": flowView])
    #expect(unread.sightings.map(\.location.line) == [5])
  }

  @Test func aPageViewControllerGivenAFlowsDataByItsInitializerShowsThatFlow() {
    let coordinator = """
      struct TourStep { let title: String; let text: String; let image: String }
      final class TourCoordinator {
        private var pagesController: TourPagesController?
        private lazy var steps: [TourStep] = [
          TourStep(title: "Vault", text: "Your passwords, locked.", image: "vault"),
          TourStep(title: "AutoFill", text: "Sign in with a tap.", image: "key"),
        ]
        func start() { pagesController = TourPagesController(steps: steps) }
      }
      """
    let controller = """
      final class TourPagesController: UIPageViewController {
        private let steps: [TourStep]
        private lazy var pages: [UIViewController] = steps.map { TourStepController(step: $0) }
        init(steps: [TourStep]) {
          self.steps = steps
          super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }
      }
      """
    let found = project([
      "/app/Tour/TourCoordinator.swift": coordinator, "/app/Tour/TourPagesController.swift": controller,
    ])
    #expect(found.flows.map(\.name) == ["steps"])
    #expect(found.sightings.isEmpty)
    // Near miss: the controller is given something else: it shows no read flow, and the note stays.
    let other = coordinator.replacingOccurrences(of: "(steps: steps)", with: "(steps: loadSteps())")
    let unread = project(["/app/Tour/TourCoordinator.swift": other, "/app/Tour/TourPagesController.swift": controller])
    #expect(unread.sightings.map(\.seen) == ["a `UIPageViewController`"])
  }

  /// A page view controller whose presenter reads a flow's pages (`OnboardingPage.allCases`) and hands them to it:
  /// the controller's file names the protocol the presenter conforms to in an extension, the presenter holds
  /// `[OnboardingPage]`. It shows that flow: no note. A presenter that reads something else leaves the note.
  @Test func aPageViewControllerFedByThePresenterThatReadsAFlowShowsThatFlow() {
    let pages = """
      enum OnboardingPage: CaseIterable {
        case sync, share
        var title: String { switch self { case .sync: "Sync your files"; case .share: "Share with friends" } }
      }
      """
    let presenter = """
      protocol OnboardingPresenting: AnyObject { func load() }
      final class OnboardingPresenter {
        weak var view: OnboardingController?
        private let pages: [OnboardingPage] = OnboardingPage.allCases
      }
      extension OnboardingPresenter: OnboardingPresenting {
        func load() { view?.show(pages.map { PageModel(title: $0.title) }) }
      }
      """
    let controller = """
      final class OnboardingController: UIViewController {
        private let presenter: OnboardingPresenting
        private lazy var pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        private var pageControllers = [UIViewController]()
        init(presenter: OnboardingPresenting) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(_ models: [PageModel]) { pageControllers = models.map { PageController(model: $0) } }
      }
      """
    let found = project([
      "/app/Onboarding/OnboardingPage.swift": pages, "/app/Onboarding/OnboardingPresenter.swift": presenter,
      "/app/Onboarding/OnboardingController.swift": controller,
    ])
    #expect(found.flows.map(\.name) == ["OnboardingPage"])
    #expect(found.sightings.isEmpty)
    let other = presenter.replacingOccurrences(
      of: "private let pages: [OnboardingPage] = OnboardingPage.allCases", with: "private let pages = fetchPages()")
    let unread = project([
      "/app/Onboarding/OnboardingPage.swift": pages, "/app/Onboarding/OnboardingPresenter.swift": other,
      "/app/Onboarding/OnboardingController.swift": controller,
    ])
    #expect(unread.sightings.map(\.seen) == ["a `UIPageViewController`"])
    // A page the controller builds that holds rows of the model (a form of options) is no presenter: the note stays.
    let page = presenter.replacingOccurrences(
      of: "final class OnboardingPresenter {", with: "final class OnboardingPresenter: UIViewController {")
    let rows = project([
      "/app/Onboarding/OnboardingPage.swift": pages, "/app/Onboarding/OnboardingPresenter.swift": page,
      "/app/Onboarding/OnboardingController.swift": controller,
    ])
    #expect(rows.sightings.map(\.seen) == ["a `UIPageViewController`"])
  }

  /// A page view controller that holds the view model whose private array of page controllers is a flow (and hands
  /// them out through methods: `model.firstPage()`) pages that flow: no note. One that holds another model keeps it.
  @Test func aPageViewControllerHoldingTheModelOfAFlowsPagesShowsThatFlow() {
    let model = """
      final class WelcomeTourModel {
        private let slides: [UIViewController] = [
          TourSlideController(caption: "Log every walk", picture: "walk"),
          TourSlideController(caption: "Share the paw prints", picture: "share"),
        ]
        func firstSlide() -> UIViewController? { slides.first }
      }
      """
    let controller = """
      final class WelcomeTourController: UIPageViewController {
        private let model = WelcomeTourModel()
        override func viewDidLoad() {
          super.viewDidLoad()
          if let first = model.firstSlide() { setViewControllers([first], direction: .forward, animated: false) }
        }
      }
      """
    let found = project([
      "/app/WelcomeTour/WelcomeTourModel.swift": model, "/app/WelcomeTour/WelcomeTourController.swift": controller,
    ])
    #expect(found.flows.map(\.pages.count) == [2])
    #expect(found.sightings.isEmpty)
    // Near miss: the controller holds a model of its own, not the flow's owner: the note stays.
    let other = controller.replacingOccurrences(of: "WelcomeTourModel()", with: "WelcomeStepsStore()")
    let unread = project([
      "/app/WelcomeTour/WelcomeTourModel.swift": model, "/app/WelcomeTour/WelcomeTourController.swift": other,
    ])
    #expect(unread.sightings.map(\.seen) == ["a `UIPageViewController`"])
  }

  /// A paged `TabView` over the positions of a view model's array of a flow enum's cases (`ForEach(model.pages
  /// .indices)` with `let pages = TourPage.allCases`) shows that flow: no note. Near miss: the cases of another enum.
  @Test func aPagerOverTheIndicesOfAFlowsCasesShowsThatFlow() {
    let pages = """
      enum TourPage: CaseIterable {
        case plan, pack, go
        var title: String {
          switch self { case .plan: "Plan the trip"; case .pack: "Pack the bag"; case .go: "Off you go" }
        }
        var image: String { switch self { case .plan: "map"; case .pack: "bag"; case .go: "road" } }
      }
      enum Weather: CaseIterable { case sun, rain }
      """
    let model = """
      @Observable final class TourModel {
        let pages = TourPage.allCases
        var current = 0
      }
      """
    let view = """
      struct TourView: View {
        @Bindable var model: TourModel
        var body: some View {
          TabView(selection: $model.current) {
            ForEach(model.pages.indices, id: \\.self) { index in
              TourPageView(page: model.pages[index]).tag(index)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let found = project([
      "/app/Tour/TourPage.swift": pages, "/app/Tour/TourModel.swift": model, "/app/Tour/TourView.swift": view,
    ])
    #expect(found.flows.map(\.pages.count) == [3])
    #expect(found.sightings.isEmpty)
    let other = model.replacingOccurrences(of: "TourPage.allCases", with: "Weather.allCases")
    let unread = project([
      "/app/Tour/TourPage.swift": pages, "/app/Tour/TourModel.swift": other, "/app/Tour/TourView.swift": view,
    ])
    #expect(unread.sightings.count == 1, "\(unread.sightings)")
  }

  /// A pager that shows a literal slice of a flow's data (`ForEach(cards[0...1])`, `cards.prefix(3)`) shows those
  /// pages only. Near miss: a slice whose bounds are not literals shows pages the tool cannot count: all are kept.
  @Test func aPagerOverALiteralSliceShowsThosePages() {
    func pages(_ data: String) -> [Int] {
      let source = """
        struct Card: Identifiable { let id = UUID(); let title: String; let image: String }
        let cards = [
          Card(title: "Track every walk", image: "walk"), Card(title: "Share the paw prints", image: "share"),
          Card(title: "Meet other dogs", image: "meet"), Card(title: "Plan the vet visits", image: "vet"),
        ]
        struct IntroView: View {
          var items: [Card] = cards
          var body: some View {
            TabView { ForEach(\(data)) { card in CardView(card: card) } }
              .tabViewStyle(.page)
          }
        }
        """
      return project(["/app/Intro/IntroView.swift": source]).flows.map(\.pages.count)
    }
    #expect(pages("items[0...1]") == [2])
    #expect(pages("items[1..<4]") == [3])
    #expect(pages("items.prefix(3)") == [3])
    #expect(pages("items[first...last]") == [4])
    #expect(pages("items") == [4])
  }

  /// A switch in a view property the file uses only in a presentation's closure (`.sheet { detailSheet }`) builds
  /// the presented screen, no flow. Near miss: the same property drawn in the body is one.
  @Test func aSwitchInAPropertyOnlyASheetShowsIsNoFlow() {
    func flows(_ use: String) -> [String] {
      let source = """
        enum TourStep { case welcome, sync }
        struct TourSheetHost: View {
          @State var step: TourStep = .welcome
          @State var shown = false
          var body: some View {
            \(use)
          }
          private var detailSheet: some View {
            NavigationStack {
              VStack {
                switch step {
                case .welcome: WelcomeCard(title: "Welcome to the pack")
                case .sync: SyncCard(title: "Sync your walks")
                }
              }
            }
          }
        }
        """
      return project(["/app/Tour/TourSheetHost.swift": source]).flows.map(\.name)
    }
    #expect(flows("Button(\"More\") { shown = true }.sheet(isPresented: $shown) { detailSheet }").isEmpty)
    #expect(flows("VStack { detailSheet }").count == 1)
  }

  /// A data source in a file of its own, used by the file that subclasses `UIPageViewController`, is part of that
  /// one pager: one note, at the controller. Near miss: a data source no pager file uses keeps its own note.
  @Test func aDataSourceThePagerUsesIsNoPagerOfItsOwn() {
    let dataSource = """
      final class IntroPagesSource: NSObject, UIPageViewControllerDataSource {
        private var pages: [UIViewController]
        init(pages: [UIViewController]) { self.pages = pages }
      }
      """
    let controller = """
      final class IntroPager: UIPageViewController {
        private lazy var source = IntroPagesSource(pages: makePages())
        override func viewDidLoad() { super.viewDidLoad(); dataSource = source }
      }
      """
    let found = project(["/app/Intro/IntroPagesSource.swift": dataSource, "/app/Intro/IntroPager.swift": controller])
    #expect(found.sightings.map(\.location.file) == ["/app/Intro/IntroPager.swift"])
    let alone = controller.replacingOccurrences(of: "IntroPagesSource(pages: makePages())", with: "makeSource()")
    let both = project(["/app/Intro/IntroPagesSource.swift": dataSource, "/app/Intro/IntroPager.swift": alone])
    #expect(both.sightings.count == 2, "\(both.sightings)")
  }

  /// A bare `UIPageViewController` subclass held by the view model whose array of page controllers is a flow (the
  /// model sets the controller's pages with `setViewControllers`) pages that flow: no note. Near miss: a model that
  /// holds another controller leaves the subclass's note.
  @Test func aPageViewControllerHeldByTheModelOfAFlowsPagesShowsThatFlow() {
    let model = """
      final class IntroModel: NSObject {
        let pager: IntroPagerController
        private let slides: [UIViewController]
        init(pager: IntroPagerController) {
          self.pager = pager
          slides = [
            IntroSlideController(caption: "Log every walk", picture: "walk"),
            IntroSlideController(caption: "Share the paw prints", picture: "share"),
          ]
          super.init()
          pager.setViewControllers([slides[0]], direction: .forward, animated: false)
        }
      }
      """
    let controller = """
      final class IntroPagerController: UIPageViewController {
        init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal) }
      }
      """
    let found = project(["/app/Intro/IntroModel.swift": model, "/app/Intro/IntroPagerController.swift": controller])
    #expect(found.flows.map(\.pages.count) == [2])
    #expect(found.sightings.isEmpty)
    let other = model.replacingOccurrences(of: "let pager: IntroPagerController", with: "let pager: ReviewPager")
      .replacingOccurrences(of: "init(pager: IntroPagerController)", with: "init(pager: ReviewPager)")
    let unread = project(["/app/Intro/IntroModel.swift": other, "/app/Intro/IntroPagerController.swift": controller])
    #expect(unread.sightings.map(\.seen) == ["a `UIPageViewController`"])
  }

  /// A paged `TabView` that builds, for each index, the view whose `switch` on a number is a flow of branches
  /// (`WelcomeStepView(step: i + 1)`) shows that flow: no note. A pager building another view keeps its note.
  @Test func aPagerBuildingABranchFlowsViewShowsThatFlow() {
    let steps = """
      struct WelcomeStepView: View {
        var step = 1
        var body: some View {
          switch step {
          case 1: VStack { Text("Track every walk"); Image("walk") }
          case 2: VStack { Text("Share with your pack"); Image("pack") }
          default: VStack { Text("Ready to go"); Image("ready") }
          }
        }
      }
      """
    let pager = """
      struct WelcomeView: View {
        @State private var selection = 0
        var body: some View {
          TabView(selection: $selection) {
            ForEach(0..<3) { index in
              WelcomeStepView(step: index + 1).tag(index)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let found = project(["/app/Welcome/WelcomeStepView.swift": steps, "/app/Welcome/WelcomeView.swift": pager])
    #expect(found.flows.map(\.name) == ["WelcomeStepView"])
    #expect(found.sightings.isEmpty)
    let other = pager.replacingOccurrences(of: "WelcomeStepView(step: index + 1)", with: "WelcomeCard(step: index)")
    let unread = project(["/app/Welcome/WelcomeStepView.swift": steps, "/app/Welcome/WelcomeView.swift": other])
    #expect(unread.sightings.count == 1)
  }

  /// A `switch` over the app's states whose onboarding branch builds the view that pages a flow (splash, then the
  /// paged onboarding, then the main screen) is the states around the onboarding, not a flow of three pages; where
  /// that view pages nothing the tool read, the branches stay a flow.
  @Test func aSwitchOfStatesAroundAPagedFlowIsNoFlowOfItsOwn() {
    let pages = """
      struct PawPage { let title: String; let symbol: String }
      let pawPages = [
        PawPage(title: "Walk together", symbol: "figure.walk"),
        PawPage(title: "Share the route", symbol: "map"),
      ]
      struct PawOnboardingView: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) {
            ForEach(Array(pawPages.enumerated()), id: \\.offset) { index, item in
              VStack { Image(systemName: item.symbol); Text(item.title) }.tag(index)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let states = """
      enum OnboardingPhase { case splash, onboarding, done }
      struct PawOnboardingFlowView: View {
        @State private var state: OnboardingPhase = .splash
        var body: some View {
          switch state {
          case .splash: VStack { Image(systemName: "pawprint"); Text("Paws") }
          case .onboarding: PawOnboardingView()
          case .done: VStack { Image(systemName: "checkmark"); Text("All set") }
          }
        }
      }
      """
    let found = project([
      "/app/Onboarding/PawPages.swift": pages, "/app/Onboarding/PawOnboardingFlowView.swift": states,
    ])
    #expect(found.flows.map(\.name) == ["pawPages"])
    let unpaged = states.replacingOccurrences(of: "PawOnboardingView()", with: "PawIntroCard()")
    let still = project([
      "/app/Onboarding/PawPages.swift": pages, "/app/Onboarding/PawOnboardingFlowView.swift": unpaged,
    ])
    #expect(Set(still.flows.map(\.name)) == ["pawPages", "PawOnboardingFlowView"])
  }

  /// A view's static pages handed to a model as `Self.steps` (`PawSteps(pages: Self.steps)`), which another view's
  /// pager shows (`ForEach(steps.pages.indices)`): that pager shows the flow. A model given something else keeps the
  /// note.
  @Test func aPagerOverAModelGivenSelfsStaticPagesShowsThatFlow() {
    let source = """
      struct PawStep { let title: String; let detail: String; let symbol: String }
      final class PawSteps: ObservableObject {
        @Published var current = 0
        let pages: [PawStep]
        init(pages: [PawStep]) { self.pages = pages }
      }
      struct PawTourView: View {
        @StateObject private var steps = PawSteps(pages: Self.steps)
        private static let steps: [PawStep] = [
          PawStep(title: "Plan a walk", detail: "Pick a route.", symbol: "map"),
          PawStep(title: "Share it", detail: "Invite a friend.", symbol: "person.2"),
        ]
        var body: some View { PawPager(steps: steps) }
      }
      struct PawPager: View {
        @ObservedObject var steps: PawSteps
        var body: some View {
          TabView(selection: $steps.current) {
            ForEach(steps.pages.indices, id: \\.self) { index in
              Text(steps.pages[index].title).tag(index)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let found = project(["/app/Tour/PawTourView.swift": source])
    #expect(found.flows.map(\.pages.count) == [2])
    #expect(found.sightings.isEmpty)
    let other = source.replacingOccurrences(of: "PawSteps(pages: Self.steps)", with: "PawSteps(pages: loadSteps())")
    #expect(project(["/app/Tour/PawTourView.swift": other]).sightings.count == 1)
  }

  /// A paged `TabView` written only in a `#Preview` (or a `PreviewProvider`) shows its placeholder pages to no
  /// user: no note. The same pager in a view the app builds keeps its note.
  @Test func aPagerInAPreviewIsNoUnreadOnboarding() {
    let pager = """
      TabView {
          ForEach(0..<3, id: \\.self) { index in WelcomeInfoPage(text: "Lorem ipsum").tag(index) }
        }
        .tabViewStyle(.page)
      """
    let previewed = "struct WelcomeInfoPage: View { let text: String; var body: some View { Text(text) } }\n"
    let inPreview = project(["/app/Welcome/WelcomeInfoPage.swift": previewed + "#Preview {\n  \(pager)\n}\n"])
    #expect(inPreview.sightings.isEmpty)
    let provider = """
      struct WelcomeInfoPage_Previews: PreviewProvider {
        static var previews: some View {
          \(pager)
        }
      }
      """
    #expect(project(["/app/Welcome/WelcomeInfoPage.swift": previewed + provider]).sightings.isEmpty)
    // The conformance an extension adds makes a preview too.
    let extended = """
      struct WelcomeInfoPage_Previews {}
      extension WelcomeInfoPage_Previews: PreviewProvider {
        static var previews: some View {
          \(pager)
        }
      }
      """
    #expect(project(["/app/Welcome/WelcomeInfoPage.swift": previewed + extended]).sightings.isEmpty)
    let shipped = "struct WelcomeCarousel: View {\n  var body: some View {\n    \(pager)\n  }\n}\n"
    #expect(project(["/app/Welcome/WelcomeInfoPage.swift": previewed + shipped]).sightings.count == 1)
    // A function constrained to preview providers is no preview: the pager its body shows stays noted.
    let constrained = """
      struct WelcomeCarousel: View {
        func show<Provider: PreviewProvider>(_ provider: Provider.Type) -> some View {
          \(pager)
        }
        var body: some View { show(WelcomeInfoPage_Previews.self) }
      }
      """
    #expect(project(["/app/Welcome/WelcomeInfoPage.swift": previewed + constrained]).sightings.count == 1)
  }

  // MARK: A one-page wrapper

  @Test func aOnePageTabViewAroundAViewWithARecognisedPagerIsNoFlowOfItsOwn() {
    let carousel = """
      enum OnboardingSlide: CaseIterable, Identifiable {
        case track, plan
        var id: Self { self }
        var title: String { switch self { case .track: "Track it"; case .plan: "Plan it" } }
      }
      struct OnboardingCarousel: View {
        var body: some View {
          TabView { ForEach(OnboardingSlide.allCases) { slide in Text(slide.title) } }.tabViewStyle(.page)
        }
      }
      """
    let wrapper = """
      struct OnboardingView: View {
        var body: some View {
          TabView {
            VStack {
              OnboardingHeader()
              OnboardingCarousel()
              DismissRow(title: "Start", action: {})
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let found = project([
      "/app/Onboarding/OnboardingCarousel.swift": carousel, "/app/Onboarding/OnboardingView.swift": wrapper,
    ])
    #expect(found.flows.map(\.name) == ["OnboardingSlide"])
    #expect(found.sightings.isEmpty)
    // Near miss: the one page holds no pager of a flow: the note stays.
    let alone = project(["/app/Onboarding/OnboardingView.swift": wrapper])
    #expect(alone.sightings.map(\.seen) == ["a paged `TabView` with one child"])
  }

  // MARK: Not onboarding

  private static let sections = """
    enum LessonTab: Int, CaseIterable, Identifiable {
      case outline, notes
      var id: Int { rawValue }
      var title: String { switch self { case .outline: "Outline"; case .notes: "Notes" } }
    }
    """

  @Test func aContentScreensSectionPagerShowsNoOnboarding() {
    let screen = """
      struct LessonScreen: View {
        @State var selection = 0
        var body: some View {
          VStack {
            HStack { ForEach(LessonTab.allCases) { tab in Button(tab.title) { selection = tab.rawValue } } }
            TabView(selection: $selection) {
              ForEach(LessonTab.allCases) { tab in LessonSection(tab: tab).tag(tab.rawValue) }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
          }
        }
      }
      """
    let found = project(["/app/Lesson/LessonTab.swift": Self.sections, "/app/Lesson/LessonScreen.swift": screen])
    #expect(found.flows.isEmpty)
    #expect(found.sightings.isEmpty)
    // Near miss: the same pager with a Next button stepping it is an onboarding's, wherever it is.
    let stepped = screen.replacingOccurrences(of: "selection = tab.rawValue", with: "selection += 1")
    let walkthrough = project(["/app/Lesson/LessonTab.swift": Self.sections, "/app/Lesson/LessonScreen.swift": stepped])
    #expect(walkthrough.flows.map(\.name) == ["LessonTab"])
    // And one that shows its page dots: its pages are walked through in turn.
    let dotted = screen.replacingOccurrences(of: ".page(indexDisplayMode: .never)", with: ".page")
    let shown = project(["/app/Lesson/LessonTab.swift": Self.sections, "/app/Lesson/LessonScreen.swift": dotted])
    #expect(shown.flows.map(\.name) == ["LessonTab"])
    // And an enum paged by a view of the onboarding.
    let named = screen.replacingOccurrences(of: "LessonScreen", with: "WelcomeScreen")
    let welcome = project(["/app/Lesson/LessonTab.swift": Self.sections, "/app/Lesson/WelcomeScreen.swift": named])
    #expect(welcome.flows.map(\.name) == ["LessonTab"])
  }
}
