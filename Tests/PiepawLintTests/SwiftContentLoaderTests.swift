import Foundation
import Testing

@testable import PiepawLint

@Suite struct SwiftContentLoaderTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/swift")

  private func loadFixture(_ name: String) throws -> ContentFile {
    let url = Self.fixtures.appendingPathComponent(name)
    let source = try String(contentsOf: url, encoding: .utf8)
    return SwiftContentLoader.load(path: url.path, source: source, schema: .default)
  }

  private func load(_ source: String, schema: ContentSchema = .default) -> ContentFile {
    SwiftContentLoader.load(path: "/app/Snippet.swift", source: source, schema: schema)
  }

  private func pages(_ source: String, schema: ContentSchema = .default) -> [Page] {
    load(source, schema: schema).flows.first?.pages ?? []
  }

  /// One page declared with `fields`, e.g. `title: "a", tag: 1`.
  private func page(_ fields: String) -> Page? {
    pages("let pages: [OnboardingModel] = [.init(\(fields))]").first
  }

  private func position(_ location: PiepawLint.SourceLocation?) -> [Int?] {
    [location?.line, location?.column]
  }

  // MARK: The article-shaped app

  @Test func petOnboardingFlowHasFourPagesInOrder() throws {
    let file = try loadFixture("PetOnboarding/OnboardingPage.swift")
    #expect(file.problems.isEmpty)
    #expect(file.flows.count == 1)
    let flow = try #require(file.flows.first)
    #expect(flow.name == "welcomePages")
    #expect(flow.source == .swift)
    #expect(position(flow.location) == [20, 50])
    #expect(flow.pages.map(\.tag?.literal) == [0, 1, 2, 3])
    #expect(
      flow.pages.map(\.title?.literal) == [
        "Meet Your New Best Friend", "Every Tail Has a Story", "Visit, Play, Decide", "Bring Them Home 🐾",
      ])
    #expect(flow.pages.map { position($0.location) } == [[21, 9], [28, 9], [35, 9], [43, 9]])
    #expect(position(flow.pages[0].title?.location) == [22, 20])
    #expect(position(flow.pages[2].tag?.location) == [41, 18])
    #expect(flow.pages[0].background?.literal == .symbol(path: ["welcomeMeadow"]))
    #expect(flow.pages[2].background?.literal == .symbol(path: ["Backgrounds", "welcomePark"]))
    #expect(flow.pages[2].icon?.literal == .symbol(path: ["iconCalendar"]))
    #expect(flow.pages[3].background?.literal == .catalogName("welcome-home"))
    #expect(flow.pages[3].icon?.literal == .symbol(path: ["default"]))
    #expect(file.assetReferences.isEmpty, "page fields are not references")
    #expect(file.capsuleCounts.isEmpty && file.lastPageChecks.isEmpty && file.tabSelectionVariables.isEmpty)
  }

  @Test func petOnboardingViewsGiveCapsulesSelectionAndChecks() throws {
    let root = try loadFixture("PetOnboarding/WelcomeView.swift")
    #expect(root.capsuleCounts.map(\.count) == [.literal(4)])
    #expect(root.capsuleCounts.map(\.location) == [.text(root.path, line: 19, column: 29)])
    #expect(root.capsuleCounts.map(\.span?.text) == ["4"], "the literal a fix rewrites")
    #expect(root.tabSelectionVariables == ["currentIndex"])
    #expect(root.lastPageChecks.isEmpty)
    #expect(root.assetReferences.map(\.name) == [.catalogName("PawBackground")])
    #expect(root.assetReferences.map(\.kind) == [.color])

    let item = try loadFixture("PetOnboarding/WelcomePageView.swift")
    let check = try #require(item.lastPageChecks.first)
    #expect(item.lastPageChecks.count == 1)
    #expect(check.variable == "currentIndex" && check.value == 3 && check.comparison == "!=")
    #expect(check.location == .text(item.path, line: 23, column: 40))
    #expect(check.span == TextSpan(offset: 617, text: "3"), "the literal a fix rewrites")
    #expect(item.assetReferences.isEmpty, "Image(page.background) and Image(systemName:) are not asset names")
    #expect(item.capsuleCounts.isEmpty)
  }

  @Test func uiKitScreenReferencesImagesAndColours() throws {
    let file = try loadFixture("PetOnboarding/SignInViewController.swift")
    #expect(
      file.assetReferences.map(\.name) == [
        .symbol(path: ["signInHero"]), .catalogName("pawpal-logo"), .catalogName("InkColor"),
        .symbol(path: ["accentOrange"]),
      ])
    #expect(file.assetReferences.map(\.kind) == [.image, .image, .color, .color])
    #expect(position(file.assetReferences.first?.location) == [7, 40])
    #expect(file.flows.isEmpty && file.problems.isEmpty)
  }

  @Test func commentsAndStringsNeverMatch() throws {
    let file = try loadFixture("NoMatches.swift")
    #expect(file.flows.isEmpty)
    #expect(file.capsuleCounts.isEmpty)
    #expect(file.lastPageChecks.isEmpty)
    #expect(file.tabSelectionVariables.isEmpty)
    #expect(file.assetReferences.isEmpty)
    #expect(file.suppressions.isEmpty)
    #expect(file.problems.isEmpty)
  }

  // MARK: Flow declarations

  @Test func everyDeclarationFormIsAFlow() {
    let source = """
      enum Content {
        static let a: Array<OnboardingModel> = [.init(tag: 0)]
        var b: [OnboardingModel] { [OnboardingModel(tag: 0), OnboardingModel.init(tag: 1)] }
        var c: [OnboardingModel] {
          let base = 1
          return [.init(tag: base)]
        }
        func d(for user: User) -> [OnboardingModel] { [.init(tag: 0)] }
        static var e = [OnboardingModel]([.init(tag: 0)])
        var f: [App.OnboardingModel]? = [.init(tag: 0)]
        var g: [OnboardingModel] { get { [.init(tag: 0)] } }
        let h = [OnboardingModel(tag: 0)]
      }
      """
    let flows = load(source).flows
    #expect(flows.map(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h"])
    #expect(flows.map(\.pages.count) == [1, 2, 1, 1, 1, 1, 1, 1])
    #expect(flows[2].pages[0].tag?.value == .unresolved(reason: "the variable `base`"))
  }

  @Test func otherArraysAreNotFlows() {
    let source = """
      let empty: [OnboardingModel] = []
      let names: [String] = ["a", "b"]
      let nested: [[OnboardingModel]] = [[.init(tag: 0)]]
      let strings = ["a", "b"].map { OnboardingModel(tag: $0) }
      let pages: [OnboardingModel] = [first, makePage()]
      """
    #expect(load(source).flows.isEmpty)
  }

  @Test func elementsThatAreNotCallsAreLeftOut() {
    let file = load("let pages: [OnboardingModel] = [intro(.hero), .init(tag: 1, icon: .paw), .init(tag: 2).copy()]")
    #expect(file.flows.first?.pages.map(\.tag?.literal) == [1])
    #expect(file.assetReferences.isEmpty, "`.hero` is not in a recognized call, `.paw` is a page field")
    let image = load("let pages: [OnboardingModel] = [make(Image(.hero)), .init(icon: Image(.paw))]")
    #expect(image.assetReferences.map(\.name) == [.symbol(path: ["hero"])])
    #expect(image.flows.first?.pages.first?.icon?.literal == .symbol(path: ["paw"]))
  }

  @Test func customSchemaNamesTheModelAndLabels() {
    let schema = ContentSchema(
      modelType: "Slide", titleLabel: "heading", descriptionLabel: "body", backgroundLabel: "backdrop",
      iconLabel: "symbol", tagLabel: "index")
    let source = #"let slides: [Slide] = [Slide(heading: "Hi", body: "There", backdrop: .sky, symbol: "s", index: 4)]"#
    let page = pages(source, schema: schema).first
    #expect(page?.title?.literal == "Hi")
    #expect(page?.description?.literal == "There")
    #expect(page?.background?.literal == .symbol(path: ["sky"]))
    #expect(page?.icon?.literal == .catalogName("s"))
    #expect(page?.tag?.literal == 4)
    let inferred = pages(source).first
    #expect(inferred?.title?.literal == "Hi", "without configuration the vocabulary finds `heading` and `body`")
    #expect(inferred?.description?.literal == "There")
    #expect(inferred?.background == nil, "`backdrop` is no word of the vocabulary")
    #expect(inferred?.symbols.map(\.name.literal) == ["s"], "`symbol` holds an SF Symbol")
  }

  // MARK: Field values

  @Test func stringFieldsInEveryLiteralForm() {
    #expect(page(#"title: "plain\tescaped""#)?.title?.literal == "plain\tescaped")
    #expect(page(##"title: #"raw \n"#"##)?.title?.literal == #"raw \n"#)
    #expect(page("title: \"\"\"\n    Two\n    lines\n    \"\"\"")?.title?.literal == "Two\nlines")
    #expect(page(#"title: String(localized: "Localized")"#)?.title?.literal == "Localized")
    #expect(page(#"title: NSLocalizedString("Legacy", comment: "welcome")"#)?.title?.literal == "Legacy")
    #expect(page(#"title: LocalizedStringKey("Key")"#)?.title?.literal == "Key")
    // A key with a default value shows the value.
    #expect(
      page(#"title: NSLocalizedString("onboarding.welcome.title", value: "Welcome", comment: "")"#)?.title?.literal
        == "Welcome")
    #expect(
      page(#"title: String(localized: "onboarding.welcome.title", defaultValue: "Welcome")"#)?.title?.literal
        == "Welcome")
  }

  @Test func stringFieldsThatAreNotLiterals() {
    #expect(page(#"title: "Hi \(name)""#)?.title?.value == .unresolved(reason: "string interpolation"))
    #expect(
      page(#"title: String(localized: "Hi \(name)")"#)?.title?.value == .unresolved(reason: "string interpolation"))
    #expect(page("title: pageTitle")?.title?.value == .unresolved(reason: "the variable `pageTitle`"))
    #expect(page("title: self.copy.title")?.title?.value == .unresolved(reason: "the variable `self.copy.title`"))
    #expect(page(#"title: "a" + "b""#)?.title?.value == .unresolved(reason: #"the expression `"a" + "b"`"#))
    #expect(page("title: String(key)")?.title?.value == .unresolved(reason: "the expression `String(key)`"))
    let long = page("title: makeTitle(for: .welcome, style: .uppercase, locale: .current)")?.title?.value
    #expect(long == .unresolved(reason: "the expression `makeTitle(for: .welcome, style: .upperca…`"))
  }

  @Test func fieldLocationIsTheFirstTokenOfTheValue() {
    let page = page(#"title:   String(localized: "x"), tag: -1"#)
    #expect(position(page?.title?.location) == [1, 48])
    #expect(position(page?.tag?.location) == [1, 77])
  }

  @Test func integerFields() {
    #expect(page("tag: 0x2")?.tag?.literal == 2)
    #expect(page("tag: 1_0")?.tag?.literal == 10)
    #expect(page("tag: -1")?.tag?.literal == -1)
    #expect(page("tag: index + 1")?.tag?.value == .unresolved(reason: "the expression `index + 1`"))
    #expect(page("tag: Tag.first")?.tag?.value == .unresolved(reason: "the variable `Tag.first`"))
    let huge = page("tag: 99999999999999999999")?.tag?.value
    #expect(huge == .unresolved(reason: "the integer literal `99999999999999999999`, which does not fit in an Int"))
  }

  @Test func assetFields() {
    #expect(page("background: .onboarding1")?.background?.literal == .symbol(path: ["onboarding1"]))
    #expect(page("background: ImageResource.onboarding1")?.background?.literal == .symbol(path: ["onboarding1"]))
    #expect(page("background: .Poses.a1")?.background?.literal == .symbol(path: ["Poses", "a1"]))
    #expect(page("icon: ImageResource.Poses.`a1`")?.icon?.literal == .symbol(path: ["Poses", "a1"]))
    #expect(page(#"icon: "onboarding-1""#)?.icon?.literal == .catalogName("onboarding-1"))
    #expect(page(#"icon: ImageResource(name: "x", bundle: .main)"#)?.icon?.literal == .catalogName("x"))
    #expect(page(#"icon: "icon-\(n)""#)?.icon?.value == .unresolved(reason: "string interpolation"))
    #expect(page("icon: item.icon")?.icon?.value == .unresolved(reason: "the variable `item.icon`"))
    #expect(page("icon: .init(name: x)")?.icon?.value == .unresolved(reason: "the expression `.init(name: x)`"))
  }

  @Test func unknownLabelsAreIgnoredAndTheFirstOfARepeatedLabelWins() {
    let page = page(#"id: UUID(), tag: 1, subtitle: "x", tag: 2"#)
    #expect(page?.tag?.literal == 1)
    #expect(page?.title == nil)
  }

  // MARK: Progress capsules

  @Test func capsuleForms() {
    let source = """
      ForEach(0...2) { Capsule().fill($0 == current ? .white : .gray) }
      ForEach(1..<5, id: \\.self) { index in
        VStack { if index <= step { Capsule(style: .continuous).fill(.white) } }
      }
      ForEach(0 ..< 3, content: { dot in Capsule().opacity(current == dot ? 1 : 0.4) })
      ForEach(0..<pages.count) { i in Capsule().frame(width: i == current ? 20 : 8) }
      ForEach(start..<6) { i in Capsule().opacity(i < step + 1 ? 1 : 0.4) }
      ForEach(0..<7) { i in Circle().fill(pages[i].id == shown ? .white : .gray) }
      ForEach(pages) { page in Capsule().opacity(page.id == selection.id ? 1 : 0.4) }
      ForEach(0..<2) { _ in ForEach(0..<8) { $0 == current ? Capsule() : Capsule() } }
      ForEach(0..<pageCount) { i in Image(systemName: i == page ? "circle.fill" : "circle") }
      ForEach(0..<5) { i in Text("page").bold(i == page) }
      let pageCount = 4
      """
    let counts = load(source).capsuleCounts
    #expect(
      counts.map(\.count) == [
        .literal(3), .literal(4), .literal(3), .unresolved(reason: "the data `pages.count`"),
        .unresolved(reason: "the variable `start`"), .literal(7), .unresolved(reason: "the data `pages`"),
        .literal(8), .literal(4),
      ])
    #expect(
      counts.map(\.kind) == [
        .capsules, .capsules, .capsules, .capsules, .capsules, .circles, .capsules, .capsules, .symbols,
      ])
    #expect(counts.map(\.derivedFrom) == [nil, nil, nil, "pages.count", nil, nil, "pages", nil, nil])
    #expect(
      counts.map { position($0.location) } == [
        [1, 13], [2, 13], [5, 15], [6, 13], [7, 17], [8, 13], [9, 9], [10, 35], [11, 13],
      ])
  }

  // MARK: TabView and last-page checks

  @Test func tabSelectionVariables() {
    let source = """
      TabView(selection: $currentIndex) {}
      TabView(selection: self.$page) {}
      TabView(selection: $model.step) {}
      TabView(selection: .constant(0)) {}
      TabView {}
      TabView(selection: $currentIndex) {}
      """
    #expect(load(source).tabSelectionVariables == ["currentIndex", "page", "step"])
  }

  @Test func lastPageChecksInEveryShape() {
    let source = """
      if currentIndex != 2 { next() }
      let isLast = self.currentIndex == 3
      guard 2 > currentIndex else { return }
      let atStart = (currentIndex >= -1)
      button.isHidden = step < 0x4 ? true : false
      if ready && currentIndex == 3 {}
      """
    let checks = load(source).lastPageChecks
    // The last line's comparison is one clause of several: no last-page check (FieldUseTests), nor is one joined to
    // others by `&&` or `||` anywhere else.
    #expect(checks.map(\.variable) == ["currentIndex", "currentIndex", "currentIndex", "currentIndex", "step"])
    #expect(checks.map(\.value) == [2, 3, 2, -1, 4])
    #expect(checks.map(\.comparison) == ["!=", "==", ">", ">=", "<"])
    #expect(checks.map { position($0.location) } == [[1, 20], [2, 35], [3, 7], [4, 32], [5, 26]])
  }

  @Test func comparisonsThatAreNotSimpleChecks() {
    let source = """
      if currentIndex != 2 + 1 {}
      if offset + currentIndex != 2 {}
      if currentIndex != count {}
      if pages[currentIndex] == 2 {}
      if currentIndex == 2.5 {}
      if compute().currentIndex == 2 {}
      if currentIndex == 2.description {}
      if -currentIndex == 2 {}
      """
    #expect(load(source).lastPageChecks.isEmpty)
  }

  // MARK: Asset references

  @Test func assetReferenceForms() {
    let source = """
      Image(.logoPet)
      Image("hero")
      Image(decorative: "divider")
      Image("bundled", bundle: .module)
      UIImage(resource: .getStarted)
      UIImage(named: "legacy", in: nil, compatibleWith: nil)
      NSImage(named: "mac")
      UIColor(resource: .brand)
      UIColor(named: "Ink")
      NSColor(named: "MacInk")
      Color(.brandInk)
      Color("Paper")
      Color(ColorResource.Palette.sand)
      let a = ImageResource.badge
      let b = ColorResource.loginButton
      Image(ImageResource.onlyOnce)
      """
    let references = load(source).assetReferences
    #expect(
      references.map(\.name) == [
        .symbol(path: ["logoPet"]), .catalogName("hero"), .catalogName("divider"), .catalogName("bundled"),
        .symbol(path: ["getStarted"]), .catalogName("legacy"), .catalogName("mac"), .symbol(path: ["brand"]),
        .catalogName("Ink"), .catalogName("MacInk"), .symbol(path: ["brandInk"]), .catalogName("Paper"),
        .symbol(path: ["Palette", "sand"]), .symbol(path: ["badge"]), .symbol(path: ["loginButton"]),
        .symbol(path: ["onlyOnce"]),
      ])
    #expect(
      references.map(\.kind) == [
        .image, .image, .image, .image, .image, .image, .image, .color, .color, .color, .color, .color, .color,
        .image, .color, .image,
      ])
    #expect(position(references.first?.location) == [1, 7])
  }

  @Test func systemNamesAndNonLiteralsAreNotReferences() {
    let source = """
      Color(.white)
      Color(.systemBlue)
      Color(.label)
      Color(.sRGB, red: 1, green: 0, blue: 0)
      Color(uiColor: .systemGray)
      Image(systemName: "star")
      UIImage(systemName: "star")
      Image(uiImage: photo)
      Image(onboardingItem.background)
      Image("icon-\\(index)")
      UIImage(named: name)
      extension ImageResource {}
      let type = ImageResource.self
      ImageResource.init(name: name, bundle: .main)
      """
    #expect(load(source).assetReferences.isEmpty)
  }

  // MARK: Suppressions

  @Test func suppressionDirectives() {
    let source = """
      // piepaw-lint:disable-next-line duplicate-tag tag-sequence
      let a = 1
      /* piepaw-lint:disable title-length, blank-text -- long titles are fine here */
      /// piepaw-lint:enable title-length
      // piepaw-lint:disable
      // TODO: piepaw-lint:disable duplicate-tag
      //piepaw-lint:disabel title-length
      """
    let file = load(source)
    #expect(
      file.suppressions == [
        SuppressionDirective(
          action: .disableNextLine, ruleIDs: ["duplicate-tag", "tag-sequence"],
          location: .text(file.path, line: 1, column: 1)),
        SuppressionDirective(
          action: .disable, ruleIDs: ["title-length", "blank-text"], location: .text(file.path, line: 3, column: 1)),
        SuppressionDirective(
          action: .enable, ruleIDs: ["title-length"], location: .text(file.path, line: 4, column: 1)),
        SuppressionDirective(action: .disable, ruleIDs: [], location: .text(file.path, line: 5, column: 1)),
      ])
    #expect(file.problems.map(\.location.line) == [7])
    #expect(file.problems.first?.message.contains("disabel") == true)
  }

  // MARK: Problems and robustness

  @Test func lexerProblemsBecomeFindingsAtTheirLocation() {
    let file = load("let pages: [OnboardingModel] = [.init(title: \"Open\n, tag: 1)]\nlet s = \"bad \\q\"")
    #expect(file.problems.map { position($0.location) } == [[1, 46], [3, 14]])
    #expect(file.problems[0].message.contains("Unterminated string literal"))
    #expect(file.flows.first?.pages.first?.tag?.literal == 1, "the lexer recovers on the next line")
  }

  @Test func aFloodOfProblemsIsCut() {
    let file = load(String(repeating: "\"\n", count: 200))
    #expect(file.problems.count == SwiftContentLoader.maximumReportedProblems + 1)
    #expect(file.problems.last?.message.contains("More problems") == true)
  }

  @Test func randomTextAndTruncationsNeverCrash() throws {
    var generator = SeededGenerator(seed: 42)
    let pieces = [
      "ForEach(", "0..<", "3", ")", "{", "}", "Capsule(", "[", "]", ".init(", "title:", "\"x\"", "tag:", ",",
      "let a: [OnboardingModel] = ", "TabView(selection: $i)", "i != 2", "Image(", ".x", "\"\"\"\n", "/*", "*/",
      "\\(", "#\"", "\n", " ", "-", "ImageResource.", "// piepaw-lint:disable x\n",
    ]
    for _ in 0..<300 {
      let count = Int.random(in: 0..<60, using: &generator)
      let source = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
      _ = load(source)
    }
    let fixture = try String(
      contentsOf: Self.fixtures.appendingPathComponent("PetOnboarding/OnboardingPage.swift"), encoding: .utf8)
    let utf8 = Array(fixture.utf8)
    for end in stride(from: 0, through: utf8.count, by: 7) {
      let file = load(String(decoding: utf8[..<end], as: UTF8.self))
      #expect(file.flows.count <= 1)
    }
  }

  @Test func deeplyNestedBracketsAreFine() {
    let depth = 20_000
    let source =
      "let pages: [OnboardingModel] = [.init(tag: " + String(repeating: "(", count: depth) + "1"
      + String(repeating: ")", count: depth) + ")]" + String(repeating: "]", count: depth)
    let page = load(source).flows.first?.pages.first
    #expect(page?.tag?.value != nil)
  }

  /// Types nested 100 000 deep (a hostile file): read to the nesting cap, not into a stack overflow; arrays nested
  /// as deep are summarised to a few levels.
  @Test func deeplyNestedTypesAndArraysAreFine() {
    let depth = 100_000
    let types = String(repeating: "struct Onboarding {", count: depth) + String(repeating: "}", count: depth)
    #expect(load(types).problems.isEmpty)
    let arrays = "let pages = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(load(arrays).flows.isEmpty)
  }

  @Test func aMegabyteFileLoads() throws {
    let fixture = try String(
      contentsOf: Self.fixtures.appendingPathComponent("PetOnboarding/OnboardingPage.swift"), encoding: .utf8)
    let copies = (1 << 20) / fixture.utf8.count + 1
    let file = load(String(repeating: fixture, count: copies))
    #expect(file.flows.count == copies)
    #expect(file.flows.allSatisfy { $0.pages.count == 4 })
  }
}
