import Foundation
import Testing

@testable import PiepawLint

/// A project written to a fresh temporary folder, to lint and fix there.
struct FixWorkspace {
  let root: String

  /// `files`: path relative to the root → content.
  init(_ files: [String: String] = [:]) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-fix-\(UUID().uuidString)")
    root = folder.standardizedFileURL.path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
  }

  /// A copy of `Tests/PiepawLintTests/Fixtures/fix/<name>`.
  static func copy(ofFixture name: String) throws -> FixWorkspace {
    let workspace = try FixWorkspace()
    let source = FixFixtures.path(name)
    for item in try FileManager.default.contentsOfDirectory(atPath: source) {
      try FileManager.default.copyItem(atPath: source + "/" + item, toPath: workspace.root + "/" + item)
    }
    return workspace
  }

  func path(_ relative: String) -> String { root + "/" + relative }

  func write(_ relative: String, _ text: String) throws {
    try write(relative, bytes: Array(text.utf8))
  }

  func write(_ relative: String, bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func read(_ relative: String) throws -> String {
    try String(contentsOfFile: path(relative), encoding: .utf8)
  }

  func bytes(_ relative: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relative))))
  }

  func lint() throws -> LintReport {
    try Linter(images: ImageOptions(jobs: 1)).lint(paths: [root])
  }

  /// Lints and plans the fixes.
  func plan() throws -> (report: LintReport, plan: FixPlan) {
    let report = try lint()
    return (report, Fixer(projectRoots: report.projectRoots).plan(report.diagnostics))
  }

  /// Lints, plans and writes the fixes.
  @discardableResult
  func fix() throws -> FixOutcome {
    let (report, plan) = try plan()
    return Fixer(projectRoots: report.projectRoots).apply(plan)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}

enum FixFixtures {
  static func path(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fix")
      .appendingPathComponent(name).standardizedFileURL.path
  }

  static func text(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }
}

extension LintReport {
  /// The findings of `rule`.
  func findings(_ rule: String) -> [Diagnostic] { diagnostics.filter { $0.ruleID == rule } }
}
