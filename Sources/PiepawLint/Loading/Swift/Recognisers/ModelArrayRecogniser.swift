/// Finds arrays of a page model: `[IntroSlide(…), …]`, `[.init(…)]` with a typed context, arrays of named
/// constants (`[welcome, sync, done]`), in any declaration — typed or not, `lazy`, `@Published`, static,
/// computed, a function's result — or assigned later in a method (`pages = [ … ]`).
struct ModelArrayRecogniser: FlowShape {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let evidence: FlowEvidence

  /// A candidate: an array literal and what names it.
  private struct Candidate {
    var name: String
    var file: SwiftFileIndex
    var enclosingType: String?
    /// The element type from the declaration (`IntroSlide` of `[IntroSlide]`).
    var contextType: String?
    var array: SwiftNode
  }

  func flows() -> [RecognisedFlow] {
    var seen: Set<SourceLocation> = []
    var flows: [RecognisedFlow] = []
    let ordered = index.files.flatMap { file in
      candidates(in: file).sorted { $0.array.location < $1.array.location }
    }
    for candidate in ordered {
      // Sample data a preview shows (`PreviewProvider`'s `static let pages`, a `#Preview`'s) is no page the app shows.
      guard !candidate.file.previews.contains(where: { $0.contains(candidate.array.location) }) else { continue }
      guard !seen.contains(candidate.array.location), let flow = flow(from: candidate) else { continue }
      seen.insert(candidate.array.location)
      flows.append(flow)
    }
    return flows
  }

  // MARK: Candidates

  private func candidates(in file: SwiftFileIndex) -> [Candidate] {
    var found: [Candidate] = []
    for type in file.types + [file.globals] {
      let typeName = type.name.isEmpty ? nil : type.name
      for property in type.properties {
        for node in [property.value, property.computed].compactMap({ $0 }) where node.elements != nil {
          found.append(
            Candidate(
              name: property.name, file: file, enclosingType: typeName,
              contextType: SwiftTypeNames.element(of: property.typeName), array: node))
        }
      }
      for function in type.functions {
        guard let node = function.returned, node.elements != nil else { continue }
        found.append(
          Candidate(
            name: function.name, file: file, enclosingType: typeName,
            contextType: SwiftTypeNames.element(of: function.returnType), array: node))
      }
    }
    for assignment in file.assignments where assignment.value.elements != nil {
      let declared =
        assignment.enclosingType.flatMap { type in index.properties(of: type).first { $0.name == assignment.target } }
        ?? file.globals.properties.first { $0.name == assignment.target }
      found.append(
        Candidate(
          name: assignment.target, file: file, enclosingType: assignment.enclosingType,
          contextType: SwiftTypeNames.element(of: declared?.typeName), array: assignment.value))
    }
    return found
  }

  // MARK: Pages

