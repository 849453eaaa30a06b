import Foundation
import Testing

@testable import PiepawLint

@Suite struct MachineReporterTests {
  static let rules = [
    RuleDescription(
      identifier: "duplicate-tag", name: "Duplicate tag", summary: "Two pages share a tag.", rationale: "Why.",
      area: .content, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: []),
    RuleDescription(
      identifier: "invalid-input", name: "Invalid input", summary: "Unreadable.", rationale: "Why.",
      area: .project, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: []),
  ]

  static let report = LintReport(
    diagnostics: [
      Diagnostic(
        ruleID: "duplicate-tag", severity: .error, message: "Tag 1 repeats.",
        location: .text("/repo/My App/Model#1.swift", line: 3, column: 9, utf16Column: 7)),
      Diagnostic(
        ruleID: "invalid-input", severity: .error, message: "Bad \"JSON\":\n1,2",
        location: SourceLocation(file: "/repo/a%b.onboarding.json")),
    ], fileCount: 2, projectRoots: ["/repo"])

  func sarif(_ report: LintReport = report, lines: [Int: String] = [3: "  tag: 1,"]) -> String {
    SARIFReporter(rules: Self.rules, repositoryRoot: "/repo", sourceLine: { _, line in lines[line] })
      .render(report, context: ReportContext(workingDirectory: "/repo/My App"))
  }

  @Test func sarifUsesRepositoryRelativeEncodedURIsAndUTF16Columns() throws {
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif().utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let first = try #require(
      (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    let artifact = try #require(first["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "My%20App/Model%231.swift")
    #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
    let region = try #require(first["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 3)
    #expect(region["startColumn"] as? Int == 7)
    #expect(results[1]["ruleIndex"] as? Int == 1)
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let secondRegion = try #require(
      ((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
        as? [String: Any])
    #expect(secondRegion["startLine"] as? Int == 1)
    #expect(secondRegion["startColumn"] == nil)
  }

  @Test func fingerprintFollowsLineTextNotLineNumber() {
    var moved = Self.report
    moved.diagnostics[0].location.line = 30
    let before = sarif(lines: [3: "  tag: 1,"])
    let after = sarif(moved, lines: [30: "    tag: 1,"])
    #expect(Self.fingerprints(before) == Self.fingerprints(after))
    #expect(Self.fingerprints(sarif(lines: [3: "  tag: 2,"])) != Self.fingerprints(before))
  }

  @Test func cleanRunHasEmptyResults() {
    let clean = sarif(LintReport(diagnostics: [], fileCount: 0, projectRoots: []))
    #expect(clean.contains("\"results\": []"))
  }

  @Test func sarifValidatesAgainstTheOfficialSchemaAndGitHubRules() throws {
    try SARIFValidation.expectValid(sarif())
    try SARIFValidation.expectValid(sarif(LintReport(diagnostics: [], fileCount: 0, projectRoots: [])))
  }

  @Test func jsonFormatHasStableKeys() {
    let text = JSONReporter().render(Self.report, context: ReportContext(workingDirectory: "/repo"))
    #expect(
      text.hasPrefix(
        """
        [
          {
            "rule": "duplicate-tag",
            "severity": "error",
            "message": "Tag 1 repeats.",
            "file": "My App/Model#1.swift",
            "line": 3,
            "column": 9,
            "utf16Column": 7,
            "notShown": 0
          },
        """))
    #expect(text.contains("\"message\": \"Bad \\\"JSON\\\":\\n1,2\""))
    #expect(text.contains("\"line\": null"))
  }

  @Test func githubFormatEscapesWorkflowCommands() {
    let text = GitHubReporter().render(Self.report, context: ReportContext(workingDirectory: "/repo"))
    #expect(
      text == """
        ::error file=My App/Model#1.swift,line=3,col=9,title=piepaw-lint duplicate-tag::Tag 1 repeats.
        ::error file=a%25b.onboarding.json,title=piepaw-lint invalid-input::Bad "JSON":\\u{A}1,2

        """)
  }

  static func fingerprints(_ sarif: String) -> [String] {
    sarif.split(separator: "\n").filter { $0.contains("primaryLocationLineHash") }.map(String.init)
  }
}

/// Runs scripts/validate-sarif (the official schema plus GitHub's requirements) on SARIF text.
enum SARIFValidation {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func expectValid(_ sarif: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let schema = repositoryRoot.appendingPathComponent("../shared/sarif/sarif-schema-2.1.0.json").standardized.path
    guard FileManager.default.fileExists(atPath: schema) else {
      print("skipped SARIF schema validation: \(schema) is not present")
      return
    }
    let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("piepaw-\(UUID()).sarif")
    try Data(sarif.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    guard
      let run = try PythonTool.run(
        "scripts/validate-sarif", [file.path, schema], needs: "jsonschema", purpose: "SARIF schema validation")
    else { return }
    #expect(run.status == 0, "\(run.output)", sourceLocation: sourceLocation)
  }
}

/// Runs one of the repository's Python test tools (scripts/…), which need a PyPI package that CI installs.
enum PythonTool {
  /// The tool's exit status and combined output; nil (with a printed reason) when python3 lacks `module` outside
  /// CI. In CI (`CI` set) a missing module is a test failure, not a skip.
  static func run(
    _ script: String, _ arguments: [String], needs module: String, purpose: String, input: String? = nil
  ) throws -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", SARIFValidation.repositoryRoot.appendingPathComponent(script).path] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    stdin.fileHandleForWriting.write(Data((input ?? "").utf8))
    try stdin.fileHandleForWriting.close()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if output.contains("No module named '\(module)'") {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "\(module) is missing in CI")
      print("skipped \(purpose): python3 has no \(module) (pip install \(module))")
      return nil
    }
    return (process.terminationStatus, output)
  }
}
