import Testing

@testable import PiepawLint

/// The layout reader: how the view that draws a flow's pages draws one (`Page.view`), from Swift of our own
/// writing, on each shape it reads and the near misses it must leave alone.
@Suite struct PageLayoutTests {
  private static let white = TextColor.fixed(RGBA(red: 1, green: 1, blue: 1))

  private func flows(_ source: String) -> [Flow] {
    SwiftContentLoader.load(path: "/app/Onboarding/Onboarding.swift", source: source, schema: .default).flows
  }

  /// A model-array flow shown by `PageView(page:)` in a paged `TabView`, with `body` as the page view's body.
  private func pageView(body: String, members: String = "", declarations: String = "") -> PageView? {
    let source = """
      struct OnboardingPage { let title: String; let subtitle: String; let background: String; let icon: String }
      let onboardingPages = [
        OnboardingPage(title: "One", subtitle: "First", background: "bg-1", icon: "icon-1"),
        OnboardingPage(title: "Two", subtitle: "Second", background: "bg-2", icon: "icon-2"),
      ]
      struct OnboardingView: View {
        @State private var current = 0
        var body: some View {
          TabView(selection: $current) {
            ForEach(onboardingPages.indices, id: \\.self) { i in
              PageView(page: onboardingPages[i]).tag(i)
            }
          }
          .tabViewStyle(.page)
        }
      }
      struct PageView: View {
        let page: OnboardingPage
        let caption = "Skip"
        \(members)
        var body: some View {
          \(body)
        }
      }
      \(declarations)
      """
    let flow = flows(source).first
    #expect(flow?.pages.count == 2)
    return flow?.pages.first?.view
  }

  // MARK: The reference app

  @Test func theArticlesOnboardingItemReadsAsItDrawsItsPages() throws {
    let source = """
      struct OnboardingModel: Identifiable {
        var id = UUID(); var title: String; var description: String
        var background: ImageResource; var icon: ImageResource; var tag: Int
      }
      extension OnboardingModel {
        static var onboardingData: [OnboardingModel] = [
          .init(title: "A", description: "a", background: .onboarding1, icon: .iconOnboarding1, tag: 0),
          .init(title: "B", description: "b", background: .onboarding2, icon: .iconOnboarding2, tag: 1),
        ]
      }
      struct RootView: View {
        @State var currentIndex: Int = 0
        let data = OnboardingModel.onboardingData
        var body: some View {
          TabView(selection: $currentIndex) {
            ForEach(data) { item in
              OnboardingItem(currentIndex: $currentIndex, onboardingItem: item, loginTapped: {}).tag(item.tag)
            }
          }
          .tabViewStyle(.page(indexDisplayMode: .never))
        }
      }
      struct OnboardingItem: View {
        @Binding var currentIndex: Int
        var onboardingItem: OnboardingModel
        var loginTapped: () -> Void
        var body: some View {
          ZStack {
            Image(onboardingItem.background)
              .resizable()
              .ignoresSafeArea()
            VStack(alignment: .leading) {
              Spacer()
              Image(onboardingItem.icon)
              VStack(alignment: .leading, spacing: 12) {
                Text(onboardingItem.title)
                  .font(.largeTitle)
                  .fontWeight(.black)
                Text(onboardingItem.description)
                  .font(.body)
              }
              .foregroundStyle(.white)
              HStack {
                if currentIndex != 2 {
                  Button("Skip") { loginTapped() }
                } else {
                  Button("Login") { loginTapped() }
                }
              }
              .padding(.vertical)
            }
            .padding()
          }
        }
      }
      """
    let flow = try #require(flows(source).first)
    let view = try #require(flow.pages.first?.view)
    #expect(flow.pages.allSatisfy { $0.view == view }, "one view type draws every page")
    #expect(view.viewType == "OnboardingItem")
    let title = try #require(view.title)
    let description = try #require(view.description)
    #expect(title.font == .textStyle(.largeTitle, weight: .black))
    #expect(description.font == .textStyle(.body, weight: nil))
    #expect(title.color == Self.white && description.color == Self.white)
    #expect(title.alignment == .leading && description.alignment == .leading)
    #expect(title.leadingInset == 16 && title.trailingInset == 16 && title.unread.isEmpty)
    #expect(title.location.line == 36 && description.location.line == 39)
    #expect(view.background?.scaling == .stretch && view.background?.ignoresSafeArea == true)
    #expect(view.textBlock?.placement == .bottom && view.textBlock?.alignment == .leading)
    #expect(view.textBlock?.topInset == 16 && view.textBlock?.bottomInset == 16)
    #expect(view.order == [.icon, .title, .description, .buttons])
  }

