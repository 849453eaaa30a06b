/// Finds `TabView(selection: $page) { WelcomePage().tag(0); FeaturesPage().tag(1); … }`: each child is a page,
/// its title and description the arguments it is built with (`OnboardingView(titleText: "…")`, or those its
/// body shows: `slide(titleText: "…")` of a view function showing `Text(titleText)`, see `PageCallReader`), or the
/// `Text` literals of the child view's body (followed to its declaration) or of the inline child: its heading (the
/// largest text, not a smaller wordmark every page shows above it) and the text after it. A paged
/// `TabView` is a flow where its names speak of onboarding or a Next button steps its selection; a paged
/// settings pane is not.
struct TabViewChildrenRecogniser: FlowShape {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let evidence: FlowEvidence

  func flows() -> [RecognisedFlow] {
    index.files.flatMap { file in file.pagers.compactMap { flow(of: $0, in: file) } }
  }

  private func flow(of pager: SwiftPager, in file: SwiftFileIndex) -> RecognisedFlow? {
    let calls = PageCallReader(index: index, file: file, enclosingType: pager.enclosingType)
    var pager = pager
    pager.children = pager.children.map(calls.resolved)
    let called = pager.children.map(calls.functionContent(of:))
    let read = pager.children.indices.filter {
      pager.children[$0].viewType != nil || !pager.children[$0].texts.isEmpty || called[$0] != nil
    }
    // Beside pages it reads, a tagged child (`ScrollView { GoalQuestion() }.tag(5)`) is a page too, whose texts
    // are not read: leaving it out would shift every later page's number. An untagged `if` block of pages is not
    // one page.
    let children = pager.children.indices.filter {
      read.contains($0) || read.count >= 2 && pager.children[$0].tag != nil
    }.map { pager.children[$0] }
    // A paged `TabView` shows no tab bar: a `.tabItem` left on its child draws nothing and makes it no tab.
    guard children.count >= 2, pager.forEach == nil, pager.isPaged || !pager.hasTabItems,
      evidence.isOnboardingPager(pager, in: file)
    else { return nil }
    // Steps held in view properties (`photoStep.tag(0)`, `universityStep.tag(1)`) are a form's as often as an
    // onboarding's (a setup sheet opened from settings): they are pages only where the pager's names say so.
    if children.contains(where: { $0.member != nil }),
      !evidence.speaksOfOnboarding(names: [pager.enclosingType], file: file.path)
    {
      return nil
    }
    var tagsAreCases = false
    // A view type used for several pages shows what it is given, not its body's literals.
    let repeatedTypes = Set(
      Dictionary(grouping: children.compactMap(\.viewType), by: { $0 }).filter { $0.value.count > 1 }.keys)
    let reader = PageFieldReader(index: index, file: file, enclosingType: pager.enclosingType)
    let chrome = PageFieldReader.chrome(
      children.filter(\.arguments.isEmpty).map {
        reader.shownTexts(viewType: $0.viewType, texts: $0.texts, layout: $0.layout)
      })
    var calledViews: [SourceLocation: CalledPageView] = [:]
    let childPages = PagerChildPages(
      index: index, inference: inference, file: file, enclosingType: pager.enclosingType)
    let pages = children.map { child -> Page in
      let readsBody = child.viewType.map { !repeatedTypes.contains($0) } ?? true
      let read = childPages.page(of: child, readsBody: readsBody, chrome: chrome)
      var page = read.page
      if let called = read.called { calledViews[child.location] = called }
      let fields = childPages.fields
      if let tag = child.tag {
        if isCase(tag) {
          tagsAreCases = true
        } else {
          page.tag = fields.tag(tag)
        }
      }
      return page
    }
    // Children tagged with an enum's cases, or each given one (`OnboardingView(item: .first)`), show that enum.
    let caseEnums = Set(children.compactMap { $0.tag.flatMap(caseEnum) })
      .union(index.enumOfCases(givenToEach: children.map(\.arguments)).map { [$0] } ?? [])
    let name = pager.enclosingType ?? "TabView"
    let flow = Flow(
      kind: .tabViewChildren, location: pager.location, name: name, pages: pages, tagsAreCases: tagsAreCases)
    var recognised = RecognisedFlow(
      flow: flow, file: file.path, dataName: name, enclosingType: pager.enclosingType, pager: pager)
    recognised.caseTagEnum = caseEnums.count == 1 ? caseEnums.first : nil
    recognised.calledViews = calledViews
    return recognised
  }

