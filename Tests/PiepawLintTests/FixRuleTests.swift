import Foundation
import Testing

@testable import PiepawLint

/// Each kind of fix applied through the whole pipeline (lint, plan, write), compared with the whole expected file,
/// and the near misses each leaves alone.
@Suite struct SwiftFlowFixTests {
  /// Capsules, last-page checks, tags and titles of a Swift flow: `Fixtures/fix/tour` becomes `tour-fixed`
  /// exactly (comments, spacing and the other lines kept byte for byte).
  @Test func theTourIsFixedExactly() throws {
    let workspace = try FixWorkspace.copy(ofFixture: "tour")
    defer { workspace.remove() }
    let outcome = try workspace.fix()
    #expect(outcome.refusals.isEmpty, "\(outcome.refusals)")
    #expect(outcome.fixedCount == 6)
    for file in ["Tour.swift", "TourView.swift"] {
      #expect(try workspace.read(file) == FixFixtures.text("tour-fixed/" + file), "\(file)")
    }
    // The duplicate tag is gone with the tag before it renumbered; nothing is left to find.
    #expect(try workspace.lint().diagnostics.isEmpty)
  }

  @Test func fixesSayWhatTheyDo() throws {
    let workspace = try FixWorkspace.copy(ofFixture: "tour")
    defer { workspace.remove() }
    let report = try workspace.lint()
    let summaries = report.diagnostics.map { "\($0.ruleID): \($0.fix?.summary ?? "-")" }
    #expect(
      summaries == [
        "text-whitespace: trim the title to \"Welcome to Kibble\"",
        "text-whitespace: trim the title to \"Visit a Shelter\"",
        "tag-sequence: set the tag to 2",
        "duplicate-tag: -",
        "progress-capsule-count: count the pages with `slides.count`",
        "last-page-index: compare with `slides.count - 1`",
        "last-page-index: compare with 2",
      ])
  }

  /// `TabView` children tagged by hand, an indicator view given its count, and a check outside the pager's type:
  /// the count is known only as a number, so the fixes are literals.
  @Test func childrenAndAnIndicatorViewGetLiterals() throws {
    let view = """
      import SwiftUI

      struct WelcomeView: View {
          @State private var step = 0

          var body: some View {
              TabView(selection: $step) {
                  FirstPage().tag(0)
                  SecondPage().tag(2)
                  ThirdPage().tag(3)
              }
              .tabViewStyle(.page)
              .overlay(alignment: .bottom) {
                  PageDots(count: 2, current: step)
              }
              Button(step == 3 ? "Done" : "Next") { step += 1 }
          }
      }

      struct PageDots: View {
          let count: Int
          let current: Int

          var body: some View {
              HStack {
                  ForEach(0..<count, id: \\.self) { index in
                      Circle().fill(index == current ? Color.primary : Color.secondary)
                  }
              }
          }
      }

      struct FirstPage: View { var body: some View { Text("Welcome") } }
      struct SecondPage: View { var body: some View { Text("Your pets") } }
      struct ThirdPage: View { var body: some View { Text("Ready") } }

      """
    let workspace = try FixWorkspace(["WelcomeView.swift": view])
    defer { workspace.remove() }
    try workspace.fix()
    let expected =
      view
      .replacingOccurrences(of: "SecondPage().tag(2)", with: "SecondPage().tag(1)")
      .replacingOccurrences(of: "ThirdPage().tag(3)", with: "ThirdPage().tag(2)")
      .replacingOccurrences(of: "PageDots(count: 2,", with: "PageDots(count: 3,")
      .replacingOccurrences(of: "step == 3 ?", with: "step == 2 ?")
    #expect(try workspace.read("WelcomeView.swift") == expected)
    #expect(try workspace.lint().diagnostics.map(\.ruleID) == [])
  }

  /// A selection that starts at 1 counts to `count`, not `count - 1`.
  @Test func aOneBasedFlowComparesWithTheCount() throws {
    let workspace = try FixWorkspace([
      "Pages.swift": Self.model + "\nlet pages = [Page(title: \"A\", text: \"a\"), Page(title: \"B\", text: \"b\")]\n",
      "PagerView.swift": """
      import SwiftUI

      struct PagerView: View {
          @State var page = 1

          var body: some View {
              TabView(selection: $page) {
                  ForEach(pages.indices, id: \\.self) { index in
                      Text(pages[index].title).tag(index + 1)
                  }
              }
              .tabViewStyle(.page)
              if page < 3 {
                  Button("Next") { page += 1 }
              }
          }
      }

      """,
    ])
    defer { workspace.remove() }
    try workspace.fix()
    #expect(try workspace.read("PagerView.swift").contains("if page < pages.count {"))
    #expect(try workspace.lint().findings("last-page-index").isEmpty)
  }

  static let model = """
    import SwiftUI

    struct Page {
        var title: String
        var text: String
    }

    """

  // MARK: Near misses

  /// An indicator the views of a three-page and a four-page flow share has no one right count; a bound named by
  /// a constant is the constant's to change.
  @Test func anAmbiguousOrNamedCountIsLeftAlone() throws {
    let view = """
      import SwiftUI

      struct IntroView: View {
          @State private var page = 0
          let short = [Page(title: "A", text: "a"), Page(title: "B", text: "b"), Page(title: "C", text: "c")]
          let long = [
              Page(title: "A", text: "a"), Page(title: "B", text: "b"), Page(title: "C", text: "c"),
              Page(title: "D", text: "d"),
          ]
          static let dots = 2

          var body: some View {
              TabView(selection: $page) { ForEach(short.indices, id: \\.self) { Text(short[$0].title).tag($0) } }
                  .tabViewStyle(.page)
              TabView(selection: $page) { ForEach(long.indices, id: \\.self) { Text(long[$0].title).tag($0) } }
                  .tabViewStyle(.page)
              HStack { ForEach(0..<2) { Capsule().opacity($0 == page ? 1 : 0.4) } }
              HStack { ForEach(0..<Self.dots) { Circle().opacity($0 == page ? 1 : 0.4) } }
          }
      }

      """
    let workspace = try FixWorkspace(["Page.swift": Self.model, "IntroView.swift": view])
    defer { workspace.remove() }
    let (report, plan) = try workspace.plan()
    let capsules = report.findings("progress-capsule-count")
    #expect(capsules.count >= 3, "both flows are checked: \(capsules.map(\.message))")
    #expect(capsules.allSatisfy { $0.fix == nil })
    #expect(plan.changes.isEmpty)
  }

  /// A title the code looks up as a localization key (`LocalizedStringKey`), one written with an escape, and one
  /// whose tab may be meant: reported, not rewritten. A tag read through a constant keeps the whole flow's tags as
  /// they are.
  @Test func keysEscapesTabsAndConstantsAreLeftAlone() throws {
    let source = """
      import SwiftUI

      struct KeyedPage {
          var title: LocalizedStringKey
          var subtitle: String
      }

      struct WelcomePage {
          var title: String
          var subtitle: String
          var tag: Int
      }

      enum Onboarding {
          static let keyed: [KeyedPage] = [
              KeyedPage(title: "Welcome  home", subtitle: "A"),
              KeyedPage(title: "Meet the pets", subtitle: "B"),
          ]
          static let lastTag = 5
          static let pages: [WelcomePage] = [
              WelcomePage(title: "Find\\u{20} a Friend", subtitle: "A", tag: 0),
              WelcomePage(title: "Visit\tToday", subtitle: "B", tag: 2),
              WelcomePage(title: "Adopt", subtitle: "C", tag: lastTag),
          ]
      }

      """
    let workspace = try FixWorkspace(["Onboarding.swift": source])
    defer { workspace.remove() }
    let (report, plan) = try workspace.plan()
    #expect(report.findings("text-whitespace").count == 3)
    #expect(report.findings("tag-sequence").count == 2)
    #expect(report.diagnostics.allSatisfy { $0.fix == nil }, "\(report.diagnostics.filter { $0.fix != nil })")
    #expect(plan.changes.isEmpty)
  }

  /// `2 < page` reads the other way round from what the check's pivot assumes: no fix.
  @Test func aReversedAsymmetricCheckIsLeftAlone() throws {
    let check = LastPageCheck(
      variable: "page", value: 2, comparison: "<", location: .text("/app/V.swift", line: 1, column: 1),
      span: TextSpan(offset: 0, text: "2"))
    var reversed = check
    reversed.literalIsFirst = true
    let flow = Flow(
      kind: .modelArray, location: .text("/app/F.swift", line: 1, column: 1), name: "pages",
      pages: [
        Page(location: .text("/app/F.swift", line: 2, column: 1)),
        Page(location: .text("/app/F.swift", line: 3, column: 1)),
      ])
    #expect(LastPageIndexRule.fix(check, flow: flow)?.edits.first?.replacement == "1")
    #expect(LastPageIndexRule.fix(reversed, flow: flow) == nil)
  }
}

