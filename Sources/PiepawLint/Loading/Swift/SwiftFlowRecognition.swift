/// Runs every recogniser over the project index and ties each flow to the views that show it: its pager and
/// selection (and so its tag base), its progress indicators and its last-page checks. What pages but gives no
/// flow becomes a sighting for `unrecognized-flow`.
struct SwiftFlowRecognition {
  let index: SwiftProjectIndex
  let schema: ContentSchema

  /// What recognition gives the project.
  struct Result {
    /// The flows, each with the file it is declared in.
    var flows: [(file: String, flow: Flow)] = []
    /// Indicators by file: those of the views, with indicator views' counts read at their call sites.
    var indicators: [String: [CapsuleCount]] = [:]
    /// Pagers and page view controllers no flow could be read from.
    var sightings: [UnrecognizedFlow] = []
  }

  func recognise() -> Result {
    let inference = PageModelInference(index: index, schema: schema)
    let evidence = FlowEvidence(index: index)
    let found = FlowShapeRegistry.shapes.flatMap {
      $0.init(index: index, inference: inference, evidence: evidence).flows()
    }
    var result = Result()
    result.indicators = indicatorsByFile()
    var shownPagers: Set<SourceLocation> = []
    var flowFiles: Set<String> = []
    var seen: Set<SourceLocation> = []
    var shownFlows: [RecognisedFlow] = []
    // A pager whose children are tagged with an enum flow's cases shows that flow: it is not a flow of its own.
    let enumFlows = Set(found.filter { $0.flow.kind.traits.pagesAreCases }.map(\.dataName))
    let casePagers = Dictionary(
      grouping: found.filter { $0.caseTagEnum.map(enumFlows.contains) == true }, by: { $0.caseTagEnum ?? "" })
    let pageViews = Set(
      found.flatMap {
        ($0.branchChain?.branches.compactMap(\.viewType) ?? []) + ($0.pager?.children.compactMap(\.viewType) ?? [])
      })
    var linkedFlows: [(recognised: RecognisedFlow, linked: Linked)] = []
    // One flow per place: the first recogniser to read it wins.
    for recognised in found where seen.insert(recognised.flow.location).inserted {
      if recognised.caseTagEnum.map(enumFlows.contains) == true { continue }
      if isContentOfAPage(recognised, pageViews: pageViews, evidence: evidence) { continue }
      // A view only a preview builds, or pages no code reads, are shown to nobody.
      if evidence.isViewNobodyBuilds(recognised.enclosingType) || evidence.isDataNobodyReads(recognised) { continue }
      if evidence.isPaywallCarousel(
        names: [recognised.dataName, recognised.enclosingType, recognised.flow.modelType], file: recognised.file)
      {
        continue
      }
      var recognised = recognised
      if recognised.flow.kind.traits.pagesAreCases, let shower = casePagers[recognised.dataName]?.first {
        recognised.pager = shower.pager
        recognised.pagerFile = shower.file
      }
      linkedFlows.append((recognised, link(recognised, evidence: evidence, indicators: result.indicators)))
    }
    let containers = containersOfPagedFlows(linkedFlows)
    for (recognised, linked) in linkedFlows where !containers.contains(recognised.flow.location) {
      shownPagers.formUnion(linked.pagers)
      flowFiles.formUnion(linked.files)
      result.flows.append((recognised.file, linked.flow))
      shownFlows.append(recognised)
    }
    result.sightings = sightings(
      shownPagers: shownPagers, flowFiles: flowFiles, flows: shownFlows, evidence: evidence)
    return result
  }

  /// Flows of branches one of whose branches builds the view that pages another flow (`switch state { case .splash:
  /// SplashView(); case .onboarding: OnboardingView(); case .done: MainView() }`, where `OnboardingView`'s pager
  /// shows the pages), and whose variable no Next button steps: the app's states around the onboarding, not its
  /// pages. Branches a Next button steps through (`step += 1`) are pages, even where one of them pages cards.
  private func containersOfPagedFlows(_ flows: [(recognised: RecognisedFlow, linked: Linked)]) -> Set<SourceLocation> {
    let pagers = Dictionary(
      index.files.flatMap(\.pagers).map { ($0.location, $0.enclosingType) }, uniquingKeysWith: { first, _ in first })
    var containers: Set<SourceLocation> = []
    for (recognised, _) in flows {
      guard let chain = recognised.branchChain,
        index.file(at: recognised.file)?.steppedVariables.contains(chain.variable) != true
      else { continue }
      let branchViews = Set(chain.branches.compactMap(\.viewType))
      let pagesAnother = flows.contains { other in
        other.recognised.flow.location != recognised.flow.location
          && other.linked.pagers.contains { pagers[$0].flatMap { $0 }.map(branchViews.contains) == true }
      }
      if pagesAnother { containers.insert(recognised.flow.location) }
    }
    return containers
  }

