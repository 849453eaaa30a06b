import Foundation

/// What `PreviewDocument` wrote, for the command's summary line.
public struct PreviewOutput: Sendable {
  public var html: String
  public var flowCount: Int
  public var pageCount: Int
  /// The image sets in the galleries.
  public var imageSetCount: Int
  public var thumbnailCount: Int
  /// The thumbnails' encoded bytes (before base64).
  public var thumbnailBytes: Int
}

/// `piepaw-lint preview`'s HTML: one self-contained file that draws every page of every flow as a phone frame
/// with its findings, then a gallery of the image sets the flows use. It runs no script and loads nothing: its
/// Content-Security-Policy allows only its own inline styles and `data:` images, every image is a thumbnail
/// embedded once, and every text from the repository is escaped (`HTML`, `CSS`). The language and appearance
/// switcher is plain HTML (`<details name=…>`, one open at a time).
public struct PreviewDocument: Sendable {
  /// The thumbnails' pixels per CSS pixel: 1 draws a 375 pt frame from a 375 px wide thumbnail.
  public static let pixelDensity = 1.0

  public var thumbnails: ThumbnailMaker
  /// Threads that make thumbnails.
  public var jobs: Int

  public init(thumbnails: @escaping ThumbnailMaker, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.thumbnails = thumbnails
    self.jobs = jobs
  }

  public func render(_ input: PreviewInput) -> PreviewOutput {
    // A folder that holds only other projects (the lint root above them) has nothing to draw.
    let shown = input.projects.filter { !$0.project.flows.isEmpty || !$0.diagnostics.isEmpty }
    let scenes = shown.enumerated().map { ProjectScene($1, id: "p\($0)") }
    var sheet = ThumbnailSheet()
    for scene in scenes { scene.requestThumbnails(into: &sheet) }
    sheet.make(with: thumbnails, jobs: jobs)
    var body = header(input, scenes: scenes)
    for scene in scenes { body += scene.html(sheet: sheet) }
    let html = Self.head(thumbnailStyles: sheet.stylesheet) + body + "</main></body></html>\n"
    return PreviewOutput(
      html: html, flowCount: scenes.reduce(0) { $0 + $1.flows.count },
      pageCount: scenes.reduce(0) { $0 + $1.flows.reduce(0) { $0 + $1.pages.count } },
      imageSetCount: scenes.reduce(0) { $0 + $1.usedSets.count }, thumbnailCount: sheet.encoded.count,
      thumbnailBytes: sheet.totalBytes)
  }

  /// The policy that keeps the file inert: nothing but its inline styles and `data:` images.
  static let contentSecurityPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"

  static func head(thumbnailStyles: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
    <meta name="referrer" content="no-referrer">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Onboarding preview — \(ToolInfo.name)</title>
    <style>
    \(PreviewStyles.sheet)</style>
    <style>
    \(thumbnailStyles)</style>
    </head>
    <body><main>

    """
  }

  private func header(_ input: PreviewInput, scenes: [ProjectScene]) -> String {
    let diagnostics = input.diagnostics
    let counts = Severity.allCases.reversed().map { severity in
      Plural.count(diagnostics.filter { $0.severity == severity }.count, severity.rawValue)
    }
    let flows = scenes.reduce(0) { $0 + $1.flows.count }
    let pages = scenes.reduce(0) { $0 + $1.flows.reduce(0) { $0 + $1.pages.count } }
    var html = "<header><h1>Onboarding preview</h1><p class=\"meta\">"
    html += "\(Plural.count(flows, "flow")), \(Plural.count(pages, "page")) in "
    html += "\(Plural.count(scenes.count, "project")) · \(counts.joined(separator: ", ")) · "
    html += "\(ToolInfo.name) \(ToolInfo.version)</p><nav><ul>"
    for scene in scenes { html += scene.navigation() }
    return html + "</ul></nav></header>"
  }
}
