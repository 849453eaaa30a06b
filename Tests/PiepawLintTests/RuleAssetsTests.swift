import Testing

@testable import PiepawLint

@Suite struct MissingAssetRuleTests {
  @Test func aPageIconWithATypoSuggestsTheNearestSymbol() {
    let flow = Build.flow([Build.page(0), Build.page(1), Build.page(2, icon: .symbol(path: ["iconOnbaording3"]))])
    let result = findings(MissingAssetRule.self, Build.project(flows: [flow], catalogs: [Build.standardCatalog()]))
    #expect(result.map(\.location) == [Build.at(7, Build.Column.icon)])
    #expect(
      result.first?.message
        == "No image named `.iconOnbaording3` in the project's asset catalogs; did you mean `.iconOnboarding3`? "
        + "Fix the name or add an image set for it.")
  }

  @Test func aNameFarFromEveryAssetGetsNoSuggestion() {
    let reference = AssetReference(name: .catalogName("zebra-stripes"), kind: .image, location: Build.at(12, 15))
    let result = findings(
      MissingAssetRule.self, Build.project(references: [reference], catalogs: [Build.standardCatalog()]))
    #expect(result.map(\.location) == [Build.at(12, 15)])
    #expect(
      result.first?.message
        == "No image named `zebra-stripes` in the project's asset catalogs; fix the name or add an image set for it.")
  }

  /// `Image("wifi.exclamationmark")` has the form of an SF Symbol's name, which a lookup by name never finds: the hint
  /// says how to load one, without claiming the name is one. A file-like or capitalised name gets no such hint.
  @Test func aNameOfSymbolFormIsToldHowToLoadASymbol() {
    func message(_ name: String, kind: AssetKind = .image) -> String? {
      let reference = AssetReference(name: .catalogName(name), kind: kind, location: Build.at(12, 15))
      return findings(
        MissingAssetRule.self, Build.project(references: [reference], catalogs: [Build.standardCatalog()])
      )
      .first?.message
    }
    let hint = "If it names an SF Symbol, load it with `systemName:` (`Image(systemName:)`, `UIImage(systemName:)`)"
    #expect(message("wifi.exclamationmark")?.contains(hint) == true)
    #expect(message("1.circle")?.contains(hint) == true)
    for name in ["zebra-stripes", "logo.png", "Phone.fill", "fill", "heart..fill"] {
      #expect(message(name)?.contains(hint) == false, "\(name)")
    }
    #expect(message("heart.fill", kind: .color)?.contains(hint) == false)
  }

  /// A page view in a file of its own (`WelcomeView` drawing `Image("welcome-bear")`, a step of the flow in
  /// `OnboardingView`): its image is the page's, reported once, not again as a plain reference of its file; the file
  /// keeps how it draws it, for the image rules.
  @Test func aPageImageDrawnInItsViewsOwnFileIsReportedOnce() throws {
    let flow = """
      import SwiftUI
      enum OnboardingStep: Int, CaseIterable { case welcome, stopDate }
      struct OnboardingView: View {
        @State var step: OnboardingStep = .welcome
        var body: some View {
          VStack {
            switch step {
            case .welcome: WelcomeView()
            case .stopDate: StopDateView()
            }
            Button("Next") { step = .stopDate }
          }
        }
      }
      """
    let welcome = """
      import SwiftUI
      struct WelcomeView: View {
        var body: some View { VStack { Text("Welcome aboard").font(.title); Image("welcome-bear") } }
      }
      """
    let stop = """
      import SwiftUI
      struct StopDateView: View {
        var body: some View {
          VStack { Text("Pick your date").font(.title); Image("hourglass").resizable().frame(width: 200, height: 200) }
        }
      }
      """
    let tree = try ShippedOwnershipTests.tree(
      [
        ("App/Onboarding/OnboardingView.swift", flow), ("App/Onboarding/WelcomeView.swift", welcome),
        ("App/Onboarding/StopDateView.swift", stop),
      ] + ExampleApp.imageSet("hourglass", at: 2, 40, 40, in: "App/Assets.xcassets"))
    let found = try ShippedOwnershipTests.lint(tree, [MissingAssetRule.self])
    #expect(found.map(\.location.line) == [3], "\(found.map(\.message))")
    // The page view's file keeps how it draws the image: 200 pt from 80 px is too few pixels.
    let drawn = try ShippedOwnershipTests.lint(tree, [ImageResolutionRule.self])
    #expect(drawn.map(\.location.file.lastPathComponent) == ["StopDateView.swift"], "\(drawn.map(\.message))")
  }

  /// A lookup in a branch an iOS build leaves out (`#elseif os(macOS)`, unstoppable's skeleton colour) runs in no
  /// build of an iOS-only project: not missing there. Where a target builds for the Mac, it is judged.
  @Test func aLookupOnlyAnotherPlatformCompilesIsJudgedOnlyWhereItIsBuilt() {
    let source = """
      import SwiftUI
      let marks = [
      #if os(iOS)
        Image("phone-mark"),
      #elseif os(macOS)
        Image("mac-mark"),
      #endif
      ]
      """
    let references = SwiftContentLoader.read(path: "/app/Marks.swift", source: source).assetReferences
    #expect(references.map(\.isCompiledForIOS) == [true, false])
    func missing(platforms: Set<DevicePlatform>) -> [Int?] {
      var project = Build.project(references: references, catalogs: [Build.standardCatalog()])
      project.targets = [
        BuildTarget(name: "App", kind: .application, declaration: Build.at(1, 1), platforms: platforms)
      ]
      return findings(MissingAssetRule.self, project).map(\.location.line)
    }
    #expect(missing(platforms: [.iOS]) == [4])
    #expect(missing(platforms: []) == [4], "a target that says nothing is taken for iOS")
    #expect(missing(platforms: [.iOS, .macOS]) == [4, 6])
  }

  @Test func jsonNamesResolveByCatalogNameOrSymbol() {
    let file = "/app/welcome.onboarding.json"
    var pages = Build.pages(tags: [0, 1, 2], in: file)
    pages[0].background = Build.field(.nameOrSymbol("onboarding-1"), 5, 30, in: file)
    pages[1].background = Build.field(.nameOrSymbol("onboarding2"), 6, 30, in: file)
    pages[2].background = Build.field(.nameOrSymbol("onboarding-7"), 7, 30, in: file)
    let flow = Build.flow(pages, source: .json, file: file)
    let result = findings(MissingAssetRule.self, Build.project(flows: [flow], catalogs: [Build.standardCatalog()]))
    #expect(result.map(\.location) == [Build.at(7, 30, in: file)])
    #expect(result.first?.message.contains("did you mean `onboarding-1`?") == true)
  }

  @Test func otherReferencesAreCheckedByTheirKind() {
    let catalog = Build.standardCatalog(extra: [
      Build.asset("brand-tint", symbol: ["brandTint"]),
      Build.asset("adopt-button", symbol: ["adoptButton"], kind: .colorSet),
      Build.asset("paw", symbol: [], kind: .other),
    ])
    let references = [
      AssetReference(name: .symbol(path: ["brandTint"]), kind: .color, location: Build.at(10, 20)),
      AssetReference(name: .symbol(path: ["adoptButton"]), kind: .color, location: Build.at(11, 20)),
      AssetReference(name: .catalogName("adopt-button"), kind: .any, location: Build.at(12, 20)),
      AssetReference(name: .catalogName("paw"), kind: .image, location: Build.at(13, 20)),
      AssetReference(name: .catalogName("adopt-buton"), kind: .color, location: Build.at(14, 20)),
    ]
    let result = findings(MissingAssetRule.self, Build.project(references: references, catalogs: [catalog]))
    #expect(result.map(\.location) == [Build.at(10, 20), Build.at(14, 20)])
    #expect(
      result.first?.message
        == "`.brandTint` is an image set, but a colour is looked up here, so the lookup finds nothing; add a colour "
        + "set for it or use the name of one.")
    // The name exists, as another kind: a note, not a missing asset.
    #expect(result.first?.maximumSeverity == .note)
    #expect(result.last?.message.contains("No colour named `adopt-buton`") == true)
    #expect(
      result.last?.message.contains("did you mean `adopt-button`? Fix the name or add a colour set for it.") == true)
  }

  /// `Color(.bg)` beside the colour set `BG`: a toolchain that lowers an all-capitals name generates `.bg`, so the
  /// lookup is the set's; `.bgx` and `.Bg` (which no generator writes) are still missing.
  @Test func anAllCapitalsSetIsFoundByItsLoweredSymbol() {
    let catalog = Build.standardCatalog(extra: [Build.asset("BG", symbol: ["BG"], kind: .colorSet)])
    let references = [
      AssetReference(name: .symbol(path: ["bg"]), kind: .color, location: Build.at(10, 20)),
      AssetReference(name: .symbol(path: ["BG"]), kind: .color, location: Build.at(11, 20)),
      AssetReference(name: .symbol(path: ["bgx"]), kind: .color, location: Build.at(12, 20)),
      AssetReference(name: .symbol(path: ["Bg"]), kind: .color, location: Build.at(13, 20)),
    ]
    let result = findings(MissingAssetRule.self, Build.project(references: references, catalogs: [catalog]))
    #expect(result.map(\.location) == [Build.at(12, 20), Build.at(13, 20)])
  }

  @Test func unresolvedFieldsAndProjectsWithoutCatalogsAreSkipped() {
    var page = Build.page(0, icon: .symbol(path: ["nowhere"]))
    page.background = Build.unresolved("the variable `photo`", 5, Build.Column.background)
    let withoutCatalog = Build.project(flows: [Build.flow([page])])
    #expect(findings(MissingAssetRule.self, withoutCatalog).isEmpty)
    let withCatalog = Build.project(flows: [Build.flow([page])], catalogs: [Build.standardCatalog()])
    #expect(findings(MissingAssetRule.self, withCatalog).map(\.location) == [Build.at(5, Build.Column.icon)])
  }
}

