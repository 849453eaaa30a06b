import Testing

@testable import PiepawLint

/// A page field is judged as the page's text by how the page view uses it: shown only when not empty, not shown
/// at all, or shown as the card's text.
@Suite struct PageFieldUseTests {
  /// A card that shows `step.caption`, inside `if !step.caption.isEmpty` or always; the caption's translation is
  /// empty on the second page.
  private static func app(captionShown shown: String) -> [ExampleApp.File] {
    let flow = """
      import SwiftUI

      struct Step: Identifiable {
        let id: Int
        let title: String
        let caption: LocalizedStringKey
      }

      let steps = [
        Step(id: 0, title: "Plant seeds", caption: "caption.sun"),
        Step(id: 1, title: "Water daily", caption: "caption.water"),
      ]

      struct GardenOnboarding: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) {
            ForEach(steps) { step in
              StepCard(step: step).tag(step.id)
            }
          }
          .tabViewStyle(.page)
        }
      }

      struct StepCard: View {
        let step: Step
        var body: some View {
          VStack {
            Text(step.title)
      \(shown)
          }
        }
      }

      """
    // The translator left the second caption empty: a blank text wherever the card shows it.
    let table = "\"caption.sun\" = \"Pick a sunny spot.\";\n\"caption.water\" = \"\";\n"
    return [("App/Garden.swift", flow), ("App/en.lproj/Localizable.strings", table)]
  }

  @Test func anEmptyTextShownOnlyWhenNotEmptyIsNotBlank() throws {
    let guarded = Self.app(captionShown: "      if !step.caption.isEmpty { Text(step.caption) }")
    #expect(try ExampleRun(RuleExample(files: guarded), rule: BlankTextRule.self).reported.isEmpty)
  }

  /// The `else` of an emptiness test (`if step.caption == "" { Icons() } else { Text(step.caption) }`) shows the
  /// text only when it is not empty; the first block of the same test shows it empty.
  @Test func theElseOfAnEmptinessTestShowsNoEmptyText() throws {
    for test in ["step.caption == \"\"", "step.caption.isEmpty"] {
      let otherwise = Self.app(
        captionShown: "      if \(test) { Image(systemName: \"iphone\") } else { Text(step.caption) }")
      #expect(try ExampleRun(RuleExample(files: otherwise), rule: BlankTextRule.self).reported.isEmpty, "\(test)")
      let inverted = Self.app(
        captionShown: "      if \(test) { Text(step.caption) } else { Image(systemName: \"iphone\") }")
      #expect(try ExampleRun(RuleExample(files: inverted), rule: BlankTextRule.self).reported.count == 1, "\(test)")
    }
  }

  @Test func anEmptyTextShownAlwaysIsBlank() throws {
    let always = Self.app(captionShown: "      Text(step.caption)")
    let reported = try ExampleRun(RuleExample(files: always), rule: BlankTextRule.self).reported
    #expect(reported.count == 1)
    #expect(reported.allSatisfy { $0.hasPrefix("App/en.lproj/Localizable.strings:2:") }, "\(reported)")
  }

  @Test func aGuardWithAnElseShowsTheTextAnyway() throws {
    let either = Self.app(
      captionShown: "      if !step.caption.isEmpty { Text(step.caption) } else { Text(step.caption) }")
    #expect(try ExampleRun(RuleExample(files: either), rule: BlankTextRule.self).reported.count == 1)
  }

  /// A card over a catalogue of plants: it shows `title` and `tagline`, `description` only on a detail screen.
  private static func catalogue(cardShows shown: String) -> [ExampleApp.File] {
    let long = String(repeating: "Long care description for the detail screen. ", count: 8)
    let source = """
      import SwiftUI

      struct Plant: Identifiable {
        let id = UUID()
        let title: String
        let tagline: String
        let description: String
      }

      let plants = [
        Plant(title: "Fern", tagline: "Likes shade.", description: "\(long)"),
        Plant(title: "Cactus", tagline: "Likes sun.", description: "\(long)"),
        Plant(title: "Ivy", tagline: "", description: "Short."),
      ]

      struct PlantTour: View {
        var body: some View {
          TabView {
            ForEach(plants) { plant in
              PlantCard(plant: plant)
            }
          }
          .tabViewStyle(.page)
        }
      }

      struct PlantCard: View {
        var plant: Plant
        var body: some View {
          VStack {
            Text(plant.title)
            Text(plant.\(shown))
          }
        }
      }

      """
    return [("App/Plants.swift", source)]
  }

  @Test func aFieldTheCardNeverShowsIsNoPageText() throws {
    let files = Self.catalogue(cardShows: "tagline")
    #expect(try ExampleRun(RuleExample(files: files), rule: DescriptionLengthRule.self).reported.isEmpty)
    let flow = SwiftContentLoader.load(path: "/app/Plants.swift", source: files[0].text, schema: .default).flows.first
    #expect(flow?.pages.prefix(2).map(\.description?.literal) == ["Likes shade.", "Likes sun."])
  }

  /// A title field the page never names, where the page shows the model's other text (`Text(item.content)`), is an
  /// editor's label the user never sees: the page has no title. Near misses: a page that shows `item.title`, and one
  /// that shows no text of the model at all (its texts are not known), keep the title.
  @Test func aTitleThePageNeverNamesIsNoTitle() throws {
    func titles(_ content: String) throws -> [String?] {
      let source = """
        struct Memo { let id: Int; let image: String; let title: String; let content: String }
        let memos = [
          Memo(id: 0, image: "memo-1", title: "Core feature", content: "Keep what you saw."),
          Memo(id: 1, image: "memo-2", title: "Second feature", content: "Share it with friends."),
        ]
        struct MemoOnboarding: View {
          @State private var current = 0
          var body: some View {
            TabView(selection: $current) {
              ForEach(memos, id: \\.id) { item in
                VStack { \(content); Image(item.image).resizable().scaledToFit() }.tag(item.id)
              }
            }
            .tabViewStyle(.page)
          }
        }
        """
      let flow = try #require(
        SwiftContentLoader.load(path: "/app/Onboarding/MemoOnboarding.swift", source: source, schema: .default)
          .flows.first)
      return flow.pages.map(\.title?.literal)
    }
    #expect(try titles("Text(item.content).bold()") == [nil, nil])
    #expect(try titles("Text(item.title); Text(item.content)") == ["Core feature", "Second feature"])
    #expect(try titles("Text(\"Welcome\")") == ["Core feature", "Second feature"])
  }

  @Test func aLongDescriptionTheCardShowsIsStillTooLong() throws {
    let files = Self.catalogue(cardShows: "description")
    #expect(try ExampleRun(RuleExample(files: files), rule: DescriptionLengthRule.self).reported.count == 2)
  }
}
