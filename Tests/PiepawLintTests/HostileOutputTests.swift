import Foundation
import Testing

@testable import PiepawLint

/// Repository text in every output format (issue 10, items 1 and 2): file names, titles and asset names holding
/// CR LF, ESC sequences, BEL, C1 controls, line separators and direction overrides can neither inject a line (a
/// workflow command, an Xcode diagnostic) nor drive the terminal; the JSON formats keep the text exact.
@Suite struct HostileOutputTests {
  /// A forged GitHub command (both forms), a forged Xcode line, a screen clear, a window title (OSC … BEL), CSI as
  /// one C1 byte, a line separator and a right-to-left override.
  static let hostile =
    "x\r\n::error file=forged.swift,line=1::forged\r\nforged.swift:1:1: error: forged\u{1B}[2J\u{1B}]0;pwned\u{7}"
    + "\u{9B}31m\u{2028}\u{202E}\u{2066} ##[error]legacy"

  /// The scalars that act instead of being shown, other than the line feeds that end our own lines.
  static func hiddenScalars(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { $0 != "\n" && Visible.isHidden($0) }
  }

  /// Lines GitHub's runner would take as workflow commands: `::` first after spaces, or `##[` anywhere.
  static func commandLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { line in
      line.drop(while: { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }).hasPrefix("::")
        || line.contains("##[")
    }
  }

  static let report = LintReport(
    diagnostics: [
      Diagnostic(
        ruleID: "missing-asset", severity: .error, message: "No asset '\(hostile)'.",
        location: .text("/repo/\(hostile).swift", line: 3, column: 9)),
      Diagnostic(
        ruleID: "invalid-input", severity: .warning, message: "Bad \(hostile)",
        location: SourceLocation(file: "/repo/a\(hostile)/Contents.json")),
    ], fileCount: 2, projectRoots: ["/repo"])

  static let context = ReportContext(workingDirectory: "/repo", colored: false)

  @Test func visibleWritesEveryControlAsAnEscape() {
    #expect(
      Visible.text("a\u{1B}[2J\r\n\u{7}\u{0}\u{7F}\u{85}\u{9B}\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{2029}é\u{301}")
        == #"a\u{1B}[2J\u{D}\u{A}\u{7}\u{0}\u{7F}\u{85}\u{9B}\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{2029}é"#
        + "\u{301}")
    #expect(Visible.text("plain café 🐾") == "plain café 🐾")
    #expect(Visible.text("##[error]x #[ ## [") == ###"##\u{5B}error]x #[ ## ["###)
    #expect(Visible.text(Visible.text("a\r\n##[b")) == Visible.text("a\r\n##[b"), "showing twice changes nothing")
  }

  @Test func textThatBeginsALineCannotBeginACommand() {
    #expect(Visible.lineStart("::error::x") == #"\u{3A}:error::x"#)
    #expect(Visible.lineStart("  ::x") == #"\u{20} ::x"#)
    #expect(Visible.lineStart("\u{3000}::x") == #"\u{3000}::x"#)
    #expect(Visible.lineStart("a::b") == "a::b")
    let report = LintReport(
      diagnostics: [
        Diagnostic(ruleID: "r", severity: .error, message: "m", location: SourceLocation(file: "/repo/::error::x"))
      ], fileCount: 1, projectRoots: [])
    for reporter in [HumanReporter(), XcodeReporter()] as [any Reporter] {
      #expect(Self.commandLines(reporter.render(report, context: Self.context)).isEmpty)
    }
    #expect(JSONOutput.quoted("##[error]") == ###""##\u005berror]""###)
  }

  @Test func githubEscapesPerScalarSoCRLFCannotEndTheCommand() {
    #expect(GitHubReporter.escapeData("a\r\nb%c\rd\ne") == "a%0D%0Ab%25c%0Dd%0Ae")
    #expect(GitHubReporter.escapeProperty("a\r\n:,b:\u{338},") == "a%0D%0A%3A%2Cb%3A\u{338}%2C")
    let text = GitHubReporter().render(Self.report, context: Self.context)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 && lines.last == "", "one line per finding: \(text)")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") })
    #expect(!text.contains("##["))
    #expect(Self.hiddenScalars(text).isEmpty)
    #expect(!text.contains("\r"))
  }

  @Test func xcodeAndHumanLinesCannotBeForgedOrDriveTheTerminal() {
    let xcode = XcodeReporter().render(Self.report, context: Self.context)
    #expect(xcode.split(separator: "\n").count == 2, "\(xcode)")
    #expect(Self.hiddenScalars(xcode).isEmpty)
    #expect(Self.commandLines(xcode).isEmpty)
    #expect(xcode.contains(#"x\u{D}\u{A}::error file=forged.swift"#))
    let human = HumanReporter().render(Self.report, context: Self.context)
    #expect(Self.hiddenScalars(human).isEmpty)
    #expect(!human.contains("\u{1B}"))
    #expect(human.split(separator: "\n", omittingEmptySubsequences: false).count == 6, "\(human)")
  }

  /// Machine formats keep the text exact (a reader decodes it back) but escape every hidden scalar, NUL, CR, LF and
  /// U+2028/U+2029 included: a raw U+2028 ends a line for JavaScript before ES2019 and in many editors.
  @Test func jsonAndSARIFEscapeEveryHiddenScalarAndRoundTrip() throws {
    let tricky = "nul\u{0} cr\r lf\n crlf\r\n ls\u{2028} ps\u{2029} esc\u{1B} csi\u{9B} rlo\u{202E} del\u{7F}"
    #expect(
      JSONOutput.quoted(tricky)
        == #""nul\u0000 cr\r lf\n crlf\r\n ls\u2028 ps\u2029 esc\u001b csi\u009b rlo\u202e del\u007f""#)
    var report = Self.report
    report.diagnostics[0].message = tricky
    let json = JSONReporter().render(report, context: Self.context)
    #expect(Self.hiddenScalars(json).isEmpty)
    #expect(Self.commandLines(json).isEmpty)
    let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(findings[0]["message"] as? String == tricky)
    #expect(findings[0]["file"] as? String == "\(Self.hostile).swift")

    let sarif = SARIFReporter(
      rules: RuleRegistry.all.map { $0.description }, repositoryRoot: "/repo", sourceLine: { _, _ in Self.hostile }
    ).render(report, context: Self.context)
    #expect(Self.hiddenScalars(sarif).isEmpty)
    #expect(Self.commandLines(sarif).isEmpty)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect((result["message"] as? [String: Any])?["text"] as? String == tricky)
    try SARIFValidation.expectValid(sarif)
  }

  @Test func tablesShowCellsVisiblyAndStayAligned() {
    let lines = TextTable.lines([["PATH", "STATUS"], ["a\r\nb\u{1B}[2J", "ok"], ["c", "corrupt"]])
    // The first column is as wide as its longest cell once shown: `a\u{D}\u{A}b\u{1B}[2J`, 21 characters.
    #expect(
      lines == [
        "PATH" + String(repeating: " ", count: 19) + "STATUS", #"a\u{D}\u{A}b\u{1B}[2J  ok"#,
        "c" + String(repeating: " ", count: 22) + "corrupt",
      ])
  }

  /// The whole pipeline on a project whose file names, titles and asset names are hostile: every text format the
  /// library renders (lint's four, flows' and inspect's tables) shows them without a hidden scalar.
  @Test func everyTextFormatOfARealRunIsInert() throws {
    let name = "::evil\r\n::error file=f::forged\u{1B}]0;t\u{7}\u{202E}##[error]x"
    let title = #"Hi\r\n::stop-commands::token\r\nf.swift:1:1: error: forged\u001b[2J\u009b\u2028##[add-mask]a"#
    let page = #"{"tag": 0, "title": "\#(title)", "description": "Hello.", "background": "\#(title)"}"#
    let tree = try TemporaryTree([
      "\(name).onboarding.json": #"{"progressCapsules": 2, "pages": [\#(page), \#(page)]}"#,
      "Assets.xcassets/Contents.json": "{}",
      "Assets.xcassets/\(name).imageset/Contents.json":
        #"{"images": [{"filename": "\#(title).png", "idiom": "universal", "scale": "2x"}]}"#,
      "Assets.xcassets/\(name).imageset/\(name)@3x.png": "not a png",
    ])
    let context = ReportContext(workingDirectory: tree.root)
    let report = try Linter(images: ImageOptions(jobs: 1)).lint(paths: [tree.root])
    #expect(report.diagnostics.count >= 5, "\(report.diagnostics)")
    let reporters: [any Reporter] = [HumanReporter(), XcodeReporter(), GitHubReporter()]
    for reporter in reporters {
      let text = reporter.render(report, context: context)
      #expect(Self.hiddenScalars(text).isEmpty, "\(type(of: reporter)): \(text)")
      #expect(text.split(separator: "\n").allSatisfy { !$0.hasPrefix("f.swift") })
      let ours = ["::error file=", "::warning file=", "::notice file="]
      let forged = Self.commandLines(text).filter { line in
        !(reporter is GitHubReporter && ours.contains(where: line.hasPrefix) && !line.contains("##["))
      }
      #expect(forged.isEmpty, "\(type(of: reporter)): \(forged)")
    }
    let xcode = XcodeReporter().render(report, context: context)
    #expect(xcode.split(separator: "\n").count == report.diagnostics.count)
    let flows = FlowsHumanReporter().render(try Linter().flows(paths: [tree.root]), context: context)
    #expect(flows.contains("::stop-commands::"), "the title is shown: \(flows)")
    #expect(Self.hiddenScalars(flows).isEmpty, "\(flows)")
    #expect(Self.commandLines(flows).isEmpty, "\(flows)")
    let inspect = InspectHumanReporter().render(
      try ImageInspector.inspect(paths: [tree.root], options: ImageOptions(jobs: 1)), context: context)
    #expect(inspect.contains("evil"), "\(inspect)")
    #expect(Self.hiddenScalars(inspect).isEmpty, "\(inspect)")
    #expect(Self.commandLines(inspect).isEmpty, "\(inspect)")
  }
}

