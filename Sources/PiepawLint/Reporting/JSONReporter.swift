/// `--format json`: an array of findings, each with the same keys in the same order (absent values are null):
/// `rule`, `severity`, `message`, `file` (relative to the working directory), `line`, `column` (UTF-8 bytes),
/// `utf16Column`, `notShown` (0; for the entry after a file's findings that `FindingsCap` did not list, how many
/// findings of that rule in that file it stands for).
public struct JSONReporter: Reporter {
  public init() {}

  public func render(_ report: LintReport, context: ReportContext) -> String {
    JSONOutput.array(report.diagnostics.map { finding($0, context: context) }).rendered() + "\n"
  }

  private func finding(_ diagnostic: Diagnostic, context: ReportContext) -> JSONOutput {
    let location = diagnostic.location
    return .object([
      ("rule", .string(diagnostic.ruleID)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
      ("file", .string(context.displayPath(location.file))),
      ("line", location.line.map(JSONOutput.integer) ?? .null),
      ("column", location.column.map(JSONOutput.integer) ?? .null),
      ("utf16Column", location.utf16Column.map(JSONOutput.integer) ?? .null),
      ("notShown", .integer(diagnostic.notShown)),
    ])
  }
}
