/// A text a frame shows: the text itself, or why it is not known.
enum ShownText {
  case text(String)
  /// Not a literal (`unresolved-value`): the reason.
  case unresolved(String)
}

/// One page drawn as the screen of the narrowest supported iPhone, points as CSS pixels: the background scaled
/// as the page view scales it, the icon, title and description in the view's order, alignment, fonts and
/// colours, and the flow's progress capsules with the page's own lit.
struct PhoneFrame {
  var layout: PageLayout
  var page: Page
  var images: PageImageChoice
  var title: ShownText?
  var description: ShownText?
  var capsules: CapsuleMarks?
  var screen: DeviceScreen
  var appearance: PreviewAppearance
  var assets: AssetIndex
  var sheet: ThumbnailSheet
  /// Shapes the texts' lines as `text-contrast` does; nil estimates them.
  var measure: ContrastTextLayout.LineMeasure? = nil
  /// The icon set's size in points (`ContrastTextLayout.iconPoints`).
  var iconPoints: (width: Double, height: Double)? = nil

  func html() -> String {
    var html = "<div class=\"phone\"><div class=\"screen \(appearance.rawValue)\" style=\"width:"
    html += CSS.pixels(screen.width) + ";height:" + CSS.pixels(screen.height) + fill() + "\">"
    html += background()
    for stops in layout.gradients { html += gradient(stops) }
    if let capsules, !layout.view.order.contains(.indicator) {
      html += capsules.html(overlayTop: screen.safeAreaTop + 40, screenWidth: screen.width)
    }
    html += elements()
    if !layout.isRead { html += "<span class=\"unread\">layout not read from code</span>" }
    return html + "</div></div>"
  }

  // MARK: Fill and background

  /// `;background:…` for the page's fill (the asset colour's dark value in dark appearance); nothing where the
  /// code gives none, so the screen shows the system background (white, or black in dark appearance).
  private func fill() -> String {
    switch layout.view.fill {
    case nil: return ""
    case .color(let color):
      guard let rgba = color.rgba(in: appearance, assets: assets) else { return "" }
      return ";background:" + CSS.color(rgba)
    case .gradient(let stops):
      return ";background:" + (Self.linearGradient(stops) ?? "")
    }
  }

  private func background() -> String {
    guard let image = images.background else { return "" }
    let inset =
      layout.backgroundIgnoresSafeArea
      ? "" : "top:\(CSS.pixels(screen.safeAreaTop));bottom:\(CSS.pixels(screen.safeAreaBottom));"
    switch image {
    case .picture(let picture):
      guard let className = sheet.className(for: picture.path) else {
        return placeholder("bg", "`\(picture.asset.name)` (no thumbnail)", style: inset)
      }
      return "<div class=\"bg \(className)\" style=\"\(inset)background-size:\(backgroundSize(picture))\"></div>"
    case .missing(let missing): return placeholder("bg", "background: " + missing.text, style: inset)
    case .symbol(let name): return placeholder("bg", "SF Symbol " + name, style: inset)
    }
  }

  /// `.resizable()` stretches (`object-fit: fill`), `.scaledToFill()` covers, `.scaledToFit()` fits, and an
  /// image that is not resizable is drawn at its size in points, centred.
  private func backgroundSize(_ picture: SetPicture) -> String {
    Self.size(layout.scaling, points: picture.points)
  }

  private static func size(_ scaling: PageBackgroundStyle.Scaling, points: PointSize) -> String {
    switch scaling {
    case .stretch: "100% 100%"
    case .fill: "cover"
    case .fit: "contain"
    case .natural: CSS.pixels(points.width) + " " + CSS.pixels(points.height)
    }
  }

  private func gradient(_ stops: [GradientStop]) -> String {
    guard let css = Self.linearGradient(stops) else { return "" }
    return "<div class=\"scrim\" style=\"background:\(css)\"></div>"
  }

  /// `linear-gradient(to bottom, …)` of at most 32 stops; nil for fewer than two.
  private static func linearGradient(_ stops: [GradientStop]) -> String? {
    let parts = stops.prefix(32).map { CSS.color($0.color) + " " + CSS.number(min(max($0.location, 0), 1) * 100) + "%" }
    guard parts.count >= 2 else { return nil }
    return "linear-gradient(to bottom,\(parts.joined(separator: ",")))"
  }

  private func placeholder(_ kind: String, _ text: String, style: String = "") -> String {
    "<div class=\"\(kind) missing\" style=\"\(style)\"><span>\(HTML.escape(text))</span></div>"
  }

  // MARK: The icon, texts, capsules and buttons