  // MARK: Fonts

  @Test(arguments: [
    (".font(.largeTitle.weight(.bold))", FontSpec.textStyle(.largeTitle, weight: .bold)),
    (".font(.title).bold()", .textStyle(.title, weight: .bold)),
    (".font(Font.title2.bold())", .textStyle(.title2, weight: .bold)),
    (".fontWeight(.semibold)", .textStyle(.body, weight: .semibold)),
    (".font(.system(size: 34, weight: .heavy))", .system(size: 34, weight: .heavy)),
    (".font(.system(size: 28.5))", .system(size: 28.5, weight: nil)),
    (".font(.system(.headline, design: .rounded))", .textStyle(.headline, weight: nil)),
    (
      ".font(.custom(\"Inter-Black\", size: 34))", .custom(name: "Inter-Black", size: 34, relativeTo: nil, scales: true)
    ),
    (
      ".font(.custom(\"Inter\", size: 30, relativeTo: .title))",
      .custom(name: "Inter", size: 30, relativeTo: .title, scales: true)
    ),
    (".font(.custom(\"Inter\", fixedSize: 22))", .custom(name: "Inter", size: 22, relativeTo: nil, scales: false)),
  ])
  func fontsAreReadFromTheTitlesModifiers(_ modifiers: String, _ font: FontSpec) {
    let title = pageView(body: "VStack { Text(page.title)\(modifiers); Text(page.subtitle) }")?.title
    #expect(title?.font == font)
    #expect(title?.unread.isEmpty == true)
  }

  @Test func aFontOnTheStackIsInheritedAndTheNearestWins() {
    let view = pageView(body: "VStack { Text(page.title).font(.title); Text(page.subtitle) }.font(.callout).bold()")
    #expect(view?.title?.font == .textStyle(.title, weight: .bold))
    #expect(view?.description?.font == .textStyle(.callout, weight: .bold))
  }

  /// An app's container (`CardBox { … }`) draws its content where it stands; near misses: a closure that takes
  /// parameters builds rows, and an app's button shows its label, not the page's texts.
  @Test func anAppsContainerIsReadThroughAndItsButtonsAreNot() {
    let card = pageView(
      body: """
        VStack { Spacer(); CardBox { VStack { Text(page.title).font(.title).foregroundStyle(.white); Text(page.subtitle) } } }
        """)
    #expect(card?.title?.font == .textStyle(.title, weight: nil) && card?.title?.color == Self.white)
    let rows = pageView(body: "Carousel(items) { item in Text(page.title).font(.title) }")
    #expect(rows?.title == nil)
    let button = pageView(
      body: """
        VStack { PrimaryButton { Text(caption).font(.largeTitle) }; Text(page.title).font(.title); Text(page.subtitle) }
        """)
    #expect(button?.title?.font == .textStyle(.title, weight: nil))
  }

