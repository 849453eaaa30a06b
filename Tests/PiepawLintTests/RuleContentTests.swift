import Testing

@testable import PiepawLint

@Suite struct DuplicateTagRuleTests {
  @Test func reportsTheLaterPageAtItsTagNamingTheFirstPagesLine() {
    let project = Build.project(flows: [Build.flow(Build.pages(tags: [0, 1, 1, 0]))])
    let result = findings(DuplicateTagRule.self, project)
    #expect(result.map(\.location) == [Build.at(7, Build.Column.tag), Build.at(8, Build.Column.tag)])
    #expect(result.first?.message == DuplicateTagRule.repeated(tag: 1, firstPage: Build.at(6, Build.Column.page)))
    #expect(result.first?.message.contains("line 6") == true)
    #expect(result.last?.message.contains("Tag 0 is already used by the page at line 5") == true)
  }

  @Test func tagsAreComparedWithinOneFlowOnly() {
    let first = Build.flow(Build.pages(tags: [0, 1, 2]))
    let second = Build.flow(
      Build.pages(tags: [0, 1], in: "/app/Returning.swift"), name: "returning", file: "/app/Returning.swift")
    #expect(findings(DuplicateTagRule.self, Build.project(flows: [first, second])).isEmpty)
  }

  @Test func unresolvedTagsAreNotCompared() {
    var pages = Build.pages(tags: [0, 0])
    pages[0].tag = Build.unresolved("the variable `firstTag`", 5, Build.Column.tag)
    #expect(findings(DuplicateTagRule.self, Build.project(flows: [Build.flow(pages)])).isEmpty)
  }
}

@Suite struct TagSequenceRuleTests {
  @Test func reportsEachPageWhoseTagIsNotItsIndexWithTheExpectedTag() {
    let result = findings(TagSequenceRule.self, Build.project(flows: [Build.flow(Build.pages(tags: [1, 2, 3]))]))
    #expect(result.map(\.location) == (5...7).map { Build.at($0, Build.Column.tag) })
    #expect(result.map(\.message) == (0...2).map { TagSequenceRule.outOfSequence(tag: $0 + 1, position: $0, base: 0) })
    #expect(result.first?.message.contains("set the tag to 0") == true)
  }

  @Test func skipsPagesThatDuplicateTagReports() {
    let result = findings(TagSequenceRule.self, Build.project(flows: [Build.flow(Build.pages(tags: [0, 0, 1]))]))
    #expect(result.map(\.location) == [Build.at(7, Build.Column.tag)])
    #expect(result.first?.message.contains("set the tag to 2") == true)
  }

  @Test func swappedTagsAreBothReported() {
    let result = findings(TagSequenceRule.self, Build.project(flows: [Build.flow(Build.pages(tags: [0, 2, 1]))]))
    #expect(result.count == 2)
  }

  @Test func aCorrectSequenceAndAnEmptyFlowPass() {
    let project = Build.project(flows: [Build.flow(Build.pages(tags: [0, 1, 2])), Build.flow([], name: "empty")])
    #expect(findings(TagSequenceRule.self, project).isEmpty)
  }

  /// Tags 0, 1, 4, 5 where the code sets the selection to 4 (`step = 4` after page 1): a jump on purpose, and the
  /// sequence goes on from it; a skip to a value the code never sets is still reported.
  @Test func aSkipToAValueTheCodeJumpsToIsNoGap() {
    var flow = Build.flow(Build.pages(tags: [0, 1, 4, 5]))
    flow.jumpTargets = [4]
    #expect(findings(TagSequenceRule.self, Build.project(flows: [flow])).isEmpty)
    // The code jumps to 5, not 4: the page tagged 4 is out of sequence, the one tagged 5 is where the jump lands.
    flow.jumpTargets = [5]
    #expect(findings(TagSequenceRule.self, Build.project(flows: [flow])).map(\.location.line) == [7])
    flow.jumpTargets = []
    #expect(findings(TagSequenceRule.self, Build.project(flows: [flow])).map(\.location.line) == [7, 8])
  }

