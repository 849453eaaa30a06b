/// One project as the preview draws it: its flows in every variant (appearance × language), its gallery and the
/// findings that are about neither a page, a flow nor an image set.
struct ProjectScene {
  /// One way to look at the flows: an appearance and a language.
  struct Variant {
    var appearance: PreviewAppearance
    var locale: String?

    var label: String { appearance.label + (locale.map { " · " + $0 } ?? "") }
  }

  let preview: PreviewInput.ProjectPreview
  /// The document-wide id prefix (`p0`).
  let id: String
  let flows: [Flow]
  let screen: DeviceScreen
  let picker: PicturePicker
  let texts: PageTexts
  let variants: [Variant]
  let usedSets: [Asset]
  let placement: FindingPlacement
  let paths: PreviewPaths
  /// Shapes the pages' texts as `text-contrast` does, so both place them alike.
  let measure: ContrastTextLayout.LineMeasure

  init(_ preview: PreviewInput.ProjectPreview, id: String) {
    self.preview = preview
    self.id = id
    let project = preview.project
    flows = project.flows
    screen = DeviceScreen.drawn(for: project)
    picker = PicturePicker(project: project)
    let texts = PageTexts(project)
    self.texts = texts
    let appearances: [PreviewAppearance] = project.hasDarkVariants ? [.light, .dark] : [.light]
    variants = appearances.flatMap { appearance in texts.locales.map { Variant(appearance: appearance, locale: $0) } }
    usedSets = PreviewGallery.usedSets(project, picker: picker)
    placement = FindingPlacement(
      diagnostics: preview.diagnostics, flows: flows, translations: texts.translations,
      setDirectories: usedSets.map(\.directory))
    paths = PreviewPaths(lintRoot: preview.lintRoot)
    measure = TextContrastRule.lineMeasure(project)
  }

  var name: String {
    let shown = paths.shown(preview.project.root)
    return shown == "." ? preview.project.root.lastPathComponent : shown
  }

  // MARK: Thumbnails

  /// Asks for every file a frame or a gallery card of this project draws, at the size it is drawn.
  func requestThumbnails(into sheet: inout ThumbnailSheet) {
    let limits = preview.imageLimits
    let density = PreviewDocument.pixelDensity
    var pictures: [SetPicture] = []
    for flow in flows {
      for page in flow.pages {
        for appearance in Set(variants.map(\.appearance)) {
          pictures += PageImageChoice(page: page, appearance: appearance, screen: screen, picker: picker).pictures
        }
      }
    }
    for asset in usedSets {
      pictures += PreviewGallery.pictures(of: asset, picker: picker).map { $0.1 }
    }
    for picture in pictures {
      let drawn = picture.drawn
      sheet.request(
        picture.path, width: min(drawn.width * density, Double(picture.pixels.width)),
        height: min(drawn.height * density, Double(picture.pixels.height)), limits: limits)
    }
  }

  // MARK: HTML

  func navigation() -> String {
    var html = "<li><a href=\"#\(id)\">\(HTML.escape(name))</a>"
    if !flows.isEmpty {
      html += "<ul>"
      for (index, flow) in flows.enumerated() {
        html += "<li><a href=\"#\(id)-f\(index)\">\(HTML.escape(flow.name))</a></li>"
      }
      html += "</ul>"
    }
    return html + "</li>"
  }

  func html(sheet: ThumbnailSheet) -> String {
    var html = "<section class=\"project\" id=\"\(id)\"><h2>\(HTML.escape(name))</h2><p class=\"meta\">"
    html += HTML.escape("\(screen.name), \(CSS.number(screen.width))×\(CSS.number(screen.height)) pt")
    html += " · " + variants.map { HTML.escape($0.label) }.joined(separator: ", ") + "</p>"
    if flows.isEmpty { html += "<p class=\"none\">No onboarding flow was recognised in this project.</p>" }
    for index in flows.indices { html += flowHTML(index, sheet: sheet) }
    let gallery = PreviewGallery(
      project: preview.project, picker: picker, sheet: sheet, placement: placement, paths: paths)
    html += gallery.html(usedSets, id: "\(id)-gallery")
    if !placement.others.isEmpty {
      html += "<section class=\"others\"><h3>Other findings</h3>"
      html += FindingList.html(placement.others, paths: paths) + "</section>"
    }
    return html + "</section>\n"
  }

  private func flowHTML(_ index: Int, sheet: ThumbnailSheet) -> String {
    let flow = flows[index]
    var html = "<section class=\"flow\" id=\"\(id)-f\(index)\"><h3>\(HTML.escape(flow.name))</h3>"
    html += "<p class=\"meta\">\(flow.kind.rawValue) · \(HTML.escape(paths.shown(flow.location))) · "
    html += "\(Plural.count(flow.pages.count, "page"))</p>"
    html += FindingList.html(placement.findings(flow: index), paths: paths)
    for (variantIndex, variant) in variants.enumerated() {
      html += "<details class=\"variant\" name=\"\(id)-f\(index)\"\(variantIndex == 0 ? " open" : "")>"
      html += "<summary>\(HTML.escape(variant.label))</summary><div class=\"pages\">"
      for pageIndex in flow.pages.indices { html += pageHTML(flow: index, page: pageIndex, variant, sheet: sheet) }
      html += "</div></details>"
    }
    return html + "</section>\n"
  }

  private func pageHTML(flow flowIndex: Int, page pageIndex: Int, _ variant: Variant, sheet: ThumbnailSheet) -> String {
    let flow = flows[flowIndex]
    let page = flow.pages[pageIndex]
    let frame = PhoneFrame(
      layout: PageLayout(view: page.view, location: page.location), page: page,
      images: PageImageChoice(page: page, appearance: variant.appearance, screen: screen, picker: picker),
      title: texts.text(flow: flowIndex, page: pageIndex, of: page, .title, locale: variant.locale),
      description: texts.text(flow: flowIndex, page: pageIndex, of: page, .description, locale: variant.locale),
      capsules: CapsuleMarks(flow: flow, page: pageIndex), screen: screen, appearance: variant.appearance,
      assets: picker.assets, sheet: sheet, measure: measure,
      iconPoints: ContrastTextLayout.iconPoints(of: page, project: preview.project, index: picker.assets))
    var html = "<figure class=\"page\">" + frame.html() + "<figcaption><b>Page \(pageIndex + 1)</b>"
    if let tag = page.tag?.literal { html += " · tag \(tag)" }
    html += " · <span class=\"loc\">\(HTML.escape(paths.shown(page.location)))</span>"
    html += FindingList.html(placement.findings(flow: flowIndex, page: pageIndex), paths: paths)
    return html + "</figcaption></figure>"
  }
}