  /// Data the view of another flow's page holds (the feature cards page 2 of an intro lets the user pick from)
  /// is that page's content, not a flow of its own, unless a pager shows it.
  private func isContentOfAPage(_ recognised: RecognisedFlow, pageViews: Set<String>, evidence: FlowEvidence) -> Bool {
    guard recognised.flow.kind.traits.pagesAreModelValues, let owner = recognised.enclosingType,
      pageViews.contains(owner),
      let file = index.file(at: recognised.file)
    else { return false }
    return !evidence.isPaged(name: recognised.dataName, owner: owner, file: file)
  }

  // MARK: Linking

  /// The pagers of the properties that hold the flow's data under another name, up to three hops (`let pages =
  /// OnboardingPage.pages`, `static var pages { commonPages(…) }`, `commonPages` the flow's array).
  private func aliasPagers(of recognised: RecognisedFlow, evidence: FlowEvidence)
    -> [(file: SwiftFileIndex, pager: SwiftPager)]
  {
    // An enum's pages are its `allCases`, which a property may hold or map (`Steps.allCases.map { … }`).
    var level =
      recognised.flow.kind.traits.pagesAreCases
      ? index.aliases(of: "allCases", of: recognised.dataName)
      : index.aliases(of: recognised.dataName, of: recognised.enclosingType)
    var seen = Set(level.map { "\($0.type).\($0.property)" })
    for _ in 0..<3 where !level.isEmpty {
      let pagers = level.flatMap { evidence.pagers(showing: $0.property, of: $0.type) }
      if !pagers.isEmpty { return pagers }
      level = level.flatMap { index.aliases(of: $0.property, of: $0.type) }.filter {
        seen.insert("\($0.type).\($0.property)").inserted
      }
    }
    return []
  }

  private struct Linked {
    var flow: Flow
    var pagers: [SourceLocation]
    var files: Set<String>
  }

  private func link(_ recognised: RecognisedFlow, evidence: FlowEvidence, indicators: [String: [CapsuleCount]])
    -> Linked
  {
    var flow = recognised.flow
    var pagers: [(file: SwiftFileIndex, pager: SwiftPager)] = []
    if let pager = recognised.pager, let file = index.file(at: recognised.pagerFile ?? recognised.file) {
      pagers = [(file, pager)]
    } else {
      pagers =
        recognised.flow.kind.traits.pagesAreCases
        ? evidence.pagers(showingCasesOf: recognised.dataName)
        : evidence.pagers(showing: recognised.dataName, of: recognised.enclosingType)
      if pagers.isEmpty {
        pagers = receivers(of: recognised).flatMap { evidence.pagers(showing: $0.property, of: $0.type) }
      }
      if pagers.isEmpty { pagers = aliasPagers(of: recognised, evidence: evidence) }
      // A pager in a view nobody builds (an old iPad layout kept beside the shipped one) draws nothing the user sees.
      pagers.removeAll { evidence.isViewNobodyBuilds($0.pager.enclosingType) }
    }
    // `ForEach(fruits[0...5])`: the pager shows the first six of the data's pages.
    let slices = Set(pagers.compactMap(\.pager.forEach).map(\.slice))
    if recognised.pager == nil, slices.count == 1, let slice = slices.first ?? nil {
      let shown = slice.clamped(to: flow.pages.indices)
      if !shown.isEmpty { flow.pages = Array(flow.pages[shown]) }
    }
    if let tags = pagerTags(recognised, pagers: pagers.map(\.pager)) {
      for position in flow.pages.indices { flow.pages[position].tag = tags[position] }
    } else if isIdentityOnly(recognised, pagers: pagers.map(\.pager)) {
      for position in flow.pages.indices { flow.pages[position].tag = nil }
    }
    let inference = PageModelInference(index: index, schema: schema)
    if recognised.pager == nil {
      let shown = PagerExtraChildren(index: index, inference: inference).pages(flow.pages, shownBy: pagers)
      flow.pagesBesideData = shown.count - flow.pages.count
      flow.pages = shown
    }
    PageViewLinker(index: index, inference: inference).fill(&flow, recognised: recognised, pagers: pagers.map(\.pager))
    var selections = Set(pagers.compactMap(\.pager.selection))
    if let chain = recognised.branchChain { selections.insert(chain.variable) }
    var files = Set(pagers.map(\.file.path))
    // The pager's own files: a variable a page's view steps (`tapSequence += 1` of a tutorial page's own steps) is
    // that page's state, not the flow's index.
    var stepperFiles = files.union([recognised.file])
    for (_, pager) in pagers {
      for viewType in (pager.forEach?.viewTypes ?? []) + pager.children.compactMap(\.viewType) {
        if let file = index.file(declaring: viewType) { files.insert(file.path) }
      }
    }
    if files.isEmpty { files.insert(recognised.file) }
    let controllers = pageControllerFiles(given: recognised)
    files.formUnion(controllers)
    stepperFiles.formUnion(controllers)
    if let file = index.file(at: recognised.file), !file.evidence.isEmpty {
      files.insert(recognised.file)
    }
    let showing = files.sorted().compactMap(index.file(at:))
    if selections.isEmpty {
      // Another pager's selection (a questionnaire's `TabView(selection: $step)` beside the flow's data) steps that
      // pager's pages, not this flow's.
      let otherPagers = Set(showing.flatMap { $0.pagers.compactMap(\.selection) })
      selections = showing.filter { stepperFiles.contains($0.path) }.reduce(into: Set()) {
        $0.formUnion($1.steppedVariables)
      }.subtracting(otherPagers)
    }
    let screenPickers =
      recognised.branchChain == nil && pagers.isEmpty
      ? screenPickingVariables(pages: flow.pages.count, showing: showing) : []
    selections.subtract(screenPickers)
    let counts = countExpressions(recognised, pagers: pagers.map(\.pager))
    let own = ownViews(
      recognised, pagers: pagers.map(\.pager), selections: selections, showing: showing, screenPickers: screenPickers)
    // An indicator drawn only on some pages (`if step == 1 || step == 2 { dots }`) counts those, not the flow's.
    flow.indicators = showing.flatMap { indicators[$0.path] ?? [] }
      .filter { $0.scope.map(own.contains) == true && $0.shownOnlyWhen.isDisjoint(with: selections) }
      .map { indicator in
        var indicator = indicator
        indicator.countExpression = indicator.scope.flatMap { counts[$0] }
        return indicator
      }
    flow.lastPageChecks = showing.flatMap { file in file.comparisons.filter { selections.contains($0.variable) } }
      .map { check in
        var check = check
        check.countExpression = check.scope.flatMap { counts[$0] }
        return check
      }
    if !flow.kind.traits.tagsAreTested { flow.selectionStart = selectionStart(selections, showing: showing) }
    let start = flow.selectionStart?.literal ?? 0
    for position in flow.indicators.indices {
      let bounds = selections.compactMap { flow.indicators[position].shownBelow[$0] }
      guard let bound = bounds.min(), bound - start > 0, bound - start < flow.pages.count else { continue }
      flow.indicators[position].pagesShownOn = bound - start
    }
    flow.jumpTargets = selections.reduce(into: Set()) { $0.formUnion(index.literalJumps[$1] ?? []) }
    flow.tagBase = tagBase(of: flow)
    if flow.kind.traits.pagesAreModelValues,
      showing.contains(where: { !$0.evidence.isDisjoint(with: [.pageViewController, .pagingScrollView]) }),
      !pagers.contains(where: { $0.pager.isPaged })
    {
      flow.kind = .uikitPages
    }
    return Linked(
      flow: flow, pagers: pagers.map(\.pager.location) + [recognised.holdingPager].compactMap { $0 }, files: files)
  }

