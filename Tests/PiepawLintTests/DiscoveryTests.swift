import Foundation
import Testing

@testable import PiepawLint

/// A throwaway folder tree for tests; removed when the value goes away.
final class TemporaryTree {
  let root: String

  /// `base` is the folder the tree is made in (the temporary folder unless a test needs another).
  init(_ files: [String: String], in base: String = NSTemporaryDirectory()) throws {
    root = (base as NSString).appendingPathComponent("piepaw-\(UUID().uuidString)")
    for (path, text) in files {
      let full = (root as NSString).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      if path.hasSuffix("/") { continue }
      try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
  }

  func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

  deinit { try? FileManager.default.removeItem(atPath: root) }
}

@Suite struct DiscoveryTests {
  @Test func eachMarkedFolderIsItsOwnProject() throws {
    let tree = try TemporaryTree([
      "a/a.xcodeproj/project.pbxproj": "",
      "a/App/Model.swift": "",
      "a/Assets.xcassets/Contents.json": "{}",
      "b/.piepaw-lint.json": "{}",
      "b/content/welcome.onboarding.json": "{}",
      "c/Package.swift": "",
      "c/Sources/View.swift": "",
      "loose.swift": "",
    ])
    let projects = try Discovery().projects(for: [tree.root])
    #expect(projects.map(\.root) == [tree.root, tree.path("a"), tree.path("b"), tree.path("c")])
    #expect(projects[0].swiftFiles == [tree.path("loose.swift")])
    #expect(projects[1].swiftFiles == [tree.path("a/App/Model.swift")])
    #expect(projects[1].catalogs == [tree.path("a/Assets.xcassets")])
    #expect(projects[1].xcodeProjects == [tree.path("a/a.xcodeproj/project.pbxproj")])
    #expect(projects[2].jsonContentFiles == [tree.path("b/content/welcome.onboarding.json")])
    #expect(projects[3].swiftFiles == [tree.path("c/Package.swift"), tree.path("c/Sources/View.swift")])
  }

  /// `._View.swift` beside `View.swift` is an AppleDouble file (macOS metadata, committed by accident): not
  /// source, so no `invalid-input` for its binary bytes; a file merely starting with one dot or `_` still counts.
  @Test func appleDoubleFilesAreNotContent() throws {
    let tree = try TemporaryTree([
      ".piepaw-lint.json": "{}", "App/View.swift": "", "App/._View.swift": "\u{0}\u{5}\u{16}\u{7}",
      "App/._Info.plist": "x", "App/.Hidden.swift": "", "App/_Private.swift": "",
    ])
    let project = try #require(try Discovery().projects(for: [tree.root]).first)
    #expect(
      project.swiftFiles.sorted()
        == [tree.path("App/.Hidden.swift"), tree.path("App/View.swift"), tree.path("App/_Private.swift")])
    #expect(project.infoPlists.isEmpty)
  }

  @Test func buildOutputAndHiddenFoldersAreNotEntered() throws {
    let tree = try TemporaryTree([
      ".build/x.swift": "", "Pods/y.swift": "", "DerivedData/z.swift": "", ".git/w.swift": "", "App/v.swift": "",
    ])
    let projects = try Discovery().projects(for: [tree.root])
    #expect(projects.flatMap(\.swiftFiles) == [tree.path("App/v.swift")])
  }

  /// Bundler installs gems into `vendor/bundle`; their specs' sample apps are not the app's.
  @Test func bundlersInstallFolderIsNotEntered() throws {
    let tree = try TemporaryTree([
      "App/Info.plist": "", "App/v.swift": "", "vendor/bundle/ruby/gems/g/spec/Sample/Info.plist": "",
      "vendor/bundle/ruby/gems/g/spec/Sample/Sample.xcodeproj/project.pbxproj": "",
      "vendor/bundle/ruby/gems/g/spec/Sample/Assets.xcassets/Contents.json": "{}",
      "vendor/Kit/k.swift": "", "App/bundle/b.swift": "",
    ])
    let projects = try Discovery().projects(for: [tree.root])
    #expect(projects.map(\.root) == [tree.root])
    #expect(projects.flatMap(\.infoPlists) == [tree.path("App/Info.plist")])
    #expect(projects.flatMap(\.catalogs).isEmpty)
    #expect(
      projects.flatMap(\.swiftFiles).sorted()
        == [tree.path("App/bundle/b.swift"), tree.path("App/v.swift"), tree.path("vendor/Kit/k.swift")],
      "only Bundler's `vendor/bundle` is skipped, not every folder named `vendor` or `bundle`")
  }

  @Test func aFilePathLintsTheProjectThatHoldsIt() throws {
    let tree = try TemporaryTree(["app/app.xcodeproj/project.pbxproj": "", "app/Src/Model.swift": ""])
    let projects = try Discovery().projects(for: [tree.path("app/Src/Model.swift")])
    #expect(projects.map(\.root) == [tree.path("app")])
  }

  @Test func missingPathThrows() {
    #expect(throws: LintSetupError.pathNotFound("/no/such/path")) { try Discovery().projects(for: ["/no/such/path"]) }
  }

  @Test func symlinkLoopIsEnteredOnce() throws {
    let tree = try TemporaryTree(["App/v.swift": ""])
    try FileManager.default.createSymbolicLink(atPath: tree.path("App/loop"), withDestinationPath: tree.path("App"))
    let projects = try Discovery().projects(for: [tree.root])
    #expect(projects.flatMap(\.swiftFiles) == [tree.path("App/v.swift")])
  }

  @Test func storyboardsAndPlistsAreCollected() throws {
    let tree = try TemporaryTree([
      "App/Info.plist": "", "App/Widget-Info.plist": "", "App/Base.lproj/Launch.storyboard": "", "App/Other.plist": "",
    ])
    let project = try #require(try Discovery().projects(for: [tree.root]).first)
    #expect(project.infoPlists == [tree.path("App/Info.plist"), tree.path("App/Widget-Info.plist")])
    #expect(project.storyboards == [tree.path("App/Base.lproj/Launch.storyboard")])
  }
}

