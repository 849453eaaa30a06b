import Foundation
import PiepawLint

/// `piepaw-lint preview [PATH ...] [--output FILE]`: lints as `lint` does and writes one self-contained HTML file
/// that draws every page of every flow with its findings, and the image sets the flows use.
enum PreviewCommand {
  static let defaultOutput = "piepaw-preview.html"

  /// The options of `lint` that mean the same here.
  static let parser = ArgumentParser(
    options: [
      .init(
        name: "--output", valueName: "FILE", help: "write the preview to FILE (default: \(defaultOutput))",
        aliases: ["-o"])
    ]
      + LintCommand.parser.options.filter {
        ["--config", "--strict", "--jobs", "--decode", "--no-cache", "--max-findings-per-file"].contains($0.name)
      }
      + [.init(name: "--help", help: "show this help", aliases: ["-h"])])

  static let help = """
    USAGE: piepaw-lint preview [PATH ...] [OPTIONS]

    Writes one self-contained HTML file (default: \(defaultOutput)) that draws every page of every onboarding
    flow under each PATH (default: .) as the screen of the narrowest supported iPhone, with its background,
    icon, title, description and progress capsules as the page view draws them and the page's findings under it,
    in light and dark appearance and in each language where the app has them; then a gallery of the image sets
    the flows use. Images are embedded as small thumbnails; the file runs no script and loads nothing, so it can
    be kept as a CI artifact or sent by mail.

    OPTIONS:
    \(parser.helpLines())

    EXIT CODES: 0 no error, 1 errors found (warnings too with --strict), 2 the tool could not run as asked or the
    file could not be written.
    """

  static func run(_ arguments: [String], console: Console) -> ExitCode {
    let parsed: ArgumentParser.Parsed
    switch parser.parse(arguments, help: help, console: console) {
    case .exit(let code): return code
    case .run(let arguments): parsed = arguments
    }
    let input: PreviewInput
    let jobs: Int
    do {
      let linter = try LintCommand.linter(parsed, console: console)
      jobs = linter.images.jobs
      input = try linter.preview(paths: LintCommand.paths(parsed))
    } catch {
      console.fail(error.message)
      return .usage
    }
    let output = PreviewDocument(thumbnails: PreviewThumbnails.decoded, jobs: jobs).render(input)
    let file = parsed.values["--output"] ?? defaultOutput
    let path = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: console.workingDirectory)).path
    if let failure = OutputFile.write(output.html, to: path) {
      console.fail("cannot write the preview to \(file): \(failure); choose a writable path with --output FILE")
      return .usage
    }
    console.writeOut(summary(output, file: file, diagnostics: input.diagnostics) + "\n")
    let strict = parsed.flags.contains("--strict")
    return input.diagnostics.contains { LintCommand.fails($0, strict: strict) } ? .findings : .clean
  }

  /// `Wrote piepaw-preview.html (1.2 MB): 2 flows, 7 pages, 12 image sets; 14 errors, 9 warnings, 4 notes.`
  static func summary(_ output: PreviewOutput, file: String, diagnostics: [Diagnostic]) -> String {
    let megabytes = String(format: "%.1f MB", Double(output.html.utf8.count) / 1_000_000)
    let counts = [Severity.error, .warning, .note].map { severity in
      counted(diagnostics.filter { $0.severity == severity }.count, severity.rawValue)
    }
    return "Wrote \(file) (\(megabytes)): \(counted(output.flowCount, "flow")), "
      + "\(counted(output.pageCount, "page")), "
      + "\(counted(output.imageSetCount, "image set")); \(counts.joined(separator: ", "))."
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
