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
  var images: PageImageChoice
  var title: ShownText?
  var description: ShownText?
  var capsules: CapsuleMarks?
  var screen: DeviceScreen
  var appearance: PreviewAppearance
  var assets: AssetIndex
  var sheet: ThumbnailSheet

  func html() -> String {
    var html = "<div class=\"phone\"><div class=\"screen \(appearance.rawValue)\" style=\"width:"
    html += CSS.pixels(screen.width) + ";height:" + CSS.pixels(screen.height) + "\">"
    html += background()
    for stops in layout.gradients { html += gradient(stops) }
    if let capsules, !layout.order.contains(.indicator) {
      html += capsules.html(overlayTop: screen.safeAreaTop + 40, screenWidth: screen.width)
    }
    html += block()
    if !layout.isRead { html += "<span class=\"unread\">layout not read from code</span>" }
    return html + "</div></div>"
  }

  // MARK: Background

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
    switch layout.scaling {
    case .stretch: "100% 100%"
    case .fill: "cover"
    case .fit: "contain"
    case .natural: CSS.pixels(picture.points.width) + " " + CSS.pixels(picture.points.height)
    }
  }

  private func gradient(_ stops: [GradientStop]) -> String {
    let parts = stops.prefix(32).map { CSS.color($0.color) + " " + CSS.number(min(max($0.location, 0), 1) * 100) + "%" }
    guard parts.count >= 2 else { return "" }
    return "<div class=\"scrim\" style=\"background:linear-gradient(to bottom,\(parts.joined(separator: ",")))\"></div>"
  }

  private func placeholder(_ kind: String, _ text: String, style: String = "") -> String {
    "<div class=\"\(kind) missing\" style=\"\(style)\"><span>\(HTML.escape(text))</span></div>"
  }

  // MARK: The stack of icon and texts

  private func block() -> String {
    let justify =
      switch layout.placement {
      case .bottom: "flex-end"
      case .top: "flex-start"
      case .center: "center"
      }
    let horizontal = (layout.title.leadingInset, layout.title.trailingInset)
    var style = "justify-content:\(justify);align-items:\(Self.flexAlignment(layout.alignment));"
    style += "gap:\(CSS.pixels(layout.spacing));padding:\(CSS.pixels(screen.safeAreaTop + layout.topInset)) "
    style += "\(CSS.pixels(horizontal.1)) \(CSS.pixels(screen.safeAreaBottom + layout.bottomInset)) "
    style += CSS.pixels(horizontal.0)
    var html = "<div class=\"block\" style=\"\(style)\">"
    for element in layout.order {
      switch element {
      case .icon: html += icon()
      case .title: html += text(title, look: layout.title, className: "title", blockInsets: horizontal)
      case .description:
        html += text(description, look: layout.description, className: "desc", blockInsets: horizontal)
      case .indicator: html += capsules?.html(overlayTop: nil, screenWidth: screen.width) ?? ""
      case .buttons: html += "<div class=\"buttons\"><span></span><span></span></div>"
      }
    }
    return html + "</div>"
  }

  private func icon() -> String {
    guard let image = images.icon else { return "" }
    switch image {
    case .picture(let picture):
      let size = "width:\(CSS.pixels(picture.points.width));height:\(CSS.pixels(picture.points.height))"
      guard let className = sheet.className(for: picture.path) else {
        return placeholder("icon", "`\(picture.asset.name)`", style: size)
      }
      return "<div class=\"icon \(className)\" style=\"\(size)\"></div>"
    case .missing(let missing): return placeholder("icon", "icon: " + missing.text)
    case .symbol(let name): return "<div class=\"icon symbol\"><span>\(HTML.escape(name))</span></div>"
    }
  }

  private func text(
    _ shown: ShownText?, look: TextLook, className: String, blockInsets: (Double, Double)
  ) -> String {
    guard let shown else { return "" }
    var style = "font-size:\(CSS.pixels(look.font.previewSize));font-weight:\(look.font.previewWeight);"
    // The one text from the repository in a style: a CSS string of escapes, then escaped for the attribute.
    if let name = look.font.customName { style += "font-family:\(CSS.string(name)),var(--system);" }
    style += "color:\(CSS.color(look.color?.rgba(in: appearance, assets: assets) ?? appearance.primary));"
    style += "text-align:\(Self.textAlignment(look.alignment));"
    if look.leadingInset > blockInsets.0 { style += "margin-left:\(CSS.pixels(look.leadingInset - blockInsets.0));" }
    if look.trailingInset > blockInsets.1 {
      style += "margin-right:\(CSS.pixels(look.trailingInset - blockInsets.1));"
    }
    if let width = look.maximumWidth { style += "max-width:\(CSS.pixels(width));" }
    if let lines = look.lineLimit, lines > 0 { style += "-webkit-line-clamp:\(min(lines, 1000));" }
    if let scrim = look.solidScrim { style += "background:\(CSS.color(scrim));" }
    if let shadow = look.shadow { style += "text-shadow:0 0 \(CSS.pixels(shadow.radius)) \(CSS.color(shadow.color));" }
    let clamp = look.lineLimit.map { $0 > 0 ? " clamp" : "" } ?? ""
    switch shown {
    case .text(let text):
      return "<p class=\"\(className)\(clamp)\" style=\"\(HTML.escape(style))\">\(HTML.escape(text))</p>"
    case .unresolved(let reason):
      return "<p class=\"\(className) unresolved\" style=\"\(HTML.escape(style))\">‹\(HTML.escape(reason))›</p>"
    }
  }

  private static func flexAlignment(_ alignment: HorizontalAlignment) -> String {
    switch alignment {
    case .leading: "flex-start"
    case .center: "center"
    case .trailing: "flex-end"
    }
  }

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