  private func flow(from candidate: Candidate) -> RecognisedFlow? {
    guard let elements = candidate.array.elements else { return nil }
    let fields = PageFieldReader(index: index, file: candidate.file, enclosingType: candidate.enclosingType)
    var calls: [(call: SwiftCall, location: SourceLocation, wrapper: String?)] = []
    for element in elements {
      guard let call = pageCall(element, fields: fields, context: candidate.contextType) else { continue }
      calls.append(call)
    }
    calls = Self.labellingTuples(calls)
    let typeNames = Set(calls.compactMap { $0.call.typeName ?? candidate.contextType })
    guard !calls.isEmpty, typeNames.count == 1, let typeName = typeNames.first,
      let model = inference.model(named: typeName, calls: calls.map(\.call))
    else { return nil }
    let speaksOfOnboarding = evidence.speaksOfOnboarding(
      names: [typeName, candidate.name, candidate.enclosingType], file: candidate.file.path)
    guard
      speaksOfOnboarding
        || evidence.isPaged(name: candidate.name, owner: candidate.enclosingType, file: candidate.file)
          && !evidence.isBrowsedContent(name: candidate.name),
      !evidence.isListedAsRows(name: candidate.name, owner: candidate.enclosingType, file: candidate.file),
      !evidence.isListedAsRows(elementType: typeName, name: candidate.name, owner: candidate.enclosingType),
      !evidence.isPickedOption(typeName: typeName, name: candidate.name, owner: candidate.enclosingType),
      !evidence.isMultiSelected(
        name: candidate.name, elementType: typeName, owner: candidate.enclosingType, file: candidate.file),
      !(Self.isChosenByVersion(calls.map(\.call)) || Self.isPlacedOnScreen(calls.map(\.call)))
        || evidence.isPaged(name: candidate.name, owner: candidate.enclosingType, file: candidate.file)
    else { return nil }
    let read = calls.map { page(from: $0.call, at: $0.location, model: model, fields: fields) }
    var pages = read.map(\.page)
    setLater(&pages, of: candidate, model: model, fields: fields)
    // Views hold the wrapper a page model is built into (`PageViewModel(model: .init(…))`), not the model.
    let wrappers = Set(calls.map(\.wrapper))
    let flow = Flow(
      kind: .modelArray, location: candidate.array.location, name: candidate.name, pages: pages,
      modelType: wrappers.count == 1 ? (wrappers.first ?? nil) ?? typeName : typeName)
    var recognised = RecognisedFlow(
      flow: flow, file: candidate.file.path, dataName: candidate.name, enclosingType: candidate.enclosingType)
    recognised.tagFields = read.map(\.tags)
    // Elements built of one case each (`IntroStepController(step: .plan)`) show that enum's pages.
    if calls.allSatisfy({ $0.call.arguments.count == 1 }) {
      recognised.caseTagEnum = index.enumOfCases(givenToEach: calls.map(\.call.arguments))
    }
    recognised.textFields = calls.map { texts(of: $0.call, model: model, fields: fields) }
    return recognised
  }

  /// The fields a method sets again after the array is built (`pages[3].subtitle = "…"`, in the type that owns
  /// the array): the page shows the later value.
  private func setLater(
    _ pages: inout [Page], of candidate: Candidate, model: PageModelInference.Model, fields: PageFieldReader
  ) {
    for assignment in index.elementFieldAssignments[candidate.name] ?? []
    where assignment.enclosingType == candidate.enclosingType && pages.indices.contains(assignment.element) {
      guard let role = model.roles[assignment.field] else { continue }
      fields.replace(&pages[assignment.element], role: role, value: assignment.value)
    }
  }

  /// The call that builds a page: the element itself, or the constant it names (`welcome` of `let welcome =
  /// Page(…)`).
  private func pageCall(_ element: SwiftNode, fields: PageFieldReader, context: String?) -> (
    call: SwiftCall, location: SourceLocation, wrapper: String?
  )? {
    var node = fields.resolved(element)
    // `[AnyView(SlideView(title: …)), …]`: each page is the app's view the eraser wraps.
    if node.call?.typeName == "AnyView", let wrapped = node.call?.arguments.first?.value,
      let type = wrapped.call?.typeName, index.declaration(of: type) != nil, index.inherited(by: type).contains("View")
    {
      node = wrapped
    }
    guard var call = node.call else { return nil }
    // `PageViewModel(model: .init(title: …))`: a wrapper built with one page model, whose fields are the inner call's.
    var wrapper: String?
    if let inner = wrappedModel(call) {
      wrapper = call.typeName
      call = inner
    }
    if call.isImplicitInit {
      guard let context else { return nil }
      call.callee = [context]
      call.implicit = false
    } else if call.implicit {
      return nil
    }
    // A labelled tuple (`(title: "…", image: "…")`) is a page model named by its labels; an unlabelled one takes
    // the labels of the array's declared tuple type, by position.
    if call.isTuple, call.arguments.allSatisfy({ $0.label == nil }) {
      guard let context, let labels = SwiftCall.tupleLabels(ofTypeName: context), !labels.contains("_"),
        labels.count == call.arguments.count
      else { return nil }
      call = Self.labelled(call, labels)
    }
    guard let typeName = call.typeName, typeName.startsUppercase || call.isTuple else { return nil }
    return (call, element.path == nil ? element.location : node.location, wrapper)
  }

