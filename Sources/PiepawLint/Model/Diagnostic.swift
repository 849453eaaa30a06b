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
  /// The change `--fix` makes, where the finding has exactly one right fix.
  public var fix: Fix?
  /// At most this severity, whatever the rule's is: a lesser case of the rule (a translation marked
  /// `needs_review` is a note of `missing-translation`). nil for the rule's configured severity.
  public var maximumSeverity: Severity?

  public init(location: SourceLocation, message: String, fix: Fix? = nil, maximumSeverity: Severity? = nil) {
    self.location = location
    self.message = message
    self.fix = fix
    self.maximumSeverity = maximumSeverity
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
  /// The change `--fix` makes, where the finding has exactly one right fix.
  public var fix: Fix?

  public init(
    ruleID: String, severity: Severity, message: String, location: SourceLocation, notShown: Int = 0,
    fix: Fix? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.notShown = notShown
    self.fix = fix
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

/// Bytes of a text file as they were read: where they start and exactly what they say.
///
/// `offset` counts UTF-8 bytes from the start of the text the readers saw (after a UTF-8 byte order mark, which
/// `TextFile` drops); `text` is the source as written there (a literal with its quotes), so a fix can check that
/// the file still says it before changing it.
public struct TextSpan: Hashable, Sendable {
  public var offset: Int
  public var text: String

  public init(offset: Int, text: String) {
    self.offset = offset
    self.text = text
  }

  /// The span's length in UTF-8 bytes.
  public var length: Int { text.utf8.count }
  public var endOffset: Int { offset + length }
}

/// One replacement in one file: the bytes of `span` (which must still say `span.text`) become `replacement`.
public struct TextEdit: Hashable, Sendable {
  /// The absolute path of the file, as in `SourceLocation.file`.
  public var file: String
  public var span: TextSpan
  public var replacement: String

  public init(file: String, span: TextSpan, replacement: String) {
    self.file = file
    self.span = span
    self.replacement = replacement
  }
}

/// What `--fix` does about one finding: a short description ("set the count to 4") and its edits.
public struct Fix: Hashable, Sendable {
  public var summary: String
  public var edits: [TextEdit]

  public init(summary: String, edits: [TextEdit]) {
    self.summary = summary
    self.edits = edits
  }

  /// One edit of `span` in `file`; nil when the replacement would change nothing.
  public static func replacing(_ span: TextSpan, in file: String, with replacement: String, summary: String) -> Fix? {
    guard replacement != span.text else { return nil }
    return Fix(summary: summary, edits: [TextEdit(file: file, span: span, replacement: replacement)])
  }
}
