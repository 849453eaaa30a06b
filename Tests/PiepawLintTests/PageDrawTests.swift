import Testing

@testable import PiepawLint

/// What a page view draws besides its texts, from Swift of our own writing: the colour under everything
/// (`PageView.fill`), a root image with an overlay of texts, materials, the icon's frame and the buttons' labels;
/// and how text-contrast and the preview use them.
@Suite struct PageDrawTests {
  private func flows(_ source: String) -> [Flow] {
    SwiftContentLoader.load(path: "/app/Onboarding/Onboarding.swift", source: source, schema: .default).flows
  }

  private static let model = """
    struct Step { let title: String; let detail: String; let picture: String }
    let steps = [
      Step(title: "Plant", detail: "Put the seed in the pot.", picture: "seed"),
      Step(title: "Water", detail: "A cup a day is enough.", picture: "can"),
    ]
    """

  /// A pager over `steps` whose page view `StepView` has `body`.
  private func stepView(_ body: String, declarations: String = "") -> PageView? {
    let source = """
      \(Self.model)
      \(declarations)
      struct Pager: View {
        @State private var shown = 0
        var body: some View {
          TabView(selection: $shown) {
            ForEach(steps.indices, id: \\.self) { i in StepView(step: steps[i]).tag(i) }
          }
          .tabViewStyle(.page)
        }
      }
      struct StepView: View {
        let step: Step
        var body: some View {
          \(body)
        }
      }
      """
    return flows(source).first?.pages.first?.view
  }

  private static let texts = """
    VStack {
      Spacer()
      Text(step.title).font(.title)
      Text(step.detail)
    }
    .foregroundStyle(.white)
    """

  // MARK: The fill

  @Test func aFirstColourLayerIsThePagesFill() {
    let view = stepView("ZStack { Color.black.ignoresSafeArea()\n \(Self.texts) }")
    #expect(view?.fill == .color(.fixed(RGBA(red: 0, green: 0, blue: 0))))
    #expect(view?.title != nil && view?.background == nil)
  }

