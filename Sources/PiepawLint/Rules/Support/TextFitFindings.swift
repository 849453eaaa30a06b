/// What title-fit and description-fit share: measure each language's text of a field with the page's font on
/// the narrowest screen, and report the texts that need more lines than allowed, and the fonts not found.
enum TextFitFindings {
  /// The size category option: which Dynamic Type setting to measure at.
  static let categoryOption = RuleOption(
    name: "sizeCategory",
    summary:
      "The Dynamic Type size to measure at: `large` (iOS's default), or a larger one such as `xxxLarge` or "
      + "`accessibilityMedium`, since text grows with the user's setting.",
    defaultValue: .string(ContentSizeCategory.large.rawValue)
  ) { value in
    guard case .string(let name) = value, ContentSizeCategory(rawValue: name) == nil else { return nil }
    return "must be one of " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
  }

  static func check(_ context: RuleContext, field: PageTextField) -> [Finding] {
    let maxLines = context.options.integer("maxLines")
    let category = ContentSizeCategory(rawValue: context.options.string("sizeCategory")) ?? .large
    let measurer = PageTextMeasurer(project: context.project, category: category)
    var findings: [Finding] = []
    var reportedFonts: Set<SourceLocation> = []
    // One measurement and finding for the languages that show the same text from the same place.
    for group in context.facts.distinctLocalizedTexts(field) {
      let text = group.text
      switch measurer.measure(text) {
      // Nothing measured, nothing claimed; title-length counts characters instead.
      case .unmeasured, .unmeasurableHere: continue
      case .failed(let problem, let style):
        // One finding per `Text`, not one per page and language.
        guard reportedFonts.insert(style.location).inserted else { continue }
        findings.append(
          Finding(
            location: style.location,
            message: "The \(field.rawValue) cannot be measured: \(problem.message) (\(field.rawValue)-fit)."))
      case .measured(let fit):
        let limit = min(maxLines, text.page.view.flatMap { style(of: $0, field)?.lineLimit } ?? maxLines)
        guard fit.lineCount > limit else { continue }
        findings.append(
          Finding(location: text.location, message: message(group, fit: fit, limit: limit, category: category)))
      }
    }
    return findings
  }

  private static func style(of view: PageView, _ field: PageTextField) -> PageTextStyle? {
    field == .title ? view.title : view.description
  }

  /// "The German (de) title of page 1 of `pages` is 3 lines at 34 pt Large Title Black on a 375 pt iPhone (343 pt
  /// of text width); it fits 2 lines up to about 29 characters like these; shorten it."
  static func message(_ group: LocalizedTextGroup, fit: PageTextFit, limit: Int, category: ContentSizeCategory)
    -> String
  {
    let device = fit.screen.name.split(separator: " ").first.map(String.init) ?? "iPhone"
    let fitting = fit.measured.charactersFitting(lines: limit, in: fit.lineWidth)
    let setting = category == .large ? "" : " (text size \(category.displayName))"
    let standIn = fit.font.standsInFor.map { font in
      fit.font.isMetricCompatible
        ? " Measured with \(fit.font.font.face.fileName), which has the widths of \(font) (not installed here)."
        : " Approximate: measured with \(fit.font.font.face.fileName), a stand-in for \(font)."
    }
    return "\(group.subject) is \(Plural.count(fit.lineCount, "line")) at \(fit.font.label)"
      + "\(setting) on a \(FontResolver.points(fit.screen.width)) pt \(device) "
      + "(\(FontResolver.points(fit.lineWidth.rounded())) pt of text width); it fits \(Plural.count(limit, "line")) "
      + "up to about \(fitting) characters like these; shorten it.\(standIn ?? "")"
  }
}
