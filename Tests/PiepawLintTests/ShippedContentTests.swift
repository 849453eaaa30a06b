import Foundation
import Testing

@testable import PiepawLint

/// What belongs to the app: vendors' frameworks and bundles, localization exports and development assets are not
/// judged as the app's own; the app's own tables and catalogs still are.
@Suite struct ShippedContentTests {
  static func files(_ pairs: [ExampleApp.File]) -> [String: String] {
    Dictionary(pairs.map { ($0.path, $0.text) }) { first, _ in first }
  }

  static func lint(_ tree: TemporaryTree, _ rules: [any Rule.Type]) throws -> [Diagnostic] {
    try Linter(configuration: .default, rules: rules).lint(paths: [tree.root]).diagnostics
  }

  /// Adds a file to `tree`.
  static func write(_ tree: TemporaryTree, _ relative: String, _ text: String) throws {
    let path = tree.path(relative)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// `file` moved below `folder`.
  static func inside(_ folder: String, _ file: ExampleApp.File) -> ExampleApp.File {
    (folder + "/" + file.path, file.text)
  }

  // MARK: Packages in an app's folder

  /// A library copied into the app's folder with its example app: the example is not judged (one note says so),
  /// but the colour it supplies is what the library's own view looks up in the app it was written for, so that
  /// lookup is no missing asset; a name neither the example nor the app has still is.
  @Test func aPackagesExampleIsNotJudgedButSuppliesItsLookups() throws {
    let field =
      "import SwiftUI\nstruct Field: View {\n  var body: some View {\n"
      + "    VStack { Color(\"Carbon_100\"); Color(\"Nowhere_1\") }\n  }\n}\n"
    let tree = try TemporaryTree(
      Self.files(
        [
          ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]),
          ("Libraries/Kit/Package.swift", "// swift-tools-version:5.9\n"),
          ("Libraries/Kit/Sources/Kit/Field.swift", field),
          (
            "Libraries/Kit/Example/Example.xcodeproj/project.pbxproj",
            ExampleXcodeProject.text([.app("Example", folders: ["Example"])])
          ),
        ]
          + ExampleApp.imageSet("onboarding-1", in: "Adopt/Assets.xcassets")
          + ExampleApp.colorSet("Carbon_100", in: "Libraries/Kit/Example/Example/Assets.xcassets")
          + ExampleApp.imageSet(
            "logo", entries: [ExampleApp.imageEntry(filename: "\"logo.png\"")], files: ["logo.png"],
            in: "Libraries/Kit/Example/Example/Assets.xcassets")))
    let found = try Linter().lint(paths: [tree.root]).diagnostics
    #expect(found.filter { $0.location.file.contains("/Example/") }.map(\.ruleID) == ["skipped-input"])
    let missing = found.filter { $0.ruleID == "missing-asset" }
    #expect(missing.map(\.message).allSatisfy { $0.contains("Nowhere_1") } && missing.count == 1, "\(missing)")
  }

  /// Text that does not lex as Swift in a `.swift` file no target compiles (a saved `git diff`) breaks no build:
  /// a note that says so. The same text in a file the app compiles is an error.
  @Test func unreadableSwiftNoTargetCompilesIsANote() throws {
    let diff = "diff --git a/App.swift b/App.swift\nindex 9eb2b25..5bc9933 100644\n"
    func found(at path: String) throws -> [Diagnostic] {
      let tree = try TemporaryTree(
        Self.files([
          ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]),
          ("Adopt/App.swift", "import SwiftUI\n"), (path, diff),
        ]))
      return try Self.lint(tree, [InvalidInputRule.self])
    }
    let draft = try found(at: "Drafts/changes.swift")
    #expect(!draft.isEmpty && draft.allSatisfy { $0.severity == .note })
    #expect(draft.allSatisfy { $0.message.hasSuffix("No target compiles this file, so it breaks no build.") })
    let compiled = try found(at: "Adopt/changes.swift")
    #expect(!compiled.isEmpty && compiled.allSatisfy { $0.severity == .error })
  }

  // MARK: Targets that cannot build

  /// A target whose Info.plist is gone (left behind when its folder moved to `Archive/`) cannot build: what only it
  /// builds is not judged, one note at its declaration says so, and the app's own lookups still are. The near
  /// misses: the same target with its Info.plist present, or naming it through a variable the tool cannot resolve,
  /// is judged.
  @Test func aTargetWhoseInfoPlistIsGoneIsNotJudgedButTheAppIs() throws {
    let lookup = { (name: String) in
      "import SwiftUI\nstruct V: View {\n  var body: some View { Image(\"\(name)\") }\n}\n"
    }
    func found(oldPlist: String, writingIt: Bool) throws -> [Diagnostic] {
      var files: [ExampleApp.File] = [
        ExampleXcodeProject.file([
          .app("Adopt", folders: ["Adopt"], settings: ["INFOPLIST_FILE": "Adopt/Info.plist"]),
          .app("Old", folders: ["Archive/Old"], settings: ["INFOPLIST_FILE": oldPlist]),
        ]),
        ("Adopt/Info.plist", "<plist><dict/></plist>\n"), ("Adopt/Intro.swift", lookup("nowhere-new")),
        ("Archive/Old/Intro.swift", lookup("nowhere-old")),
      ]
      if writingIt { files.append(("Archive/Old/Info.plist", "<plist><dict/></plist>\n")) }
      files +=
        ExampleApp.imageSet("onboarding-1", in: "Adopt/Assets.xcassets")
        + ExampleApp.imageSet("old-art", in: "Archive/Old/Assets.xcassets")
      let tree = try TemporaryTree(Self.files(files))
      return try Self.lint(tree, [MissingAssetRule.self, SkippedInputRule.self])
    }
    let gone = try found(oldPlist: "$(SRCROOT)/Old/Info.plist", writingIt: false)
    #expect(gone.filter { $0.ruleID == "missing-asset" }.map(\.location.file.lastPathComponent) == ["Intro.swift"])
    #expect(gone.filter { $0.ruleID == "missing-asset" }.allSatisfy { $0.message.contains("nowhere-new") })
    let notes = gone.filter { $0.ruleID == "skipped-input" }
    #expect(notes.count == 1 && notes[0].location.file.hasSuffix("project.pbxproj"), "\(notes)")
    #expect(notes.first?.message.contains("The target `Old` cannot build") == true)
    #expect(notes.first?.message.contains("`Old/Info.plist`") == true)
    let present = try found(oldPlist: "Archive/Old/Info.plist", writingIt: true)
    #expect(present.filter { $0.ruleID == "missing-asset" }.count == 2)
    #expect(present.filter { $0.ruleID == "skipped-input" }.isEmpty)
    // macOS finds `archive/old/info.plist` as `Archive/Old/Info.plist`.
    let otherCase = try found(oldPlist: "archive/old/info.plist", writingIt: true)
    #expect(otherCase.filter { $0.ruleID == "missing-asset" }.count == 2)
    let variable = try found(oldPlist: "$(TARGET_NAME)/Info.plist", writingIt: false)
    #expect(variable.filter { $0.ruleID == "missing-asset" }.count == 2)
  }

  /// Where no target could build (a checkout without any of its Info.plist files), nothing is set aside: the
  /// checkout is partial, not stale.
  @Test func whenNoTargetCouldBuildEveryTargetIsJudged() throws {
    let tree = try TemporaryTree(
      Self.files(
        [
          ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], settings: ["INFOPLIST_FILE": "Adopt/Info.plist"])]
          ),
          ("Adopt/Intro.swift", "import SwiftUI\nstruct V: View {\n  var body: some View { Image(\"nowhere\") }\n}\n"),
        ] + ExampleApp.imageSet("onboarding-1", in: "Adopt/Assets.xcassets")))
    let found = try Self.lint(tree, [MissingAssetRule.self, SkippedInputRule.self])
    #expect(found.map(\.ruleID) == ["missing-asset"])
  }

  /// An empty Info.plist no target builds with (every app target names its own) breaks no build: a note that says
  /// why. Near miss: the app's own empty Info.plist is an error.
  @Test func anInfoPlistNoTargetBuildsWithIsANote() throws {
    func found(emptyAt path: String) throws -> [Diagnostic] {
      let tree = try TemporaryTree(
        Self.files([
          ExampleXcodeProject.file([
            .app("Adopt", folders: ["Adopt"], settings: ["INFOPLIST_FILE": "Adopt/Info.plist"])
          ]),
          (path, ""), ("Adopt/Info.plist", "<plist><dict/></plist>\n"),
        ]))
      return try Self.lint(tree, [InvalidInputRule.self]).filter { $0.location.file.hasSuffix(path) }
    }
    let leftOver = try found(emptyAt: "Notifications/Info.plist")
    #expect(leftOver.map(\.severity) == [.note], "\(leftOver)")
    #expect(leftOver.first?.message.hasSuffix("No target builds with this Info.plist, so it breaks no build.") == true)
    let own = try found(emptyAt: "Adopt/Info.plist")
    #expect(own.map(\.severity) == [.error], "\(own)")
  }

  // MARK: Catalogs only debug builds have

  /// `EXCLUDED_SOURCE_FILE_NAMES[arch=*] = TestAssets.xcassets` in every configuration but Debug: only debug builds
  /// have the catalog, so how its images look on devices is not judged. Near misses: a catalog Debug leaves out and
  /// Release builds is judged, and so is one a condition leaves out of simulator builds only.
  @Test func aCatalogOnlyDebugBuildsHaveIsNotJudgedForLooks() throws {
    func messages(_ configurations: [String: [String: String]]) throws -> [String] {
      let files: [ExampleApp.File] =
        [
          ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], configurations: configurations)])
        ]
        + ExampleApp.imageSet(
          "sofa", images: [.init("sofa.png", scale: 1, ExampleApp.png(40, 40))], in: "Adopt/TestAssets.xcassets")
      return try ExampleRun(RuleExample(files: files), rule: MissingScaleRule.self).messages
    }
    let leftOut = ["EXCLUDED_SOURCE_FILE_NAMES[arch=*]": "TestAssets.xcassets"]
    #expect(try messages(["Debug": [:], "Release": leftOut, "Beta-Release": leftOut]).isEmpty)
    #expect(try messages(["Debug": leftOut, "Release": [:]]).count == 1)
    let simulatorOnly = ["EXCLUDED_SOURCE_FILE_NAMES[sdk=iphonesimulator*]": "TestAssets.xcassets"]
    #expect(try messages(["Debug": [:], "Release": simulatorOnly]).count == 1)
  }

  @Test func aConditionalKeyHoldsForEveryBuildOnlyWhereItsConditionsDo() {
    #expect(XcodeTargetReader.unconditionalKey("EXCLUDED_SOURCE_FILE_NAMES[arch=*]") == "EXCLUDED_SOURCE_FILE_NAMES")
    #expect(XcodeTargetReader.unconditionalKey("A[sdk=iphoneos*][arch=*]") == "A")
    #expect(XcodeTargetReader.unconditionalKey("A[sdk=iphonesimulator*]") == nil)
    #expect(XcodeTargetReader.unconditionalKey("A[arch=arm64]") == nil)
    #expect(XcodeTargetReader.unconditionalKey("A") == nil)
  }

  // MARK: Vendors' folders and exports, by their names

  @Test func vendoredLanguagesAreNotTheAppsButItsOwnMissingTranslationIsReported() throws {
    let tree = try TemporaryTree(
      Self.files([
        ("Onboarding.swift", ExampleApp.localizedFlow()), ExampleApp.stringsFile("en"), ExampleApp.stringsFile("de"),
        Self.inside("Vendor/Pay.framework/PayStrings.bundle", ExampleApp.stringsFile("ar", table: "Pay")),
        Self.inside("Vendor/Maps.xcframework/ios-arm64/Maps.framework", ExampleApp.stringsFile("ja")),
        Self.inside("Settings.bundle", ExampleApp.stringsFile("it", table: "Root")),
        ("Vendor/Pay.framework/PayStrings.bundle/badge@2x.png", ""),
      ]))
    let inputs = try #require(try Discovery().projects(for: [tree.root]).first)
    #expect(
      inputs.stringTables == [tree.path("de.lproj/Localizable.strings"), tree.path("en.lproj/Localizable.strings")])
    // A vendor's images stay names the app's by-name lookups may find.
    #expect(inputs.looseImages == [tree.path("Vendor/Pay.framework/PayStrings.bundle/badge@2x.png")])
    #expect(try Self.lint(tree, [MissingTranslationRule.self]).isEmpty)

    // The app's own French table that lacks the keys is still a missing translation.
    try Self.write(tree, "fr.lproj/Localizable.strings", "/* Onboarding */\n")
    let found = try Self.lint(tree, [MissingTranslationRule.self])
    #expect(found.map(\.location.file) == [tree.path("fr.lproj/Localizable.strings")])
  }

  @Test func localizationExportsAreNotTables() throws {
    let catalog = ExampleApp.stringCatalog(ExampleApp.standardCatalogEntries())
    let tree = try TemporaryTree(
      Self.files([
        ("Onboarding.swift", ExampleApp.localizedFlow()), catalog,
        // The export's copy lacks French for a key: it must not be read, nor findings point into it.
        Self.inside(
          "Exports/en-US.xcloc/Source Contents/App",
          ExampleApp.stringCatalog(
            ExampleApp.standardCatalogEntries(overrides: ["onboarding.3.title": ["fr": nil]]))),
        ("Exports/de.xliff", "<xliff version=\"1.2\"></xliff>\n"),
      ]))
    let inputs = try #require(try Discovery().projects(for: [tree.root]).first)
    #expect(inputs.stringTables == [tree.path(catalog.path)])
    let report = try Linter().lint(paths: [tree.root])
    #expect(report.diagnostics.allSatisfy { !$0.location.file.contains(".xcloc/") }, "\(report.diagnostics)")
  }

  @Test func aVendorsCatalogIsNotTheAppsButTheAppsOwnIsRead() throws {
    let tree = try TemporaryTree(
      Self.files(
        ExampleApp.imageSet("onboarding-1", in: "App/Assets.xcassets")
          + ExampleApp.imageSet("pay-logo", in: "Vendor/Pay.bundle/Pay.xcassets")
          + ExampleApp.imageSet("scene", in: "Templates/Scene.xctemplate/Assets.xcassets")))
    let inputs = try #require(try Discovery().projects(for: [tree.root]).first)
    #expect(inputs.catalogs == [tree.path("App/Assets.xcassets")])
  }

  @Test func vendoredIsJudgedBelowTheProjectRootOnly() {
    #expect(FolderOwnership.isVendored("/r/V/X.framework/ar.lproj/X.strings", below: "/r"))
    #expect(FolderOwnership.isVendored("/r/E/en.xcloc/Source Contents/L.xcstrings", below: "/r"))
    #expect(FolderOwnership.isVendored("/r/E/de.xliff", below: "/r"))
    // An Xcode file template's catalog is copied into new files, not shipped.
    #expect(FolderOwnership.isVendored("/r/Templates/Scene.xctemplate/Assets.xcassets/Contents.json", below: "/r"))
    #expect(!FolderOwnership.isVendored("/r/de.lproj/Localizable.strings", below: "/r"))
    // A project that lies in a folder named like a bundle is its own.
    #expect(!FolderOwnership.isVendored("/w/App.bundle/de.lproj/L.strings", below: "/w/App.bundle"))
  }

  // MARK: What the targets copy

  @Test func whereTargetsAreKnownATableNoTargetCopiesIsNotTheApps() throws {
    let tree = try TemporaryTree(
      Self.files([
        ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]),
        ("Adopt/Onboarding.swift", ExampleApp.localizedFlow()),
        Self.inside("Adopt", ExampleApp.stringsFile("en")), Self.inside("Adopt", ExampleApp.stringsFile("de")),
        // Left over beside the app, in no target: not a language it ships.
        Self.inside("Drafts", ExampleApp.stringsFile("fr", entries: [])),
      ]))
    #expect(try Self.lint(tree, [MissingTranslationRule.self]).isEmpty)
    // In the app's folder, the same table is the app's, and it lacks the keys.
    try Self.write(tree, "Adopt/fr.lproj/Localizable.strings", "/* Onboarding */\n")
    let found = try Self.lint(tree, [MissingTranslationRule.self])
    #expect(found.map(\.location.file) == [tree.path("Adopt/fr.lproj/Localizable.strings")])
  }

  /// A classic project: the tables a `PBXVariantGroup` in the Resources phase names are the app's; a French
  /// `.lproj` on disk that the group does not name is not copied, so French is no language the app ships.
  @Test func aClassicProjectShipsTheTablesOfItsVariantGroup() throws {
    let pbxproj = """
      { objects = {
        M = { isa = PBXGroup; children = (V, S); sourceTree = "<group>"; };
        S = { isa = PBXFileReference; path = Onboarding.swift; sourceTree = "<group>"; };
        V = { isa = PBXVariantGroup; children = (E, D); name = Localizable.strings; sourceTree = "<group>"; };
        E = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        D = { isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        BV = { isa = PBXBuildFile; fileRef = V; };
        BS = { isa = PBXBuildFile; fileRef = S; };
        R = { isa = PBXResourcesBuildPhase; files = (BV); };
        C = { isa = PBXSourcesBuildPhase; files = (BS); };
        T = { isa = PBXNativeTarget; buildPhases = (C, R); name = Adopt;
          productType = "com.apple.product-type.application"; };
        P = { isa = PBXProject; mainGroup = M; targets = (T); };
      }; rootObject = P; }
      """
    let german = ExampleApp.standardEntries("de", overrides: [ExampleApp.titleKey(1): nil])
    let tree = try TemporaryTree(
      Self.files([
        ("Adopt.xcodeproj/project.pbxproj", pbxproj), ("Onboarding.swift", ExampleApp.localizedFlow()),
        ExampleApp.stringsFile("en"), ExampleApp.stringsFile("de", entries: german),
        ExampleApp.stringsFile("fr", entries: []),
      ]))
    let project = try ProjectTargetsTests.load(tree)
    #expect(project.localization.languages == ["de", "en"])
    let found = try Self.lint(tree, [MissingTranslationRule.self])
    #expect(found.map(\.location.file) == [tree.path("de.lproj/Localizable.strings")], "\(found)")
  }

  // MARK: Development assets

  @Test func aCatalogInDevelopmentAssetPathsIsNotInNoTargetButAnotherCatalogIs() throws {
    let project = ExampleXcodeProject.file([
      .app("Adopt", folders: ["Adopt"], settings: ["DEVELOPMENT_ASSET_PATHS": "\\\"Samples/Sample Data\\\" Mocks"])
    ])
    let tree = try TemporaryTree(
      Self.files(
        [project] + ExampleApp.imageSet("onboarding-1", in: "Adopt/Assets.xcassets")
          + ExampleApp.imageSet("sample-pet", in: "Samples/Sample Data/Samples.xcassets")
          + ExampleApp.imageSet("mock-pet", in: "Mocks/Mocks.xcassets")
          + ExampleApp.imageSet("old-pet", in: "Old/Assets.xcassets")))
    let loaded = try ProjectTargetsTests.load(tree)
    #expect(loaded.targets.first?.developmentAssetPaths == [tree.path("Samples/Sample Data"), tree.path("Mocks")])
    let found = try Self.lint(tree, [CatalogInNoTargetRule.self])
    #expect(found.map(\.location.file) == [tree.path("Old/Assets.xcassets/Contents.json")])
  }

  /// Sample data that only previews name is no unused asset; the same set in the app's own catalog is.
  @Test func developmentAssetsAreNotUnusedButTheAppsOwnAreJudged() {
    func set(_ catalog: String) -> Asset {
      Asset(
        kind: .imageSet, name: "sample-pet", symbolPath: ["samplePet"], directory: catalog + "/sample-pet.imageset",
        contentsFile: catalog + "/sample-pet.imageset/Contents.json")
    }
    let samples = "/app/Samples/Sample Data/Samples.xcassets"
    var project = Project(
      root: "/app", contentFiles: [ContentFile(path: "/app/Adopt/App.swift")],
      catalogs: [AssetCatalog(path: samples, assets: [set(samples)])])
    project.resourceNameEvidence = AssetNameEvidence()
    var app = BuildTarget(name: "Adopt", kind: .application, declaration: SourceLocation(file: "/app/A.pbxproj"))
    app.developmentAssetPaths = ["/app/Samples/Sample Data"]
    project.targets = [app]
    #expect(findings(UnusedAssetRule.self, project).isEmpty)
    // Built by the app (a catalog in no target is said once, by catalog-in-no-target), it is judged.
    project.targets[0].developmentAssetPaths = []
    project.targets[0].catalogs = [samples]
    #expect(
      findings(UnusedAssetRule.self, project).map(\.location.file) == [samples + "/sample-pet.imageset/Contents.json"])
  }

  @Test func aBuildSettingListKeepsQuotedPathsWhole() {
    #expect(
      XcodeTargetReader.settingList("\"App/Preview Content\" Mocks  'A B'") == ["App/Preview Content", "Mocks", "A B"])
    #expect(XcodeTargetReader.settingList("") == [])
  }
}
