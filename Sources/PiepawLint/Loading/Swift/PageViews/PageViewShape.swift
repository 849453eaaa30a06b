/// One shape of code that draws a flow's pages which the linker's own cases (a pager's `ForEach` view, a
/// `TabView` child, a branch, a page view controller) do not read: each shape is read by one recogniser, asked
/// only for the pages still without a view.
protocol PageViewShape {
  /// The views the shape reads for `flow`'s pages, by page position; empty when the code is not this shape or
  /// the reading is not certain.
  func views(for flow: Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) -> [Int: PageView]
}

extension PageViewResolver {
  /// The page view that `layout` draws for `page`, only where a text of it shows the page's title or
  /// description: a view none of whose texts is the page's shows something else (a fixed screen, a card).
  func shownPageView(_ layout: SwiftViewLayout, viewType: String?, names: Names, page: Page) -> PageView? {
    let view = pageView(layout, viewType: viewType, names: names, page: page)
    return view.title == nil && view.description == nil ? nil : view
  }

  /// The page view of the view type `viewType` (its body), with the stored properties of `modelType` as the
  /// page's model.
  func shownPageView(ofView viewType: String, modelType: String?, page: Page) -> PageView? {
    guard let layout = index.layout(ofView: viewType) else { return nil }
    return shownPageView(layout, viewType: viewType, names: names(ofView: viewType, modelType: modelType), page: page)
  }
}

extension SwiftProjectIndex {
  /// The enum declaration of an enum flow (`flow.modelType`), for the shapes that read its cases.
  func enumDeclaration(of flow: Flow) -> SwiftTypeDeclaration? {
    guard flow.kind.traits.pagesAreCases, let name = flow.modelType, let declaration = declaration(of: name),
      declaration.kind == .enum
    else { return nil }
    return declaration
  }
}
