import Foundation
import Testing

@testable import PiepawLint

/// What the app ships, decided by every project's targets: a stale nested project does not hide what the project
/// above it builds, a catalog no target (or only a test target) builds is not judged set by set, an XcodeGen spec's
/// `excludes:` are not shipped, and a missing translation lands in the table of the bundle the code looks in.
@Suite struct ShippedOwnershipTests {
  typealias Target = ExampleXcodeProject.Target

  /// A tree of `files`, image recipes (`#png 40x40`) written as images.
  static func tree(_ pairs: [ExampleApp.File]) throws -> TemporaryTree {
    let files = Dictionary(pairs.map { ($0.path, $0.text) }) { first, _ in first }
    let tree = try TemporaryTree(files)
    for (path, text) in files {
      if let bytes = try ExampleImageRecipe.bytes(path: path, text: text) {
        try Data(bytes).write(to: URL(fileURLWithPath: tree.path(path)))
      }
    }
    return tree
  }

  static func lint(_ tree: TemporaryTree, _ rules: [any Rule.Type]) throws -> [Diagnostic] {
    try Linter(configuration: .default, rules: rules).lint(paths: [tree.root]).diagnostics
  }

  static func files(of found: [Diagnostic], in tree: TemporaryTree) -> [String] {
    found.map { RelativePath.from(tree.root, to: $0.location.file) }
  }

  static func unitTests(_ name: String, folders: [String]) -> Target {
    Target(name: name, productType: "com.apple.product-type.bundle.unit-test", folders: folders)
  }

  /// A set whose only file is @1x, with empty @2x and @3x slots: `missing-scale` reports it where it is judged.
  static func oneScaleSet(_ name: String, in catalog: String) -> [ExampleApp.File] {
    ExampleApp.imageSet(
      name, images: [.init("\(name).png", scale: 1, ExampleApp.png(40, 40))], emptySlots: [2, 3], in: catalog)
  }

  // MARK: Every project's targets

  /// The root project builds `Adopt/Application`, below a stale nested project (the nearest one to it) whose own
  /// target builds only `Adopt/Adopt`: the catalog the root project builds is shipped; one no project builds is not.
  @Test func aCatalogTheRootProjectBuildsBelowAStaleNestedProjectIsInATarget() throws {
    let tree = try Self.tree(
      [
        ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt/Application"])]),
        ("Adopt/Adopt.xcodeproj/project.pbxproj", ExampleXcodeProject.text([.app("Adopt", folders: ["Adopt"])])),
        ("Adopt/Old/Assets.xcassets/Contents.json", "{}\n"),
      ]
        + ExampleApp.colorSet("AccentColor", in: "Adopt/Application/Assets.xcassets")
        + ExampleApp.colorSet("AccentColor", in: "Adopt/Adopt/Assets.xcassets"))
    let found = try Self.lint(tree, [CatalogInNoTargetRule.self])
    #expect(Self.files(of: found, in: tree) == ["Adopt/Old/Assets.xcassets/Contents.json"])
    let nested = try #require(ProjectLoader.loadRun(try Discovery().projects(for: [tree.root])).last?.project)
    #expect(nested.root == tree.path("Adopt"))
    #expect(nested.targets(ofCatalog: tree.path("Adopt/Application/Assets.xcassets")).count == 1)
  }

  /// Another project's targets join a project's own only where they build one of its files, and never stand in for
  /// its own when those cannot be read.
  @Test func anotherProjectsTargetsCountOnlyWhereTheyReachTheProjectsFiles() {
    let location = SourceLocation(file: "/r/App.xcodeproj/project.pbxproj")
    let reaching = BuildTarget(
      name: "App", kind: .application, declaration: location, catalogs: ["/r/Nested/Assets.xcassets"])
    let elsewhere = BuildTarget(
      name: "Other", kind: .application, declaration: location, catalogs: ["/r/Other/Assets.xcassets"])
    var inputs = ProjectInputs(root: "/r/Nested", lintRoot: "/r")
    inputs.catalogs = ["/r/Nested/Assets.xcassets"]
    #expect(ProjectLoader.targetsReaching(inputs, in: [reaching, elsewhere]).map(\.name) == ["App"])
    inputs.catalogs = []
    inputs.stringTables = ["/r/Nested/de.lproj/Localizable.strings"]
    #expect(ProjectLoader.targetsReaching(inputs, in: [reaching, elsewhere]).isEmpty)
  }

