/// Fills `Page.view` for the pages of a recognised flow, from the view that draws them: the view a pager's
/// `ForEach` builds (`OnboardingItem(onboardingItem: item)` → `OnboardingItem`'s body), the `ForEach`'s own
/// closure, a `TabView` child or a branch (the view type it builds, the view function it calls, or its inline
/// views).
struct PageViewLinker {
  let index: SwiftProjectIndex
  var resolver: PageViewResolver

  init(index: SwiftProjectIndex, inference: PageModelInference) {
    self.index = index
    self.resolver = PageViewResolver(index: index, inference: inference)
  }

  /// The shapes read where the cases below leave a page without a view, in order.
  private var shapes: [any PageViewShape] {
    [
      CaseChildrenPageViews(index: index, resolver: resolver), CaseSwitchPageViews(index: index, resolver: resolver),
      NestedPageViews(index: index, resolver: resolver), ViewFunctionPageViews(index: index, resolver: resolver),
      ModelHolderPageViews(index: index, resolver: resolver), ElementBindingPageViews(index: index, resolver: resolver),
    ]
  }

  func fill(_ flow: inout Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) {
    if flow.kind.traits.fieldsAreColumns, resolver.columnOwner == nil, let owner = recognised.enclosingType {
      var linker = self
      linker.resolver.columnOwner = owner
      linker.resolver.columnRoles = recognised.columnRoles
      return linker.fill(&flow, recognised: recognised, pagers: pagers)
    }
    fillKnown(&flow, recognised: recognised, pagers: pagers)
    for shape in shapes where flow.pages.contains(where: { $0.view == nil }) {
      for (position, view) in shape.views(for: flow, recognised: recognised, pagers: pagers)
      where flow.pages[position].view == nil {
        flow.pages[position].view = view
      }
    }
  }

  private func fillKnown(_ flow: inout Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) {
    switch flow.kind.traits.pageViews {
    case .pagerChildren:
      guard let children = recognised.pager?.children else { return }
      for position in flow.pages.indices {
        let page = flow.pages[position]
        if let called = recognised.calledViews[page.location] {
          flow.pages[position].view = resolver.pageView(
            called.layout, viewType: nil, names: PageViewResolver.Names(bound: called.roles), page: page)
          continue
        }
        guard let child = children.first(where: { $0.location == page.location }) else { continue }
        flow.pages[position].view = view(viewType: child.viewType, inline: child.layout, page: page)
      }
    case .branches:
      guard let branches = recognised.branchChain?.branches else { return }
      for position in flow.pages.indices {
        guard let branch = branches.first(where: { $0.location == flow.pages[position].location }) else { continue }
        flow.pages[position].view = view(viewType: branch.viewType, inline: branch.layout, page: flow.pages[position])
      }
    case .none:
      return
    case .dataPager:
      // Pages that are views built with their content (`[AnyView(SlideView(title: …)), …]`) are drawn by that
      // view's body, whatever the pager wraps them in.
      if let type = flow.modelType, index.inherited(by: type).contains("View") {
        for position in flow.pages.indices {
          flow.pages[position].view = view(viewType: type, inline: nil, page: flow.pages[position])
        }
        return
      }
      guard let forEach = pagers.lazy.compactMap(\.forEach).first else {
        // Pages built as view controllers (`[IntroPageViewController(title: …), …]`) are drawn by that class.
        guard let type = recognised.pageViewType ?? flow.modelType, index.isViewController(type) else { return }
        for position in flow.pages.indices {
          flow.pages[position].view = view(viewType: type, inline: nil, page: flow.pages[position])
        }
        return
      }
      // A child the pager writes beside its `ForEach` is drawn as it draws itself (`PagerExtraChildren`).
      let children = Dictionary(
        pagers.flatMap(\.children).map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
      var element = 0
      for position in flow.pages.indices {
        if let child = children[flow.pages[position].location] {
          flow.pages[position].view = view(viewType: child.viewType, inline: child.layout, page: flow.pages[position])
          continue
        }
        let texts = recognised.textFields.indices.contains(element) ? recognised.textFields[element] : [:]
        flow.pages[position].view = view(forEach, modelType: flow.modelType, page: &flow.pages[position], texts: texts)
        element += 1
      }
    }
  }

  /// A page drawn by a view type of the app (its body), or inline.
  private func view(viewType: String?, inline: SwiftViewLayout?, page: Page) -> PageView? {
    if let viewType {
      guard let layout = index.layout(ofView: viewType) else { return nil }
      return resolver.pageView(
        layout, viewType: viewType, names: resolver.names(ofView: viewType, modelType: nil), page: page)
    }
    return inline.map { resolver.pageView($0, viewType: nil, names: PageViewResolver.Names(), page: page) }
  }

  /// A page drawn by what a `ForEach` builds for each element; the view's use of the model's text fields
  /// decides which is the page's description.
  private func view(_ forEach: SwiftForEach, modelType: String?, page: inout Page, texts: [String: Field<String>])
    -> PageView?
  {
    if let viewType = forEach.viewTypes.first {
      guard let layout = index.layout(ofView: viewType) else { return nil }
      var names = resolver.names(ofView: viewType, modelType: modelType)
      resolver.assignShownDescription(&page, layout: layout, names: &names, texts: texts)
      resolver.dropUnshownTitle(&page, layout: layout, names: names, texts: texts)
      return resolver.pageView(layout, viewType: viewType, names: names, page: page)
    }
    guard let layout = forEach.layout else { return nil }
    var names = PageViewResolver.Names(model: Set(forEach.parameters + layout.localNames))
    // `Text(deck.slides[i].title)` over `ForEach(deck.slides.indices)`: the whole path names the page.
    if let data = forEach.data.last { names.model.insert(data) }
    if forEach.data.count >= 2 {
      names.modelPaths.insert(forEach.data.first == "self" ? Array(forEach.data.dropFirst()) : forEach.data)
    }
    resolver.dropUnshownTitle(&page, layout: layout, names: names, texts: texts)
    return resolver.pageView(layout, viewType: nil, names: names, page: page)
  }
}
