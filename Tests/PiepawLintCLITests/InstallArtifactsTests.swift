import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// The manual page and completion scripts that `scripts/install` installs, generated from the option tables.
@Suite struct InstallArtifactsTests {
  /// Runs `program` with `arguments`, `input` on stdin; nil when the program is not installed here.
  static func shell(_ program: String, _ arguments: [String], input: String = "") throws -> (
    status: Int32, output: String
  )? {
    guard
      let path = ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map({ $0 + program })
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = stdin
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  static func write(_ text: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-\(UUID())")
    try Data(text.utf8).write(to: file)
    return file
  }

  @Test func manualNamesEveryOptionAndRuleAndRendersWithoutWarnings() throws {
    let page = ManualPage.render()
    for command in Subcommand.all {
      for option in command.parser.options { #expect(page.contains(ManualPage.roff(option.name)), "\(option.name)") }
    }
    for rule in Subcommand.ruleIDs { #expect(page.contains("\\fB\(ManualPage.roff(rule))\\fR"), "\(rule)") }
    #expect(page.contains(ManualPage.roff("--quiet")) && page.contains("EXIT STATUS"))
    #expect(!page.unicodeScalars.contains { $0.value > 127 }, "troff reads Latin-1: escape the rest")
    let file = try Self.write(page)
    defer { try? FileManager.default.removeItem(at: file) }
    if let run = try Self.shell("groff", ["-man", "-Tutf8", "-ww", "-z", file.path]) {
      #expect(run.status == 0)
      #expect(run.output.isEmpty, "\(run.output)")
    }
  }

  @Test func roffEscapesWhatTroffWouldRead() {
    #expect(ManualPage.roff("a-b \\ c") == "a\\-b \\e c")
    #expect(ManualPage.roff(".piepaw-lint.json\n'quoted'") == "\\&.piepaw\\-lint.json\n\\&'quoted'")
    #expect(ManualPage.roff("430×932 — ok") == "430\\[u00D7]932 \\[u2014] ok")
  }

  @Test func generateCommandsPrintTheScriptsAndRejectAnUnknownShell() {
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["--generate-completion-script", "zsh"], console: captured.console()) == .clean)
    #expect(captured.out.hasPrefix("#compdef piepaw-lint\n"))
    let failed = CapturedConsole()
    #expect(PiepawLintCommand.run(["--generate-completion-script", "tcsh"], console: failed.console()) == .usage)
    #expect(failed.error.contains("bash, zsh, fish"))
    let manual = CapturedConsole()
    #expect(PiepawLintCommand.run(["--generate-manual"], console: manual.console()) == .clean)
    #expect(manual.out.hasPrefix(".TH PIEPAW-LINT 1"))
  }

  /// bash completes options, their values, subcommands and rule ids as a user pressing Tab sees them.
  @Test(arguments: [
    ("piepaw-lint --for", "--format"),
    ("piepaw-lint --format ''", "human xcode sarif json github"),
    ("piepaw-lint lint --decode h", "header"),
    ("piepaw-lint explain title-l", "title-length"),
    ("piepaw-lint insp", "inspect"),
    ("piepaw-lint inspect --lo", "--loose"),
    ("piepaw-lint rules --format j", "json"),
    ("piepaw-lint rules --con", "--config"),
  ])
  func bashCompletes(_ line: String, _ expected: String) throws {
    let script = try Self.write(CompletionScript.bash())
    defer { try? FileManager.default.removeItem(at: script) }
    let program = """
      source '\(script.path)'
      eval "COMP_WORDS=(\(line))"
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _piepaw_lint
      echo "${COMPREPLY[*]}"
      complete -p piepaw-lint
      """
    let run = try #require(try Self.shell("bash", ["--norc", "-s"], input: program))
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == expected, "\(run.output)")
    #expect(lines.last == "complete -o filenames -F _piepaw_lint piepaw-lint")
  }

  @Test func zshAndFishScriptsParseAndOfferEveryOption() throws {
    for (shell, script) in [("zsh", CompletionScript.zsh()), ("fish", CompletionScript.fish())] {
      for command in Subcommand.all {
        for option in command.parser.options {
          let spelling = shell == "fish" ? "-l \(option.name.dropFirst(2))" : "'\(option.name)["
          #expect(script.contains(spelling), "\(shell) \(command.name) \(option.name)")
        }
      }
      let file = try Self.write(script)
      defer { try? FileManager.default.removeItem(at: file) }
      guard let run = try Self.shell(shell, ["-n", file.path]) else { continue }
      #expect(run.status == 0, "\(shell): \(run.output)")
    }
  }

  /// fish, when installed, completes option values from the script.
  @Test func fishCompletesFormatValues() throws {
    let file = try Self.write(CompletionScript.fish())
    defer { try? FileManager.default.removeItem(at: file) }
    guard
      let run = try Self.shell(
        "fish", ["--no-config", "-c", "source \(file.path); complete -C'piepaw-lint --format '"])
    else { return }
    let values = run.output.split(separator: "\n").map { $0.split(separator: "\t")[0] }
    #expect(values.sorted() == ["github", "human", "json", "sarif", "xcode"])
  }
}