  /// After a jump the sequence goes on from the tag jumped to: tags 0, 1, 4, 6 with a jump to 4 want 5 on the last
  /// page, and the message and the fix say 5, not the page's position.
  @Test func afterAJumpTheExpectedTagGoesOnFromIt() {
    var flow = Build.flow(Build.pages(tags: [0, 1, 4, 6]))
    flow.jumpTargets = [4]
    #expect(flow.expectedTags == [0, 1, 4, 5])
    #expect(flow.lastIndex == 5)
    let result = findings(TagSequenceRule.self, Build.project(flows: [flow]))
    #expect(result.map(\.location.line) == [8])
    #expect(result.first?.message.contains("set the tag to 5") == true)
  }

  /// `if screen == 1 { screen = 4 }` is a jump past pages 2 and 3; a Skip button's `screen = 4` from anywhere is
  /// none.
  @Test func aGuardedAssignmentPastPagesIsAJump() throws {
    let source = """
      struct SetupFlow: View {
        @State var screen = 0
        var body: some View {
          switch screen {
          case 0: SetupPage(title: "Welcome")
          case 1: SetupPage(title: "Goals")
          case 4: SetupPage(title: "Reminders")
          default: SetupPage(title: "Done")
          }
        }
        func next() { if screen == 1 { screen = 4 } else { screen += 1 } }
      }
      struct SetupPage: View { let title: String; var body: some View { Text(title).font(.title) } }
      """
    let file = SwiftContentLoader.read(path: "/app/Onboarding/SetupFlow.swift", source: source)
    #expect(file.swiftIndex?.literalJumps["screen"] == [4])
    let skip = source.replacingOccurrences(
      of: "if screen == 1 { screen = 4 } else { screen += 1 }", with: "screen += 1 }\n  func skip() { screen = 4")
    #expect(
      SwiftContentLoader.read(path: "/app/Onboarding/SetupFlow.swift", source: skip).swiftIndex?.literalJumps
        .isEmpty == true)
    // The view that shows step 6 moves on to 7 (`if step == 6 { step = 7 }`): 7 is where the flow's chain goes on
    // when it shows 5 and then 7.
    let elsewhere = "struct Heart: View { @Binding var step: Int; func tap() { if step == 6 { step = 7 } } }"
    #expect(
      SwiftContentLoader.read(path: "/app/Heart.swift", source: elsewhere).swiftIndex?.literalJumps["step"] == [7])
  }
}

@Suite struct ProgressCapsuleCountRuleTests {
  static let capsuleFile = "/app/RootView.swift"

  static func capsules(_ count: Int, line: Int) -> CapsuleCount {
    CapsuleCount(count: .literal(count), location: Build.at(line, 24, in: capsuleFile))
  }

