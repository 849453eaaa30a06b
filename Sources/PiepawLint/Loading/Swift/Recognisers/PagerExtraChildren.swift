/// A paged `TabView` that writes children beside its `ForEach` (`ForEach(tips) { TipView(tip: $0) }` then
/// `FinishView().tag(2)`) shows them as pages of the flow its `ForEach` shows, where they stand: the dots count
/// them, and so must the flow. They keep the flow's kind (its pages are still its data's), and each is read as a
/// written-out child is (`PagerChildPages`). A child in an `if` or `switch` shows only on some runs and is not
/// counted; neither is one that draws nothing (`EmptyView()`) or a tab (`.tabItem`, no paged style).
struct PagerExtraChildren {
  let index: SwiftProjectIndex
  let inference: PageModelInference

  /// `pages` with the written-out children of the one pager whose `ForEach` shows them inserted where they stand.
  func pages(_ pages: [Page], shownBy pagers: [(file: SwiftFileIndex, pager: SwiftPager)]) -> [Page] {
    let mixed = pagers.filter { $0.pager.forEach != nil && !$0.pager.children.isEmpty }
    guard mixed.count == 1, pagers.count == 1, let (file, pager) = mixed.first, pager.isPaged, !pager.hasTabItems
    else { return pages }
    let reader = PagerChildPages(index: index, inference: inference, file: file, enclosingType: pager.enclosingType)
    let calls = reader.calls
    let extra = pager.children.map { child -> Page? in
      guard !child.isConditional, !child.drawsNothing else { return nil }
      var page = reader.page(of: calls.resolved(child)).page
      // A case tag (`.done`) is no number: the flow's cases tag its pages.
      if let tag = child.tag.map(reader.fields.tag), tag.literal != nil { page.tag = tag }
      return page
    }
    let before = extra.prefix(pager.childrenBeforeForEach).compactMap { $0 }
    let after = extra.dropFirst(pager.childrenBeforeForEach).compactMap { $0 }
    return before + pages + after
  }
}
