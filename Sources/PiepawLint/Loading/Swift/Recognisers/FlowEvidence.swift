/// Whether something that looks like pages is the onboarding flow: a paged container shows it, or its names
/// speak of onboarding. A settings list, a menu or a feed of titled rows has neither.
struct FlowEvidence {
  let index: SwiftProjectIndex

  /// A SwiftUI view that no code builds outside previews (`#Preview { OldOnboardingView() }` only, or nothing),
  /// or that only such views build: what it shows is shown to nobody. Said only where the app's entry is in the run, so its views are known.
  func isViewNobodyBuilds(_ typeName: String?) -> Bool {
    // The set first: asked of every pager of every flow, and most views are built.
    guard let typeName, index.hasAppEntry, index.viewsNobodyBuilds.contains(typeName),
      let declaration = index.declaration(of: typeName)
    else { return false }
    return declaration.kind == .struct && declaration.inherited.contains("View")
  }

  /// An array of pages (a page model's, or parallel titles) that no code reads: declared and set, never shown
  /// (`let onboardingContent = OnboardingContent()` whose `pageHeadings` nothing reads). Said only where the app's
  /// entry is in the run, so every file that could read it is.
  func isDataNobodyReads(_ recognised: RecognisedFlow) -> Bool {
    guard index.hasAppEntry, recognised.flow.kind.traits.pagesAreData else { return false }
    return !index.readNames.contains(recognised.dataName)
  }

  /// A name of the candidate (its type, property, enclosing type) or its file's path speaks of onboarding. With
  /// `beyondTheAppsFolder`, the folder Xcode makes for an app target (`Slide/` of the app Slide) and the checkout's
  /// own folder (`PGA-TOUR-BOSE/`) do not: they name the app, which is weak evidence for a pager whose pages could
  /// not be read.
  func speaksOfOnboarding(names: [String?], file: String, beyondTheAppsFolder: Bool = false) -> Bool {
    names.contains { $0.map(PageVocabulary.speaksOfOnboarding) == true }
      || pathSpeaksOfOnboarding(file, beyondTheAppsFolder: beyondTheAppsFolder)
  }

  /// A paywall's feature carousel: a name of the candidate or its file's name speaks of a purchase screen
  /// (`slides` of `PremiumPaywallView`), and none of them of a first-run flow (`OnboardingPaywall` is one).
  func isPaywallCarousel(names: [String?], file: String) -> Bool {
    let fileName = file.split(separator: "/").last.map(String.init)
    let all = (names + [fileName]).compactMap { $0 }
    return all.contains(where: PageVocabulary.speaksOfPaywall) && !all.contains(where: PageVocabulary.speaksOfFirstRun)
  }

  /// A pager of an onboarding: its view or its file speaks of onboarding, or it pages and a Next button steps its
  /// selection (`page += 1`), or it pages with its dots shown. A content screen's section pager (a course's tabs),
  /// its dots hidden and its pages picked by tapping tabs, has none of these.
  func isOnboardingPager(_ pager: SwiftPager, in file: SwiftFileIndex) -> Bool {
    speaksOfOnboarding(names: [pager.enclosingType], file: file.path)
      || (pager.isPaged && pager.selection.map(file.steppedVariables.contains) == true)
  }

  /// A pager whose data's pages are shown in turn: one of an onboarding, or one that shows its page dots.
  func showsPagesInTurn(_ pager: SwiftPager, in file: SwiftFileIndex) -> Bool {
    pager.isPaged && (!pager.hidesIndex || isOnboardingPager(pager, in: file))
  }

  /// The file name or one of its folders speaks of onboarding (`Onboarding/Pages.swift`, `WelcomeData.swift`).
  func pathSpeaksOfOnboarding(_ path: String, beyondTheAppsFolder: Bool = false) -> Bool {
    var below = Substring(path)
    if beyondTheAppsFolder, let root = index.root {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      if path.hasPrefix(prefix) { below = path.dropFirst(prefix.count) }
    }
    return below.split(separator: "/").suffix(4).contains { component in
      !(beyondTheAppsFolder && index.appTargetNames.contains(String(component)))
        && PageVocabulary.speaksOfOnboarding(String(component))
    }
  }