  @Test func comparesEachCountWithTheOnlySwiftFlow() {
    let project = Build.project(
      flows: [Build.flow(Build.pages(tags: [0, 1, 2]))],
      capsules: [Self.capsules(3, line: 20), Self.capsules(4, line: 30)])
    let result = findings(ProgressCapsuleCountRule.self, project)
    #expect(result.map(\.location) == [Build.at(30, 24, in: Self.capsuleFile)])
    #expect(
      result.first?.message
        == "4 progress capsules but `pages` has 3 pages; draw one capsule per page, e.g. `ForEach(0..<pages.count)`, "
        + "or set the count to 3.")
  }

  @Test func withSeveralFlowsReportsOnlyACountMatchingNoFlow() {
    let flows = [
      // Flows tied to no view (JSON, loaded at run time) are counted by every indicator of the app.
      Build.flow(Build.pages(tags: [0, 1, 2]), name: "welcome", source: .json),
      Build.flow(Build.pages(tags: [0, 1, 2, 3]), name: "tour", source: .json),
    ]
    let project = Build.project(flows: flows, capsules: [Self.capsules(4, line: 20), Self.capsules(5, line: 30)])
    let result = findings(ProgressCapsuleCountRule.self, project)
    #expect(result.map(\.location) == [Build.at(30, 24, in: Self.capsuleFile)])
    #expect(result.first?.message.contains("`welcome` has 3 pages, `tour` has 4 pages") == true)
  }

  @Test func unresolvedCountsAndProjectsWithoutFlowsAreSkipped() {
    let unresolved = CapsuleCount(count: .unresolved(reason: "`data.count`"), location: Build.at(1, 1))
    let withFlow = Build.project(flows: [Build.flow(Build.pages(tags: [0, 1]))], capsules: [unresolved])
    #expect(findings(ProgressCapsuleCountRule.self, withFlow).isEmpty)
    #expect(findings(ProgressCapsuleCountRule.self, Build.project(capsules: [Self.capsules(3, line: 1)])).isEmpty)
  }

  @Test func aJSONFlowsDeclaredCountMustEqualItsPages() {
    let file = "/app/welcome.onboarding.json"
    let declared = Build.field(4, 2, 23, in: file)
    let flow = Build.flow(
      Build.pages(tags: [0, 1, 2], in: file), source: .json, file: file, declaredCapsules: declared)
    let result = findings(ProgressCapsuleCountRule.self, Build.project(flows: [flow]))
    #expect(result.map(\.location) == [declared.location])
    #expect(result.first?.message == "`progressCapsules` is 4 but the file has 3 pages; set it to 3.")
    let matching = Build.flow(flow.pages, source: .json, file: file, declaredCapsules: Build.field(3, 2, 23, in: file))
    #expect(findings(ProgressCapsuleCountRule.self, Build.project(flows: [matching])).isEmpty)
  }

  @Test func swiftCapsulesCountJSONPagesWhenThereIsNoSwiftFlow() {
    let file = "/app/welcome.onboarding.json"
    let flow = Build.flow(
      Build.pages(tags: [0, 1, 2], in: file), name: "welcome.onboarding.json", source: .json, file: file)
    let project = Build.project(flows: [flow], capsules: [Self.capsules(4, line: 20)])
    #expect(findings(ProgressCapsuleCountRule.self, project).count == 1)
  }

  @Test func swiftCapsulesIgnoreJSONFlowsWhenThereIsASwiftFlow() {
    let file = "/app/welcome.onboarding.json"
    let json = Build.flow(Build.pages(tags: [0, 1, 2, 3], in: file), source: .json, file: file)
    let project = Build.project(
      flows: [Build.flow(Build.pages(tags: [0, 1, 2])), json], capsules: [Self.capsules(3, line: 20)])
    #expect(findings(ProgressCapsuleCountRule.self, project).isEmpty)
  }
}

@Suite struct LastPageIndexRuleTests {
  static func check(_ comparison: String, _ value: Int, variable: String = "currentIndex") -> LastPageCheck {
    LastPageCheck(
      variable: variable, value: value, comparison: comparison, location: Build.at(30, 27, in: "/app/RootView.swift"))
  }

  static func project(pages: Int, _ checks: [LastPageCheck]) -> Project {
    Build.project(flows: [Build.flow(Build.pages(tags: Array(0..<pages)))], checks: checks)
  }

  /// With three pages (last index 2): which comparisons hard-code another last page.
  @Test(arguments: [
    ("!=", 2, false), ("!=", 3, true), ("==", 1, true), ("==", 0, false), ("!=", -1, false),
    ("<", 2, false), ("<", 3, true), ("<", 1, false), ("<", 0, false),
    ("<=", 1, false), ("<=", 2, true), ("<=", 0, false),
    (">", 1, false), (">", 2, true), (">", 0, false),
    (">=", 2, false), (">=", 3, true), (">=", 1, false), (">=", 0, false),
    ("<=", Int.max, false), ("~=", 7, false),
  ])
  func comparisonsAgainstThreePages(comparison: String, value: Int, reported: Bool) {
    let result = findings(LastPageIndexRule.self, Self.project(pages: 3, [Self.check(comparison, value)]))
    #expect(result.isEmpty != reported)
  }

