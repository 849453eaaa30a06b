import Foundation
import Testing

@testable import PiepawLint

/// title-fit and description-fit on pages whose view is set directly (no Swift layout reader involved), and
/// through example apps.
@Suite struct TextFitRuleTests {
  static func project(title: String, font: FontSpec, locale: String? = nil, inset: Double = 16) -> Project {
    var page = Page(location: SourceLocation(file: "/app/Pages.swift", line: 3, column: 5))
    page.title = Field(.literal(title), at: SourceLocation(file: "/app/Pages.swift", line: 3, column: 20))
    var view = PageView(viewType: "PageView", location: SourceLocation(file: "/app/PageView.swift", line: 1))
    var style = PageTextStyle(location: SourceLocation(file: "/app/PageView.swift", line: 4, column: 7), font: font)
    style.leadingInset = inset
    style.trailingInset = inset
    view.title = style
    page.view = view
    var file = ContentFile(path: "/app/Pages.swift")
    file.flows = [Flow(kind: .modelArray, location: page.location, name: "pages", pages: [page])]
    return Project(root: "/app", contentFiles: [file])
  }

  static func findings(_ project: Project, options: [String: OptionValue] = [:]) -> [Finding] {
    TitleFitRule().check(
      RuleContext(
        project: project, options: RuleOptions(defaults: TitleFitRule.description.options, overrides: options)))
  }

  static let interBlack = "/usr/share/fonts/opentype/inter/Inter-Black.otf"

  static var hasInter: Bool {
    guard FileManager.default.fileExists(atPath: interBlack) else {
      print("skipped: Inter is not installed (scripts/install-deps installs fonts-inter)")
      return false
    }
    return true
  }

  @Test func aTitleTooLongForTwoLinesIsReportedWithWhatATranslatorCanActOn() throws {
    guard Self.hasInter else { return }
    let project = Self.project(
      title: "Finde deinen besten Freund im Tierheim in deiner Nähe", font: .textStyle(.largeTitle, weight: .black))
    let found = Self.findings(project)
    try #require(found.count == 1)
    #expect(found[0].location.line == 3 && found[0].location.column == 20, "at the text, where it is edited")
    #expect(
      found[0].message.hasPrefix(
        "The title is 3 lines at 34 pt Large Title Black on a 375 pt iPhone (343 pt of text width); it fits 2 "
          + "lines up to about "))
    #expect(
      found[0].message.hasSuffix("Approximate: measured with InterDisplay-Black.otf, a stand-in for San Francisco."))
  }

  @Test func theMessageNamesTheLanguage() throws {
    guard Self.hasInter else { return }
    let project = Self.project(
      title: "Finde deinen besten Freund im Tierheim in deiner Nähe", font: .textStyle(.largeTitle, weight: .black))
    var text = try #require(project.localizedTexts(.title).first)
    text.locale = "de"
    guard case .measured(let fit) = PageTextMeasurer(project: project).measure(text) else {
      Issue.record("not measured")
      return
    }
    let group = LocalizedTextGroup(text: text, locales: ["de"])
    #expect(
      TextFitFindings.message(group, fit: fit, limit: 2, category: .large)
        .hasPrefix("The German (de) title of page 1 of `\(text.flow.name)` is 3 lines"))
    #expect(LanguageName.of("pt-BR") == "Portuguese (Brazil)")
  }

  @Test func aNarrowerScreenALargerTextSizeAndMaxLines() throws {
    guard Self.hasInter else { return }
    var project = Self.project(
      title: "Find Your New Best Friend at a Shelter", font: .textStyle(.largeTitle, weight: .bold))
    #expect(Self.findings(project).isEmpty, "two lines on a 375 pt iPhone")
    let larger = Self.findings(project, options: ["sizeCategory": .string("accessibilityMedium")])
    #expect(larger.count == 1 && larger.first?.message.contains("at 44 pt Large Title Bold (text size AX1)") == true)
    #expect(Self.findings(project, options: ["maxLines": .integer(1)]).count == 1)
    project.settings.narrowestScreen = .iPhoneSEFirstGeneration
    let narrow = Self.findings(project)
    #expect(narrow.count == 1 && narrow[0].message.contains("on a 320 pt iPhone (288 pt of text width)"))
  }

  @Test func aLineLimitBelowMaxLinesIsTheLimit() throws {
    guard Self.hasInter else { return }
    var project = Self.project(
      title: "Find a Friend at a Shelter Near You", font: .textStyle(.largeTitle, weight: .bold))
    project.contentFiles[0].flows[0].pages[0].view?.title?.lineLimit = 1
    #expect(Self.findings(project).first?.message.contains("it fits 1 line up to about") == true)
  }

  @Test func theAppsOwnFontIsMeasuredWithExactlyItsFile() throws {
    guard Self.hasInter else { return }
    let tree = try TemporaryTree([:])
    let copy = tree.path("Fonts/Inter-Black.otf")
    try FileManager.default.createDirectory(atPath: tree.path("Fonts"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.interBlack, toPath: copy)
    var project = Self.project(
      title: "Finde deinen besten Freund im Tierheim in deiner Nähe",
      font: .custom(name: "Inter-Black", size: 34, relativeTo: nil, scales: true))
    project.settings.fontFiles = [copy]
    let found = Self.findings(project)
    try #require(found.count == 1)
    #expect(found[0].message.contains("at 34 pt Inter-Black on a 375 pt iPhone"))
    #expect(!found[0].message.contains("Approximate"), "the app's own file is no stand-in")
    let fit = try #require(Linter.measuredTexts(of: project).first?.first?.first)
    #expect(fit.font == "Inter-Black.otf" && fit.size == 34 && fit.lines == 4)
  }

  @Test func aCustomFontNotInTheProjectIsSaidOnce() {
    let project = Self.project(
      title: "Welcome", font: .custom(name: "Pawprint-Black", size: 34, relativeTo: nil, scales: true))
    let found = Self.findings(project)
    #expect(found.count == 1)
    #expect(found.first?.location.line == 4, "at the Text that names the font")
    #expect(found.first?.message.contains("\"Pawprint-Black\" is in none of the project's 0 font files") == true)
  }

  @Test func aPageWhoseViewIsUnknownIsNotMeasured() {
    var project = Self.project(
      title: "Finde deinen besten Freund im Tierheim in deiner Nähe", font: .textStyle(.body, weight: nil))
    project.contentFiles[0].flows[0].pages[0].view = nil
    #expect(Self.findings(project).isEmpty)
    let row = Linter.measuredTexts(of: project).first?.first?.first
    #expect(row?.width == nil && row?.unmeasured?.contains("was not read") == true)
  }

  /// A font or padding the reader could not follow (`.font(.brand(size: 24))`, the app's own modifier) would be
  /// measured as SwiftUI's default: the text is not measured, and `flows` says why.
  @Test func aFontOrPaddingTheReaderDidNotFollowIsNotMeasured() {
    var project = Self.project(
      title: "Finde deinen besten Freund im Tierheim in deiner Nähe", font: .textStyle(.body, weight: nil))
    project.contentFiles[0].flows[0].pages[0].view!.title!.unread = [.font, .insets]
    #expect(Self.findings(project).isEmpty)
    let row = Linter.measuredTexts(of: project).first?.first?.first
    #expect(row?.width == nil && row?.unmeasured?.contains("font and padding") == true, "\(row?.unmeasured ?? "")")
  }
}
