import Foundation
import Testing

@testable import PiepawLint

/// Targets through the whole pipeline: files on disk, discovery, the readers, the folder walk, and the rules that
/// judge assets per target.
@Suite struct ProjectTargetsTests {
  typealias Target = ExampleXcodeProject.Target
  static let catalogRoot = "{\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"

  static func files(_ pairs: [ExampleApp.File]) -> [String: String] {
    Dictionary(pairs.map { ($0.path, $0.text) }) { first, _ in first }
  }

  static func load(_ tree: TemporaryTree) throws -> Project {
    let inputs = try #require(try Discovery().projects(for: [tree.root]).first)
    return ProjectLoader(schema: ContentSchema(), limits: InputLimits()).load(inputs).project
  }

  static func lint(_ tree: TemporaryTree, _ rules: [any Rule.Type]) throws -> [Diagnostic] {
    try Linter(configuration: .default, rules: rules).lint(paths: [tree.root]).diagnostics
  }

  static let appAndWidget = ExampleXcodeProject.file([
    .app("Adopt", folders: ["Adopt"]), .widget("AdoptWidget", folders: ["Widget"]),
  ])

  @Test func theWidgetsAccentColorIsNotTheAppsButARealCollisionInOneTargetIs() throws {
    let tree = try TemporaryTree(
      Self.files(
        [Self.appAndWidget] + ExampleApp.colorSet("AccentColor", in: "Adopt/Assets.xcassets")
          + ExampleApp.imageSet("onboarding-1", in: "Adopt/Assets.xcassets")
          + ExampleApp.imageSet("onboarding_1", in: "Adopt/Onboarding.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Widget/Assets.xcassets")))
    let found = try Self.lint(tree, [AssetSymbolCollisionRule.self])
    #expect(found.map(\.location.file) == [tree.path("Adopt/Onboarding.xcassets/onboarding_1.imageset/Contents.json")])
    #expect(
      found.first?.message
        == "`onboarding_1` generates the symbol `.onboarding1`, which `onboarding-1` in Adopt/Assets.xcassets "
        + "already has in target `Adopt`; Xcode keeps the first and generates nothing for this one. Rename one of "
        + "the two assets.")
  }

  @Test func aCatalogInTwoTargetsIsReportedOnceNamingBoth() throws {
    // Both targets build the shared folder; its collision is one finding.
    let project = ExampleXcodeProject.file([
      .app("Adopt", folders: ["Adopt", "Shared"]), .widget("AdoptWidget", folders: ["Widget", "Shared"]),
    ])
    let tree = try TemporaryTree(
      Self.files(
        [project] + ExampleApp.imageSet("paw-print", in: "Shared/Brand.xcassets")
          + ExampleApp.imageSet("paw_print", in: "Shared/Brand.xcassets")
          + ExampleApp.imageSet("pawPrint", in: "Widget/Assets.xcassets")))
    let found = try Self.lint(tree, [AssetSymbolCollisionRule.self])
    #expect(
      found.map(\.location.file) == [
        tree.path("Shared/Brand.xcassets/paw_print.imageset/Contents.json"),
        tree.path("Widget/Assets.xcassets/pawPrint.imageset/Contents.json"),
      ])
    #expect(
      found.first?.message.contains("in Shared/Brand.xcassets already has in targets `Adopt` and `AdoptWidget`;")
        == true)
    #expect(
      found.last?.message.contains("`paw-print` in Shared/Brand.xcassets already has in target `AdoptWidget`;") == true)
  }

  @Test func withoutTargetInformationOnlyOneCatalogsAssetsCollide() throws {
    // No project file: two catalogs may be two targets', so only a pair inside one catalog is sure; the message
    // names no target.
    let tree = try TemporaryTree(
      Self.files(
        ExampleApp.colorSet("AccentColor", in: "Adopt/Assets.xcassets")
          + ExampleApp.colorSet("accent", in: "Adopt/Assets.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Widget/Assets.xcassets")))
    let found = try Self.lint(tree, [AssetSymbolCollisionRule.self])
    #expect(found.map(\.location.file) == [tree.path("Adopt/Assets.xcassets/accent.colorset/Contents.json")])
    #expect(found.first?.message.contains("in Adopt/Assets.xcassets already has; Xcode keeps") == true)
  }

  @Test func aCatalogInNoTargetIsReportedOnceAndCollidesWithNothing() throws {
    let tree = try TemporaryTree(
      Self.files(
        [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])])]
          + ExampleApp.colorSet("AccentColor", in: "Adopt/Assets.xcassets")
          + [("Old/Assets.xcassets/Contents.json", Self.catalogRoot)]
          + ExampleApp.colorSet("AccentColor", in: "Old/Assets.xcassets")))
    let project = try Self.load(tree)
    #expect(project.catalogsInNoTarget.map(\.path) == [tree.path("Old/Assets.xcassets")])
    #expect(project.targets(ofCatalog: tree.path("Old/Assets.xcassets")).isEmpty)
    #expect(project.targets(ofCatalog: tree.path("Adopt/Assets.xcassets")).map(\.name) == ["Adopt"])
    let found = try Self.lint(tree, [AssetSymbolCollisionRule.self, CatalogInNoTargetRule.self])
    #expect(found.map(\.ruleID) == ["catalog-in-no-target"])
    #expect(found.first?.location.file == tree.path("Old/Assets.xcassets/Contents.json"))
    #expect(found.first?.message.hasPrefix("`Old/Assets.xcassets` is in no target") == true)
  }

  @Test func aSynchronizedFolderWithAnExceptionSet() throws {
    let pbxproj = XcodeTargetReaderTests.project([
      "P = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };",
      "G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = \"<group>\"; };",
      "F1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = Adopt; sourceTree = \"<group>\"; };",
      "F2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = \"<group>\"; };",
      "E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, "
        + "Preview.xcassets, ); target = T1; };",
      "E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Brand.swift, ); "
        + "target = T2; };",
      "T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (F1, ); name = Adopt; "
        + "productType = \"com.apple.product-type.application\"; };",
      "T2 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (F2, ); name = Widget; "
        + "productType = \"com.apple.product-type.app-extension\"; };",
    ])
    let tree = try TemporaryTree(
      Self.files(
        [
          ("Adopt.xcodeproj/project.pbxproj", pbxproj), ("Adopt/App.swift", ""), ("Adopt/Brand.swift", ""),
          ("Adopt/Info.plist", "<plist/>"), ("Adopt/Sounds/purr.caf", ""), ("Adopt/.DS_Store", ""),
          ("Adopt/Intro.bundle/a.png", ""), ("Adopt/Legacy.m", ""), ("Widget/Widget.swift", ""),
          ("Adopt/Extensions.UIKit/Tint.swift", ""), ("Adopt/en.lproj/Localizable.strings", ""),
        ] + ExampleApp.imageSet("logo", in: "Adopt/Assets.xcassets")
          + ExampleApp.imageSet("logo", in: "Adopt/Preview.xcassets")))
    let project = try Self.load(tree)
    let app = try #require(project.targets.first)
    #expect(app.catalogs == [tree.path("Adopt/Assets.xcassets")])
    #expect(
      app.sources == [
        tree.path("Adopt/App.swift"), tree.path("Adopt/Brand.swift"), tree.path("Adopt/Extensions.UIKit/Tint.swift"),
      ], "a folder with a dot in its name is still a folder")
    #expect(
      app.resources == [
        tree.path("Adopt/Intro.bundle"), tree.path("Adopt/Sounds/purr.caf"), tree.path("Adopt/en.lproj"),
      ])
    #expect(project.targets(ofSource: tree.path("Adopt/Brand.swift")).map(\.name) == ["Adopt", "Widget"])
    #expect(project.catalogsInNoTarget.map(\.path) == [tree.path("Adopt/Preview.xcassets")])
  }

  /// A project file with one target that copies `resource` and compiles `source` (when given), both in the group
  /// of `folder`, listed one by one in build phases as Xcode's projects before synchronized folders do.
  static func groupedTarget(
    _ name: String, folder: String, resource: String, source: String? = nil, productType: String = "application"
  ) -> String {
    let sourceLines =
      source.map { source in
        [
          "R2 = {isa = PBXFileReference; path = \(source); sourceTree = \"<group>\"; };",
          "B2 = {isa = PBXBuildFile; fileRef = R2; };", "S2 = {isa = PBXSourcesBuildPhase; files = (B2, ); };",
        ]
      } ?? []
    let children = source == nil ? "R1, " : "R1, R2, "
    return XcodeTargetReaderTests.project(
      [
        "P = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
        "G0 = {isa = PBXGroup; children = (G1, ); sourceTree = \"<group>\"; };",
        "G1 = {isa = PBXGroup; children = (\(children)); path = \(folder); sourceTree = \"<group>\"; };",
        "R1 = {isa = PBXFileReference; path = \(resource); sourceTree = \"<group>\"; };",
        "B1 = {isa = PBXBuildFile; fileRef = R1; };", "S1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };",
        "T1 = {isa = PBXNativeTarget; buildPhases = (S1, \(source == nil ? "" : "S2, ")); name = \(name); "
          + "productType = \"com.apple.product-type.\(productType)\"; };",
      ] + sourceLines)
  }

  /// A project file committed inside the folder it synchronizes (`FitQuest.xcodeproj` beside `Assets.xcassets`,
  /// naming the folder `FitQuest/` that this checkout is): no synchronized folder is here, so what the targets build
  /// is not known and no catalog is said to be in no target. With the folder in place, the left-over catalog is.
  @Test func aProjectWhoseSynchronizedFoldersAreAllMissingHasNoKnownTargets() throws {
    let project = ExampleXcodeProject.file([.app("FitQuest", folders: ["FitQuest"])])
    let inside = try TemporaryTree(
      Self.files([project] + ExampleApp.imageSet("logo", in: "Assets.xcassets")))
    #expect(try Self.load(inside).targets.isEmpty)
    #expect(try Self.lint(inside, [CatalogInNoTargetRule.self]).isEmpty)
    let beside = try TemporaryTree(
      Self.files(
        [project, ("FitQuest/App.swift", "import SwiftUI\n")] + ExampleApp.imageSet("logo", in: "Assets.xcassets")))
    #expect(try Self.lint(beside, [CatalogInNoTargetRule.self]).map(\.ruleID) == ["catalog-in-no-target"])
  }

  /// A project file that spells the app's folder in another case (`adopt/` for `Adopt/`) still builds its
  /// catalog and sources: Xcode runs on a case-insensitive disk.
  @Test func aFolderSpelledInAnotherCaseIsTheSameFolder() throws {
    let pbxproj = Self.groupedTarget("Adopt", folder: "adopt", resource: "Assets.xcassets", source: "App.swift")
    let tree = try TemporaryTree(
      Self.files(
        [("Adopt.xcodeproj/project.pbxproj", pbxproj), ("Adopt/App.swift", "")]
          + ExampleApp.imageSet("logo", in: "Adopt/Assets.xcassets")))
    let project = try Self.load(tree)
    #expect(project.catalogsInNoTarget.isEmpty)
    #expect(project.targets(ofSource: tree.path("Adopt/App.swift")).map(\.name) == ["Adopt"])
  }

  /// A checkout that holds a folder twice in two cases (`Adopt/` and `adopt/`, which git keeps apart after a rename
  /// on a Mac) has one folder on the Mac's case-insensitive disk: the twin of a built catalog is built with it. A
  /// catalog of another path stays in no target.
  @Test func aCatalogsCaseTwinIsBuiltWithIt() throws {
    let pbxproj = Self.groupedTarget("Adopt", folder: "Adopt", resource: "Assets.xcassets", source: "App.swift")
    let tree = try TemporaryTree(
      Self.files(
        [("Adopt.xcodeproj/project.pbxproj", pbxproj), ("Adopt/App.swift", "")]
          + ExampleApp.imageSet("logo", in: "Adopt/Assets.xcassets")
          + ExampleApp.imageSet("badge", in: "adopt/Assets.xcassets")
          + ExampleApp.imageSet("badge", in: "adopt/Old.xcassets")))
    let project = try Self.load(tree)
    #expect(project.catalogsInNoTarget.map(\.path) == [tree.path("adopt/Old.xcassets")])
    #expect(project.shipsCatalog(tree.path("adopt/Assets.xcassets")))
  }

  /// A target that builds `ShareTo/ShareTo.xcassets`, which the checkout lacks, gets it from a build step that
  /// copies a brand's catalog of that name into place: the brands' catalogs are in that target, one per build (so
  /// they do not collide with each other), not in no target. A catalog of another name stays in none.
  @Test func aCatalogCopiedIntoAPlaceATargetBuildsStandsInForIt() throws {
    let pbxproj = Self.groupedTarget(
      "ShareTo", folder: "ShareTo", resource: "ShareTo.xcassets", source: "Share.swift", productType: "app-extension")
    let share = "import UIKit\nlet icon = UIImage(named: \"share\")\nlet lost = UIImage(named: \"lost\")\n"
    let tree = try TemporaryTree(
      Self.files(
        [("Adopt.xcodeproj/project.pbxproj", pbxproj), ("ShareTo/Share.swift", share)]
          + ExampleApp.imageSet("share", in: "Branding/North/ShareTo.xcassets")
          + ExampleApp.imageSet("share", in: "Branding/South/ShareTo.xcassets")
          + ExampleApp.imageSet("share", in: "Branding/South/OpenIn.xcassets")))
    let project = try Self.load(tree)
    #expect(project.catalogsInNoTarget.map(\.path) == [tree.path("Branding/South/OpenIn.xcassets")])
    #expect(project.targets(ofCatalog: tree.path("Branding/North/ShareTo.xcassets")).map(\.name) == ["ShareTo"])
    #expect(project.shipsCatalog(tree.path("Branding/South/ShareTo.xcassets")))
    let found = try Linter().lint(paths: [tree.root]).diagnostics
    #expect(!found.contains { $0.ruleID == "asset-symbol-collision" })
    // The target's code finds the stand-ins' images by name; a name no catalog has is still missing.
    #expect(found.filter { $0.ruleID == "missing-asset" }.map(\.location.line) == [3])
  }

  /// Pages read from a file only a widget extension compiles are its placeholder data, not the app's onboarding;
  /// the same pages in the app's target are a flow.
  @Test func anExtensionShowsNoOnboarding() throws {
    let pbxproj = XcodeTargetReaderTests.project([
      "P = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };",
      "G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = \"<group>\"; };",
      "F1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Adopt; sourceTree = \"<group>\"; };",
      "F2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Slides; sourceTree = \"<group>\"; };",
      "T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (F1, ); name = Adopt; "
        + "productType = \"com.apple.product-type.application\"; };",
      "T2 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (F2, ); name = Slides; "
        + "productType = \"com.apple.product-type.app-extension\"; };",
    ])
    let posts = """
      struct Post { let title: String; let image: String }
      enum Placeholder {
        static let slides = [Post(title: "Cats", image: "cat"), Post(title: "Cats", image: "cat")]
      }
      """
    let widget = try TemporaryTree(
      Self.files([
        ("Adopt.xcodeproj/project.pbxproj", pbxproj), ("Adopt/App.swift", ""), ("Slides/Placeholder.swift", posts),
      ]))
    #expect(try Self.load(widget).flows.isEmpty)
    let app = try TemporaryTree(
      Self.files([
        ("Adopt.xcodeproj/project.pbxproj", pbxproj), ("Adopt/Placeholder.swift", posts), ("Slides/Widget.swift", ""),
      ]))
    #expect(try Self.load(app).flows.count == 1)
  }

  @Test func aPackageWithTwoModulesGeneratesSymbolsPerModule() throws {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Adopt",
        targets: [
          .target(name: "AdoptUI", resources: [.process("Media"), .copy("Seeds")]),
          .target(name: "Widgets", path: "Sources/WidgetKitUI", exclude: ["Unused.xcassets"]),
          .testTarget(name: "AdoptUITests", dependencies: ["AdoptUI"]),
        ]
      )

      """
    let tree = try TemporaryTree(
      Self.files(
        [
          ("Package.swift", manifest), ("Sources/AdoptUI/Intro.swift", ""), ("Sources/AdoptUI/Media/hello.png", ""),
          ("Sources/AdoptUI/notes.txt", ""), ("Sources/AdoptUI/Seeds/seed.json", ""),
          ("Sources/WidgetKitUI/Widget.swift", ""), ("Tests/AdoptUITests/IntroTests.swift", ""),
        ] + ExampleApp.colorSet("AccentColor", in: "Sources/AdoptUI/Assets.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Sources/AdoptUI/Seeds/Copied.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Sources/WidgetKitUI/Colors.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Sources/WidgetKitUI/Unused.xcassets")))
    let project = try Self.load(tree)
    #expect(project.targets.map(\.name) == ["AdoptUI", "Widgets", "AdoptUITests"])
    let adoptUI = try #require(project.targets.first)
    #expect(adoptUI.catalogs == [tree.path("Sources/AdoptUI/Assets.xcassets")], "a copied folder is not compiled")
    #expect(adoptUI.resources == [tree.path("Sources/AdoptUI/Media/hello.png"), tree.path("Sources/AdoptUI/Seeds")])
    #expect(adoptUI.sources == [tree.path("Sources/AdoptUI/Intro.swift")])
    #expect(adoptUI.resourceBundle == .module)
    #expect(project.targets.last?.kind == .testBundle)
    #expect(project.targets.last?.sources == [tree.path("Tests/AdoptUITests/IntroTests.swift")])
    #expect(
      project.catalogsInNoTarget.map(\.path) == [tree.path("Sources/WidgetKitUI/Unused.xcassets")],
      "a catalog in a copied folder ships (uncompiled); an excluded one does not")
    #expect(try Self.lint(tree, [AssetSymbolCollisionRule.self]).isEmpty)
  }

  @Test func aCatalogAPackageTargetCopiesIsInThatTarget() throws {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Adopt",
        targets: [.target(name: "AdoptUI", resources: [.copy("Media.xcassets")])]
      )

      """
    let tree = try TemporaryTree(
      Self.files(
        [("Package.swift", manifest), ("Sources/AdoptUI/Intro.swift", "")]
          + ExampleApp.colorSet("AccentColor", in: "Sources/AdoptUI/Media.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Leftover/Old.xcassets")))
    let project = try Self.load(tree)
    #expect(project.targets.first?.resources == [tree.path("Sources/AdoptUI/Media.xcassets")])
    #expect(project.catalogsInNoTarget.map(\.path) == [tree.path("Leftover/Old.xcassets")])
    #expect(
      project.catalogsNoTargetCompiles.map(\.path) == [
        tree.path("Leftover/Old.xcassets"), tree.path("Sources/AdoptUI/Media.xcassets"),
      ], "a copied catalog is not compiled: missing-asset still finds its names")
  }

  @Test func aManifestThatComputesItsTargetsLeavesTheProjectWithoutTargets() throws {
    let manifest = """
      import PackageDescription
      let names = ["A", "B"]
      let package = Package(name: "X", targets: names.map { .target(name: $0) })

      """
    let tree = try TemporaryTree(
      Self.files(
        [("Package.swift", manifest), ("Sources/A/A.swift", ""), ("Sources/B/B.swift", "")]
          + ExampleApp.colorSet("AccentColor", in: "Sources/A/Assets.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Sources/B/Assets.xcassets")))
    let project = try Self.load(tree)
    #expect(project.targets.isEmpty)
    #expect(project.catalogsInNoTarget.isEmpty)
    #expect(try Self.lint(tree, [AssetSymbolCollisionRule.self]).isEmpty, "two catalogs may be two modules'")
  }

  @Test func anUnparsableProjectFileLeavesTheProjectWithoutTargets() throws {
    let tree = try TemporaryTree(
      Self.files(
        [("Adopt.xcodeproj/project.pbxproj", "{ objects = {")]
          + ExampleApp.colorSet("AccentColor", in: "Adopt/Assets.xcassets")))
    let project = try Self.load(tree)
    #expect(project.targets.isEmpty)
    #expect(project.settings.problems.count == 1, "the parse error is reported once, by the settings reader")
  }

  @Test func visibleCatalogsOfASourceFile() throws {
    let manifest = """
      import PackageDescription
      let package = Package(name: "Kit", targets: [.target(name: "Kit")])

      """
    let app = try TemporaryTree(
      Self.files(
        [Self.appAndWidget, ("Adopt/Intro.swift", ""), ("Widget/Widget.swift", ""), ("Loose.swift", "")]
          + ExampleApp.colorSet("AccentColor", in: "Adopt/Assets.xcassets")
          + ExampleApp.colorSet("AccentColor", in: "Widget/Assets.xcassets")))
    let project = try Self.load(app)
    let intro = project.visibleCatalogs(forSource: app.path("Adopt/Intro.swift"))
    #expect(intro.isKnown)
    #expect(intro.targets.map(\.name) == ["Adopt"])
    #expect(intro.catalogs == [app.path("Adopt/Assets.xcassets")])
    #expect(!intro.unqualifiedNamesUseMainBundle)
    let loose = project.visibleCatalogs(forSource: app.path("Loose.swift"))
    #expect(!loose.isKnown)
    #expect(loose.catalogs == [app.path("Adopt/Assets.xcassets"), app.path("Widget/Assets.xcassets")])

    let package = try TemporaryTree(
      Self.files(
        [("Package.swift", manifest), ("Sources/Kit/Badge.swift", "")]
          + ExampleApp.colorSet("AccentColor", in: "Sources/Kit/Assets.xcassets")))
    let badge = try Self.load(package).visibleCatalogs(forSource: package.path("Sources/Kit/Badge.swift"))
    #expect(badge.catalogs == [package.path("Sources/Kit/Assets.xcassets")])
    #expect(badge.unqualifiedNamesUseMainBundle, "`UIImage(named:)` without `bundle:` looks in the app's bundle")
  }

  @Test func theFolderWalkGivesUpAtItsBounds() throws {
    let tree = try TemporaryTree(["Adopt/a.swift": "", "Adopt/b.swift": "", "Adopt/c/d/e.swift": ""])
    let folder = TargetDeclaration.MemberFolder(path: tree.path("Adopt"), rules: .xcode)
    var roomy = TargetFolderWalker(projectRoot: tree.root)
    #expect(roomy.members(of: folder)?.sources.count == 3)
    var small = TargetFolderWalker(projectRoot: tree.root, maximumEntries: 2)
    #expect(small.members(of: folder) == nil)
    var shallow = TargetFolderWalker(projectRoot: tree.root, maximumDepth: 1)
    #expect(shallow.members(of: folder) == nil)
    // A folder outside the project (a hostile `path = /`) is not listed at all.
    var outside = TargetFolderWalker(projectRoot: tree.path("Adopt/c"), maximumEntries: 2)
    #expect(outside.members(of: TargetDeclaration.MemberFolder(path: "/", rules: .xcode)) == FolderMembers())
  }

  /// A link to a folder outside the project is not followed.
  @Test func aSymlinkLoopInATargetFolderIsEnteredOnce() throws {
    let tree = try TemporaryTree(["Adopt/a.swift": ""])
    try FileManager.default.createSymbolicLink(atPath: tree.path("Adopt/loop"), withDestinationPath: tree.path("Adopt"))
    try FileManager.default.createSymbolicLink(atPath: tree.path("Adopt/usr"), withDestinationPath: "/usr")
    var walker = TargetFolderWalker(projectRoot: tree.root)
    let members = walker.members(of: TargetDeclaration.MemberFolder(path: tree.path("Adopt"), rules: .xcode))
    #expect(members?.sources == [tree.path("Adopt/a.swift")])
    #expect(members?.resources == [], "nothing of /usr is listed")
  }
}

@Suite struct BuildTargetTests {
  @Test func pathsAreKeptSortedAndUniqueForBinarySearch() {
    let target = BuildTarget(
      name: "Adopt", kind: .application, declaration: SourceLocation(file: "/a/project.pbxproj"),
      catalogs: ["/a/B.xcassets", "/a/A.xcassets", "/a/B.xcassets"], sources: ["/a/z.swift", "/a/m.swift"])
    #expect(target.catalogs == ["/a/A.xcassets", "/a/B.xcassets"])
    #expect(target.resourceBundle == .main)
    let project = { () -> Project in
      var project = Project(root: "/a")
      project.targets = [target]
      return project
    }()
    #expect(project.targets(ofSource: "/a/m.swift").count == 1)
    #expect(project.targets(ofSource: "/a/n.swift").isEmpty)
    #expect(project.targets(ofSource: "/a/zz.swift").isEmpty)
    #expect(["/a", "/b", "/c"].sortedContains("/c") && !["/a", "/c"].sortedContains("/b") && ![].sortedContains("/a"))
  }
}