  /// The variables a branch chain of the files steps through more screens than the flow has pages (`switch
  /// page { case 0: welcome; case 1, 2, 3: slide(page - 1); case 4: namePage … }`): the variable picks the flow's
  /// pages among other screens, so the dots and checks that follow it count those screens, not the flow's pages.
  private func screenPickingVariables(pages: Int, showing: [SwiftFileIndex]) -> Set<String> {
    Set(
      showing.flatMap { file in
        file.branchChains.filter { $0.branches.filter { !$0.isFallback }.count > pages }.map(\.variable)
          + file.switchedValueCounts.filter { $0.value > pages }.map(\.key)
      })
  }

  /// The types the flow's data is handed to by an initializer's label (`OnboardingFlow(pages: pageModels)`,
  /// `PagesController(steps: onboardingSteps)`), for a flow not read from its pager.
  private func receivers(of recognised: RecognisedFlow) -> [(type: String, property: String)] {
    guard recognised.pager == nil else { return [] }
    return recognised.flow.kind.traits.pagesAreCases
      ? index.receivers(of: "allCases", of: recognised.dataName)
      : index.receivers(of: recognised.dataName, of: recognised.enclosingType)
  }

  /// The files of the page view controllers the flow's data is handed to: they show its pages.
  private func pageControllerFiles(given recognised: RecognisedFlow) -> [String] {
    receivers(of: recognised).compactMap { receiver in
      guard let file = index.file(declaring: receiver.type), file.evidence.contains(.pageViewController) else {
        return nil
      }
      return file.path
    }
  }

  /// The flow's own views, the only ones whose indicators are its: the types that hold its pager or its
  /// selection (or its pages, where no pager was found), and the views they build that are not its pages (an
  /// indicator view given the selection). A rating's stars, a week strip or a photo carousel's dots drawn
  /// elsewhere in the same files (in a page's view, or in another screen) are not the flow's.
  private func ownViews(
    _ recognised: RecognisedFlow, pagers: [SwiftPager], selections: Set<String>, showing: [SwiftFileIndex],
    screenPickers: Set<String>
  ) -> Set<String> {
    var own = Set(pagers.compactMap(\.enclosingType))
    for file in showing {
      for type in file.types where type.properties.contains(where: { selections.contains($0.name) }) {
        own.insert(type.name)
      }
    }
    // The data's own type, where no pager shows it, unless that type picks the flow's pages among other screens:
    // its dots count those screens.
    if pagers.isEmpty, let type = recognised.enclosingType,
      !index.properties(of: type).contains(where: { screenPickers.contains($0.name) })
    {
      own.insert(type)
    }
    let pageViews = Set(
      pagers.flatMap { ($0.forEach?.viewTypes ?? []) + ($0.forEach?.nestedViewTypes ?? []) }
        + pagers.flatMap { $0.children.compactMap(\.viewType) }
        + [recognised.pageViewType, recognised.flow.modelType]
        .compactMap { $0 })
    let built = own.flatMap { index.declaration(of: $0)?.shown?.viewTypes ?? [] }
    return own.union(built.filter { !pageViews.contains($0) && !isViewOfSomePages($0, of: recognised) })
  }

