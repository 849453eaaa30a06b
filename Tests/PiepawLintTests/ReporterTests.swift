import Testing

@testable import PiepawLint

@Suite struct ReporterTests {
  let report = LintReport(
    diagnostics: [
      Diagnostic(
        ruleID: "duplicate-tag", severity: .error, message: "Tag 1 repeats.",
        location: .text("/repo/app/Model.swift", line: 12, column: 18)),
      Diagnostic(
        ruleID: "title-length", severity: .warning, message: "Too long.",
        location: .text("/repo/app/Model.swift", line: 20, column: 20)),
      Diagnostic(
        ruleID: "imageset-unassigned-file", severity: .warning, message: "Not named.",
        location: SourceLocation(file: "/repo/app/Assets.xcassets/a.imageset/old.png")),
    ], fileCount: 7, projectRoots: ["/repo"])

  @Test func xcodeFormatIsOneClickableLineEach() {
    let text = XcodeReporter().render(report, context: ReportContext(workingDirectory: "/repo"))
    #expect(
      text == """
        app/Model.swift:12:18: error: Tag 1 repeats. [duplicate-tag]
        app/Model.swift:20:20: warning: Too long. [title-length]
        app/Assets.xcassets/a.imageset/old.png: warning: Not named. [imageset-unassigned-file]

        """)
  }

  @Test func humanFormatGroupsByFileAndSummarises() {
    let text = HumanReporter().render(
      report, context: ReportContext(workingDirectory: "/repo/app", elapsedSeconds: 0.125))
    #expect(
      text == """
        Model.swift:12:18: error: Tag 1 repeats. [duplicate-tag]
        Model.swift:20:20: warning: Too long. [title-length]

        Assets.xcassets/a.imageset/old.png: warning: Not named. [imageset-unassigned-file]

        1 error and 2 warnings in 7 files (0.13 s)

        """)
  }

  @Test func humanFormatColoursOnlyWhenAsked() {
    let plain = HumanReporter().render(report, context: ReportContext(workingDirectory: "/repo"))
    let colored = HumanReporter().render(report, context: ReportContext(workingDirectory: "/repo", colored: true))
    #expect(!plain.contains("\u{1B}["))
    #expect(colored.contains("\u{1B}[1;31merror\u{1B}[0m"))
  }

  @Test func summarySaysHowManyImagesCameFromTheCache() {
    let clean = LintReport(diagnostics: [], fileCount: 9, projectRoots: [], imagesDecoded: 1, imagesFromCache: 5)
    #expect(
      HumanReporter().render(clean, context: ReportContext(workingDirectory: "/"))
        == "No problems in 9 files (0.00 s, 5 of 6 images from the cache)\n")
  }

  @Test func cleanSummary() {
    let clean = LintReport(diagnostics: [], fileCount: 1, projectRoots: [])
    #expect(
      HumanReporter().render(clean, context: ReportContext(workingDirectory: "/")) == "No problems in 1 file (0.00 s)\n"
    )
  }

  @Test func relativePaths() {
    #expect(RelativePath.from("/a/b", to: "/a/b/c/d.swift") == "c/d.swift")
    #expect(RelativePath.from("/a/b", to: "/a/x.swift") == "../x.swift")
    #expect(RelativePath.from("/a/b", to: "/a/b") == ".")
    #expect(RelativePath.from("/", to: "/etc/hosts") == "etc/hosts")
  }
}

/// Repository text in the line formats: control characters and direction overrides shown, never obeyed.
@Suite struct LineFormatEscapingTests {
  @Test func controlCharactersInMessagesAndPathsAreMadeVisible() {
    let diagnostic = Diagnostic(
      ruleID: "duplicate-title", severity: .warning, message: "repeats \"A\r\n::error::forged\u{1B}[2J\u{202E}\"",
      location: .text("/repo/Bad\nName.swift", line: 1, column: 1))
    let report = LintReport(diagnostics: [diagnostic], fileCount: 1, projectRoots: ["/repo"])
    let context = ReportContext(workingDirectory: "/repo")
    for output in [XcodeReporter().render(report, context: context), HumanReporter().render(report, context: context)] {
      #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x0D || $0.value == 0x202E })
      #expect(output.contains("Bad\\u{A}Name.swift:1:1"))
      #expect(output.contains("\\u{D}\\u{A}::error::forged\\u{1B}[2J\\u{202E}"))
    }
  }
}
