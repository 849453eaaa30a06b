import Testing

@testable import PiepawLint

@Suite struct RuleImagesPageTests {
  typealias File = ImageBuild.File

  /// The standard flow with page `index`'s background (or icon) replaced by the asset `name`.
  func flow(background name: String? = nil, icon: String? = nil, at index: Int = 0) -> Flow {
    var pages = (0..<3).map { Build.page($0) }
    if let name { pages[index].background = Build.field(.catalogName(name), 5 + index, Build.Column.background) }
    if let icon { pages[index].icon = Build.field(.catalogName(icon), 5 + index, Build.Column.icon) }
    return Build.flow(pages)
  }

  func project(_ extra: [(Asset, [String: ImageInfo])], flows: [Flow]) -> Project {
    ImageBuild.project(ImageBuild.standardSets() + extra, flows: flows)
  }

  // MARK: scale-mismatch

  /// A page view that draws the icon resizable in a 60×60 pt frame: of @2x 128 px (64 pt) and @3x 180 px (60 pt),
  /// neither changes the size it is drawn at, which the frame gives on every device, and both have the pixels it
  /// needs (120 and 180 px): no finding. Drawn at its own size, the files' points decide: both files are named.
  @Test func anIconDrawnResizableTakesItsFramesSizeWhateverItsFilesPoints() throws {
    let icon = ImageBuild.set("paw", [File("paw@2x.png", 2, "128x128"), File("paw@3x.png", 3, "180x180")])
    var drawn = flow(icon: "paw")
    var view = PageView(viewType: "StepView", location: Build.at(30, 5))
    view.icon = PageIconStyle(location: Build.at(34, 9), scaling: .fit, width: 60, height: 60)
    drawn.pages[0].view = view
    let project = ImageBuild.project([icon], flows: [drawn])
    #expect(findings(ScaleMismatchRule.self, project).isEmpty)
    #expect(findings(ImageResolutionRule.self, project).isEmpty)
    // In a 64×64 pt frame the @3x file is 12 px (7%) short: too little to see. In an 80×80 pt one it is 60 px
    // short: image-resolution says so, at the `Image`.
    view.icon = PageIconStyle(location: Build.at(34, 9), scaling: .fit, width: 64, height: 64)
    drawn.pages[0].view = view
    #expect(findings(ImageResolutionRule.self, ImageBuild.project([icon], flows: [drawn])).isEmpty)
    view.icon = PageIconStyle(location: Build.at(34, 9), scaling: .fit, width: 80, height: 80)
    drawn.pages[0].view = view
    let short = findings(ImageResolutionRule.self, ImageBuild.project([icon], flows: [drawn]))
    #expect(short.map(\.location.line) == [34])
    #expect(findings(ScaleMismatchRule.self, ImageBuild.project([icon], flows: [drawn])).isEmpty)
    view.icon?.scaling = .natural
    drawn.pages[0].view = view
    let undecided = findings(ScaleMismatchRule.self, ImageBuild.project([icon], flows: [drawn]))
    #expect(undecided.first?.message.hasPrefix("The files of this image disagree") == true, "\(undecided)")
  }

  // MARK: background-aspect-ratio

  /// The flow with its first page drawn by a view that scales the background as `scaling` says.
  private func flow(background name: String, drawn scaling: PageBackgroundStyle.Scaling) -> Flow {
    var drawn = flow(background: name)
    var view = PageView(viewType: "WelcomePage", location: Build.at(30, 5))
    view.background = PageBackgroundStyle(location: Build.at(31, 7), scaling: scaling, ignoresSafeArea: true)
    drawn.pages[0].view = view
    return drawn
  }