  /// Whether some of a branch flow's pages build `viewType` and others do not (`case .valueIntro1:
  /// ValueIntroScreen(…)` for three of nine steps): dots it draws count those pages, not the flow's. A view every
  /// branch builds is the flow's frame, and its dots count the flow.
  private func isViewOfSomePages(_ viewType: String, of recognised: RecognisedFlow) -> Bool {
    guard let branches = recognised.branchChain?.branches, !branches.isEmpty else { return false }
    let building = branches.filter { $0.viewType == viewType }.count
    return building > 0 && building < branches.count
  }

  /// How the code of each type can write the flow's page count: the data its pager shows, counted
  /// (`pages.count`, `TourSlide.all.count`), where that data is the type's own instance property, a type's member
  /// or a global (not a local or a closure's parameter), or the flow's own instance property in its type. A
  /// type with two candidates gets none: which one is right is not certain.
  private func countExpressions(_ recognised: RecognisedFlow, pagers: [SwiftPager]) -> [String: String] {
    var candidates: [String: Set<String>] = [:]
    // A pager that writes pages beside its `ForEach` shows more pages than its data holds: a fix writes the count.
    for pager in pagers where pager.children.isEmpty {
      guard let type = pager.enclosingType, let data = pager.forEach?.data, let first = data.first,
        first == "self" || first.startsUppercase
          || index.properties(of: type).contains(where: { $0.name == first && !$0.isStatic })
          || index.globalNames.contains(first)
      else { continue }
      candidates[type, default: []].insert(data.joined(separator: ".") + ".count")
    }
    if let type = recognised.enclosingType, candidates[type] == nil,
      recognised.flow.kind.traits.pagesAreOneCollection,
      index.properties(of: type).contains(where: { $0.name == recognised.dataName && !$0.isStatic })
    {
      candidates[type] = [recognised.dataName + ".count"]
    }
    return candidates.compactMapValues { $0.count == 1 ? $0.first : nil }
  }

  /// The pages' tags as the pager's `ForEach` sets them, for a model array: `.tag(page.tag)` reads the model's
  /// `tag`, `.tag($0.id)` its `id`, and with no `.tag` SwiftUI tags each page with its `id`; `.tag(index)` over
  /// the indices tags the pages 0, 1, …; a tag the reader does not follow (`.tag(page.id + 1)`) leaves every page
  /// untagged: the model's `id` is then no tag. nil where no `ForEach` pager shows the array (the vocabulary's tag
  /// stays).
  private func pagerTags(_ recognised: RecognisedFlow, pagers: [SwiftPager]) -> [Field<Int>?]? {
    let pages = recognised.flow.pages
    guard recognised.flow.kind.traits.pagesAreModelValues, recognised.tagFields.count == pages.count,
      let forEach = pagers.lazy.compactMap(\.forEach).first
    else { return nil }
    let positions = pages.indices.map { Field<Int>(.literal($0), at: pages[$0].location) }
    guard let tag = forEach.tag else {
      return forEach.overIndices ? positions : recognised.tagFields.map { $0["id"] }
    }
    let unread = [Field<Int>?](repeating: nil, count: pages.count)
    guard let path = tag.path else { return unread }
    let element = forEach.overIndices ? forEach.parameters.dropFirst().first : forEach.parameters.first
    if path.count == 1, forEach.overIndices, path[0] == forEach.parameters.first { return positions }
    guard path.count == 2, path[0] == element || (forEach.parameters.isEmpty && path[0] == "$0") else { return unread }
    return recognised.tagFields.map { $0[path[1]] }
  }

  /// Whether a model array's tags come from `id:` alone, no `ForEach` pager shows it and the code pages it by
  /// index: a `TabView` over `ForEach(steps)` tags each page with its `id`, but steps paged by their index
  /// (`steps[currentStepIndex]`) keep their `id` as a key (saved answers, `step.id == 19`), not their position.
  private func isIdentityOnly(_ recognised: RecognisedFlow, pagers: [SwiftPager]) -> Bool {
    recognised.flow.kind.traits.pagesAreModelValues && !pagers.contains { $0.forEach != nil }
      && index.namesIndexedByVariable.contains(recognised.dataName)
      && recognised.tagFields.count == recognised.flow.pages.count
      && recognised.tagFields.allSatisfy { $0.isEmpty || Set($0.keys) == ["id"] }
  }

