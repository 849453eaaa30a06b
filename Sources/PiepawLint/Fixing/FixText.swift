/// What `--fix` prints besides the lint report: the diff of a plan (`--dry-run`), a line per finding fixed or
/// left, and the summary. Paths are relative to the report's base and shown through `Visible`, as in every report.
public enum FixText {
  /// The unified diff of every change of `plan`, in path order. With `visible` (output to a terminal), control
  /// characters in the lines are shown as `\u{…}` too; otherwise the lines are the files' own, so the diff applies
  /// with `patch -p1` or `git apply`.
  public static func diff(_ plan: FixPlan, context: ReportContext, visible: Bool) -> String {
    plan.changes.map { change in
      UnifiedDiff.render(
        path: Visible.text(context.displayPath(change.file)), old: change.original, new: change.fixed,
        shown: visible ? Visible.text : { $0 })
    }.joined()
  }

  /// `path:line:col: fixed: set the count to 4 [progress-capsule-count]`.
  public static func fixed(_ diagnostic: Diagnostic, context: ReportContext) -> String {
    let summary = diagnostic.fix.map { Visible.text($0.summary) } ?? "fixed"
    return "\(DiagnosticLine.location(diagnostic.location, context: context)): fixed: \(summary) "
      + "[\(diagnostic.ruleID)]\n"
  }

  /// `path:line:col: not fixed: <why> [rule-id]`.
  public static func refused(_ refusal: FixPlan.Refusal, context: ReportContext) -> String {
    "\(DiagnosticLine.location(refusal.diagnostic.location, context: context)): not fixed: "
      + "\(Visible.text(refusal.reason)) [\(refusal.diagnostic.ruleID)]\n"
  }

  /// `Fixed 5 findings in 2 files; 3 remain.` (`remaining`: what the lint after fixing found). For a dry run,
  /// `Would fix 5 findings in 2 files and leave 3 as they are. Nothing was changed.` (`remaining`: the findings
  /// whose fix is not made; a finding that goes with another's fix, a repeated tag, is among them).
  public static func summary(fixed: Int, files: Int, remaining: Int, dryRun: Bool) -> String {
    let findings = HumanReporter.counted(fixed, "finding")
    let inFiles = HumanReporter.counted(files, "file")
    if dryRun {
      return "Would fix \(findings) in \(inFiles) and leave \(remaining) as they are. Nothing was changed.\n"
    }
    return "Fixed \(findings) in \(inFiles); \(remaining == 1 ? "1 remains" : "\(remaining) remain").\n"
  }
}