  /// `.welcome`, or `Step.welcome` of a declared enum.
  private func isCase(_ tag: SwiftNode) -> Bool {
    if case .member = tag.expression { return true }
    return caseEnum(tag) != nil
  }

  /// The enum of `Step.welcome` (a declared enum with that case).
  private func caseEnum(_ tag: SwiftNode) -> String? {
    guard let path = tag.path, path.count == 2, let declaration = index.declaration(of: path[0]),
      declaration.kind == .enum, declaration.cases.contains(where: { $0.name == path[1] })
    else { return nil }
    return path[0]
  }
}

extension Flow.Kind {
  /// `TabView { WelcomePage().tag(0); … }`.
  static let tabViewChildren = Flow.Kind(
    "tabview-children", traits: Flow.Traits(tagsWrittenPerPage: true, pageViews: .pagerChildren))
}

extension TabViewChildrenRecogniser {
  static let description = FlowShapeDescription(
    kind: .tabViewChildren,
    summary: """
      `TabView(selection:) { WelcomePage().tag(0); … }` with page style: texts from each child's arguments or its \
      view's first `Text` literals
      """,
    examples: {
      [
        .reads(
          "a paged `TabView` of an onboarding whose children are written out and tagged",
          titles: ["Welcome", "Share lists"],
          files: [
            "Onboarding/OnboardingView.swift": """
            import SwiftUI
            struct OnboardingView: View {
              @State private var page = 0
              var body: some View {
                TabView(selection: $page) {
                  VStack { Text("Welcome").font(.largeTitle); Text("Lists that keep up with you.") }.tag(0)
                  VStack { Text("Share lists").font(.largeTitle); Text("Shop together, in real time.") }.tag(1)
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .reads(
          "tagged children inside an `if` around them all, with no `else`: all of them show, or none",
          titles: ["Welcome aboard", "Save your places", "Find them again"],
          files: [
            "Onboarding/StartView.swift": """
            import SwiftUI
            struct StartView: View {
              @State private var page = 0
              var showsIntro = true
              var body: some View {
                TabView(selection: $page) {
                  if showsIntro {
                    Text("Welcome aboard").font(.largeTitle).tag(0)
                    Text("Save your places").font(.largeTitle).tag(1)
                    Text("Find them again").font(.largeTitle).tag(2)
                  }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .nearMiss(
          "an `if … else` whose branches hold different children: which pages show is not known",
          files: [
            "Onboarding/StartView.swift": """
            import SwiftUI
            struct StartView: View {
              @State private var page = 0
              var isReturning = false
              var body: some View {
                TabView(selection: $page) {
                  if isReturning {
                    Text("Welcome back").font(.largeTitle).tag(0)
                  } else {
                    Text("Welcome aboard").font(.largeTitle).tag(0)
                    Text("Save your places").font(.largeTitle).tag(1)
                  }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .nearMiss(
          "a tab bar: the children carry `.tabItem`, and the `TabView` is not paged",
          files: [
            "App/RootView.swift": """
            import SwiftUI
            struct RootView: View {
              var body: some View {
                TabView {
                  Text("Today").tabItem { Label("Today", systemImage: "sun.max") }
                  Text("History").tabItem { Label("History", systemImage: "clock") }
                }
              }
            }
            """
          ]),
      ]
    })
}