  /// The first page's tag: 0, or 1 where the tags the pager reads run 1…n; where they are no such run, 1 where
  /// the selection starts at 1 (`@State var page = 1`); else 0. The tags decide, not the selection: `selected
  /// != 3` is the last page of tags 1…3 whatever the selection starts at.
  private func tagBase(of flow: Flow) -> Int {
    if flow.kind.traits.tagsAreTested { return flow.tagBase }
    let tags = flow.pages.map(\.tag?.literal)
    for base in [0, 1] where !tags.isEmpty && tags == flow.pages.indices.map({ $0 + base }) { return base }
    return flow.selectionStart?.literal == 1 ? 1 : 0
  }

  /// The integer literal the flow's selection starts at (`@State var page = 0`), in the files that show it.
  private func selectionStart(_ selections: Set<String>, showing: [SwiftFileIndex]) -> Field<Int>? {
    for file in showing {
      for type in file.types + [file.globals] {
        for property in type.properties where selections.contains(property.name) {
          if let value = property.value, case .integer(let start?) = value.expression {
            return Field(.literal(start), at: value.location)
          }
        }
      }
    }
    return nil
  }

  // MARK: Indicators

  /// Each file's indicators. An indicator view (`struct PageDots: View { let count: Int … ForEach(0..<count) }`)
  /// counts what its callers give it: its own unresolved `ForEach` is replaced by each call's literal
  /// (`PageDots(count: 4)`), reported there, and a call's `numberOfPages:` is a count of the marks it draws. A
  /// count named by a property that counts the data (`var totalPages: Int { items.count }`) follows the data.
  private func indicatorsByFile() -> [String: [CapsuleCount]] {
    var views: [String: (parameter: String, kind: CapsuleCount.Kind)] = [:]
    for file in index.files {
      for indicator in file.indicators {
        guard let parameter = indicator.parameter, let type = indicator.enclosingType,
          indicator.capsules.count.literal == nil,
          index.properties(of: type).contains(where: { $0.name == parameter && $0.isStored && $0.value == nil })
        else { continue }
        views[type] = (parameter, indicator.capsules.kind)
      }
    }
    var result: [String: [CapsuleCount]] = [:]
    for file in index.files {
      var counts = file.indicators.filter { indicator in
        guard let type = indicator.enclosingType, let view = views[type] else { return true }
        return view.parameter != indicator.parameter
      }.map { indicator in
        var capsules = followingTheData(indicator)
        if let callee = indicator.callee, let view = views[callee], view.parameter == "numberOfPages" {
          capsules.kind = view.kind
        }
        return capsules
      }
      for argument in file.countArguments {
        guard let view = views[argument.callee], view.parameter == argument.label else { continue }
        var capsules = CapsuleCount(
          count: .literal(argument.value), location: argument.location, kind: view.kind, span: argument.span)
        capsules.scope = argument.scope
        counts.append(capsules)
      }
      if !counts.isEmpty { result[file.path] = counts }
    }
    return result
  }

  /// The indicator's count, following the data where it names a property whose value counts it
  /// (`viewModel.totalPages` with `var totalPages: Int { onboardingItems.count }`).
  private func followingTheData(_ indicator: SwiftIndicator) -> CapsuleCount {
    var capsules = indicator.capsules
    guard capsules.derivedFrom == nil, let path = indicator.valuePath,
      let data = index.countedData(path, from: indicator.enclosingType)
    else { return capsules }
    capsules.derivedFrom = data
    return capsules
  }

  // MARK: Sightings

  /// Pagers that speak of onboarding (their view, data or file) and gave no flow; a photo gallery or a paged
  /// chart is not onboarding and gets no note.
  private func sightings(
    shownPagers: Set<SourceLocation>, flowFiles: Set<String>, flows: [RecognisedFlow], evidence: FlowEvidence
  ) -> [UnrecognizedFlow] {
    var sightings: [UnrecognizedFlow] = []
    // Asked once, and only where a page view controller file gets that far.
    lazy var aDataSourceReadsAFlow = dataSourceReadsAFlow(flows: flows)
    let showingTypes = Set(
      index.files.flatMap(\.pagers).filter { shownPagers.contains($0.location) }.compactMap(\.enclosingType))
    for file in index.files {
      for pager in file.pagers where pager.isPaged && !shownPagers.contains(pager.location) {
        let names = [pager.enclosingType] + (pager.forEach?.data ?? []) + pager.children.map(\.viewType)
        guard
          evidence.speaksOfOnboarding(names: names, file: file.path, beyondTheAppsFolder: true),
          !wrapsAPager(pager, of: showingTypes), !evidence.isViewNobodyBuilds(pager.enclosingType),
          !evidence.isPaywallCarousel(names: names, file: file.path),
          !showsAFlowByDefault(pager, flows: flows), !showsPagesOfAFlowsModel(pager, flows: flows),
          !buildsABranchFlowsView(pager, flows: flows)
        else { continue }
        sightings.append(UnrecognizedFlow(location: pager.location, seen: describe(pager)))
      }
      if let location = file.pageViewController, !flowFiles.contains(file.path), !servesAnotherFilesPager(file),
        evidence.speaksOfOnboarding(names: file.types.map(\.name), file: file.path, beyondTheAppsFolder: true),
        !flows.contains(where: {
          namesPages(of: $0, in: file) || holdsTheOwner(of: $0, in: file) || isHeldByTheOwner(of: $0, in: file)
        }),
        !isGivenPagesOfAFlow(file, flowFiles: flowFiles), !isFedByAFlowsReader(file, flows: flows),
        !(aDataSourceReadsAFlow && !Self.holdsPagesOfItsOwn(file))
      {
        sightings.append(UnrecognizedFlow(location: location, seen: describePageViewController(in: file)))
      }
    }
    return sightings
  }

