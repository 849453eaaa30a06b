import Foundation
import Testing

@testable import PiepawLint

/// Issue 10, item 14: at most N findings of one rule in one file are listed, the rest counted in one entry, in
/// every format, and still counted for the summary and the exit code.
@Suite struct FindingsCapTests {
  static func findings(_ count: Int, in file: String) -> [Finding] {
    (1...count).map { line in Finding(location: .text(file, line: line, column: 1), message: "Finding \(line).") }
  }

  /// 250 `a` and 3 `b` in one file, 120 `a` in another: 100 + 3 + one entry for 150; 100 + one entry for 20.
  static let capped = Diagnostic.sortedForOutput(
    FindingsCap(perRuleAndFile: 100).diagnostics(
      from: (findings(250, in: "/p/one.json") + findings(120, in: "/p/two.json")).sorted(by: Finding.outputOrder),
      ruleID: "a", severity: .error)
      + FindingsCap(perRuleAndFile: 100).diagnostics(
        from: findings(3, in: "/p/one.json"), ruleID: "b", severity: .warning))

  @Test func keepsTheFirstOfEachRuleInEachFileAndCountsTheRestAfterTheFile() throws {
    #expect(Self.capped.count == 100 + 3 + 1 + 100 + 1)
    let one = Self.capped.filter { $0.location.file == "/p/one.json" }
    #expect(one.filter { $0.ruleID == "a" && $0.notShown == 0 }.map(\.location.line) == (1...100).map { $0 })
    #expect(one.count { $0.ruleID == "b" } == 3)
    let entry = try #require(one.last)
    #expect(entry.ruleID == "a" && entry.severity == .error && entry.notShown == 150)
    #expect(entry.location == SourceLocation(file: "/p/one.json"))
    #expect(entry.message.hasPrefix("… and 150 more a findings in this file, not shown"))
    #expect(Self.capped.last?.notShown == 20)
    #expect(Self.capped[103].location.file == "/p/one.json", "the entry closes its file's findings")
  }

  @Test func theSummaryAndSeverityCountsIncludeWhatIsNotListed() {
    let report = LintReport(diagnostics: Self.capped, fileCount: 2, projectRoots: ["/p"])
    #expect(report.count(of: .error) == 370)
    #expect(report.count(of: .warning) == 3)
    #expect(report.notShownCount == 170)
    let summary = HumanReporter().render(report, context: ReportContext(workingDirectory: "/p")).split(separator: "\n")
      .last
    #expect(summary?.hasPrefix("370 errors and 3 warnings in 2 files") == true)
    #expect(summary?.hasSuffix("; 170 of them counted, not listed one by one") == true)
  }

  @Test func noCapAndFewFindingsListEveryOne() {
    let all = Self.findings(250, in: "/p/one.json")
    #expect(FindingsCap(perRuleAndFile: nil).diagnostics(from: all, ruleID: "a", severity: .note).count == 250)
    let few = FindingsCap().diagnostics(from: Array(all.prefix(100)), ruleID: "a", severity: .note)
    #expect(few.map(\.location) == all.prefix(100).map(\.location) && few.allSatisfy { $0.notShown == 0 })
  }