  /// Each element at the frame `ContrastTextLayout` gives it.
  private func elements() -> String {
    var texts: [PageTextField: String] = [:]
    for (field, shown) in [(PageTextField.title, title), (.description, description)] {
      switch shown {
      case .text(let text)?: texts[field] = text
      case .unresolved(let reason)?: texts[field] = "‹" + reason + "›"
      case nil: break
      }
    }
    var html = ""
    let frames = ContrastTextLayout.frames(
      of: page, view: layout.view, on: screen, texts: texts, measure: measure, iconPoints: iconPoints)
    var describedWithTitle = false
    for (position, frame) in frames.enumerated() {
      let box = Self.box(frame.rect)
      switch frame.element {
      case .icon: html += icon(frame.rect)
      case .title where title != nil:
        let next = frames.indices.contains(position + 1) ? frames[position + 1] : nil
        if let next, next.element == .description, description != nil {
          html += textBlock(title: frame.rect, description: next.rect)
          describedWithTitle = true
        } else {
          html += text(title, look: layout.title, className: "title", box: box)
        }
      case .description where description != nil && !describedWithTitle:
        html += text(description, look: layout.description, className: "desc", box: box)
      case .indicator:
        html +=
          "<div class=\"el\" style=\"\(box)\">" + (capsules?.html(overlayTop: nil, screenWidth: screen.width) ?? "")
          + "</div>"
      case .buttons: html += buttons(box)
      case .title, .description: break
      }
    }
    return html
  }

  /// The title and the description below it in one box at the title's frame, the description flowing after the
  /// title: the browser's own line breaks (its fonts are not the ones measured) push the description down rather
  /// than draw the two over each other.
  private func textBlock(title titleRect: ScreenRect, description descriptionRect: ScreenRect) -> String {
    let left = min(titleRect.x, descriptionRect.x)
    let right = max(titleRect.maxX, descriptionRect.maxX)
    let outer = ScreenRect(x: left, y: titleRect.y, width: right - left, height: 0)
    func inner(_ rect: ScreenRect, top: Double) -> String {
      "position:static;margin-left:\(CSS.pixels(rect.x - left));margin-top:\(CSS.pixels(top));"
        + "width:\(CSS.pixels(max(rect.width, 1)));"
    }
    let gap = max(0, descriptionRect.y - titleRect.maxY)
    // A block pushed to the bottom keeps its bottom edge, so lines the browser adds grow up, not into the buttons.
    let place =
      layout.view.textBlock?.placement == .bottom
      ? "left:\(CSS.pixels(left));bottom:\(CSS.pixels(screen.height - descriptionRect.maxY));"
        + "width:\(CSS.pixels(max(right - left, 1)));"
      : Self.box(outer)
    return "<div class=\"el\" style=\"\(place)\">"
      + text(title, look: layout.title, className: "title", box: inner(titleRect, top: 0))
      + text(description, look: layout.description, className: "desc", box: inner(descriptionRect, top: gap))
      + "</div>"
  }

  /// `left`, `top` and `width` of an element's frame (its height follows its content).
  private static func box(_ rect: ScreenRect) -> String {
    "left:\(CSS.pixels(rect.x));top:\(CSS.pixels(rect.y));width:\(CSS.pixels(max(rect.width, 1)));"
  }

  /// The icon at its frame, scaled in it as the code scales it (an image that is not resizable is fitted to the
  /// frame, which is its size capped to the column).
  private func icon(_ rect: ScreenRect) -> String {
    guard let image = images.icon else { return "" }
    let scaling = layout.view.icon?.scaling ?? .fit
    let box = Self.box(rect) + "height:\(CSS.pixels(rect.height));"
    switch image {
    case .picture(let picture):
      let size =
        box + "background-size:"
        + Self.size(
          scaling == .natural ? .fit : scaling, points: picture.points)
      guard let className = sheet.className(for: picture.path) else {
        return placeholder("icon el", "`\(picture.asset.name)`", style: size)
      }
      return "<div class=\"icon el \(className)\" style=\"\(size)\"></div>"
    case .missing(let missing): return placeholder("icon el", "icon: " + missing.text, style: box)
    case .symbol(let name):
      return "<div class=\"icon el symbol\" style=\"\(box)\"><span>\(HTML.escape(name))</span></div>"
    }
  }

  /// The row of buttons: a pill per literal label the code gives, else two blank pills.
  private func buttons(_ box: String) -> String {
    let labels = layout.view.buttonLabels.prefix(4)
    var html = "<div class=\"buttons el\" style=\"\(box)\">"
    if labels.isEmpty { return html + "<span></span><span></span></div>" }
    for label in labels { html += "<span class=\"label\">\(HTML.escape(label))</span>" }
    return html + "</div>"
  }