  /// A colour the app keeps as a constant (`Theme.ink`, `extension Color { static let brand }`) is read where the
  /// text uses it, hex literals included; near misses: an eight-digit hex (where the alpha goes is the app's
  /// choice) and a constant declared twice with different values stay unread.
  @Test func colourConstantsOfTheAppAreFollowed() {
    let theme = """
      enum Theme { static let ink = Color(hex: "#1C1C1E"); static let faded = Color(hex: "1C1C1E80") }
      extension Color { static let brand: Color = Color(red: 1, green: 0, blue: 0) }
      """
    let body = { (name: String) in
      "VStack { Text(page.title).foregroundStyle(Theme.\(name)); Text(page.subtitle).foregroundColor(.brand) }"
    }
    #expect(pageView(body: body("ink"))?.title?.unread.contains(.color) == true, "no declaration: unread")
    let declared = pageView(body: body("ink"), declarations: theme)
    #expect(declared?.title?.color == .fixed(RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255)))
    #expect(declared?.description?.color == .fixed(RGBA(red: 1, green: 0, blue: 0)))
    #expect(pageView(body: body("faded"), declarations: theme)?.title?.unread.contains(.color) == true)
    let twice = theme + "\nextension Theme { static let ink = Color(hex: \"FFFFFF\") }"
    #expect(pageView(body: body("ink"), declarations: twice)?.title?.unread.contains(.color) == true)
  }

  /// A colour or font the view keeps as its own constant (`private let ink = Color(…)`) is read where its texts
  /// use it, `self.ink` too; near misses: a `var` (its value may change) and another view's constant of the name.
  @Test func aViewsOwnConstantsAreFollowed() {
    let body = "VStack { Text(page.title).font(titleFont).foregroundColor(ink); Text(page.subtitle) }"
    let own = pageView(
      body: body, members: "private let ink = Color(red: 1, green: 0, blue: 0)\nlet titleFont = Font.system(size: 30)")
    #expect(own?.title?.color == .fixed(RGBA(red: 1, green: 0, blue: 0)))
    #expect(own?.title?.font == .system(size: 30, weight: nil))
    let selfQualified = pageView(
      body: "Text(page.title).foregroundColor(self.ink)", members: "private let ink = Color(red: 1, green: 0, blue: 0)")
    #expect(selfQualified?.title?.color == .fixed(RGBA(red: 1, green: 0, blue: 0)))
    let variable = pageView(body: body, members: "private var ink = Color(red: 1, green: 0, blue: 0)")
    #expect(variable?.title?.unread.contains(.color) == true)
    let elsewhere = pageView(
      body: body, declarations: "struct Card { private let ink = Color(red: 0, green: 1, blue: 0) }")
    #expect(elsewhere?.title?.unread.contains(.color) == true)
  }

  /// A font made by the app's static helper of a size it is given (`AppFont.display(size: 28)`, `.brand(size: 17)`
  /// of `extension Font`) is that font at that size; near misses: a size in a variable, and a helper that does
  /// more than return a font of its size, stay unread.
  @Test func anAppsFontHelperIsReadAtTheSizeItIsGiven() {
    let helpers = """
      enum AppFont {
        static func display(size: CGFloat) -> Font { Font.custom("Display-Bold", size: size) }
        static func scaled(size: CGFloat) -> Font { .custom("Display-Bold", size: size * 1.2) }
      }
      extension Font { static func brand(size: CGFloat) -> Font { .system(size: size, weight: .semibold) } }
      """
    let view = pageView(
      body: "VStack { Text(page.title).font(AppFont.display(size: 28)); Text(page.subtitle).font(.brand(size: 17)) }",
      declarations: helpers)
    #expect(view?.title?.font == .custom(name: "Display-Bold", size: 28, relativeTo: nil, scales: true))
    #expect(view?.description?.font == .system(size: 17, weight: .semibold))
    let variable = pageView(
      body: "VStack { Text(page.title).font(AppFont.display(size: big)); Text(page.subtitle) }", declarations: helpers)
    #expect(variable?.title?.unread.contains(.font) == true)
    let computed = pageView(
      body: "VStack { Text(page.title).font(AppFont.scaled(size: 28)); Text(page.subtitle) }", declarations: helpers)
    #expect(computed?.title?.unread.contains(.font) == true)
  }

