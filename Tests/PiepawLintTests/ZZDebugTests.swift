import Foundation
import Testing

@testable import PiepawLint

@Suite struct ZZDebugTests {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["PIEPAW_DEBUG_ROOT"] != nil)) func dumpTargets() throws {
    let root = ProcessInfo.processInfo.environment["PIEPAW_DEBUG_ROOT"]!
    let inputs = try Discovery().projects(for: [root]) { _, _ throws(LintSetupError) in .default }
    for input in inputs {
      let project = ProjectLoader(schema: .init(), limits: .init()).load(input).project
      print("PROJECT", project.root, project.targets.count, project.catalogs.count)
      for target in project.targets {
        print("TARGET", target.name, target.kind, target.platforms, target.catalogs.count)
      }
    }
  }
}
