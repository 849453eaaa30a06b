import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// Runs the command in-process with captured output.
final class CapturedConsole: @unchecked Sendable {
  var out = ""
  var error = ""

  /// The environment holds a cache folder of the tests' own, so nothing lands in the user's ~/.cache.
  func console(
    terminal: Bool = false, environment: [String: String] = ["XDG_CACHE_HOME": EndToEndTests.cacheHome],
    cwd: String = "/"
  ) -> Console {
    Console(
      writeOut: { self.out += $0 }, writeError: { self.error += $0 }, outputIsTerminal: terminal,
      environment: environment, workingDirectory: cwd)
  }
}

@Suite struct CommandTests {
  @Test func versionPrintsNameAndVersion() {
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["--version"], console: captured.console()) == .clean)
    #expect(captured.out == "piepaw-lint \(ToolInfo.version)\n")
  }

  @Test func missingPathIsExitTwoWithOneLine() {
    let captured = CapturedConsole()
    let code = PiepawLintCommand.run(["/no/such/place-\(UUID())"], console: captured.console())
    #expect(code == .usage)
    #expect(captured.error.hasPrefix("piepaw-lint: error: no such file or directory: /no/such/place-"))
    #expect(captured.error.split(separator: "\n").count == 1)
    #expect(captured.out.isEmpty)
  }

  @Test func unknownFlagIsExitTwoNamingIt() {
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["lint", "--frmat", "xcode"], console: captured.console()) == .usage)
    #expect(captured.error == "piepaw-lint: error: unknown option '--frmat'; see 'piepaw-lint --help'\n")
  }

  @Test func helpListsEveryLintOption() {
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["--help"], console: captured.console()) == .clean)
    for option in LintCommand.parser.options { #expect(captured.out.contains(option.name)) }
  }

  @Test func exitCodeCountsErrorsAndWarningsOnlyWhenStrict() {
    func report(_ severities: [Severity]) -> LintReport {
      LintReport(
        diagnostics: severities.map {
          Diagnostic(ruleID: "x", severity: $0, message: "m", location: SourceLocation(file: "/a"))
        }, fileCount: 1, projectRoots: [])
    }
    #expect(LintCommand.exitCode(for: report([.warning, .note]), strict: false) == .clean)
    #expect(LintCommand.exitCode(for: report([.warning]), strict: true) == .findings)
    #expect(LintCommand.exitCode(for: report([.note]), strict: true) == .clean)
    #expect(LintCommand.exitCode(for: report([.error]), strict: false) == .findings)
  }

  @Test func colorAutoFollowsTerminalAndNoColor() {
    let captured = CapturedConsole()
    #expect(LintCommand.useColor("auto", console: captured.console(terminal: true)))
    #expect(!LintCommand.useColor("auto", console: captured.console(terminal: false)))
    #expect(!LintCommand.useColor("auto", console: captured.console(terminal: true, environment: ["NO_COLOR": "1"])))
    #expect(LintCommand.useColor("always", console: captured.console(terminal: false)))
    #expect(!LintCommand.useColor("never", console: captured.console(terminal: true)))
  }
}
