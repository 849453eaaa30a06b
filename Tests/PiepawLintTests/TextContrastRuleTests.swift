import Foundation
import Testing

@testable import PiepawLint

/// `text-contrast` on projects built by hand: `Page.view` and the background's raster set directly, on the
/// default narrowest screen (375×667 pt, 20 pt safe area on top), the background filling the whole screen.
@Suite struct TextContrastRuleTests {
  static let directory = "/App/A.xcassets/onboarding-1.imageset"
  static let path = directory + "/bg.png"
  static let file = "/App/Onboarding.swift"

  static func at(_ line: Int) -> PiepawLint.SourceLocation {
    PiepawLint.SourceLocation(file: file, line: line, column: 5)
  }

  /// A 375×667 raster (one pixel per point): `grey(x, y)` at each pixel.
  static func raster(_ grey: (Int, Int) -> UInt8) -> Raster {
    var rgba = [UInt8](repeating: 255, count: 375 * 667 * 4)
    rgba.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<667 {
        for x in 0..<375 {
          let level = grey(x, y)
          let index = (y * 375 + x) * 4
          pixels[index] = level
          pixels[index + 1] = level
          pixels[index + 2] = level
        }
      }
    }
    return Raster(width: 375, height: 667, rgba: rgba)
  }

  /// The article's page view: white large bold title, white body description, texts at `placement`.
  static func view(
    placement: PageTextBlock.Placement = .bottom, color: TextColor? = .fixed(.white), scrims: [Scrim] = [],
    scaling: PageBackgroundStyle.Scaling = .fill
  ) -> PageView {
    var view = PageView(viewType: "PageView", location: at(20))
    var title = PageTextStyle(location: at(30), font: .textStyle(.largeTitle, weight: .bold))
    var description = PageTextStyle(location: at(32), font: .textStyle(.body, weight: nil))
    for index in [0, 1] {
      var style = index == 0 ? title : description
      style.color = color
      style.leadingInset = 16
      style.trailingInset = 16
      style.scrims = scrims
      if index == 0 { title = style } else { description = style }
    }
    view.title = title
    view.description = description
    view.background = PageBackgroundStyle(location: at(24), scaling: scaling, ignoresSafeArea: true)
    var block = PageTextBlock(placement: placement, alignment: .center)
    block.topInset = 16
    block.bottomInset = 16
    view.textBlock = block
    view.order = [.title, .description]
    return view
  }

  static func project(view: PageView, raster: Raster?, colors: [AssetColor] = []) -> Project {
    var page = Page(
      location: at(5), title: Field(.literal("Find a Friend Nearby"), at: at(6)),
      description: Field(.literal("Browse cats, dogs and rabbits waiting at shelters close to you."), at: at(7)),
      background: Field(.literal(.catalogName("onboarding-1")), at: at(8)))
    page.view = view
    var content = ContentFile(path: file)
    content.flows = [Flow(kind: .modelArray, location: at(4), name: "pages", pages: [page])]
    let background = Asset(
      kind: .imageSet, name: "onboarding-1", symbolPath: ["onboarding1"], directory: directory,
      contentsFile: directory + "/Contents.json",
      images: [AssetImage(filename: "bg.png", idiom: "universal", scale: nil, location: at(1))])
    var ink = Asset(
      kind: .colorSet, name: "Ink", symbolPath: ["ink"], directory: "/App/A.xcassets/Ink.colorset",
      contentsFile: "/App/A.xcassets/Ink.colorset/Contents.json")
    ink.colors = colors
    var project = Project(
      root: "/App", contentFiles: [content],
      catalogs: [AssetCatalog(path: "/App/A.xcassets", assets: [background, ink])])
    if let raster { project.rasters[path] = raster }
    return project
  }

  static func findings(_ project: Project, options: [String: OptionValue] = [:]) -> [Finding] {
    let rule = TextContrastRule.description
    return TextContrastRule().check(
      RuleContext(project: project, options: RuleOptions(defaults: rule.options, overrides: options)))
  }

  /// The first `N.N:1` in a message.
  static func ratio(in message: String) -> Double? {
    guard let range = message.range(of: #"[0-9]+\.[0-9]:1"#, options: .regularExpression) else { return nil }
    return Double(message[range].dropLast(2))
  }

  @Test func theReportedRatioMatchesAHandComputation() throws {
    // White text over grey 128 everywhere. sRGB 128/255 = 0.50196 → linear ((0.50196 + 0.055) / 1.055)^2.4
    // = 0.52792^2.4 = e^(2.4 × ln 0.52792) = e^(2.4 × −0.63880) = e^−1.53312 = 0.21586 (grey: the luminance).
    // White's luminance is 1: (1 + 0.05) / (0.21586 + 0.05) = 1.05 / 0.26586 = 3.949 → "3.9:1".
    // The description (body, 17 pt) needs 4.5:1 and fails; the title (large title, 34 pt) needs 3:1 and passes.
    let found = Self.findings(Self.project(view: Self.view(), raster: Self.raster { _, _ in 128 }))
    #expect(found.map(\.location) == [Self.at(7)])
    let message = try #require(found.first?.message)
    let ratio = try #require(Self.ratio(in: message))
    #expect(abs(ratio - 3.949) <= 0.1, "\(message)")
    #expect(message.contains("3.9:1") && message.contains("4.5:1") && message.contains("body text"), "\(message)")
    #expect(message.contains("The description (white text)") && message.contains("`onboarding-1`"), "\(message)")
    #expect(message.contains("darken the bottom of the photo, add a scrim, or use a dark text colour"), "\(message)")
  }

  @Test func whiteTextOnADarkPhotoPassesAndOnALightOneFails() {
    #expect(Self.findings(Self.project(view: Self.view(), raster: Self.raster { _, _ in 30 })).isEmpty)
    let light = Self.findings(Self.project(view: Self.view(), raster: Self.raster { _, _ in 230 }))
    #expect(light.map(\.location) == [Self.at(6), Self.at(7)])
    // 230: linear 0.7913, (1.05) / (0.8413) = 1.248.
    #expect(light.first?.message.contains("1.2:1") == true, "\(light)")
    #expect(light.first?.message.contains("3.0:1 WCAG asks for large text") == true, "\(light)")
  }

  @Test func aPhotoDarkAtTheBottomPassesWhereTheTextSitsThere() {
    let twoTone = Self.raster { _, y in y < 333 ? 235 : 25 }
    #expect(Self.findings(Self.project(view: Self.view(placement: .bottom), raster: twoTone)).isEmpty)
    let atTop = Self.findings(Self.project(view: Self.view(placement: .top), raster: twoTone))
    #expect(atTop.count == 2)
    #expect(atTop.first?.message.contains("darken the top of the photo") == true, "\(atTop)")
  }

  @Test func aStripeOfDarkDoesNotHideALightPhoto() {
    // Every seventh column black, the rest grey 230: the mean contrast under the title is
    // (6 × 1.248 + 21) / 7 = 4.07, over the large-text 3:1, but nine in ten pixels are at 1.248:1.
    let striped = Self.raster { x, _ in x % 7 == 0 ? 0 : 230 }
    let found = Self.findings(Self.project(view: Self.view(), raster: striped))
    #expect(found.map(\.location).contains(Self.at(6)), "\(found)")
  }

  @Test func aLiteralScrimIsDrawnUnderTheText() {
    // black at 0.6 over 230: 0.4 × 0.902 = 0.361 in sRGB → linear 0.107 → 1.05 / 0.157 = 6.7:1.
    let scrimmed = Self.view(scrims: [.solid(RGBA(red: 0, green: 0, blue: 0, alpha: 0.6))])
    #expect(Self.findings(Self.project(view: scrimmed, raster: Self.raster { _, _ in 230 })).isEmpty)
    let gradient = Self.view(scrims: [
      .gradient([
        GradientStop(location: 0, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
        GradientStop(location: 0.6, color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.8)),
      ])
    ])
    #expect(Self.findings(Self.project(view: gradient, raster: Self.raster { _, _ in 230 })).isEmpty)
    let shadowOnly = Self.view(scrims: [.shadow(RGBA(red: 0, green: 0, blue: 0), radius: 4)])
    #expect(Self.findings(Self.project(view: shadowOnly, raster: Self.raster { _, _ in 230 })).count == 2)
  }

  @Test func thresholdsAreOptions() {
    let project = Self.project(view: Self.view(), raster: Self.raster { _, _ in 128 })
    #expect(Self.findings(project, options: ["body": .number(3.5)]).isEmpty)
    #expect(Self.findings(project, options: ["large": .number(4)]).count == 2)
  }

  @Test func aColourSetIsCheckedInBothAppearances() {
    func color(_ white: String, dark: Bool) -> AssetColor {
      let location = PiepawLint.SourceLocation(file: "/App/A.xcassets/Ink.colorset/Contents.json", line: 3)
      return AssetColor(
        idiom: "universal", appearances: dark ? ["luminosity:dark"] : [], colorSpace: "gray-gamma-22",
        components: [
          .init(name: "white", text: white, location: location),
          .init(name: "alpha", text: "1.000", location: location),
        ], location: location)
    }
    // Black in light appearance, white in dark: over a light photo only the dark appearance fails.
    let view = Self.view(color: .asset(.catalogName("Ink")))
    let project = Self.project(
      view: view, raster: Self.raster { _, _ in 230 },
      colors: [color("0.000", dark: false), color("1.000", dark: true)])
    let found = Self.findings(project)
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.message.contains("in dark appearance") }, "\(found)")
  }

  @Test func withoutARasterNothingIsGuessed() {
    #expect(Self.findings(Self.project(view: Self.view(), raster: nil)).isEmpty)
  }

  @Test func aFittedImageLeavesTheLetterboxToTheSystemBackground() {
    // A wide 375×100 dark image fitted to the screen sits in the middle; the texts at the bottom are over the
    // white system background in light appearance.
    var rgba = [UInt8](repeating: 255, count: 375 * 100 * 4)
    for index in stride(from: 0, to: rgba.count, by: 4) { rgba[index..<index + 3] = [20, 20, 20] }
    let wide = Raster(width: 375, height: 100, rgba: rgba)
    let found = Self.findings(Self.project(view: Self.view(scaling: .fit), raster: wide))
    #expect(found.count == 2)
    #expect(found.first?.message.contains("1.0:1") == true, "\(found)")
  }

  @Test func theTextLinesSitWhereTheBlockPutsThem() {
    let view = Self.view()
    let project = Self.project(view: view, raster: nil)
    let lines = ContrastTextLayout.lines(of: project.flows[0].pages[0], view: view, on: .narrowestDefault)
    let title = lines[.title] ?? []
    let description = lines[.description] ?? []
    #expect(!title.isEmpty && !description.isEmpty)
    // Bottom placement: the description's last line ends at the screen's bottom less the 16 pt inset.
    #expect(abs((description.last?.maxY ?? 0) - (667 - 16)) < 0.001)
    #expect((title.last?.maxY ?? 0) < (description.first?.y ?? 0))
    #expect(title.allSatisfy { $0.x >= 16 && $0.maxX <= 375 - 16 })
  }
}
