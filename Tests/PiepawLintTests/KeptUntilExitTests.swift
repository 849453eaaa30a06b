import Testing

@testable import PiepawLint

/// A run that keeps its memory until the process ends (`Linter.keepsMemoryUntilExit`, the command line's) reports
/// what a run that frees it reports; what it keeps stays alive.
@Suite struct KeptUntilExitTests {
  private final class Marker {}

  @Test func aKeptValueOutlivesItsLastUse() {
    weak var kept: Marker?
    weak var dropped: Marker?
    do {
      let first = Marker()
      let second = Marker()
      kept = first
      dropped = second
      KeptUntilExit.keep(first)
    }
    #expect(kept != nil)
    #expect(dropped == nil)
  }

  @Test func aRunThatKeepsItsIndexFindsTheSameFlowsAndFindings() throws {
    let paths = [SampleTests.samples + "/gallery"]
    let freeing = try Linter().flows(paths: paths)
    let keeping = try Linter(keepsMemoryUntilExit: true).flows(paths: paths)
    #expect(freeing.flowCount > 0)
    #expect(keeping.projects.map(\.flows) == freeing.projects.map(\.flows))
    let context = ReportContext(workingDirectory: SampleTests.samples)
    #expect(
      FlowsJSONReporter().render(keeping, context: context) == FlowsJSONReporter().render(freeing, context: context))
    let lint = try Linter(keepsMemoryUntilExit: true).lint(paths: [SampleTests.samples + "/piepaw"])
    #expect(lint.diagnostics == (try Linter().lint(paths: [SampleTests.samples + "/piepaw"])).diagnostics)
  }
}
