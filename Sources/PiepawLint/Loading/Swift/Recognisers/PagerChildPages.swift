/// Reads the literal children of a pager as pages (`WelcomePage().tag(0)`, an inline `VStack { Text("…") }`,
/// `slide(titleText: "…")`): the arguments a child is built with, or the texts its body shows (a view function's
/// through its parameters, see `PageCallReader`). Both the `TabView` of written-out children and a `TabView` that
/// writes children beside its `ForEach` read them so.
struct PagerChildPages {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let file: SwiftFileIndex
  let enclosingType: String?

  var calls: PageCallReader { PageCallReader(index: index, file: file, enclosingType: enclosingType) }
  var fields: PageFieldReader { PageFieldReader(index: index, file: file, enclosingType: enclosingType) }

  /// `child` as a page, with the view function that draws it where one does. `readsBody`: a view type used for
  /// several pages shows what it is given, not its body's literals; `chrome`: texts every page shows (a
  /// wordmark), which are no page's.
  func page(of child: SwiftPagerChild, readsBody: Bool = true, chrome: Set<String> = [])
    -> (page: Page, called: CalledPageView?)
  {
    var page = Page(location: child.location)
    let fields = fields
    let calls = calls
    var called: CalledPageView?
    if let bound = calls.functionContent(of: child) {
      fields.fillShown(&page, texts: bound.texts, images: bound.images)
      if page.title == nil, page.description == nil {
        _ = fields.fillFromArguments(&page, child.arguments, inference: inference)
      }
      if let layout = bound.layout { called = CalledPageView(layout: layout, roles: bound.roles()) }
    } else if !fields.fillFromArguments(&page, child.arguments, inference: inference, viewType: child.viewType) {
      if let bound = calls.viewContent(of: child) {
        fields.fillShown(&page, texts: bound.texts, images: bound.images)
      } else if readsBody {
        fields.fillShown(
          &page, viewType: child.viewType, texts: child.texts, images: child.images, layout: child.layout,
          skipping: chrome)
      }
    }
    return (page, called)
  }
}
