/// `--format github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), so
/// findings show inline on a pull request without code scanning.
public struct GitHubReporter: Reporter {
  public init() {}

  public func render(_ report: LintReport, context: ReportContext) -> String {
    report.diagnostics.map { command(for: $0, context: context) + "\n" }.joined()
  }

  private func command(for diagnostic: Diagnostic, context: ReportContext) -> String {
    var properties = ["file=" + Self.escapeProperty(context.displayPath(diagnostic.location.file))]
    if let line = diagnostic.location.line {
      properties.append("line=\(line)")
      if let column = diagnostic.location.column { properties.append("col=\(column)") }
    }
    properties.append("title=" + Self.escapeProperty("\(ToolInfo.name) \(diagnostic.ruleID)"))
    return "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::"
      + Self.escapeData(diagnostic.message)
  }

  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// The runner's escaping for the message part.
  static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// Property values also escape the separators `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