  /// Tuples some of whose elements lack a label (`(title: t, t, image: i)` beside `(title: t, description: d,
  /// image: i)`) take the labels every fully labelled one has, by position, where those agree with theirs.
  private static func labellingTuples(_ calls: [(call: SwiftCall, location: SourceLocation, wrapper: String?)])
    -> [(call: SwiftCall, location: SourceLocation, wrapper: String?)]
  {
    let complete = Set(
      calls.compactMap { $0.call.isTuple ? SwiftCall.tupleLabels(ofTypeName: $0.call.callee[0]) : nil }
        .filter { !$0.contains("_") })
    guard complete.count == 1, let labels = complete.first else { return calls }
    return calls.map { entry in
      let written = entry.call.arguments.map(\.label)
      guard entry.call.isTuple, written.count == labels.count,
        zip(written, labels).allSatisfy({ $0.0 == nil || $0.0 == $0.1 })
      else { return entry }
      return (labelled(entry.call, labels), entry.location, entry.wrapper)
    }
  }

  /// The tuple `call` with `labels`, by position, and the type they name.
  private static func labelled(_ call: SwiftCall, _ labels: [String]) -> SwiftCall {
    var call = call
    call.callee = [SwiftCall.tupleTypeName(labels)]
    for position in call.arguments.indices { call.arguments[position].label = labels[position] }
    return call
  }

  /// The page model call a wrapper is built with, where the wrapper's one argument builds a value of the type its
  /// initializer declares for it and that type is a page model (`PageViewModel(model: .init(title: "…"))` over
  /// `init(model: PageModel)`).
  private func wrappedModel(_ call: SwiftCall) -> SwiftCall? {
    guard call.arguments.count == 1, let argument = call.arguments.first, var inner = argument.value.call,
      let outer = call.typeName,
      let parameter = index.initializers(of: outer).lazy.compactMap({ parameters in
        parameters.count == 1 ? parameters.first : nil
      }).first(where: { $0.label == argument.label }),
      let typeName = parameter.typeName.map(SwiftProjectIndex.bareType),
      inner.isImplicitInit || inner.typeName == typeName, inference.model(named: typeName) != nil
    else { return nil }
    if inner.isImplicitInit {
      inner.callee = [typeName]
      inner.implicit = false
    }
    return inner
  }

  /// Every element names the app version it belongs to (`version: "7.43"`, `minimumVersion:`): What's New sheets
  /// or promos, of which the app picks the one for its version, not pages shown in turn (unless a pager shows
  /// them).
  private static func isChosenByVersion(_ calls: [SwiftCall]) -> Bool {
    calls.count >= 2
      && calls.allSatisfy { call in
        call.arguments.contains { $0.label?.lowercased().contains("version") == true }
      }
  }

  /// The elements are placed on the screen: a field of their model takes a point or a rectangle (`offset:
  /// CGPoint(x: 15, y: 0)` in one, `offset: nil` in another): coach marks or tips pinned over a screen's controls,
  /// shown where they point, not pages shown in turn (unless a pager shows them).
  private static func isPlacedOnScreen(_ calls: [SwiftCall]) -> Bool {
    let placements: Set<String> = ["CGPoint", "CGRect"]
    return calls.contains { call in
      call.arguments.contains { argument in
        if case .call(let value) = argument.value.expression, let type = value.typeName {
          return placements.contains(type)
        }
        return false
      }
    }
  }

  private static func isInteger(_ node: SwiftNode) -> Bool {
    if case .integer = node.expression { return true }
    return false
  }

  /// The call's labelled string literals, read as the page's text fields are: the page view's use may make one
  /// of them the page's description.
  private func texts(of call: SwiftCall, model: PageModelInference.Model, fields: PageFieldReader)
    -> [String: Field<String>]
  {
    var texts: [String: Field<String>] = [:]
    for argument in call.arguments {
      guard let label = argument.label, case .string = fields.resolved(argument.value).expression else { continue }
      texts[label] = fields.text(argument.value, verbatim: model.verbatimTextLabels.contains(label))
    }
    return texts
  }

