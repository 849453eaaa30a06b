/// Finds a flow written as `if page == 0 { … } else if page == 1 { … } else { … }` in a view, or as a `switch step
/// { case .welcome: … }` over an enum's cases (the index's case switches): one page per branch,
/// its texts those of the branch or of the view it builds. Only where the names speak of onboarding or the
/// variable is stepped by a Next button (`page += 1`).
struct BranchesRecogniser: FlowShape {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let evidence: FlowEvidence

  func flows() -> [RecognisedFlow] {
    index.files.flatMap { file in (file.branchChains + file.caseSwitches).compactMap { flow(of: $0, in: file) } }
  }

  /// `switch page.id { case 1: BoardingPassMockup() … }` in a view handed one page (`let page: IntroPage`): a
  /// member of a model value the view holds, not as live state, picks that value's look, not a page. A member of
  /// the view's live state (`@State var flow`), of an observed model (`viewModel.step`) or of a class may step
  /// pages.
  private func switchesOverAGivenModel(_ chain: SwiftBranchChain) -> Bool {
    guard let root = chain.subjectRoot, let type = chain.enclosingType,
      let property = index.properties(of: type).first(where: { $0.name == root }), property.isStored,
      property.attributes.isEmpty, let typeName = property.typeName,
      let model = index.declaration(of: SwiftProjectIndex.bareType(typeName))
    else { return false }
    return model.kind == .struct || model.kind == .enum
  }

  private func flow(of chain: SwiftBranchChain, in file: SwiftFileIndex) -> RecognisedFlow? {
    // The names first: most chains are a screen's states, and the fallback's look-up below walks every file.
    let named = evidence.speaksOfOnboarding(names: [chain.enclosingType, chain.variable], file: file.path)
    let variable = chain.variable.lowercased()
    let steppedPage =
      file.steppedVariables.contains(chain.variable)
      && (variable.contains("page") || variable.contains("step"))
    guard named || steppedPage else { return nil }
    var chain = chain
    // A `ForEach` over a range reaches a fallback with its own index: there it is a page.
    if Self.pager(holding: chain, in: file) == nil {
      chain.branches = Self.withoutRepeatedFallback(chain.branches)
      if let last = chain.branches.last, last.isFallback, buildsTheAppsScreen(last, besides: chain) {
        chain.branches.removeLast()
      }
    }
    let start = initialValue(of: chain, in: file)
    guard !Self.picksLaterSteps(chain.branches, start: start) else { return nil }
    chain.branches = Self.placingFallback(chain.branches, initialValue: start)
    // Branches that show nothing (`if step == 1 { save() }`) are logic, not pages.
    let showing = chain.branches.filter { $0.viewType != nil || !$0.texts.isEmpty }
    guard showing.count >= 2, !switchesOverAGivenModel(chain) else { return nil }
    // Branches that each build their view of an array's element (`OnboardingCard(page: pages[selection])`) show
    // that array's pages, a flow of its own.
    guard !showing.allSatisfy({ $0.arguments.contains { Self.isElement($0.value) } }) else { return nil }
    // A switch over a state's cases (`switch colorScheme`, `switch loginState`) picks a look, not a page: the
    // variable must name a page or step, or its enum must speak of onboarding.
    let caseEnum = self.caseEnum(of: chain)
    if chain.branches.contains(where: { $0.caseName != nil }) {
      let namesPages = ["page", "step", "slide"].contains(where: variable.contains)
      guard chain.variable != "self", namesPages || caseEnum.map(PageVocabulary.speaksOfOnboarding) == true
      else { return nil }
    }
    let values = chain.branches.compactMap(\.value)
    let base = values.first ?? 0
    let reader = PageFieldReader(index: index, file: file, enclosingType: chain.enclosingType)
    let chrome = PageFieldReader.chrome(
      chain.branches.filter(\.arguments.isEmpty).map {
        reader.shownTexts(viewType: $0.viewType, texts: $0.texts, layout: $0.layout)
      })
    var pages = chain.branches.enumerated().map { position, branch -> Page in
      var page = Page(location: branch.location)
      let fields = PageFieldReader(index: index, file: file, enclosingType: chain.enclosingType)
      if !fields.fillFromArguments(&page, branch.arguments, inference: inference, viewType: branch.viewType) {
        fields.fillShown(
          &page, viewType: branch.viewType, texts: branch.texts, images: branch.images, layout: branch.layout,
          skipping: chrome)
      }
      if caseEnum == nil { page.tag = Field(.literal(branch.value ?? base + position), at: branch.location) }
      return page
    }
    // A fallback that shows no page text beside arms that do (`default: BackgroundView()`, the backdrop the arms
    // are drawn on) is what shows past the flow's last value, no page.
    if chain.branches.last?.isFallback == true, pages.count > 2, let last = pages.last, last.title == nil,
      last.description == nil, pages.dropLast().contains(where: { $0.title != nil })
    {
      pages.removeLast()
    }
    // Cases that show no title are looks or states, not pages.
    if caseEnum != nil || chain.branches.contains(where: { $0.caseName != nil }),
      pages.filter({ $0.title != nil }).count < 2
    {
      return nil
    }
    let name = chain.enclosingType ?? chain.variable
    let flow = Flow(
      kind: .branches, location: chain.location, name: name, pages: pages, tagBase: base == 1 ? 1 : 0,
      tagsAreCases: caseEnum != nil)
    var recognised = RecognisedFlow(
      flow: flow, file: file.path, dataName: chain.variable, enclosingType: chain.enclosingType, branchChain: chain)
    // Arms over an enum's cases show that enum: when the enum is a flow itself, it is the one flow.
    recognised.caseTagEnum = caseEnum
    recognised.holdingPager = Self.pager(holding: chain, in: file)?.location
    return recognised
  }