@Suite struct ConfiguredDiscoveryTests {
  func lint(_ tree: TemporaryTree) throws -> LintReport {
    try Linter().lint(paths: [tree.root])
  }

  @Test func excludedFoldersAreNotEnteredAndIncludesPickFiles() throws {
    let flow = #"{"progressCapsules": 1, "pages": [{"tag": 0, "title": "Hi", "description": "Hello."}]}"#
    let tree = try TemporaryTree([
      ".piepaw-lint.json": #"{"exclude": ["Vendor/**"], "include": ["Content/**"]}"#,
      "Vendor/bad.onboarding.json": "{",
      "Other/bad.onboarding.json": "{",
      "Content/good.onboarding.json": flow,
    ])
    #expect(try lint(tree).diagnostics.isEmpty)
  }

  @Test func textLimitRefusesLargerFiles() throws {
    let tree = try TemporaryTree([
      ".piepaw-lint.json": #"{"limits": {"textBytes": 16}}"#,
      "a.onboarding.json": String(repeating: " ", count: 17) + "{}",
    ])
    let messages = try lint(tree).diagnostics.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("larger than 16 bytes (limits.textBytes)") == true)
  }

  @Test func depthLimitIsAFinding() throws {
    let tree = try TemporaryTree([".piepaw-lint.json": #"{"limits": {"directoryDepth": 2}}"#, "a/b/c/d/x.swift": ""])
    let report = try lint(tree)
    #expect(report.diagnostics.map(\.ruleID) == ["invalid-input"])
    #expect(report.diagnostics.first?.message.contains("nested deeper than 2 levels") == true)
  }

  @Test func aBadConfigurationStopsTheRun() throws {
    let tree = try TemporaryTree([".piepaw-lint.json": #"{"rulez": {}}"#])
    #expect(throws: LintSetupError.self) { try lint(tree) }
  }
}

@Suite struct ConfiguredRuleTests {
  static let flow = """
    {"progressCapsules": 2, "pages": [
      {"tag": 0, "title": "A title that is rather long for a page", "description": "Hello."},
      {"tag": 1, "title": "Short", "description": "Hello."}
    ]}
    """

  @Test func aRulesIgnoreGlobsDropItsFindingsThere() throws {
    let tree = try TemporaryTree([
      ".piepaw-lint.json": #"{"rules": {"title-length": {"max": 10, "ignore": ["Legacy/**"]}}}"#,
      "Legacy/old.onboarding.json": Self.flow,
      "New/new.onboarding.json": Self.flow,
    ])
    let report = try Linter().lint(paths: [tree.root])
    #expect(
      report.diagnostics.map { RelativePath.from(tree.root, to: $0.location.file) } == ["New/new.onboarding.json"])
  }

  @Test func configuredCapsuleCountIsCheckedAgainstTheFlows() throws {
    let tree = try TemporaryTree([
      ".piepaw-lint.json": #"{"progressCapsules": 3}"#,
      "welcome.onboarding.json": Self.flow,
    ])
    let report = try Linter().lint(paths: [tree.root])
    let capsule = report.diagnostics.filter { $0.ruleID == "progress-capsule-count" }
    #expect(capsule.count == 1)
    #expect(capsule.first?.location.file == tree.path(".piepaw-lint.json"))
    #expect(capsule.first?.location.column == 22)
    #expect(capsule.first?.message.hasPrefix("The configuration's `progressCapsules` is 3 but") == true)
  }
}
