/// Whether something that looks like pages is the onboarding flow: a paged container shows it, or its names
/// speak of onboarding. A settings list, a menu or a feed of titled rows has neither.
struct FlowEvidence {
  let index: SwiftProjectIndex

  /// A name of the candidate (its type, property, enclosing type) or its file's path speaks of onboarding.
  func speaksOfOnboarding(names: [String?], file: String) -> Bool {
    names.contains { $0.map(PageVocabulary.speaksOfOnboarding) == true } || pathSpeaksOfOnboarding(file)
  }

  /// The file name or one of its folders speaks of onboarding (`Onboarding/Pages.swift`, `WelcomeData.swift`).
  func pathSpeaksOfOnboarding(_ path: String) -> Bool {
    path.split(separator: "/").suffix(4).contains { PageVocabulary.speaksOfOnboarding(String($0)) }
  }

  /// The pagers of the project that show the data `name`: a `ForEach` over it (`ForEach(slides)`,
  /// `ForEach(model.pages.indices)`, `ForEach(Step.allCases)`).
  func pagers(showing name: String) -> [(file: SwiftFileIndex, pager: SwiftPager)] {
    index.files.flatMap { file in
      file.pagers.filter { pager in
        guard let data = pager.forEach?.data else { return false }
        return expanded(data, in: pager.enclosingType).contains(name)
      }.map { (file, $0) }
    }
  }

  /// A data path whose first name is a property of the view that holds another path: `data` of `let data =
  /// OnboardingModel.pages` → `OnboardingModel`, `pages`.
  private func expanded(_ path: [String], in type: String?) -> [String] {
    guard let first = path.first, let type,
      let property = index.properties(of: type).first(where: { $0.name == first }),
      let value = property.value?.path ?? property.computed?.path
    else { return path }
    return value + path.dropFirst()
  }

  /// The project pages somewhere near the candidate: its own file pages, or a pager shows `name`.
  func isPaged(name: String, file: SwiftFileIndex) -> Bool {
    !file.evidence.isEmpty || pagers(showing: name).contains { $0.pager.isPaged || !$0.pager.hasTabItems }
  }
}
