import Testing

@testable import PiepawLint

/// Each recogniser on the shape it reads and on the near misses it must leave alone, through the per-file read
/// and the project-wide recognition (`SwiftContentLoader.load` is a project of one file).
@Suite struct RecogniserTests {
  private func flows(_ source: String, path: String = "/app/Sources/Screens.swift") -> [Flow] {
    SwiftContentLoader.load(path: path, source: source, schema: .default).flows
  }

  // MARK: Model arrays

  @Test func aPageModelOfAnyNameIsInferredFromItsFields() throws {
    let source = """
      struct IntroSlide { let heading: String; let body: String; let artwork: String }
      let slides = [
        IntroSlide(heading: "Plant something", body: "Pick a seed.", artwork: "sprout-1"),
        IntroSlide(heading: "Water it", body: "Every morning.", artwork: "sprout-2"),
      ]
      """
    let flow = try #require(flows(source, path: "/app/Welcome/IntroSlide.swift").first)
    #expect(flow.kind == .modelArray && flow.modelType == "IntroSlide" && flow.name == "slides")
    #expect(flow.pages.map(\.title?.literal) == ["Plant something", "Water it"])
    #expect(flow.pages.map(\.description?.literal) == ["Pick a seed.", "Every morning."])
    #expect(flow.pages[0].illustrations.map(\.literal) == [.catalogName("sprout-1")])
  }