  /// The file only serves pages as a data source (`final class PagesDataSource: NSObject,
  /// UIPageViewControllerDataSource`), and a file that makes a page view controller uses its type: one pager, whose
  /// note, if any, is that file's.
  private func servesAnotherFilesPager(_ file: SwiftFileIndex) -> Bool {
    guard file.servesPagesOnly else { return false }
    let declared = Set(file.types.map(\.name))
    return index.files.contains { other in
      other.path != file.path && other.pageViewController != nil && !other.servesPagesOnly
        && !other.usedTypes.isDisjoint(with: declared)
    }
  }

  /// A pager that builds, for each page, the view whose branches are a flow's pages (`ForEach(0..<4) { i in
  /// StepView(number: i + 1) }` with `switch number { case 1: … }` in `StepView`): it shows that flow, which the
  /// tool read.
  private func buildsABranchFlowsView(_ pager: SwiftPager, flows: [RecognisedFlow]) -> Bool {
    let built = Set((pager.forEach?.viewTypes ?? []) + pager.children.compactMap(\.viewType))
    return flows.contains { $0.branchChain != nil && $0.enclosingType.map(built.contains) == true }
  }

  /// A pager over a property of its view that the initializer fills with a flow's data by default (`init(steps:
  /// [Step] = Self.defaultSteps)`): it shows that flow's pages.
  private func showsAFlowByDefault(_ pager: SwiftPager, flows: [RecognisedFlow]) -> Bool {
    guard let owner = pager.enclosingType, let data = pager.forEach?.data else { return false }
    let defaults = index.initializers(of: owner).joined().filter { data.contains($0.name) }.compactMap(\.defaultPath)
    return defaults.contains { path in
      let pathOwner = path.count >= 2 ? path[path.count - 2] : owner
      return flows.contains { $0.dataName == path.last && ($0.enclosingType ?? owner) == pathOwner }
    }
  }

  /// A pager whose pages are a flow's page model: it runs over the cases of a flow's enum (`Screen.Page.allCases`),
  /// or over data of its own that is an array of them (`store.items` of `[IntroItem]`, filled from the flow's data
  /// at run time) or that the view it builds for each page holds one of (`SlideCard(slide: cards[i])` with `let
  /// slide: Slide`), where no call in sight makes the data (`= CardStore.fetch()`, pages the tool cannot read) and
  /// no caller gives it. Its pages are that flow's, which the tool read: no sighting.
  private func showsPagesOfAFlowsModel(_ pager: SwiftPager, flows: [RecognisedFlow]) -> Bool {
    let models = Set(flows.compactMap(\.flow.modelType))
    guard !models.isEmpty else { return false }
    // `ForEach(viewModel.pages.indices)` runs over the positions of `viewModel.pages`.
    var data = pager.forEach?.data ?? []
    if data.last == "indices", data.count >= 2 { data.removeLast() }
    if data.last == "allCases", data.count >= 2, models.contains(data[data.count - 2]) { return true }
    let declared = dataProperty(data, from: pager.enclosingType)
    // `let pages = Onboarding.allCases`: the cases of a flow's enum.
    if case .name(let path) = declared?.value?.expression, path.count >= 2, path.last == "allCases",
      models.contains(path[path.count - 2])
    {
      return true
    }
    // Made by a call the tool cannot read, or given by the callers (which `showsAFlowByDefault` and the pager's
    // link judge): not known to be the flow's.
    if case .call = declared?.value?.expression { return false }
    if let declared, declared.isStored, declared.value == nil { return false }
    let isModel = { (typeName: String?) in typeName.map { models.contains(SwiftProjectIndex.bareType($0)) } ?? false }
    if isModel(SwiftTypeNames.element(of: declared?.typeName)) { return true }
    let views = (pager.forEach.map { $0.viewTypes + $0.nestedViewTypes } ?? []) + pager.children.compactMap(\.viewType)
    return views.contains { index.properties(of: $0).contains { isModel($0.typeName) } }
  }

  /// The property `path` names, followed from `owner` through each step's declared type (`viewModel.cards`:
  /// `cards` of the type of `viewModel`); where a step's type is not the app's (`StoreOf<Feature>`), the one
  /// property of the app with the last name and a declared type.
  private func dataProperty(_ path: [String], from owner: String?) -> SwiftPropertyDeclaration? {
    guard let name = path.last else { return nil }
    var type = owner
    for step in path.dropLast() where step != "self" {
      type = type.flatMap { index.properties(of: $0).first { $0.name == step }?.typeName }
        .map(SwiftProjectIndex.bareType)
    }
    if let type, let property = index.properties(of: type).first(where: { $0.name == name }) { return property }
    let named = index.files.flatMap(\.types).flatMap(\.properties).filter { $0.name == name && $0.typeName != nil }
    return named.count == 1 ? named.first : nil
  }