@Suite struct FlowsHumanReporterTests {
  /// The listing shows every comparison of the selection with a literal as a page check: a first-page test
  /// (`currentIndex > 0`, a Back button's) is listed too, and is not called a last-page check.
  @Test func comparisonsOfTheSelectionAreListedAsPageChecks() throws {
    let example = ExampleApp.app(lastPageCheck: "currentIndex > 0")
    let tree = try TemporaryTree(Dictionary(uniqueKeysWithValues: example.files.map { ($0.path, $0.text) }))
    let context = ReportContext(workingDirectory: tree.root)
    let flows = FlowsHumanReporter().render(try Linter().flows(paths: [tree.root]), context: context)
    #expect(flows.contains("  page check: currentIndex > 0  RootView.swift:"), "\(flows)")
    #expect(!flows.contains("last-page check"), "\(flows)")
  }

  /// A pager that gave no flow is listed as a phrase of its own: the comma the lint message goes on after is not
  /// printed.
  @Test func aSightingIsListedWithoutTheMessagesComma() {
    let sighting = UnrecognizedFlow(
      location: SourceLocation(file: "/app/Intro.swift", line: 3, column: 5),
      seen: "a paged `TabView` whose children are views held in properties (`step`, …), which it does not follow,")
    let report = FlowsReport(projects: [.init(root: "/app", flows: [], unrecognized: [sighting])])
    let text = FlowsHumanReporter().render(report, context: ReportContext(workingDirectory: "/app"))
    #expect(text.hasPrefix("Intro.swift:3:5: not a flow yet: a paged `TabView`"), "\(text)")
    #expect(text.contains("which it does not follow\n"), "\(text)")
  }

