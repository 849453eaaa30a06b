/// Finds enum pages: `enum Step: Int, CaseIterable { case welcome, charts; var title: String { switch self { … } } }`.
/// The pages are the cases in order; each field comes from the arm of a `switch self` property whose name says
/// what it is; tags are the raw values of an `Int` enum, or the cases themselves. An enum in an onboarding folder
/// is pages only when its cases are shown in turn (`CaseIterable`, `Int` raw values, a pager's selection) or its
/// own name says so (`OnboardingStep`), and no screen lists its cases as rows: alternative promos, the options of
/// a choice and the rows of a table are not a flow. Outside one, a pager of its cases makes it pages only when it
/// shows them in turn (`FlowEvidence.showsPagesInTurn`): the sections of a course screen, dots hidden and picked
/// by tapping their tabs, are not.
struct EnumPagesRecogniser: FlowShape {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let evidence: FlowEvidence

  func flows() -> [RecognisedFlow] {
    index.files.flatMap { file in
      file.types.filter { $0.kind == .enum && $0.cases.count >= 2 }.compactMap { flow(of: $0, in: file) }
    }
  }

  private func flow(of declaration: SwiftTypeDeclaration, in file: SwiftFileIndex) -> RecognisedFlow? {
    let name = declaration.name
    let candidates = index.properties(of: name).compactMap {
      property -> (name: String, role: PageVocabulary.Role, arms: [SwiftSwitchArm], verbatim: Bool)? in
      guard let arms = property.switchArms, let role = inference.role(of: property.name, typeName: property.typeName)
      else { return nil }
      return (property.name, role, arms, PageModelInference.isString(property.typeName))
    }
    // `title` beside `headerTitle`, in the enum or an extension of it: the plain word is the page's field, the
    // compound one another text of the screen.
    let plainRoles = Set(candidates.filter { PageVocabulary.isExactName($0.name) }.map(\.role))
    let chosen = candidates.filter { PageVocabulary.isExactName($0.name) || !plainRoles.contains($0.role) }
    let fieldNames = chosen.map(\.name)
    let fieldProperties = chosen.map { (role: $0.role, arms: $0.arms, verbatim: $0.verbatim) }
    // Shown in turn: a section pager of a content screen (a course's tabs, no dots) makes no flow.
    let isPaged = evidence.pagers(showingCasesOf: name).contains { evidence.showsPagesInTurn($0.pager, in: $0.file) }
    // An enum whose only page text is a `name` is an analytics event or an identifier, unless a pager shows it.
    guard fieldProperties.contains(where: { $0.role == .title }),
      isPaged || evidence.speaksOfOnboarding(names: [name] + declaration.enclosing, file: file.path),
      isPaged || fieldNames.map({ $0.lowercased() }) != ["name"],
      isPaged || evidence.isSequence(declaration) || PageVocabulary.speaksOfOnboarding(name),
      // The options a screen lists as rows (`ForEach(Bank.allCases)` in a `VStack` of choices, a `Picker`'s
      // segments over `var importTypes: [ImportType]`) are not pages.
      isPaged || !index.listedRows.contains(name) && !index.listedElementTypes.contains(name),
      // Nor are the options a user picks one of (`func didSelectOption(_ option: WalletKind)`), nor the choices
      // another enum lists per case (`var choices: [ChoiceType] { switch self { … } }` of the pages' enum).
      isPaged || !index.pickedTypes.contains(name),
      isPaged || !isListedPerCaseOfAnotherEnum(name)
    else { return nil }
    let fields = PageFieldReader(index: index, file: file, enclosingType: name)
    let isIntEnum = declaration.inherited.contains { PageVocabulary.tagTypes.contains($0) }
    var nextRawValue = 0
    var pages: [Page] = []
    for enumCase in declaration.cases {
      var page = Page(location: enumCase.location)
      for (role, arms, verbatim) in fieldProperties {
        guard let arm = arms.first(where: { $0.cases.contains(enumCase.name) }) ?? arms.first(where: \.cases.isEmpty)
        else { continue }
        fields.fill(&page, role: role, value: arm.value, verbatimText: verbatim)
      }
      if isIntEnum {
        if let raw = enumCase.rawValue {
          let tag = fields.tag(raw)
          page.tag = tag
          nextRawValue = (tag.literal ?? nextRawValue) + 1
        } else {
          page.tag = Field(.literal(nextRawValue), at: enumCase.location)
          nextRawValue += 1
        }
      }
      pages.append(page)
    }
    let flow = Flow(
      kind: .enumCases, location: declaration.location, name: name, pages: pages, modelType: name,
      tagsAreCases: !isIntEnum)
    return RecognisedFlow(flow: flow, file: file.path, dataName: name, enclosingType: name)
  }

  /// Whether another enum declares a property that lists cases of `name` (`var choices: [OnboardingChoiceType]` of
  /// `OnboardingType`, computed per case): they are the options its pages show, not pages.
  private func isListedPerCaseOfAnotherEnum(_ name: String) -> Bool {
    index.enumListedTypes.contains(name)
  }
}

extension Flow.Kind {
  /// The cases of an enum, with fields from `switch self`.
  static let enumCases = Flow.Kind("enum", traits: Flow.Traits(pagesAreCases: true, pageViews: .dataPager))
}

extension EnumPagesRecogniser {
  static let description = FlowShapeDescription(
    kind: .enumCases,
    summary: """
      `enum Step: Int, CaseIterable { case … ; var title: String { switch self { … } } }`: the cases in order, \
      fields from the arms, tags from the raw values (or the cases); an enum named for neither onboarding nor \
      pages must be shown in turn (`CaseIterable`, numbered, a pager's selection): alternative promos are not pages
      """,
    examples: {
      [
        .reads(
          "an onboarding enum whose `switch self` properties give each case its title",
          titles: ["Welcome", "Stay in sync"],
          files: [
            "Onboarding/OnboardingStep.swift": """
            enum OnboardingStep: Int, CaseIterable {
              case welcome, sync
              var title: String {
                switch self {
                case .welcome: return "Welcome"
                case .sync: return "Stay in sync"
                }
              }
              var message: String {
                switch self {
                case .welcome: return "Everything in one place."
                case .sync: return "Your notes on every device."
                }
              }
            }
            """
          ]),
        .nearMiss(
          "an enum of sort orders with titles: a menu's options, never shown in turn",
          files: [
            "Library/SortOrder.swift": """
            enum SortOrder {
              case newest, oldest
              var title: String {
                switch self {
                case .newest: return "Newest first"
                case .oldest: return "Oldest first"
                }
              }
            }
            """
          ]),
      ]
    })
}
