import Foundation

/// Turns the fixes of a lint's findings into changed files, and writes them.
///
/// A fix names the bytes it replaces and the text they said when the file was linted (`TextSpan`). Planning reads
/// each file again and refuses the whole file when any of its edits no longer finds its text there: a file that
/// changed since it was read is never touched. Of two fixes whose edits overlap, the one of the rule listed first
/// (`ruleOrder`) is kept and the other refused, saying so; identical edits (one literal two findings fix alike) are
/// made once. Edits are applied from the end of the file backwards, so their offsets stay right, and everything
/// outside them is kept byte for byte. Writing is atomic and stays inside the projects (`FileSnapshot`).
public struct Fixer: Sendable {
  /// The roots of the projects linted: no file outside them is written, wherever a symlink leads.
  public var projectRoots: [String]
  /// Rule ids by precedence, for overlapping fixes.
  public var ruleOrder: [String]

  public init(projectRoots: [String], ruleOrder: [String] = RuleRegistry.all.map { $0.description.identifier }) {
    self.projectRoots = projectRoots
    self.ruleOrder = ruleOrder
  }

  /// What fixing `diagnostics` would change, without changing anything.
  public func plan(_ diagnostics: [Diagnostic]) -> FixPlan {
    var refusals: [FixPlan.Refusal] = []
    let (accepted, overlapping) = acceptedFixes(diagnostics)
    refusals += overlapping
    let files = Set(accepted.flatMap { $0.fix?.edits.map(\.file) ?? [] })
    let roots = projectRoots.map { Self.realPath($0) ?? $0 }
    var snapshots: [String: FileSnapshot] = [:]
    var refusedFiles: [String: FixFileError] = [:]
    for file in files.sorted() {
      switch FileSnapshot.of(file, within: roots) {
      case .success(let snapshot): snapshots[file] = snapshot
      case .failure(let error): refusedFiles[file] = error
      }
    }
    for diagnostic in accepted {
      for edit in diagnostic.fix?.edits ?? [] where refusedFiles[edit.file] == nil {
        if let snapshot = snapshots[edit.file], !Self.finds(edit.span, in: snapshot.bytes) {
          refusedFiles[edit.file] = .changedSinceLint
        }
      }
    }
    // A fix with an edit in a refused file is left out whole.
    var fixedByFile: [String: [Diagnostic]] = [:]
    for diagnostic in accepted {
      let edits = diagnostic.fix?.edits ?? []
      if let refused = edits.lazy.compactMap({ refusedFiles[$0.file] }).first {
        refusals.append(FixPlan.Refusal(diagnostic: diagnostic, reason: refused.reason))
        continue
      }
      for file in Set(edits.map(\.file)) { fixedByFile[file, default: []].append(diagnostic) }
    }
    let changes = fixedByFile.keys.sorted().compactMap { file -> FixPlan.Change? in
      guard let snapshot = snapshots[file], let fixed = fixedByFile[file] else { return nil }
      let edits = Set(fixed.flatMap { $0.fix?.edits.filter { $0.file == file } ?? [] })
      return FixPlan.Change(
        file: file, original: snapshot.bytes, fixed: Self.applying(Array(edits), to: snapshot.bytes),
        diagnostics: Diagnostic.sortedForOutput(fixed), snapshot: snapshot)
    }
    return FixPlan(changes: changes, refusals: refusals.sorted { $0.diagnostic.location < $1.diagnostic.location })
  }

  /// Writes the plan's changes; a file that cannot be written (or changed since it was planned) refuses its fixes.
  public func apply(_ plan: FixPlan) -> FixOutcome {
    var outcome = FixOutcome(written: [], refusals: plan.refusals)
    for change in plan.changes {
      switch change.snapshot.replace(with: change.fixed) {
      case .success: outcome.written.append(change)
      case .failure(let error):
        outcome.refusals += change.diagnostics.map { FixPlan.Refusal(diagnostic: $0, reason: error.reason) }
      }
    }
    return outcome
  }

  /// The findings whose fixes go ahead (by rule precedence, then output order), and those refused because an
  /// accepted fix already changes their bytes.
  private func acceptedFixes(_ diagnostics: [Diagnostic]) -> (accepted: [Diagnostic], refused: [FixPlan.Refusal]) {
    var rank: [String: Int] = [:]
    for (position, rule) in ruleOrder.enumerated() where rank[rule] == nil { rank[rule] = position }
    let ordered = diagnostics.enumerated().filter { $0.element.fix?.edits.isEmpty == false }.sorted { a, b in
      let (rankA, rankB) = (rank[a.element.ruleID] ?? Int.max, rank[b.element.ruleID] ?? Int.max)
      return rankA != rankB ? rankA < rankB : a.offset < b.offset
    }.map(\.element)
    var accepted: [Diagnostic] = []
    var refused: [FixPlan.Refusal] = []
    var editsByFile: [String: [(edit: TextEdit, owner: Diagnostic)]] = [:]
    for diagnostic in ordered {
      let edits = diagnostic.fix?.edits ?? []
      let conflict = edits.lazy.compactMap { edit in
        editsByFile[edit.file]?.first { $0.edit != edit && $0.edit.overlaps(edit) }
      }.first
      if let conflict {
        refused.append(FixPlan.Refusal(diagnostic: diagnostic, reason: Self.overlapReason(conflict.owner)))
        continue
      }
      for edit in edits where editsByFile[edit.file]?.contains(where: { $0.edit == edit }) != true {
        editsByFile[edit.file, default: []].append((edit, diagnostic))
      }
      accepted.append(diagnostic)
    }
    return (accepted, refused)
  }

  private static func overlapReason(_ kept: Diagnostic) -> String {
    let line = kept.location.line.map { " at line \($0)" } ?? ""
    return "its fix changes the same text as the fix of [\(kept.ruleID)]\(line), which was applied instead; "
      + "run piepaw-lint --fix again to see what is left"
  }

  /// The length of the UTF-8 byte order mark a file starts with: offsets count from after it, as the readers do.
  static func textStart(_ bytes: [UInt8]) -> Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// Whether `bytes` still say `span.text` at `span.offset`.
  static func finds(_ span: TextSpan, in bytes: [UInt8]) -> Bool {
    let start = textStart(bytes) + span.offset
    guard span.offset >= 0, start + span.length <= bytes.count else { return false }
    return bytes[start..<(start + span.length)].elementsEqual(span.text.utf8)
  }

  /// `bytes` with non-overlapping `edits` applied, the last first.
  static func applying(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    let start = textStart(bytes)
    for edit in edits.sorted(by: { $0.span.offset > $1.span.offset }) {
      let lower = start + edit.span.offset
      result.replaceSubrange(lower..<(lower + edit.span.length), with: Array(edit.replacement.utf8))
    }
    return result
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
