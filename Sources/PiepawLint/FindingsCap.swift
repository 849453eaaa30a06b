/// The step between the rules and the reporters that keeps a report readable whatever the repository holds: at most
/// `perRuleAndFile` findings of one rule in one file are shown one by one, and one entry after that file's findings
/// counts the rest (`Diagnostic.notShown`), with the rule's severity, so the exit code and the summary still count
/// every finding. 400 000 broken entries in one Contents.json make 101 lines, not 78 MB.
public struct FindingsCap: Sendable, Hashable {
  /// The default: more findings of one rule in one file than anyone reads one by one.
  public static let defaultPerRuleAndFile = 100

  /// nil shows every finding.
  public var perRuleAndFile: Int?

  public init(perRuleAndFile: Int? = FindingsCap.defaultPerRuleAndFile) {
    self.perRuleAndFile = perRuleAndFile
  }

  /// `diagnostics` in output order (sorted by file first), each file's findings over the cap replaced by one entry
  /// per rule at the end of that file's findings.
  public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard let limit = perRuleAndFile, diagnostics.count > limit else { return diagnostics }
    var result: [Diagnostic] = []
    var start = 0
    while start < diagnostics.count {
      let file = diagnostics[start].location.file
      var end = start + 1
      while end < diagnostics.count, diagnostics[end].location.file == file { end += 1 }
      result += capped(diagnostics[start..<end], limit: limit)
      start = end
    }
    return result
  }

  /// One file's findings: the first `limit` of each rule, then an entry for each rule that had more.
  private func capped(_ findings: ArraySlice<Diagnostic>, limit: Int) -> [Diagnostic] {
    var shown: [String: Int] = [:]
    var hidden: [(ruleID: String, severity: Severity, count: Int)] = []
    var hiddenIndex: [String: Int] = [:]
    var kept: [Diagnostic] = []
    for finding in findings {
      let count = shown[finding.ruleID, default: 0]
      if count < limit {
        shown[finding.ruleID] = count + 1
        kept.append(finding)
      } else if let index = hiddenIndex[finding.ruleID] {
        hidden[index].count += finding.findingCount
        hidden[index].severity = max(hidden[index].severity, finding.severity)
      } else {
        hiddenIndex[finding.ruleID] = hidden.count
        hidden.append((finding.ruleID, finding.severity, finding.findingCount))
      }
    }
    let file = findings.first?.location.file ?? ""
    return kept
      + hidden.map { rule in
        Diagnostic(
          ruleID: rule.ruleID, severity: rule.severity, message: Self.message(rule.count, rule.ruleID, limit: limit),
          location: SourceLocation(file: file), notShown: rule.count)
      }
  }

  /// `… and 399900 more imageset-missing-file findings in this file, not shown (…)`.
  static func message(_ count: Int, _ ruleID: String, limit: Int) -> String {
    "… and \(count) more \(ruleID) finding\(count == 1 ? "" : "s") in this file, not shown: the first \(limit) "
      + "are listed (--max-findings-per-file 0 lists every one)"
  }
}
