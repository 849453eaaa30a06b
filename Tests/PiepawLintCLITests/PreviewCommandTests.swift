import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// `piepaw-lint preview`: the file it writes, its summary, exit codes, help, and where it appears in the manual
/// and completions.
@Suite struct PreviewCommandTests {
  static let root = EndToEndTests.repositoryRoot.path

  private func run(_ arguments: [String], cwd: String = root) -> (code: ExitCode, out: String, error: String) {
    let captured = CapturedConsole()
    let code = PiepawLintCommand.run(["preview"] + arguments, console: captured.console(cwd: cwd))
    return (code, captured.out, captured.error)
  }

  private func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-preview-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func brokenSampleIsWrittenWithEveryFindingAndExitsOne() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("broken.html").path
    let result = run(["samples/broken", "--output", file, "--no-cache"])
    #expect(result.code == .findings, "error-level findings, as lint")
    #expect(result.error.isEmpty)
    #expect(result.out.hasPrefix("Wrote \(file) ("))
    #expect(result.out.contains("2 flows, 8 pages"), "\(result.out)")
    let html = try String(contentsOfFile: file, encoding: .utf8)
    let lint = CapturedConsole()
    _ = PiepawLintCommand.run(
      ["samples/broken", "--format", "json", "--no-cache"], console: lint.console(cwd: Self.root))
    let findings = try #require(try JSONSerialization.jsonObject(with: Data(lint.out.utf8)) as? [[String: Any]])
    #expect(!findings.isEmpty)
    for finding in findings {
      let message = try #require(finding["message"] as? String)
      #expect(html.contains(HTMLText.escaped(message)), "\(message)")
    }
  }

  @Test func aCleanProjectExitsZeroAndTheDefaultFileIsInTheCurrentDirectory() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = run([Self.root + "/samples/piepaw", "--no-cache"], cwd: directory.path)
    #expect(result.code == .clean, "\(result.error)")
    let html = try String(contentsOfFile: directory.appendingPathComponent("piepaw-preview.html").path, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("Meet Pets Looking for a Home"))
  }

  @Test func anUnwritableOutputIsExitTwoWithTheReason() {
    let result = run(["samples/piepaw", "--output", "/no/such/folder-\(UUID())/preview.html", "--no-cache"])
    #expect(result.code == .usage)
    #expect(result.out.isEmpty)
    #expect(result.error.contains("cannot write the preview to /no/such/folder-"))
    #expect(result.error.contains("No such file or directory; choose a writable path with --output FILE"))
  }

  @Test func helpAndUsageErrors() {
    let help = run(["--help"])
    #expect(help.code == .clean && help.out.hasPrefix("USAGE: piepaw-lint preview [PATH ...] [OPTIONS]"))
    #expect(help.out.contains("--output, -o FILE") && help.out.contains("--strict"))
    #expect(run(["--format", "json"]).code == .usage, "no --format: the output is HTML")
    #expect(run(["/no/such/place-\(UUID())"]).code == .usage)
    #expect(run(["samples/piepaw", "--jobs", "0"]).code == .usage)
  }

  @Test func theManualAndCompletionsKnowPreview() {
    let page = ManualPage.render()
    #expect(page.contains(".SH piepaw-lint PREVIEW"))
    #expect(page.contains("preview [PATH ...] [OPTIONS]"))
    #expect(CompletionScript.bash().contains("preview) options=\"--output -o --config"))
    #expect(CompletionScript.zsh().contains("'preview:"))
    #expect(CompletionScript.fish().contains("-a preview"))
  }
}

/// The escaping the preview applies to a message, as the test compares it.
enum HTMLText {
  static func escaped(_ text: String) -> String {
    Visible.text(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
