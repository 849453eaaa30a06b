import Foundation
import Testing

@testable import PiepawLint

/// `project.pbxproj` texts of our own, in the shapes Xcode writes: classic groups and build phases, Xcode 16
/// synchronized folders with exception sets, and the broken graphs a merge or a hand edit leaves behind.
@Suite struct XcodeTargetReaderTests {
  /// A project file holding `objects`, with `P` as its `PBXProject` object.
  static func project(_ objects: [String], root: String = "P") -> String {
    "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
      + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = \(root) /* Project object */;\n}\n"
  }

  static func read(_ text: String, at pbxproj: String = "/repo/App.xcodeproj/project.pbxproj") throws
    -> [TargetDeclaration]?
  {
    guard case .success(let root) = ASCIIPlistReader.parse(text, file: pbxproj) else {
      Issue.record("the test's project file does not parse")
      return nil
    }
    return XcodeTargetReader.read(root: root, pbxprojPath: pbxproj)
  }

  /// An app with a group `Adopt` and a `Products` group, its catalog and Swift file in their build phases.
  static let classic = project([
    "P = {isa = PBXProject; mainGroup = G0; targets = (T1 /* Adopt */, T9 /* Lint */, ); };",
    "G0 = {isa = PBXGroup; children = (G1, G2, R5, R6, ); sourceTree = \"<group>\"; };",
    "G1 /* Adopt */ = {isa = PBXGroup; children = (R1, R2, V1, G3, ); path = Adopt; sourceTree = \"<group>\"; };",
    // A group with a name and no path adds no folder.
    "G3 /* Shared */ = {isa = PBXGroup; children = (R3, ); name = Shared; sourceTree = \"<group>\"; };",
    "G2 /* Products */ = {isa = PBXGroup; children = (R9, ); name = Products; sourceTree = \"<group>\"; };",
    "R1 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; "
      + "path = Assets.xcassets; sourceTree = \"<group>\"; };",
    "R2 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
      + "path = AppDelegate.swift; sourceTree = \"<group>\"; };",
    "R3 /* Brand.swift */ = {isa = PBXFileReference; path = Brand.swift; sourceTree = \"<group>\"; };",
    "V1 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (R4, ); name = Main.storyboard; "
      + "sourceTree = \"<group>\"; };",
    "R4 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; "
      + "sourceTree = \"<group>\"; };",
    "R5 /* Colors.xcassets */ = {isa = PBXFileReference; path = Design/Colors.xcassets; sourceTree = SOURCE_ROOT; };",
    "R6 /* Elsewhere.xcassets */ = {isa = PBXFileReference; path = /opt/Elsewhere.xcassets; "
      + "sourceTree = \"<absolute>\"; };",
    "R9 /* Adopt.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Adopt.app; "
      + "sourceTree = BUILT_PRODUCTS_DIR; };",
    "B1 = {isa = PBXBuildFile; fileRef = R1 /* Assets.xcassets */; };",
    "B2 = {isa = PBXBuildFile; fileRef = R2; };",
    "B3 = {isa = PBXBuildFile; fileRef = R3; };",
    "B4 = {isa = PBXBuildFile; fileRef = V1; };",
    "B5 = {isa = PBXBuildFile; fileRef = R5; };",
    "B6 = {isa = PBXBuildFile; fileRef = R6; };",
    "B9 = {isa = PBXBuildFile; fileRef = R9; };",
    "S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B2, B3, ); };",
    "S2 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B1, B4, B5, B6, ); };",
    "S3 /* Embed */ = {isa = PBXCopyFilesBuildPhase; files = (B9, ); };",
    "T1 /* Adopt */ = {isa = PBXNativeTarget; buildPhases = (S1, S2, S3, ); name = Adopt; "
      + "productType = \"com.apple.product-type.application\"; };",
    "T9 /* Lint */ = {isa = PBXAggregateTarget; buildPhases = (S2, ); name = Lint; };",
  ])

  @Test func classicGroupsAndBuildPhasesGiveTheTargetsFiles() throws {
    let targets = try #require(try Self.read(Self.classic))
    #expect(targets.map(\.name) == ["Adopt"], "an aggregate target builds no resources")
    let adopt = try #require(targets.first)
    #expect(adopt.kind == .application)
    #expect(
      adopt.catalogs == ["/repo/Adopt/Assets.xcassets", "/repo/Design/Colors.xcassets", "/opt/Elsewhere.xcassets"])
    #expect(adopt.sources == ["/repo/Adopt/AppDelegate.swift", "/repo/Adopt/Brand.swift"])
    #expect(adopt.resources == ["/repo/Adopt/Base.lproj/Main.storyboard"], "a variant group is its localized files")
    #expect(adopt.folders.isEmpty)
    #expect(adopt.declaration.line == 29)
  }

  @Test func aCatalogInAGroupButNoBuildPhaseIsNotTheTargets() throws {
    let text = Self.project([
      "P = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
      "G0 = {isa = PBXGroup; children = (R1, R2, ); sourceTree = \"<group>\"; };",
      "R1 = {isa = PBXFileReference; path = Old.xcassets; sourceTree = \"<group>\"; };",
      "R2 = {isa = PBXFileReference; path = New.xcassets; sourceTree = \"<group>\"; };",
      // A Swift file in the resources phase is copied, not compiled.
      "R3 = {isa = PBXFileReference; path = Template.swift; sourceTree = \"<group>\"; };",
      "B2 = {isa = PBXBuildFile; fileRef = R2; };",
      "B3 = {isa = PBXBuildFile; fileRef = R3; };",
      "S1 = {isa = PBXResourcesBuildPhase; files = (B2, B3, ); };",
      "T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; };",
    ])
    let target = try #require(try Self.read(text)?.first)
    #expect(target.catalogs == ["/repo/New.xcassets"], "a catalog is known by its name without a file type")
    #expect(target.sources.isEmpty)
    #expect(target.resources.isEmpty, "R3 is in no group reachable from mainGroup, so it has no path")
    #expect(target.kind == .other)
  }

  @Test func synchronizedFoldersWithExceptionSets() throws {
    // The app owns `Adopt` but leaves out its Info.plist; the widget owns `Widget` and shares one file of `Adopt`.
    let text = Self.project([
      "P = {isa = PBXProject; mainGroup = G0; projectDirPath = \"\"; targets = (T1, T2, ); };",
      "G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = \"<group>\"; };",
      "F1 /* Adopt */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); "
        + "explicitFolders = (Fixtures, ); path = Adopt; sourceTree = \"<group>\"; };",
      "F2 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = \"<group>\"; };",
      "E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, "
        + "Preview/Preview.xcassets, ); target = T1; };",
      "E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Brand.swift, "
        + "Assets.xcassets, ); target = T2; };",
      "T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (F1, ); name = Adopt; "
        + "productType = \"com.apple.product-type.application\"; };",
      "T2 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (F2, ); name = AdoptWidget; "
        + "productType = \"com.apple.product-type.app-extension\"; };",
    ])
    let targets = try #require(try Self.read(text))
    let app = try #require(targets.first)
    #expect(app.folders.count == 1)
    let folder = try #require(app.folders.first)
    #expect(folder.path == "/repo/Adopt")
    #expect(folder.excluded == ["/repo/Adopt/Info.plist", "/repo/Adopt/Preview/Preview.xcassets"])
    #expect(folder.copiedFolders == ["/repo/Adopt/Fixtures"])
    #expect(app.catalogs.isEmpty && app.sources.isEmpty, "the folder's files are listed later, from disk")
    let widget = try #require(targets.last)
    #expect(widget.kind == .appExtension)
    #expect(widget.folders.map(\.path) == ["/repo/Widget"])
    #expect(widget.folders.first?.excluded.isEmpty == true, "another target's exceptions do not exclude here")
    #expect(widget.sources == ["/repo/Adopt/Shared/Brand.swift"])
    #expect(widget.catalogs == ["/repo/Adopt/Assets.xcassets"])
  }

  @Test(arguments: [
    ("com.apple.product-type.application", BuildTarget.Kind.application),
    ("com.apple.product-type.application.watchapp2", .watchApp),
    ("com.apple.product-type.application.on-demand-install-capable", .application),
    ("com.apple.product-type.app-extension", .appExtension),
    ("com.apple.product-type.extensionkit-extension", .appExtension),
    ("com.apple.product-type.watchkit2-extension", .appExtension),
    ("com.apple.product-type.framework", .framework),
    ("com.apple.product-type.library.static", .framework),
    ("com.apple.product-type.bundle.unit-test", .testBundle),
    ("com.apple.product-type.bundle.ui-testing", .testBundle),
    ("com.apple.product-type.bundle", .other),
    ("com.apple.product-type.tool", .other),
    ("", .other),
  ])
  func productTypes(type: String, kind: BuildTarget.Kind) {
    #expect(XcodeTargetReader.kind(ofProductType: type) == kind)
  }

  @Test func resourceBundlesFollowTheKind() {
    #expect(BuildTarget.defaultBundle(of: .appExtension) == .main)
    #expect(BuildTarget.defaultBundle(of: .framework) == .own)
    #expect(BuildTarget.defaultBundle(of: .packageModule) == .module)
  }

  // MARK: Hostile graphs

  @Test func groupCyclesAndMissingObjectsEndQuietly() throws {
    let text = Self.project([
      "P = {isa = PBXProject; mainGroup = G0; targets = (T1, T404, ); };",
      "G0 = {isa = PBXGroup; children = (G1, G404, ); sourceTree = \"<group>\"; };",
      "G1 = {isa = PBXGroup; children = (G2, R1, ); path = A; sourceTree = \"<group>\"; };",
      "G2 = {isa = PBXGroup; children = (G1, G0, R2, ); path = B; sourceTree = \"<group>\"; };",
      "R1 = {isa = PBXFileReference; path = One.xcassets; sourceTree = \"<group>\"; };",
      "R2 = {isa = PBXFileReference; path = Two.xcassets; sourceTree = \"<group>\"; };",
      "B1 = {isa = PBXBuildFile; fileRef = R1; };",
      "B2 = {isa = PBXBuildFile; fileRef = R2; };",
      "B3 = {isa = PBXBuildFile; fileRef = R404; };",
      "B4 = {isa = PBXBuildFile; };",
      "S1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, B4, B404, ); };",
      "T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); fileSystemSynchronizedGroups = (F404, ); };",
    ])
    let target = try #require(try Self.read(text)?.first)
    #expect(target.name == "T1", "a target without a name is known by its id")
    #expect(target.catalogs == ["/repo/A/One.xcassets", "/repo/A/B/Two.xcassets"])
  }

  /// A merge renamed the app's group: `mainGroup` lists an id no object has, and the group that holds the files
  /// the build phases name is listed by no group. Its folder is still found, as a top group of the project.
  @Test func aGroupNoGroupListsIsATopGroup() throws {
    let text = Self.project([
      "P = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
      "G0 = {isa = PBXGroup; children = (G404 /* Adopt */, G2, ); sourceTree = \"<group>\"; };",
      "G1 /* adopt */ = {isa = PBXGroup; children = (R1, G3, ); path = adopt; sourceTree = \"<group>\"; };",
      "G3 = {isa = PBXGroup; children = (R2, ); path = Views; sourceTree = \"<group>\"; };",
      "G2 = {isa = PBXGroup; children = (R3, ); path = Kit; sourceTree = \"<group>\"; };",
      // A cycle no group reaches has no top: it stays out of the tree.
      "G5 = {isa = PBXGroup; children = (G6, ); path = Loop; sourceTree = \"<group>\"; };",
      "G6 = {isa = PBXGroup; children = (G5, R4, ); path = Back; sourceTree = \"<group>\"; };",
      "R1 = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = \"<group>\"; };",
      "R2 = {isa = PBXFileReference; path = Pager.swift; sourceTree = \"<group>\"; };",
      "R3 = {isa = PBXFileReference; path = Kit.swift; sourceTree = \"<group>\"; };",
      "R4 = {isa = PBXFileReference; path = Lost.swift; sourceTree = \"<group>\"; };",
      "B1 = {isa = PBXBuildFile; fileRef = R1; };",
      "B2 = {isa = PBXBuildFile; fileRef = R2; };",
      "B3 = {isa = PBXBuildFile; fileRef = R3; };",
      "B4 = {isa = PBXBuildFile; fileRef = R4; };",
      "S1 = {isa = PBXSourcesBuildPhase; files = (B2, B3, B4, ); };",
      "S2 = {isa = PBXResourcesBuildPhase; files = (B1, ); };",
      "T1 = {isa = PBXNativeTarget; buildPhases = (S1, S2, ); name = Adopt; };",
    ])
    let target = try #require(try Self.read(text)?.first)
    #expect(target.catalogs == ["/repo/adopt/Assets.xcassets"])
    #expect(target.sources == ["/repo/adopt/Views/Pager.swift", "/repo/Kit/Kit.swift"])
  }

  /// A merge kept the target and lost its build phases: what the file says of membership is not what any build does.
  @Test func aTargetWhoseBuildPhasesAreLostMakesTheTargetsUnknown() throws {
    let phases = ["(S1, )", "(S1, S404, )"]
    let read = try phases.map { list in
      try Self.read(
        Self.project([
          "P = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
          "G0 = {isa = PBXGroup; children = (R1, ); sourceTree = \"<group>\"; };",
          "R1 = {isa = PBXFileReference; path = Assets.xcassets; sourceTree = \"<group>\"; };",
          "B1 = {isa = PBXBuildFile; fileRef = R1; };",
          "S1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };",
          "T1 = {isa = PBXNativeTarget; buildPhases = \(list); name = Adopt; };",
        ]))
    }
    #expect(read[0]?.first?.catalogs == ["/repo/Assets.xcassets"])
    #expect(read[1] == nil)
  }

  @Test func aVeryDeepGroupChainIsNotFollowed() throws {
    let depth = XcodeObjectGraph.maximumChain + 10
    var objects = [
      "P = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
      "R1 = {isa = PBXFileReference; path = Deep.xcassets; sourceTree = \"<group>\"; };",
      "B1 = {isa = PBXBuildFile; fileRef = R1; };",
      "S1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };",
      "T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; };",
    ]
    for level in 0..<depth {
      let child = level + 1 < depth ? "G\(level + 1)" : "R1"
      objects.append("G\(level) = {isa = PBXGroup; children = (\(child), ); path = d; sourceTree = \"<group>\"; };")
    }
    let target = try #require(try Self.read(Self.project(objects))?.first)
    #expect(target.catalogs.isEmpty)
  }

  @Test(arguments: [
    "{ objects = { }; }",
    "{ objects = { P = {isa = PBXProject; mainGroup = G0; }; }; rootObject = P; }",
    "{ objects = { P = {isa = PBXGroup; }; }; rootObject = P; }",
    "{ objects = (); rootObject = P; }",
    "{ objects = { P = {isa = PBXProject; mainGroup = (G0); }; G0 = {isa = PBXGroup;}; }; rootObject = P; }",
  ])
  func aFileWithoutAReadableProjectObjectIsUnknown(text: String) throws {
    #expect(try Self.read(text) == nil)
  }

  @Test func mistypedValuesAreSkipped() throws {
    let text = Self.project([
      "P = {isa = PBXProject; mainGroup = G0; targets = T1; };",
      "G0 = {isa = PBXGroup; children = R1; sourceTree = \"<group>\"; };",
      "T1 = {isa = PBXNativeTarget; buildPhases = S1; name = (App); };",
    ])
    #expect(try Self.read(text) == [], "`targets` is not a list, so there are none")
  }

  @Test func mutatedProjectsNeverCrash() throws {
    var fuzz = CatalogsTestSupport.FuzzGenerator(seed: 97)
    let alphabet = Array("{}();=,\"/*<>GRBST01 ".utf8)
    for _ in 0..<800 {
      let text = String(decoding: fuzz.mutate(Self.classic, edits: 5, alphabet: alphabet), as: UTF8.self)
      if case .success(let root) = ASCIIPlistReader.parse(text, file: "/x/A.xcodeproj/project.pbxproj") {
        _ = XcodeTargetReader.read(root: root, pbxprojPath: "/x/A.xcodeproj/project.pbxproj")
      }
    }
  }

  @Test func pathsAreJoinedAndStandardizedLexically() {
    #expect(XcodeObjectGraph.join("/repo/App", "../Shared/./Assets.xcassets") == "/repo/Shared/Assets.xcassets")
    #expect(XcodeObjectGraph.join("/repo", "") == "/repo")
    #expect(XcodeObjectGraph.join("/repo", "/abs//x") == "/abs/x")
    #expect(XcodeObjectGraph.standardized("/../..") == "/")
  }
}
