/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
  case note, warning, error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// What a rule reports before the linter stamps it with the rule's id and configured severity.
public struct Finding: Hashable, Sendable, Error {
  public var location: SourceLocation
  /// What is wrong and how to fix it, in one or two sentences.
  public var message: String

  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }
}

extension Finding {
  /// One rule's findings in output order: by location, then message (`Diagnostic.sortedForOutput`).
  public static func outputOrder(_ a: Finding, _ b: Finding) -> Bool {
    a.location != b.location ? a.location < b.location : a.message < b.message
  }
}

/// One finding of one rule, as reporters see it.
public struct Diagnostic: Hashable, Sendable {
  public var ruleID: String
  public var severity: Severity
  public var message: String
  public var location: SourceLocation
  /// 0 for a finding. For the entry `FindingsCap` puts after a file's findings, how many findings of this rule in
  /// this file it stands for, not shown one by one.
  public var notShown: Int

  public init(ruleID: String, severity: Severity, message: String, location: SourceLocation, notShown: Int = 0) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.notShown = notShown
  }

  /// How many findings this entry counts for: itself, or the findings it stands for.
  public var findingCount: Int { notShown > 0 ? notShown : 1 }

  /// Output order: by file, line, column, then rule id and message, so runs are deterministic; the entries counting
  /// what `FindingsCap` did not list close their file's findings.
  public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.sorted { a, b in
      if a.location.file != b.location.file { return a.location.file < b.location.file }
      if (a.notShown > 0) != (b.notShown > 0) { return b.notShown > 0 }
      if a.location != b.location { return a.location < b.location }
      if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
      return a.message < b.message
    }
  }
}
