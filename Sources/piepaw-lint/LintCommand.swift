import Foundation
import PiepawLint

/// `piepaw-lint [lint] [PATH ...]`: parses the options, runs the linter, prints the report.
struct LintCommand {
  static let formats = ["human", "xcode", "sarif", "json", "github"]

  static let parser = ArgumentParser(options: [
    .init(name: "--format", valueName: "FORMAT", allowedValues: formats, help: "output format (default: human)"),
    .init(name: "--output", valueName: "FILE", help: "write the report to FILE instead of stdout", aliases: ["-o"]),
    .init(name: "--config", valueName: "FILE", help: "use FILE instead of each project's .piepaw-lint.json"),
    .init(name: "--strict", help: "exit 1 on warnings too"),
    .init(
      name: "--quiet", help: "report only what fails the run: errors (and warnings with --strict)", aliases: ["-q"]),
    .init(
      name: "--color", valueName: "WHEN", allowedValues: ["auto", "always", "never"],
      help: "colour the human format (default: auto, on a terminal)"),
    .init(
      name: "--jobs", valueName: "N", help: "decode images on N threads (default: the number of cores)", aliases: ["-j"]
    ),
    .init(
      name: "--decode", valueName: "DEPTH", allowedValues: ["full", "header"],
      help: "full: decode every pixel row (default); header: sizes and formats only, faster"),
    .init(name: "--no-cache", help: "decode every image again instead of reusing verdicts of unchanged files"),
    .init(
      name: "--max-findings-per-file", valueName: "N",
      help: "list at most N findings of each rule in each file and count the rest (default: "
        + "\(FindingsCap.defaultPerRuleAndFile); 0 lists all)"),
    .init(name: "--fix", help: "fix what has exactly one right fix, then lint again and report what remains"),
    .init(name: "--dry-run", help: "with --fix: print the changes as a unified diff and change nothing"),
    .init(name: "--help", help: "show this help", aliases: ["-h"]),
  ])

  static let help = """
    USAGE: piepaw-lint [lint] [PATH ...] [OPTIONS]

    Lints the onboarding content, asset catalogs and project settings under each PATH (default: .).
    A folder holding a *.xcodeproj, a Package.swift or a .piepaw-lint.json is a project of its own.

    OPTIONS:
    \(parser.helpLines())

    FIXING: --fix rewrites, keeping everything else byte for byte: a literal capsule count, a hard-coded last-page
    index, tags out of page order, `progressCapsules` in JSON content, stray spaces in a title, and an image set's
    file named for its scale (x@2x.png) in Contents.json. It never touches a file that changed since it was read.

    EXIT CODES: 0 no error, 1 errors found (warnings too with --strict), 2 the tool could not run as asked.
    With --fix, the findings that remain; with --fix --dry-run, those of the files as they are.

    OTHER COMMANDS:
      piepaw-lint inspect PATH ... [--format human|json]   every image's pixels, points, scale and status
      piepaw-lint flows [PATH ...] [--format human|json]   the onboarding flows recognised, with their pages
      piepaw-lint preview [PATH ...] [--output FILE]       an HTML file drawing every page with its findings
      piepaw-lint rules [--format human|json] [--config FILE]
                                                           the rules, their defaults and whether each is on here
      piepaw-lint explain RULE                             print a rule's documentation
      piepaw-lint --version
    """

  static func run(_ arguments: [String], console: Console) -> ExitCode {
    switch parser.parse(arguments, help: help, console: console) {
    case .exit(let code): code
    case .run(let parsed):
      parsed.flags.contains("--fix") || parsed.flags.contains("--dry-run")
        ? FixCommand.run(parsed, console: console) : lint(parsed, console: console)
    }
  }

  static func lint(_ parsed: ArgumentParser.Parsed, console: Console) -> ExitCode {
    let start = Date()
    let report: LintReport
    do {
      report = try linter(parsed, console: console).lint(paths: paths(parsed))
    } catch {
      console.fail(error.message)
      return .usage
    }
    return show(report, parsed: parsed, console: console, since: start)
  }

  /// The linter the options ask for.
  static func linter(_ parsed: ArgumentParser.Parsed, console: Console) throws(LintSetupError) -> Linter {
    let configuration = try parsed.values["--config"].map { path throws(LintSetupError) in
      try loadConfiguration(path, lintPaths: paths(parsed))
    }
    return Linter(
      configuration: configuration, images: try imageOptions(parsed, console: console), cap: try findingsCap(parsed))
  }