@Suite struct ImagesetMissingFileRuleTests {
  @Test func aNamedFileThatIsNotThereIsReportedAtItsFilename() {
    let asset = Build.asset(
      "onboarding-1", symbol: ["onboarding1"], images: [("onboarding-1@2x.png", 4), ("onboarding-1@3x.png", 9)],
      files: ["onboarding-1@2x.png", "onboarding_1@3x.png"])
    let result = findings(
      ImagesetMissingFileRule.self, Build.project(catalogs: [AssetCatalog(path: Build.catalog, assets: [asset])]))
    #expect(result.map(\.location) == [Build.at(9, 21, in: asset.contentsFile)])
    #expect(
      result.first?.message
        == "Contents.json names `onboarding-1@3x.png`, but onboarding-1.imageset has no such file (the folder has "
        + "`onboarding_1@3x.png`); add the file or correct the filename.")
  }

  /// `IMG_1.png` named, `IMG_1.PNG` on disk: a Mac's default disk finds it, so a warning that says so, not an
  /// error; and the file is no unassigned one.
  @Test func aFileThereInAnotherCaseIsAWarningAndAssigned() {
    let asset = Build.asset("welcome", symbol: ["welcome"], images: [("IMG_1.png", 4)], files: ["IMG_1.PNG"])
    let project = Build.project(catalogs: [AssetCatalog(path: Build.catalog, assets: [asset])])
    let result = findings(ImagesetMissingFileRule.self, project)
    #expect(result.map(\.maximumSeverity) == [.warning])
    #expect(result.first?.message.contains("has it as `IMG_1.PNG`") == true)
    #expect(asset.unassignedImageFiles.isEmpty)
    #expect(findings(ImagesetUnassignedFileRule.self, project).isEmpty)
  }

  @Test func hostileFilenamesAreMissingFilesNotPathsToFollow() {
    let asset = Build.asset("a", symbol: ["a"], images: [("../../etc/passwd", 3), ("", 4)], files: ["passwd"])
    let result = findings(
      ImagesetMissingFileRule.self, Build.project(catalogs: [AssetCatalog(path: Build.catalog, assets: [asset])]))
    #expect(result.count == 2)
  }

  @Test func everyNamedFilePresentPasses() {
    let asset = Build.asset("a", symbol: ["a"], images: [("a@2x.png", 3)], files: ["a@2x.png"])
    #expect(
      findings(
        ImagesetMissingFileRule.self, Build.project(catalogs: [AssetCatalog(path: Build.catalog, assets: [asset])])
      ).isEmpty)
  }
}

