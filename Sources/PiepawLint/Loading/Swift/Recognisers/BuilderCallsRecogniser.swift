/// Finds pages added one call at a time to a builder of the app's (`deck.add(title: "Collect recipes", detail:
/// "…")`, in order, in one block), where the method appends a page model built from its parameters to an array
/// the builder holds (`func add(title: String, detail: String) { slides.append(Slide(title: title, detail:
/// detail)) }`). Each argument is the model's field its parameter is passed to. The calls are pages only where a
/// pager shows the array or the names speak of onboarding: a menu built the same way is not a flow.
struct BuilderCallsRecogniser: FlowShape {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let evidence: FlowEvidence

  /// A method that appends a page model built from its parameters: the array, the model, and the model's label
  /// each parameter label is passed to.
  private struct Builder {
    var owner: String
    var method: String
    var array: String
    var model: PageModelInference.Model
    var modelLabels: [String: String]
  }

  func flows() -> [RecognisedFlow] {
    // Plain loops: a method reference handed to `compactMap` copies this recogniser for every type.
    var builders: [String: [Builder]] = [:]
    for file in index.files {
      for type in file.types where type.functions.contains(where: Self.appends) {
        if let builder = builder(type) { builders[builder.method, default: []].append(builder) }
      }
    }
    guard !builders.isEmpty else { return [] }
    return index.files.flatMap { file in
      let groups = Dictionary(
        grouping: file.memberCalls.filter { builders[$0.method] != nil },
        by: { "\($0.block) \($0.receiver.joined(separator: ".")).\($0.method)" })
      return groups.values.compactMap { calls in flow(of: calls, builders: builders[calls[0].method] ?? [], in: file) }
    }
    .sorted { $0.flow.location < $1.flow.location }
  }

  /// A method whose body appends to something (`slides.append(…)`): asked of every method, before anything else.
  private static func appends(_ function: SwiftFunctionDeclaration) -> Bool {
    !function.isStatic && function.returned?.call?.callee.last == "append"
  }

  /// The type's one method that appends a page model to an array property of its own.
  private func builder(_ type: SwiftTypeDeclaration) -> Builder? {
    let appending = type.functions.filter(Self.appends)
    let arrays = Set(index.properties(of: type.name).filter { $0.isStored && !$0.isStatic }.map(\.name))
    for function in appending {
      guard let appended = function.returned?.call, let array = appended.callee.dropLast().last, arrays.contains(array),
        appended.callee.dropLast().count == 1 || appended.callee.first == "self",
        let built = appended.arguments.first?.value.call, let typeName = built.typeName,
        let model = inference.model(named: typeName)
      else { continue }
      var labels: [String: String] = [:]
      for argument in built.arguments {
        guard let label = argument.label, let path = argument.value.path, path.count == 1,
          let parameter = function.parameters.first(where: { $0.name == path[0] })
        else { continue }
        labels[parameter.label ?? "_"] = label
      }
      guard labels.values.contains(where: { model.roles[$0] == .title }) else { continue }
      return Builder(owner: type.name, method: function.name, array: array, model: model, modelLabels: labels)
    }
    return nil
  }

  private func flow(of calls: [SwiftMemberCall], builders: [Builder], in file: SwiftFileIndex) -> RecognisedFlow? {
    // One builder by that name, whose labels every call uses.
    let fitting = builders.filter { builder in
      calls.allSatisfy { call in call.arguments.allSatisfy { builder.modelLabels[$0.label ?? "_"] != nil } }
    }
    guard calls.count >= 2, fitting.count == 1, let builder = fitting.first else { return nil }
    let shown =
      evidence.isShownByAPager(name: builder.array, owner: builder.owner)
      || evidence.speaksOfOnboarding(
        names: [builder.owner, builder.array, calls[0].receiver.last], file: file.path)
    guard shown else { return nil }
    let fields = PageFieldReader(index: index, file: file, enclosingType: builder.owner)
    let pages = calls.map { call -> Page in
      var page = Page(location: call.location)
      for argument in call.arguments {
        guard let label = builder.modelLabels[argument.label ?? "_"], let role = builder.model.roles[label] else {
          continue
        }
        fields.fill(
          &page, role: role, value: argument.value, verbatimText: builder.model.verbatimTextLabels.contains(label))
      }
      return page
    }
    let flow = Flow(
      kind: .builderCalls, location: calls[0].location, name: builder.array, pages: pages,
      modelType: builder.model.name)
    return RecognisedFlow(flow: flow, file: file.path, dataName: builder.array, enclosingType: builder.owner)
  }
}

extension Flow.Kind {
  /// Pages added by calls to a builder: `deck.add(title: "…")`.
  static let builderCalls = Flow.Kind(
    "builder-calls", traits: Flow.Traits(pagesAreOneCollection: true, pagesAreData: true, pageViews: .dataPager))
}

extension BuilderCallsRecogniser {
  static let description = FlowShapeDescription(
    kind: .builderCalls,
    summary: """
      pages added one call at a time to a builder of the app's, `deck.add(title: "…", detail: "…")`, whose method \
      appends a page model built from its parameters (`slides.append(Slide(title: title, …))`) to an array a pager \
      shows
      """,
    examples: {
      [
        .reads(
          "a slide deck filled by calls in order, its slides shown by a paged `TabView`",
          titles: ["Collect recipes", "Cook step by step"],
          files: [
            "Intro/SlideDeck.swift": """
            struct Slide { let title: String; let detail: String }
            final class SlideDeck {
              private(set) var slides: [Slide] = []
              func add(title: String, detail: String) { slides.append(Slide(title: title, detail: detail)) }
            }
            """,
            "Intro/IntroView.swift": """
            import SwiftUI
            struct IntroView: View {
              @State private var page = 0
              private let deck: SlideDeck = {
                let deck = SlideDeck()
                deck.add(title: "Collect recipes", detail: "Save them from any site.")
                deck.add(title: "Cook step by step", detail: "Hands-free timers.")
                return deck
              }()
              var body: some View {
                TabView(selection: $page) {
                  ForEach(deck.slides.indices, id: \\.self) { i in Text(deck.slides[i].title).tag(i) }
                }
                .tabViewStyle(.page)
              }
            }
            """,
          ]),
        .nearMiss(
          "a menu built by the same calls: no pager shows its items and no name speaks of onboarding",
          files: [
            "Settings/MenuBuilder.swift": """
            struct MenuItem { let title: String; let detail: String }
            final class MenuBuilder {
              private(set) var items: [MenuItem] = []
              func add(title: String, detail: String) { items.append(MenuItem(title: title, detail: detail)) }
            }
            func settingsMenu() -> MenuBuilder {
              let menu = MenuBuilder()
              menu.add(title: "Account", detail: "Name and email.")
              menu.add(title: "Privacy", detail: "What we keep.")
              return menu
            }
            """
          ]),
      ]
    })
}
