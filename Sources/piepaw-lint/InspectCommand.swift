import PiepawLint

/// `piepaw-lint inspect PATH ... [--format human|json] [--jobs N] [--decode full|header]`: every image's pixels,
/// scale, points, aspect, format, size and status, for designers.
enum InspectCommand {
  /// `--jobs`, `--decode` and `--no-cache` mean what they mean for `lint`.
  static let parser = ArgumentParser(
    options: [
      .init(
        name: "--format", valueName: "FORMAT", allowedValues: ["human", "json"],
        help: "human: an aligned table (default); json: one object per image")
    ]
      + [
        .init(
          name: "--loose",
          help: "also list the loose PNG/JPEG files of folders that hold catalogs (screenshots, sources)")
      ]
      + LintCommand.parser.options.filter { ["--jobs", "--decode", "--no-cache"].contains($0.name) }
      + [.init(name: "--help", help: "show this help", aliases: ["-h"])])

  static let help = """
    USAGE: piepaw-lint inspect PATH ... [OPTIONS]

    Shows every image under each PATH (image files, .imageset folders, .xcassets catalogs, or folders holding
    them): pixels, scale, points, aspect, format, bytes and whether it decodes, with a verdict per image set
    (scales that do not match, scales that are missing). A folder's loose PNG/JPEG files are listed when it
    holds no catalog, or with --loose.

    OPTIONS:
    \(parser.helpLines())

    EXIT CODES: 0 every image decodes, 1 an image is corrupt or unreadable, 2 the tool could not run as asked.
    """

  static func run(_ arguments: [String], console: Console) -> ExitCode {
    let parsed: ArgumentParser.Parsed
    switch parser.parse(arguments, help: help, console: console) {
    case .exit(let code): return code
    case .run(let arguments): parsed = arguments
    }
    guard !parsed.positionals.isEmpty else {
      console.fail("'inspect' needs a PATH: an image, an .imageset, an .xcassets or a folder")
      return .usage
    }
    let report: InspectionReport
    do {
      report = try ImageInspector.inspect(
        paths: parsed.positionals, options: LintCommand.imageOptions(parsed, console: console),
        looseImages: parsed.flags.contains("--loose"))
    } catch {
      console.fail(error.message)
      return .usage
    }
    let context = ReportContext(workingDirectory: console.workingDirectory)
    let json = parsed.values["--format"] == "json"
    console.writeOut(
      json
        ? InspectJSONReporter().render(report, context: context)
        : InspectHumanReporter().render(report, context: context))
    return exitCode(for: report)
  }

  static func exitCode(for report: InspectionReport) -> ExitCode {
    report.hasDamagedImages ? .findings : .clean
  }
}
