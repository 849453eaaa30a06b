/// What `piepaw-lint preview` draws: every project of the run as the rules saw it (flows, catalogs, decoded image
/// facts) with its findings. The library gathers it; `PreviewDocument` turns it into HTML.
public struct PreviewInput: Sendable {
  public struct ProjectPreview: Sendable {
    public var project: Project
    /// The lint path the project was found under: paths in the preview are shown relative to it.
    public var lintRoot: String
    /// The project's findings, in output order.
    public var diagnostics: [Diagnostic]
    /// The limits of the project's configuration: thumbnails are decoded under the same ones.
    public var imageLimits: ImageLimits

    public init(project: Project, lintRoot: String, diagnostics: [Diagnostic], imageLimits: ImageLimits = .init()) {
      self.project = project
      self.lintRoot = lintRoot
      self.diagnostics = diagnostics
      self.imageLimits = imageLimits
    }
  }

  public var projects: [ProjectPreview]

  public init(projects: [ProjectPreview]) {
    self.projects = projects
  }

  /// Every finding of the run, for the exit code.
  public var diagnostics: [Diagnostic] { projects.flatMap(\.diagnostics) }
}

extension Linter {
  /// Lints `paths` as `lint` does and keeps each project's model with its findings, for the preview.
  public func preview(paths: [String]) throws(LintSetupError) -> PreviewInput {
    var projects: [PreviewInput.ProjectPreview] = []
    _ = try checkProjects(paths: paths) { checked in
      projects.append(
        .init(
          project: checked.project, lintRoot: checked.lintRoot, diagnostics: checked.diagnostics,
          imageLimits: checked.configuration.limits.imageLimits))
    }
    return PreviewInput(projects: projects)
  }
}
