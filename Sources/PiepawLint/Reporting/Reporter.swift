/// What every reporter needs besides the findings.
public struct ReportContext: Sendable {
  /// Paths are shown relative to this directory.
  public var workingDirectory: String
  /// Whether ANSI colour may be used (only the human format uses it).
  public var colored: Bool
  /// Wall-clock seconds the run took, for the human summary.
  public var elapsedSeconds: Double

  public init(workingDirectory: String, colored: Bool = false, elapsedSeconds: Double = 0) {
    self.workingDirectory = workingDirectory
    self.colored = colored
    self.elapsedSeconds = elapsedSeconds
  }

  /// `path` as shown to the user.
  public func displayPath(_ path: String) -> String {
    RelativePath.from(workingDirectory, to: path)
  }
}

/// A pure function from a lint report to text: one per output format.
public protocol Reporter: Sendable {
  func render(_ report: LintReport, context: ReportContext) -> String
}

/// The line form shared by the human and Xcode formats: `path:line:col: error: message [rule-id]`,
/// which Xcode and most terminals make clickable. Paths and messages come from the repository, so their control
/// characters are made visible (`Visible`): a name cannot forge a line, a workflow command or drive the terminal.
enum DiagnosticLine {
  static func message(_ diagnostic: Diagnostic) -> String {
    Visible.text(diagnostic.message)
  }

  /// The location that begins a line: the path is shown through `Visible.lineStart`.
  static func location(_ location: SourceLocation, context: ReportContext) -> String {
    var text = Visible.lineStart(context.displayPath(location.file))
    if let line = location.line {
      text += ":\(line)"
      if let column = location.column { text += ":\(column)" }
    }
    return text
  }
}
