/// What `--fix` changes: each file with its text before and after, the findings fixed, and the findings whose fix
/// is left out, with why.
public struct FixPlan: Sendable {
  /// One file the fixes change.
  public struct Change: Sendable {
    /// The path as the findings name it.
    public var file: String
    /// The file's bytes as read for fixing (a byte order mark included), and with the fixes applied.
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// The findings whose fixes this change makes, in output order.
    public var diagnostics: [Diagnostic]
    /// The file as read: where it really is (symlinks resolved) and what it looked like.
    let snapshot: FileSnapshot
  }

  /// A finding whose fix is not applied.
  public struct Refusal: Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// Why, as a sentence that says what to do: "the file changed since it was linted; run --fix again".
    public var reason: String

    public init(diagnostic: Diagnostic, reason: String) {
      self.diagnostic = diagnostic
      self.reason = reason
    }
  }

  /// The files to change, in path order.
  public var changes: [Change]
  public var refusals: [Refusal]

  /// How many findings the changes fix.
  public var fixedCount: Int { changes.reduce(0) { $0 + $1.diagnostics.count } }
}

/// What applying a plan did: the changes written and the findings whose fix could not be.
public struct FixOutcome: Sendable {
  public var written: [FixPlan.Change]
  /// The plan's refusals and those of the files that could not be written.
  public var refusals: [FixPlan.Refusal]

  public var fixedCount: Int { written.reduce(0) { $0 + $1.diagnostics.count } }
}

extension TextEdit {
  /// Whether the two edits touch the same bytes. An insertion (no bytes) overlaps a replacement that starts at or
  /// runs over its offset, and another insertion at the same offset: the order the two would be made in matters.
  func overlaps(_ other: TextEdit) -> Bool {
    guard file == other.file else { return false }
    let (a, b) = (span, other.span)
    switch (a.length == 0, b.length == 0) {
    case (true, true): return a.offset == b.offset
    case (true, false): return a.offset >= b.offset && a.offset < b.endOffset
    case (false, true): return b.offset >= a.offset && b.offset < a.endOffset
    case (false, false): return a.offset < b.endOffset && b.offset < a.endOffset
    }
  }
}
