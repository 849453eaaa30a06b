import Foundation
import Testing

@testable import PiepawLint

@Suite struct JSONContentLoaderTests {
  private let welcomePath = CatalogsTestSupport.fixture("content/welcome.onboarding.json")
  private let brokenPath = CatalogsTestSupport.fixture("content/broken.onboarding.json")

  private func load(_ source: String) -> ContentFile {
    JSONContentLoader.load(path: "/c/x.onboarding.json", source: source)
  }

  @Test func readsOneFlowWithPagesInOrder() throws {
    let file = JSONContentLoader.load(path: welcomePath)
    #expect(file.problems.isEmpty, "\(file.problems)")
    let flow = try #require(file.flows.first)
    #expect(file.flows.count == 1)
    #expect(flow.source == .json)
    #expect(flow.name == "welcome.onboarding.json")
    #expect(flow.location == .text(welcomePath, line: 6, column: 12))
    #expect(
      flow.declaredCapsuleCount
        == Field(.literal(3), at: .text(welcomePath, line: 4, column: 23), span: TextSpan(offset: 103, text: "3")))
    #expect(flow.pages.map(\.tag?.literal) == [0, 1, 2])
    #expect(flow.pages.map(\.title?.literal) == ["Meet Piepaw", "Café ☕️ walks", "Ready?"])
    #expect(flow.pages.map(\.location.line) == [7, 8, 16])
    #expect(flow.pages.map(\.location.column) == [5, 5, 5])
  }

  @Test func fieldsKeepTheirValueLocationsAndAssetNames() throws {
    let pages = try #require(JSONContentLoader.load(path: welcomePath).flows.first?.pages)
    #expect(pages[0].tag?.location == .text(welcomePath, line: 7, column: 13))
    #expect(pages[0].title?.location == .text(welcomePath, line: 7, column: 25))
    #expect(pages[0].background?.literal == .nameOrSymbol("onboarding-1"))
    #expect(pages[0].icon?.literal == .nameOrSymbol("icon_onboarding_1"))
    #expect(pages[1].title?.location == .text(welcomePath, line: 10, column: 16))
    #expect(pages[1].icon == Field(.literal(.nameOrSymbol("Poses/A-1")), at: .text(welcomePath, line: 13, column: 15)))
    #expect(pages[2].description?.literal == "Sign in to start.")
  }

  @Test func suppressionsAtTopLevelAndOnAPage() {
    let file = JSONContentLoader.load(path: welcomePath)
    #expect(
      file.suppressions == [
        SuppressionDirective(
          action: .disable, ruleIDs: ["duplicate-title"], location: .text(welcomePath, line: 1, column: 1)),
        SuppressionDirective(
          action: .disable, ruleIDs: ["title-length", "blank-text"], location: .text(welcomePath, line: 16, column: 5)),
      ])
  }

  @Test func wrongTypesUnknownAndDuplicateKeysAreProblemsAtTheirPositions() throws {
    let file = JSONContentLoader.load(path: brokenPath)
    let problems = file.problems.map { "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.message)" }
    let expected = [
      "2:23 `progressCapsules` must be an integer; found a string. Write 3 without quotes.",
      "4:13 `tag` must be an integer; found a string. Write 1 without quotes.",
      "4:27 `title` must be a string; found an integer. Put the text in double quotes.",
      "4:46 `description` must be a string; found null. Put the text in double quotes.",
      "4:80 `icon` must be a string; found an array. Name the asset by its catalog name or symbol, e.g. \"onboarding-1\".",
      "5:13 `tag` must be an integer; found a number with a fraction (1.5). Use a whole number such as 0, 1 or 2.",
      "5:18 Unknown key `titel` in a page; did you mean `title`?",
      "5:35 Unknown key `subtitle` in a page; it is not read. Known keys are `tag`, `title`, `description`, "
        + "`background`, `icon`, `piepaw-lint-disable`; start a key with `_` to mark it as metadata.",
      "6:5 Each page must be an object like {\"tag\": 0, \"title\": \"…\"}; found a string. Replace it with a page "
        + "object or remove it.",
      "7:30 Duplicate key `title` in the page; only the first one (line 7) is read. Remove one of them.",
      "9:3 Unknown key `progresCapsules` at the top level; did you mean `progressCapsules`?",
    ]
    #expect(problems.sorted() == expected.sorted())
    let flow = try #require(file.flows.first)
    #expect(flow.declaredCapsuleCount == nil)
    #expect(flow.pages.count == 3)
    #expect(flow.pages[0].tag == nil && flow.pages[0].title == nil && flow.pages[0].icon == nil)
    #expect(flow.pages[0].background?.literal == .nameOrSymbol("bg"))
    #expect(flow.pages[1].title?.literal == "Second")
    #expect(flow.pages[2].title?.literal == "A")
  }

  @Test func wholeNumberWrittenWithAFractionIsAccepted() {
    let file = load(#"{"pages": [{"tag": 1.0}], "progressCapsules": 2e0}"#)
    #expect(file.problems.isEmpty)
    #expect(file.flows.first?.pages.first?.tag?.literal == 1)
    #expect(file.flows.first?.declaredCapsuleCount?.literal == 2)
  }

  @Test func syntaxErrorIsOneProblemAtItsLocation() throws {
    let file = load("{\n  \"pages\": [\n    {\"tag\": 0,}\n  ]\n}")
    #expect(file.flows.isEmpty)
    let problem = try #require(file.problems.first)
    #expect(file.problems.count == 1)
    #expect(problem.location == .text("/c/x.onboarding.json", line: 3, column: 14))
    #expect(problem.message == "Invalid JSON: trailing comma before '}'; remove the comma.")
  }

  @Test(arguments: [
    ("[]", "must hold an object", 1),
    ("{}", "has no `pages`", 1),
    (#"{"_pages": []}"#, "has no `pages`", 1),
    (#"{"pages": {"tag": 0}}"#, "`pages` must be an array of page objects; found an object", 11),
    (#"{"pages": [], "piepaw-lint-disable": "title-length"}"#, "must be an array of rule ids", 38),
    (#"{"pages": [], "piepaw-lint-disable": [1]}"#, "must list rule ids as strings", 39),
  ])
  func shapeProblems(source: String, message: String, column: Int) throws {
    let problem = try #require(load(source).problems.first)
    #expect(problem.message.contains(message), "\(problem.message)")
    #expect(problem.location.column == column)
  }

  @Test func emptyPagesMakeAnEmptyFlow() {
    let file = load(#"{"pages": []}"#)
    #expect(file.problems.isEmpty)
    #expect(file.flows.first?.pages.isEmpty == true)
  }

  @Test func unreadableFilesBecomeProblems() {
    let missing = JSONContentLoader.load(path: "/nonexistent/none.onboarding.json")
    #expect(missing.flows.isEmpty)
    #expect(missing.problems.first?.message.contains("Cannot open the file") == true)
  }

  @Test func editDistanceSuggestsOnlyAClearNearestKey() {
    #expect(NearestName.find("decription", among: JSONContentLoader.pageKeys) == "description")
    #expect(NearestName.find("subtitle", among: JSONContentLoader.pageKeys) == nil)
  }

  @Test func mutatedContentNeverCrashes() throws {
    let source = try String(contentsOfFile: welcomePath, encoding: .utf8)
    var fuzz = CatalogsTestSupport.FuzzGenerator(seed: 7)
    let alphabet = Array("{}[],:\"\\ 0-1.x_$".utf8)
    for _ in 0..<1500 {
      let file = load(String(decoding: fuzz.mutate(source, edits: 4, alphabet: alphabet), as: UTF8.self))
      #expect(file.flows.count <= 1)
      for problem in file.problems { #expect(problem.message.hasSuffix(".") || problem.message.hasSuffix("?")) }
    }
    for end in stride(from: 0, to: source.utf8.count, by: 7) {
      _ = load(String(decoding: source.utf8.prefix(end), as: UTF8.self))
    }
  }
}