  /// A paywall's feature carousel (`slides` of `PremiumPaywallView`) sells the app at any time: no onboarding,
  /// and no unread pager to note. Near miss: the same slides in an onboarding's paywall (`OnboardingPaywallView`)
  /// or in a view that speaks of no purchase are a flow.
  @Test func aPaywallsFeatureCarouselIsNoOnboarding() throws {
    func source(_ view: String) -> String {
      """
      struct PremiumSlide { let title: String; let body: String; let artwork: String }
      struct \(view): View {
        @State private var shown = 0
        private let slides = [
          PremiumSlide(title: "Charts", body: "Every number at a glance.", artwork: "slide-charts"),
          PremiumSlide(title: "Export", body: "Your data, anywhere.", artwork: "slide-export"),
        ]
        var body: some View {
          TabView(selection: $shown) {
            ForEach(Array(slides.enumerated()), id: \\.offset) { index, slide in Text(slide.title).tag(index) }
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    var files = [
      SwiftContentLoader.read(path: "/app/Store/PremiumPaywallView.swift", source: source("PremiumPaywallView"))
    ]
    let sightings = SwiftContentLoader.recognise(&files, schema: .default, root: "/app")
    #expect(files.flatMap(\.flows).isEmpty && sightings.isEmpty)
    #expect(flows(source("OnboardingPaywallView"), path: "/app/Store/OnboardingPaywallView.swift").count == 1)
    #expect(flows(source("FeatureTourView"), path: "/app/Home/FeatureTourView.swift").count == 1)
  }

  /// A paged `TabView` whose children are written out (`hero.tag(0)`, `NewsCard(item: first).tag(1)`) pages those
  /// children: it is no evidence that an array of its file is a flow (lessons a list shows, sample news). Near miss:
  /// a child built from the array (`LessonCard(lesson: lessons[0])`) may show it, and so may a pager over it.
  @Test func aPagerOfWrittenOutChildrenPagesNoArrayOfItsFile() throws {
    func source(_ children: String) -> String {
      """
      struct Lesson { let title: String; let subtitle: String }
      enum Library {
        static let lessons: [Lesson] = [
          Lesson(title: "Who We Are", subtitle: "Where it all starts"),
          Lesson(title: "How to Begin", subtitle: "A first small habit"),
        ]
      }
      struct Discover: View {
        @State private var current = 0
        var body: some View {
          TabView(selection: $current) {
            \(children)
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    #expect(flows(source("hero.tag(0)\n      NewsCard(item: first).tag(1)")).isEmpty)
    #expect(flows(source("LessonCard(lesson: Library.lessons[0]).tag(0)")).map(\.name) == ["lessons"])
    #expect(
      flows(
        source("ForEach(Library.lessons.indices, id: \\.self) { i in LessonCard(lesson: Library.lessons[i]).tag(i) }")
      )
      .map(\.name) == ["lessons"])
  }

  /// A pager whose selection a timer moves round from the last page to the first (`(current + 1) %
  /// banners.count`) is a screen's carousel, not a sequence of pages; the same pager stepped by a Next button is.
  @Test func aCarouselThatGoesRoundIsNoFlow() throws {
    func source(_ step: String) -> String {
      """
      struct Banner: Identifiable { let id: Int; let title: String; let subtitle: String }
      let banners = [
        Banner(id: 1, title: "Prayer Timer", subtitle: "Set aside time"),
        Banner(id: 2, title: "Gratitude", subtitle: "Count the good"),
      ]
      struct FeaturedCard: View {
        @State private var current = 0
        var body: some View {
          TabView(selection: $current) {
            ForEach(Array(banners.enumerated()), id: \\.element.id) { index, banner in
              BannerView(banner: banner).tag(index)
            }
          }
          .tabViewStyle(.page(indexDisplayMode: .never))
          .onAppear { Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in \(step) } }
        }
      }
      """
    }
    #expect(flows(source("current = (current + 1) % banners.count")).isEmpty)
    #expect(flows(source("self.current = (self.current + 1) % banners.count")).isEmpty)
    #expect(flows(source("current += 1")).map(\.name) == ["banners"])
  }

  /// A model from a package not in the run is read from its labels; a label given a case of its own type
  /// (`content: .animation(…)`) holds the page's picture, not its text, whatever the name.
  @Test func anUndeclaredModelsLabelGivenACaseHoldsNoText() throws {
    let source = """
      enum OnboardingSlides {
        static let slides = [
          Slide(title: "Your mail", content: .animation(Clip(file: "intro_1")), background: "wave-1"),
          Slide(title: "Your files", content: .illustration(Art.files), background: "wave-2"),
        ]
      }
      """
    let flow = try #require(flows(source, path: "/app/Onboarding/Slides.swift").first)
    #expect(flow.pages.map(\.title?.literal) == ["Your mail", "Your files"])
    #expect(flow.pages.allSatisfy { $0.description == nil })
    let texts = source.replacingOccurrences(of: ".animation(Clip(file: \"intro_1\"))", with: "\"Read it\"")
      .replacingOccurrences(of: ".illustration(Art.files)", with: "\"Keep it\"")
    let read = try #require(flows(texts, path: "/app/Onboarding/Slides.swift").first)
    #expect(read.pages.map(\.description?.literal) == ["Read it", "Keep it"])
  }

  @Test func arraysAssignedInAMethodAndNamedConstantsAreFlows() {
    let assigned = """
      final class OnboardingViewModel: ObservableObject {
        @Published var pages: [OnboardPage] = []
        func load() { pages = [.init(title: "One", subtitle: "First"), .init(title: "Two", subtitle: "Second")] }
      }
      struct OnboardPage { let title: String; let subtitle: String }
      """
    #expect(flows(assigned).map(\.pages.count) == [2])
    let constants = """
      enum Copy { static let syncText = "Your notes on every device." }
      struct OnboardItem { let title: String; let text: String }
      let welcome = OnboardItem(title: "Welcome", text: "Hello.")
      let sync = OnboardItem(title: "Sync", text: Copy.syncText)
      let onboardItems = [welcome, sync]
      """
    let flow = flows(constants).first
    #expect(flow?.pages.map(\.description?.literal) == ["Hello.", "Your notes on every device."])
  }

  /// `lazy var items: [Model] = { return [ … ] }()` sets the array up in a closure called at once: its pages are the
  /// array it returns. A closure that builds its result step by step returns no literal array to read.
  @Test func anArrayAClosureReturnsAtOnceIsAFlow() {
    let applied = """
      struct TourItem { let title: String; let detail: String; let imageName: String }
      final class TourViewController: UIPageViewController {
        fileprivate(set) lazy var items: [TourItem] = {
          return [
            TourItem(title: "Track your spending", detail: "Every card in one place.", imageName: "tour-1"),
            TourItem(title: "Save each month", detail: "Set a goal.", imageName: "tour-2"),
          ]
        }()
      }
      """
    #expect(flows(applied).first?.pages.map(\.title?.literal) == ["Track your spending", "Save each month"])
    let bare = applied.replacingOccurrences(of: "return [", with: "[")
    #expect(flows(bare).first?.pages.count == 2)
    let built = """
      struct TourItem { let title: String; let detail: String; let imageName: String }
      final class TourViewController: UIPageViewController {
        lazy var items: [TourItem] = {
          var list: [TourItem] = []
          for name in ["tour-1", "tour-2"] { list.append(TourItem(title: name, detail: "", imageName: name)) }
          return list
        }()
      }
      """
    #expect(flows(built).isEmpty)
  }

  /// A page whose field a method sets again (`pages[2].subtitle = …` in `viewDidLoad`) shows the later value: the
  /// empty placeholder of the array is no blank text. A field no page model has, or an element past the end, is
  /// left alone.
  @Test func aFieldSetAgainAfterTheArrayIsBuiltIsTheValueThePageShows() {
    let source = """
      struct IntroCard { var title: String; var subtitle: String }
      final class IntroViewController: UIViewController {
        var pages: [IntroCard] = [
          IntroCard(title: "Find a sitter", subtitle: "Nearby and trusted."),
          IntroCard(title: "Book in a tap", subtitle: "No calls needed."),
          IntroCard(title: "Go premium", subtitle: ""),
        ]
        override func viewDidLoad() {
          super.viewDidLoad()
          pages[2].subtitle = "Unlimited walks, then \\(price) a week."
          self.pages[0].title = "Find a dog sitter"
          pages[1].colour = "blue"
          pages[7].title = "Nowhere"
        }
      }
      """
    let pages = flows(source, path: "/app/Onboarding/IntroViewController.swift").first?.pages ?? []
    #expect(pages.map(\.title?.literal) == ["Find a dog sitter", "Book in a tap", "Go premium"])
    #expect(pages.map(\.description?.literal) == ["Nearby and trusted.", "No calls needed.", nil])
    #expect(pages.last?.description?.location.line == 10)
  }

  @Test func symbolFieldsAreNotAssets() {
    let source = """
      struct OnboardingPage { let title: String; let systemIcon: String }
      let pages = [OnboardingPage(title: "Grow", systemIcon: "leaf.fill")]
      struct Row: View { let page: OnboardingPage; var body: some View { Image(systemName: page.systemIcon) } }
      """
    let page = flows(source).first?.pages.first
    #expect(page?.symbols.map(\.name.literal) == ["leaf.fill"])
    #expect(page?.imageReferences.isEmpty == true)
    // A field whose name says image, drawn as a symbol with a fallback for an optional name
    // (`page.imageName ?? "questionmark"`), is a symbol's too.
    let fallback = source.replacingOccurrences(of: "let systemIcon: String", with: "let imageName: String?")
      .replacingOccurrences(of: "systemIcon: \"leaf", with: "imageName: \"leaf")
      .replacingOccurrences(of: "systemName: page.systemIcon)", with: #"systemName: page.imageName ?? "questionmark")"#)
    let optional = flows(fallback).first?.pages.first
    #expect(optional?.symbols.map(\.name.literal) == ["leaf.fill"])
    #expect(optional?.imageReferences.isEmpty == true)
    // A string of nothing but the field (`UIImage(systemName: "\(iconName)")`) shows the field too.
    let interpolated = source.replacingOccurrences(of: "systemIcon", with: "iconName").replacingOccurrences(
      of: "Image(systemName: page.iconName)", with: #"Image(uiImage: UIImage(systemName: "\(page.iconName)")!)"#)
    #expect(flows(interpolated).first?.pages.first?.symbols.map(\.name.literal) == ["leaf.fill"])
    #expect(flows(interpolated).first?.pages.first?.imageReferences.isEmpty == true)
  }

  /// An image field the views show only as text (`Text(step.image)` of `image: "😉"`, an emoji) holds no image's
  /// name: no illustration, no lookup. Near miss: the same field also drawn by `Image(step.image)` is one.
  @Test func anImageFieldShownOnlyAsTextIsNoImage() {
    func page(_ drawn: String) -> Page? {
      let source = """
        struct OnboardingStep { let title: String; let image: String }
        let steps = [OnboardingStep(title: "Wink to go on", image: "😉"), OnboardingStep(title: "Smile", image: "😮")]
        struct StepView: View { let step: OnboardingStep; var body: some View { VStack { \(drawn); Text(step.title) } } }
        """
      return flows(source).first?.pages.first
    }
    let emoji = page("Text(step.image).font(.system(size: 80))")
    #expect(emoji?.title?.literal == "Wink to go on")
    #expect(emoji?.imageReferences.isEmpty == true && emoji?.illustrations.isEmpty == true)
    #expect(page("Image(step.image)")?.illustrations.map(\.literal) == [.catalogName("😉")])
  }

  /// Names are read without their types: a text field's `Image(systemName: image)` elsewhere makes a page's
  /// `image: String` an SF Symbol, but never its `image: Image`, which holds a named image.
  @Test func anImageTypedFieldIsNoSymbolWhateverItsNameDrawsElsewhere() {
    func page(_ type: String, _ value: String) -> Page? {
      let source = """
        struct OnboardingItem { let title: String; let image: \(type) }
        let items = [OnboardingItem(title: "Read first", image: \(value)), OnboardingItem(title: "Pick", image: \(value))]
        struct SearchField: View { let image: String; var body: some View { Image(systemName: image) } }
        """
      return flows(source, path: "/app/Onboarding/Items.swift").first?.pages.first
    }
    let named = page("Image", #"Image("city")"#)
    #expect(named?.symbols.isEmpty == true)
    #expect(named?.illustrations.map(\.literal) == [.catalogName("city")])
    #expect(page("String", #""magnifyingglass""#)?.symbols.map(\.name.literal) == ["magnifyingglass"])
  }

  @Test func titledListsThatAreNotOnboardingAreNotFlows() {
    let source = """
      struct SettingsRow { let title: String; let icon: String }
      let rows = [SettingsRow(title: "Notifications", icon: "bell"), SettingsRow(title: "Privacy", icon: "lock")]
      struct Article { let title: String; let summary: String; let image: String }
      let feed = [Article(title: "Rain", summary: "Again.", image: "rain")]
      """
    #expect(flows(source, path: "/app/Settings/SettingsView.swift").isEmpty)
  }

  @Test func aWelcomeScreensFeatureRowsAreNotPages() {
    let rows = """
      struct WelcomeFeature: Identifiable { let id = UUID(); let icon: String; let title: String; let detail: String }
      struct WelcomeScreen: View {
        let features = [
          WelcomeFeature(icon: "leaf", title: "Track your plants", detail: "Every plant in one place."),
          WelcomeFeature(icon: "drop", title: "Water on time", detail: "A reminder when the soil is dry."),
        ]
        var body: some View {
          ScrollView { VStack(spacing: 16) { ForEach(features) { feature in FeatureRow(feature: feature) } } }
        }
      }
      """
    #expect(flows(rows, path: "/app/Onboarding/WelcomeScreen.swift").isEmpty)
    let listed = rows.replacingOccurrences(
      of: "ScrollView { VStack(spacing: 16) { ForEach(features) { feature in FeatureRow(feature: feature) } } }",
      with: "List(features) { feature in FeatureRow(feature: feature) }")
    #expect(flows(listed, path: "/app/Onboarding/WelcomeScreen.swift").isEmpty)
    // The same array in a paged TabView is pages.
    let paged = rows.replacingOccurrences(
      of: "ScrollView { VStack(spacing: 16) { ForEach(features) { feature in FeatureRow(feature: feature) } } }",
      with: "TabView { ForEach(features) { feature in FeatureRow(feature: feature) } }.tabViewStyle(.page)")
    #expect(flows(paged, path: "/app/Onboarding/WelcomeScreen.swift").map(\.pages.count) == [2])
  }

  /// Answers a user picks on one questionnaire screen (entourage's `OnboardingChoice`, handed to a
  /// `didSelect` callback) and the kinds of wallet one picks (unstoppable's enum, `didSelectKind(_:)`) are options,
  /// not pages, whatever onboarding folder holds them; without the pick they read as pages, as before.
  @Test func valuesAUserPicksFromAListAreOptionsNotPages() {
    let choices = """
      final class OnboardingChoice { let id: String; let img: String; let title: String
        init(id: String, img: String, title: String) { self.id = id; self.img = img; self.title = title } }
      final class InterestsViewController: UIViewController {
        var interestChoices: [OnboardingChoice] = []
        func load() {
          interestChoices = [
            OnboardingChoice(id: "sport", img: "interest-sport", title: "Sport"),
            OnboardingChoice(id: "music", img: "interest-music", title: "Music"),
          ]
        }
        func collectionCell(didSelect choice: OnboardingChoice) { toggle(choice.id) }
      }
      """
    #expect(flows(choices, path: "/app/Onboarding/InterestsViewController.swift").isEmpty)
    let unpicked = choices.replacingOccurrences(
      of: "func collectionCell(didSelect choice: OnboardingChoice)",
      with: "func collectionCell(show choice: OnboardingChoice)")
    #expect(flows(unpicked, path: "/app/Onboarding/InterestsViewController.swift").map(\.pages.count) == [2])
    let kinds = """
      enum OnboardingWalletKind: CaseIterable {
        case custodial, selfCustody
        var title: String { switch self { case .custodial: "Vault"; case .selfCustody: "Your own keys" } }
      }
      final class AddWalletViewController: UIViewController {
        func didSelectKind(_ kind: OnboardingWalletKind) { add(kind) }
      }
      """
    #expect(flows(kinds, path: "/app/Onboarding/AddWallet.swift").isEmpty)
    let unpickedKinds = kinds.replacingOccurrences(of: "func didSelectKind(", with: "func add(")
    #expect(flows(unpickedKinds, path: "/app/Onboarding/AddWallet.swift").map(\.pages.count) == [2])
  }

  /// A heading the page view sets in parts (`Text(lead)`, `Text(gap)`, `Text(bold)`, each `.font(.title)`) is one
  /// heading: its second part is no description (a blank `" "` between the parts was a false blank-text error).
  /// The body text under it is the description, and a second text in another size still is.
  @Test func aHeadingSetInPartsIsNoDescription() throws {
    func source(_ below: String) -> String {
      """
      struct SproutPage: View {
        let lead: String
        let gap: String
        let bold: String
        var note = ""
        var body: some View {
          VStack {
            HStack {
              Text(lead).font(.title)
              Text(gap).font(.title)
              Text(bold).font(.title).fontWeight(.bold)
            }
            \(below)
          }
        }
      }
      struct SproutOnboarding: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) {
            SproutPage(lead: "Snap a", gap: " ", bold: "leaf", note: "Point the camera at it").tag(0)
            SproutPage(lead: "Learn its", gap: " ", bold: "care", note: "Water it on time").tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    let parts = try #require(flows(source("")).first)
    #expect(parts.pages.map(\.title?.literal) == ["Snap a", "Learn its"])
    #expect(parts.pages.allSatisfy { $0.description == nil })
    let bodied = try #require(flows(source("Text(note).font(.body)")).first)
    #expect(bodied.pages.map(\.description?.literal) == ["Point the camera at it", "Water it on time"])
  }

  /// A text that reads what an enclosing `if let` binds (`if let goal = profile.goal { Text("Goal: \\(goal)") }`)
  /// shows the user's data where there is any: the page's description is the text after it. A text under a plain
  /// condition is still the page's.
  @Test func aTextOfAnOptionalBindingIsNoPageText() throws {
    func source(_ line: String) -> String {
      """
      struct SleepOnboarding: View {
        @State private var page = 0
        let profile: Profile
        var body: some View {
          TabView(selection: $page) {
            VStack {
              Text("Sleep better").font(.largeTitle)
              \(line)
              Text("Soft sounds for every night").font(.body)
            }.tag(0)
            VStack {
              Text("Wake up rested").font(.largeTitle)
              Text("Gentle alarms at sunrise").font(.body)
            }.tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    let bound = try #require(
      flows(source(#"if let goal = profile.goal { Text("Goal: \(goal)").font(.headline) }"#)).first)
    #expect(bound.pages.first?.description?.literal == "Soft sounds for every night")
    let plain = try #require(flows(source(#"if profile.showsGoal { Text("Goal: 8 hours").font(.headline) }"#)).first)
    #expect(plain.pages.first?.description?.literal == "Goal: 8 hours")
  }

  /// An image field the views draw with `UIImage(systemName:)`, directly or through a name an `if let` binds, is an
  /// SF Symbol, even where the field's name is the schema's `icon`: no asset lookup. Drawn with `UIImage(named:)`
  /// it is an asset image.
  @Test func aFieldDrawnWithSystemNameIsASymbolWhateverItsName() throws {
    func source(_ label: String) -> String {
      """
      struct TrailPage { let icon: String; let cornerIcon: String?; let title: String }
      let trailPages = [
        TrailPage(icon: "map", cornerIcon: "star.fill", title: "Find a trail"),
        TrailPage(icon: "figure.hiking", cornerIcon: nil, title: "Walk it"),
      ]
      final class TrailPageView: UIView {
        func show(_ page: TrailPage) {
          iconView.image = UIImage(\(label): page.icon)
          if let cornerName = page.cornerIcon, let cornerIcon = UIImage(\(label): cornerName) { cornerIconView.image = cornerIcon }
        }
      }
      struct TrailOnboarding: View {
        var body: some View {
          TabView { ForEach(trailPages, id: \\.title) { page in TrailPageRepresentable(page: page) } }
            .tabViewStyle(.page)
        }
      }
      """
    }
    let symbols = try #require(flows(source("systemName")).first)
    #expect(symbols.pages.first?.icon == nil)
    #expect(symbols.pages.first?.symbols.map(\.name.literal) == ["map", "star.fill"])
    let assets = try #require(flows(source("named")).first)
    #expect(assets.pages.first?.icon?.literal == .catalogName("map"))
  }

  /// Cards whose owner (or the class it inherits from) keeps a set of the chosen positions are answers a user ticks
  /// several of on one screen, not pages; the same array without such a set, or one that a page control steps
  /// through, stays a flow.
  @Test func cardsKeptWithASetOfChosenPositionsAreOptionsNotPages() {
    let base = """
      class OnboardingQuestionController: UIViewController {
        var cards: [AnswerCard] = []
        private var chosen: Set<Int> = []
      }
      """
    let question = """
      struct AnswerCard { let title: String; let picture: String }
      final class PawGoalsController: OnboardingQuestionController {
        override func viewDidLoad() {
          cards = [
            AnswerCard(title: "Longer walks", picture: "goal-walk"),
            AnswerCard(title: "Better sleep", picture: "goal-sleep"),
            AnswerCard(title: "Fewer treats", picture: "goal-treats"),
          ]
          super.viewDidLoad()
        }
      }
      """
    #expect(flows(base + question, path: "/app/Onboarding/PawGoalsController.swift").isEmpty)
    let unchosen = base.replacingOccurrences(of: "private var chosen: Set<Int> = []", with: "private var chosen = 0")
    #expect(flows(unchosen + question, path: "/app/Onboarding/PawGoalsController.swift").map(\.pages.count) == [3])
    let paged = question.replacingOccurrences(
      of: "super.viewDidLoad()", with: "pageControl.numberOfPages = cards.count; super.viewDidLoad()")
    #expect(flows(base + paged, path: "/app/Onboarding/PawGoalsController.swift").map(\.pages.count) == [3])
  }

  /// Places a list opens one by one (`NavigationLink` rows) and their detail screen pages through as cards are the
  /// app's content, not an onboarding (aarke's hiking destinations); the same pager over data listed in rows that
  /// open nothing is a flow, and so is browsed data whose names speak of onboarding.
  @Test func dataWhoseRowsOpenAScreenIsContentEvenWherePaged() {
    let places = """
      struct Place: Hashable { let id: Int; let name: String; let description: String }
      var places: [Place] = [
        Place(id: 0, name: "North Ridge", description: "A long walk along the ridge."),
        Place(id: 1, name: "Lake Hut", description: "A short walk to the lake."),
      ]
      struct PlaceList: View {
        var body: some View {
          List { ForEach(places, id: \\.self) { item in NavigationLink(destination: PlaceDetail()) { Text(item.name) } } }
        }
      }
      struct PlaceDetail: View {
        @State var index = 0
        var body: some View {
          TabView(selection: $index) { ForEach(places, id: \\.self) { place in PlaceCard(place: place).tag(place.id) } }
            .tabViewStyle(.page)
        }
      }
      struct PlaceCard: View {
        let place: Place
        var body: some View { VStack { Text(place.name).font(.title); Text(place.description) } }
      }
      """
    #expect(flows(places, path: "/app/Places/PlaceDetail.swift").isEmpty)
    let unlisted = places.replacingOccurrences(
      of: "NavigationLink(destination: PlaceDetail()) { Text(item.name) }", with: "Text(item.name)")
    #expect(flows(unlisted, path: "/app/Places/PlaceDetail.swift").map(\.pages.count) == [2])
    #expect(flows(places, path: "/app/Onboarding/PlaceDetail.swift").map(\.pages.count) == [2])
  }

  /// Data a screen lists through a property that declares its element type (`var items: [Reminder] =
  /// Reminder.onCreate` in a `List`, `var kinds: [ImportKind]` as a `Picker`'s segments) is that type's rows and
  /// options, not pages, whatever the onboarding folder holding them; the same array in a paged `TabView` is pages.
  @Test func valuesListedThroughATypedPropertyAreRowsNotPages() throws {
    let reminders = """
      struct Reminder: Identifiable { var id: String { title }; let title: String; let subtitle: String }
      extension Reminder {
        static let onCreate: [Reminder] = [
          Reminder(title: "Keep it safe", subtitle: "Write the phrase down."),
          Reminder(title: "Never share it", subtitle: "Nobody needs your phrase."),
        ]
      }
      final class ReminderModel { var items: [Reminder] = Reminder.onCreate }
      struct ReminderScene: View {
        let model: ReminderModel
        var body: some View { List { ForEach(model.items) { item in Text(item.title) } } }
      }
      """
    #expect(flows(reminders, path: "/app/Onboarding/ReminderScene.swift").isEmpty)
    let paged = reminders.replacingOccurrences(
      of: "List { ForEach(model.items) { item in Text(item.title) } }",
      with: "TabView { ForEach(Reminder.onCreate) { item in Text(item.title) } }.tabViewStyle(.page)")
    #expect(flows(paged, path: "/app/Onboarding/ReminderScene.swift").map(\.pages.count) == [2])
    let kinds = """
      enum ImportKind: String, CaseIterable, Identifiable {
        var id: String { rawValue }
        case phrase, address
        var title: String { switch self { case .phrase: Strings.phrase; case .address: Strings.address } }
        var description: String { switch self { case .phrase: Strings.words; case .address: Strings.where } }
      }
      final class ImportModel { var kinds: [ImportKind] { [.phrase, .address] }; var kind = ImportKind.phrase }
      struct ImportScene: View {
        @State var model: ImportModel
        var body: some View {
          Picker("", selection: $model.kind) { ForEach(model.kinds) { kind in Text(kind.title).tag(kind) } }
        }
      }
      """
    #expect(flows(kinds, path: "/app/Onboarding/ImportScene.swift").isEmpty)
  }

  /// Scoped imports (`internal import func Core.isSupported`, `import enum Keys.Kind`) declare nothing: the type
  /// after them is read whole, so a `Picker` over its typed property still lists options, not pages.
  @Test func scopedImportsDoNotSwallowTheFileAfterThem() {
    let enumSource = """
      enum ImportKind: String, CaseIterable, Identifiable {
        var id: String { rawValue }
        case phrase, address
        var title: String { switch self { case .phrase: Strings.phrase; case .address: Strings.address } }
        var description: String { switch self { case .phrase: Strings.words; case .address: Strings.where } }
      }
      """
    let model = """
      import SwiftUI
      internal import func Core.isSupported
      import enum Keys.Kind
      import struct Keys.Phrase
      final class ImportModel {
        var kind = ImportKind.phrase
        var kinds: [ImportKind] { isSupported() ? [.phrase, .address] : [.phrase] }
      }
      struct ImportScene: View {
        @State var model: ImportModel
        var body: some View {
          Picker("", selection: $model.kind) { ForEach(model.kinds) { kind in Text(kind.title).tag(kind) } }
        }
      }
      """
    #expect(flows(model + enumSource, path: "/app/Onboarding/ImportScene.swift").isEmpty)
  }

  /// A page view's preview hands it sample pages (`static let pages` of a `PreviewProvider`): Xcode's canvas shows
  /// them, no user does, so they are no flow. The same array in the view that pages is one.
  @Test func samplePagesOfAPreviewAreNoFlow() throws {
    let model = "struct SlideModel { let title: String; let text: String; let image: String }\n"
    let pages = """
      [
          SlideModel(title: "Sparkling", text: "Every surface.", image: "sparkle"),
          SlideModel(title: "Green", text: "Only safe products.", image: "leaf"),
        ]
      """
    let preview = """
      struct SlideView: View { let pages: [SlideModel]; var body: some View { Text(pages[0].title) } }
      struct SlideView_Previews: PreviewProvider {
        static let pages = \(pages)
        static var previews: some View { SlideView(pages: pages) }
      }
      """
    #expect(flows(model + preview, path: "/app/Onboarding/SlideView.swift").isEmpty)
    let shipped = """
      struct Slides: View {
        let pages = \(pages)
        var body: some View { TabView { ForEach(pages, id: \\.title) { Text($0.title) } }.tabViewStyle(.page) }
      }
      """
    #expect(flows(model + shipped, path: "/app/Onboarding/Slides.swift").map(\.pages.count) == [2])
  }

  /// A screen that pages its two tabs and lists each tab's sections as rows: the sections are rows, though the file
  /// pages; the same array shown by the pager is pages.
  @Test func rowsBesideAPagerOfOtherViewsAreNotPages() {
    let screen = """
      struct PolicySection { let title: String; let body: String }
      struct PolicyView: View {
        @State private var tab = 0
        private var sections: [PolicySection] {
          [
            PolicySection(title: "Your data", body: "What we keep and for how long."),
            PolicySection(title: "Your rights", body: "How to ask for a copy or deletion."),
          ]
        }
        var body: some View {
          TabView(selection: $tab) { termsTab.tag(0); summaryTab.tag(1) }.tabViewStyle(.page)
        }
        private var termsTab: some View {
          VStack(spacing: 0) { ForEach(sections, id: \\.title) { section in SectionRow(section: section) } }
        }
      }
      """
    #expect(flows(screen).isEmpty)
    let paged = screen.replacingOccurrences(
      of: "TabView(selection: $tab) { termsTab.tag(0); summaryTab.tag(1) }",
      with: "TabView(selection: $tab) { ForEach(sections, id: \\.title) { SectionRow(section: $0) } }")
    #expect(flows(paged).map(\.pages.count) == [2])
  }

  // MARK: Enum pages

  @Test func enumCasesAreThePagesInOrder() throws {
    let source = """
      enum OnboardingStep: Int, CaseIterable {
        case welcome, budget = 5, reminders
        var title: String {
          switch self {
          case .welcome: "Welcome"
          case .budget: return "Budget"
          default: "Reminders"
          }
        }
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.kind == .enumCases)
    #expect(flow.pages.map(\.title?.literal) == ["Welcome", "Budget", "Reminders"])
    #expect(flow.pages.map(\.tag?.literal) == [0, 5, 6], "raw values, implicit ones counting on")
  }

  /// `navbarTitle` in the enum and `title` in an extension of it: the plain word is the page's title, the navigation
  /// bar's the screen's chrome. An enum with only a `headerTitle` takes that as the title.
  @Test func thePlainTitleWinsOverACompoundOneAndANavigationBarsTitleIsNoPageTitle() throws {
    let source = """
      enum OnboardingStep: CaseIterable {
        case intro, backup
        var navbarTitle: String { switch self { case .intro: "Getting started"; case .backup: "Backup" } }
      }
      extension OnboardingStep {
        var title: String? { switch self { case .intro: "Create a wallet"; case .backup: nil } }
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.pages.map(\.title?.literal) == ["Create a wallet", nil])
    let headerOnly = source.replacingOccurrences(of: "var title: String?", with: "var headerTitle: String?")
    #expect(try #require(flows(headerOnly).first).pages.map(\.title?.literal) == ["Create a wallet", nil])
    let navigationOnly = source.replacingOccurrences(of: "var title: String?", with: "var stepIcon: String?")
    #expect(flows(navigationOnly).isEmpty, "a navigation bar's title gives the enum no page title")
  }

  @Test func aPagerOfAnEnumsCasesShowsTheEnumFlowNotASecondOne() throws {
    let source = """
      enum OnboardingItem: Int, CaseIterable {
        case first, second
        var title: String { switch self { case .first: "Save"; case .second: "Grow" } }
      }
      struct OnboardingPager: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) {
            OnboardingCard(item: .first).tag(0)
            OnboardingCard(item: .second).tag(1)
          }
          .tabViewStyle(.page)
          ForEach(0..<3) { Circle().opacity($0 == page ? 1 : 0.4) }
        }
      }
      """
    let found = flows(source)
    #expect(found.map(\.kind) == [.enumCases])
    #expect(found.first?.indicators.map(\.count.literal) == [3], "the pager's dots count the enum's pages")
  }

  @Test func anEnumOfTabsIsNotAFlow() {
    let source = """
      enum Tab: CaseIterable { case home, settings
        var title: String { switch self { case .home: "Home"; case .settings: "Settings" } }
      }
      """
    #expect(flows(source, path: "/app/Root/MainTabs.swift").isEmpty)
  }

  @Test func anOnboardingEnumWhoseOnlyTextIsANameIsAnEventNotAFlow() {
    let events = """
      enum OnboardingEvent { case welcomeShown, finished
        var name: String { switch self { case .welcomeShown: "m_onboarding_welcome_shown"; case .finished: "m_onboarding_done" } }
      }
      """
    #expect(flows(events, path: "/app/Analytics/OnboardingEvent.swift").isEmpty)
    // With a title or a second field it is a flow, as before.
    let pages = """
      enum OnboardingPage { case welcome, finish
        var name: String { switch self { case .welcome: "Welcome"; case .finish: "All set" } }
        var image: String { switch self { case .welcome: "wave"; case .finish: "check" } }
      }
      """
    #expect(flows(pages, path: "/app/Onboarding/OnboardingPage.swift").map(\.pages.count) == [2])
  }

  /// A screen's state enum in an onboarding folder (`PasscodeModel.State`: create, confirm) is shown one case at a
  /// time by the app's logic: another type's `State: Int, CaseIterable` elsewhere does not make it a sequence;
  /// its own extension does.
  @Test func anotherTypesEnumOfTheSameNameMakesNoStateASequence() {
    let state = """
      final class PasscodeModel {
        enum State { case create, confirm
          var title: String { switch self { case .create: "Choose a passcode"; case .confirm: "Repeat it" } }
        }
        var state: State = .create
      }
      """
    let other = "struct TokenList { enum State: Int, CaseIterable { case all, mine } }"
    func found(_ extra: String = "") -> Int {
      project(["/app/Onboarding/Passcode.swift": state + extra, "/app/Tokens/TokenList.swift": other]).flows.count
    }
    #expect(found() == 0)
    #expect(found("\nextension PasscodeModel.State: Int {}") == 1)
  }

  @Test func anOnboardingFoldersEnumOfAlternativesIsNotAFlowUnlessItsCasesAreShownInTurn() {
    // Alternative promos, one shown at a time by the app's logic: in an onboarding folder, titled, but never
    // iterated or paged.
    let promos = """
      enum PromoKind { case renewal, discount
        var title: String { switch self { case .renewal: "Renew now"; case .discount: "20% off" } }
        var image: String { switch self { case .renewal: "renew"; case .discount: "tag" } }
      }
      """
    #expect(flows(promos, path: "/app/Onboarding/Promos/PromoKind.swift").isEmpty)
    // The same cases shown in turn: iterable, numbered, or the selection of a pager.
    let iterable = promos.replacingOccurrences(of: "enum PromoKind {", with: "enum PromoKind: CaseIterable {")
    #expect(flows(iterable, path: "/app/Onboarding/Promos/PromoKind.swift").map(\.pages.count) == [2])
    let numbered = promos.replacingOccurrences(of: "enum PromoKind {", with: "enum PromoKind: Int {")
    #expect(flows(numbered, path: "/app/Onboarding/Promos/PromoKind.swift").map(\.pages.count) == [2])
    let selected =
      promos + """
        struct PromoPager: View {
          @State private var kind: PromoKind = .renewal
          var body: some View {
            TabView(selection: $kind) { PromoPage(kind: .renewal); PromoPage(kind: .discount) }
          }
        }
        """
    #expect(flows(selected, path: "/app/Onboarding/Promos/PromoKind.swift").map(\.kind).contains(.enumCases))
  }

  @Test func testSourcesBelowTheProjectRootAreNotFlows() {
    let source = """
      struct OnboardingPage { let title: String; let image: String }
      let onboardingPages = [OnboardingPage(title: "Welcome", image: "wave"), OnboardingPage(title: "Done", image: "check")]
      """
    func flows(at path: String, root: String) -> [Flow] {
      var files = [SwiftContentLoader.read(path: path, source: source)]
      _ = SwiftContentLoader.recognise(&files, schema: .default, root: root)
      return files[0].flows
    }
    #expect(flows(at: "/app/AppTests/Onboarding/OnboardingViewModelTests.swift", root: "/app").isEmpty)
    #expect(flows(at: "/app/Tests/App/Onboarding/PagesView.swift", root: "/app").isEmpty)
    #expect(flows(at: "/app/App/Onboarding/PagesView.test.swift", root: "/app").isEmpty)
    #expect(flows(at: "/app/App/Onboarding/PagesSpec.swift", root: "/app").isEmpty)
    // The app's own sources, even when the project itself sits in a test folder, or a file that only names tests.
    #expect(flows(at: "/repo/Tests/Fixtures/app/Onboarding/Pages.swift", root: "/repo/Tests/Fixtures/app").count == 1)
    #expect(flows(at: "/app/App/Onboarding/TestsIntro.swift", root: "/app").count == 1)
  }

  @Test func namesThatSpeakOfOnboardingAndNearMisses() {
    for name in [
      "IntroSlide", "WelcomeView.swift", "Onboarding", "walkthroughPages", "WhatsNewSheet", "AppTour", "OnBording",
      "OnboadingView",
    ] {
      #expect(PageVocabulary.speaksOfOnboarding(name), "\(name)")
    }
    // A slider control, a setup wizard for a virtual machine, a tournament, introspection.
    for name in ["SideSliderType", "VMWizardPage", "TournamentView", "IntrospectionTools"] {
      #expect(!PageVocabulary.speaksOfOnboarding(name), "\(name)")
    }
  }

  // MARK: Parallel arrays

  /// A picture the view tests before it draws it (`if images[page] != "none" { Image(images[page]) }`) is a
  /// marker for "no picture" where it holds that literal, in parallel arrays and in a model array alike. Near miss:
  /// without the test, `"none"` is the name of an image.
  @Test func aValueTheViewTestsBeforeDrawingIsNoPicture() throws {
    func pictures(_ test: String) throws -> [[AssetNameForm]] {
      let source = """
        struct TutorialView: View {
          @State var page = 0
          let titles = ["Welcome", "Tricks", "Start"]
          let images = ["none", "trick-1", "none"]
          var body: some View {
            VStack {
              \(test) { Image(images[page]) }
              Text(titles[page])
            }
          }
        }
        """
      let flow = try #require(flows(source, path: "/app/Tutorial/TutorialView.swift").first)
      return flow.pages.map { $0.illustrations.compactMap(\.literal) }
    }
    #expect(try pictures("if images[page] != \"none\"") == [[], [.catalogName("trick-1")], []])
    #expect(
      try pictures("if true") == [[.catalogName("none")], [.catalogName("trick-1")], [.catalogName("none")]])

    let model = """
      struct Step { let title: String; let image: String }
      let steps = [Step(title: "Welcome", image: ""), Step(title: "Tricks", image: "trick-1")]
      struct StepView: View {
        let step: Step
        var body: some View { if step.image != "" { Image(step.image) } }
      }
      """
    let flow = try #require(flows(model, path: "/app/Tutorial/Steps.swift").first)
    #expect(flow.pages.map { $0.illustrations.count } == [0, 1])
  }

  @Test func parallelArraysOfOneTypeArePagesByPosition() throws {
    let source = """
      struct IntroCopy {
        static let titles: [LocalizedStringKey] = ["Welcome", "Sync", "Share"]
        static let descriptions: [LocalizedStringKey] = ["Hello there.", "On every device.", "With friends."]
        static let images = ["wave", "cloud", "people"]
      }
      struct IntroPage: View {
        let page: Int
        var body: some View {
          VStack { Image(IntroCopy.images[page]); Text(IntroCopy.titles[page]).font(.title); Text(IntroCopy.descriptions[page]) }
        }
      }
      struct IntroView: View {
        var body: some View {
          TabView { ForEach(0..<IntroCopy.titles.count, id: \\.self) { IntroPage(page: $0) } }.tabViewStyle(.page)
        }
      }
      """
    let flow = try #require(flows(source, path: "/app/Onboarding/Intro.swift").first)
    #expect(flow.kind == .parallelArrays)
    #expect(flow.name == "IntroCopy.titles")
    #expect(flow.pages.map(\.title?.literal) == ["Welcome", "Sync", "Share"])
    #expect(flow.pages.map(\.description?.literal) == ["Hello there.", "On every device.", "With friends."])
    #expect(flow.pages.map { $0.illustrations.count } == [1, 1, 1])
    #expect(flow.pages.first?.view?.title?.font == .textStyle(.title, weight: nil), "the page view reads the arrays")
  }

  @Test func arraysThatAreNotParallelPagesAreNotFlows() {
    // Lengths differ: not one page per position.
    let uneven = """
      enum OnboardingCopy {
        static let titles = ["Welcome", "Sync", "Share"]
        static let descriptions = ["Hello there.", "On every device."]
      }
      """
    #expect(flows(uneven, path: "/app/Onboarding/Copy.swift").isEmpty)
    // Titles alone are a list, not pages.
    let titlesOnly = #"enum OnboardingCopy { static let titles = ["Welcome", "Sync"] }"#
    #expect(flows(titlesOnly, path: "/app/Onboarding/Copy.swift").isEmpty)
    // Nothing speaks of onboarding: two lists that sit together in a settings type.
    let settings = """
      enum SettingsSections {
        static let titles = ["Account", "Privacy"]
        static let icons = ["person", "lock"]
      }
      """
    #expect(flows(settings, path: "/app/Settings/Sections.swift").isEmpty)
  }

  /// Dots drawn by a view that some branches of a step switch build (three intro cards of a five-step flow) count
  /// those pages, not the flow's. Near miss: dots of a view every branch builds count the flow.
  @Test func dotsOfAViewSomeStepsBuildAreNotTheFlows() throws {
    func source(ends: String) -> String {
      """
      enum Step { case splash, first, second, third, done }
      struct Banner: View {
        let title: String
        let index: Int
        var body: some View { Text(title).font(.largeTitle) }
      }
      struct IntroCard: View {
        let title: String
        let index: Int
        var body: some View {
          VStack {
            HStack {
              ForEach(0..<3, id: \\.self) { i in
                Capsule().fill(i == index ? Color.white : Color.gray).frame(width: 8, height: 8)
              }
            }
            Text(title).font(.largeTitle)
          }
        }
      }
      struct OnboardingView: View {
        @State var step = Step.splash
        var body: some View {
          switch step {
          case .splash: \(ends)(title: "Hello", index: 0)
          case .first: IntroCard(title: "Track your runs", index: 0)
          case .second: IntroCard(title: "See your pace", index: 1)
          case .third: IntroCard(title: "Share a route", index: 2)
          case .done: \(ends)(title: "All set", index: 2)
          }
        }
      }
      """
    }
    let some = try #require(flows(source(ends: "Banner")).first)
    #expect(some.pages.count == 5)
    #expect(some.indicators.isEmpty, "\(some.indicators)")
    let every = try #require(flows(source(ends: "IntroCard")).first)
    #expect(every.indicators.map(\.count.literal) == [3])
  }

  /// A property that maps an enum's cases one to one (`OnboardingSteps.allCases.map { Step(title: $0.title) }`)
  /// holds the enum's pages: a pager over it shows the enum's flow, no unread pager beside it.
  @Test func aPagerOverAnEnumsMappedCasesShowsTheEnum() throws {
    let source = """
      enum OnboardingSteps: CaseIterable {
        case plan, pack
        var title: String { switch self { case .plan: "Plan a trip"; case .pack: "Pack your bags" } }
      }
      struct Step { let title: String }
      struct TripIntro: View {
        let steps: [Step] = OnboardingSteps.allCases.map { Step(title: $0.title) }
        @State private var selection = 1
        var body: some View {
          TabView(selection: $selection) {
            ForEach(1...steps.count, id: \\.self) { i in Text(steps[i - 1].title).tag(i) }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let found = project(["/app/Sources/TripIntro.swift": source])
    let flow = try #require(found.flows.first)
    #expect(flow.pages.map(\.title?.literal) == ["Plan a trip", "Pack your bags"])
    #expect(flow.tagBase == 1)
    #expect(found.sightings.isEmpty, "\(found.sightings)")
  }

  /// An onboarding model whose fields the vocabulary does not know (Turkish `baslik`, `aciklama`, `ikon`) has the
  /// roles its view draws them in: the heading is the title, the body text the description, `Image(systemName:)`
  /// a symbol. Near miss: a model whose name says nothing of onboarding is not read by use.
  @Test func fieldsTheVocabularyDoesNotKnowHaveTheRolesTheViewDrawsThemIn() throws {
    func source(_ model: String) -> String {
      """
      struct \(model) { let ikon: String; let baslik: String; let aciklama: String }
      struct Sayfa: View {
        let sayfa: \(model)
        var body: some View {
          VStack {
            Image(systemName: sayfa.ikon)
            Text(sayfa.baslik).font(.title.bold())
            Text(sayfa.aciklama).font(.body)
          }
        }
      }
      struct Tanitim: View {
        @State private var indeks = 0
        private let sayfalar: [\(model)] = [
          \(model)(ikon: "leaf", baslik: "Birikim", aciklama: "Az az biriktir."),
          \(model)(ikon: "flame", baslik: "Disiplin", aciklama: "Her gün bir adım."),
        ]
        var body: some View {
          TabView(selection: $indeks) {
            ForEach(0..<sayfalar.count, id: \\.self) { i in Sayfa(sayfa: sayfalar[i]).tag(i) }
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    let flow = try #require(flows(source("OnboardingSayfasi")).first)
    #expect(flow.pages.map(\.title?.literal) == ["Birikim", "Disiplin"])
    #expect(flow.pages.map(\.description?.literal) == ["Az az biriktir.", "Her gün bir adım."])
    #expect(flow.pages.map { $0.symbols.map(\.name.literal) } == [["leaf"], ["flame"]])
    #expect(flows(source("Urun")).isEmpty)
  }

  /// Steps paged by their index (`steps[current]`) keep their `id:` as a key (saved answers, `step.id == 19`), not
  /// their position: no tags. Near misses: a `TabView` over `ForEach(steps)` tags each page with its `id`, and
  /// steps no code pages keep their ids as tags.
  @Test func anIdOfStepsPagedByIndexIsNoTag() throws {
    func source(_ body: String) -> String {
      """
      struct OnboardingStep: Identifiable { let id: Int; let title: String; let subtitle: String }
      let ONBOARDING_STEPS: [OnboardingStep] = [
        OnboardingStep(id: 1, title: "Your name", subtitle: "So we can greet you."),
        OnboardingStep(id: 5, title: "Your goal", subtitle: "Pick one to start."),
      ]
      struct OnboardingFlow: View {
        @State var current = 0
        var body: some View {
          \(body)
        }
      }
      """
    }
    let byIndex = try #require(flows(source("Text(ONBOARDING_STEPS[current].title)")).first)
    #expect(byIndex.pages.map(\.tag?.literal) == [nil, nil])
    let paged = source(
      "TabView(selection: $current) { ForEach(ONBOARDING_STEPS) { step in Text(step.title) } }.tabViewStyle(.page)")
    #expect(flows(paged).first?.pages.map(\.tag?.literal) == [1, 5])
    // Shown by no code read here (a package's model alone), the ids stay the tags they are written as.
    #expect(flows(source("Text(\"Hello\")")).first?.pages.map(\.tag?.literal) == [1, 5])
  }

  /// An enum whose cases the pages' enum lists per page (`var choices: [OnboardingChoice]` of `OnboardingStep`) holds
  /// the options those pages show, not pages of its own. Near miss: without that list, it reads as pages.
  @Test func choicesAnotherEnumListsPerPageAreNoFlow() {
    func source(listed: Bool) -> String {
      """
      enum OnboardingChoice: CaseIterable {
        case morning, evening, never, often
        var title: String {
          switch self { case .morning: "Mornings"; case .evening: "Evenings"; case .never: "Never"; case .often: "Often" }
        }
      }
      enum OnboardingStep: CaseIterable {
        case time, frequency
        var title: String { switch self { case .time: "When do you rest?"; case .frequency: "How often?" } }
      }
      \(listed ? "extension OnboardingStep {\n  var choices: [OnboardingChoice] {\n    switch self { case .time: [.morning, .evening]; case .frequency: [.never, .often] }\n  }\n}" : "")
      """
    }
    #expect(flows(source(listed: true)).map(\.name) == ["OnboardingStep"])
    #expect(Set(flows(source(listed: false)).map(\.name)) == ["OnboardingChoice", "OnboardingStep"])
  }

  /// A field read by use never takes a role a field the vocabulary knows has: a `hint` drawn as secondary text above
  /// `text` is no second description.
  @Test func aFieldReadByUseTakesNoRoleTheVocabularyGaveAnother() throws {
    let source = """
      struct OnboardingCard { let heading: String; let hint: String; let text: String }
      struct CardView: View {
        let card: OnboardingCard
        var body: some View {
          VStack {
            Text(card.heading).font(.title.bold())
            Text(card.hint).foregroundColor(.secondary)
            Text(card.text)
          }
        }
      }
      struct Cards: View {
        @State private var page = 0
        private let cards = [
          OnboardingCard(heading: "Wink", hint: "Right eye", text: "Wink to scroll down."),
          OnboardingCard(heading: "Smile", hint: "Open wide", text: "Open your mouth to open an item."),
        ]
        var body: some View {
          TabView(selection: $page) { ForEach(0..<cards.count, id: \\.self) { i in CardView(card: cards[i]).tag(i) } }
            .tabViewStyle(.page)
        }
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.pages.map(\.description?.literal) == ["Wink to scroll down.", "Open your mouth to open an item."])
  }

  // MARK: TabView children and branches

  @Test func pagedTabViewChildrenAreReadFromTheirArguments() throws {
    let source = """
      struct IntroPager: View {
        @State var page = 0
        var body: some View {
          TabView(selection: $page) {
            InfoCard(titleText: "Find", subtitleText: "Search everything.").tag(0)
            InfoCard(titleText: "Track", subtitleText: "Keep a list.").tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.kind == .tabViewChildren)
    #expect(flow.pages.map(\.title?.literal) == ["Find", "Track"])
    #expect(flow.pages.map(\.tag?.literal) == [0, 1])
  }

  /// `TabView(selection: $page, content: { … })`: the content given as an argument is the pager's, and the
  /// modifiers after the `)` style it. Near miss: a closure under another label is no content.
  @Test func aTabViewsContentArgumentIsItsContent() throws {
    func source(_ label: String) -> String {
      """
      struct IntroPager: View {
        @State var page = 0
        var body: some View {
          TabView(selection: $page,
                  \(label): {
            InfoCard(titleText: "Find", subtitleText: "Search everything.").tag(0)
            InfoCard(titleText: "Track", subtitleText: "Keep a list.").tag(1)
          })
          .tabViewStyle(PageTabViewStyle())
        }
      }
      """
    }
    let flow = try #require(flows(source("content")).first)
    #expect(flow.kind == .tabViewChildren)
    #expect(flow.pages.map(\.title?.literal) == ["Find", "Track"])
    #expect(flows(source("footer")).isEmpty)
  }

  /// A `.tabItem` left on a child of a paged `TabView` draws nothing (the page style shows no tab bar): the children
  /// are still pages. Near miss: the same children with tab items in a `TabView` of the default style are the
  /// app's tabs.
  @Test func aTabItemInAPagedTabViewMakesNoTab() throws {
    func source(_ style: String) -> String {
      """
      struct IntroPager: View {
        @State var page = 0
        var body: some View {
          TabView(selection: $page) {
            InfoCard(titleText: "Find", subtitleText: "Search everything.").tag(0).tabItem {}
            InfoCard(titleText: "Track", subtitleText: "Keep a list.").tag(1).tabItem {}
          }
          \(style)
        }
      }
      """
    }
    let flow = try #require(flows(source(".tabViewStyle(PageTabViewStyle())")).first)
    #expect(flow.pages.map(\.title?.literal) == ["Find", "Track"])
    #expect(flows(source("")).isEmpty)
  }

  /// A child that wraps the app's view in a container (`ScrollView { GoalQuestion() }.tag(1)`) is a page too, whose
  /// texts are not read: the pages after it keep their numbers, and their tags match them. A `Spacer()` between
  /// children, untagged and building nothing, is no page, and neither is an untagged `if` block of pages.
  @Test func aChildWrappedInAContainerIsStillAPage() throws {
    let source = """
      struct SurveyOnboarding: View {
        @State var step = 0
        var body: some View {
          TabView(selection: $step) {
            InfoCard(titleText: "Your age", subtitleText: "In years.").tag(0)
            ScrollView {
              GoalQuestion()
            }
            .padding(.bottom, 45)
            .tag(1)
            Spacer()
            InfoCard(titleText: "Your city", subtitleText: "Where you live.").tag(2)
            if saved {
              DoneCard().tag(3)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.pages.map(\.tag?.literal) == [0, 1, 2])
    #expect(flow.pages.map(\.title?.literal) == ["Your age", nil, "Your city"])
  }

  @Test func aTabBarIsNotAFlow() {
    let source = """
      struct RootTabs: View {
        @State var tab = 0
        var body: some View {
          TabView(selection: $tab) {
            HomeScreen().tabItem { Label("Home", systemImage: "house") }.tag(0)
            SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
          }
        }
      }
      """
    #expect(flows(source).isEmpty)
  }

  @Test func branchChainsArePagesAndTheirConditionsAreNoChecks() throws {
    let source = """
      struct OnboardingFlow: View {
        @State private var page = 0
        var body: some View {
          if page == 0 { Text("Hello") } else if page == 1 { Text("Again") } else { Text("Done") }
          Button("Next") { page += 1 }
        }
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.kind == .branches)
    #expect(flow.pages.map(\.title?.literal) == ["Hello", "Again", "Done"])
    #expect(flow.lastPageChecks.isEmpty, "`page == 1` chooses a branch; it is not a last-page check")
  }

  /// Branches that each build their view of the array's element (`WelcomeCard(item: items[page])`) show the
  /// array's pages: one flow, the array's, not a second one of the branches. Branches built with their own
  /// content are the pages.
  @Test func branchesShowingAnArraysElementsAreThatArraysFlow() throws {
    let source = """
      struct WelcomeItem { let title: String; let detail: String }
      struct WelcomeCard: View {
        let item: WelcomeItem
        var body: some View { VStack { Text(item.title); Text(item.detail) } }
      }
      struct OnboardingFlow: View {
        @State private var page = 0
        private let items: [WelcomeItem] = [
          .init(title: "Hello", detail: "First."), .init(title: "Again", detail: "Second."),
        ]
        var body: some View {
          if page == 0 { WelcomeCard(item: items[page]) } else if page == 1 { WelcomeCard(item: items[page]) }
          Button("Next") { page += 1 }
        }
      }
      """
    #expect(flows(source).map(\.kind) == [.modelArray])
    let own = source.replacingOccurrences(of: "item: items[page]", with: #"item: .init(title: "Hi", detail: "x")"#)
    #expect(flows(own).map(\.kind).contains(.branches))
  }

  /// A fallback that shows no page text (`default: Backdrop()`, the backdrop the arms are drawn on) is what shows
  /// past the last value, no page; a fallback with a page's text is one.
  @Test func aFallbackShowingNoPageTextIsNoPage() throws {
    let source = """
      struct Backdrop: View { var body: some View { Image("lines") } }
      struct OnboardingFlow: View {
        @State private var step = 0
        var body: some View {
          switch step {
          case 0: VStack { Text("Welcome") }
          case 1: VStack { Text("Stay in touch") }
          case 2: VStack { Text("All set") }
          default: Backdrop()
          }
          Button("Continue") { step += 1 }
        }
      }
      """
    #expect(try #require(flows(source).first).pages.count == 3)
    let texted = source.replacingOccurrences(of: "default: Backdrop()", with: #"default: Text("One more thing")"#)
    #expect(try #require(flows(texted).first).pages.count == 4)
  }

  /// Cards the view of another flow's page lets the user pick from (`selected = index` on a tapped icon) are that
  /// page's content, not a flow of their own; paged by a `TabView`, they are one.
  @Test func dataAPagesViewHoldsIsThatPagesContent() {
    func source(_ cards: String) -> String {
      """
      struct Card { let title: String; let detail: String; let imageName: String }
      struct IntroFeatures: View {
        @State private var selected = 0
        let cards = [
          Card(title: "Tags", detail: "Tap a tag.", imageName: "tag"),
          Card(title: "Codes", detail: "Scan a code.", imageName: "code"),
        ]
        var body: some View { \(cards) }
      }
      struct IntroWelcome: View { var body: some View { Text("Welcome") } }
      struct IntroFlow: View {
        @State private var step = 0
        var body: some View {
          if step == 0 { IntroWelcome() } else if step == 1 { IntroFeatures() }
          Button("Next") { step += 1 }
        }
      }
      """
    }
    let picked = source(
      "HStack { ForEach(0..<cards.count, id: \\.self) { i in Button(cards[i].imageName) { selected = i } } }; Text(cards[selected].title)"
    )
    #expect(flows(picked, path: "/app/Intro/IntroFlow.swift").map(\.kind) == [.branches])
    let paged = source(
      "TabView(selection: $selected) { ForEach(cards.indices, id: \\.self) { i in Text(cards[i].title).tag(i) } }.tabViewStyle(.page)"
    )
    #expect(flows(paged, path: "/app/Intro/IntroFlow.swift").count == 2)
  }

  @Test func siblingIfsAndSwitchesOnThePageAreBranches() throws {
    let siblings = """
      struct WelcomeView: View {
        @State private var currentPage = 1
        var body: some View {
          ZStack {
            if currentPage == 1 { Text("Fresh") }
            if currentPage == 2 { Text("Fast") }
          }
        }
      }
      """
    let flow = try #require(flows(siblings).first)
    #expect(flow.pages.map(\.tag?.literal) == [1, 2])
    #expect(flow.tagBase == 1)
    func switched(_ arms: String) -> String {
      """
      struct OnboardingRoot: View {
        @State private var step = 0
        var body: some View {
          switch step {
          \(arms)
          }
        }
      }
      """
    }
    let fromZero = switched("case 0: Text(\"Hello\")\ncase 1: Text(\"Again\")\ndefault: Text(\"Done\")")
    #expect(try #require(flows(fromZero).first).pages.map(\.title?.literal) == ["Hello", "Again", "Done"])
    // The flow starts at 0, which no arm names: the `default:` arm is the first page, tagged 0.
    let started = try #require(
      flows(switched("case 1: Text(\"Again\")\ncase 2: Text(\"Done\")\ndefault: Text(\"Hello\")")).first)
    #expect(started.pages.map(\.title?.literal) == ["Hello", "Again", "Done"])
    #expect(started.pages.map(\.tag?.literal) == [0, 1, 2])
    let settings = """
      struct SettingsView: View {
        @State private var mode = 0
        var body: some View {
          switch mode { case 0: Text("Light") case 1: Text("Dark") default: Text("Auto") }
        }
      }
      """
    #expect(flows(settings).isEmpty, "a mode switch in a settings view is not onboarding")
  }

  /// A branch may test a named integer constant of the file (`case Pages.first:`, `if step == Pages.second`): its
  /// value is the page's tag. A name the file gives no integer (`case Pages.unknown:`) gives no value.
  @Test func branchesTestingNamedConstantsAreTaggedByTheirValues() throws {
    func source(_ third: String) -> String {
      """
      private enum Pages {
        static let first: Int = 1
        static let second = 2
        static let third = 3
      }
      struct OnboardingRoot: View {
        @State private var step = Pages.first
        var body: some View {
          switch step {
          case Pages.first: Text("Hello")
          case Pages.second: Text("Again")
          case \(third): Text("Done")
          default: EmptyView()
          }
        }
      }
      """
    }
    let flow = try #require(flows(source("Pages.third")).first)
    #expect(flow.pages.map(\.title?.literal) == ["Hello", "Again", "Done"])
    #expect(flow.pages.map(\.tag?.literal) == [1, 2, 3])
    // A name the file gives no integer: the arms are pages in their order, not by the constants' values.
    #expect(try #require(flows(source("Pages.unknown")).first).pages.map(\.tag?.literal) == [0, 1, 2])
    let tested = """
      enum Steps { static let intro = 0; static let done = 1 }
      struct WelcomeView: View {
        @State private var page = 0
        var body: some View {
          if page == Steps.intro { Text("Fresh") } else if page == Steps.done { Text("Fast") }
        }
      }
      """
    #expect(try #require(flows(tested).first).pages.map(\.tag?.literal) == [0, 1])
  }

  /// A switch over the element a `ForEach` of unknown length hands its closure (`ForEach(0...names.count) { n in
  /// switch n { case 0: … case 1: … default: … } }`) picks how each element looks: no branch pages (nor their
  /// tags). Over a literal range the branches the range reaches are pages.
  @Test func aSwitchOverTheElementOfAForEachOfUnknownLengthIsNoBranches() throws {
    func source(_ range: String) -> String {
      """
      struct OnboardingView: View {
        private var names = ["", "Home", "Search", "Profile"]
        var body: some View {
          TabView {
            ForEach(\(range), id: \\.self) { number in
              switch number {
              case 0: Text("Hello")
              case 1: Text("Thanks")
              default: Image(names[number])
              }
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    #expect(flows(source("0...names.count")).allSatisfy { $0.kind != .branches })
    let literal = try #require(flows(source("0..<2")).first)
    #expect(literal.kind == .branches)
    #expect(literal.pages.map(\.tag?.literal) == [0, 1])
  }

  /// Branch views handed a binding by a title's label (`IntroPage(title: $title)`) write it (the navigation title
  /// they set): it is no title they are given. A literal given by the same label is.
  @Test func aBindingHandedToABranchViewIsNoTitle() throws {
    func source(_ second: String) -> String {
      """
      struct OnboardingRoot: View {
        @State private var step = 0
        @State private var title = ""
        var body: some View {
          switch step {
          case 0: IntroPage(title: $title, detail: "Plan your day")
          case 1: IntroPage(title: \(second), detail: "Track your mood")
          default: EmptyView()
          }
        }
      }
      """
    }
    let flow = try #require(flows(source("$title")).first)
    #expect(flow.pages.allSatisfy { $0.title == nil })
    #expect(flow.pages.map(\.description?.literal) == ["Plan your day", "Track your mood"])
    let literal = try #require(flows(source("\"Your mood\"")).first)
    #expect(literal.pages.map(\.title?.literal) == [nil, "Your mood"])
  }

  @Test func aSwitchOverAnEnumsCasesShowingAViewPerCaseIsBranchesTaggedByTheCases() throws {
    let steps = """
      enum SetupStep: Int, CaseIterable { case welcome, name, done }
      struct OnboardingView: View {
        @State private var step: SetupStep = .welcome
        var body: some View {
          switch step {
          case .welcome: WelcomeStep()
          case .name:
            NameStep()
          case .done: DoneStep()
          }
        }
      }
      struct WelcomeStep: View { var body: some View { VStack { Text("Welcome"); Text("Glad you are here.") } } }
      struct NameStep: View { var body: some View { VStack { Text("Your name"); Text("So we can greet you.") } } }
      struct DoneStep: View { var body: some View { VStack { Text("All set"); Text("Enjoy.") } } }
      """
    let flow = try #require(flows(steps).first)
    #expect(flow.kind == .branches)
    #expect(flow.pages.map(\.title?.literal) == ["Welcome", "Your name", "All set"])
    #expect(flow.tagsAreCases && flow.pages.allSatisfy { $0.tag == nil }, "the cases are the tags, not numbers")
    // The enum's own title property makes it the flow: the switch shows it, it is not a second flow.
    let titled = steps.replacingOccurrences(
      of: "enum SetupStep: Int, CaseIterable { case welcome, name, done }",
      with: """
        enum SetupStep: Int, CaseIterable { case welcome, name, done
          var title: String { switch self { case .welcome: "Welcome"; case .name: "Your name"; case .done: "All set" } }
        }
        """)
    #expect(flows(titled, path: "/app/Onboarding/Setup.swift").map(\.kind) == [.enumCases])
    // Arms that show nothing are logic.
    let logic = """
      enum SetupStep { case welcome, name }
      struct OnboardingModel {
        var step: SetupStep = .welcome
        func advance() { switch step { case .welcome: save(); case .name: finish() } }
      }
      """
    #expect(flows(logic).isEmpty)
    // A switch over a state picks a look, not a page; `case .default:` names a case, it is no `default:` arm.
    let looks = """
      enum Backdrop { case `default`, vivid, calm }
      struct OnboardingBackground: View {
        var backdrop: Backdrop
        var body: some View {
          switch backdrop {
          case .default: Text("Plain")
          case .vivid: Text("Bright")
          case .calm: Text("Soft")
          }
        }
      }
      """
    #expect(flows(looks, path: "/app/Onboarding/Background.swift").isEmpty)
    let stepped = looks.replacingOccurrences(of: "backdrop", with: "step")
    #expect(flows(stepped, path: "/app/Onboarding/Background.swift").map(\.pages.count) == [3])
  }

  /// A page view built with its texts and a trailing closure (`StepView(headline: "…", subtitle: "…") { page = 1
  /// }`) is read from its arguments, as without the closure.
  @Test func aPageBuiltWithATrailingClosureIsReadFromItsArguments() throws {
    func titles(_ action: String) throws -> [String?] {
      let source = """
        struct StepView: View {
          var headline: String
          var subtitle: String
          var action: () -> Void = {}
          var body: some View { VStack { Text(headline).font(.title).bold(); Text(subtitle) } }
        }
        struct OnboardingView: View {
          @State var current = 0
          var body: some View {
            TabView(selection: $current) {
              StepView(headline: "Lift more", subtitle: "Log each set.")\(action).tag(0)
              StepView(headline: "Rest well", subtitle: "Sleep counts.")\(action).tag(1)
            }
            .tabViewStyle(.page)
          }
        }
        """
      let flow = try #require(flows(source, path: "/app/Onboarding/OnboardingView.swift").first)
      return flow.pages.map(\.title?.literal)
    }
    #expect(try titles(" { current += 1 }") == ["Lift more", "Rest well"])
    #expect(try titles("") == ["Lift more", "Rest well"])
  }

  @Test func aTextEveryPageShowsFirstIsAHeaderNotTheTitle() throws {
    let source = """
      struct OnboardingView: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) { FirstPage().tag(0); SecondPage().tag(1) }.tabViewStyle(.page)
        }
      }
      struct FirstPage: View { var body: some View { VStack { Text("Piepaw"); Text("Find a friend"); Text("Near you.") } } }
      struct SecondPage: View { var body: some View { VStack { Text("Piepaw"); Text("Meet them"); Text("Today.") } } }
      """
    let flow = try #require(flows(source, path: "/app/Onboarding/OnboardingView.swift").first)
    #expect(flow.pages.map(\.title?.literal) == ["Find a friend", "Meet them"])
    #expect(flow.pages.map(\.description?.literal) == ["Near you.", "Today."])
    // Shown on one page only, the same first text is that page's title.
    let once = source.replacingOccurrences(
      of: #"Text("Piepaw"); Text("Meet them"); Text("Today.")"#, with: #"Text("Meet them"); Text("Today.")"#)
    let other = try #require(flows(once, path: "/app/Onboarding/OnboardingView.swift").first)
    #expect(other.pages.map(\.title?.literal) == ["Piepaw", "Meet them"])
  }

  // MARK: UIKit

  /// `UIImage(named: "tour-1")!`: a forced unwrap is the image it unwraps, so the page names `tour-1`. Near miss: a
  /// value the tool cannot read (`images[0]!`) stays unread.
  @Test func aForcedUnwrapIsTheValueItUnwraps() throws {
    let source = """
      struct TourModel { let image: UIImage; let title: String; let detail: String }
      final class TourViewController: UIViewController {
        let pages = [
          TourModel(image: UIImage(named: "tour-1")!, title: "Book a seat", detail: "In two taps."),
          TourModel(image: images[0]!, title: "Ride", detail: "Show the code."),
        ]
      }
      """
    let flow = try #require(flows(source, path: "/app/Onboarding/TourViewController.swift").first)
    #expect(flow.pages.map { $0.illustrations.map(\.literal) } == [[.catalogName("tour-1")], [nil]])
  }

  @Test func aCaseGivenWhereAnInitializerTakesAnEnumIsNoImage() throws {
    let source = """
      enum IntroArt { case desk, phone }
      final class IntroPageViewController: UIViewController {
        let image: UIImage?
        let title: String
        init(with image: UIImage?, title: String) { self.image = image; self.title = title }
        convenience init(with art: IntroArt, title: String) { self.init(with: nil, title: title) }
      }
      final class OnboardingViewController: UIPageViewController {
        lazy var pages: [UIViewController] = [
          IntroPageViewController(with: UIImage(named: "welcome"), title: "Hello"),
          IntroPageViewController(with: .desk, title: "Your desk"),
          IntroPageViewController(with: .lamp, title: "Your lamp"),
        ]
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.pages.map(\.title?.literal) == ["Hello", "Your desk", "Your lamp"])
    // `.desk` is a case of the enum the second initializer takes by `with:`; `.lamp` is no case of it, so it is
    // an image resource's name, as is the image the first initializer is given.
    let forms: [[AssetNameForm]] = [[.catalogName("welcome")], [], [.symbol(path: ["lamp"])]]
    #expect(flow.pages.map { $0.illustrations.compactMap(\.literal) } == forms)
  }

  @Test func pageViewControllersBuiltWithTheirContent() throws {
    let source = """
      final class IntroPageViewController: UIViewController {}
      final class OnboardingViewController: UIPageViewController {
        lazy var pages: [UIViewController] = [
          IntroPageViewController(title: "Track", message: "Every parcel."),
          IntroPageViewController(title: "Know", message: "Before the bell."),
        ]
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.kind == .uikitPages)
    #expect(flow.pages.map(\.title?.literal) == ["Track", "Know"])
    // A screen's sections, controllers built with no page text, are no flow; in an onboarding folder they are.
    let sections = """
      final class NewsViewController: UIViewController {}
      final class NoticeViewController: UIViewController {}
      final class InboxViewController: UIPageViewController {
        lazy var pages: [UIViewController] = [NewsViewController(), NoticeViewController()]
      }
      """
    #expect(flows(sections, path: "/app/Home/InboxViewController.swift").isEmpty)
    #expect(flows(sections, path: "/app/Onboarding/InboxViewController.swift").count == 1)
    // Scenes a method loads from a storyboard (`newViewController(named: "TutorialPageOne")`) are not read: no
    // flow of empty pages, the pager is noted as unread.
    let scenes = """
      final class TutorialViewController: UIPageViewController {
        private lazy var pages: [UIViewController] = {
          return [newViewController(named: "TutorialPageOne"), newViewController(named: "TutorialPageTwo")]
        }()
        private func newViewController(named name: String) -> UIViewController {
          UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: name)
        }
      }
      """
    #expect(flows(scenes, path: "/app/Tutorial/TutorialViewController.swift").isEmpty)
    var files = [SwiftContentLoader.read(path: "/app/Tutorial/TutorialViewController.swift", source: scenes)]
    #expect(SwiftContentLoader.recognise(&files, schema: .default, root: "/app").count == 1)
  }

  // MARK: Pagers of recognised flows (no unrecognized-flow sighting)

  /// The flows and the sightings of a project of several files.
  private func project(_ sources: [String: String]) -> (flows: [Flow], sightings: [UnrecognizedFlow]) {
    var files = sources.sorted { $0.key < $1.key }.map { SwiftContentLoader.read(path: $0.key, source: $0.value) }
    let sightings = SwiftContentLoader.recognise(&files, schema: .default, root: "/app")
    return (files.flatMap(\.flows), sightings)
  }

  private static let cardData = """
    struct WelcomeCard { let title: String; let subtitle: String; let image: String }
    let welcomeCards = [
      WelcomeCard(title: "Track your runs", subtitle: "Every step counted.", image: "run"),
      WelcomeCard(title: "Rest well", subtitle: "Sleep is training too.", image: "moon"),
    ]
    """

  @Test func aPagerOverAPropertyDefaultingToARecognisedArrayShowsThatFlow() {
    let screen = """
      struct WelcomeScreen: View {
        @State var cards: [WelcomeCard] = welcomeCards
        @State var shown = 0
        var body: some View {
          TabView(selection: $shown) {
            ForEach(0..<cards.count, id: \\.self) { position in WelcomeCardView(card: cards[position]).tag(position) }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let found = project(["/app/Welcome/WelcomeData.swift": Self.cardData, "/app/Welcome/WelcomeScreen.swift": screen])
    #expect(found.flows.map(\.name) == ["welcomeCards"])
    #expect(found.sightings.isEmpty)
    // Near miss: the pager shows data fetched at run time, which no recogniser read: the note stays.
    let remote = screen.replacingOccurrences(of: "= welcomeCards", with: "= CardStore.shared.fetched()")
    let unread = project(["/app/Welcome/WelcomeData.swift": Self.cardData, "/app/Welcome/WelcomeScreen.swift": remote])
    #expect(unread.sightings.map(\.location.line) == [5])
  }

  /// A view model's property that is the flow's data under another name (`let cards = IntroContent.cards`), shown
  /// by a pager as `viewModel.cards`: the pager shows that flow, and no note says its pages are unread.
  @Test func aPagerOverAViewModelsAliasOfAFlowsDataShowsThatFlow() {
    let content = """
      struct IntroCard: Identifiable { let id: Int; let title: String; let text: String }
      enum IntroContent {
        static let cards: [IntroCard] = [
          IntroCard(id: 0, title: "Learn", text: "Read the basics."),
          IntroCard(id: 1, title: "Practise", text: "Try every example."),
        ]
      }
      final class IntroViewModel: ObservableObject { let cards: [IntroCard] = IntroContent.cards }
      """
    let pager = """
      struct IntroPager: View {
        @EnvironmentObject private var viewModel: IntroViewModel
        var body: some View {
          TabView { ForEach(viewModel.cards) { card in IntroCardView(card: card) } }
            .tabViewStyle(.page)
        }
      }
      """
    let found = project(["/app/Intro/IntroContent.swift": content, "/app/Intro/IntroPager.swift": pager])
    #expect(found.flows.map(\.name) == ["cards"])
    #expect(found.sightings.isEmpty)
    // Near miss: the view model's cards come from elsewhere; the pager's note stays.
    let other = content.replacingOccurrences(of: "= IntroContent.cards", with: "= CardStore.load()")
    let unread = project(["/app/Intro/IntroContent.swift": other, "/app/Intro/IntroPager.swift": pager])
    #expect(unread.sightings.map(\.location.line) == [4])
  }

  /// Pages of a flow's own model: a pager over a view's `slides: [Slide]` that starts empty and is filled at run
  /// time (the view it builds holds a `Slide`), or over `Screen.Step.allCases` of a nested enum flow, shows that
  /// flow's pages.
  @Test func aPagerOverAFlowsPageModelShowsThatFlow() {
    let slides = """
      struct Slide: Identifiable { let id: Int; let title: String; let text: String }
      let slideData = [
        Slide(id: 0, title: "Cook smarter", text: "Recipes from what you have."),
        Slide(id: 1, title: "Shop less", text: "Lists that fill themselves."),
      ]
      """
    let pager = """
      struct SlidesPager: View {
        @State var slides: [Slide] = []
        @State private var current = 0
        var body: some View {
          TabView(selection: $current) { ForEach(0..<2) { i in SlideCard(slide: slides[i]).tag(i) } }
            .tabViewStyle(.page)
        }
      }
      struct SlideCard: View { let slide: Slide; var body: some View { Text(slide.title) } }
      """
    let found = project(["/app/Onboarding/Slides.swift": slides, "/app/Onboarding/SlidesPager.swift": pager])
    #expect(found.flows.map(\.name) == ["slideData"])
    #expect(found.sightings.isEmpty)
    // Near miss: the pager's slides come from a call the tool cannot read; its note stays.
    let fetched = pager.replacingOccurrences(
      of: "@State var slides: [Slide] = []", with: "let slides: [Slide] = SlideStore.fetch()"
    )
    .replacingOccurrences(of: "SlideCard(slide: slides[i])", with: "Text(slides[i].title)")
    let unread = project(["/app/Onboarding/Slides.swift": slides, "/app/Onboarding/SlidesPager.swift": fetched])
    #expect(unread.sightings.map(\.location.line) == [5])
    let nested = """
      struct WelcomeScreen: View {
        enum Step: CaseIterable {
          case hello, goodbye
          var title: String { switch self { case .hello: "Hello there"; case .goodbye: "See you soon" } }
        }
        @State private var step = Step.hello
        var body: some View {
          TabView(selection: $step) { ForEach(WelcomeScreen.Step.allCases, id: \\.self) { Text($0.title).tag($0) } }
            .tabViewStyle(.page)
        }
      }
      """
    #expect(project(["/app/Onboarding/WelcomeScreen.swift": nested]).sightings.isEmpty)
  }

  /// `TabView { Group { ForEach(steps) { … }; PaywallView() } }`: the `Group` gives the pager its `ForEach` and its
  /// extra child, so the pager shows the enum's pages, no sighting.
  @Test func aGroupInsideAPagerIsTransparent() {
    let source = """
      enum SetupStep: Int, CaseIterable, Identifiable {
        case first, second
        var id: Int { rawValue }
        var title: String { switch self { case .first: "Block trackers"; case .second: "Stay private" } }
      }
      struct SetupView: View {
        @State private var selected = 0
        let steps: [SetupStep] = [.first, .second]
        var body: some View {
          TabView(selection: $selected) {
            Group {
              ForEach(steps) { step in SetupStepView(step: step).tag(step.rawValue) }
              PaywallView().tag(2)
            }
          }
          .tabViewStyle(.page)
        }
      }
      struct SetupStepView: View { let step: SetupStep; var body: some View { Text(step.title) } }
      """
    let file = SwiftContentLoader.read(path: "/app/Onboarding/SetupView.swift", source: source)
    let pager = file.swiftIndex?.pagers.first
    #expect(pager?.forEach?.data == ["steps"])
    #expect(pager?.children.count == 1, "the paywall")
    #expect(project(["/app/Onboarding/SetupView.swift": source]).sightings.isEmpty)
  }

  private static let stepEnum = """
    enum IntroStep {
      case plan, share
      var title: String { switch self { case .plan: "Plan your week"; case .share: "Share with friends" } }
      var picture: String { switch self { case .plan: "calendar"; case .share: "people" } }
    }
    """

  @Test func aPageViewControllerBuildingItsPagesFromARecognisedEnumShowsThatFlow() {
    // Page controllers built with every case, in an array a lazy closure returns.
    let byCases = """
      final class IntroPagerController: UIPageViewController {
        lazy var controllers: [UIViewController] = {
          return [IntroStepController(step: .plan), IntroStepController(step: .share)]
        }()
      }
      """
    let found = project(["/app/Intro/IntroStep.swift": Self.stepEnum, "/app/Intro/IntroPagerController.swift": byCases])
    #expect(found.flows.map(\.name) == ["IntroStep"])
    #expect(found.sightings.isEmpty)
    // The same array without the closure.
    let plain = """
      final class IntroPagerController: UIPageViewController {
        lazy var controllers: [UIViewController] = [IntroStepController(step: .plan), IntroStepController(step: .share)]
      }
      """
    let direct = project(["/app/Intro/IntroStep.swift": Self.stepEnum, "/app/Intro/IntroPagerController.swift": plain])
    #expect(direct.flows.map(\.name) == ["IntroStep"])
    let viewControllers = plain.replacingOccurrences(of: "IntroStepController", with: "IntroStepViewController")
    let named = project([
      "/app/Intro/IntroStep.swift": Self.stepEnum, "/app/Intro/IntroPagerController.swift": viewControllers,
    ])
    #expect(named.flows.map(\.name) == ["IntroStep"])
    // Over `allCases`.
    let iterable = Self.stepEnum.replacingOccurrences(of: "enum IntroStep {", with: "enum IntroStep: CaseIterable {")
    let mapped = """
      final class IntroPagerController: UIPageViewController {
        private lazy var controllers: [UIViewController] = IntroStep.allCases.map { IntroStepController(step: $0) }
      }
      """
    let overCases = project(["/app/Intro/IntroStep.swift": iterable, "/app/Intro/IntroPagerController.swift": mapped])
    #expect(overCases.flows.map(\.name) == ["IntroStep"])
    #expect(overCases.sightings.isEmpty)
    // Near miss: one case of the enum only (a page of another flow); the pages are not read, and the note names
    // the array it could not read.
    let oneCase = byCases.replacingOccurrences(
      of: "[IntroStepController(step: .plan), IntroStepController(step: .share)]",
      with: "[IntroStepController(step: .plan), SummaryController()]")
    let unread = project([
      "/app/Intro/IntroStep.swift": Self.stepEnum, "/app/Intro/IntroPagerController.swift": oneCase,
    ])
    #expect(
      unread.sightings.map(\.seen) == [
        "a `UIPageViewController` and the array `controllers` in its file, whose elements are no page model or page view controller it knows,"
      ])
  }

  /// The folder Xcode makes for the app's target names the app: an app called Slide does not make every pager in
  /// `Slide/` an onboarding one, nor does a checkout called PGA-TOUR; a feature folder below them still speaks.
  @Test func theAppsOwnFolderSpeaksOfNoOnboarding() {
    let pager = """
      final class MainPageViewController: UIViewController, UIPageViewControllerDataSource {
        lazy var screens: [UIViewController] = [ProfileViewController(), HomeViewController()]
      }
      """
    func sightings(at path: String, appTargets: Set<String>, root: String = "/app") -> Int {
      var files = [SwiftContentLoader.read(path: path, source: pager)]
      return SwiftContentLoader.recognise(&files, schema: .default, root: root, appTargetNames: appTargets).count
    }
    #expect(sightings(at: "/app/Slide/MainPageViewController.swift", appTargets: []) == 1)
    #expect(sightings(at: "/app/Slide/MainPageViewController.swift", appTargets: ["Slide"]) == 0)
    #expect(sightings(at: "/app/Slide/Tutorial/MainPageViewController.swift", appTargets: ["Slide"]) == 1)
    // The checkout's own folder, and those above it, are the user's names (PGA-TOUR-BOSE's "tour").
    #expect(sightings(at: "/src/PGA-TOUR/Kit/MainPageViewController.swift", appTargets: [], root: "/src/PGA-TOUR") == 0)
    #expect(
      sightings(at: "/src/PGA-TOUR/Tour/MainPageViewController.swift", appTargets: [], root: "/src/PGA-TOUR") == 1)
    // Pages read from the code are a flow where the app's folder is its only word of onboarding (an app called
    // welcome_pages): it is weak evidence only for a pager whose pages could not be read.
    let pages = """
      struct Page { let headerText: String; let descriptionText: String }
      final class SwipingController: UICollectionViewController {
        let pages = [Page(headerText: "Welcome", descriptionText: "Hello."), Page(headerText: "Join", descriptionText: "Now.")]
      }
      """
    var files = [SwiftContentLoader.read(path: "/app/welcome_pages/SwipingController.swift", source: pages)]
    _ = SwiftContentLoader.recognise(&files, schema: .default, root: "/app", appTargetNames: ["welcome_pages"])
    #expect(files.flatMap(\.flows).map(\.pages.count) == [2])
  }

  /// A file that makes a `UIPageViewController` (its initializer, a subclass, a cast of a storyboard's controller)
  /// has a pager; one that only names the type (a parameter, an `is` test) has none to report.
  @Test func onlyAMadePageViewControllerIsAPager() {
    func made(_ source: String) -> Bool {
      SwiftContentLoader.read(path: "/app/Intro/Router.swift", source: source).swiftIndex?.pageViewController != nil
    }
    #expect(made("let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)"))
    #expect(made("final class IntroPager: UIPageViewController {}"))
    #expect(
      made("let pager = storyboard.instantiateViewController(withIdentifier: \"Intro\") as! UIPageViewController"))
    #expect(made("let pager = UIPageViewController.init(transitionStyle: .scroll, navigationOrientation: .horizontal)"))
    #expect(made("extension TourPager: UIPageViewControllerDataSource {}"))
    #expect(!made("protocol IntroRouting { init(pageContainer: UIPageViewController) }"))
    #expect(!made("func present(_ controller: UIViewController) { if controller is UIPageViewController { return } }"))
  }

  private static let pagerBridge = """
    struct PagerBridge: UIViewControllerRepresentable {
      var controllers: [UIViewController]
      func makeUIViewController(context: Context) -> UIPageViewController {
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      }
    }
    """

  @Test func aGenericPagerShowsTheFlowItsCallersGiveIt() {
    let host = """
      struct TourHost<Page: View>: View {
        var hosted: [UIHostingController<Page>]
        init(_ views: [Page]) { hosted = views.map { UIHostingController(rootView: $0) } }
        var body: some View { PagerBridge(controllers: hosted) }
      }
      """
    let root = """
      struct TourPage { let title: String; let subtitle: String; let image: String }
      struct TourRoot: View {
        let tourPages = [
          TourPage(title: "Log a dose", subtitle: "One tap.", image: "pill"),
          TourPage(title: "Get reminded", subtitle: "On time.", image: "bell"),
        ]
        var body: some View { TourHost(tourPages.map { TourPageView(page: $0) }) }
      }
      """
    let found = project([
      "/app/Onboarding/PagerBridge.swift": Self.pagerBridge, "/app/Onboarding/TourHost.swift": host,
      "/app/Onboarding/TourRoot.swift": root,
    ])
    #expect(found.flows.map(\.name) == ["tourPages"])
    #expect(found.sightings.isEmpty)
    // Near miss: the caller gives it hand-built views no recogniser reads; the note stays and names the array.
    let views = """
      struct TourRoot: View {
        var cards: [AnyView] = [AnyView(TourCard(heading: Text("Log a dose"))), AnyView(TourCard(heading: Text("Done")))]
        var body: some View { PagerBridge(controllers: cards.map { UIHostingController(rootView: $0) }) }
      }
      """
    let unread = project(["/app/Onboarding/PagerBridge.swift": Self.pagerBridge + views])
    #expect(unread.flows.isEmpty)
    #expect(
      unread.sightings.map(\.seen) == [
        "a `UIPageViewController` and the array `cards` in its file, whose elements are no page model or page view "
          + "controller it knows,"
      ])
  }

  /// Pagers that show a flow read elsewhere get no "could not read its pages" note: a page view controller its
  /// presenter gives the pages (`controllers = []`, set in `prepare(for:)`), one that fetches them through the
  /// store's protocol, and a pager over a stored array of the flow's model that the initializer fills.
  @Test func aPagerShowingAFlowReadElsewhereIsNoSighting() {
    let model = """
      struct Intro { let title: String; let text: String; let image: String }
      final class IntroStore: IntroStoring {
        func fetch() -> [Intro] {
          [Intro(title: "Sell more", text: "List items fast.", image: "shop"), Intro(title: "Ship", text: "Print labels.", image: "box")]
        }
      }
      """
    let presenter = """
      final class IntroViewController: UIViewController {
        let slides: [Intro] = [Intro(title: "Sell more", text: "List items fast.", image: "shop"), Intro(title: "Ship", text: "Print labels.", image: "box")]
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          guard let pager = segue.destination as? IntroPager else { return }
          let pages = slides.compactMap { intro -> UIViewController? in IntroPageController(intro: intro) }
          pager.setControllers(pages)
        }
      }
      """
    let pager = """
      final class IntroPager: UIPageViewController {
        var controllers: [UIViewController] = []
        func setControllers(_ controllers: [UIViewController]) { self.controllers = controllers }
      }
      """
    let given = project(["/app/Intro/Presenter.swift": presenter, "/app/Intro/IntroPager.swift": pager])
    #expect(given.flows.map(\.name) == ["slides"])
    #expect(given.sightings.isEmpty)
    let handBuilt = """
      final class IntroViewController: UIViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          (segue.destination as? IntroPager)?.setControllers([WelcomeController(), AlertsController()])
        }
      }
      """
    let unread = project(["/app/Intro/Presenter.swift": handBuilt, "/app/Intro/IntroPager.swift": pager])
    #expect(unread.sightings.count == 1, "pages no recogniser reads: the note stays")
    let fetching = """
      final class IntroViewController: UIPageViewController {
        lazy var pages = Container.shared.resolve(IntroStoring.self)?.fetch() ?? []
      }
      """
    let fetched = project(["/app/Intro/IntroStore.swift": model, "/app/Intro/IntroViewController.swift": fetching])
    #expect(fetched.flows.map(\.name) == ["fetch"])
    #expect(fetched.sightings.isEmpty)
    let tour = """
      struct TourStep: Identifiable { let id = UUID(); let title: String; let detail: String; let symbol: String }
      struct TourView: View {
        static let defaultSteps: [TourStep] = [
          .init(title: "Book", detail: "Pick a slot.", symbol: "calendar"),
          .init(title: "Groom", detail: "Log the visit.", symbol: "scissors"),
        ]
        let steps: [TourStep]
        @State private var current = 0
        init(steps: [TourStep] = Self.defaultSteps) { self.steps = steps }
        var body: some View {
          TabView(selection: $current) { ForEach(Array(steps.enumerated()), id: \\.1.id) { i, step in Text(step.title).tag(i) } }
            .tabViewStyle(.page)
        }
      }
      """
    let held = project(["/app/Onboarding/TourView.swift": tour])
    #expect(held.flows.map(\.name) == ["defaultSteps"])
    #expect(held.sightings.isEmpty)
  }

  // MARK: Not pages

  @Test func branchesThatShowOnlyControlsAreNoPagesAndALabelIsNoTitle() throws {
    let controls = """
      struct SetupControls: View {
        @State var step = 0
        @State var failed = false
        var body: some View {
          VStack {
            if step == 0 {
              VStack {
                PrimaryButton(title: "Allow access") { step += 1 }
                  .alert(isPresented: $failed) { Alert(title: Text("Access denied"), message: Text("Try later.")) }
                Button(action: { step = 1 }, label: { Text("Not now") })
              }
            }
            if step == 1 {
              VStack {
                DatePicker("", selection: $time)
                Button { step = 2 } label: { Text("Save the time") }
              }
            }
            if step == 2 { PrimaryButton(title: "Finish") {} }
          }
        }
      }
      """
    #expect(flows(controls, path: "/app/Onboarding/SetupControls.swift").isEmpty)
    // Near miss: pages with their own texts and a Next button: a flow, titled by the texts, not the labels.
    let pages = """
      struct SetupPages: View {
        @State var step = 0
        var body: some View {
          if step == 0 {
            VStack {
              Button("Skip") { step = 2 }
              Text("Welcome aboard")
              Text("Three steps and you are set.")
              Button("Next") { step += 1 }
            }
          } else if step == 1 {
            VStack {
              Text("Stay in sync")
              Text("Your lists on every device.")
              Button { step += 1 } label: { Text("Next") }
            }
          }
        }
      }
      """
    let flow = try #require(flows(pages, path: "/app/Onboarding/SetupPages.swift").first)
    #expect(flow.pages.map(\.title?.literal) == ["Welcome aboard", "Stay in sync"])
  }

  private static let perks = """
    enum Perk: CaseIterable {
      case sync, backup
      var title: String { switch self { case .sync: "Sync everywhere"; case .backup: "Nightly backups" } }
    }
    """

  @Test func aCaseIterableEnumMadeIntoTableRowsIsNotAFlowButOneIteratedByAPagerIs() {
    // The cases become the rows of a comparison table in a file that pages nothing.
    let table = """
      struct PerkTable: View {
        let rows = Perk.allCases.map { PerkRow(perk: $0, ours: true, theirs: false) }
        var body: some View { VStack { ForEach(rows, id: \\.perk) { row in PerkRowView(row: row) } } }
      }
      """
    let rows = project(["/app/Onboarding/Perk.swift": Self.perks, "/app/Onboarding/PerkTable.swift": table])
    #expect(rows.flows.isEmpty)
    // Near miss: the cases are iterated by a page view controller: pages shown in turn.
    let pager = """
      final class PerkPager: UIPageViewController {
        lazy var controllers: [UIViewController] = Perk.allCases.map { PerkController(perk: $0) }
      }
      """
    let paged = project(["/app/Onboarding/Perk.swift": Self.perks, "/app/Onboarding/PerkPager.swift": pager])
    #expect(paged.flows.map(\.name) == ["Perk"])
    #expect(paged.sightings.isEmpty)
  }

  /// The services an onboarding page shows together in a grid (`LazyVGrid { ForEach(Array(services.prefix(3))) …
  /// }`) are one page's items, no flow; the same data paged is one.
  @Test func itemsAGridShowsTogetherAreNoFlow() {
    func source(_ shown: String) -> String {
      """
      struct Service { let title: String; let subtitle: String; let image: String }
      let services = [
        Service(title: "Cloud backup", subtitle: "Every night", image: "cloud"),
        Service(title: "Drive sync", subtitle: "Both ways", image: "drive"),
        Service(title: "Box export", subtitle: "One tap", image: "box"),
      ]
      struct ServicesPage: View {
        var body: some View { \(shown) }
      }
      """
    }
    let grid = source(
      "LazyVGrid(columns: []) { ForEach(Array(services.prefix(3)), id: \\.title) { ServiceItem(service: $0) } }")
    #expect(project(["/app/Onboarding/ServicesPage.swift": grid]).flows.isEmpty)
    let paged = source("TabView { ForEach(services, id: \\.title) { ServiceItem(service: $0) } }.tabViewStyle(.page)")
    #expect(project(["/app/Onboarding/ServicesPage.swift": paged]).flows.map(\.pages.count) == [3])
  }

  /// `extension UIApplication.State { var title: String { … } }` is not the app's `Onboarding.State`: its `title`
  /// makes no pages of the app's enum. An extension of the app's own nested type still counts.
  @Test func anExtensionOfAnotherTypesNestedNameIsNotTheAppsType() {
    let states = """
      enum Onboarding {
        enum State: CaseIterable { case newUser, missingName, completed }
      }
      """
    func extended(_ type: String) -> String {
      "extension \(type) {\n  var title: String { switch self { case .newUser: \"New\"; default: \"Known\" } }\n}\n"
    }
    let foreign = project([
      "/app/Onboarding/Onboarding.swift": states, "/app/Utilities/State+Name.swift": extended("UIApplication.State"),
    ])
    #expect(foreign.flows.isEmpty)
    let own = project([
      "/app/Onboarding/Onboarding.swift": states, "/app/Utilities/State+Name.swift": extended("Onboarding.State"),
    ])
    #expect(own.flows.map(\.name) == ["State"])
  }

  /// `VStack { ForEach(0...(options.count - 1)) { PNOption(info: options[$0]) } }`: the options one screen lists,
  /// over their positions, are rows, no flow.
  @Test func aStackOverTheDatasPositionsListsIt() {
    let source = """
      struct Option { let title: String; let subtitle: String; let image: String }
      struct NotificationsScreen: View {
        let options = [
          Option(title: "Fast mode", subtitle: "Instant alerts", image: "bolt"),
          Option(title: "Slow mode", subtitle: "Checks now and then", image: "turtle"),
        ]
        var body: some View {
          VStack { ForEach(0...(options.count - 1), id: \\.self) { OptionRow(info: options[$0]) } }
        }
      }
      """
    #expect(project(["/app/Onboarding/NotificationsScreen.swift": source]).flows.isEmpty)
  }

  private static let announcements = """
    struct Announcement { let version: String; let title: String; let message: String; let image: String }
    struct Announcements {
      var announcements: [Announcement] = [
        Announcement(version: "3.1", title: "Folders", message: "Sort your lists.", image: "folder"),
        Announcement(version: "3.4", title: "Widgets", message: "Your day at a glance.", image: "widget"),
      ]
    }
    """

  @Test func announcementsChosenByVersionAreNotAFlowUnlessAPagerShowsThem() {
    #expect(flows(Self.announcements, path: "/app/Whats New/Announcements.swift").isEmpty)
    // Near miss: the same sheets paged one after another.
    let pager = """
      struct WhatsNewPager: View {
        let source = Announcements()
        var body: some View {
          TabView { ForEach(source.announcements, id: \\.version) { AnnouncementView(item: $0) } }.tabViewStyle(.page)
        }
      }
      """
    let paged = project(["/app/Whats New/Announcements.swift": Self.announcements, "/app/Whats New/Pager.swift": pager])
    #expect(paged.flows.map(\.pages.count) == [2])
    // Without a version each, the What's New pages are a flow as before.
    let unversioned = """
      struct NewFeature { let title: String; let message: String; let image: String }
      let whatsNewPages = [
        NewFeature(title: "Folders", message: "Sort your lists.", image: "folder"),
        NewFeature(title: "Widgets", message: "Your day at a glance.", image: "widget"),
      ]
      """
    #expect(flows(unversioned, path: "/app/Whats New/WhatsNewPages.swift").map(\.pages.count) == [2])
  }
}

/// Branches that begin well after the step a view starts at pick later steps, not pages.
extension RecogniserTests {
  /// `if promptIndex == 6 { … } else if promptIndex == 7 { … }` over `@State var promptIndex = 0`, no fallback:
  /// special steps of a sequence the view shows from an array, no flow. Near miss: branches from the start (0, 1)
  /// are one.
  @Test func branchesThatBeginAfterTheStartingStepAreNoFlow() {
    func pages(_ first: Int) -> [Int] {
      let source = """
        struct IntroSteps: View {
          @State private var promptIndex = 0
          var body: some View {
            VStack {
              if promptIndex == \(first) {
                Text("Watch how the breath moves")
              } else if promptIndex == \(first + 1) {
                Text("Now it is your turn")
              }
              Button("Next") { promptIndex += 1 }
            }
          }
        }
        """
      return flows(source, path: "/app/Intro/IntroSteps.swift").map(\.pages.count)
    }
    #expect(pages(6).isEmpty)
    #expect(pages(0) == [2])
  }
}

/// Coach marks pinned over a screen's controls are no flow.
extension RecogniserTests {
  /// Tips whose model takes a point on the screen (`offset: CGPoint(…)` in one, `nil` in another), shown one at a
  /// time where they point, are no pages. Near miss: the same elements without a placement are a flow.
  @Test func tipsPlacedOnTheScreenAreNoFlow() {
    func pages(_ offset: String) -> [Int] {
      let source = """
        typealias TutorialTip = (message: String, anchor: UIView, offset: CGPoint?)
        final class WalksTutorial {
          let menuButton = UIView()
          var tutorials: [TutorialTip] {
            [TutorialTip(message: "Log a walk from the menu", anchor: menuButton, offset: \(offset)),
             TutorialTip(message: "Share it with your pack", anchor: menuButton, offset: nil)]
          }
        }
        """
      return flows(source, path: "/app/Tutorial/WalksTutorial.swift").map(\.pages.count)
    }
    #expect(pages("CGPoint(x: 15, y: 0)").isEmpty)
    #expect(pages("nil") == [2])
  }
}

/// A paged `TabView` whose `ForEach` over a literal range picks each page by an `if index == …` chain: only the
/// branches an index of the range reaches are pages, the pager shows that flow, and a page whose largest text is
/// one the tool cannot read has that text's place as its title.
extension RecogniserTests {
  /// Three page views; the first shows the app's name (not a literal) in `nameFont` above its body text in
  /// `bodyFont`. The tour's `ForEach` runs over `range` and its chain ends in an `else`.
  private func tour(
    range: String = "(0..<3)", nameFont: String = ".font(.system(size: 30))",
    bodyFont: String = ".font(.system(size: 15))",
    heading: String = "Text(Bundle.main.appName)"
  ) -> [String: String] {
    let tour = """
      struct WelcomeTour: View {
        @State private var index = 0
        var body: some View {
          TabView(selection: $index) {
            ForEach(\(range), id: \\.self) { index in
              if index == 0 {
                TourIntro()
              } else if index == 1 {
                TourSync()
              } else if index == 2 {
                TourShare()
              } else {
                TourIntro()
              }
            }
          }
          .tabViewStyle(PageTabViewStyle())
          if index == 2 { Text("Start") }
        }
      }
      """
    let pages = """
      struct TourIntro: View {
        var body: some View { VStack { \(heading)\(nameFont); Text("Bring your notes everywhere")\(bodyFont) } }
      }
      struct TourSync: View {
        var body: some View { VStack { Text("Sync on every device")\(nameFont); Text("Always up to date")\(bodyFont) } }
      }
      struct TourShare: View {
        var body: some View { VStack { Text("Share with friends")\(nameFont); Text("One tap away")\(bodyFont) } }
      }
      extension Bundle { var appName: String { "" } }
      """
    return ["/app/Onboarding/WelcomeTour.swift": tour, "/app/Onboarding/TourPages.swift": pages]
  }

  @Test func anElseNoIndexReachesIsNoPageAndThePagerShowsTheFlow() throws {
    let found = project(tour())
    let flow = try #require(found.flows.first)
    #expect(flow.kind == .branches)
    #expect(flow.pages.map(\.tag?.literal) == [0, 1, 2])
    #expect(flow.lastPageChecks.count == 1, "`index == 2` is the last of three pages")
    #expect(found.sightings.isEmpty, "the pager whose flow was read is no unrecognized flow")
    // A closed range reaching the same three indices reads the same.
    #expect(project(tour(range: "0...2")).flows.first?.pages.count == 3)
  }

  @Test func anElseAnIndexReachesIsStillAPage() throws {
    let flow = try #require(project(tour(range: "0..<4")).flows.first)
    #expect(flow.pages.map(\.tag?.literal) == [0, 1, 2, 3])
    // A range that stops short drops the branches it never reaches.
    #expect(project(tour(range: "0..<2")).flows.first?.pages.count == 2)
  }

  @Test func aLargerHeadingTheToolCannotReadIsTheTitleNotTheBodyText() throws {
    let flow = try #require(project(tour()).flows.first)
    let first = try #require(flow.pages.first)
    #expect(first.title != nil && first.title?.literal == nil, "the app's name is the title, unread")
    #expect(first.description?.literal == "Bring your notes everywhere")
    #expect(flow.pages.dropFirst().map(\.title?.literal) == ["Sync on every device", "Share with friends"])
    // Where the sizes are not read, the first text is still the heading.
    let unread = try #require(project(tour(nameFont: "", bodyFont: "")).flows.first)
    #expect(unread.pages.first?.title?.literal == nil)
    #expect(unread.pages.first?.description?.literal == "Bring your notes everywhere")
  }

  @Test func aLiteralLargerHeadingIsStillTheTitle() throws {
    // The unread text is the smaller one: the literal heading keeps the title.
    let flow = try #require(
      project(tour(nameFont: ".font(.system(size: 15))", bodyFont: ".font(.system(size: 30))")).flows.first)
    #expect(flow.pages.first?.title?.literal == "Bring your notes everywhere")
    let literal = try #require(project(tour(heading: "Text(\"Welcome aboard\")")).flows.first)
    #expect(literal.pages.first?.title?.literal == "Welcome aboard")
    #expect(literal.pages.first?.description?.literal == "Bring your notes everywhere")
  }
}

/// A page's only text, in body type, whose key reads as a paragraph in the development language is its description,
/// as a literal paragraph is; the same text set as a heading stays the page's title.
@Suite struct LocalizedParagraphTests {
  private func pages(_ font: String) -> [ExampleApp.File] {
    let long = "A calm app that helps parents follow their child's growth with measurements taken at home every week"
    let view = """
      import SwiftUI

      struct GrowthOnboarding: View {
        var body: some View {
          TabView {
            VStack { Image("scale"); Text("Intro1").font(\(font)) }.tag(0)
            VStack { Image("chart"); Text("Intro2").font(\(font)) }.tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """
    return [
      ("App/GrowthOnboarding.swift", view),
      ("App/en.lproj/Localizable.strings", "\"Intro1\" = \"\(long)\";\n\"Intro2\" = \"\(long) and month\";\n"),
    ]
  }

  @Test func aBodyParagraphKeyIsTheDescription() throws {
    let body = try ExampleRun(RuleExample(files: pages(".system(size: 20)")), rule: TitleLengthRule.self)
    #expect(body.messages.isEmpty, "\(body.messages)")
    let heading = try ExampleRun(RuleExample(files: pages(".largeTitle")), rule: TitleLengthRule.self)
    #expect(heading.messages.count == 2, "\(heading.messages)")
  }
}
