/// The terminal format: the Xcode line form grouped by file (a blank line between files), coloured when asked,
/// then one summary line.
public struct HumanReporter: Reporter {
  public init() {}

  public func render(_ report: LintReport, context: ReportContext) -> String {
    let paint = Paint(enabled: context.colored)
    var output = ""
    var previousFile: String?
    for diagnostic in report.diagnostics {
      if let previousFile, previousFile != diagnostic.location.file { output += "\n" }
      previousFile = diagnostic.location.file
      output += line(for: diagnostic, context: context, paint: paint)
    }
    if !report.diagnostics.isEmpty { output += "\n" }
    output += summary(report, context: context, paint: paint) + "\n"
    return output
  }

  private func line(for diagnostic: Diagnostic, context: ReportContext, paint: Paint) -> String {
    let location = paint.bold(DiagnosticLine.location(diagnostic.location, context: context))
    let severity = paint.severity(diagnostic.severity)
    return "\(location): \(severity): \(DiagnosticLine.message(diagnostic)) \(paint.dim("[\(diagnostic.ruleID)]"))\n"
  }

  /// `3 errors, 1 warning and 2 notes in 14 files (0.12 s)`, or `No problems in 14 files (0.08 s)`.
  func summary(_ report: LintReport, context: ReportContext, paint: Paint) -> String {
    let files = Self.counted(report.fileCount, "file")
    let images = report.imagesDecoded + report.imagesFromCache
    let cached = report.imagesFromCache > 0 ? ", \(report.imagesFromCache) of \(images) images from the cache" : ""
    let time = "(\(Self.seconds(context.elapsedSeconds))\(cached))"
    let counts = Severity.allCases.reversed().compactMap { severity -> String? in
      let count = report.count(of: severity)
      return count == 0 ? nil : paint.severity(severity, text: Self.counted(count, severity.rawValue))
    }
    if counts.isEmpty { return paint.green("No problems") + " in \(files) \(time)" }
    let notShown = report.notShownCount
    let notListed = notShown == 0 ? "" : "; \(notShown) of them counted, not listed one by one"
    return Self.list(counts) + " in \(files) \(time)" + notListed
  }

  static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  static func seconds(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }
}

/// ANSI styling that does nothing when colour is off.
struct Paint {
  var enabled: Bool

  func bold(_ text: String) -> String { style(text, "1") }
  func dim(_ text: String) -> String { style(text, "2") }
  func green(_ text: String) -> String { style(text, "32") }

  func severity(_ severity: Severity, text: String? = nil) -> String {
    let code =
      switch severity {
      case .error: "1;31"
      case .warning: "1;33"
      case .note: "1;36"
      }
    return style(text ?? severity.rawValue, code)
  }

  private func style(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
