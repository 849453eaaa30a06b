/// `path:line:col: error: message [rule-id]`, one finding a line: what Xcode's build log and editors parse.
public struct XcodeReporter: Reporter {
  public init() {}

  public func render(_ report: LintReport, context: ReportContext) -> String {
    report.diagnostics.map { diagnostic in
      "\(DiagnosticLine.location(diagnostic.location, context: context)): \(diagnostic.severity.rawValue): "
        + "\(DiagnosticLine.message(diagnostic)) [\(diagnostic.ruleID)]\n"
    }.joined()
  }
}