  /// A pager of one child that holds the view of a pager that shows a flow (`TabView { VStack { Header();
  /// OnboardingCarousel(); DoneButton() } }` around `OnboardingCarousel`'s own paged `TabView`): one page wrapping
  /// the flow, not a flow of its own. The child's views are followed two levels into their bodies.
  private func wrapsAPager(_ pager: SwiftPager, of showingTypes: Set<String>) -> Bool {
    guard pager.forEach == nil, pager.children.count == 1, let child = pager.children.first else { return false }
    var level = Set(child.builtViews + [child.viewType ?? child.callee].compactMap { $0 })
    var seen = level
    for _ in 0..<3 where !level.isEmpty {
      if !level.isDisjoint(with: showingTypes) { return true }
      level = Set(level.flatMap { index.declaration(of: $0)?.shown?.viewTypes ?? [] }).subtracting(seen)
      seen.formUnion(level)
    }
    return false
  }

  /// The page view controller's file names the flow's pages: the enum (`OnboardingPage.allCases.map { … }`) or
  /// every one of its cases (`[PageController(page: .welcome), PageController(page: .done)]`), or the data with
  /// its owner (`Slides.all`).
  private func namesPages(of recognised: RecognisedFlow, in file: SwiftFileIndex) -> Bool {
    let mentions = file.pagerMentions
    if recognised.flow.kind.traits.pagesAreCases {
      let cases = index.declaration(of: recognised.dataName)?.cases.map(\.name) ?? []
      return mentions.contains(recognised.dataName) || (cases.count >= 2 && cases.allSatisfy(mentions.contains))
    }
    guard mentions.contains(recognised.dataName), recognised.file != file.path, let owner = recognised.enclosingType
    else { return mentions.contains(recognised.dataName) }
    // The owner, or a protocol it conforms to (`resolve(PageStoreProtocol.self)?.fetch()`).
    return ([owner] + (index.declaration(of: owner)?.inherited ?? [])).contains(where: mentions.contains)
  }

  /// The page view controller's file names the type that holds the flow's data in another file, a type that is
  /// no view controller (`viewModel = OnboardingViewModel()` whose private `pages` it hands out through
  /// `viewModel.firstPage()`): it pages that flow.
  private func holdsTheOwner(of recognised: RecognisedFlow, in file: SwiftFileIndex) -> Bool {
    guard recognised.flow.kind.traits.pagesAreModelValues, recognised.file != file.path,
      let owner = recognised.enclosingType,
      !index.isViewController(owner)
    else { return false }
    return file.pagerMentions.contains(owner)
  }

  /// The type that holds the flow's data in another file holds a page view controller this file declares that has
  /// no pages of its own (`let pageViewController: OnboardingPageViewController`, a bare subclass, to which it hands
  /// its `pages` with `setViewControllers`): the controller pages that flow. A controller with data of its own
  /// (`init(steps:)`) shows what it is given, which `isGivenPagesOfAFlow` judges.
  private func isHeldByTheOwner(of recognised: RecognisedFlow, in file: SwiftFileIndex) -> Bool {
    guard recognised.file != file.path, let owner = recognised.enclosingType else { return false }
    let declared = Set(file.types.filter { !$0.properties.contains(where: Self.holdsAnArray) }.map(\.name))
    return index.properties(of: owner).contains { property in
      property.typeName.map { declared.contains(SwiftProjectIndex.bareType($0)) } ?? false
    }
  }

  /// A generic pager (`struct PagerWrapper: UIViewControllerRepresentable { var controllers: [UIViewController] }`,
  /// a `UIPageViewController` subclass whose `controllers` its presenter sets) shows what its callers give it: it
  /// shows a flow when a caller, or a caller's caller that hands on pages it is given itself (a stored array with no
  /// value), is a flow's file. Up to four levels of callers.
  private func isGivenPagesOfAFlow(_ file: SwiftFileIndex, flowFiles: Set<String>) -> Bool {
    var level = Set(
      file.types.filter {
        ($0.inherited.contains("UIViewControllerRepresentable") && Self.isGivenAnArray($0)) || Self.startsEmpty($0)
      }.map(\.name))
    var seen = level
    for _ in 0..<4 where !level.isEmpty {
      let callers = index.files.filter { !$0.usedTypes.isDisjoint(with: level) }
      if callers.contains(where: { flowFiles.contains($0.path) }) { return true }
      level = Set(callers.flatMap(\.types).filter(Self.isGivenAnArray).map(\.name)).subtracting(seen)
      seen.formUnion(level)
    }
    return false
  }

