/// How a frame lays out one page: the page view's layout as the code gives it (`Page.view`), with SwiftUI's
/// defaults where it says nothing, or a plain default layout where the view was not read at all. Where each
/// element sits comes from `ContrastTextLayout.frames`, the layout `text-contrast` measures, so the preview shows
/// the text where the rule judged it.
struct PageLayout {
  /// A plain layout's background: covers the screen, as most onboarding photos are drawn.
  static let defaultScaling = PageBackgroundStyle.Scaling.fill

  /// Whether the layout was read from the code.
  var isRead: Bool
  /// The view the frames are computed from: the page's, or the plain default one.
  var view: PageView
  var title: TextLook
  var description: TextLook
  var scaling: PageBackgroundStyle.Scaling
  var backgroundIgnoresSafeArea: Bool
  /// Gradient scrims over the background, each once.
  var gradients: [[GradientStop]]

  init(view pageView: PageView?, location: SourceLocation) {
    isRead = pageView != nil
    view = pageView ?? Self.plainView(at: location)
    let plain = pageView == nil
    title = TextLook(view.title, default: .textStyle(.title, weight: .bold), plain: plain)
    description = TextLook(view.description, default: .textStyle(.body, weight: nil), plain: plain)
    scaling = pageView?.background?.scaling ?? Self.defaultScaling
    backgroundIgnoresSafeArea = pageView.map { $0.background?.ignoresSafeArea ?? false } ?? true
    var gradients: [[GradientStop]] = []
    for scrim in (view.title?.scrims ?? []) + (view.description?.scrims ?? []) {
      if case .gradient(let stops) = scrim, !gradients.contains(stops) { gradients.append(stops) }
    }
    self.gradients = gradients
  }

  static let defaultOrder: [PageElement] = [.icon, .title, .description]

  /// The layout drawn where the view was not read: icon, title and description at the bottom, leading, 24 pt
  /// from the edges.
  static func plainView(at location: SourceLocation) -> PageView {
    var view = PageView(viewType: nil, location: location)
    var title = PageTextStyle(location: location, font: .textStyle(.title, weight: .bold))
    title.alignment = .leading
    title.leadingInset = 24
    title.trailingInset = 24
    var description = title
    description.font = .textStyle(.body, weight: nil)
    view.title = title
    view.description = description
    var block = PageTextBlock(placement: .bottom, alignment: .leading)
    block.topInset = 24
    block.bottomInset = 24
    block.spacing = 16
    view.textBlock = block
    view.order = defaultOrder
    return view
  }
}

/// How one text is drawn.
struct TextLook {
  var font: FontSpec
  var color: TextColor?
  var alignment: HorizontalAlignment
  var lineLimit: Int?
  var solidScrim: RGBA?
  var material: PageMaterial?
  /// `.background(theme.card)`: something not read is behind the text.
  var unreadBackdrop = false
  var shadow: (color: RGBA, radius: Double)?

  init(_ style: PageTextStyle?, default font: FontSpec, plain: Bool) {
    self.font = style?.font ?? font
    color = style?.color
    alignment = style?.alignment ?? (plain ? .leading : .center)
    lineLimit = style?.lineLimit
    for scrim in style?.scrims ?? [] {
      switch scrim {
      case .solid(let color): solidScrim = color
      case .shadow(let color, let radius): shadow = (color, radius)
      case .material(let material): self.material = material
      case .unread: unreadBackdrop = true
      case .gradient: break
      }
    }
  }
}
