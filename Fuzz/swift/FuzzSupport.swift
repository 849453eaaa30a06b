// Shared by every Swift fuzz target (compiled into each target by scripts/fuzz, not part of Package.swift).
import Foundation

@testable import PiepawLint

/// The fuzzer's bytes as an array (an empty input has no pointer).
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// The bytes as text the way the CLI reads them (`TextFile.decode`), or decoded lossily when that refuses them,
/// so invalid UTF-8 and NUL bytes still reach the parsers.
func fuzzText(_ bytes: [UInt8], path: String) -> String {
  switch TextFile.decode(Data(bytes), path: path) {
  case .success(let text): return text
  case .failure: return String(decoding: bytes, as: UTF8.self)
  }
}

/// Runs every rule over `project` and renders the findings in each machine format, as the CLI would.
func checkAndRender(_ project: Project) {
  let linter = Linter()
  let diagnostics = linter.check(project)
  let report = LintReport(diagnostics: diagnostics, fileCount: 1, projectRoots: [project.root])
  let context = ReportContext(workingDirectory: project.root)
  _ = HumanReporter().render(report, context: context)
  _ = JSONReporter().render(report, context: context)
  // Only the rules that found something: the rest of `rules[]` is the same for every input and would take most
  // of the time of each run.
  let found = Set(diagnostics.map(\.ruleID))
  let sarif = SARIFReporter(
    rules: linter.rules.map { $0.description }.filter { found.contains($0.identifier) }, repositoryRoot: project.root,
    sourceLine: { _, _ in nil })
  _ = sarif.render(report, context: context)
}
