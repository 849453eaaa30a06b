import Foundation
import Testing

@testable import PiepawLint

/// A page indicator's `ForEach` follows the current page (it compares its element with the selection) or is drawn
/// by a view named as an indicator; shapes that never look at the page are decoration, not progress capsules.
@Suite struct IndicatorEvidenceTests {
  private func counts(_ source: String) -> [CapsuleCount] {
    SwiftContentLoader.load(path: "/app/Snippet.swift", source: source, schema: .default).capsuleCounts
  }

  private func lint(_ source: String, rule: String) throws -> [Diagnostic] {
    let tree = try TemporaryTree(["Welcome/WelcomeFlow.swift": source])
    return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == rule }
  }

  @Test(arguments: [
    "ForEach(0..<4) { index in Circle().fill(index == currentPage ? .white : .gray) }",
    "ForEach(0..<4) { i in Capsule().opacity(i <= step ? 1 : 0.3) }",
    "ForEach(0..<4) { Circle().fill(currentPage == $0 ? .white : .gray) }",
    "ForEach(Step.allCases) { step in Capsule().opacity(step.rawValue <= model.step.rawValue ? 1 : 0.3) }",
    "ForEach(0..<4) { (i) in if i == self.page { Capsule() } else { Circle() } }",
    // The element and the view's property share a name: `self.step` is the selection.
    "ForEach(Step.allCases, id: \\.rawValue) { step in Circle().fill((step == self.step) ? .white : .gray) }",
    "ForEach(Array(pages.enumerated()), id: \\.offset) { index, _ in Circle().scaleEffect(index + 1 == shown ? 2 : 1) }",
  ])
  func anIndicatorFollowsTheCurrentPage(_ line: String) {
    #expect(counts(line).count == 1)
  }

  @Test(arguments: [
    // Rings around an icon: the index sizes them, and nothing looks at the page.
    "ForEach(0..<3) { index in Circle().stroke(lineWidth: 2).frame(width: 120 + CGFloat(index * 20)) }",
    "ForEach(0..<3) { _ in Circle().fill(isAnimating ? .white : .gray) }",
    "ForEach(0..<5) { Image(systemName: \"star.fill\").opacity(Double($0) * 0.2) }",
    "ForEach(0..<6) { i in Rectangle().fill(i % 2 == 0 ? .white : .black) }",
    "ForEach(0..<3) { i in Circle().opacity(i == 0 ? 1 : 0.5) }",
    "ForEach(Step.allCases) { step in Circle().fill(step == .welcome ? .white : .gray) }",
  ])
  func shapesThatNeverLookAtThePageAreDecoration(_ line: String) {
    #expect(counts(line).isEmpty)
  }

  @Test func aViewNamedAsAnIndicatorIsOneWhateverItsBody() {
    let source = """
      struct PageDots: View {
        var body: some View { HStack { ForEach(0..<4) { _ in Circle().frame(width: 6) } } }
      }
      """
    #expect(counts(source).map(\.count) == [.literal(4)])
  }

  /// A welcome flow of four slides whose view pulses three rings around the slide's symbol, above its page dots
  /// (`dots`, line 33).
  private func welcome(dots: String) -> String {
    """
    import SwiftUI

    struct Slide { let title: String; let text: String; let symbol: String }

    struct WelcomeFlow: View {
      @State private var shown = 0
      @State private var pulsing = false
      let slides = [
        Slide(title: "Block trackers", text: "Browse without being followed.", symbol: "shield"),
        Slide(title: "Save data", text: "Pages load lighter.", symbol: "bolt"),
        Slide(title: "See the report", text: "Know what was stopped.", symbol: "chart.bar"),
        Slide(title: "All set", text: "You are protected.", symbol: "checkmark"),
      ]

      var body: some View {
        VStack {
          TabView(selection: $shown) {
            ForEach(slides.indices, id: \\.self) { index in
              Text(slides[index].title).tag(index)
            }
          }
          .tabViewStyle(.page(indexDisplayMode: .never))
          ZStack {
            ForEach(0..<3) { ring in
              Circle()
                .stroke(Color.blue.opacity(0.4), lineWidth: 2)
                .frame(width: 90 + CGFloat(ring * 24))
                .scaleEffect(pulsing ? 1.1 : 0.9)
            }
            Image(systemName: slides[shown].symbol)
          }
          HStack {
            \(dots)
          }
        }
      }
    }

    """
  }

  @Test func ringsAroundAnIconAreNoIndicatorAndTheDotsAre() throws {
    let dots = "ForEach(0..<slides.count, id: \\.self) { dot in Circle().fill(dot == shown ? .blue : .gray) }"
    #expect(try lint(welcome(dots: dots), rule: "progress-capsule-count").isEmpty)
    let file = SwiftContentLoader.load(path: "/app/WelcomeFlow.swift", source: welcome(dots: dots), schema: .default)
    #expect(file.capsuleCounts.map { $0.location.line } == [33])
  }

  @Test func wrongDotsBesideTheRingsAreStillReported() throws {
    let dots = "ForEach(0..<3, id: \\.self) { dot in Circle().fill(dot == shown ? .blue : .gray) }"
    let found = try lint(welcome(dots: dots), rule: "progress-capsule-count")
    #expect(found.map(\.location.line) == [33])
    #expect(found.first?.severity == .error)
  }
}