  /// A test target's source, by its path below the project's `root`: a folder `Tests`, `UITests` or one ending in
  /// `Tests` (`AppTests/`), or a file named `…Tests.swift`, `…Test.swift`, `…Spec.swift` or `….test.swift`.
  /// Folders above the root do not count (the project may itself sit in a `Tests/Fixtures` folder).
  static func isTestSource(_ path: String, below root: String?) -> Bool {
    // On the paths' bytes: asked of every file, and a path is its bytes.
    guard var prefix = root.map({ Array($0.utf8) }) else { return false }
    if prefix.last != UInt8(ascii: "/") { prefix.append(UInt8(ascii: "/")) }
    guard path.utf8.starts(with: prefix) else { return false }
    let components = path.utf8.dropFirst(prefix.count).split(separator: UInt8(ascii: "/"))
    guard let name = components.last else { return false }
    func ends(_ bytes: Substring.UTF8View, with suffix: String) -> Bool {
      bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }
    if components.dropLast().contains(where: { ends($0, with: "Tests") }) { return true }
    let stem = ends(name, with: ".swift") ? name.dropLast(6) : name
    return ["Tests", "Test", "Spec", ".test"].contains { ends(stem, with: $0) }
  }

  /// The enum's cases are shown one after another: its raw values are numbers (ordinals), a pager selects with a
  /// variable of its type (a `switch` over one is no such evidence: it may pick a look), or it is `CaseIterable`
  /// and iterated, if anywhere, where the app pages (`Feature.allCases` made into the rows of a comparison table
  /// in a file that pages nothing is a table, not pages).
  func isSequence(_ declaration: SwiftTypeDeclaration) -> Bool {
    let inherited = index.inherited(of: declaration)
    if inherited.contains(where: PageVocabulary.tagTypes.contains) { return true }
    if inherited.contains("CaseIterable"), index.iteratedEnums[declaration.name] != false { return true }
    return index.selectionTypes.contains(declaration.name)
  }

  /// The pagers that show `name`: a member of `owner` (a model array), or the cases of the enum `name`.
  func pagers(showing name: String, of owner: String?) -> [(file: SwiftFileIndex, pager: SwiftPager)] {
    index.pagers(showing: name, of: owner)
  }

  func pagers(showingCasesOf enumName: String) -> [(file: SwiftFileIndex, pager: SwiftPager)] {
    index.pagers(showing: "allCases", of: enumName)
  }

  /// The candidate's data is listed as the rows of one screen (`ForEach(features)` in a `VStack`) and no pager
  /// shows it: a welcome screen's feature list, not its pages, even where the same file pages other data (a
  /// terms screen's two tabs, each listing its sections as rows).
  func isListedAsRows(name: String, owner: String?, file: SwiftFileIndex) -> Bool {
    index.listedRows.contains(name)
      && !isShownByAPager(name: name, owner: owner)
  }

  /// Values of `elementType` are listed as the rows of one screen (`ForEach(model.items)` over `var items:
  /// [SecurityReminderItem]`) and no pager shows the candidate's data `name`: a list screen's rows.
  func isListedAsRows(elementType: String, name: String, owner: String?) -> Bool {
    index.listedElementTypes.contains(elementType)
      && !isShownByAPager(name: name, owner: owner)
  }

  /// Values of `typeName` are what a user picks from a list (`SwiftProjectIndex.pickedTypes`), and no pager shows
  /// `name`: a screen's options (a questionnaire's answers, a wallet kind to add), not pages.
  func isPickedOption(typeName: String, name: String, owner: String?) -> Bool {
    index.pickedTypes.contains(typeName)
      && !isShownByAPager(name: name, owner: owner)
  }