  /// Views a fallback builds that are no page: nothing (`default: EmptyView()`), or the app's own screens after
  /// the flow (`else { TabView { … } }`, a navigation stack).
  private static let screensBeyondAFlow: Set<String> = [
    "EmptyView", "TabView", "NavigationView", "NavigationStack", "NavigationSplitView",
  ]

  /// The arms without a fallback (`default:`, the last `else`) that is no page of its own: one that builds the view
  /// another arm builds with the same arguments shows that page again for the values no arm names (`switch
  /// currentPage { …; default: IntroPage() }`); one that builds nothing, or the app's tabs or navigation, is what
  /// shows when the flow is over.
  /// `if prompt == 6 { video } else if prompt == 7 { microphoneTest }` over `@State var prompt = 0`, with no
  /// fallback: the branches begin well after the value the variable starts at, so they pick later steps of a
  /// sequence the view shows some other way (prompts from an array), not pages from the first.
  static func picksLaterSteps(_ branches: [SwiftBranch], start: Int?) -> Bool {
    let values = branches.compactMap(\.value)
    guard let lowest = values.min(), values.count == branches.count else { return false }
    return lowest > max(start ?? 0, 1)
  }

  static func withoutRepeatedFallback(_ branches: [SwiftBranch]) -> [SwiftBranch] {
    guard let last = branches.last, last.value == nil, last.caseName == nil else { return branches }
    if let built = last.builds, screensBeyondAFlow.contains(built) { return Array(branches.dropLast()) }
    guard let viewType = last.viewType else { return branches }
    func written(_ branch: SwiftBranch) -> [String] {
      branch.arguments.map { "\($0.label ?? "_"): \($0.value.excerpt)" }
    }
    let repeats = branches.dropLast().contains { $0.viewType == viewType && written($0) == written(last) }
    return repeats ? Array(branches.dropLast()) : branches
  }

  /// A fallback (`else { HomeScreen() }`) that builds a screen of the app the flow hands over to: a view another
  /// type of the app builds too (the app's entry, a root view: a page is built by its flow alone), or one named
  /// as the app's screen (`HomeScreen`, `MainTabView`, `ContentView`).
  private func buildsTheAppsScreen(_ branch: SwiftBranch, besides chain: SwiftBranchChain) -> Bool {
    guard let viewType = branch.viewType else { return false }
    if PageVocabulary.namesTheAppsScreen(viewType) { return true }
    return index.files.contains { file in
      file.types.contains { type in
        type.name != chain.enclosingType && type.shown?.viewTypes.contains(viewType) == true
      }
    }
  }