  /// Tags 0, 1, 4, 5 where the code jumps from page 2 to 4: the last page is 5, so `step != 5` is right and
  /// `step != 3` is the stale check, and its message names last index 5.
  @Test func theLastPageOfAFlowThatJumpsIsItsLastTag() {
    func result(_ check: LastPageCheck) -> [Finding] {
      var flow = Build.flow(Build.pages(tags: [0, 1, 4, 5]))
      flow.jumpTargets = [4]
      return findings(LastPageIndexRule.self, Build.project(flows: [flow], checks: [check]))
    }
    #expect(result(Self.check("!=", 5)).isEmpty)
    let stale = result(Self.check("!=", 3))
    #expect(stale.count == 1)
    #expect(stale.first?.message.contains("(last index 5)") == true)
  }

  /// In the views of a flow of three pages, `page == 1` beside `page < 2` (which finds the last page) picks page 2;
  /// alone, or beside a check that is wrong too, it is a stale last-page check.
  @Test func aMiddlePageTestBesideARightCheckPicksThatPage() {
    func reported(_ checks: [LastPageCheck]) -> [Int] {
      let placed = checks.enumerated().map { position, check in
        var check = check
        check.location = Build.at(30 + position, 27, in: "/app/RootView.swift")
        return check
      }
      let project = Build.project(flows: [Build.flow(Build.pages(tags: [0, 1, 2]))], checks: placed)
      return findings(LastPageIndexRule.self, project).compactMap(\.location.line)
    }
    #expect(reported([Self.check("<", 2), Self.check("==", 1)]).isEmpty)
    #expect(reported([Self.check("==", 1)]) == [30])
    #expect(reported([Self.check("<", 3), Self.check("==", 1)]) == [30, 31])
    #expect(reported([Self.check("<", 2), Self.check("<", 1 + 1), Self.check(">=", 1)]).isEmpty)
  }

  @Test func messageSaysWhichIndexIsTreatedAsLastAndSuggestsTheCount() {
    let result = findings(LastPageIndexRule.self, Self.project(pages: 4, [Self.check("!=", 2)]))
    #expect(result.map(\.location) == [Build.at(30, 27, in: "/app/RootView.swift")])
    #expect(
      result.first?.message
        == "`currentIndex != 2` treats index 2 as the last page, but `pages` has 4 pages (last index 3); compare with "
        + "the page count instead: `currentIndex != pages.count - 1`.")
  }

  @Test func inclusiveComparisonsSuggestTheStrictForm() {
    let below = findings(LastPageIndexRule.self, Self.project(pages: 3, [Self.check("<=", 2)]))
    #expect(below.first?.message.contains("treats index 3 as the last page") == true)
    #expect(below.first?.message.hasSuffix("`currentIndex < pages.count - 1`.") == true)
    let above = findings(LastPageIndexRule.self, Self.project(pages: 5, [Self.check(">", 2)]))
    #expect(above.first?.message.hasSuffix("`currentIndex >= pages.count - 1`.") == true)
  }

  @Test func onlyTabViewSelectionVariablesAreChecked() {
    var project = Self.project(pages: 3, [Self.check("!=", 5, variable: "photoIndex")])
    #expect(findings(LastPageIndexRule.self, project).isEmpty)
    project.contentFiles[0].tabSelectionVariables = []
    project.contentFiles[0].lastPageChecks = [Self.check("!=", 5)]
    #expect(findings(LastPageIndexRule.self, project).isEmpty)
  }

  @Test func withSeveralFlowsReportsOnlyALastPageOfNoFlow() {
    let flows = [
      Build.flow(Build.pages(tags: [0, 1, 2]), name: "welcome", source: .json),
      Build.flow(Build.pages(tags: [0, 1]), name: "tips", source: .json),
    ]
    let project = Build.project(flows: flows, checks: [Self.check("!=", 1), Self.check("!=", 2), Self.check("!=", 3)])
    let result = findings(LastPageIndexRule.self, project)
    #expect(result.count == 1)
    #expect(
      result.first?.message.contains(
        "`currentIndex != 3` treats index 3 as the last page, which is the last page of no flow") == true)
  }
}