  @Test func aVariableFontSizeIsUnreadNotGuessed() {
    let title = pageView(body: "VStack { Text(page.title).font(.system(size: size)); Text(page.subtitle) }")?.title
    #expect(title?.unread == [.font])
    let styled = pageView(body: "VStack { Text(page.title).font(titleFont); Text(page.subtitle) }")?.title
    #expect(styled?.unread == [.font])
  }

  @Test func anAppsOwnTextStyleModifierMakesTheFontAndColourUnread() {
    let view = pageView(
      body: """
        VStack {
          Text(page.title).defaultStyle(size: 30).fontWeight(.bold)
          Text(page.subtitle).layoutPriority(1)
        }
        .foregroundStyle(.white)
        .tabViewStyle(.page)
        """)
    #expect(view?.title?.unread == [.font, .color])
    #expect(view?.description?.unread.isEmpty == true && view?.description?.color == Self.white)
  }

  // MARK: Colours

  @Test(arguments: [
    (".foregroundStyle(.white)", TextColor.fixed(RGBA(red: 1, green: 1, blue: 1))),
    (".foregroundColor(Color.black)", .fixed(RGBA(red: 0, green: 0, blue: 0))),
    (".foregroundStyle(.white.opacity(0.8))", .fixed(RGBA(red: 1, green: 1, blue: 1, alpha: 0.8))),
    (".foregroundStyle(Color(red: 1, green: 0.5, blue: 0))", .fixed(RGBA(red: 1, green: 0.5, blue: 0))),
    (".foregroundStyle(Color(white: 0.2))", .fixed(RGBA(red: 0.2, green: 0.2, blue: 0.2))),
    (".foregroundStyle(Color(\"Ink\"))", .asset(.catalogName("Ink"))),
    (".foregroundStyle(Color(.ink))", .asset(.symbol(path: ["ink"]))),
    (".foregroundStyle(.white).opacity(0.5)", .fixed(RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))),
  ])
  func coloursAreReadAsTheCodeGivesThem(_ modifiers: String, _ color: TextColor) {
    let title = pageView(body: "VStack { Text(page.title)\(modifiers); Text(page.subtitle) }")?.title
    #expect(title?.color == color)
  }

  @Test func aColourOnTheStackIsInheritedTheNearestWinsAndOpacityMultiplies() {
    let view = pageView(
      body:
        "VStack { Text(page.title).foregroundStyle(.black); Text(page.subtitle) }.foregroundStyle(.white).opacity(0.5)"
    )
    #expect(view?.title?.color == .fixed(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)))
    #expect(view?.description?.color == .fixed(RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)))
  }

  @Test func noColourIsTheSystemsAndAVariableColourIsUnread() {
    let view = pageView(body: "VStack { Text(page.title).foregroundStyle(tint); Text(page.subtitle) }")
    #expect(view?.title?.color == nil && view?.title?.unread == [.color])
    #expect(view?.description?.color == nil && view?.description?.unread.isEmpty == true)
  }

  // MARK: Insets, frames, line limits

  @Test func paddingIsSummedOverTheTextAndItsEnclosingViewsOnly() {
    let view = pageView(
      body: """
        VStack {
          Text(page.title).padding(.leading, 8)
          Text(page.subtitle).padding()
          Image(page.icon).padding(40)
        }
        .padding(.horizontal, 24)
        .padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 2))
        """)
    #expect(view?.title?.leadingInset == 36 && view?.title?.trailingInset == 26)
    #expect(view?.description?.leadingInset == 44 && view?.description?.trailingInset == 42)
  }

  @Test func aPaddingFromAConstantIsUnreadAndTheLiteralsStillCount() {
    let title = pageView(body: "VStack { Text(page.title).padding(spacing); Text(page.subtitle) }.padding(12)")?.title
    #expect(title?.unread == [.insets])
    #expect(title?.leadingInset == 12)
    let custom = pageView(body: "VStack { Text(page.title) }.withDefaultPadding(padding: .horizontal)")?.title
    #expect(custom?.unread == [.insets])
    // A view modifier of the app's may set the font, the colour and the padding.
    let modifier = pageView(body: "VStack { Text(page.title) }.modifier(OnboardingTextStyle())")?.title
    #expect(modifier?.unread == [.font, .color, .insets])
  }

  @Test func framesAndLineLimitsAreRead() {
    let view = pageView(
      body: """
        VStack {
          Text(page.title).frame(maxWidth: 300).lineLimit(2)
          Text(page.subtitle).frame(maxWidth: .infinity)
        }
        .padding(16)
        .frame(width: 340)
        """)
    #expect(view?.title?.maximumWidth == 300 && view?.title?.lineLimit == 2)
    #expect(view?.description?.maximumWidth == 308, "340 minus the padding inside the frame")
    #expect(view?.description?.lineLimit == nil)
  }

  @Test func alignmentIsTheTextsOwnElseItsStacks() {
    let view = pageView(
      body: "VStack(alignment: .leading) { Text(page.title).multilineTextAlignment(.center); Text(page.subtitle) }")
    #expect(view?.title?.alignment == .center && view?.description?.alignment == .leading)
    let centred = pageView(body: "VStack { Text(page.title); Text(page.subtitle) }")
    #expect(centred?.title?.alignment == .center)
  }

  // MARK: Scrims

  @Test func scrimsUnderTheTextAreRead() throws {
    let view = try #require(
      pageView(
        body: """
          ZStack {
            Image(page.background).resizable().scaledToFill().ignoresSafeArea()
            LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
            VStack {
              Text(page.title).shadow(color: .black, radius: 3)
              Text(page.subtitle)
            }
            .background(Color.black.opacity(0.4))
          }
          """))
    let gradient = Scrim.gradient([
      GradientStop(location: 0.5, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
      GradientStop(location: 1, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.6)),
    ])
    let solid = Scrim.solid(RGBA(red: 0, green: 0, blue: 0, alpha: 0.4))
    #expect(view.description?.scrims == [gradient, solid])
    #expect(view.title?.scrims == [gradient, solid, .shadow(RGBA(red: 0, green: 0, blue: 0), radius: 3)])
  }

  @Test func aGradientStopsListAndAReversedGradientAreOnTheScreensHeight() {
    let view = pageView(
      body: """
        ZStack {
          Image(page.background).resizable()
          Rectangle().fill(LinearGradient(gradient: Gradient(stops: [.init(color: .black, location: 0), \
        .init(color: .clear, location: 0.4)]), startPoint: .bottom, endPoint: .top))
          VStack { Text(page.title); Text(page.subtitle) }
        }
        """)
    #expect(
      view?.title?.scrims == [
        .gradient([
          GradientStop(location: 0.6, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
          GradientStop(location: 1, color: RGBA(red: 0, green: 0, blue: 0)),
        ])
      ])
  }

  @Test func aLayerDrawnOverTheTextIsNoScrimUnderIt() {
    let view = pageView(
      body: """
        ZStack {
          Image(page.background).resizable()
          VStack { Text(page.title); Text(page.subtitle) }
          Color.black.opacity(0.2)
        }
        """)
    #expect(view?.title?.scrims == [])
  }

  // MARK: Background

  @Test(arguments: [
    (".resizable()", PageBackgroundStyle.Scaling.stretch, false),
    (".resizable().scaledToFill().ignoresSafeArea()", .fill, true),
    (".resizable().aspectRatio(contentMode: .fill).edgesIgnoringSafeArea(.all)", .fill, true),
    (".resizable().scaledToFit()", .fit, false),
    (".resizable().aspectRatio(contentMode: .fit).ignoresSafeArea(edges: .top)", .fit, false),
    ("", .natural, false),
  ])
  func theBackgroundsScalingIsWhatItsModifiersSay(
    _ modifiers: String, _ scaling: PageBackgroundStyle.Scaling, _ ignoresSafeArea: Bool
  ) {
    let view = pageView(body: "ZStack { Image(page.background)\(modifiers); VStack { Text(page.title) } }")
    #expect(view?.background?.scaling == scaling)
    #expect(view?.background?.ignoresSafeArea == ignoresSafeArea)
  }

  @Test func aColourUnderThePhotoLeavesItTheBackgroundAndAPhotoOverTheTextsIsNot() {
    let under = pageView(
      body: "ZStack { Color.black.ignoresSafeArea(); Image(page.background).resizable(); Text(page.title) }")
    #expect(under?.background?.scaling == .stretch)
    let over = pageView(body: "ZStack { Text(page.title); Image(page.background).resizable() }")
    #expect(over?.background == nil)
  }

  @Test func aModifierOnASiblingIsNotTheTexts() {
    let view = pageView(
      body: """
        VStack {
          HStack { Image(page.icon) }.font(.largeTitle).foregroundStyle(.white).padding(30)
          Text(page.title)
          Text(page.subtitle).font(.caption).lineLimit(3)
        }
        """)
    #expect(view?.title?.font == .textStyle(.body, weight: nil) && view?.title?.color == nil)
    #expect(view?.title?.leadingInset == 0 && view?.title?.lineLimit == nil)
    #expect(view?.description?.font == .textStyle(.caption, weight: nil) && view?.description?.lineLimit == 3)
  }

  @Test func anImageAboveTheTextsIsAnIconNotTheBackground() {
    let view = pageView(body: "VStack { Image(page.icon).resizable().scaledToFit(); Text(page.title) }")
    #expect(view?.background == nil)
    #expect(view?.order == [.icon, .title])
  }

  @Test func aBackgroundModifierImageIsTheBackground() {
    let view = pageView(
      body: "VStack { Text(page.title) }.background(Image(page.background).resizable().scaledToFill())")
    #expect(view?.background?.scaling == .fill)
  }

  // MARK: Text block

  @Test(arguments: [
    ("Spacer(); Text(page.title); Text(page.subtitle)", PageTextBlock.Placement.bottom),
    ("Text(page.title); Text(page.subtitle); Spacer()", .top),
    ("Spacer(); Text(page.title); Spacer()", .center),
    ("Text(page.title)", .center),
  ])
  func spacersPlaceTheTextBlock(_ content: String, _ placement: PageTextBlock.Placement) {
    #expect(pageView(body: "VStack(spacing: 12) { \(content) }")?.textBlock?.placement == placement)
  }

  @Test func theBlockIsTheNestedStacksSpacedParentAndAnAlignedZStackPlacesAStackWithout() {
    let nested = pageView(
      body: """
        VStack(alignment: .trailing) {
          Spacer()
          VStack(alignment: .leading, spacing: 8) { Text(page.title); Text(page.subtitle) }
        }
        .padding(.bottom, 40)
        """)
    #expect(nested?.textBlock?.placement == .bottom && nested?.textBlock?.alignment == .trailing)
    #expect(nested?.textBlock?.bottomInset == 40 && nested?.textBlock?.spacing == nil)
    #expect(nested?.title?.alignment == .leading)
    let aligned = pageView(body: "ZStack(alignment: .bottomLeading) { VStack(spacing: 8) { Text(page.title) } }")
    #expect(aligned?.textBlock?.placement == .bottom && aligned?.textBlock?.spacing == 8)
    let framed = pageView(body: "VStack { Text(page.title) }.frame(maxHeight: .infinity, alignment: .top)")
    #expect(framed?.textBlock?.placement == .top)
  }

  @Test func aPropertyOfTheViewIsFollowedForItsViews() {
    let view = pageView(
      body: "VStack { Text(page.title); buttons }.foregroundStyle(.white)",
      members: "var buttons: some View { HStack { Button(\"Next\") {}; Text(page.subtitle) } }")
    #expect(view?.order == [.title, .buttons, .description])
    #expect(view?.description?.color == Self.white)
  }

  // MARK: Which text is the title

  @Test func onlyTheTextsThatShowThePagesFieldsAreItsTitleAndDescription() {
    let view = pageView(
      body: """
        VStack {
          Text(caption).font(.caption)
          Text("Welcome").font(.largeTitle)
          Text(user.title)
          Button { } label: { Text(page.title) }
          Text(page.subtitle.uppercased()).font(.footnote)
          Text(page.title ?? "").font(.title3)
        }
        """)
    #expect(view?.title?.font == .textStyle(.title3, weight: nil))
    #expect(view?.description?.font == .textStyle(.footnote, weight: nil))
  }

  @Test func aViewBuiltWithItsTextsShowsThemThroughItsProperties() throws {
    let source = """
      struct WelcomeFlow: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) {
            InfoPage(title: "Hello", detail: "First").tag(0)
            InfoPage(title: "Sync", detail: "Second").tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      struct InfoPage: View {
        let title: String
        let detail: String
        var body: some View {
          VStack { Text(detail).font(.body); Text(title).font(.title).foregroundColor(.white) }
        }
      }
      """
    let flow = try #require(flows(source).first)
    #expect(flow.pages.map(\.title?.literal) == ["Hello", "Sync"])
    let view = try #require(flow.pages.first?.view)
    #expect(view.viewType == "InfoPage" && flow.pages[1].view == view)
    #expect(view.title?.font == .textStyle(.title, weight: nil) && view.title?.color == Self.white)
    #expect(view.order == [.description, .title])
  }

  @Test func inlineTabViewChildrenHaveAViewEach() throws {
    let source = """
      struct WelcomeFlow: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) {
            VStack { Text("Hello").font(.largeTitle); Text("First") }.tag(0)
            VStack { Spacer(); Text("Sync").font(.title).padding(); Text("Second") }.tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """
    let pages = try #require(flows(source).first?.pages)
    #expect(pages.map(\.view?.viewType) == [nil, nil])
    #expect(pages.map(\.view?.title?.font) == [.textStyle(.largeTitle, weight: nil), .textStyle(.title, weight: nil)])
    #expect(pages.map(\.view?.textBlock?.placement) == [.center, .bottom])
    #expect(
      pages[1].view?.title?.leadingInset == 16 && pages[1].view?.description?.font == .textStyle(.body, weight: nil))
  }

  @Test func branchesAndAForEachsOwnClosureAreRead() throws {
    let branches = """
      struct OnboardingFlow: View {
        @State private var step = 0
        var body: some View {
          if step == 0 {
            VStack { Text("Hi").font(.title) }
          } else if step == 1 {
            VStack { Text("Bye").font(.headline) }
          }
        }
      }
      """
    #expect(
      flows(branches).first?.pages.map(\.view?.title?.font) == [
        .textStyle(.title, weight: nil), .textStyle(.headline, weight: nil),
      ])
    let inline = """
      struct OnboardingSlide { let title: String; let body: String }
      let slides = [OnboardingSlide(title: "A", body: "a"), OnboardingSlide(title: "B", body: "b")]
      struct IntroView: View {
        var body: some View {
          TabView {
            ForEach(slides, id: \\.title) { slide in
              VStack { Text(slide.title).font(.largeTitle); Text(slide.body) }.foregroundStyle(.white)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    let page = try #require(flows(inline).first?.pages.first)
    #expect(page.view?.title?.font == .textStyle(.largeTitle, weight: nil))
    #expect(page.view?.description?.color == Self.white)
    let aliased = inline.replacingOccurrences(
      of: "ForEach(slides, id: \\.title) { slide in",
      with: """
        ForEach(0..<slides.count, id: \\.self) { index in
                let slide = slides[index]
        """)
    #expect(aliased != inline)
    #expect(flows(aliased).first?.pages.first?.view?.title?.font == .textStyle(.largeTitle, weight: nil))
  }

  // MARK: Samples

  @Test func thePiepawSampleAndTheGalleryReadAsTheirViewsDrawThem() throws {
    let piepaw = try #require(try Linter().flows(paths: [SampleTests.samples + "/piepaw"]).projects.first?.flows.first)
    let view = try #require(piepaw.pages.first?.view)
    #expect(view.viewType == "OnboardingItem" && piepaw.pages.allSatisfy { $0.view == view })
    #expect(view.title?.font == .textStyle(.largeTitle, weight: .heavy) && view.title?.color == Self.white)
    #expect(view.title?.leadingInset == 24 && view.title?.alignment == .leading)
    #expect(view.textBlock?.placement == .bottom && view.textBlock?.bottomInset == 48 && view.textBlock?.spacing == 16)
    #expect(view.background?.scaling == .fill && view.background?.ignoresSafeArea == true)
    #expect(view.order == [.icon, .title, .description, .buttons])
    #expect(
      view.title?.scrims == [
        .gradient([
          GradientStop(location: 0.5, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
          GradientStop(location: 1, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.6)),
        ])
      ])
    let gallery = try Linter().flows(paths: [SampleTests.samples + "/gallery"]).projects.flatMap(\.flows)
    let slides = try #require(gallery.first { $0.modelType == "IntroSlide" }?.pages.first?.view)
    #expect(slides.title?.font == .textStyle(.title2, weight: .bold) && slides.title?.alignment == .center)
    #expect(slides.title?.leadingInset == 36 && slides.textBlock?.placement == .bottom)
    #expect(slides.description?.color == LayoutColorReader.secondary)
  }

  @Test func hostileNestingStaysBounded() {
    let deep = String(repeating: "VStack { ", count: 400) + "Text(page.title)" + String(repeating: " }", count: 400)
    let view = pageView(body: deep)
    #expect(view?.title == nil, "deeper than the reader goes")
  }
}

/// UIKit page views: the labels of the view controller every page is built as.
@Suite struct UIKitPageLayoutTests {
  @Test func theLabelsOfAPageViewControllerAreRead() throws {
    let source = """
      final class IntroPageViewController: UIViewController {
        private let heading: String
        private let message: String
        init(heading: String, message: String) {
          self.heading = heading
          self.message = message
          super.init(nibName: nil, bundle: nil)
        }
        let titleLabel: UILabel = {
          let label = UILabel()
          label.font = UIFont.systemFont(ofSize: 32, weight: .black)
          label.textColor = .black
          return label
        }()
        let messageLabel: UILabel = {
          let label = UILabel()
          label.font = UIFont(name: "Inter-Regular", size: 18)!
          label.textAlignment = .center
          label.numberOfLines = 0
          label.textColor = UIColor(named: "Ink")
          return label
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          titleLabel.text = heading
          messageLabel.text = message
          let footnote = UILabel()
          footnote.text = "v1.0"
          footnote.font = .preferredFont(forTextStyle: .footnote)
        }
      }
      final class OnboardingViewController: UIPageViewController {
        let pages = [
          IntroPageViewController(heading: "Track", message: "Every parcel."),
          IntroPageViewController(heading: "Notify", message: "When it moves."),
        ]
      }
      """
    let flow = try #require(
      SwiftContentLoader.load(path: "/app/Intro/Intro.swift", source: source, schema: .default).flows.first)
    let view = try #require(flow.pages.first?.view)
    #expect(view.viewType == "IntroPageViewController" && flow.pages[1].view == view)
    #expect(view.title?.font == .system(size: 32, weight: .black))
    #expect(view.title?.color == .fixed(RGBA(red: 0, green: 0, blue: 0)))
    #expect(view.title?.alignment == .leading && view.title?.lineLimit == 1)
    #expect(view.description?.font == .custom(name: "Inter-Regular", size: 18, relativeTo: nil, scales: false))
    #expect(view.description?.color == .asset(.catalogName("Ink")) && view.description?.alignment == .center)
    #expect(view.description?.lineLimit == nil)
    #expect(view.order == [.title, .description])
  }
}
