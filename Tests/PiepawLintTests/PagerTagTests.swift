import Foundation
import Testing

@testable import PiepawLint

/// Tags are what the pager's `.tag(…)` reads: a model's `id` or `tag` values, or the positions, whatever the
/// selection starts at.
@Suite struct PagerTagTests {
  private func flows(_ source: String) -> [Flow] {
    SwiftContentLoader.load(path: "/app/Onboarding/OnboardingView.swift", source: source, schema: .default).flows
  }

  private func lint(_ source: String, rule: String) throws -> [Diagnostic] {
    let tree = try TemporaryTree(["Onboarding/OnboardingView.swift": source])
    return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == rule }
  }

  /// An onboarding view over pages with ids (and tags) as given, tagged by `tag` (source, `page` in scope, or
  /// `$0` where `closure` has no parameter), its selection starting at `start`, its button hidden by `check`.
  private func onboarding(
    ids: [Int] = [1, 2, 3], tags: [Int]? = nil, tag: String = ".tag(page.id)", parameter: String = "page in",
    data: String = "pages", start: Int = 1, check: String = "selectedPage != 3"
  ) -> String {
    let pages = ids.enumerated().map { position, id in
      let tagArgument = tags.map { ", tag: \($0[position])" } ?? ""
      return "    OnboardingPage(id: \(id)\(tagArgument), title: \"Title \(id)\", text: \"Text \(id).\"),"
    }
    let tagField = tags == nil ? "" : "\n  let tag: Int"
    return """
      import SwiftUI

      struct OnboardingPage: Identifiable {
        let id: Int\(tagField)
        let title: String
        let text: String
      }

      struct OnboardingView: View {
        @State private var selectedPage = \(start)
        let pages = [
      \(pages.joined(separator: "\n"))
        ]

        var body: some View {
          TabView(selection: $selectedPage) {
            ForEach(\(data)) { \(parameter)
              PageView(title: page.title)\(tag)
            }
          }
          .tabViewStyle(.page)
          if \(check) {
            Button("Next") { selectedPage += 1 }
          }
        }
      }

      struct PageView: View {
        let title: String
        var body: some View { Text(title) }
      }

      """
  }

  @Test(arguments: [0, 1])
  func idsOneToThreeAreTheTagsWhateverTheSelectionStartsAt(start: Int) throws {
    let flow = try #require(flows(onboarding(start: start)).first)
    #expect(flow.pages.map(\.tag?.literal) == [1, 2, 3])
    #expect(flow.tagBase == 1)
    #expect(try lint(onboarding(start: start), rule: "last-page-index").isEmpty)
  }

  @Test func aWrongLastPageOverIdsOneToThreeIsStillReported() throws {
    let found = try lint(onboarding(check: "selectedPage != 2"), rule: "last-page-index")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("treats index 2 as the last page") == true)
    #expect(found.first?.message.contains("last index 3") == true)
  }

  @Test func theShorthandParameterAndTheImplicitIdTagAlike() throws {
    let shorthand = onboarding(tag: ".tag($0.id)", parameter: "", start: 0)
      .replacingOccurrences(of: "PageView(title: page.title)", with: "PageView(title: $0.title)")
    #expect(try #require(flows(shorthand).first).pages.map(\.tag?.literal) == [1, 2, 3])
    #expect(try lint(shorthand, rule: "last-page-index").isEmpty)
    // No `.tag`: SwiftUI tags each page with its `id`.
    #expect(try #require(flows(onboarding(tag: "")).first).pages.map(\.tag?.literal) == [1, 2, 3])
  }

  @Test func aModelWithIdAndTagIsTaggedByWhatTheTagReads() throws {
    let byTag = onboarding(
      ids: [10, 20, 30], tags: [0, 1, 2], tag: ".tag(page.tag)", start: 0, check: "selectedPage != 2")
    let flow = try #require(flows(byTag).first)
    #expect(flow.pages.map(\.tag?.literal) == [0, 1, 2])
    #expect(try lint(byTag, rule: "last-page-index").isEmpty)
    #expect(try lint(byTag, rule: "tag-sequence").isEmpty)
    let byId = onboarding(ids: [1, 2, 3], tags: [7, 8, 9], tag: ".tag(page.id)")
    #expect(try #require(flows(byId).first).pages.map(\.tag?.literal) == [1, 2, 3])
  }

  @Test func tagsOverIndicesAreThePositionsNotTheIds() throws {
    let source = onboarding(
      tag: ".tag(index)", parameter: "index in", data: "pages.indices", start: 0, check: "selectedPage != 2"
    ).replacingOccurrences(of: "PageView(title: page.title)", with: "PageView(title: pages[index].title)")
    let flow = try #require(flows(source).first)
    #expect(flow.pages.map(\.tag?.literal) == [0, 1, 2])
    #expect(try lint(source, rule: "tag-sequence").isEmpty)
    #expect(try lint(source, rule: "last-page-index").isEmpty)
  }

  @Test func aSelectionStartingAtNoPagesTagIsReportedAtItsStart() throws {
    let found = try lint(onboarding(start: 0), rule: "tag-sequence")
    #expect(found.map(\.location.line) == [10])
    #expect(found.first?.message.hasPrefix("The selection starts at 0, but no page has that tag") == true)
    #expect(try lint(onboarding(start: 1), rule: "tag-sequence").isEmpty)
    // Tags out of order are reported at the tags, as before.
    let swapped = try lint(onboarding(ids: [1, 3, 2]), rule: "tag-sequence")
    #expect(swapped.map(\.location.line) == [13, 14])
  }
}
