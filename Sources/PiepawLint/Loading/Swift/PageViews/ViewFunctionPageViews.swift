/// Reads the pages drawn by a function of a view that builds a page from its model: `private func
/// onboardingPageView(page: OnboardingPage, geometry: GeometryProxy) -> some View { VStack { Text(page.title) … } }`
/// or `func page(for step: Step) -> some View`, called with the current page.
///
/// Only the one such function of the project whose view or file speaks of onboarding (a list row built the same
/// way elsewhere is no page), with a parameter of the flow's model type its texts show; two candidates give none.
struct ViewFunctionPageViews: PageViewShape {
  let index: SwiftProjectIndex
  let resolver: PageViewResolver

  func views(for flow: Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) -> [Int: PageView] {
    guard let modelType = flow.modelType, let first = flow.pages.first else { return [:] }
    let evidence = FlowEvidence(index: index)
    var candidates: [(layout: SwiftViewLayout, names: PageViewResolver.Names)] = []
    for (file, position) in index.types(drawing: modelType) {
      let type = index.files[file].types[position]
      guard evidence.speaksOfOnboarding(names: [type.name], file: index.files[file].path) else { continue }
      for function in type.functions {
        guard let layout = function.layout else { continue }
        let model = function.parameters.filter {
          $0.typeName.map(SwiftProjectIndex.bareType) == modelType
        }
        guard model.count == 1 else { continue }
        let names = PageViewResolver.Names(model: [model[0].name])
        // Only a function whose texts show the page counts: one that takes the page for something else does not.
        guard resolver.shownPageView(layout, viewType: nil, names: names, page: first) != nil else { continue }
        candidates.append((layout, names))
      }
    }
    guard candidates.count == 1, let candidate = candidates.first else { return [:] }
    var views: [Int: PageView] = [:]
    for (position, page) in flow.pages.enumerated() {
      views[position] = resolver.shownPageView(candidate.layout, viewType: nil, names: candidate.names, page: page)
    }
    return views
  }
}