  /// `with: .table` where an initializer takes an enum of the project's with a case `table` by `with:`: the page
  /// is told which case it shows, no image name (another initializer takes a `UIImage` by the same label).
  private func isCase(
    _ value: SwiftNode, ofEnumTakenBy label: String, in model: PageModelInference.Model, _ fields: PageFieldReader
  ) -> Bool {
    guard let enums = model.enumLabels[label], case .member(let path) = fields.resolved(value).expression,
      path.count == 1
    else { return false }
    return !enums.isDisjoint(with: index.enums(withCase: path[0]))
  }

  /// A page from its call, with every integer field the vocabulary calls a tag (`id:`, `tag:`), by label: the
  /// pager's `.tag(page.tag)` says which one is the tag.
  private func page(
    from call: SwiftCall, at location: SourceLocation, model: PageModelInference.Model, fields: PageFieldReader
  ) -> (page: Page, tags: [String: Field<Int>]) {
    var page = Page(location: location)
    var tags: [String: Field<Int>] = [:]
    for (position, argument) in call.arguments.enumerated() {
      let role =
        argument.label.flatMap { model.roles[$0] }
        ?? (argument.label == nil && position < model.positional.count ? model.positional[position] : nil)
      guard let role else { continue }
      if role.isImage, let label = argument.label, isCase(argument.value, ofEnumTakenBy: label, in: model, fields) {
        continue
      }
      // `image: "none"` where a view tests `step.image != "none"` before it draws: the page has no image.
      if role.isImage, let label = argument.label,
        evidence.isMarker(argument.value, comparedWith: label)
      {
        continue
      }
      // `id:` or `index:` of an undeclared model is the tag only when it is an integer (`id: UUID()` is not).
      if role == .tag, argument.label != "tag", index.declaration(of: model.name) == nil,
        !Self.isInteger(fields.resolved(argument.value))
      {
        continue
      }
      if role == .tag, let label = argument.label { tags[label] = fields.tag(argument.value) }
      fields.fill(
        &page, role: role, value: argument.value,
        verbatimText: argument.label.map(model.verbatimTextLabels.contains) ?? false)
    }
    return (page, tags)
  }
}

extension Flow.Kind {
  /// An array of a page model: `[IntroSlide(…), …]`.
  static let modelArray = Flow.Kind(
    "model-array",
    traits: Flow.Traits(
      tagsWrittenPerPage: true, pagesAreOneCollection: true, pagesAreModelValues: true, pagesAreData: true,
      pageViews: .dataPager))
}