  @Test func anAssetColourAComponentColourAndAGradientAreFills() {
    #expect(stepView("ZStack { Color(\"Soil\")\n \(Self.texts) }")?.fill == .color(.asset(.catalogName("Soil"))))
    #expect(
      stepView("ZStack { Color(red: 0.2, green: 0.4, blue: 0.6).ignoresSafeArea()\n \(Self.texts) }")?.fill
        == .color(.fixed(RGBA(red: 0.2, green: 0.4, blue: 0.6))))
    let gradient = stepView(
      "ZStack { LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)\n \(Self.texts) }")
    #expect(
      gradient?.fill
        == .gradient([
          GradientStop(location: 0, color: RGBA(red: 1, green: 1, blue: 1)),
          GradientStop(location: 1, color: RGBA(red: 0, green: 0, blue: 0)),
        ]))
  }

  @Test func aRootBackgroundColourIsTheFillAndNoScrim() {
    for background in [".background(Color.green)", ".background(Color.green.ignoresSafeArea())"] {
      let view = stepView(Self.texts + "\n" + background)
      #expect(
        view?.fill
          == .color(
            .adaptive(
              light: RGBA(red: 52 / 255, green: 199 / 255, blue: 89 / 255),
              dark: RGBA(red: 48 / 255, green: 209 / 255, blue: 88 / 255))), "\(background)")
      #expect(view?.title?.scrims == [], "\(background)")
    }
  }

  @Test func aCardOrAnInnerStacksColourIsNoFill() {
    // A sized shape in the bottom layer is a card; a colour layer inside a stack is part of the page's content.
    #expect(
      stepView("ZStack { RoundedRectangle(cornerRadius: 12).fill(Color.white).frame(height: 200)\n \(Self.texts) }")?
        .fill == nil)
    #expect(stepView("VStack { ZStack { Color.red\n Text(step.title) }\n Text(step.detail) }")?.fill == nil)
  }

  // MARK: A root image with an overlay

  @Test func aRootImageWithAnOverlayIsTheBackgroundUnderTheOverlaysBlock() {
    let view = stepView(
      """
      Image(step.picture)
        .resizable()
        .ignoresSafeArea()
        .overlay {
          VStack(alignment: .leading, spacing: 10) {
            Text(step.title)
            Text(step.detail)
          }
          .foregroundStyle(.white)
          .frame(maxWidth: 250)
          .offset(y: 150)
        }
      """)
    #expect(view?.background?.scaling == .stretch && view?.background?.ignoresSafeArea == true)
    #expect(view?.textBlock?.placement == .center && view?.textBlock?.alignment == .leading)
    #expect(view?.textBlock?.maximumWidth == 250 && view?.textBlock?.offsetY == 150)
    #expect(view?.order.contains(.icon) == false, "the background is not also an icon")
  }

  @Test func theContrastLayoutPutsTheBlockInItsColumnMovedByItsOffset() {
    var view = PageView(viewType: nil, location: .text("/a.swift", line: 1, column: 1))
    var title = PageTextStyle(location: .text("/a.swift", line: 2, column: 1), font: .system(size: 20, weight: nil))
    title.alignment = .leading
    title.maximumWidth = 250
    view.title = title
    var block = PageTextBlock(placement: .center, alignment: .leading)
    block.maximumWidth = 250
    block.offsetY = 150
    view.textBlock = block
    view.order = [.title]
    let page = Page(
      location: .text("/a.swift", line: 3, column: 1),
      title: Field(.literal("Plant"), at: .text("/a.swift", line: 4, column: 1)))
    let frames = ContrastTextLayout.frames(of: page, view: view, on: .narrowestDefault)
    let rect = frames.first { $0.element == .title }!.rect
    // A 250 pt column centred on 375 pt starts at 62.5; one 24 pt line centred in the safe area (20…667), + 150.
    #expect(rect.x == 62.5 && rect.width == 250)
    #expect(abs(rect.y - ((20 + 667 - 24) / 2 + 150)) < 0.001, "\(rect)")
  }

  // MARK: Designs

  /// A face of another design is said by its name, from the font (`design: .rounded`), `.fontDesign(.serif)`, or
  /// the app's font constant; San Francisco says none.
  @Test func aFontsOtherDesignIsSaid() {
    func described(_ body: String, declarations: String = "") -> String? {
      stepView(body, declarations: declarations).map(PageViewDescription.describe)
    }
    #expect(
      described("VStack { Text(step.title).font(.system(.title, design: .rounded)).bold() }")?
        .hasPrefix("title Title Bold rounded") == true)
    #expect(
      described("VStack { Text(step.title).font(.title).fontDesign(.serif) }")?.hasPrefix("title Title serif") == true)
    #expect(
      described(
        "VStack { Text(step.title).font(.brand) }",
        declarations: "extension Font { static let brand = Font.system(size: 30, design: .monospaced) }")?
        .hasPrefix("title System 30 pt monospaced") == true)
    #expect(
      described("VStack { Text(step.title).font(.system(.title, design: .default)) }")?
        .hasPrefix("title Title default colour") == true)
  }

  // MARK: Materials, icons, buttons

  @Test func aMaterialBackgroundIsAScrimTextContrastDoesNotMeasure() {
    let view = stepView(
      "ZStack { Color.white\n VStack { Spacer()\n Text(step.title)\n Text(step.detail) }.foregroundStyle(.white)"
        + ".background(.ultraThinMaterial) }")
    #expect(view?.title?.scrims == [.material(.ultraThin)])
    #expect(view.map { ContrastSubject.isMeasurable($0.title!) } == false)
    #expect(view.map(PageViewDescription.describe)?.contains("on ultraThin material") == true)
  }

  @Test func aShadowAfterABackgroundIsTheCardsNotTheTexts() {
    let card = stepView(
      "ZStack { Color.white\n VStack { Text(step.title)\n Text(step.detail) }.foregroundStyle(.white).padding()"
        + ".background(Color.black).shadow(radius: 5) }")
    #expect(card?.title?.scrims == [.solid(RGBA(red: 0, green: 0, blue: 0))], "no text shadow")
    let root = stepView("VStack { Text(step.title)\n Text(step.detail) }.background(Color.black).shadow(radius: 5)")
    #expect(root?.fill == .color(.fixed(RGBA(red: 0, green: 0, blue: 0))) && root?.title?.scrims == [])
    let text = stepView("VStack { Text(step.title).shadow(radius: 3)\n Text(step.detail) }")
    #expect(text?.title?.scrims == [.shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 3)])
  }

  @Test func aBackgroundTheReaderCannotFollowIsMarkedAndNotMeasured() {
    let card = stepView(
      "ZStack { Color.white\n VStack { Text(step.title)\n Text(step.detail) }.foregroundStyle(.white)"
        + ".background(palette.card) }")
    #expect(card?.title?.scrims == [.unread])
    #expect(card.map { ContrastSubject.isMeasurable($0.title!) } == false)
    #expect(card.map(PageViewDescription.describe)?.contains("on a background not read") == true)
    let clear = stepView(
      "ZStack { Color.white\n VStack { Text(step.title)\n Text(step.detail) }.background(Color.clear) }")
    #expect(clear?.title?.scrims == [])
    let look = TextLook(card?.title, default: .textStyle(.body, weight: nil), plain: false)
    #expect(look.unreadBackdrop)
  }

  @Test func theIconsFrameAndTheButtonsLabelsAreRead() {
    let view = stepView(
      """
      VStack {
        Image(step.picture).resizable().scaledToFit().frame(width: 120, height: 90)
        Text(step.title)
        Button("Skip") { }
        Button { } label: { Text("Continue") }
        Button(action: { }, label: { Label("Done", systemImage: "checkmark") })
      }
      """)
    #expect(view?.icon?.width == 120 && view?.icon?.height == 90 && view?.icon?.scaling == .fit)
    #expect(view?.buttonLabels == ["Skip", "Continue"], "a label that is no Text literal is left out")
  }

  /// The page's picture is the image that draws a value it is given: the app's logo drawn above it by a constant
  /// (`Image(Brand.logo)`) or a literal is not. Near miss: with no value drawn, the first image stays the icon.
  @Test func theIconIsTheImageThatDrawsThePagesValue() {
    let view = stepView(
      """
      VStack {
        Image(Brand.logo).resizable().frame(width: 60, height: 60)
        Image(step.picture).resizable().scaledToFit().frame(width: 120, height: 90)
        Text(step.title)
      }
      """)
    #expect(view?.icon?.width == 120 && view?.icon?.literalNameLocation == nil)
    let logoOnly = stepView(
      "VStack {\n Image(Brand.logo).resizable().frame(width: 60, height: 60)\n Text(step.title)\n }")
    #expect(logoOnly?.icon?.width == 60 && logoOnly?.icon?.literalNameLocation != nil)
  }
}