  @Test func aStretchedBackgroundIsReportedOnThePageField() {
    let stretched = ImageBuild.scaled("stretched", 430, 767, ext: "jpg")
    let drawn = findings(
      BackgroundAspectRatioRule.self, project([stretched], flows: [flow(background: "stretched", drawn: .stretch)]))
    #expect(drawn.map(\.location) == [Build.at(5, Build.Column.background)])
    let facts = "The background `stretched` (stretched@3x.jpg) is 1290×2301 px, 1.78 tall per wide; the screen is 2.17 "
    #expect(
      drawn.first?.message
        == facts + "(19.5:9), so `.resizable()` stretches it 21% taller; export it at 1290×2796 px (@3x).")
    #expect(drawn.map(\.maximumSeverity) == [nil])
    let filled = findings(
      BackgroundAspectRatioRule.self, project([stretched], flows: [flow(background: "stretched", drawn: .fill)]))
    #expect(filled.first?.message.contains("so `.scaledToFill()` crops 18% of its width;") == true)
    let fitted = findings(
      BackgroundAspectRatioRule.self, project([stretched], flows: [flow(background: "stretched", drawn: .fit)]))
    #expect(fitted.first?.message.contains("so `.scaledToFit()` leaves 18% of the screen's height bare;") == true)
    // Where no page view is read (UIKit), whether it fills the screen is not known: a note with the shapes.
    let unread = findings(BackgroundAspectRatioRule.self, project([stretched], flows: [flow(background: "stretched")]))
    #expect(
      unread.first?.message
        == facts + "(19.5:9), so drawn over the whole screen it is stretched or cropped (the tool did not see how the "
        + "page draws it); if it fills the screen, export it at 1290×2796 px (@3x).")
    #expect(unread.map(\.maximumSeverity) == [.note])
  }

  @Test func theToleranceIsRelativeToTheTarget() {
    // 2.17 × 1.03 = 2.232: 1290×2877 (2.230) is inside, 1290×2880 (2.233) outside.
    let inside = ImageBuild.set("tall", [File("tall@3x.jpg", 3, "1290x2877")])
    let outside = ImageBuild.set("taller", [File("taller@3x.jpg", 3, "1290x2880")])
    #expect(findings(BackgroundAspectRatioRule.self, project([inside], flows: [flow(background: "tall")])).isEmpty)
    let result = findings(
      BackgroundAspectRatioRule.self, project([outside], flows: [flow(background: "taller", drawn: .stretch)]))
    #expect(result.first?.message.contains("`.resizable()` squeezes it 3% shorter;") == true)
    let loose = findings(
      BackgroundAspectRatioRule.self, project([outside], flows: [flow(background: "taller")]),
      options: ["tolerance": .number(0.05)])
    #expect(loose.isEmpty)
  }

  @Test func aLandscapeBackgroundGetsAPortraitSuggestion() {
    let landscape = ImageBuild.set("wide", [File("wide@3x.jpg", 3, "2796x1290")])
    let result = findings(BackgroundAspectRatioRule.self, project([landscape], flows: [flow(background: "wide")]))
    #expect(result.first?.message.hasSuffix("export it at 1290×2796 px (@3x).") == true)
  }

  @Test func theTargetIsTheScreensShapeWhicheverWayItIsWritten() {
    let classic = ImageBuild.set("classic", [File("classic@2x.jpg", 2, "750x1334")])
    var page = Build.page(0)
    page.background = Build.field(.catalogName("classic"), 5, Build.Column.background)
    let project = project([classic], flows: [Build.flow([page])])
    #expect(findings(BackgroundAspectRatioRule.self, project).count == 1)
    #expect(findings(BackgroundAspectRatioRule.self, project, options: ["target": .string("16:9")]).isEmpty)
    #expect(findings(BackgroundAspectRatioRule.self, project, options: ["target": .string("9:16")]).isEmpty)
  }

  @Test func unresolvedMissingAndUnmeasuredBackgroundsAreLeftToOtherRules() {
    var pages = (0..<3).map { Build.page($0) }
    pages[0].background = Build.unresolved("the variable `hero`", 5, Build.Column.background)
    pages[1].background = Build.field(.catalogName("no-such-set"), 6, Build.Column.background)
    pages[2].background = Build.field(.catalogName("broken"), 7, Build.Column.background)
    let broken = ImageBuild.set("broken", [File("broken@3x.jpg", 3, nil, status: .corrupt("not a JPEG"))])
    let project = project([broken], flows: [Build.flow(pages)])
    #expect(findings(BackgroundAspectRatioRule.self, project).isEmpty)
    #expect(findings(BackgroundResolutionRule.self, project).isEmpty)
  }

  // MARK: background-resolution

  @Test func aSmallBackgroundNamesTheWorstFileAndTheOthers() {
    let short = ImageBuild.scaled("short", 430, 767, ext: "jpg")
    let result = findings(BackgroundResolutionRule.self, project([short], flows: [flow(background: "short", at: 1)]))
    #expect(result.map(\.location) == [Build.at(6, Build.Column.background)])
    #expect(
      result.first?.message
        == "The background `short` (short@3x.jpg) is 1290×2301 px, but a 430×932 pt screen at @3x needs 1290×2796 px, "
        + "so iOS upscales it 22% on @3x iPhones (every iPhone since the iPhone 12 but the SE) and it looks soft; export it at "
        + "1290×2796 px (and 860×1864 px for @2x devices).")
  }

  @Test func aSingleScaleBackgroundMustCoverThreeX() {
    let single = ImageBuild.set("single", [File("single.jpg", nil, "860x1864", format: .jpeg)])
    let result = findings(BackgroundResolutionRule.self, project([single], flows: [flow(background: "single")]))
    #expect(result.first?.message.contains("screen at @3x needs 1290×2796 px") == true)
    #expect(
      findings(
        BackgroundResolutionRule.self, project([single], flows: [flow(background: "single")]),
        options: ["screen": .string("286x621")]
      ).isEmpty)
  }

  @Test func theStandardBackgroundsPassBothBackgroundRules() {
    let project = project([], flows: [flow()])
    #expect(findings(BackgroundResolutionRule.self, project).isEmpty)
    #expect(findings(BackgroundAspectRatioRule.self, project).isEmpty)
    #expect(findings(IconAspectRatioRule.self, project).isEmpty)
    #expect(findings(IconSizeConsistencyRule.self, project).isEmpty)
  }

  // MARK: icons

  /// A wide icon the page draws stretched in a 64×64 pt frame is squeezed: reported on the page's field, naming
  /// the frame. The near misses: drawn at its own size, or with no view read, its shape is the design.
  @Test func aWideIconIsReportedOnItsFieldWhereASquareFrameSqueezesIt() {
    let wide = ImageBuild.scaled("wide-icon", 64, 48)
    func framed(_ scaling: PageBackgroundStyle.Scaling?) -> Flow {
      var drawn = flow(icon: "wide-icon", at: 2)
      guard let scaling else { return drawn }
      var view = PageView(viewType: "StepView", location: Build.at(30, 5))
      view.icon = PageIconStyle(location: Build.at(34, 9), scaling: scaling, width: 64, height: 64)
      drawn.pages[2].view = view
      return drawn
    }
    let result = findings(IconAspectRatioRule.self, project([wide], flows: [framed(.stretch)]))
    #expect(result.map(\.location) == [Build.at(7, Build.Column.icon)])
    #expect(
      result.first?.message
        == "The icon `wide-icon` (wide-icon@3x.png) is 192×144 px (64×48 pt), 0.75 tall per wide, not square, and "
        + "`Onboarding.swift:34` draws it in a 64×64 pt frame, so it is squeezed to the frame's shape; export "
        + "it square, 192×192 px (@3x).", "\(result)")
    #expect(
      findings(
        IconAspectRatioRule.self, project([wide], flows: [framed(.stretch)]), options: ["tolerance": .number(0.3)]
      ).isEmpty)
    #expect(findings(IconAspectRatioRule.self, project([wide], flows: [framed(.natural)])).isEmpty)
    #expect(findings(IconAspectRatioRule.self, project([wide], flows: [framed(nil)])).isEmpty)
  }

  @Test func theOddIconOutIsReportedNamingTheCommonSize() {
    let large = ImageBuild.scaled("large-icon", 96, 96)
    let result = findings(IconSizeConsistencyRule.self, project([large], flows: [flow(icon: "large-icon", at: 1)]))
    #expect(result.map(\.location) == [Build.at(6, Build.Column.icon)])
    #expect(
      result.first?.message
        == "The icon `large-icon` (large-icon@3x.png) is 96×96 pt (288×288 px at @3x), but 2 of the 3 icons of "
        + "`pages` are 64×64 pt; the title below it jumps as the user swipes. Export it at 64×64 pt (192×192 px @3x).")
  }

  @Test func onATieTheFirstPagesSizeIsTheCommonOne() {
    var pages = [Build.page(0), Build.page(1)]
    pages[1].icon = Build.field(.catalogName("large-icon"), 6, Build.Column.icon)
    let result = findings(
      IconSizeConsistencyRule.self, project([ImageBuild.scaled("large-icon", 96, 96)], flows: [Build.flow(pages)]))
    #expect(result.map(\.location) == [Build.at(6, Build.Column.icon)])
  }

  @Test func iconSizesAreComparedInPointsWithinEachFlow() {
    // 192×192 px at @3x only is 64 pt like the others; a second flow of 96 pt icons is compared on its own.
    let threeOnly = ImageBuild.set("three-only", [File("three-only@3x.png", 3, "192x192")])
    let large = ImageBuild.scaled("large-icon", 96, 96)
    let returning = Build.flow(
      [Build.page(0, icon: .catalogName("large-icon")), Build.page(1, icon: .catalogName("large-icon"))],
      name: "returning")
    let project = project([threeOnly, large], flows: [flow(icon: "three-only"), returning])
    #expect(findings(IconSizeConsistencyRule.self, project).isEmpty)
  }

  // MARK: asset-expectation

  func expectation(_ asset: String, ratio: String? = nil, minimum: String? = nil) -> AssetExpectation {
    AssetExpectation(
      asset: asset, aspectRatio: ratio.flatMap { AspectRatio($0) }, minimumPixels: minimum.flatMap { PixelSize($0) },
      location: .text("/app/.piepaw-lint.json", line: 3, column: 5))
  }

  func check(_ expectations: [AssetExpectation], _ sets: [(Asset, [String: ImageInfo])], extra: [Asset] = [])
    -> [Finding]
  {
    let project = ImageBuild.project(sets, extraAssets: extra)
    let context = RuleContext(
      project: project, options: RuleOptions(defaults: AssetExpectationRule.description.options),
      assetExpectations: expectations)
    return AssetExpectationRule().check(context)
  }

  @Test func anUnmetExpectationIsReportedOnTheLargestFile() {
    let logo = ImageBuild.set(
      "logo-pet", [File("logo-pet@2x.png", 2, "480x320"), File("logo-pet@3x.png", 3, "720x480")])
    let result = check([expectation("logoPet", ratio: "1:1", minimum: "800x800")], [logo])
    #expect(result.map(\.location) == [SourceLocation(file: "\(Build.catalog)/logo-pet.imageset/logo-pet@3x.png")])
    #expect(
      result.first?.message
        == "`logo-pet@3x.png`, the largest file of `logo-pet`, is 720×480 px: its height per width is 0.67, not the 1 "
        + "of `aspectRatio` \"1:1\" (such as 720×720 px) and it is smaller than the `minPixels` 800×800 px that the "
        + "configuration's \"assets\" entry `logoPet` demands. Export the artwork to match, or correct the entry.")
    #expect(check([expectation("logo-pet", ratio: "3:2", minimum: "720x480")], [logo]).isEmpty)
  }

  @Test func theAspectRatioIsWidthToHeightAsWritten() {
    let banner = ImageBuild.set("promo-banner", [File("promo-banner@3x.jpg", 3, "1170x658", format: .jpeg)])
    #expect(check([expectation("promoBanner", ratio: "16:9")], [banner]).isEmpty)
    #expect(check([expectation("promoBanner", ratio: "9:16")], [banner]).count == 1)
  }

  @Test func anExpectationForNoImageSetLandsOnTheConfigurationKey() {
    let logo = ImageBuild.scaled("logo-pet", 240, 240)
    let brand = Asset(
      kind: .colorSet, name: "brand-tint", symbolPath: ["brandTint"],
      directory: "/app/Assets.xcassets/brand-tint.colorset",
      contentsFile: "/app/Assets.xcassets/brand-tint.colorset/Contents.json")
    let result = check(
      [expectation("logoPett", ratio: "1:1"), expectation("brandTint", ratio: "1:1")], [logo], extra: [brand])
    #expect(result.map(\.location.line) == [3, 3])
    #expect(result.first?.message.contains("`logoPett` names no image set") == true)
    #expect(result.first?.message.contains("(did you mean `logoPet`?)") == true)
    #expect(result.last?.message.contains("`brandTint` names a colour set") == true)
  }

  @Test func projectsWithoutCatalogsAndAbsurdRatiosAreQuiet() {
    let context = RuleContext(
      project: Build.project(), options: RuleOptions(defaults: AssetExpectationRule.description.options),
      assetExpectations: [expectation("logoPet", ratio: "1:1")])
    #expect(AssetExpectationRule().check(context).isEmpty)
    // An absurd ratio must not overflow while suggesting a size.
    let logo = ImageBuild.scaled("logo-pet", 240, 240)
    let result = check([expectation("logoPet", ratio: "1:1e300")], [logo])
    #expect(result.count == 1)
    #expect(result.first?.message.contains("such as") == false)
  }

  /// Values no loader produces (options built in code skip validation; a hand-made scale of 0) must not trap.
  @Test func impossibleValuesFromCodeDoNotCrash() {
    let zero = ImageBuild.set("zero", [File("zero.png", 0, "10x10"), File("zero@2x.png", 2, "20x20")])
    let short = ImageBuild.set("short", [File("short.jpg", 0, "10x10", format: .jpeg)])
    let project = project([zero, short], flows: [flow(background: "short", icon: "zero")])
    #expect(findings(ScaleMismatchRule.self, project).isEmpty)
    #expect(findings(MissingScaleRule.self, project).count == 2)
    let huge = ["screen": OptionValue.string("\(Int.max)x\(Int.max)")]
    #expect(findings(BackgroundResolutionRule.self, project, options: huge).isEmpty)
    for target in ["1:1e300", "1e-300:1", "0:1"] {
      _ = findings(BackgroundAspectRatioRule.self, project, options: ["target": .string(target)])
    }
    _ = findings(BackgroundAspectRatioRule.self, project, options: ["tolerance": .number(-1)])
  }

  // MARK: options and the samples

  @Test(arguments: [
    ("background-aspect-ratio", "\"target\": \"tall\""), ("background-aspect-ratio", "\"target\": \"1000:1\""),
    ("background-aspect-ratio", "\"tolerance\": 1.5"), ("background-resolution", "\"screen\": \"430 by 932\""),
    ("background-resolution", "\"screen\": \"99999x932\""), ("icon-aspect-ratio", "\"tolerance\": -0.1"),
    ("image-too-large", "\"maxPixels\": 0"),
  ])
  func badOptionValuesStopTheRunNamingTheOption(rule: String, option: String) {
    let json = "{\"rules\": {\"\(rule)\": {\(option)}}}"
    let name = String(option.split(separator: "\"")[0])
    #expect {
      try ConfigurationLoader.parse(
        json, path: "/app/.piepaw-lint.json", rules: RuleRegistry.all.map { $0.description })
    } throws: { error in
      (error as? ConfigurationError)?.message.contains("'\(name)' of '\(rule)'") == true
    }
  }

  @Test func theDocumentedOptionValuesAreAccepted() throws {
    let json = """
      {"rules": {"background-aspect-ratio": {"target": "16:9", "tolerance": 0.05},
       "background-resolution": {"screen": "375x667"}, "icon-aspect-ratio": {"tolerance": 0},
       "image-too-large": {"maxPixels": 12000000, "maxBytes": 5000000}, "asset-expectation": {"tolerance": 0.02}}}
      """
    let configuration = try ConfigurationLoader.parse(
      json, path: "/app/.piepaw-lint.json", rules: RuleRegistry.all.map { $0.description })
    #expect(
      configuration.options(for: BackgroundResolutionRule.description).pointSize("screen") == PixelSize("375x667"))
  }

  /// Ids, defaults and areas of the image rules are a contract (DESIGN.md).
  @Test func theImageRulesHaveTheirContractedDefaults() {
    let contract: [String: Severity] = [
      "image-corrupt": .error, "image-unsupported": .note, "image-format-mismatch": .warning,
      "image-too-large": .warning, "missing-scale": .warning, "scale-mismatch": .error,
      "background-aspect-ratio": .warning, "background-resolution": .warning, "icon-aspect-ratio": .warning,
      "icon-size-consistency": .warning, "asset-expectation": .error,
    ]
    for (id, severity) in contract {
      let description = RuleRegistry.rule(withIdentifier: id)?.description
      #expect(description?.defaultSeverity == severity, "\(id)")
      #expect(description?.area == .images, "\(id)")
    }
    func defaults(_ rule: any Rule.Type) -> [String: OptionValue] {
      Dictionary(uniqueKeysWithValues: rule.description.options.map { ($0.name, $0.defaultValue) })
    }
    #expect(defaults(BackgroundAspectRatioRule.self) == ["target": .string("19.5:9"), "tolerance": .number(0.03)])
    #expect(defaults(BackgroundResolutionRule.self) == ["screen": .string("430x932")])
    #expect(defaults(IconAspectRatioRule.self) == ["tolerance": .number(0.01)])
  }

  @Test func theBrokenSampleTriggersEveryPlantedImageRule() throws {
    let report = try Linter().lint(paths: [SampleTests.samples + "/broken"])
    let reported = Set(report.diagnostics.map(\.ruleID))
    // image-resolution needs a page view that draws an image in a literal frame; its examples and
    // RuleImagesDrawnTests cover it.
    let notPlanted: Set = ["image-unsupported", "image-too-large", "asset-expectation", "image-resolution"]
    for rule in RuleRegistry.all.map({ $0.description }) where rule.area == .images {
      #expect(reported.contains(rule.identifier) != notPlanted.contains(rule.identifier), "\(rule.identifier)")
    }
  }
}