  /// `pages[selection]`, `model.pages[0]`: an element of an array, as written.
  private static func isElement(_ node: SwiftNode) -> Bool {
    let text = node.excerpt
    guard text.last == "]", let open = text.firstIndex(of: "["), open > text.startIndex else { return false }
    return text[..<open].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// `@State private var step = 0` in the chain's view: the value the flow starts at.
  private func initialValue(of chain: SwiftBranchChain, in file: SwiftFileIndex) -> Int? {
    let property = file.types.first { $0.name == chain.enclosingType }?.properties.first { $0.name == chain.variable }
    guard case .integer(let value?) = property?.value?.expression else { return nil }
    return value
  }

  /// A fallback page (`default: FirstView()`) shows at the value the flow starts at where no arm names that value
  /// (`@State var step = 0` over `case 1`, `case 2`, `default`): it is that page, first when the value is the
  /// lowest.
  static func placingFallback(_ branches: [SwiftBranch], initialValue: Int?) -> [SwiftBranch] {
    guard let initialValue, var last = branches.last, last.isFallback, last.viewType != nil || !last.texts.isEmpty
    else { return branches }
    let others = branches.dropLast()
    guard others.allSatisfy({ $0.value != nil && $0.value != initialValue }) else { return branches }
    last.value = initialValue
    return (others + [last]).sorted { $0.value! < $1.value! }
  }

  /// The pager in `file` whose `ForEach` closure gives the chain its variable: the last one before the chain.
  private static func pager(holding chain: SwiftBranchChain, in file: SwiftFileIndex) -> SwiftPager? {
    file.pagers.last { pager in
      pager.enclosingType == chain.enclosingType && pager.location < chain.location
        && pager.forEach?.parameters.contains(chain.variable) == true
    }
  }

  /// The enum that declares every case the arms test (`switch step { case .welcome: … }`), when there is one.
  private func caseEnum(of chain: SwiftBranchChain) -> String? {
    let cases = chain.branches.compactMap(\.caseName)
    guard let first = cases.first else { return nil }
    let candidates = index.enums(withCase: first).filter { name in
      cases.allSatisfy { index.enums(withCase: $0).contains(name) }
    }
    return candidates.count == 1 ? candidates.first : nil
  }
}

extension Flow.Kind {
  /// `if page == 0 { … } else if page == 1 { … }`.
  static let branches = Flow.Kind("branches", traits: Flow.Traits(tagsAreTested: true, pageViews: .branches))
}

extension BranchesRecogniser {
  static let description = FlowShapeDescription(
    kind: .branches,
    summary: "`if page == 0 { … } else if page == 1 { … }` in an onboarding view",
    examples: {
      [
        .reads(
          "an onboarding view that shows one page per value of its step, which a Next button steps",
          titles: ["Hello", "Pick a goal"],
          files: [
            "Onboarding/OnboardingView.swift": """
            import SwiftUI
            struct OnboardingView: View {
              @State private var step = 0
              var body: some View {
                VStack {
                  if step == 0 {
                    Text("Hello").font(.largeTitle)
                  } else if step == 1 {
                    Text("Pick a goal").font(.largeTitle)
                  }
                  Button("Next") { step += 1 }
                }
              }
            }
            """
          ]),
        .reads(
          "a tour stepped by `@AppStorage` in any view; the app's screen after the last step is no page",
          titles: ["Add an account", "Set a budget"],
          files: [
            "Budget/TourView.swift": """
            import SwiftUI
            struct TourView: View {
              @AppStorage("tourStep") private var tourStep = 0
              var body: some View {
                VStack {
                  if tourStep == 0 {
                    Text("Add an account").font(.title)
                    Text("Link your bank in a minute.")
                  } else if tourStep == 1 {
                    Text("Set a budget").font(.title)
                    Text("Pick a limit for each category.")
                  } else {
                    HomeScreen()
                  }
                  Button("Next") { tourStep += 1 }
                }
              }
            }
            struct HomeScreen: View { var body: some View { Text("Accounts") } }
            """
          ]),
        .reads(
          "a `switch` over an onboarding index whose first arm takes every value up to it (`case ...0:`)",
          titles: ["Welcome", "Try it", "All set"],
          files: [
            "App/ControllerView.swift": """
            import SwiftUI
            struct ControllerView: View {
              @AppStorage("onboardingViewIndex") private var onboardingViewIndex = 0
              var body: some View {
                switch onboardingViewIndex {
                case ...0:
                  Text("Welcome").font(.title)
                case 1:
                  Text("Try it").font(.title)
                default:
                  Text("All set").font(.title)
                }
              }
            }
            """
          ]),
        .nearMiss(
          "a loading state's branches: nothing steps the value, and no name speaks of onboarding",
          files: [
            "Feed/FeedView.swift": """
            import SwiftUI
            struct FeedView: View {
              var state = 0
              var body: some View {
                if state == 0 {
                  Text("Loading")
                } else if state == 1 {
                  Text("Nothing here yet")
                }
              }
            }
            """
          ]),
      ]
    })
}
