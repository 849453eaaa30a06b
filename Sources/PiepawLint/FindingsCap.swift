/// The step between the rules and the reporters that keeps a report readable whatever the repository holds: at most
/// `perRuleAndFile` findings of one rule in one file become diagnostics, and one more diagnostic of that rule, after
/// that file's findings, counts the rest (`Diagnostic.notShown`) at their severity, so the exit code and the
/// summary still count every finding. 400 000 broken entries in one Contents.json make 101 lines, not 78 MB.
public struct FindingsCap: Sendable, Hashable {
  /// The default: more findings of one rule in one file than anyone reads one by one.
  public static let defaultPerRuleAndFile = 100

  /// nil lists every finding.
  public var perRuleAndFile: Int?

  public init(perRuleAndFile: Int? = FindingsCap.defaultPerRuleAndFile) {
    self.perRuleAndFile = perRuleAndFile
  }

  /// One rule's findings, already in output order (`Finding.outputOrder`), as its diagnostics: per file the first
  /// `perRuleAndFile`, then one entry for the rest.
  /// The most of a message that is shown, in Unicode scalars: a message quotes repository text (a title, a name),
  /// and a 1.5 MB title must not make every finding about it 1.5 MB long in every format.
  public static let maximumMessageScalars = 2_000

  /// `message`, cut after `maximumMessageScalars` scalars (never inside a scalar) with a count of the rest.
  static func bounded(_ message: String) -> String {
    let scalars = message.unicodeScalars
    guard scalars.count > maximumMessageScalars else { return message }
    let kept = String(String.UnicodeScalarView(scalars.prefix(maximumMessageScalars)))
    return kept + "… (message cut: \(scalars.count - maximumMessageScalars) more characters)"
  }

  public func diagnostics(from findings: [Finding], ruleID: String, severity: Severity) -> [Diagnostic] {
    func diagnostic(_ finding: Finding) -> Diagnostic {
      Diagnostic(
        ruleID: ruleID, severity: finding.maximumSeverity.map { min($0, severity) } ?? severity,
        message: Self.bounded(finding.message), location: finding.location, fix: finding.fix)
    }
    guard let limit = perRuleAndFile, findings.count > limit else { return findings.map(diagnostic) }
    var result: [Diagnostic] = []
    var start = 0
    while start < findings.count {
      let file = findings[start].location.file
      var end = start + 1
      while end < findings.count, findings[end].location.file == file { end += 1 }
      result += findings[start..<min(end, start + limit)].map(diagnostic)
      // The rest, counted at the severity each has (a finding may be capped at a note): one entry per severity.
      let hidden = findings[min(end, start + limit)..<end].map { diagnostic($0).severity }
      for level in Set(hidden).sorted(by: >) {
        let count = hidden.filter { $0 == level }.count
        result.append(
          Diagnostic(
            ruleID: ruleID, severity: level, message: Self.message(count, ruleID, limit: limit),
            location: SourceLocation(file: file), notShown: count))
      }
      start = end
    }
    return result
  }

  /// `… and 399900 more imageset-missing-file findings in this file, not shown: …`.
  static func message(_ count: Int, _ ruleID: String, limit: Int) -> String {
    "… and \(count) more \(ruleID) finding\(count == 1 ? "" : "s") in this file, not shown: the first \(limit) "
      + "are listed (--max-findings-per-file 0 lists every one)"
  }
}
