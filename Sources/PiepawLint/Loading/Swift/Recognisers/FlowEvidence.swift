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

  /// The pagers that show `name`: a member of `owner` (a model array), or the cases of the enum `name`.
  func pagers(showing name: String, of owner: String?) -> [(file: SwiftFileIndex, pager: SwiftPager)] {
    index.pagers(showing: name, of: owner)
  }

  func pagers(showingCasesOf enumName: String) -> [(file: SwiftFileIndex, pager: SwiftPager)] {
    index.pagers(showing: "allCases", of: enumName)
  }

  /// The project pages somewhere near the candidate: its own file pages, or a pager shows `name`.
  func isPaged(name: String, owner: String?, file: SwiftFileIndex) -> Bool {
    !file.evidence.isEmpty || pagers(showing: name, of: owner).contains { $0.pager.isPaged || !$0.pager.hasTabItems }
  }
}
