/// Reads the pages of an enum flow shown by a `switch` over its cases in a view: `switch step { case .welcome:
/// StepCard(step: .welcome) case .sync: FieldsPage(title: Step.sync.title, …) }`. Each case's page is drawn by
/// its arm: the view type it builds, which shows the case's fields through its property of the enum type or the
/// texts it is given, or the arm's inline views.
///
/// Only switches all of whose single-case arms name cases of the enum; a page two switches would draw differently
/// is left unread, and so is an arm whose texts are its own rather than the case's.
struct CaseSwitchPageViews: PageViewShape {
  let index: SwiftProjectIndex
  let resolver: PageViewResolver

  func views(for flow: Flow, recognised: RecognisedFlow, pagers: [SwiftPager]) -> [Int: PageView] {
    guard let declaration = index.enumDeclaration(of: flow) else { return [:] }
    let enumName = declaration.name
    let cases = Set(declaration.cases.map(\.name))
    let switches = index.caseSwitches(over: cases)
    var views: [Int: PageView] = [:]
    for (position, page) in flow.pages.enumerated() {
      guard let enumCase = declaration.cases.first(where: { $0.location == page.location }) else { continue }
      let drawn = Set(
        switches.flatMap { chain in
          chain.branches.filter { $0.caseName == enumCase.name }.compactMap {
            view(of: $0, variable: chain.variable, enumName: enumName, page: page)
          }
        })
      if drawn.count == 1 { views[position] = drawn.first }
    }
    return views
  }

  /// The arm's view; inline views name the case through the switched variable (`Text(step.title)`).
  private func view(of arm: SwiftBranch, variable: String, enumName: String, page: Page) -> PageView? {
    if let viewType = arm.viewType { return resolver.shownPageView(ofView: viewType, modelType: enumName, page: page) }
    return arm.layout.flatMap { resolver.shownPageView($0, viewType: nil, names: .init(model: [variable]), page: page) }
  }
}