  private func text(_ shown: ShownText?, look: TextLook, className: String, box: String) -> String {
    guard let shown else { return "" }
    var style = box + "font-size:\(CSS.pixels(look.font.sizeAtLarge));font-weight:\(look.font.previewWeight);"
    // The one text from the repository in a style: a CSS string of escapes, then escaped for the attribute.
    if let name = look.font.customName { style += "font-family:\(CSS.string(name)),var(--system);" }
    style += "color:\(CSS.color(look.color?.rgba(in: appearance, assets: assets) ?? appearance.primary));"
    style += "text-align:\(Self.textAlignment(look.alignment));"
    if let lines = look.lineLimit, lines > 0 { style += "-webkit-line-clamp:\(min(lines, 1000));" }
    if let scrim = look.solidScrim { style += "background:\(CSS.color(scrim));" }
    if let material = look.material { style += Self.material(material, appearance) }
    // What is behind the text is not known: a neutral hatch, so white or black text still shows, marked.
    if look.unreadBackdrop, look.solidScrim == nil, look.material == nil { style += Self.unreadBackdrop }
    if let shadow = look.shadow { style += "text-shadow:0 0 \(CSS.pixels(shadow.radius)) \(CSS.color(shadow.color));" }
    let clamp = look.lineLimit.map { $0 > 0 ? " clamp" : "" } ?? ""
    switch shown {
    case .text(let text):
      return "<p class=\"\(className) el\(clamp)\" style=\"\(HTML.escape(style))\">\(HTML.escape(text))</p>"
    case .unresolved(let reason):
      return "<p class=\"\(className) el unresolved\" style=\"\(HTML.escape(style))\">‹\(HTML.escape(reason))›</p>"
    }
  }

  /// A material as CSS draws one: a blur of what is behind and a tint of the appearance, thinner materials
  /// blurring less and letting more through. The values are a likeness for the eye, not the system's own.
  static func material(_ material: PageMaterial, _ appearance: PreviewAppearance) -> String {
    let (blur, alpha): (Double, Double) =
      switch material {
      case .ultraThin: (8, 0.3)
      case .thin: (12, 0.45)
      case .regular, .bar: (16, 0.6)
      case .thick: (20, 0.75)
      case .ultraThick: (24, 0.85)
      }
    let tint =
      appearance == .light
      ? RGBA(red: 1, green: 1, blue: 1, alpha: alpha) : RGBA(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha)
    return "backdrop-filter:blur(\(CSS.pixels(blur)));-webkit-backdrop-filter:blur(\(CSS.pixels(blur)));"
      + "background:\(CSS.color(tint));"
  }

  /// A mid-grey hatch with a dashed outline: a background under the text that the code draws but the reader does
  /// not follow (`.background(theme.card)`).
  static let unreadBackdrop =
    "background:repeating-linear-gradient(45deg,rgba(120,120,128,.55),rgba(120,120,128,.55) 6px,"
    + "rgba(120,120,128,.35) 6px,rgba(120,120,128,.35) 12px);outline:1px dashed rgba(120,120,128,.9);"

  private static func textAlignment(_ alignment: HorizontalAlignment) -> String {
    switch alignment {
    case .leading: "left"
    case .center: "center"
    case .trailing: "right"
    }
  }
}

/// A flow's progress marks on one page: how many, which is lit, and their shape.
struct CapsuleMarks {
  /// At most this many marks are drawn; a larger count is written as a number after them.
  static let drawnLimit = 40

  var count: Int
  var current: Int
  var kind: CapsuleCount.Kind

  /// The marks of `flow` on its page `index`: from its first indicator (a literal count, or one that follows the
  /// data), else a JSON flow's `progressCapsules`; nil when the flow has none.
  init?(flow: Flow, page index: Int) {
    if let indicator = flow.indicators.first {
      guard let count = indicator.count.literal ?? (indicator.derivedFrom != nil ? flow.pages.count : nil) else {
        return nil
      }
      self.count = count
      kind = indicator.kind
    } else if let declared = flow.declaredCapsuleCount?.literal {
      count = declared
      kind = .capsules
    } else {
      return nil
    }
    guard count > 0 else { return nil }
    current = index
  }

  /// The marks as a row; `overlayTop` places them over the page at that height (the article's
  /// `.overlay(alignment: .top)`), nil in the stack's flow.
  func html(overlayTop: Double?, screenWidth: Double) -> String {
    let drawn = min(count, Self.drawnLimit)
    let shape =
      switch kind {
      case .circles, .symbols, .pageControl: "dots"
      case .rectangles: "bars"
      case .capsules, .custom: "capsules"
      }
    let width = shape == "dots" ? 8 : max(4, min(50, (screenWidth - 32 - 8 * Double(drawn - 1)) / Double(drawn)))
    var html = "<div class=\"marks \(shape)\(overlayTop == nil ? "" : " overlay")\" style=\""
    if let overlayTop { html += "top:\(CSS.pixels(overlayTop));" }
    html += "--mark:\(CSS.pixels(width))\">"
    for index in 0..<drawn { html += index == current ? "<i class=\"on\"></i>" : "<i></i>" }
    if count > drawn { html += "<b>+\(count - drawn)</b>" }
    return html + "</div>"
  }
}