  /// The page view controller's file names a type of another file (its presenter, or a protocol the presenter
  /// conforms to) that holds an array of a flow's pages (`let pages: [OnboardingPage] = OnboardingPage.allCases`):
  /// the presenter hands the controller that flow's pages. A page the controller shows (a view controller holding
  /// rows of options) is no presenter.
  private func isFedByAFlowsReader(_ file: SwiftFileIndex, flows: [RecognisedFlow]) -> Bool {
    let models = Set(
      flows.flatMap { [$0.flow.modelType, $0.flow.kind.traits.pagesAreCases ? $0.dataName : nil] }.compactMap { $0 })
    guard !models.isEmpty else { return false }
    let holdsPages = { (type: SwiftTypeDeclaration) in
      type.properties.contains { property in
        SwiftTypeNames.element(of: property.typeName).map { models.contains(SwiftProjectIndex.bareType($0)) }
          ?? false
      }
    }
    return index.files.contains { other in
      other.path != file.path
        && other.types.contains { type in
          holdsPages(type) && !index.isViewController(type.name)
            && ([type.name] + type.inherited + index.inherited(by: type.name)).contains(
              where: file.pagerMentions.contains)
        }
    }
  }

  /// A page view controller data source of the project (a type adopting `UIPageViewControllerDataSource`, or a
  /// protocol of the app's that refines it) reads a recognised flow's data (`DefaultModels().onboardingDatasource[i]`
  /// in a presenter): the project's page view controllers with no pages of their own show that flow.
  private func dataSourceReadsAFlow(flows: [RecognisedFlow]) -> Bool {
    let names = Set(flows.map(\.dataName))
    guard !names.isEmpty else { return false }
    return index.files.contains { file in
      !names.isDisjoint(with: file.readNames) && file.types.contains { adoptsDataSource($0.name) }
    }
  }

  /// The type adopts `UIPageViewControllerDataSource`, itself or through the app's protocols, up to 3 levels up.
  private func adoptsDataSource(_ name: String) -> Bool {
    var level: Set<String> = [name]
    var seen = level
    for _ in 0..<3 where !level.isEmpty {
      let inherited = Set(level.flatMap(index.inherited(by:)))
      if inherited.contains("UIPageViewControllerDataSource") { return true }
      level = inherited.subtracting(seen)
      seen.formUnion(level)
    }
    return false
  }

  /// The file declares an array property: pages it may show of its own.
  private static func holdsPagesOfItsOwn(_ file: SwiftFileIndex) -> Bool {
    (file.types + [file.globals]).contains { $0.properties.contains(where: holdsAnArray) }
  }

  /// The type has a stored array property with no value: its callers give it the array.
  private static func isGivenAnArray(_ type: SwiftTypeDeclaration) -> Bool {
    type.properties.contains { property in
      property.isStored && property.value == nil
        && (property.typeName.map { $0.hasPrefix("[") || $0.hasPrefix("Array<") } ?? false)
    }
  }

  /// The property is an array: declared as one, or given an array literal.
  private static func holdsAnArray(_ property: SwiftPropertyDeclaration) -> Bool {
    if let type = property.typeName, type.hasPrefix("[") || type.hasPrefix("Array<") { return true }
    if let value = property.value, case .array = value.expression { return true }
    return false
  }

  /// The type's stored array of pages starts empty (`var controllers: [UIViewController] = []`): whoever shows it
  /// fills it.
  private static func startsEmpty(_ type: SwiftTypeDeclaration) -> Bool {
    type.properties.contains { property in
      guard property.isStored, let value = property.value, case .array(let elements) = value.expression else {
        return false
      }
      return elements.isEmpty
    }
  }

  /// What was seen, for "Found … but could not read its pages": only what the file shows.
  private func describePageViewController(in file: SwiftFileIndex) -> String {
    let arrays = (file.types + [file.globals]).flatMap(\.properties).filter {
      ($0.value ?? $0.computed)?.elements != nil
    }
    guard let array = arrays.first else { return "a `UIPageViewController`" }
    return "a `UIPageViewController` and the array `\(array.name)` in its file, whose elements are no page model "
      + "or page view controller it knows,"
  }

  private func describe(_ pager: SwiftPager) -> String {
    if let forEach = pager.forEach {
      let data = forEach.data.joined(separator: ".")
      return data.isEmpty ? "a paged `TabView` with a `ForEach`" : "a paged `TabView` over `\(data)`"
    }
    if pager.children.isEmpty { return "a paged `TabView` with no children" }
    // Only what was seen: a child that calls something or builds a view may show texts the tool did not follow.
    if let callee = pager.children.lazy.compactMap(\.callee).first {
      return "a paged `TabView` whose children are built by `\(callee)(…)`, which it could not follow,"
    }
    let members = pager.children.filter { $0.viewType == nil && $0.texts.isEmpty }.compactMap(\.member)
    if let first = members.first {
      return "a paged `TabView` whose children are views held in properties (`\(first)`"
        + (members.count > 1 ? ", …)" : ")") + ", which it does not follow,"
    }
    let views = pager.children.compactMap(\.viewType)
    if let first = views.first {
      return "a paged `TabView` of \(pager.children.count == 1 ? "one child" : "child views") (`\(first)`"
        + (views.count > 1 ? ", …)" : ")")
    }
    if pager.children.count == 1 { return "a paged `TabView` with one child" }
    if pager.children.contains(where: { !$0.texts.isEmpty }) { return "a paged `TabView` with inline children" }
    return "a paged `TabView` whose children show no `Text` literal"
  }
}
