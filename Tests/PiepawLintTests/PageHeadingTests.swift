import Foundation
import Testing

@testable import PiepawLint

/// The title of a page built as a view is its heading, the most prominent text: not a smaller wordmark every page
/// shows above it, and not a `Text("")` spacer. A heading that really repeats is still reported.
@Suite struct PageHeadingTests {
  private func lint(_ files: [String: String], rule: String) throws -> [Diagnostic] {
    let tree = try TemporaryTree(files)
    return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == rule }
  }

  private func titles(_ files: [String: String]) throws -> [String?] {
    let tree = try TemporaryTree(files)
    let flow = try #require(try Linter().flows(paths: [tree.root]).projects.first?.flows.first)
    return flow.pages.map { $0.title?.literal }
  }

  /// A tour of three page views, each with a spacer, the app's wordmark in `wordmarkFont` and its heading (in
  /// `headingFont`) above a line of its own. Line 9 of each page file holds the heading.
  private func tour(
    headings: [String], wordmark: String = "Kibble", wordmarkFont: String = ".system(size: 18)",
    headingFont: String = ".system(size: 28, weight: .bold)"
  ) -> [String: String] {
    var files = [
      "Tour/TourView.swift": """
      import SwiftUI

      struct TourView: View {
        @State private var step = 0
        var body: some View {
          TabView(selection: $step) {
            TourStepOne().tag(0)
            TourStepTwo().tag(1)
            TourStepThree().tag(2)
          }
          .tabViewStyle(.page)
        }
      }

      """
    ]
    for (position, name) in ["One", "Two", "Three"].enumerated() {
      files["Tour/TourStep\(name).swift"] = """
        import SwiftUI

        struct TourStep\(name): View {
          var body: some View {
            VStack {
              Text("")
              Text("\(wordmark)")
                .font(\(wordmarkFont))
              Text("\(headings[position])")
                .font(\(headingFont))
              Text("Step \(name) of the tour, in a line of its own.")
                .font(.body)
            }
          }
        }

        """
    }
    return files
  }

  @Test func theWordmarkAboveEachHeadingIsNotTheTitle() throws {
    let files = tour(headings: ["Meet your pet", "Plan the walks", "Share the fun"])
    #expect(try titles(files) == ["Meet your pet", "Plan the walks", "Share the fun"])
    #expect(try lint(files, rule: "duplicate-title").isEmpty)
    #expect(try lint(files, rule: "blank-text").isEmpty)
  }

  @Test func aHeadingRepeatedOnTwoPagesIsReportedAtTheRepeat() throws {
    let files = tour(headings: ["Meet your pet", "Meet your pet", "Share the fun"])
    let found = try lint(files, rule: "duplicate-title")
    #expect(found.count == 1)
    #expect(found.first?.location.file.hasSuffix("TourStepTwo.swift") == true)
    #expect(found.first?.location.line == 9)
    #expect(
      found.first?.message
        == "This title repeats \"Meet your pet\" from line 9 of `TourStepOne.swift`; give each page its own title.")
  }

  /// The text every page repeats is the largest of each: it is the pages' title, and its repeats are reported.
  @Test func aRepeatedTextThatIsTheLargestIsTheTitle() throws {
    let files = tour(
      headings: ["Meet your pet", "Plan the walks", "Share the fun"], wordmarkFont: ".largeTitle",
      headingFont: ".title3")
    #expect(try titles(files) == ["Kibble", "Kibble", "Kibble"])
    #expect(try lint(files, rule: "duplicate-title").count == 2)
  }

  /// A paw drawn at 72 pt above each heading is an illustration: a text with no letter is no heading.
  @Test func anEmojiDrawnLargeIsNotTheTitle() throws {
    let files = tour(
      headings: ["Meet your pet", "Plan the walks", "Share the fun"], wordmark: "🐾", wordmarkFont: ".system(size: 72)")
    #expect(try titles(files) == ["Meet your pet", "Plan the walks", "Share the fun"])
  }

  /// Where the fonts are not read, the text every page shows first is a header, as before.
  @Test func withoutSizesTheFirstTextEveryPageSharesIsAHeader() throws {
    let files = tour(
      headings: ["Meet your pet", "Plan the walks", "Share the fun"], wordmarkFont: "Theme.logo",
      headingFont: "Theme.heading")
    #expect(try titles(files) == ["Meet your pet", "Plan the walks", "Share the fun"])
  }
}