  /// A folder with no project of its own but a workspace listing the projects nested in it (and the `Pods`
  /// project, which no walk enters) is built by those projects' targets or not at all: its left-over catalog is in
  /// no target. A workspace that lists a project the folder lacks leaves the folder to folder rules.
  @Test func aWorkspaceFolderIsBuiltByTheProjectsItLists() throws {
    func workspace(listing projects: [String]) -> ExampleApp.File {
      let references = projects.map { "  <FileRef location = \"group:\($0)\"></FileRef>\n" }.joined()
      return (
        "App.xcworkspace/contents.xcworkspacedata", "<?xml version=\"1.0\"?>\n<Workspace>\n\(references)</Workspace>\n"
      )
    }
    let nested: [ExampleApp.File] =
      [
        ("App-iOS/App-iOS.xcodeproj/project.pbxproj", ExampleXcodeProject.text([.app("App", folders: ["App"])])),
        ("App-iOS/App/Assets.xcassets/Contents.json", "{}\n"),
      ] + Self.oneScaleSet("logo", in: "Old/Assets.xcassets")
    let listed = try Self.tree(
      nested + [workspace(listing: ["App-iOS/App-iOS.xcodeproj", "Pods/Pods.xcodeproj"])])
    let found = try Self.lint(listed, [CatalogInNoTargetRule.self, MissingScaleRule.self])
    #expect(Self.files(of: found, in: listed) == ["Old/Assets.xcassets/Contents.json"])
    #expect(found.map(\.ruleID) == [CatalogInNoTargetRule.description.identifier])
    let unlisted = try Self.tree(nested + [workspace(listing: ["App-iOS/App-iOS.xcodeproj", "Gone/Gone.xcodeproj"])])
    let judged = try Self.lint(unlisted, [CatalogInNoTargetRule.self, MissingScaleRule.self])
    #expect(judged.map(\.ruleID) == [MissingScaleRule.description.identifier])
  }

  /// A workspace folder built by the projects it lists (a Tuist checkout) reads their targets, and a target of
  /// theirs that cannot build (its generated Info.plist is not committed) is one note, at its declaration, from its
  /// own project: not a second one from the workspace folder.
  @Test func aListedProjectsUnbuildableTargetIsNotedOnce() throws {
    let project = ExampleXcodeProject.text([
      .app("Kit", folders: ["Sources"], settings: ["INFOPLIST_FILE": "Sources/Info.plist"]),
      .app("KitTests", folders: ["Tests"], settings: ["INFOPLIST_FILE": "Derived/InfoPlists/KitTests-Info.plist"]),
    ])
    let tree = try Self.tree([
      ("Projects/Kit/Kit.xcodeproj/project.pbxproj", project),
      ("Projects/Kit/Sources/Info.plist", "<plist><dict/></plist>\n"),
      ("Projects/Kit/Tests/KitTests.swift", "import XCTest\n"),
      ("Tools/Helper.swift", "let helper = 1\n"),
      (
        "App.xcworkspace/contents.xcworkspacedata",
        "<?xml version=\"1.0\"?>\n<Workspace>\n  <FileRef location = \"group:Projects/Kit/Kit.xcodeproj\"></FileRef>\n</Workspace>\n"
      ),
    ])
    let notes = try Self.lint(tree, [SkippedInputRule.self])
    #expect(notes.count == 1, "\(notes.map(\.message))")
    #expect(notes.first?.message.contains("`Derived/InfoPlists/KitTests-Info.plist`") == true)
  }

  /// A vendor's sample app copied into the app's folder (`App/sample-swift/Chat.xcodeproj`) is not the app: its sets
  /// are not judged, one note says why. Near miss: a nested project in a folder of another name is judged.
  @Test func aSampleProjectInTheAppsFolderIsNotJudged() throws {
    func found(nestedIn folder: String) throws -> [Diagnostic] {
      let tree = try Self.tree(
        [
          ("App.xcodeproj/project.pbxproj", ExampleXcodeProject.text([.app("App", folders: ["App"])])),
          ("App/Assets.xcassets/Contents.json", "{}\n"),
          ("App/\(folder)/Chat.xcodeproj/project.pbxproj", ExampleXcodeProject.text([.app("Chat", folders: ["Chat"])])),
        ] + Self.oneScaleSet("bubble", in: "App/\(folder)/Chat/Assets.xcassets"))
      return try Self.lint(tree, [MissingScaleRule.self, SkippedInputRule.self])
    }
    let sample = try found(nestedIn: "sample-swift")
    #expect(sample.map(\.ruleID) == [SkippedInputRule.description.identifier], "\(sample.map(\.message))")
    #expect(sample.first?.message.contains("A sample project in `App/sample-swift`") == true)
    #expect(try found(nestedIn: "chat-module").map(\.ruleID) == [MissingScaleRule.description.identifier])
  }