@Suite struct JSONContentFixTests {
  /// `progressCapsules`, tags and titles of a CMS export: `Fixtures/fix/cms` becomes `cms-fixed`; the escaped tab
  /// of the last title is reported but left as it is.
  @Test func theExportIsFixedExactly() throws {
    let workspace = try FixWorkspace.copy(ofFixture: "cms")
    defer { workspace.remove() }
    let outcome = try workspace.fix()
    #expect(outcome.refusals.isEmpty)
    #expect(outcome.fixedCount == 4)
    #expect(try workspace.read("spring.onboarding.json") == FixFixtures.text("cms-fixed/spring.onboarding.json"))
    let left = try workspace.lint().diagnostics
    #expect(left.map(\.ruleID) == ["text-whitespace"])
    #expect(left.first?.message.contains("a tab") == true)
  }

  /// Pages only in JSON content (loaded at run time) are counted by every indicator and checked by every
  /// selection of the app: with one such flow, the count is known only as a number.
  @Test func swiftViewsOfAJSONFlowGetLiterals() throws {
    let view = """
      import SwiftUI

      struct CampaignView: View {
          @State private var index = 0
          let pages: [CampaignPage]

          var body: some View {
              TabView(selection: $index) {
                  ForEach(pages) { page in CampaignPageView(page: page).tag(page.tag) }
              }
              .tabViewStyle(.page)
              HStack { ForEach(0..<2) { dot in Capsule().opacity(dot == index ? 1 : 0.4) } }
              if index == 1 { Button("Done") {} }
          }
      }

      """
    let json = #"{"pages": [{"tag": 0, "title": "A"}, {"tag": 1, "title": "B"}, {"tag": 2, "title": "C"}]}"#
    let workspace = try FixWorkspace(["CampaignView.swift": view, "campaign.onboarding.json": json])
    defer { workspace.remove() }
    try workspace.fix()
    let expected =
      view.replacingOccurrences(of: "ForEach(0..<2)", with: "ForEach(0..<3)")
      .replacingOccurrences(of: "index == 1", with: "index == 2")
    #expect(try workspace.read("CampaignView.swift") == expected)
    #expect(try workspace.read("campaign.onboarding.json") == json)
  }