/// text-contrast and the preview on a page with no photo, only its fill.
@Suite struct PageFillContrastTests {
  private static let file = "/App/Onboarding.swift"
  private static func at(_ line: Int) -> PiepawLint.SourceLocation { .text(file, line: line, column: 1) }

  static func project(
    fill: PageFill?, color: TextColor = .fixed(.white), scrims: [Scrim] = [], colors: [AssetColor] = []
  )
    -> Project
  {
    var view = PageView(viewType: "StepView", location: at(20))
    var title = PageTextStyle(location: at(30), font: .textStyle(.largeTitle, weight: .bold))
    title.color = color
    title.leadingInset = 16
    title.trailingInset = 16
    title.scrims = scrims
    view.title = title
    view.fill = fill
    view.textBlock = PageTextBlock(placement: .bottom, alignment: .center)
    view.order = [.title, .buttons]
    view.buttonLabels = ["Get Started"]
    var page = Page(location: at(5), title: Field(.literal("Plant a Seed"), at: at(6)))
    page.view = view
    var content = ContentFile(path: file)
    content.flows = [Flow(kind: .modelArray, location: at(4), name: "steps", pages: [page])]
    var soil = Asset(
      kind: .colorSet, name: "Soil", symbolPath: ["soil"], directory: "/App/A.xcassets/Soil.colorset",
      contentsFile: "/App/A.xcassets/Soil.colorset/Contents.json")
    soil.colors = colors
    return Project(
      root: "/App", contentFiles: [content], catalogs: [AssetCatalog(path: "/App/A.xcassets", assets: [soil])])
  }

