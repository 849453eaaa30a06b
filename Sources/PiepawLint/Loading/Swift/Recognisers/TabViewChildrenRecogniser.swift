/// Finds `TabView(selection: $page) { WelcomePage().tag(0); FeaturesPage().tag(1); … }` with page style (or
/// onboarding names): each tagged child is a page, its title and description the first `Text` literals of the
/// child view's body (followed to its declaration) or of the inline child.
struct TabViewChildrenRecogniser {
  let index: SwiftProjectIndex
  let evidence: FlowEvidence

  func flows() -> [RecognisedFlow] {
    index.files.flatMap { file in file.pagers.compactMap { flow(of: $0, in: file) } }
  }

  private func flow(of pager: SwiftPager, in file: SwiftFileIndex) -> RecognisedFlow? {
    let children = pager.children.filter { $0.viewType != nil || !$0.texts.isEmpty }
    guard children.count >= 2, pager.forEach == nil, !pager.hasTabItems,
      pager.isPaged || evidence.speaksOfOnboarding(names: [pager.enclosingType], file: file.path)
    else { return nil }
    var tagsAreCases = false
    let pages = children.map { child -> Page in
      var page = Page(location: child.location)
      let fields = PageFieldReader(index: index, file: file, enclosingType: pager.enclosingType)
      if let viewType = child.viewType, let shown = index.declaration(of: viewType)?.shown,
        let declaringFile = index.file(declaring: viewType)
      {
        PageFieldReader(index: index, file: declaringFile, enclosingType: viewType)
          .fillShown(&page, texts: shown.texts, images: shown.images)
      } else {
        fields.fillShown(&page, texts: child.texts, images: child.images)
      }
      if let tag = child.tag {
        if case .member = tag.expression {
          tagsAreCases = true
        } else {
          page.tag = fields.tag(tag)
        }
      }
      return page
    }
    let name = pager.enclosingType ?? "TabView"
    let flow = Flow(
      kind: .tabViewChildren, location: pager.location, name: name, pages: pages, tagsAreCases: tagsAreCases)
    return RecognisedFlow(
      flow: flow, file: file.path, dataName: name, enclosingType: pager.enclosingType, pager: pager)
  }
}
