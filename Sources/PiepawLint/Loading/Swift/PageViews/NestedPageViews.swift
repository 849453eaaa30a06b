/// Reads the pages of a pager whose `ForEach` wraps the page view in a container of its own, with the flow's
/// controls beside it: `ForEach(pages) { page in VStack { OnboardingPageView(page: page); Spacer(); Button … } }`.
/// The page view is the one view type built inside that holds the page model (`var page: Page`) and shows its
/// title or description; none is read where two such types are built.
///
/// What the wrapper adds around the page view (its padding) is not summed in, as with a `ForEach` that builds the
/// page view itself.
struct NestedPageViews: PageViewShape {
  let index: SwiftProjectIndex
  let resolver: PageViewResolver

  func views(for flow: Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) -> [Int: PageView] {
    guard let modelType = flow.modelType else { return [:] }
    let built = pagers.compactMap(\.forEach).flatMap(\.nestedViewTypes)
    let holders = Set(built.filter { holdsModel($0, modelType: modelType) })
    guard holders.count == 1, let viewType = holders.first else { return [:] }
    var views: [Int: PageView] = [:]
    for (position, page) in flow.pages.enumerated() {
      views[position] = resolver.shownPageView(ofView: viewType, modelType: modelType, page: page)
    }
    return views
  }

  /// `viewType` has a stored property of the model type that its callers give it.
  private func holdsModel(_ viewType: String, modelType: String) -> Bool {
    !resolver.names(ofView: viewType, modelType: modelType).model.isEmpty
  }
}