  /// A workspace's projects: `group:` paths from the enclosing group's folder, `container:` from the workspace's
  /// own folder; other references (files, `self:`) are no projects.
  @Test func theWorkspaceReaderFollowsGroupFolders() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
        <Group location = "group:Projects" name = "Projects">
          <FileRef location = "group:App/App.xcodeproj"></FileRef>
          <Group location = "container:" name = "Loose">
            <FileRef location = "group:Tools/Tools.xcodeproj"></FileRef>
          </Group>
        </Group>
        <FileRef location = "group:../Shared/Shared.xcodeproj"></FileRef>
        <FileRef location = "group:README.md"></FileRef>
        <FileRef location = "self:"></FileRef>
      </Workspace>
      """
    #expect(
      XcodeWorkspaceReader.projects(ofWorkspace: "/r/App.xcworkspace", text: text) == [
        "/Shared/Shared.xcodeproj", "/r/Projects/App/App.xcodeproj", "/r/Tools/Tools.xcodeproj",
      ])
    #expect(XcodeWorkspaceReader.projects(ofWorkspace: "/r/App.xcworkspace", text: "<plist></plist>") == nil)
  }

  // MARK: Catalogs the app does not ship

  /// The catalog in no target gets its one note and no image finding; a test target's catalog gets none; the
  /// app's own catalog's set is still judged.
  @Test func theImageRulesJudgeOnlyTheSetsOfShippedCatalogs() throws {
    let tree = try Self.tree(
      [
        ExampleXcodeProject.file([
          .app("Adopt", folders: ["Adopt"]), Self.unitTests("AdoptTests", folders: ["AdoptTests"]),
        ]),
        ("Old/Assets.xcassets/Contents.json", "{}\n"),
      ]
        + Self.oneScaleSet("badge", in: "Adopt/Assets.xcassets")
        + Self.oneScaleSet("old-badge", in: "Old/Assets.xcassets")
        + Self.oneScaleSet("test-badge", in: "AdoptTests/TestAssets.xcassets")
        + ExampleApp.imageSet(
          "ghost", entries: [ExampleApp.imageEntry(filename: "\"ghost.png\"", scale: "2x")], in: "Old/Assets.xcassets"))
    let found = try Self.lint(tree, [MissingScaleRule.self, CatalogInNoTargetRule.self, ImagesetMissingFileRule.self])
    #expect(
      found.map { "\($0.ruleID) \(RelativePath.from(tree.root, to: $0.location.file))" }.sorted() == [
        "catalog-in-no-target Old/Assets.xcassets/Contents.json",
        "missing-scale Adopt/Assets.xcassets/badge.imageset/Contents.json",
      ])
  }

  @Test func withoutTargetsEveryCatalogIsShipped() {
    var project = Project(root: "/r")
    project.catalogs = [AssetCatalog(path: "/r/A.xcassets", assets: [])]
    #expect(project.shipsCatalog("/r/A.xcassets"))
    project.targets = [
      BuildTarget(
        name: "T", kind: .testBundle, declaration: SourceLocation(file: "/r/p"), catalogs: ["/r/A.xcassets"])
    ]
    #expect(!project.shipsCatalog("/r/A.xcassets"))
    #expect(project.catalogsInNoTarget.isEmpty, "a test target's catalog is in a target")
  }

  // MARK: XcodeGen

  static let spec = """
    name: Adopt
    include:
      - path: Adopt/target.yml
    """

  static let targetSpec = """
    targets:
      Adopt:
        type: application
        platform: iOS
        sources:
        - path: .
          excludes:
            - "Assets/pr.lproj/**" # not a language iOS has
            - Drafts
        - path: ../Shared
      AdoptTests:
        type: bundle.unit-test
        sources: [../AdoptTests]
    """

  @Test func anXcodeGenSpecsExcludedTablesAreNotShippedButItsOthersAre() throws {
    let tree = try Self.tree([
      ("project.yml", Self.spec), ("Adopt/target.yml", Self.targetSpec),
      ("Adopt/Onboarding.swift", ExampleApp.localizedFlow()),
      ("Adopt/Assets/" + ExampleApp.stringsFile("en").path, ExampleApp.stringsFile("en").text),
      ("Adopt/Assets/" + ExampleApp.stringsFile("de").path, ExampleApp.stringsFile("de").text),
      ("Adopt/Assets/pr.lproj/Localizable.strings", "/* Onboarding */\n"),
      ("Adopt/Drafts/it.lproj/Localizable.strings", "/* Onboarding */\n"),
    ])
    #expect(try Self.lint(tree, [MissingTranslationRule.self]).isEmpty)
    // A table the spec does not exclude is the app's, and it lacks the keys.
    let french = tree.path("Adopt/Assets/fr.lproj")
    try FileManager.default.createDirectory(atPath: french, withIntermediateDirectories: true)
    try "/* Onboarding */\n".write(toFile: french + "/Localizable.strings", atomically: false, encoding: .utf8)
    let found = try Self.lint(tree, [MissingTranslationRule.self])
    #expect(Self.files(of: found, in: tree) == ["Adopt/Assets/fr.lproj/Localizable.strings"])
  }

  @Test func xcodeGenSourcesExcludeOnlyWhatEveryFolderHoldingAFileExcludes() {
    let spec = YAMLReader.parse(Self.targetSpec)
    let folders = XcodeGenSpecReader.folders(of: spec, relativeTo: "/r/Adopt")
    #expect(folders.map(\.path) == ["/r/Adopt", "/r/Shared"], "the test target's folder is left out")
    var sources = XcodeGenSources(folders: folders)
    #expect(sources.excludes("/r/Adopt/Assets/pr.lproj/Localizable.strings"))
    #expect(sources.excludes("/r/Adopt/Drafts/it.lproj/Localizable.strings"))
    #expect(!sources.excludes("/r/Adopt/Assets/fr.lproj/Localizable.strings"))
    #expect(!sources.excludes("/r/Elsewhere/pr.lproj/Localizable.strings"), "no source folder holds it")
    sources.folders.append(.init(path: "/r/Adopt/Assets", excludes: []))
    #expect(!sources.excludes("/r/Adopt/Assets/pr.lproj/Localizable.strings"), "another folder takes it")
  }

  @Test func yamlOfAProjectSpec() {
    let node = YAMLReader.parse(
      """
      # a spec
      targets:
        App:
          info:
            text: |
              line: one
              # not a comment
          sources:
            - App
            - path: 'Shared'   # shared
              excludes: ["*.md", "Old/**"]
          type: "application"
      """)
    let app = node["targets"]?["App"]
    #expect(app?["type"]?.string == "application")
    #expect(app?["sources"]?.items.first?.string == "App")
    #expect(app?["sources"]?.items.last?["path"]?.string == "Shared")
    #expect(app?["sources"]?.items.last?["excludes"]?.items.compactMap(\.string) == ["*.md", "Old/**"])
    #expect(app?["info"]?["text"]?.string?.hasPrefix("|") == true)
  }

  // MARK: The devices that load a file

  /// iPhones load a set's iphone files, else its universal ones; iPads their own, else the universal ones. A
  /// universal @1x beside full iphone and ipad groups is loaded by no device; in an iPad-only app a @1x-only set is
  /// said of iPads, never of iPhones; in an app for both, the same set is said of iPhones.
  @Test func aScaleIsMissingOnlyForTheDevicesThatLoadIt() throws {
    func entry(_ idiom: String, _ filename: String, _ scale: Int) -> String {
      "{ \"filename\" : \"\(filename)\", \"idiom\" : \"\(idiom)\", \"scale\" : \"\(scale)x\" }"
    }
    let shot = ExampleApp.png(375, 812)
    let folder = "Adopt/Assets.xcassets/shot.imageset/"
    let perIdiom =
      ExampleApp.imageSet(
        "shot",
        entries: [
          entry("universal", "u.png", 1), entry("iphone", "p2.png", 2), entry("iphone", "p3.png", 3),
          entry("ipad", "d2.png", 2),
        ], in: "Adopt/Assets.xcassets") + [
        (folder + "u.png", shot), (folder + "p2.png", ExampleApp.png(750, 1624)),
        (folder + "p3.png", ExampleApp.png(1125, 2436)), (folder + "d2.png", ExampleApp.png(750, 1624)),
      ]
    let oneX = ExampleApp.imageSet("badge", images: [.init("badge.png", scale: 1, shot)], in: "Adopt/Assets.xcassets")
    func messages(families: String) throws -> [String] {
      let project = ExampleXcodeProject.file([
        .app("Adopt", folders: ["Adopt"], settings: ["TARGETED_DEVICE_FAMILY": families])
      ])
      let tree = try Self.tree([project] + perIdiom + oneX)
      return try Self.lint(tree, [MissingScaleRule.self]).map(\.message)
    }
    let padOnly = try messages(families: "2")
    #expect(padOnly.count == 1)
    #expect(
      padOnly.allSatisfy { $0.hasPrefix("badge.imageset") && $0.contains("iPads") && !$0.contains("iPhone") },
      "\(padOnly)")
    let both = try messages(families: "1,2")
    #expect(both.count == 1)
    #expect(both.allSatisfy { $0.hasPrefix("badge.imageset") && $0.contains("iPhones") })
  }

  /// A @3x file is loaded by iPhones only: in an iPad-only app its 12 MP are never decoded, so image-too-large has
  /// nothing to say of its pixels; in an app for iPhones it does.
  @Test func pixelsNoDeviceLoadsCostNoMemory() throws {
    let photo = ExampleApp.imageSet(
      "welcome", images: [.init("welcome@3x.jpg", scale: 3, ExampleApp.jpeg(4032, 3024))], in: "Adopt/Assets.xcassets")
    func findings(families: String) throws -> [Diagnostic] {
      let project = ExampleXcodeProject.file([
        .app("Adopt", folders: ["Adopt"], settings: ["TARGETED_DEVICE_FAMILY": families])
      ])
      return try Self.lint(try Self.tree([project] + photo), [ImageTooLargeRule.self])
    }
    #expect(try findings(families: "2").isEmpty)
    #expect(try findings(families: "1,2").count == 1)
    // No iPhone or iPad iOS runs on is @1x: beside a @2x file, the same photo in the @1x slot of an iOS app is never
    // decoded either. A set's only file is loaded, whatever its slot.
    let project = ExampleXcodeProject.file([
      .app("Adopt", folders: ["Adopt"], settings: ["TARGETED_DEVICE_FAMILY": "1"])
    ])
    func oneX(besides others: [ExampleApp.ImageFile]) throws -> [String] {
      let set = ExampleApp.imageSet(
        "welcome", images: [.init("welcome.jpg", scale: 1, ExampleApp.jpeg(4032, 3024))] + others,
        in: "Adopt/Assets.xcassets")
      return try Self.lint(try Self.tree([project] + set), [ImageTooLargeRule.self]).map(\.message)
    }
    #expect(try oneX(besides: [.init("welcome@2x.jpg", scale: 2, ExampleApp.jpeg(1200, 900))]).isEmpty)
    #expect(try oneX(besides: []).count == 1)
  }

  /// A view an extension compiles, which its unit tests compile too, looks its names up in the extension's bundle:
  /// the test bundle's lookup (its host app's catalogs) is none the app makes, so a set only the extension has is
  /// found. A name no catalog has is still missing.
  @Test func aFileTheTestsCompileTooLooksUpInTheShippedTargetsBundle() throws {
    let tree = try Self.tree(
      [
        ExampleXcodeProject.file([
          .app("Adopt", folders: ["Adopt"]), .widget("AdoptNotice", folders: ["Notice"]),
          Self.unitTests("NoticeTests", folders: ["Notice/Views"]),
        ]),
        (
          "Notice/Views/NoticeView.swift",
          "import SwiftUI\nlet marks = [Image(\"notice-mark\"), Image(\"notice-marc\")]\n"
        ),
        ("Adopt/App.swift", "import SwiftUI\n"),
      ] + ExampleApp.imageSet("notice-mark", at: 2, 40, 40, in: "Notice/Media.xcassets")
        + ExampleApp.imageSet("app-mark", at: 2, 40, 40, in: "Adopt/Assets.xcassets"))
    let found = try Self.lint(tree, [MissingAssetRule.self]).map(\.message)
    #expect(found.count == 1)
    #expect(found.allSatisfy { $0.contains("`notice-marc`") })
  }

  // MARK: The tables a lookup reads

  /// A table a target copies but the checkout lacks (`Localizable.xcstrings` listed, never committed) may hold any
  /// key: no missing translation is said of it. One that is there still tells.
  @Test func aTableTheCheckoutLacksHidesNoKeyItMightHold() throws {
    let korean = ExampleApp.stringsFile("ko", entries: [])
    let tree = try Self.tree([
      ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]),
      ("Adopt/Onboarding.swift", ExampleApp.localizedFlow()),
      ("Adopt/" + ExampleApp.stringsFile("en").path, ExampleApp.stringsFile("en").text),
      ("Adopt/" + korean.path, "/* Onboarding */\n"),
    ])
    var project = try #require(ProjectLoader.loadRun(try Discovery().projects(for: [tree.root])).first?.project)
    #expect(!findings(MissingTranslationRule.self, project).isEmpty)
    project.localization.tablesNotInCheckout = ["Localizable"]
    #expect(findings(MissingTranslationRule.self, project).isEmpty)
    let location = SourceLocation(file: tree.path("Adopt.xcodeproj/project.pbxproj"))
    let copying = BuildTarget(
      name: "Adopt", kind: .application, declaration: location, catalogs: [],
      resources: [tree.path("Adopt/Localizable.xcstrings"), tree.path("Adopt/" + korean.path)])
    #expect(ProjectLoader.tablesNotInCheckout([copying]) == ["Localizable"])
  }

  /// A lookup in `localizable` of a key that `Localizable.strings` has names the table in another case: said as
  /// such (a device does not find it), not as a key no table has; a key no table has in any case still is.
  @Test func aLookupInATableNamedInAnotherCaseSaysSo() throws {
    let title = "String(localized: \"\(ExampleApp.titleKey(1))\", table: \"localizable\")"
    let missing = "String(localized: \"onboarding.meet\", table: \"localizable\")"
    let tree = try Self.tree([
      ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]),
      (
        "Adopt/Onboarding.swift",
        ExampleApp.flow([
          ExampleApp.localizedPage(0), ExampleApp.localizedPage(1, title: title),
          ExampleApp.localizedPage(2, title: missing),
        ])
      ),
      ("Adopt/" + ExampleApp.stringsFile("en").path, ExampleApp.stringsFile("en").text),
    ])
    let messages = try Self.lint(tree, [MissingTranslationRule.self]).map(\.message).sorted()
    #expect(messages.count == 2)
    #expect(messages.contains { $0.contains("the table that has it is named Localizable; a device's case-sensitive") })
    #expect(messages.contains { $0.contains("\"onboarding.meet\" in localizable, which no string table has") })
  }

  /// The app and its extension both ship a Korean `Localizable` table; the onboarding is compiled into the app only,
  /// so its missing Korean texts are the app's table's, not the extension's.
  @Test func aMissingTranslationLandsInTheTableOfTheTargetThatCompilesTheLookup() throws {
    let korean = ExampleApp.stringsFile("ko", entries: [])
    let tree = try Self.tree([
      ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"]), .widget("AdoptAutoFill", folders: ["AAutoFill"])]),
      ("Adopt/Onboarding.swift", ExampleApp.localizedFlow()),
      ("Adopt/" + ExampleApp.stringsFile("en").path, ExampleApp.stringsFile("en").text),
      ("Adopt/" + korean.path, "/* Onboarding */\n"),
      ("AAutoFill/" + korean.path, "/* AutoFill */\n"),
    ])
    let found = try Self.lint(tree, [MissingTranslationRule.self])
    #expect(Self.files(of: found, in: tree) == ["Adopt/ko.lproj/Localizable.strings"])
  }

  /// A package's page looks its keys up in the main bundle: a key the app's tables have is not "in no table",
  /// while a key no table of the run has still is.
  @Test func aPackagesKeyThatTheAppsTablesHaveIsNotInNoTable() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(name: "Core", targets: [.target(name: "Core")])
      """
    let flow = ExampleApp.flow([
      ExampleApp.localizedPage(0), ExampleApp.localizedPage(1, title: "String(localized: \"onboarding.meet\")"),
    ])
    let tree = try Self.tree([
      ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]),
      ("Adopt/App.swift", "import SwiftUI\n"),
      ("Adopt/" + ExampleApp.stringsFile("en").path, ExampleApp.stringsFile("en").text),
      ("Core/Package.swift", manifest), ("Core/Sources/Core/Onboarding.swift", flow),
      ("Core/Sources/Core/en.lproj/Localizable.strings", "\"core.other\" = \"Other\";\n"),
    ])
    let found = try Self.lint(tree, [MissingTranslationRule.self])
    #expect(found.map(\.message).allSatisfy { $0.contains("\"onboarding.meet\"") }, "\(found.map(\.message))")
    #expect(found.count == 1)
    #expect(Self.files(of: found, in: tree) == ["Core/Sources/Core/Onboarding.swift"])
  }
}
