/// Reads the pages of a flow that no pager or other shape draws: the one view type of the app that is given a
/// page of the flow's model type and shows its fields. It holds the page as a stored property (`private let page:
/// OnboardingPage` of a view controller built once per page, `let content: PageContent` of a SwiftUI page view),
/// or takes it in a method that fills its labels (`func configure(with slide: Slide) { titleLabel.text =
/// slide.title }` of a collection view cell). Only texts that show a member of that page count: a view's own `let
/// title: String` may be anything. Two views that show the page (a compact card and a full-screen one) give none:
/// which draws a page is not certain; a view the app never builds (`Card(…)`) or dequeues (`as! SlideCell`) draws
/// nothing. Asked only when no page of the flow has a view yet.
struct ModelHolderPageViews: PageViewShape {
  let index: SwiftProjectIndex
  let resolver: PageViewResolver

  func views(for flow: Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) -> [Int: PageView] {
    guard flow.kind.traits.pageViews != .none, let modelType = flow.modelType, let first = flow.pages.first,
      flow.pages.allSatisfy({ $0.view == nil })
    else { return [:] }
    var found: [(viewType: String, layout: SwiftViewLayout, names: PageViewResolver.Names)] = []
    for holder in index.types(holding: modelType) where holder != modelType && index.usedTypes.contains(holder) {
      for type in index.declarations(named: holder) where type.kind != .extension {
        guard let layout = type.layout else { continue }
        let names = self.names(ofView: type.name, modelType: modelType)
        guard !names.model.isEmpty,
          resolver.shownPageView(layout, viewType: type.name, names: names, page: first) != nil
        else { continue }
        found.append((type.name, layout, names))
        if found.count > 1 { return [:] }
      }
    }
    guard let holder = found.first else { return [:] }
    // A view controller built per page fills the screen; any other view sits where its parent puts it, and the
    // parent may pad it (`StepView(step:).padding(.horizontal)`): its insets are at least its own.
    let placed = !index.isViewController(holder.viewType)
    var views: [Int: PageView] = [:]
    for (position, page) in flow.pages.enumerated() {
      var view = resolver.pageView(holder.layout, viewType: holder.viewType, names: holder.names, page: page)
      if placed {
        view.title?.unread.insert(.insets)
        view.description?.unread.insert(.insets)
      }
      views[position] = view
    }
    return views
  }

  /// The names of the model in `viewType`: its stored properties of the model type that its callers give it, and
  /// the parameters of its methods of that type.
  private func names(ofView viewType: String, modelType: String) -> PageViewResolver.Names {
    var names = PageViewResolver.Names()
    for property in index.properties(of: viewType) where property.isStored && property.value == nil {
      if let typeName = property.typeName, SwiftProjectIndex.bareType(typeName) == modelType {
        names.model.insert(property.name)
      }
    }
    for function in index.functions(of: viewType) where !function.isStatic {
      for parameter in function.parameters {
        if let typeName = parameter.typeName, SwiftProjectIndex.bareType(typeName) == modelType {
          names.model.insert(parameter.name)
        }
      }
    }
    return names
  }
}