@Suite struct ImagesetUnassignedFileRuleTests {
  @Test func aFileNoEntryNamesIsReportedAsTheFileWithoutALine() {
    let asset = Build.asset(
      "onboarding-2", symbol: ["onboarding2"], images: [("onboarding-2@2x.png", 4)],
      files: ["onboarding-2@2x.png", "onboarding-2@3x.png", ".DS_Store"])
    let result = findings(
      ImagesetUnassignedFileRule.self, Build.project(catalogs: [AssetCatalog(path: Build.catalog, assets: [asset])]))
    #expect(result.map(\.location) == [PiepawLint.SourceLocation(file: "\(asset.directory)/onboarding-2@3x.png")])
    #expect(result.first?.location.line == nil)
    #expect(
      result.first?.message
        == "`onboarding-2@3x.png` is in onboarding-2.imageset but Contents.json does not name it, so Xcode leaves it "
        + "out of the app; assign it to a scale in Xcode's asset editor (or in Contents.json) or delete it.")
  }

  @Test func setsWithAnUnreadableContentsJSONAndNonImageSetsAreSkipped() {
    let broken = Build.asset("broken", symbol: ["broken"], files: ["broken.png"])
    let color = Build.asset("tint", symbol: ["tint"], kind: .colorSet, files: ["notes.txt"])
    let problem = Finding(location: .text(broken.contentsFile, line: 2, column: 5), message: "Expected a value.")
    let catalog = AssetCatalog(path: Build.catalog, assets: [broken, color], problems: [problem])
    #expect(findings(ImagesetUnassignedFileRule.self, Build.project(catalogs: [catalog])).isEmpty)
    let readable = AssetCatalog(path: Build.catalog, assets: [broken])
    #expect(findings(ImagesetUnassignedFileRule.self, Build.project(catalogs: [readable])).count == 1)
  }
}