  @Test func machineFormatsCarryTheCountAndSARIFStaysValid() throws {
    let report = LintReport(diagnostics: Self.capped, fileCount: 2, projectRoots: ["/p"])
    let context = ReportContext(workingDirectory: "/p")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report, context: context).utf8))
        as? [[String: Any]])
    #expect(json.map { $0["notShown"] as? Int ?? -1 }.reduce(0, +) == 170)
    #expect(json[103]["notShown"] as? Int == 150 && json[0]["notShown"] as? Int == 0)

    let rules = ["a", "b"].map { identifier in
      RuleDescription(
        identifier: identifier, name: identifier, summary: "S.", rationale: "R.", area: .assets,
        defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])
    }
    let sarif = SARIFReporter(rules: rules, repositoryRoot: "/p", sourceLine: { _, _ in nil }).render(
      report, context: context)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((run["properties"] as? [String: Any])?["findingsNotShown"] as? Int == 170)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect((results[103]["properties"] as? [String: Any])?["notShown"] as? Int == 150)
    #expect(results[0]["properties"] == nil)
    try SARIFValidation.expectValid(sarif)

    let github = GitHubReporter().render(report, context: context).split(separator: "\n")
    #expect(github.count == 205 && github[103].contains("… and 150 more a findings"))
  }

  @Test func theEntryKeepsItsFingerprintAsTheCountChanges() {
    func fingerprint(_ count: Int) -> [String] {
      let diagnostics = FindingsCap(perRuleAndFile: 2).diagnostics(
        from: Self.findings(count, in: "/p/one.json"), ruleID: "a", severity: .error)
      let sarif = SARIFReporter(rules: [], repositoryRoot: "/p", sourceLine: { _, _ in nil }).render(
        LintReport(diagnostics: diagnostics, fileCount: 1, projectRoots: []),
        context: ReportContext(workingDirectory: "/p"))
      return MachineReporterTests.fingerprints(sarif)
    }
    #expect(fingerprint(10).last == fingerprint(50).last)
  }

  /// A suppressed finding is not counted: the directives apply before the cap.
  @Test func suppressedFindingsAreNeitherListedNorCounted() throws {
    // 150 pages with too long titles, one a line; the first 50 silence title-length.
    let pages = (0..<150).map { index in
      let disable = index < 50 ? #", "piepaw-lint-disable": ["title-length"]"# : ""
      return
        #"{"tag": \#(index), "title": "\#(String(repeating: "x", count: 50)) \#(index)", "description": "D."\#(disable)}"#
    }
    let tree = try TemporaryTree([
      "a.onboarding.json": "{\"progressCapsules\": 150, \"pages\": [\n" + pages.joined(separator: ",\n") + "]}"
    ])
    let report = try Linter(rules: [TitleLengthRule.self], cap: FindingsCap(perRuleAndFile: 10)).lint(paths: [tree.root]
    )
    #expect(report.diagnostics.count == 11)
    #expect(report.diagnostics.first?.location.line == 52, "the first finding not silenced: page 50, on line 52")
    #expect(report.diagnostics.last?.notShown == 90)
    // Not measured (a JSON flow has no view), each title over the default budget is a note.
    #expect(report.count(of: .note) == 100)
  }

  /// Through the linter: 1 000 missing files named in one Contents.json list 100 and one entry for 900.
  @Test func theLinterCapsAThousandFindingsOfOneContentsJSON() throws {
    let images = (0..<1000).map { #"{"filename": "f\#($0).png", "idiom": "universal"}"# }
    let tree = try TemporaryTree([
      "Assets.xcassets/Contents.json": "{}",
      "Assets.xcassets/big.imageset/Contents.json": #"{"images": [\#(images.joined(separator: ","))]}"#,
    ])
    let report = try Linter(rules: [ImagesetMissingFileRule.self]).lint(paths: [tree.root])
    #expect(report.diagnostics.count == 101)
    #expect(report.diagnostics.last?.notShown == 900)
    #expect(report.count(of: .error) == 1000)
    let all = try Linter(rules: [ImagesetMissingFileRule.self], cap: FindingsCap(perRuleAndFile: nil))
      .lint(paths: [tree.root])
    #expect(all.diagnostics.count == 1000)
  }
}

/// SARIF fingerprints of findings on one huge line (a flood in a one-line Contents.json) trim it natively and hash
/// it once per rule: the same text as Foundation's trimming.
@Suite struct SARIFLineTrimmingTests {
  @Test func trimmingMatchesFoundationsWhitespaceSet() {
    for line in [
      "  a b\t", "\t\u{3000}x\u{A0}", "   ", "", "é\u{301} ", " \u{2003}😀 \u{200B}", "\u{85}x\u{85}",
      "\u{1680}\u{2000}y\u{202F}\u{205F}\u{200A}",
    ] {
      #expect(
        SARIFReporter.trimmingSpaces(line) == line.trimmingCharacters(in: .whitespaces), "\(line.debugDescription)")
    }
  }
}

@Suite struct MessageBoundTests {
  @Test func aMessageQuotingHugeTextIsCutWithACountAndAShortOneIsKept() {
    let cap = FindingsCap(perRuleAndFile: 100)
    let huge = "The title \"" + String(repeating: "e\u{301}", count: 5_000) + "\" is too long."
    let short = "The title \"Hello\" is too long."
    let findings = [huge, short].map { Finding(location: SourceLocation(file: "/p/a.json"), message: $0) }
    let messages = cap.diagnostics(from: findings, ruleID: "title-length", severity: .warning).map(\.message)
    #expect(messages[0].unicodeScalars.count < FindingsCap.maximumMessageScalars + 60)
    #expect(messages[0].hasSuffix("… (message cut: \(huge.unicodeScalars.count - 2_000) more characters)"))
    #expect(messages[1] == short)
  }
}
