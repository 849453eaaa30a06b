/// Paths as the preview shows them: relative to the lint root the project was found under.
struct PreviewPaths {
  var lintRoot: String

  func shown(_ path: String) -> String {
    RelativePath.from(lintRoot, to: path)
  }

  /// `Onboarding/OnboardingModel.swift:45`.
  func shown(_ location: SourceLocation) -> String {
    shown(location.file) + (location.line.map { ":\($0)" } ?? "")
  }
}

/// A list of findings: severity, rule id, message and `file:line` of each.
enum FindingList {
  static func html(_ diagnostics: [Diagnostic], paths: PreviewPaths) -> String {
    guard !diagnostics.isEmpty else { return "" }
    var html = "<ul class=\"findings\">"
    for diagnostic in diagnostics {
      let severity = diagnostic.severity.rawValue
      html += "<li class=\"\(severity)\"><span class=\"sev\">\(severity)</span> "
      html += "<code class=\"rule\">\(HTML.escape(diagnostic.ruleID))</code> "
      html += "<span class=\"msg\">\(HTML.escape(diagnostic.message))</span> "
      html += "<span class=\"loc\">\(HTML.escape(paths.shown(diagnostic.location)))</span></li>"
    }
    return html + "</ul>"
  }
}