@Suite struct TextLengthRuleTests {
  @Test func titleLongerThanMaxIsReportedAtTheTitle() {
    let long = String(repeating: "a", count: 41)
    let project = Build.project(flows: [
      Build.flow([Build.page(0, title: long), Build.page(1, title: String(long.dropLast()))])
    ])
    let result = findings(TitleLengthRule.self, project)
    #expect(result.map(\.location) == [Build.at(5, Build.Column.title)])
    // Not measured (no page view): the budget is stated, not a fit.
    #expect(
      result.first?.message
        == TitleLengthRule.overBudget(count: 41, max: 40, subject: "The title", configured: false))
    #expect(result.first?.message.hasPrefix("The title is 41 characters long, more than 40,") == true)
  }

  @Test func titlesAreCountedInGraphemeClusters() {
    // 40 flags are 80 scalars and 160 UTF-16 units, but 40 characters on screen.
    let flags = String(repeating: "🇨🇦", count: 40)
    let accents = String(repeating: "e\u{301}", count: 40)
    let project = Build.project(flows: [Build.flow([Build.page(0, title: flags), Build.page(1, title: accents)])])
    #expect(findings(TitleLengthRule.self, project).isEmpty)
    #expect(findings(TitleLengthRule.self, project, options: ["max": .integer(39)]).count == 2)
  }

  @Test func maxOptionOverridesTheDefault() {
    let project = Build.project(flows: [Build.flow(Build.pages(tags: [0, 1, 2]))])
    #expect(findings(TitleLengthRule.self, project).isEmpty)
    let result = findings(TitleLengthRule.self, project, options: ["max": .integer(15)])
    #expect(result.map(\.location.line) == [5, 6], "\"Find a Friend Nearby\" and \"Meet Before You Adopt\"")
  }

  /// 46 characters at the caption size: measured to fit one line, and over the default 40.
  static let measuredToFit = RuleExample.swift(
    ExampleTextFit.app(title: "\"Find a friend at a shelter near you, this week\"", font: ".font(.caption)"))

  @Test func aMeasuredFitReplacesOnlyTheDefaultBudget() throws {
    #expect(try ExampleRun(Self.measuredToFit, rule: TitleLengthRule.self).reported.isEmpty)
    var configured = Self.measuredToFit
    configured.options = ["max": .integer(20)]
    let run = try ExampleRun(configured, rule: TitleLengthRule.self)
    #expect(run.reported.count == 1)
    #expect(run.messages.first?.contains("46 characters long, more than the `max` of 20") == true)
  }

  @Test func aMaxWrittenInTheConfigurationIsTheUsersBudgetEvenAtTheDefault() throws {
    let configuration = try ConfigurationLoader.parse(
      #"{"rules": {"title-length": {"max": 40}}}"#, path: "/p/.piepaw-lint.json",
      rules: [TitleLengthRule.description])
    let options = configuration.options(for: TitleLengthRule.description)
    #expect(options.isConfigured("max"))
    #expect(!options.isConfigured("measure"))
    #expect(!Configuration().options(for: TitleLengthRule.description).isConfigured("max"))
    var configured = Self.measuredToFit
    configured.options = ["max": .integer(40)]
    #expect(try ExampleRun(configured, rule: TitleLengthRule.self).reported.count == 1)
  }

  @Test func descriptionLongerThanMaxIsReported() {
    let project = Build.project(flows: [
      Build.flow([
        Build.page(0, description: String(repeating: "b", count: 151)),
        Build.page(1, description: String(repeating: "b", count: 150)),
      ])
    ])
    let result = findings(DescriptionLengthRule.self, project)
    #expect(result.map(\.location) == [Build.at(5, Build.Column.description)])
    #expect(result.first?.message == DescriptionLengthRule.tooLong(count: 151, max: 150))
  }

  @Test func unresolvedTextsAreNotMeasured() {
    var page = Build.page(0)
    page.title = Build.unresolved("string interpolation", 5, Build.Column.title)
    #expect(
      findings(TitleLengthRule.self, Build.project(flows: [Build.flow([page])]), options: ["max": .integer(0)]).isEmpty)
  }
}

