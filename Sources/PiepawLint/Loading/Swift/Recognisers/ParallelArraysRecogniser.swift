/// Finds pages kept as parallel arrays of one type: `static let titles = ["Welcome", "Sync"]` with
/// `descriptions` (or `images`, `subtitles`, `pageIcons`) of the same length beside it, shown by index
/// (`Text(OnboardingContent.titles[page])`). Page `i` takes element `i` of each array.
///
/// Only where the type, an array or the file speaks of onboarding, there is a title array and at least one other
/// array of a page role, and every such array has the same number (≥ 2) of elements: two lists of names that
/// happen to sit together in a settings type are not pages.
struct ParallelArraysRecogniser: FlowShape {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let evidence: FlowEvidence

  /// An array of the type whose name says which page field it holds.
  private struct Column {
    var name: String
    var role: PageVocabulary.Role
    var elements: [SwiftNode]
    var isString: Bool
  }

  func flows() -> [RecognisedFlow] {
    index.files.flatMap { file in
      (file.types + [file.globals]).compactMap { flow(of: $0, in: file) }
    }
  }

  private func flow(of type: SwiftTypeDeclaration, in file: SwiftFileIndex) -> RecognisedFlow? {
    var roles: Set<PageVocabulary.Role> = []
    let columns = columns(of: type).filter { roles.insert($0.role).inserted }
    guard let titles = columns.first(where: { $0.role == .title }), titles.elements.count >= 2,
      columns.contains(where: { $0.role != .title }),
      columns.allSatisfy({ $0.elements.count == titles.elements.count })
    else { return nil }
    let typeName = type.name.isEmpty ? nil : type.name
    guard evidence.speaksOfOnboarding(names: [typeName] + columns.map(\.name), file: file.path) else { return nil }
    let fields = PageFieldReader(index: index, file: file, enclosingType: typeName)
    let pages = titles.elements.indices.map { position in
      var page = Page(location: titles.elements[position].location)
      // `"none"` in `images` where a view tests `images[page] != "none"` before it draws: the page has no image.
      for column in columns
      where !column.role.isImage || !evidence.isMarker(column.elements[position], comparedWith: column.name) {
        fields.fill(&page, role: column.role, value: column.elements[position], verbatimText: column.isString)
      }
      return page
    }
    let name = typeName.map { "\($0).\(titles.name)" } ?? titles.name
    let flow = Flow(kind: .parallelArrays, location: titles.elements[0].location, name: name, pages: pages)
    var recognised = RecognisedFlow(flow: flow, file: file.path, dataName: titles.name, enclosingType: typeName)
    recognised.columnRoles = Dictionary(columns.map { ($0.name, $0.role) }, uniquingKeysWith: { first, _ in first })
    return recognised
  }

  /// The type's array properties named for a page role in the plural (`titles`, `pageDescriptions`, `images`);
  /// the tag is the position, so no column gives it.
  private func columns(of type: SwiftTypeDeclaration) -> [Column] {
    type.properties.compactMap { property in
      guard let elements = (property.value ?? property.computed)?.elements, let singular = Self.singular(property.name),
        let role = inference.role(of: singular, typeName: SwiftTypeNames.element(of: property.typeName))
          ?? roleByUse(of: property.name, singular: singular),
        role != .tag
      else { return nil }
      let elementType = SwiftTypeNames.element(of: property.typeName)
      return Column(
        name: property.name, role: role, elements: elements,
        isString: elementType == "String" || (elementType == nil && elements.allSatisfy(\.isStringLiteral)))
    }
  }

  /// The role of an array whose name gives none (`appIntroTexts`), by how a view draws its elements: a heading is
  /// the title, body text the description.
  private func roleByUse(of name: String, singular: String) -> PageVocabulary.Role? {
    guard PageVocabulary.role(of: singular) == nil else { return nil }
    return index.textRolesOfProperties[name] ?? index.textRoles[name]
  }

  /// `titles` → `title`, `pageImages` → `pageImage`, `bodies` → `body`; nil for a name not in the plural.
  static func singular(_ name: String) -> String? {
    if name.hasSuffix("ies"), name.count > 4 { return name.dropLast(3) + "y" }
    guard name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 2 else { return nil }
    return String(name.dropLast())
  }
}

extension SwiftNode {
  fileprivate var isStringLiteral: Bool {
    if case .string = expression { return true }
    return false
  }
}

extension Flow.Kind {
  /// Arrays of one type read by index: `titles = ["Welcome", …]` beside `descriptions = [ … ]`.
  static let parallelArrays = Flow.Kind(
    "parallel-arrays", traits: Flow.Traits(pagesAreData: true, fieldsAreColumns: true, pageViews: .dataPager))
}

extension ParallelArraysRecogniser {
  static let description = FlowShapeDescription(
    kind: .parallelArrays,
    summary: """
      arrays of one type read by position, `static let titles = ["Welcome", …]` beside `descriptions` or `images` \
      of the same length, shown as `Text(Copy.titles[page])`
      """,
    examples: {
      [
        .reads(
          "an onboarding's titles and descriptions kept side by side, shown by the page's index",
          titles: ["Welcome", "Stay on track"],
          files: [
            "Onboarding/OnboardingContent.swift": """
            enum OnboardingContent {
              static let titles = ["Welcome", "Stay on track"]
              static let descriptions = ["Your budget at a glance.", "Alerts before you overspend."]
            }
            """
          ]),
        .reads(
          "arrays whose names give no field, drawn by the pager as a heading and as body text",
          titles: ["Plan meals", "Shop once"],
          files: [
            "Intro/IntroScreen.swift": """
            struct IntroScreen: View {
              let introTexts = ["Plan meals", "Shop once"]
              let introSubtitles = ["A week at a glance.", "One list for every store."]
              @State private var page = 0
              var body: some View {
                VStack {
                  TabView(selection: $page) {
                    ForEach(0..<2, id: \\.self) { index in
                      VStack {
                        Text(introTexts[index]).font(.title)
                        Text(introSubtitles[index]).font(.body)
                      }
                    }
                  }
                  Button("Next") { page += 1 }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .nearMiss(
          "arrays whose names give no field, both drawn as body text: no array is the titles",
          files: [
            "Intro/IntroScreen.swift": """
            struct IntroScreen: View {
              let introTexts = ["Plan meals", "Shop once"]
              let introNotes = ["A week at a glance.", "One list for every store."]
              var body: some View {
                TabView {
                  ForEach(0..<2, id: \\.self) { index in
                    VStack { Text(introTexts[index]); Text(introNotes[index]) }
                  }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .nearMiss(
          "two arrays of different lengths: no page can take an element of each",
          files: [
            "Onboarding/OnboardingContent.swift": """
            enum OnboardingContent {
              static let titles = ["Welcome", "Stay on track", "Done"]
              static let descriptions = ["Your budget at a glance.", "Alerts before you overspend."]
            }
            """
          ]),
      ]
    })
}
