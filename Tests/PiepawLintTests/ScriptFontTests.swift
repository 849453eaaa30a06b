import Foundation
import Testing

@testable import PiepawLint

/// Measuring with real glyphs only: every script falls back to a font that has it (shaped right to left where the
/// script is), a text no font here can draw is not measured, and the fonts that ship with iOS are no missing
/// custom fonts.
@Suite struct ScriptFontTests {
  static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
  static let liberationSans = "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"

  /// Whether the fonts a test needs are installed (CI installs them through scripts/install-deps).
  static func installed(_ paths: String...) -> Bool {
    let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }
    guard missing.isEmpty else {
      #expect(ProcessInfo.processInfo.environment["CI"] == nil, "\(missing) missing in CI")
      print("skipped: \(missing) not installed (scripts/install-deps installs them)")
      return false
    }
    return TextFitRuleTests.hasInter
  }

  /// "Find a friend at the shelter" in Persian: 24 characters, as short on screen as in English.
  static let persianTitle = "دوستی در پناهگاه پیدا کن"
  /// Private-use characters: no font here (nor iOS) has glyphs for them.
  static let undrawable = String(repeating: "\u{F0000}\u{F0001} ", count: 15)

  @Test func arabicScriptIsShapedRightToLeftWithAFontThatHasIt() throws {
    guard Self.installed(Self.notoArabic) else { return }
    let face = try FontFace.open(path: Self.notoArabic).get()
    let glyphs = try face.shape("سلام", style: ShapingStyle(size: 17)).get()
    #expect(glyphs.allSatisfy { !$0.isMissing })
    // HarfBuzz guessed the direction from the text: the glyphs come in visual order, last character first.
    #expect(glyphs.first?.cluster ?? 0 > glyphs.last?.cluster ?? 0)
  }

  @Test func aPersianTitleIsMeasuredWithAnArabicScriptFontNotFallbackBoxes() throws {
    guard Self.installed(Self.notoArabic) else { return }
    let project = TextFitRuleTests.project(title: Self.persianTitle, font: .textStyle(.largeTitle, weight: .bold))
    let text = try #require(project.localizedTexts(.title).first)
    guard case .measured(let fit) = PageTextMeasurer(project: project).measure(text) else {
      Issue.record("not measured")
      return
    }
    #expect(fit.measured.missingCharacters == 0)
    #expect(fit.measured.fallbackCharacters > 15)
    #expect(fit.lineCount <= 2, "\(fit.measured.width) pt")
    #expect(TextFitRuleTests.findings(project).isEmpty)
  }

  @Test func aLongPersianTitleIsStillReported() throws {
    guard Self.installed(Self.notoArabic) else { return }
    let long = Array(repeating: Self.persianTitle, count: 4).joined(separator: " ")
    let project = TextFitRuleTests.project(title: long, font: .textStyle(.largeTitle, weight: .bold))
    let found = TextFitRuleTests.findings(project)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("lines at 34 pt Large Title Bold") == true)
  }

  @Test func aTextNoFontCanDrawIsNotMeasuredAndTitleLengthSaysSo() throws {
    guard TextFitRuleTests.hasInter else { return }
    let project = TextFitRuleTests.project(title: Self.undrawable, font: .textStyle(.largeTitle, weight: .bold))
    let text = try #require(project.localizedTexts(.title).first)
    guard case .unmeasurableHere(let reason) = PageTextMeasurer(project: project).measure(text) else {
      Issue.record("measured at .notdef boxes")
      return
    }
    #expect(reason.hasPrefix("no font here has glyphs for 30 of its characters (U+F0000)"))
    #expect(TextFitRuleTests.findings(project).isEmpty)
    let lengths = TitleLengthRule().check(
      RuleContext(project: project, options: RuleOptions(defaults: TitleLengthRule.description.options)))
    #expect(lengths.count == 1)
    #expect(lengths.first?.message.contains("45 characters long, more than 40") == true)
    #expect(lengths.first?.message.contains("Not measured: no font here has glyphs") == true)
    let listed = Linter.measuredTexts(of: project)
    #expect(listed.flatMap { $0.flatMap { $0 } }.first?.unmeasured?.hasPrefix("no font here has glyphs") == true)
  }

  // MARK: iOS fonts

  @Test(arguments: [
    ("AvenirNext-Bold", "Avenir Next"), ("AvenirNextCondensed-Heavy", "Avenir Next Condensed"),
    ("Avenir-Book", "Avenir"),
    ("HelveticaNeue-Light", "Helvetica Neue"), ("Helvetica-Bold", "Helvetica"), ("Georgia-BoldItalic", "Georgia"),
    ("Futura-Medium", "Futura"), ("GillSans-SemiBold", "Gill Sans"), ("ArialMT", "Arial"), ("Arial-BoldMT", "Arial"),
    ("Arial Hebrew", "Arial Hebrew"), ("TimesNewRomanPS-BoldMT", "Times New Roman"), ("CourierNewPSMT", "Courier New"),
    ("TrebuchetMS-Bold", "Trebuchet MS"), ("ChalkboardSE-Regular", "Chalkboard SE"), ("Menlo-Regular", "Menlo"),
    ("Hoefler Text", "Hoefler Text"), ("Kefa-Regular", "Kefa"), ("Copperplate-Light", "Copperplate"),
  ])
  func iOSFontNamesBelongToTheirFamily(name: String, family: String) {
    #expect(IOSSystemFonts.family(of: name)?.name == family)
  }

  @Test func anAppsOwnFontNameIsNoIOSFont() {
    #expect(IOSSystemFonts.family(of: "Pawprint-Black") == nil)
    #expect(IOSSystemFonts.family(of: "ArialRoundedBold-Custom") == nil)
  }

  @Test func onlyTheFourBasicStylesHaveMetricCompatibleTwins() throws {
    let arial = try #require(IOSSystemFonts.family(of: "ArialMT"))
    #expect(IOSSystemFonts.basicStyle(of: "ArialMT", in: arial)! == (false, false))
    #expect(IOSSystemFonts.basicStyle(of: "Arial-BoldItalicMT", in: arial)! == (true, true))
    #expect(IOSSystemFonts.basicStyle(of: "Arial Bold", in: arial)! == (true, false))
    let helvetica = try #require(IOSSystemFonts.family(of: "Helvetica"))
    #expect(IOSSystemFonts.basicStyle(of: "Helvetica-Oblique", in: helvetica)! == (false, true))
    #expect(IOSSystemFonts.basicStyle(of: "Helvetica-Light", in: helvetica) == nil)
  }

  @Test func anIOSFontWithoutItsFileOrATwinIsNotMeasuredAndNotReported() throws {
    guard TextFitRuleTests.hasInter else { return }
    let project = TextFitRuleTests.project(
      title: "Find a Friend at a Shelter Near You Today, Right Now",
      font: .custom(
        name: "AvenirNext-Bold", size: 34, relativeTo: nil, scales: true))
    let text = try #require(project.localizedTexts(.title).first)
    if case .measured = PageTextMeasurer(project: project).measure(text) { return }  // Avenir Next is installed
    guard case .unmeasurableHere(let reason) = PageTextMeasurer(project: project).measure(text) else {
      Issue.record("AvenirNext-Bold was called a missing custom font")
      return
    }
    #expect(reason.contains("\"AvenirNext-Bold\" ships with iOS (Avenir Next)"))
    #expect(TextFitRuleTests.findings(project).isEmpty)
  }

  @Test func anIOSFontWithAMetricCompatibleTwinIsMeasuredWithItAndSaysSo() throws {
    guard Self.installed(Self.liberationSans) else { return }
    let project = TextFitRuleTests.project(
      title: "Find a Friend at a Shelter Near You Today, Right Now",
      font: .custom(
        name: "Arial-BoldMT", size: 34, relativeTo: nil, scales: true))
    let found = TextFitRuleTests.findings(project)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("at 34 pt Arial-BoldMT") == true)
    #expect(
      found.first?.message.hasSuffix(
        "Measured with LiberationSans-Bold.ttf, which has the widths of Arial-BoldMT (not installed here).") == true)
  }

  @Test func aCustomFontTheProjectLacksIsStillReported() throws {
    guard TextFitRuleTests.hasInter else { return }
    let project = TextFitRuleTests.project(
      title: "Welcome", font: .custom(name: "Pawprint-Black", size: 34, relativeTo: nil, scales: true))
    let found = TextFitRuleTests.findings(project)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("its font \"Pawprint-Black\" is in none of the project's") == true)
  }
}
