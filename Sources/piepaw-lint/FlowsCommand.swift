import PiepawLint

/// `piepaw-lint flows [PATH ...] [--format human|json] [--config FILE]`: what the linter recognised as onboarding
/// flows, so a user can see that theirs was found (and why not, when it was not).
enum FlowsCommand {
  static let parser = ArgumentParser(
    options: [
      .init(
        name: "--format", valueName: "FORMAT", allowedValues: ["human", "json"],
        help: "human: each flow with its pages (default); json: the documented contract")
    ]
      + LintCommand.parser.options.filter { $0.name == "--config" }
      + [.init(name: "--help", help: "show this help", aliases: ["-h"])])

  static let help = """
    USAGE: piepaw-lint flows [PATH ...] [OPTIONS]

    Shows the onboarding flows recognised under each PATH (default: .): each flow's file:line, its shape
    (one of the shapes below), its pages with their tags, titles and images, its progress indicators and last-page
    checks; then the pagers no flow could be read from.

    SHAPES (in the order they are tried; the README's flows table says what each reads):
      \(FlowShapeSummary.all.map(\.id).joined(separator: ", "))

    OPTIONS:
    \(parser.helpLines())

    EXIT CODES: 0 shown (even when no flow was found), 2 the tool could not run as asked.
    """

  static func run(_ arguments: [String], console: Console) -> ExitCode {
    let parsed: ArgumentParser.Parsed
    switch parser.parse(arguments, help: help, console: console) {
    case .exit(let code): return code
    case .run(let arguments): parsed = arguments
    }
    let report: FlowsReport
    do {
      let paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
      let configuration = try parsed.values["--config"].map { path throws(LintSetupError) in
        try LintCommand.loadConfiguration(path, lintPaths: paths)
      }
      // The process ends after this one run, which decodes no image: its Swift index is left to the system at exit
      // (`Linter.keepsMemoryUntilExit`). `lint` and `preview` free it, as their images are decoded after it.
      report = try Linter(configuration: configuration, keepsMemoryUntilExit: true).flows(paths: paths)
    } catch {
      console.fail(error.message)
      return .usage
    }
    let context = ReportContext(workingDirectory: console.workingDirectory)
    console.writeOut(
      parsed.values["--format"] == "json"
        ? FlowsJSONReporter().render(report, context: context)
        : FlowsHumanReporter().render(report, context: context))
    return .clean
  }
}
