import Foundation
import PiepawLint

/// `piepaw-lint --fix [--dry-run] [PATH ...]`: lints, applies the fixes that have exactly one right answer (or
/// prints them as a diff), and, after fixing, lints again and reports what remains.
///
/// The diff and the report go to stdout; what was fixed, what was not and why, and the summary, to stderr.
enum FixCommand {
  static func run(_ parsed: ArgumentParser.Parsed, console: Console) -> ExitCode {
    guard parsed.flags.contains("--fix") else {
      console.fail("--dry-run shows what --fix would change; use them together: piepaw-lint --fix --dry-run PATH")
      return .usage
    }
    let start = Date()
    let report: LintReport
    do {
      report = try LintCommand.linter(parsed, console: console).lint(paths: LintCommand.paths(parsed))
    } catch {
      console.fail(error.message)
      return .usage
    }
    let fixer = Fixer(projectRoots: report.projectRoots)
    let plan = fixer.plan(report.diagnostics)
    let context = ReportContext(workingDirectory: console.workingDirectory)
    if parsed.flags.contains("--dry-run") {
      console.writeOut(FixText.diff(plan, context: context, visible: console.outputIsTerminal))
      for refusal in plan.refusals { console.writeError(FixText.refused(refusal, context: context)) }
      console.writeError(
        FixText.summary(
          fixed: plan.fixedCount, files: plan.changes.count, remaining: report.diagnostics.count - plan.fixedCount,
          dryRun: true))
      return LintCommand.exitCode(for: report, strict: parsed.flags.contains("--strict"))
    }
    let outcome = fixer.apply(plan)
    for change in outcome.written {
      for diagnostic in change.diagnostics { console.writeError(FixText.fixed(diagnostic, context: context)) }
    }
    for refusal in outcome.refusals { console.writeError(FixText.refused(refusal, context: context)) }
    let remaining: LintReport
    do {
      remaining = try LintCommand.linter(parsed, console: console).lint(paths: LintCommand.paths(parsed))
    } catch {
      console.fail(error.message)
      return .usage
    }
    let code = LintCommand.show(remaining, parsed: parsed, console: console, since: start)
    console.writeError(
      FixText.summary(
        fixed: outcome.fixedCount, files: outcome.written.count, remaining: remaining.diagnostics.count, dryRun: false))
    return code
  }
}
