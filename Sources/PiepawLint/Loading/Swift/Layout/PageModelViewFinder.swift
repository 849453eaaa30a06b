/// Finds the view that draws a flow's pages where no pager names it: the one view type of the app that is given
/// a page of the flow's model type and shows its fields. It holds the page as a stored property (`private let
/// page: OnboardingPage` of a view controller built once per page, `let content: PageContent` of a SwiftUI page
/// view), or takes it in a method that fills its labels (`func configure(with slide: Slide) { titleLabel.text =
/// slide.title }` of a collection view cell). Only texts that show a member of that page count: a view's own
/// `let title: String` may be anything. Two views that show the page (a compact card and a full-screen one)
/// give none: which draws a page is not certain.
struct PageModelViewFinder {
  let index: SwiftProjectIndex
  let resolver: PageViewResolver

  /// A view type that is given the model, with the names its layout calls the page by.
  struct Candidate {
    var viewType: String
    var layout: SwiftViewLayout
    var names: PageViewResolver.Names
  }

  /// The one view of the app that shows `modelType`'s fields for the pages of `flow`, if exactly one does.
  func view(showing modelType: String, pages: [Page]) -> Candidate? {
    guard let first = pages.first else { return nil }
    var found: [Candidate] = []
    for file in index.files.indices {
      for type in index.files[file].types where type.layout != nil && type.kind != .extension {
        guard type.name != modelType, let layout = type.layout else { continue }
        let names = self.names(ofView: type.name, modelType: modelType)
        guard !names.model.isEmpty else { continue }
        let view = resolver.pageView(layout, viewType: type.name, names: names, page: first)
        guard view.title != nil || view.description != nil else { continue }
        found.append(Candidate(viewType: type.name, layout: layout, names: names))
        if found.count > 1 { return nil }
      }
    }
    return found.first
  }

  /// The names of the model in `viewType`: its stored properties of the model type without a value, and the
  /// parameters of its methods of that type.
  private func names(ofView viewType: String, modelType: String) -> PageViewResolver.Names {
    var names = PageViewResolver.Names()
    for property in index.properties(of: viewType) where property.isStored && property.value == nil {
      if let typeName = property.typeName, PageViewResolver.bareType(typeName) == modelType {
        names.model.insert(property.name)
      }
    }
    for function in index.functions(of: viewType) where !function.isStatic {
      for parameter in function.parameters {
        if let typeName = parameter.typeName, PageViewResolver.bareType(typeName) == modelType {
          names.model.insert(parameter.name)
        }
      }
    }
    return names
  }
}
