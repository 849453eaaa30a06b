/// Reads the pages of a flow drawn by a view that binds one element of the flow's data in its body, or in a function
/// that builds a page, and shows its fields (`let p = pages[page]` then `Text(p.title)`, with `page` given by its
/// parent; `let page = pages[index]` in `func onboardingPage(index: Int) -> some View`). The view is the data's own type, or any view where the data is a global or a
/// type's static member; two such views give none (which draws a page is not certain). Asked only when no page of
/// the flow has a view yet.
struct ElementBindingPageViews: PageViewShape {
  let index: SwiftProjectIndex
  let resolver: PageViewResolver

  func views(for flow: Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) -> [Int: PageView] {
    guard flow.kind.traits.pageViews != .none, flow.kind.traits.pagesAreData || flow.kind.traits.pagesAreModelValues,
      let first = flow.pages.first, flow.pages.allSatisfy({ $0.view == nil })
    else { return [:] }
    var found: [(viewType: String?, layout: SwiftViewLayout, names: PageViewResolver.Names)] = []
    for type in candidateViews(of: recognised) {
      // The view's body, and its functions that build a page from its position (`func page(index: Int) -> some
      // View { let page = pages[index]; return VStack { … } }`).
      let layouts = [(type.name, type.layout)] + type.functions.map { (nil as String?, $0.layout) }
      for case (let viewType, let layout?) in layouts {
        let bound = layout.elementBindings.filter { $0.value == recognised.dataName }.map(\.key)
        guard !bound.isEmpty else { continue }
        var names = viewType.map { resolver.names(ofView: $0, modelType: flow.modelType) } ?? PageViewResolver.Names()
        names.model.formUnion(bound)
        guard resolver.shownPageView(layout, viewType: viewType, names: names, page: first) != nil else { continue }
        found.append((viewType, layout, names))
        if found.count > 1 { return [:] }
      }
    }
    guard let view = found.first else { return [:] }
    var views: [Int: PageView] = [:]
    for (position, page) in flow.pages.enumerated() {
      views[position] = resolver.pageView(view.layout, viewType: view.viewType, names: view.names, page: page)
    }
    return views
  }

  /// The data's own type where an instance holds it; every view type where the data is a global or static.
  private func candidateViews(of recognised: RecognisedFlow) -> [SwiftTypeDeclaration] {
    if let owner = recognised.enclosingType,
      index.properties(of: owner).contains(where: { $0.name == recognised.dataName && !$0.isStatic })
    {
      return index.declarations(named: owner).filter { $0.kind != .extension }
    }
    return (index.typesBindingElements[recognised.dataName] ?? []).sorted().flatMap { name in
      index.declarations(named: name).filter { $0.kind != .extension }
    }
  }
}