@Suite struct BlankTextRuleTests {
  @Test func emptyAndWhitespaceOnlyTitlesAndDescriptionsAreErrors() {
    let pages = [Build.page(0, title: ""), Build.page(1, description: " \n\t"), Build.page(2, title: "\u{A0}")]
    let project = Build.project(flows: [Build.flow(pages, source: .json)])
    let result = findings(BlankTextRule.self, project)
    #expect(
      result.map(\.location).sorted() == [
        Build.at(5, Build.Column.title), Build.at(6, Build.Column.description), Build.at(7, Build.Column.title),
      ])
    #expect(result.contains { $0.message == BlankTextRule.empty("title") })
    #expect(result.contains { $0.message == BlankTextRule.whitespaceOnly("description") })
    #expect(
      BlankTextRule.empty("title")
        == "The title is empty; write the page's title, or remove the page if it is not needed.")
  }

  /// `title: ""` in Swift is the code saying the page has no title; spaces there are still a blank text.
  @Test func anEmptyLiteralInSwiftIsNoBlankText() {
    let swift = Build.project(flows: [Build.flow([Build.page(0, title: ""), Build.page(1, description: " ")])])
    #expect(findings(BlankTextRule.self, swift).map(\.message) == [BlankTextRule.whitespaceOnly("description")])
  }

  @Test func textWithWordsPasses() {
    #expect(findings(BlankTextRule.self, Build.project(flows: [Build.flow(Build.pages(tags: [0, 1]))])).isEmpty)
  }
}

@Suite struct TextWhitespaceRuleTests {
  @Test(arguments: [
    (" Find a Friend", [TextWhitespaceRule.Problem.leading]),
    ("Find a Friend ", [.trailing]),
    ("Find a  Friend", [.doubledSpace]),
    ("Find a\tFriend", [.tab]),
    ("Find a\nFriend", [.lineBreak]),
    ("Find a\r\nFriend", [.lineBreak]),
    ("Find a\u{2028}Friend", [.lineBreak]),
    ("Find a\n\nFriend", [.blankLine]),
    ("Find a\r\n\r\nFriend", [.blankLine]),
    ("Find a \nFriend", [.spaceAroundLineBreak]),
    ("Find a\n Friend", [.spaceAroundLineBreak]),
    ("Find a\t\nFriend", [.tab, .spaceAroundLineBreak]),
    ("Find a\nFriend\n", [.trailing, .lineBreak]),
    ("\nFind a Friend", [.leading]),
    (" Find  a\tFriend", [.leading, .doubledSpace, .tab]),
    ("Find a Friend", []),
  ])
  func findsEachKindOfStrayWhitespace(title: String, expected: [TextWhitespaceRule.Problem]) {
    #expect(TextWhitespaceRule.problems(in: title) == expected)
  }

  @Test func oneFindingPerTitleListsEveryProblem() {
    let project = Build.project(flows: [Build.flow([Build.page(0, title: " Find  a\tFriend"), Build.page(1)])])
    let result = findings(TextWhitespaceRule.self, project)
    #expect(result.map(\.location) == [Build.at(5, Build.Column.title)])
    #expect(
      result.first?.message
        == "The title has leading whitespace, a doubled space and a tab; trim it to single spaces between words and "
        + "let the layout wrap it.")
  }

  /// A title designed on two lines (`"Welcome to\nKibble"`, a subtitle broken the same way) is no stray whitespace;
  /// a break with a space beside it, a blank line, or any break where the team set `allowLineBreaks: false`, is.
  @Test func oneLineBreakBetweenWordsIsADesignedTitle() {
    let designed = Build.project(flows: [Build.flow([Build.page(0, title: "Hello!\nI am Rody"), Build.page(1)])])
    #expect(findings(TextWhitespaceRule.self, designed).isEmpty)
    let strict = findings(TextWhitespaceRule.self, designed, options: ["allowLineBreaks": .boolean(false)])
    #expect(strict.map(\.message) == [TextWhitespaceRule.strayWhitespace([.lineBreak])])
    for stray in ["Hello! \nI am Rody", "Hello!\n\nI am Rody", "Hello!\n I am Rody"] {
      let project = Build.project(flows: [Build.flow([Build.page(0, title: stray), Build.page(1)])])
      #expect(findings(TextWhitespaceRule.self, project).count == 1, "\(stray.debugDescription)")
    }
  }

  @Test func blankTitlesAndDescriptionsAreLeftAlone() {
    let project = Build.project(flows: [
      Build.flow([Build.page(0, title: "   "), Build.page(1, description: " Two  spaces\n")])
    ])
    #expect(findings(TextWhitespaceRule.self, project).isEmpty)
  }
}

