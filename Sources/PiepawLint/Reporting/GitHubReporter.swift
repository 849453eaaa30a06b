/// `--format github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), so
/// findings show inline on a pull request without code scanning.
///
/// Each finding is exactly one line: repository text is first made `Visible` (no control character is left, so
/// nothing can end the line and start a command of its own, such as `::stop-commands::`), then escaped as the runner
/// reads it.
public struct GitHubReporter: Reporter {
  public init() {}

  public func render(_ report: LintReport, context: ReportContext) -> String {
    report.diagnostics.map { command(for: $0, context: context) + "\n" }.joined()
  }

  private func command(for diagnostic: Diagnostic, context: ReportContext) -> String {
    var properties = ["file=" + Self.escapeProperty(Visible.text(context.displayPath(diagnostic.location.file)))]
    if let line = diagnostic.location.line {
      properties.append("line=\(line)")
      if let column = diagnostic.location.column { properties.append("col=\(column)") }
    }
    properties.append("title=" + Self.escapeProperty("\(ToolInfo.name) \(diagnostic.ruleID)"))
    return "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::"
      + Self.escapeData(Visible.text(diagnostic.message))
  }

  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// The runner's escaping for the message part: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    percentEscaped(text, ["%", "\r", "\n"])
  }

  /// Property values also escape the separators `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    percentEscaped(text, ["%", "\r", "\n", ":", ","])
  }

  /// Per Unicode scalar: on Characters, `"\r\n"` (one grapheme) equals neither `"\r"` nor `"\n"`, and `":"` with a
  /// combining mark after it is not `":"`.
  private static func percentEscaped(_ text: String, _ escaped: Set<Unicode.Scalar>) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if escaped.contains(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
