/// The gallery: every image set the flows use, with the facts `inspect` shows (each file's pixels, scale,
/// points and status, the set's verdict), its thumbnails and its findings.
struct PreviewGallery {
  /// The largest a gallery card draws a thumbnail, in CSS pixels.
  static let cardSide = 120.0

  var project: Project
  var picker: PicturePicker
  var sheet: ThumbnailSheet
  var placement: FindingPlacement
  var paths: PreviewPaths

  /// The image sets the pages name (backgrounds, icons, illustrations), in the order the flows first use them.
  static func usedSets(_ project: Project, picker: PicturePicker) -> [Asset] {
    var seen: Set<String> = []
    var sets: [Asset] = []
    for page in project.flows.flatMap(\.pages) {
      for field in [page.background, page.icon].compactMap({ $0 }) + page.illustrations {
        guard case .success(let asset) = picker.asset(for: field), seen.insert(asset.directory).inserted else {
          continue
        }
        sets.append(asset)
      }
    }
    return sets
  }

  /// The pictures a card shows: its light file and, where the set has one, its dark file.
  static func pictures(of asset: Asset, picker: PicturePicker) -> [(PreviewAppearance, SetPicture)] {
    let appearances: [PreviewAppearance] = picker.hasDarkFile(asset) ? [.light, .dark] : [.light]
    return appearances.compactMap { appearance in
      picker.picture(of: asset, in: appearance) { points in Self.cardSize(points) }.map { (appearance, $0) }
    }
  }

  /// `points` shrunk to fit a card.
  static func cardSize(_ points: PointSize) -> PointSize {
    let factor = min(1, cardSide / max(points.width, points.height, 1))
    return PointSize(width: points.width * factor, height: points.height * factor)
  }

  func html(_ sets: [Asset], id: String) -> String {
    guard !sets.isEmpty else { return "" }
    var html = "<section class=\"gallery\" id=\"\(id)\"><h3>Image sets the flows use</h3><div class=\"cards\">"
    for asset in sets { html += card(asset) }
    return html + "</div></section>"
  }

  private func card(_ asset: Asset) -> String {
    let problems = (project.catalogs.flatMap { $0.problems + $0.skipped }).filter {
      $0.location.file == asset.directory || $0.location.file.hasPrefix(asset.directory + "/")
    }
    let pending = PendingGroup(
      asset: asset, problems: problems, files: InspectionCollector.files(of: asset, problems: problems))
    let group = ImageInspector.group(from: pending, infos: project.images)
    let verdict = group.set?.verdict
    var html = "<article class=\"card\"><div class=\"thumbs\">"
    for (appearance, picture) in Self.pictures(of: asset, picker: picker) {
      let size = Self.cardSize(picture.points)
      let style = "width:\(CSS.pixels(size.width));height:\(CSS.pixels(size.height))"
      let className = sheet.className(for: picture.path).map { " " + $0 } ?? " missing"
      html += "<div class=\"thumb \(appearance.rawValue)\(className)\" style=\"\(style)\"></div>"
    }
    html += "</div><h4>\(HTML.escape(asset.name))</h4>"
    html += "<p class=\"path\">\(HTML.escape(paths.shown(asset.directory)))</p>"
    if let verdict {
      html += "<p class=\"verdict \(verdict.isOK ? "ok" : "bad")\">\(HTML.escape(verdict.description))</p>"
    }
    html += table(group.images)
    html += FindingList.html(placement.findings(setDirectory: asset.directory), paths: paths)
    return html + "</article>"
  }

  private func table(_ images: [InspectedImage]) -> String {
    guard !images.isEmpty else { return "" }
    var html = "<table><tr><th>file</th><th>pixels</th><th>scale</th><th>points</th><th>status</th></tr>"
    for image in images {
      let name = image.path.lastPathComponent
      let appearance = image.appearances.isEmpty ? "" : " (" + image.appearances.joined(separator: ", ") + ")"
      let cells = [
        name + appearance, InspectHumanReporter.pixelsText(image), InspectHumanReporter.scaleText(image),
        InspectHumanReporter.pointsText(image), InspectHumanReporter.statusText(image.info.status),
      ]
      html += "<tr" + (image.info.status.isOK ? "" : " class=\"bad\"") + ">"
      html += cells.map { "<td>\(HTML.escape($0))</td>" }.joined() + "</tr>"
    }
    return html + "</table>"
  }
}