@Suite struct DuplicateTitleRuleTests {
  @Test func theLaterTitleIsReportedNamingTheFirst() {
    let project = Build.project(flows: [
      Build.flow([Build.page(0), Build.page(1), Build.page(2, title: "find a  Friend nearby ")])
    ])
    let result = findings(DuplicateTitleRule.self, project)
    #expect(result.map(\.location) == [Build.at(7, Build.Column.title)])
    #expect(
      result.first?.message
        == "This title repeats \"Find a Friend Nearby\" from line 5; give each page its own title.")
  }

  @Test func titlesAreComparedWithinOneFlowAndBlanksAreSkipped() {
    let other = Build.flow([Build.page(0, in: "/app/Tips.swift")], name: "tips", file: "/app/Tips.swift")
    let blanks = Build.flow([Build.page(0, title: ""), Build.page(1, title: "")], name: "blanks")
    let project = Build.project(flows: [Build.flow(Build.pages(tags: [0, 1])), other, blanks])
    #expect(findings(DuplicateTitleRule.self, project).isEmpty)
  }
}

@Suite struct UnresolvedValueRuleTests {
  @Test func everyUnresolvedFieldAndCountGetsANoteWithTheReason() {
    var page = Build.page(0)
    page.title = Build.unresolved("string interpolation", 5, Build.Column.title)
    page.icon = Build.unresolved("the variable `shelterIcon`", 5, Build.Column.icon)
    page.tag = Build.unresolved("the call `nextTag()`", 5, Build.Column.tag)
    let flow = Build.flow([page], declaredCapsules: Build.unresolved("a string", 2, 23))
    let capsules = CapsuleCount(count: .unresolved(reason: "the expression `pageCount`"), location: Build.at(20, 24))
    let result = findings(UnresolvedValueRule.self, Build.project(flows: [flow], capsules: [capsules]))
    #expect(
      result.map(\.location).sorted() == [
        Build.at(2, 23), Build.at(5, Build.Column.title), Build.at(5, Build.Column.icon), Build.at(5, Build.Column.tag),
        Build.at(20, 24),
      ])
    #expect(
      result.contains {
        $0.message
          == "The title is not checked: it is string interpolation. Write a literal if PiepawLint should check it."
      })
    #expect(result.contains { $0.message.hasPrefix("The icon is not checked: it is the variable `shelterIcon`.") })
    #expect(
      result.contains {
        $0.message.hasPrefix("The progress capsule count is not checked: it is the expression `pageCount`.")
      })
  }

  /// Two pages of one `switch` arm (`case .first, .second: Copy.title`) share its value: one note there.
  @Test func pagesSharingAnArmGetOneNote() {
    var pages = [Build.page(0), Build.page(1)]
    for index in pages.indices { pages[index].title = Build.unresolved("the variable `Copy.title`", 5, 20) }
    #expect(findings(UnresolvedValueRule.self, Build.project(flows: [Build.flow(pages)])).count == 1)
  }

  @Test func literalsGetNoNote() {
    let project = Build.project(
      flows: [Build.flow(Build.pages(tags: [0, 1]))],
      capsules: [CapsuleCount(count: .literal(2), location: Build.at(1, 1))])
    #expect(findings(UnresolvedValueRule.self, project).isEmpty)
  }
}