extension ModelArrayRecogniser {
  static let description = FlowShapeDescription(
    kind: .modelArray,
    summary: """
      an array of a page model of any name (`[IntroSlide(heading:body:artwork:)]`, `[.init(…)]` typed `[T]`, \
      `Array<T>` or `[Module.T]`, untyped, `lazy`, `@Published`, static, computed, a function's result, assigned \
      later in a method, or named constants `[welcome, sync, done]`); fields are inferred from their names and \
      types (title/heading/headline…, description/subtitle/body…, background, icon, image/illustration/artwork…, \
      tag/id/index when an integer); values are read through constants (`Copy.syncText`)
      """,
    examples: {
      [
        .reads(
          "an array of a page model a paged `TabView` shows", titles: ["Plant a seed", "Water it"],
          files: [
            "Intro/IntroView.swift": """
            import SwiftUI
            struct IntroSlide { let heading: String; let body: String; let artwork: String }
            struct IntroView: View {
              @State private var shown = 0
              let slides = [
                IntroSlide(heading: "Plant a seed", body: "Pick one from the shelf.", artwork: "seed"),
                IntroSlide(heading: "Water it", body: "A little every morning.", artwork: "can"),
              ]
              var body: some View {
                TabView(selection: $shown) {
                  ForEach(slides.indices, id: \\.self) { index in
                    VStack { Text(slides[index].heading).font(.title); Text(slides[index].body) }.tag(index)
                  }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .reads(
          "an intro's cards in a horizontal `ScrollView` that snaps to them (`.scrollTargetBehavior(.paging)`)",
          titles: ["Brew better", "Time it right"],
          files: [
            "Intro/IntroCarousel.swift": """
            import SwiftUI
            struct IntroCard: Identifiable { let id = UUID(); let title: String; let subtitle: String; let image: String }
            struct IntroCarousel: View {
              let cards = [
                IntroCard(title: "Brew better", subtitle: "Recipes for every bean.", image: "beans"),
                IntroCard(title: "Time it right", subtitle: "A timer for each pour.", image: "timer"),
              ]
              var body: some View {
                ScrollView(.horizontal) {
                  LazyHStack(spacing: 0) {
                    ForEach(cards) { card in
                      VStack { Image(card.image); Text(card.title).font(.title); Text(card.subtitle) }
                        .containerRelativeFrame(.horizontal)
                    }
                  }
                  .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
              }
            }
            """
          ]),
        .reads(
          "slides kept as type-erased views (`[AnyView(SlideView(title: …))]`): each page is the view it wraps",
          titles: ["Plan trips", "Share plans"],
          files: [
            "Intro/SlidesView.swift": """
            import SwiftUI
            struct SlidesView: View {
              @State private var index = 0
              let slides: [AnyView] = [
                AnyView(SlideView(title: "Plan trips", text: "All your bookings in one place.")),
                AnyView(SlideView(title: "Share plans", text: "Friends see changes as you make them.")),
              ]
              var body: some View {
                TabView(selection: $index) {
                  ForEach(0..<slides.count, id: \\.self) { i in slides[i].tag(i) }
                }
                .tabViewStyle(.page)
              }
            }
            struct SlideView: View {
              let title: String
              let text: String
              var body: some View { VStack { Text(title).font(.largeTitle); Text(text) } }
            }
            """
          ]),
        .reads(
          "page models built into the view model each page view holds (`PageViewModel(model: .init(title: …))`)",
          titles: ["Race calendar", "Live timing"],
          files: [
            "Onboarding/OnboardingModel.swift": """
            import SwiftUI
            struct PageModel { let image: String; let title: String; let description: String }
            final class PageViewModel {
              let model: PageModel
              var title: String { model.title }
              init(model: PageModel) { self.model = model }
            }
            final class OnboardingModel: ObservableObject {
              @Published var current = 0
              let pages: [PageViewModel] = [
                PageViewModel(model: .init(image: "calendar", title: "Race calendar", description: "Every session.")),
                PageViewModel(model: .init(image: "clock", title: "Live timing", description: "Gaps as they happen.")),
              ]
            }
            """
          ]),
        .reads(
          "pages made by a mapped range, their keys numbered by it (`\"intro.title.\\(i)\"` for `i` in `1...2`)",
          titles: ["intro.title.1", "intro.title.2"],
          files: [
            "Intro/IntroView.swift": #"""
            import SwiftUI
            struct IntroPage { let title: String; let detail: String }
            struct IntroView: View {
              @State private var page = 0
              let pages = (1...2).map { i in
                IntroPage(
                  title: NSLocalizedString("intro.title.\(i)", comment: ""),
                  detail: NSLocalizedString("intro.detail.\(i)", comment: ""))
              }
              var body: some View {
                TabView(selection: $page) {
                  ForEach(pages.indices, id: \.self) { i in Text(pages[i].title).tag(i) }
                }
                .tabViewStyle(.page)
              }
            }
            """#
          ]),
        .reads(
          "pages as tuples, labelled by the array's declared type (`[(icon: String, title: String, detail: String)]`)",
          titles: ["Plan meals", "Shop smarter"],
          files: [
            "Onboarding/OnboardingView.swift": """
            import SwiftUI
            struct OnboardingView: View {
              @State private var page = 0
              private let pages: [(icon: String, title: String, detail: String)] = [
                ("fork.knife", "Plan meals", "A week at a glance."),
                ("basket", "Shop smarter", "Lists that sort themselves."),
              ]
              var body: some View {
                TabView(selection: $page) {
                  ForEach(pages.indices, id: \\.self) { i in Text(pages[i].title).tag(i) }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .reads(
          "labelled tuples, one of which leaves a label out: the others label it by position",
          titles: ["Plan meals", "Shop smarter", "Cook tonight"],
          files: [
            "Onboarding/OnboardingView.swift": """
            import SwiftUI
            struct OnboardingView: View {
              @State private var page = 0
              private let pages = [
                (title: "Plan meals", detail: "A week at a glance.", image: "plate"),
                (title: "Shop smarter", "Lists that sort themselves.", image: "basket"),
                (title: "Cook tonight", detail: "Recipes from what you have.", image: "pan"),
              ]
              var body: some View {
                TabView(selection: $page) {
                  ForEach(pages.indices, id: \\.self) { i in Text(pages[i].title).tag(i) }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .reads(
          "pages appended one by one where the screen loads, built in place or bound to a local first",
          titles: ["Plan meals", "Shop smarter", "Cook tonight"],
          files: [
            "Onboarding/OnboardingViewController.swift": """
            import UIKit
            struct OnboardingSlide { let title: String; let detail: String; let image: String }
            final class OnboardingViewController: UIViewController, UICollectionViewDataSource {
              @IBOutlet var collectionView: UICollectionView!
              var slides: [OnboardingSlide] = []
              override func viewDidLoad() {
                super.viewDidLoad()
                let first = OnboardingSlide(title: "Plan meals", detail: "A week at a glance.", image: "plate")
                slides.append(first)
                slides.append(OnboardingSlide(title: "Shop smarter", detail: "Lists that sort themselves.", image: "basket"))
                self.slides.append(OnboardingSlide(title: "Cook tonight", detail: "From what you have.", image: "pan"))
              }
              func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { slides.count }
              func collectionView(_ view: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
                view.dequeueReusableCell(withReuseIdentifier: "slide", for: path)
              }
            }
            """
          ]),
        .nearMiss(
          "pages appended from what a loop or a caller hands over: the values are not in the code",
          files: [
            "Onboarding/OnboardingViewController.swift": """
            import UIKit
            struct OnboardingSlide { let title: String; let detail: String; let image: String }
            final class OnboardingViewController: UIViewController {
              var slides: [OnboardingSlide] = []
              func load(_ fetched: [OnboardingSlide], extra: OnboardingSlide) {
                slides.append(OnboardingSlide(title: "Plan meals", detail: "A week at a glance.", image: "plate"))
                slides.append(extra)
                for slide in fetched { slides.append(slide) }
              }
            }
            """
          ]),
        .nearMiss(
          "unlabelled tuples with no declared type: nothing says which element is the title",
          files: [
            "Onboarding/OnboardingView.swift": """
            import SwiftUI
            struct OnboardingView: View {
              @State private var page = 0
              private let pages = [("fork.knife", "Plan meals"), ("basket", "Shop smarter")]
              var body: some View {
                TabView(selection: $page) {
                  ForEach(pages.indices, id: \\.self) { i in Text(pages[i].1).tag(i) }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ]),
        .nearMiss(
          "a trip's photos in a horizontal `ScrollView` that snaps to them: a content carousel, not an onboarding",
          files: [
            "Trips/TripDetailView.swift": """
            import SwiftUI
            struct Photo: Identifiable { let id = UUID(); let title: String; let caption: String; let image: String }
            struct TripDetailView: View {
              let photos = [
                Photo(title: "Harbour", caption: "Morning light on the boats.", image: "harbour"),
                Photo(title: "Old town", caption: "Lanes older than the map.", image: "town"),
              ]
              var body: some View {
                ScrollView(.horizontal) {
                  LazyHStack {
                    ForEach(photos) { photo in
                      VStack { Image(photo.image); Text(photo.title).font(.headline); Text(photo.caption) }
                    }
                  }
                }
                .scrollTargetBehavior(.viewAligned)
              }
            }
            """
          ]),
        .nearMiss(
          "a settings screen's rows: an array of titled values that a `List` shows, with no pager",
          files: [
            "Settings/SettingsView.swift": """
            import SwiftUI
            struct SettingRow { let title: String; let detail: String }
            struct SettingsView: View {
              let rows = [
                SettingRow(title: "Units", detail: "Metric or imperial."),
                SettingRow(title: "Reminders", detail: "When to nudge you."),
              ]
              var body: some View {
                List { ForEach(rows, id: \\.title) { row in VStack { Text(row.title); Text(row.detail) } } }
              }
            }
            """
          ]),
      ]
    })
}
