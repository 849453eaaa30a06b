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

  /// `Tour/TourView.swift`: a paged `TabView` of the views `pages`, tagged 0, 1, ….
  private static func tourView(paging pages: [String]) -> String {
    let children = pages.enumerated().map { "            \($0.element)().tag(\($0.offset))" }.joined(separator: "\n")
    return """
      import SwiftUI

      struct TourView: View {
        @State private var step = 0
        var body: some View {
          TabView(selection: $step) {
      \(children)
          }
          .tabViewStyle(.page)
        }
      }

      """
  }

  /// A tour of three page views, each with a spacer, the app's wordmark in `wordmarkFont` and its heading (in
  /// `headingFont`) above a line of its own. Line 9 of each page file holds the heading.
  private func tour(
    headings: [String], wordmark: String = "Kibble", wordmarkFont: String = ".system(size: 18)",
    headingFont: String = ".system(size: 28, weight: .bold)"
  ) -> [String: String] {
    var files = ["Tour/TourView.swift": Self.tourView(paging: ["TourStepOne", "TourStepTwo", "TourStepThree"])]
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

  /// A letter drawn at 72 pt above each heading is a monogram, no heading; a word drawn as large still is one
  /// (`aRepeatedTextThatIsTheLargestIsTheTitle`).
  @Test func aMonogramDrawnLargeIsNotTheTitle() throws {
    let files = tour(
      headings: ["Meet your pet", "Plan the walks", "Share the fun"], wordmark: "K", wordmarkFont: ".system(size: 72)")
    #expect(try titles(files) == ["Meet your pet", "Plan the walks", "Share the fun"])
  }

  /// Two pages that each show a sample of what the user types, then the heading and its text, in the fonts
  /// `title` and `body` name, which `typography` (another file) may declare.
  private func samplePages(typography: String?, title: String = ".brandTitle", body: String = ".brandBody")
    -> [String: String]
  {
    let pages = [
      ("SampleWalks", "Walk Rex at 7am #dogs", "Just type it", "Plain words become plans."),
      ("SampleVisits", "Vet on Friday 3pm p1", "Never miss a visit", "Reminders come early."),
    ]
    var files = ["Tour/TourView.swift": Self.tourView(paging: ["SampleWalks", "SampleVisits"])]
    for (name, sample, heading, text) in pages {
      files["Tour/\(name).swift"] = """
        import SwiftUI

        struct \(name): View {
          var body: some View {
            VStack {
              Text("\(sample)").font(\(body))
              Text("\(heading)").font(\(title))
              Text("\(text)").font(\(body))
            }
          }
        }

        """
    }
    files["Theme/Typography.swift"] = typography
    return files
  }

  /// `.font(.brandTitle)` is drawn in the font the project's `extension Font` declares, in another file: the
  /// 28 pt bold heading is the title, not the sample line above it in 15 pt.
  @Test func aFontConstantOfTheProjectTellsTheHeading() throws {
    let typography = """
      import SwiftUI

      extension Font {
        static let brandTitle = Font.system(size: 28, weight: .bold, design: .serif)
        static var brandBody: Font { .system(size: 15, weight: .regular) }
      }

      """
    #expect(try titles(samplePages(typography: typography)) == ["Just type it", "Never miss a visit"])
    // The near miss: with no declaration to read, the first text is taken, as before.
    #expect(try titles(samplePages(typography: nil)) == ["Walk Rex at 7am #dogs", "Vet on Friday 3pm p1"])
  }

  /// `Theme.Fonts.title` names a nested type's constant; a name two declarations give different fonts is not
  /// followed.
  @Test func aThemeFontIsFollowedUnlessItsNameIsAmbiguous() throws {
    let theme = """
      import SwiftUI

      enum Theme {
        enum Fonts {
          static let title: Font = .custom("Inter-Bold", size: 30)
          static let body = Font.custom("Inter-Regular", size: 16)
        }
      }

      """
    let pages = { (typography: String) in
      self.samplePages(typography: typography, title: "Theme.Fonts.title", body: "Theme.Fonts.body")
    }
    #expect(try titles(pages(theme)) == ["Just type it", "Never miss a visit"])
    let ambiguous =
      theme + """

        enum Legacy {
          enum Fonts {
            static let title = Font.system(size: 12)
          }
        }

        """
    #expect(try titles(pages(ambiguous)) == ["Walk Rex at 7am #dogs", "Vet on Friday 3pm p1"])
  }
}
