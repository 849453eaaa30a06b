/// Reads the pages of an enum flow shown by a `TabView` whose children are each one of its cases, tagged with
/// it (`OnboardingPage(title: …).tag(OnboardingTab.healthAccess)`) or built with it (`OnboardingView(item:
/// .first)`): each case's page is drawn by the child of that case, which shows the case's fields through its
/// property of the enum type (`Text(item.title)`) or the texts it is given (`Text(title)`).
///
/// A child that draws texts of its own (`Text("Your Privacy Matters")` where the case's title is another text)
/// gives no view: which of its texts stands for the page is not certain.
struct CaseChildrenPageViews: PageViewShape {
  let index: SwiftProjectIndex
  let resolver: PageViewResolver

  func views(for flow: Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) -> [Int: PageView] {
    guard let declaration = index.enumDeclaration(of: flow) else { return [:] }
    let enumName = declaration.name
    let children = pagers.flatMap(\.children)
    var views: [Int: PageView] = [:]
    for (position, page) in flow.pages.enumerated() {
      guard let enumCase = declaration.cases.first(where: { $0.location == page.location }) else { continue }
      // One child per case: two children of one case (an `#if` pair) leave the page unread.
      let shown = children.filter { caseName(of: $0, enum: declaration) == enumCase.name }
      guard shown.count == 1, let child = shown.first else { continue }
      if let viewType = child.viewType {
        views[position] = resolver.shownPageView(ofView: viewType, modelType: enumName, page: page)
      } else if let layout = child.layout {
        views[position] = resolver.shownPageView(layout, viewType: nil, names: .init(), page: page)
      }
    }
    return views
  }

  /// The case of `declaration` the child is tagged with (`.tag(.welcome)`, `.tag(Step.welcome)`), else the one
  /// case it is built with as an argument (`OnboardingView(item: .first)`).
  private func caseName(of child: SwiftPagerChild, enum declaration: SwiftTypeDeclaration) -> String? {
    if let tag = child.tag, let name = caseName(tag, enum: declaration) { return name }
    let given = child.arguments.compactMap { caseName($0.value, enum: declaration) }
    return given.count == 1 ? given.first : nil
  }

  private func caseName(_ node: SwiftNode, enum declaration: SwiftTypeDeclaration) -> String? {
    let name: String
    switch node.expression {
    case .member(let path) where path.count == 1: name = path[0]
    case .name(let path) where path.count == 2 && path[0] == declaration.name: name = path[1]
    default: return nil
    }
    return declaration.cases.contains { $0.name == name } ? name : nil
  }
}