  static func findings(_ project: Project) -> [Finding] {
    TextContrastRule().check(
      RuleContext(project: project, options: RuleOptions(defaults: TextContrastRule.description.options)))
  }

  static func grey(_ white: String, dark: Bool) -> AssetColor {
    let location = PiepawLint.SourceLocation(file: "/App/A.xcassets/Soil.colorset/Contents.json", line: 3)
    return AssetColor(
      idiom: "universal", appearances: dark ? ["luminosity:dark"] : [], colorSpace: "gray-gamma-22",
      components: [.init(name: "white", text: white, location: location)], location: location)
  }

  @Test func whiteTextOnALightFillIsReportedWithTheHandComputedRatio() {
    // sRGB 0.92 → linear ((0.92 + 0.055) / 1.055)^2.4 = 0.92417^2.4 = e^(2.4 × −0.078858) = 0.82757; white is 1:
    // (1 + 0.05) / (0.82757 + 0.05) = 1.1965 → "1.1:1", under large text's 3:1.
    let found = Self.findings(Self.project(fill: .color(.fixed(RGBA(red: 0.92, green: 0.92, blue: 0.92)))))
    #expect(found.count == 1)
    #expect(
      found.first?.message.contains("contrast of 1.1:1 on the page's background colour #EBEBEB") == true, "\(found)")
    #expect(found.first?.message.contains("below the 3.0:1 WCAG asks for large text") == true)
  }

  @Test func whiteTextOnABlackFillPassesAndNoFillIsNotJudged() {
    #expect(Self.findings(Self.project(fill: .color(.fixed(.black)))).isEmpty)
    // No fill and no photo: the system background under text the rule does not know the surface of.
    #expect(Self.findings(Self.project(fill: nil)).isEmpty)
  }

  @Test func anAssetFillIsJudgedInBothAppearancesAndTextOnAMaterialNotAtAll() {
    // Soil is white in light appearance (white text fails) and black in dark (passes).
    let colors = [Self.grey("1.000", dark: false), Self.grey("0.000", dark: true)]
    let found = Self.findings(Self.project(fill: .color(.asset(.catalogName("Soil"))), colors: colors))
    #expect(found.count == 1 && found.first?.message.contains("in light appearance") == true, "\(found)")
    let onMaterial = Self.project(
      fill: .color(.asset(.catalogName("Soil"))), scrims: [.material(.regular)], colors: colors)
    #expect(Self.findings(onMaterial).isEmpty)
  }

  @Test func thePreviewDrawsTheFillWithTheAssetsDarkValueAndTheButtonsLabel() {
    let colors = [Self.grey("1.000", dark: false), Self.grey("0.000", dark: true)]
    let project = Self.project(fill: .color(.asset(.catalogName("Soil"))), colors: colors)
    let html = FakeThumbnails().render(
      PreviewInput(projects: [.init(project: project, lintRoot: "/App", diagnostics: [])])
    ).html
    #expect(
      html.contains("<div class=\"screen light\" style=\"width:375px;height:667px;background:rgba(255,255,255,1)\">"))
    #expect(html.contains("<div class=\"screen dark\" style=\"width:375px;height:667px;background:rgba(0,0,0,1)\">"))
    #expect(html.contains("<span class=\"label\">Get Started</span>"))
  }

  @Test func thePreviewDrawsAMaterialAsABlurAndTint() {
    let style = PhoneFrame.material(.thin, .light)
    #expect(style.contains("backdrop-filter:blur(12px)") && style.contains("background:rgba(255,255,255,0.45)"))
  }
}