  static func paths(_ parsed: ArgumentParser.Parsed) -> [String] {
    parsed.positionals.isEmpty ? ["."] : parsed.positionals
  }

  /// Prints `report` in the format asked for (to `--output` or stdout) and returns the run's exit code.
  static func show(_ report: LintReport, parsed: ArgumentParser.Parsed, console: Console, since start: Date)
    -> ExitCode
  {
    let strict = parsed.flags.contains("--strict")
    let exitCode = exitCode(for: report, strict: strict)
    var shown = report
    // --quiet hides what does not fail the run, so a failing run never reads "No problems".
    if parsed.flags.contains("--quiet") { shown.diagnostics.removeAll { !fails($0, strict: strict) } }
    let output = parsed.values["--output"]
    let context = ReportContext(
      workingDirectory: console.workingDirectory,
      colored: output == nil && useColor(parsed.values["--color"] ?? "auto", console: console),
      elapsedSeconds: Date().timeIntervalSince(start))
    let reporter = reporter(named: parsed.values["--format"] ?? "human", console: console)
    let text = reporter.render(shown, context: context)
    guard let output else {
      console.writeOut(text)
      return exitCode
    }
    do {
      try Data(text.utf8).write(
        to: URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: console.workingDirectory)))
    } catch {
      console.fail("cannot write the report to \(output): \(error.localizedDescription)")
      return .usage
    }
    return exitCode
  }

  static func imageOptions(_ parsed: ArgumentParser.Parsed, console: Console) throws(LintSetupError) -> ImageOptions {
    var options = ImageOptions()
    if !parsed.flags.contains("--no-cache") {
      options.cache = ImageCache(directory: ImageCache.userCacheDirectory(environment: console.environment))
    }
    if let depth = parsed.values["--decode"].flatMap(DecodeDepth.init(rawValue:)) { options.depth = depth }
    if let jobs = parsed.values["--jobs"] {
      guard let count = Int(jobs), count >= 1, count <= 256 else {
        throw .invalidArgument("--jobs takes a whole number from 1 to 256, not '\(jobs)'")
      }
      options.jobs = count
    }
    return options
  }

  /// `--max-findings-per-file N`: 0 lists every finding.
  static func findingsCap(_ parsed: ArgumentParser.Parsed) throws(LintSetupError) -> FindingsCap {
    guard let value = parsed.values["--max-findings-per-file"] else { return FindingsCap() }
    guard let count = Int(value), count >= 0 else {
      throw .invalidArgument("--max-findings-per-file takes a whole number (0 lists every finding), not '\(value)'")
    }
    return FindingsCap(perRuleAndFile: count == 0 ? nil : count)
  }

  /// The file `--config` names; inside one of `lintPaths` it is read as repository content (`ConfigurationLoader`).
  static func loadConfiguration(_ path: String, lintPaths: [String] = []) throws(LintSetupError) -> Configuration {
    do {
      return try ConfigurationLoader.load(
        namedPath: Discovery.absolutePath(path), lintPaths: lintPaths.map(Discovery.absolutePath),
        rules: RuleRegistry.all.map { $0.description })
    } catch {
      throw .invalidConfiguration(error)
    }
  }

  static func exitCode(for report: LintReport, strict: Bool) -> ExitCode {
    report.diagnostics.contains { fails($0, strict: strict) } ? .findings : .clean
  }

  /// Whether the finding makes the run exit 1: an error, or a warning with `--strict`.
  static func fails(_ diagnostic: Diagnostic, strict: Bool) -> Bool {
    diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
  }

  static func reporter(named format: String, console: Console) -> any Reporter {
    switch format {
    case "xcode": XcodeReporter()
    case "json": JSONReporter()
    case "github": GitHubReporter()
    case "sarif":
      SARIFReporter(
        rules: RuleRegistry.all.map { $0.description },
        repositoryRoot: SourceLines.repositoryRoot(from: console.workingDirectory),
        sourceLine: SourceLines().line)
    default: HumanReporter()
    }
  }

  /// `auto` colours on a terminal unless NO_COLOR is set (https://no-color.org).
  static func useColor(_ when: String, console: Console) -> Bool {
    switch when {
    case "always": true
    case "never": false
    default: console.outputIsTerminal && console.environment["NO_COLOR"] == nil && console.environment["TERM"] != "dumb"
    }
  }
}