  /// A title written as a key shows what the app's first language reads beside it; a literal shows itself only.
  @Test func aKeysTranslationIsShownBesideIt() throws {
    let tree = try TemporaryTree([
      "App.xcodeproj/project.pbxproj": "",
      "en.lproj/Localizable.strings": #""welcome.title" = "Welcome aboard";"#,
      "Onboarding/OnboardingView.swift": #"""
      import SwiftUI
      struct OnboardingPage { let title: String; let subtitle: String }
      struct OnboardingView: View {
        @State private var page = 0
        let pages = [
          OnboardingPage(title: NSLocalizedString("welcome.title", comment: ""), subtitle: "Hi."),
          OnboardingPage(title: "Stay in sync", subtitle: "Everywhere."),
        ]
        var body: some View {
          TabView(selection: $page) {
            ForEach(pages.indices, id: \.self) { i in Text(pages[i].title).tag(i) }
          }
          .tabViewStyle(.page)
        }
      }
      """#,
    ])
    let context = ReportContext(workingDirectory: tree.root)
    let flows = FlowsHumanReporter().render(try Linter().flows(paths: [tree.root]), context: context)
    #expect(flows.contains(#"1. tag 0  "welcome.title" → "Welcome aboard"  "#), "\(flows)")
    #expect(flows.contains(#"2. tag 1  "Stay in sync"  Onboarding"#), "\(flows)")
  }
}