  /// Offsets count from after a byte order mark, as the readers do; the mark stays.
  @Test func aByteOrderMarkIsKept() throws {
    let json = #"{"progressCapsules": 1, "pages": [{"tag": 0, "title": "A"}, {"tag": 1, "title": "B"}]}"#
    let workspace = try FixWorkspace()
    defer { workspace.remove() }
    try workspace.write("a.onboarding.json", bytes: [0xEF, 0xBB, 0xBF] + Array(json.utf8))
    try workspace.fix()
    let fixed = json.replacingOccurrences(of: #""progressCapsules": 1"#, with: #""progressCapsules": 2"#)
    #expect(try workspace.bytes("a.onboarding.json") == [0xEF, 0xBB, 0xBF] + Array(fixed.utf8))
  }
}

@Suite struct ImageSetFixTests {
  static let contents = """
    {
      "images" : [
        {
          "filename" : "hero.png",
          "idiom" : "universal",
          "scale" : "1x"
        },
        {
          "idiom" : "universal",
          "scale" : "2x"
        },
        {
          "idiom" : "universal",
          "scale" : "3x"
        }
      ],
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """

  static func workspace(contents: String, files: [String]) throws -> FixWorkspace {
    var tree = ["Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#]
    tree["Assets.xcassets/hero.imageset/Contents.json"] = contents
    for file in files { tree["Assets.xcassets/hero.imageset/" + file] = "not really an image" }
    return try FixWorkspace(tree)
  }

  /// `hero@2x.png` goes into the empty 2x entry, written as Xcode writes a member; `hero-old.png` states no scale
  /// and stays unassigned; the 3x slot has no file named for it.
  @Test func aFileNamedForItsScaleFillsItsSlot() throws {
    let workspace = try Self.workspace(contents: Self.contents, files: ["hero.png", "hero@2x.png", "hero-old.png"])
    defer { workspace.remove() }
    let outcome = try workspace.fix()
    #expect(outcome.written.flatMap(\.diagnostics).map(\.ruleID) == ["imageset-unassigned-file"])
    let slot = "      \"idiom\" : \"universal\",\n      \"scale\" : \"2x\""
    let expected = Self.contents.replacingOccurrences(
      of: slot, with: "      \"filename\" : \"hero@2x.png\",\n" + slot)
    #expect(expected != Self.contents)
    #expect(try workspace.read("Assets.xcassets/hero.imageset/Contents.json") == expected)
    let left = try workspace.lint().findings("imageset-unassigned-file")
    #expect(left.map { ($0.location.file as NSString).lastPathComponent } == ["hero-old.png"])
  }

  /// Two files for two slots: both edits land in one `Contents.json`, each in its own entry.
  @Test func twoFilesFillTwoSlots() throws {
    let workspace = try Self.workspace(contents: Self.contents, files: ["hero.png", "hero@2x.png", "hero@3x.png"])
    defer { workspace.remove() }
    let outcome = try workspace.fix()
    #expect(outcome.fixedCount == 2)
    var expected = Self.contents
    for scale in [2, 3] {
      let slot = "      \"idiom\" : \"universal\",\n      \"scale\" : \"\(scale)x\""
      expected = expected.replacingOccurrences(of: slot, with: "      \"filename\" : \"hero@\(scale)x.png\",\n" + slot)
    }
    #expect(try workspace.read("Assets.xcassets/hero.imageset/Contents.json") == expected)
    #expect(try workspace.lint().findings("imageset-unassigned-file").isEmpty)
  }

  /// A compact file keeps its compactness; keys stay in Xcode's order (`appearances`… before `filename`).
  @Test func aCompactEntryStaysCompact() throws {
    let contents =
      #"{"images":[{"filename":"hero.png","idiom":"universal","scale":"1x"},{"idiom":"universal","scale":"3x"}]}"#
    let workspace = try Self.workspace(contents: contents, files: ["hero.png", "hero@3x.png"])
    defer { workspace.remove() }
    try workspace.fix()
    #expect(
      try workspace.read("Assets.xcassets/hero.imageset/Contents.json")
        == #"{"images":[{"filename":"hero.png","idiom":"universal","scale":"1x"},{"filename":"hero@3x.png","idiom":"universal","scale":"3x"}]}"#
    )
  }