/// The screen a page is drawn and measured on, and the icon's image.
@Suite struct PageScreenTests {
  @Test func aMacOnlyAppIsDrawnInAStandInWindowAndAPhoneAppOnAnIPhone() {
    let location = PiepawLint.SourceLocation(file: "/App/App.xcodeproj/project.pbxproj", line: 1)
    var project = Project(root: "/App")
    project.targets = [BuildTarget(name: "Mac", kind: .application, declaration: location, platforms: [.macOS])]
    #expect(DeviceScreen.drawn(for: project) == .macWindowStandIn)
    #expect(DeviceScreen.drawn(for: project).name.contains("stand-in"))
    project.targets.append(BuildTarget(name: "Phone", kind: .application, declaration: location, platforms: [.iOS]))
    #expect(DeviceScreen.drawn(for: project) == .narrowestDefault)
  }

  @Test func aViewsIconImageShowsThePagesIllustrationWhenItHasNoIcon() {
    let at = PiepawLint.SourceLocation.text("/a.swift", line: 1, column: 1)
    var page = Page(location: at)
    page.illustrations = [Field(.literal(.catalogName("seed")), at: at)]
    #expect(ContrastTextLayout.iconField(of: page) == nil, "no view, no icon image: it is not drawn on the page")
    var view = PageView(viewType: nil, location: at)
    view.icon = PageIconStyle(location: at, scaling: .fit)
    page.view = view
    #expect(ContrastTextLayout.iconField(of: page)?.literal == .catalogName("seed"))
  }

  @Test func anIconWithoutAFrameIsFittedToTheColumnAndAFrameIsKept() {
    let screen = DeviceScreen.narrowestDefault
    let at = PiepawLint.SourceLocation.text("/a.swift", line: 1, column: 1)
    let fitted = ContrastTextLayout.iconSize(
      PageIconStyle(location: at, scaling: .fit), points: (1000, 500), columnWidth: 375, screen: screen)
    #expect(fitted.width == 375 && fitted.height == 187.5)
    let framed = ContrastTextLayout.iconSize(
      PageIconStyle(location: at, scaling: .fit, width: 120, height: 90), points: (1000, 500), columnWidth: 375,
      screen: screen)
    #expect(framed.width == 120 && framed.height == 90)
  }
}

/// An icon drawn with `Image(systemName:)`: the preview draws the field as a symbol's name.
@Suite struct SymbolIconTests {
  @Test func aSystemNameIconIsDrawnAsASymbol() {
    let source = """
      struct Tip { let title: String; let detail: String; let icon: String }
      let tips = [
        Tip(title: "Rest", detail: "Sleep eight hours.", icon: "bed.double"),
        Tip(title: "Walk", detail: "Walk a mile a day.", icon: "figure.walk"),
      ]
      struct Tips: View {
        @State private var at = 0
        var body: some View {
          TabView(selection: $at) { ForEach(tips.indices, id: \\.self) { i in TipView(tip: tips[i]).tag(i) } }
            .tabViewStyle(.page)
        }
      }
      struct TipView: View {
        let tip: Tip
        var body: some View {
          VStack { Image(systemName: tip.icon).font(.system(size: 80))\n Text(tip.title)\n Text(tip.detail) }
        }
      }
      """
    let flow = SwiftContentLoader.load(path: "/app/Onboarding/Tips.swift", source: source, schema: .default).flows.first
    let page = flow?.pages.first
    #expect(page?.view?.icon?.isSystemSymbol == true)
    #expect(page?.view?.icon?.width == 80 && page?.view?.icon?.height == 80, "a symbol is as big as its font")
    let project = Project(root: "/app")
    let choice = page.map {
      PageImageChoice(page: $0, appearance: .light, screen: .narrowestDefault, picker: PicturePicker(project: project))
    }
    if case .symbol(let name)? = choice?.icon {
      #expect(name == "bed.double")
    } else {
      Issue.record("no symbol icon: \(String(describing: choice?.icon)), fields \(String(describing: page))")
    }
  }
}
