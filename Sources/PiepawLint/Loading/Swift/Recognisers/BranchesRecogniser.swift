/// Finds a flow written as `if page == 0 { … } else if page == 1 { … } else { … }` in a view: one page per branch,
/// its texts those of the branch or of the view it builds. Only where the names speak of onboarding or the
/// variable is stepped by a Next button (`page += 1`).
struct BranchesRecogniser {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let evidence: FlowEvidence

  func flows() -> [RecognisedFlow] {
    index.files.flatMap { file in file.branchChains.compactMap { flow(of: $0, in: file) } }
  }

  private func flow(of chain: SwiftBranchChain, in file: SwiftFileIndex) -> RecognisedFlow? {
    let named = evidence.speaksOfOnboarding(names: [chain.enclosingType, chain.variable], file: file.path)
    let variable = chain.variable.lowercased()
    let steppedPage =
      file.steppedVariables.contains(chain.variable)
      && (variable.contains("page") || variable.contains("step"))
    // Branches that show nothing (`if step == 1 { save() }`) are logic, not pages.
    let showing = chain.branches.filter { $0.viewType != nil || !$0.texts.isEmpty }
    guard named || steppedPage, showing.count >= 2 else { return nil }
    let values = chain.branches.compactMap(\.value)
    let base = values.first ?? 0
    let pages = chain.branches.enumerated().map { position, branch -> Page in
      var page = Page(location: branch.location)
      let fields = PageFieldReader(index: index, file: file, enclosingType: chain.enclosingType)
      if !fields.fillFromArguments(&page, branch.arguments, inference: inference) {
        fields.fillShown(&page, viewType: branch.viewType, texts: branch.texts, images: branch.images)
      }
      page.tag = Field(.literal(branch.value ?? base + position), at: branch.location)
      return page
    }
    let name = chain.enclosingType ?? chain.variable
    let flow = Flow(kind: .branches, location: chain.location, name: name, pages: pages, tagBase: base == 1 ? 1 : 0)
    return RecognisedFlow(
      flow: flow, file: file.path, dataName: chain.variable, enclosingType: chain.enclosingType, branchChain: chain)
  }
}