  /// Two empty 2x slots (iPhone and iPad), a dark-appearance slot, or two files claiming one slot: which file goes
  /// where is not certain.
  @Test func uncertainSlotsAreLeftAlone() throws {
    let twoIdioms = #"{"images":[{"idiom":"iphone","scale":"2x"},{"idiom":"ipad","scale":"2x"}]}"#
    let dark = #"""
      {"images":[{"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal","scale":"2x"}]}
      """#
    let oneSlot = #"{"images":[{"idiom":"universal","scale":"2x"}]}"#
    for (contents, files) in [
      (twoIdioms, ["hero@2x.png"]), (dark, ["hero@2x.png"]), (oneSlot, ["hero@2x.png", "banner@2x.png"]),
    ] {
      let workspace = try Self.workspace(contents: contents, files: files)
      defer { workspace.remove() }
      let (report, plan) = try workspace.plan()
      #expect(report.findings("imageset-unassigned-file").count == files.count)
      #expect(plan.changes.isEmpty, "\(contents)")
    }
  }

  @Test func theScaleComesFromTheNameOnly() {
    #expect(ImagesetUnassignedFileRule.statedScale(of: "hero@2x.png") == 2)
    #expect(ImagesetUnassignedFileRule.statedScale(of: "Hero@3x.JPG") == 3)
    #expect(ImagesetUnassignedFileRule.statedScale(of: "hero.png") == nil)
    #expect(ImagesetUnassignedFileRule.statedScale(of: "hero@2x.pdf") == nil)
    #expect(ImagesetUnassignedFileRule.statedScale(of: "@2x.png") == nil)
    #expect(ImagesetUnassignedFileRule.statedScale(of: "hero@2x-old.png") == nil)
  }
}

/// The spans a fix may rewrite are the literals exactly as written.
@Suite struct LiteralSpanTests {
  /// The span of `source` read as one expression.
  static func span(_ source: String) -> TextSpan? {
    let bytes = Array(source.utf8)
    let code = SwiftCode(tokens: SwiftSourceScanner.scan(bytes: bytes).tokens, source: bytes, file: "/a.swift")
    return SwiftExpressionReader(code: code).node(0..<code.tokens.count).literalSpan
  }

  @Test func plainLiteralsHaveTheirSourceAsSpan() {
    #expect(Self.span("  42") == TextSpan(offset: 2, text: "42"))
    #expect(Self.span("-1") == TextSpan(offset: 0, text: "-1"))
    #expect(Self.span(#""Café  ☕️""#) == TextSpan(offset: 0, text: #""Café  ☕️""#))
    #expect(Self.span(##"#"a "b" c"#"##) == TextSpan(offset: 0, text: ##"#"a "b" c"#"##))
  }

  /// What a rebuilt literal could not say exactly has no span: escapes, radix prefixes, underscores, interpolation,
  /// multi-line literals, a localized call around a string.
  @Test func othersHaveNone() {
    for source in [
      #""a\tb""#, #""a\u{20}b""#, "0x2A", "1_000", "007", "- 1", #""Hi \(name)""#, "\"\"\"\na\n\"\"\"",
      #"String(localized: "k")"#, #""k".localized"#, "count", ".x",
    ] {
      #expect(Self.span(source) == nil, "\(source)")
    }
  }
}