@Suite struct AssetSymbolCollisionRuleTests {
  @Test func theLaterAssetByPathIsReportedAtItsContentsJSON() {
    let first = Build.asset("onboarding-1", symbol: ["onboarding1"])
    let second = Build.asset("onboarding_1", symbol: ["onboarding1"])
    // Catalog order does not matter: path order decides which one Xcode keeps.
    let result = findings(
      AssetSymbolCollisionRule.self,
      Build.project(catalogs: [AssetCatalog(path: Build.catalog, assets: [second, first])]))
    #expect(result.map(\.location) == [PiepawLint.SourceLocation(file: second.contentsFile)])
    #expect(
      result.first?.message
        == "`onboarding_1` generates the symbol `.onboarding1`, which `onboarding-1` in Assets.xcassets already has; "
        + "Xcode keeps the first and generates nothing for this one. Rename one of the two assets.")
  }

  @Test func withoutTargetsCatalogsDoNotCollideWithEachOther() {
    let images = AssetCatalog(
      path: "/app/Images.xcassets",
      assets: [Build.asset("Logo Pet", symbol: ["logoPet"], catalogPath: "/app/Images.xcassets")])
    let more = AssetCatalog(
      path: "/app/More.xcassets",
      assets: [
        Build.asset("logo-pet", symbol: ["logoPet"], catalogPath: "/app/More.xcassets"),
        Build.asset("logo_pet", symbol: ["logoPet"], catalogPath: "/app/More.xcassets"),
      ])
    let result = findings(AssetSymbolCollisionRule.self, Build.project(catalogs: [more, images]))
    #expect(result.map(\.location.file) == ["/app/More.xcassets/logo_pet.imageset/Contents.json"])
    #expect(result.first?.message.contains("which `logo-pet` in More.xcassets already has") == true)
  }

  @Test func imagesAndColoursAndOtherSetsDoNotCollide() {
    let assets = [
      Build.asset("brand", symbol: ["brand"]), Build.asset("brand", symbol: ["brand"], kind: .colorSet),
      Build.asset("brand-icon", symbol: ["brand"], kind: .other), Build.asset("no-symbol", symbol: []),
      Build.asset("no symbol", symbol: []),
    ]
    #expect(
      findings(
        AssetSymbolCollisionRule.self, Build.project(catalogs: [AssetCatalog(path: Build.catalog, assets: assets)])
      ).isEmpty)
  }
}