  /// The candidate's data is listed as rows that each open a screen of their own (a `NavigationLink` per item): the
  /// app's content, which a detail screen may page through too (a place's card carousel), not an onboarding.
  func isBrowsedContent(name: String) -> Bool {
    index.browsedRows.contains(name)
  }

  /// The candidate's owner (or a class it inherits from in the app) keeps a set of the data's positions or elements
  /// (`var selectedIndexes: Set<Int> = []`), and nothing pages near it (its file neither pages nor steps, and no
  /// pager shows `name`): the user picks several of them on one screen (a questionnaire's answer cards), so they
  /// are options, not pages. Read from the property's type, not its name: pages are shown one at a time and are
  /// never a set.
  func isMultiSelected(name: String, elementType: String, owner: String?, file: SwiftFileIndex) -> Bool {
    guard let owner else { return false }
    var level: Set<String> = [owner]
    var seen = level
    for _ in 0..<3 where !level.isEmpty {
      let sets = level.flatMap(index.properties(of:)).filter { $0.isStored }.compactMap(\.typeName)
        .compactMap(SwiftTypeNames.setElement(of:))
      if sets.contains(where: { ["Int", "IndexPath", elementType].contains(SwiftProjectIndex.bareType($0)) }) {
        return !isPaged(name: name, owner: owner, file: file)
      }
      level = Set(level.flatMap(index.inherited(by:))).subtracting(seen)
      seen.formUnion(level)
    }
    return false
  }

  /// A pager shows `name` (a member of `owner`): a paged one, or one that is no tab bar.
  func isShownByAPager(name: String, owner: String?) -> Bool {
    pagers(showing: name, of: owner).contains { file, pager in
      !Self.isCarousel(pager, in: file) && (pager.isPaged || !pager.hasTabItems)
        && (!pager.isScrollCarousel || isOnboardingPager(pager, in: file))
    }
  }

  /// A literal the code compares `name`'s value with (`images[page] != "none"`, `step.image == ""`) anywhere in
  /// the project: a marker the view tests before it draws, not a value it shows.
  func isMarker(_ value: SwiftNode, comparedWith name: String) -> Bool {
    guard case .string(let literal) = value.expression, let text = literal.value else { return false }
    return index.comparedLiterals[name]?.contains(text) == true
  }

  /// A pager whose selection the code moves round from its last page to its first (`(current + 1) %
  /// banners.count` on a timer): a carousel of a screen, whose pages are no sequence a user goes through once.
  static func isCarousel(_ pager: SwiftPager, in file: SwiftFileIndex) -> Bool {
    pager.selection.map(file.cycledVariables.contains) == true
  }

  /// The project pages somewhere near the candidate: its own file pages, or a pager shows `name`.
  func isPaged(name: String, owner: String?, file: SwiftFileIndex) -> Bool {
    !evidence(of: file, unexplainedFor: name).isEmpty || isShownByAPager(name: name, owner: owner)
  }

  /// The file's paging evidence that its own pagers do not explain for data named `name`: paged `TabView`s whose
  /// children are written out (`heroCard.tag(0)`, `StageStep().tag(1)`), none built from `name`, page those
  /// children, not the file's arrays, and a carousel pages no sequence.
  private func evidence(of file: SwiftFileIndex, unexplainedFor name: String) -> SwiftPagingEvidence {
    var evidence = file.evidence
    let paged = file.pagers.filter(\.isPaged)
    let explained = paged.allSatisfy { pager in
      Self.isCarousel(pager, in: file)
        || pager.forEach == nil && !pager.children.isEmpty
          && !pager.children.contains { child in
            child.arguments.contains { $0.value.excerpt.contains(name) }
          }
    }
    if !paged.isEmpty, explained { evidence.remove(.pagedTabView) }
    return evidence
  }
}
