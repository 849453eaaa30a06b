import Foundation
import Testing

@testable import PiepawLint

/// Which catalogs answer a lookup: code-declared symbols, bundles of other modules, packages searching the app's
/// bundle, and modules whose sources are not in the run. Each false alarm that is gone has its true finding next
/// to it.
@Suite struct AssetLookupTests {
  static let pbxproj = "// !$*UTF8*$!\n{ archiveVersion = 1; objects = { }; }\n"

  static func imageSet(_ name: String) -> (String, String) {
    ("\(name).imageset/Contents.json", #"{"images": [], "info": {"author": "xcode", "version": 1}}"#)
  }

  /// An app (Xcode project, one catalog holding `app-logo`) and a local package `Kit` with its own catalog
  /// holding `kit-badge`.
  static func appAndPackage(kitSource: String) throws -> TemporaryTree {
    let (logoPath, logo) = imageSet("app-logo")
    let (badgePath, badge) = imageSet("kit-badge")
    return try TemporaryTree([
      "App/App.xcodeproj/project.pbxproj": pbxproj,
      "App/App/Assets.xcassets/" + logoPath: logo,
      "App/App/Home.swift": "import SwiftUI\nlet logo = Image(\"app-logo\")\n",
      "Kit/Package.swift": "// swift-tools-version:5.9\n",
      "Kit/Sources/Kit/Media.xcassets/" + badgePath: badge,
      "Kit/Sources/Kit/KitView.swift": kitSource,
    ])
  }

  static func missingAssetLines(_ report: LintReport) -> [String] {
    report.diagnostics.filter { $0.ruleID == "missing-asset" }.map {
      "\(($0.location.file as NSString).lastPathComponent):\($0.location.line ?? 0)"
    }
  }

  @Test func aPackageLookupWithoutBundleSearchesTheAppsCatalogs() throws {
    let tree = try Self.appAndPackage(
      kitSource: """
        import UIKit
        let a = UIImage(named: "app-logo")
        let b = UIImage(named: "app-logoo")
        let c = UIImage(named: "kit-badge", in: .module, compatibleWith: nil)
        let d = UIImage(named: "kit-badgee", in: .module, compatibleWith: nil)

        """)
    let report = try Linter().lint(paths: [tree.root])
    // `app-logo` is in the app's bundle; `kit-badge` in the module's; the misspellings are reported.
    #expect(Self.missingAssetLines(report) == ["KitView.swift:3", "KitView.swift:5"])
  }

  @Test func aPackageLookedAtAloneDoesNotGuessTheAppsBundle() throws {
    let tree = try Self.appAndPackage(
      kitSource: """
        import SwiftUI
        let a = Image("app-logo")
        let d = Image("kit-badgee", bundle: .module)

        """)
    let report = try Linter().lint(paths: [tree.path("Kit")])
    // The main-bundle lookup cannot be checked without the app; the module lookup still is.
    #expect(Self.missingAssetLines(report) == ["KitView.swift:3"])
  }

  @Test func anotherModulesBundleIsNotJudged() throws {
    let tree = try Self.appAndPackage(kitSource: "import SwiftUI\n")
    let (homePath, home) = (
      "App/App/Other.swift",
      """
      import SwiftUI
      let a = Image("paw", bundle: DesignKit.bundle)
      let b = Color("ink", bundle: Bundle(for: Marker.self))
      let c = Image("paw", bundle: .main)

      """
    )
    try Data(home.utf8).write(to: URL(fileURLWithPath: tree.path(homePath)))
    let report = try Linter().lint(paths: [tree.root])
    #expect(Self.missingAssetLines(report) == ["Other.swift:4"])
  }

  @Test func symbolsDeclaredInCodeAreNotMissingAssets() throws {
    let (logoPath, logo) = Self.imageSet("logo")
    let tree = try TemporaryTree([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
      "App/Assets.xcassets/" + logoPath: logo,
      "App/Theme.swift": """
      import SwiftUI
      extension UIColor {
        static var brandInk: UIColor { UIColor(white: 0.1, alpha: 1) }
      }
      extension ShapeStyle where Self == Color {
        static var paper: Color { Color(white: 0.98) }
      }
      extension Color {
        enum Brand { static let leaf = Color(red: 0.2, green: 0.6, blue: 0.3) }
      }
      // The app's own roles nested in the resource type, each a colour by a member (`.Surface.main.color`).
      extension ColorResource {
        enum Surface { case main; var color: Color { Color(white: 0.5) } }
        var color: Color { Color(self) }
      }
      extension ImageResource {
        static let pawMark = ImageResource(name: "logo", bundle: .main)
      }
      // A palette colour as R.swift generates it: given by its components, no asset.
      enum Palette { static let leaf = ColorResource(name: "leaf", red: 0.2, green: 0.6, blue: 0.3, alpha: 1) }
      let inkSymbol = ColorResource(name: "ink", bundle: .main)

      """,
      "App/Home.swift": """
      import SwiftUI
      let views = [
        Color(.brandInk), Color(.paper), Color(.Brand.leaf), Color(.brandInc),
        Image(.pawMark), Image(.pawMarc), Image(.logo),
        ColorResource.Surface.main.color, ImageResource.logo.uiImage, ImageResource.lgo.uiImage,
      ]

      """,
    ])
    let report = try Linter().lint(paths: [tree.root])
    let messages = report.diagnostics.filter { $0.ruleID == "missing-asset" }.map(\.message)
    // `ImageResource.logo.uiImage` is the set `logo` and a member of the resource type; `.lgo` names no set.
    #expect(messages.count == 4, "\(messages)")
    #expect(messages.contains { $0.contains("`.lgo.uiImage`") })
    #expect(messages.contains { $0.contains("`.brandInc`") })
    #expect(messages.contains { $0.contains("`.pawMarc`") })
    #expect(messages.contains { $0.contains("`ink`") })
  }

  /// `Image(Icons.attention)` over the app's `static let attention = "attention"` looks up that name: drawn
  /// `.resizable()`, the set is drawn resizable (scale-mismatch says so, not "no `Image` draws it"), and a
  /// constant naming no set is a missing asset under the name it holds.
  @Test func aNameHeldByTheAppsConstantIsTheNameLookedUp() throws {
    func set(_ name: String) -> [ExampleApp.File] {
      Self.threeScaleSet(name, sides: [192, 288, 384], in: "App/Assets.xcassets")
    }
    let icons = """
      enum Icons {
        static let attention = "attention"
        static let warning = "warnnig"
      }

      """
    let home = """
      import SwiftUI
      struct Home: View {
        var body: some View {
          VStack { Image(Icons.attention).resizable().scaledToFit(); Image(Icons.warning) }
        }
      }

      """
    let tree = try ShippedOwnershipTests.tree(
      set("attention") + set("badge") + [
        ("App/App.xcodeproj/project.pbxproj", Self.pbxproj), ("App/Icons.swift", icons), ("App/Home.swift", home),
      ])
    let report = try Linter().lint(paths: [tree.root])
    let mismatches = report.diagnostics.filter { $0.ruleID == "scale-mismatch" }.map(\.message)
    #expect(mismatches.count == 1, "only badge: attention is drawn resizable at a size not known")
    #expect(mismatches.allSatisfy { $0.contains("no `Image` that draws it `.resizable()`") })
    let missing = report.diagnostics.filter { $0.ruleID == "missing-asset" }.map(\.message)
    #expect(missing.count == 1)
    #expect(missing.allSatisfy { $0.contains("warnnig") })
  }

  /// `ImageResource.Icon.update.image.resizable().frame(width: 20, height: 20)` over the app's `var image: Image {
  /// Image(self) }` draws the set `update` at 20×20 pt on every device: a modifier only an `Image` has makes the
  /// member a view, so the same file in every slot is no change of size (scale-mismatch says nothing). The near
  /// miss: the same set handed on as `.uiImage`, whose drawing is not read, keeps its note.
  @Test func aResourceMemberDrawnWithImageModifiersDrawsTheSet() throws {
    func set(_ name: String) -> [ExampleApp.File] {
      Self.threeScaleSet(name, sides: [60, 60, 60], in: "App/Assets.xcassets/Icon")
    }
    let folder = ("App/Assets.xcassets/Icon/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
    let source = """
      import SwiftUI
      import UIKit
      extension ImageResource {
        var image: Image { Image(self) }
        var uiImage: UIImage { UIImage(resource: self) }
      }
      struct Row: View {
        var body: some View {
          ImageResource.Icon.update.image
            .resizable()
            .frame(width: 20, height: 20)
        }
      }
      let badge = ImageResource.Icon.badge.uiImage

      """
    let tree = try ShippedOwnershipTests.tree(
      set("update") + set("badge") + [
        folder, ("App/App.xcodeproj/project.pbxproj", Self.pbxproj), ("App/Row.swift", source),
      ])
    let report = try Linter().lint(paths: [tree.root])
    let mismatches = report.diagnostics.filter { $0.ruleID == "scale-mismatch" }.map(\.location.file)
    #expect(mismatches.count == 1 && mismatches.allSatisfy { $0.contains("badge.imageset") }, "\(mismatches)")
    #expect(report.diagnostics.filter { $0.ruleID == "missing-asset" }.isEmpty)
  }

  /// A set of square files at @1x, @2x and @3x, `sides` pixels on a side.
  static func threeScaleSet(_ name: String, sides: [Int], in catalog: String) -> [ExampleApp.File] {
    ExampleApp.imageSet(
      name,
      images: zip([1, 2, 3], sides).map { scale, side in
        .init(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png", scale: scale, ExampleApp.png(side, side))
      }, in: catalog)
  }

  @Test func aLocalPackagesDeclaredColoursCountForTheAppThatImportsIt() throws {
    let tree = try Self.appAndPackage(
      kitSource: """
        import SwiftUI
        public extension Color {
          static let kitAccent = Color(red: 1, green: 0.5, blue: 0)
        }

        """)
    let use = "import SwiftUI\nimport Kit\nlet a = Color(.kitAccent)\nlet b = Color(.kitAccentt)\n"
    try Data(use.utf8).write(to: URL(fileURLWithPath: tree.path("App/App/Use.swift")))
    let report = try Linter().lint(paths: [tree.root])
    // `Kit` is in the run, so its declarations are known: the misspelling is still reported.
    #expect(Self.missingAssetLines(report) == ["Use.swift:4"])
  }

  @Test func symbolsOfAModuleNotInTheRunAreNotJudged() throws {
    let (logoPath, logo) = Self.imageSet("logo")
    let tree = try TemporaryTree([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
      "App/Assets.xcassets/" + logoPath: logo,
      "App/External.swift": "import SwiftUI\nimport DesignKit\nlet a = Image(.dsBadge)\nlet b = Image(\"ds-badge\")\n",
      "App/Local.swift": "import SwiftUI\nlet a = Image(.dsBadge)\n",
    ])
    let report = try Linter().lint(paths: [tree.root])
    // A symbol may come from DesignKit; a catalog name is looked up in the app's bundle either way.
    #expect(Self.missingAssetLines(report) == ["External.swift:4", "Local.swift:2"])
  }
}

extension AssetLookupTests {
  @Test func looseImagesInTheBundleAnswerLookupsByName() throws {
    let (logoPath, logo) = Self.imageSet("logo")
    let tree = try TemporaryTree([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
      "App/Assets.xcassets/" + logoPath: logo,
      "App/Resources/Icons/paw-print@2x.png": "",
      "App/Resources/Icons/leash~ipad.png": "",
      "App/Home.swift": """
      import UIKit
      let a = UIImage(named: "paw-print")
      let b = UIImage(named: "paw-print.png")
      let c = UIImage(named: "leash")
      let d = UIImage(named: "paw-prints")
      let e = UIColor(named: "paw-print")
      let f = UIImage(imageLiteralResourceName: "paw-print@2x.png")
      let g = UIImage(named: "paw-print@3x.png")
      let h = UIImage(named: "Paw-Print")

      """,
    ])
    let report = try Linter().lint(paths: [tree.root])
    // A misspelling is still missing, and a loose image is no colour. The file's own name finds it (`f`); a scale
    // the folder does not hold is missing (`g`). A name that differs only in case is found on a Mac's disk, not on
    // an iPhone's (`h`): a warning that names the file.
    #expect(Self.missingAssetLines(report) == ["Home.swift:5", "Home.swift:6", "Home.swift:8", "Home.swift:9"])
    let caseOnly = report.diagnostics.first { $0.location.line == 9 }
    #expect(caseOnly?.severity == .warning)
    #expect(
      caseOnly?.message.contains("the bundle's loose image `paw-print@2x.png` differs from it only in case") == true)
  }
}

extension AssetLookupTests {
  @Test func chainsAndCustomInitializersOfDeclaredColoursAreNotAssets() throws {
    let (logoPath, logo) = Self.imageSet("logo")
    let tree = try TemporaryTree([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
      "App/Assets.xcassets/" + logoPath: logo,
      "App/Theme.swift": """
      import SwiftUI
      struct TextColors { let inverted = UIColor.white }
      extension UIColor {
        static let text = TextColors()
      }
      enum Palette {
        enum Role { case background, border }
      }
      extension Color {
        init(_ role: Palette.Role) { self = .gray }
      }

      """,
      "App/Home.swift": """
      import SwiftUI
      let a = Color(.text.inverted)
      let b = Color(.background)
      let c = Color(.border)
      let d = Color(.backgroundd)

      """,
    ])
    let report = try Linter().lint(paths: [tree.root])
    #expect(Self.missingAssetLines(report) == ["Home.swift:5"])
  }

  @Test func coloursDeclaredByAFrameworkWithAProjectOfItsOwnCount() throws {
    let (logoPath, logo) = Self.imageSet("logo")
    let tree = try TemporaryTree([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
      "App/Assets.xcassets/" + logoPath: logo,
      "App/Home.swift":
        "import SwiftUI\nlet a = Color(.inkText)\nlet b = Color(\"ink-text\")\nlet c = Color(.inkTxt)\n",
      "Foundations/Foundations.xcodeproj/project.pbxproj": Self.pbxproj,
      "Foundations/Colors.swift":
        "import UIKit\npublic extension UIColor {\n  static var inkText: UIColor { .black }\n}\n",
    ])
    let report = try Linter().lint(paths: [tree.root])
    // The symbol is the framework's; a catalog name is still looked up in the app's catalogs, and a misspelt
    // symbol is still missing.
    #expect(Self.missingAssetLines(report) == ["Home.swift:3", "Home.swift:4"])
  }
}

extension AssetLookupTests {
  @Test func eachTargetLooksInItsOwnCatalogs() throws {
    let project = ExampleXcodeProject.text([
      .app("Adopt", folders: ["Adopt"]), .widget("AdoptWidget", folders: ["Widget"]),
    ])
    let (logoPath, logo) = Self.imageSet("app-logo")
    let (badgePath, badge) = Self.imageSet("widget-badge")
    let tree = try TemporaryTree([
      "Adopt.xcodeproj/project.pbxproj": project,
      "Adopt/Assets.xcassets/" + logoPath: logo,
      "Widget/Assets.xcassets/" + badgePath: badge,
      "Adopt/Home.swift": "import SwiftUI\nlet a = Image(\"app-logo\")\nlet b = Image(\"widget-badge\")\n",
      "Widget/Entry.swift": "import SwiftUI\nlet a = Image(\"widget-badge\")\nlet b = Image(\"app-logo\")\n",
    ])
    let report = try Linter().lint(paths: [tree.root])
    // The widget's bundle has no `app-logo`, and the app's none of the widget's images.
    #expect(Self.missingAssetLines(report) == ["Home.swift:3", "Entry.swift:3"])
  }
}

extension AssetLookupTests {
  @Test func theAppIconsBundleFileNamesFindTheIconSet() throws {
    let tree = try TemporaryTree([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
      "App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{"images": [], "info": {"version": 1}}"#,
      "App/Settings.swift": """
      import UIKit
      let a = UIImage(named: "AppIcon60x60")
      let b = UIImage(named: "AppIcon83.5x83.5")
      let c = UIImage(named: "AppIcon")
      let d = UIImage(named: "AppIconn60x60")

      """,
    ])
    #expect(Self.missingAssetLines(try Linter().lint(paths: [tree.root])) == ["Settings.swift:5"])
  }
}

extension AssetLookupTests {
  @Test func aCatalogInNoTargetStillAnswersWhatAScriptMayCopy() throws {
    let project = ExampleXcodeProject.text([.app("Adopt", folders: ["Adopt"])])
    let (logoPath, logo) = Self.imageSet("app-logo")
    let (basePath, base) = Self.imageSet("carbs")
    let tree = try TemporaryTree([
      "Adopt.xcodeproj/project.pbxproj": project,
      "Adopt/Assets.xcassets/" + logoPath: logo,
      "Base/DerivedAssetsBase.xcassets/" + basePath: base,
      "Adopt/Home.swift": "import UIKit\nlet a = UIImage(named: \"carbs\")\nlet b = UIImage(named: \"carb\")\n",
    ])
    #expect(Self.missingAssetLines(try Linter().lint(paths: [tree.root])) == ["Home.swift:3"])
  }

  @Test func aPackagesPageImagesMayComeFromItsOwnCatalogs() throws {
    let (logoPath, logo) = Self.imageSet("app-logo")
    var files: [String: String] = [
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
      "App/App/Assets.xcassets/" + logoPath: logo,
      "Kit/Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [.target(name: "Kit")])

      """,
      "Kit/Sources/Kit/Onboarding.swift": ExampleApp.flow(
        (0..<3).map { ExampleApp.page($0, background: "\"onboarding-\($0 + 1)\"", icon: "\"nowhere-\($0)\"") }),
    ]
    for file in ExampleApp.standardCatalog() { files["Kit/Sources/Kit/" + file.path] = file.text }
    let tree = try TemporaryTree(files)
    // The backgrounds are the module's; the icons are in no catalog at all.
    let lines = Self.missingAssetLines(try Linter().lint(paths: [tree.root]))
    #expect(lines == ["Onboarding.swift:5", "Onboarding.swift:6", "Onboarding.swift:7"])
  }

  @Test func aSystemColoursOwnMembersAreNoAssets() {
    let file = SwiftContentLoader.read(
      path: "/x.swift", source: "let a = Color(.systemGray6.inverted)\nlet b = Color(.brandInk.inverted)\n")
    #expect(file.assetReferences.map(\.name.written) == [".brandInk.inverted"])
    let appKit = SwiftContentLoader.read(
      path: "/y.swift",
      source: "let a = Color(.unemphasizedSelectedTextBackgroundColor)\nlet b = Color(.findHighlightColor)\n")
    #expect(appKit.assetReferences.isEmpty)
  }

  /// `Image(paused ? "play" : "pause")` looks up both names, each drawn as the call draws it; a name built at run
  /// time in a ternary arm is not read.
  @Test func bothNamesOfATernaryAreLookedUp() {
    let file = SwiftContentLoader.read(
      path: "/x.swift",
      source: """
        struct Controls: View {
          @State var paused = false
          var body: some View { Image(paused ? "play" : "pause").resizable().frame(width: 44, height: 44) }
        }
        let other = Image(paused ? "icon-\\(size)" : "pause")
        """)
    #expect(file.assetReferences.map(\.name.written) == ["play", "pause"])
    #expect(file.assetReferences.map { $0.location.column } == [40, 49])
    #expect(file.assetReferences.map { $0.drawing?.width } == [44, 44])
  }
}

extension AssetLookupTests {
  @Test func aLookupTheCodeRedirectsMayFindAnyCatalogOfTheRun() throws {
    let (greyPath, grey) = ("Grey30.colorset/Contents.json", #"{"colors": [], "info": {"version": 1}}"#)
    let tree = try Self.appAndPackage(
      kitSource: """
        import UIKit
        public extension UIColor {
          convenience init?(named name: String) { self.init(named: name, in: .module, compatibleWith: nil) }
        }

        """)
    try FileManager.default.createDirectory(
      atPath: tree.path("Kit/Sources/Kit/Media.xcassets/Grey30.colorset"), withIntermediateDirectories: true)
    try Data(grey.utf8).write(to: URL(fileURLWithPath: tree.path("Kit/Sources/Kit/Media.xcassets/" + greyPath)))
    let use = "import UIKit\nimport Kit\nlet a = UIColor(named: \"Grey30\")\nlet b = UIColor(named: \"Grey31\")\n"
    try Data(use.utf8).write(to: URL(fileURLWithPath: tree.path("App/App/Use.swift")))
    #expect(Self.missingAssetLines(try Linter().lint(paths: [tree.root])) == ["Use.swift:4"])
  }

  @Test func aColourInitializerOfTheProjectsOwnTakesStringsThatAreNoNames() throws {
    let (logoPath, logo) = Self.imageSet("logo")
    let tree = try TemporaryTree([
      "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
      "App/Assets.xcassets/" + logoPath: logo,
      "App/Hex.swift": "import SwiftUI\nextension Color {\n  init(_ hex: String) { self = .black }\n}\n",
      "App/Home.swift": "import SwiftUI\nlet a = Color(\"FF8800\")\nlet b = Image(\"logoo\")\n",
    ])
    #expect(Self.missingAssetLines(try Linter().lint(paths: [tree.root])) == ["Home.swift:3"])
  }
}

@Suite struct SwiftImportReaderTests {
  @Test func readsModulesOfEveryImportForm() {
    let source = """
      import SwiftUI
      @testable import PawApp
      import struct Foundation.URL
      import UIKit.UIImage
      // import Commented
      let text = "import Quoted"

      """
    let file = SwiftContentLoader.read(path: "/x.swift", source: source)
    #expect(file.imports == ["SwiftUI", "PawApp", "Foundation", "UIKit"])
  }
}

@Suite struct AssetNameEvidenceTests {
  @Test func patternsMatchNamesBuiltFromTheirFixedParts() throws {
    let interpolated = try #require(AssetNamePattern(parts: ["flag-", "-small"]))
    #expect(interpolated.matches("flag-fr-small"))
    #expect(!interpolated.matches("flag-fr"))
    #expect(!interpolated.matches("flag-small"[...].description + "x"))
    #expect(AssetNamePattern(parts: ["", ""]) == nil)
    #expect(AssetNamePattern(parts: ["a", ""]) == nil)
    let format = try #require(FormatPattern.pattern("step%02ld-%@"))
    #expect(format.parts == ["step", "-", ""])
    #expect(format.matches("step03-dark"))
    #expect(FormatPattern.pattern("100%% sure") == nil)
  }

  @Test func swiftEvidenceHoldsLiteralsIdentifiersAndBuiltNames() {
    let source = """
      let a = Image("paw-print")
      let b = Image(.leashIcon)
      let c = UIImage(named: "badge_" + level)
      let d = UIImage(named: "flag-\\(code)")
      let e = String(format: "icon%d", 3)
      // Image("commented")

      """
    var file = SwiftContentLoader.read(path: "/x.swift", source: source, collectsNameEvidence: true)
    let evidence = file.nameEvidence ?? AssetNameEvidence()
    #expect(evidence.strings.isSuperset(of: ["paw-print", "badge_", "icon%d"]))
    #expect(!evidence.strings.contains("commented"))
    #expect(evidence.identifiers.contains("leashIcon"))
    #expect(evidence.patterns.contains { $0.matches("badge_gold") })
    #expect(evidence.patterns.contains { $0.matches("flag-fr") })
    #expect(evidence.patterns.contains { $0.matches("icon3") })
    file = SwiftContentLoader.read(path: "/x.swift", source: source)
    #expect(file.nameEvidence == nil)
  }

  @Test func resourceTextsGiveQuotedStringsTextNodesAndWords() {
    let xib = #"<imageView image="Top Shelf" id="a"/><string>launch-paw</string>"#
    let objectiveC = #"self.icon = [UIImage imageNamed:@"legacy-paw"]; a > b;"#
    let pbxproj = "ASSETCATALOG_COMPILER_APPICON_NAME = AppIconBeta;\n"
    var evidence = ResourceTextReader.evidence(in: xib)
    evidence.formUnion(ResourceTextReader.evidence(in: objectiveC))
    evidence.formUnion(ResourceTextReader.evidence(in: pbxproj))
    #expect(evidence.strings.isSuperset(of: ["Top Shelf", "launch-paw", "legacy-paw", "AppIconBeta"]))
  }

  @Test func hostileResourceTextsEndCleanly() {
    var generator = CatalogsTestSupport.FuzzGenerator(seed: 9)
    for length in [0, 1, 2, 3, 17, 400] {
      for _ in 0..<50 {
        let bytes = generator.bytes(count: length, from: Array("\"'<> =;a%".utf8))
        _ = ResourceTextReader.evidence(in: String(decoding: bytes, as: UTF8.self))
      }
    }
    #expect(ResourceTextReader.evidence(in: "\"").strings.isEmpty)
    #expect(ResourceTextReader.evidence(in: "x\"").strings == ["x"])
  }
}
