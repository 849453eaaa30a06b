import Foundation

/// One page text measured as the page draws it: its font at a Dynamic Type size, on the narrowest screen the app
/// supports, in the width its view leaves it.
struct PageTextFit: Sendable {
  var font: ResolvedFont
  var screen: DeviceScreen
  /// The width the text wraps in: the screen minus the view's horizontal insets, capped by its frame.
  var lineWidth: Double
  var measured: MeasuredText
  var lineCount: Int
}

/// What became of measuring one page text.
enum PageTextMeasurement: Sendable {
  case measured(PageTextFit)
  /// Its font could not be found or read: a finding at the `Text` (`style`).
  case failed(FontResolutionProblem, style: PageTextStyle)
  /// Not measured, and why (the page's view is not known): nothing to report, the flows listing says so.
  case unmeasured(String)
  /// Read, but not measurable with the fonts at hand (no font here has glyphs for its script, or its iOS font is
  /// not installed): the fit rules say nothing, title-length counts characters instead and says why.
  case unmeasurableHere(String)
}

/// Measures page texts; one per check or listing, so fonts are resolved once.
struct PageTextMeasurer: Sendable {
  var project: Project
  var category: ContentSizeCategory = .large

  var screen: DeviceScreen { project.settings.narrowestScreen ?? .narrowestDefault }

  func measure(_ text: LocalizedPageText) -> PageTextMeasurement {
    guard let view = text.page.view else {
      return .unmeasured("the view that draws this page was not read, so its font and width are unknown")
    }
    guard let style = text.field == .title ? view.title : view.description else {
      return .unmeasured("the page view shows its \(text.field.rawValue) in no `Text` read here")
    }
    // A font or padding the code sets in a way the reader does not follow (`.font(.brand(size: 24))`,
    // `.padding(spacing)`, the app's own modifier) would be measured as SwiftUI's default: a guess, not reported.
    let unread = style.unread.intersection([.font, .insets, .maximumWidth])
    guard unread.isEmpty else {
      let names: [PageTextProperty: String] = [.font: "font", .insets: "padding", .maximumWidth: "frame width"]
      let what = Plural.list(unread.compactMap { names[$0] }.sorted())
      return .unmeasured(
        "the page view sets the \(text.field.rawValue)'s \(what) with something other than a literal (or through the "
          + "app's own modifier), so its width is unknown")
    }
    guard !style.faceUnmeasured else {
      return .unmeasured(
        "the page view draws the \(text.field.rawValue) in a face of another design (New York, SF Rounded or SF "
          + "Mono), which the San Francisco stand-in does not measure")
    }
    let resolver = FontResolver(projectFonts: project.settings.fontFiles, category: category)
    let language = text.locale
    let font: ResolvedFont
    switch resolver.resolve(style.font, language: language) {
    case .failure(let problem) where problem.isLimitOfThisMachine:
      return .unmeasurableHere(problem.message)
    case .failure(let problem): return .failed(problem, style: style)
    case .success(let resolved): font = resolved
    }
    var lineWidth = screen.width - style.leadingInset - style.trailingInset
    if let maximum = style.maximumWidth { lineWidth = min(lineWidth, maximum) }
    lineWidth = max(lineWidth, 1)
    switch font.font.measure(text.text) {
    case .failure(let problem): return .failed(.measuring(problem), style: style)
    case .success(let measured) where measured.missingCharacters > 0:
      return .unmeasurableHere(Self.missingGlyphs(measured))
    case .success(let measured):
      return .measured(
        PageTextFit(
          font: font, screen: screen, lineWidth: lineWidth, measured: measured,
          lineCount: measured.lines(in: lineWidth).count))
    }
  }

  /// "no font here has glyphs for 23 of its characters (U+0634 …)".
  static func missingGlyphs(_ measured: MeasuredText) -> String {
    let example = measured.firstMissing.map { character in
      " (" + character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        + ")"
    }
    let count = measured.missingCharacters
    return "no font here has glyphs for \(count) of its \(count == 1 ? "character" : "characters")"
      + (example ?? "") + ", so its width is unknown; scripts/install-deps installs the Noto fonts for every script"
  }
}
