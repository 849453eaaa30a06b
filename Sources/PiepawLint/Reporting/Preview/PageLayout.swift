/// How a frame lays out one page: the page view's layout as the code gives it (`Page.view`), with SwiftUI's
/// defaults where it says nothing, or a plain default layout where the view was not read at all.
struct PageLayout {
  /// A plain layout's background: covers the screen, as most onboarding photos are drawn.
  static let defaultScaling = PageBackgroundStyle.Scaling.fill
  /// SwiftUI's default spacing between a stack's children, close enough for a preview.
  static let defaultSpacing = 8.0

  /// Whether the layout was read from the code.
  var isRead: Bool
  /// The elements top to bottom.
  var order: [PageElement]
  var placement: PageTextBlock.Placement
  var alignment: HorizontalAlignment
  var topInset: Double
  var bottomInset: Double
  var spacing: Double
  var title: TextLook
  var description: TextLook
  var scaling: PageBackgroundStyle.Scaling
  var backgroundIgnoresSafeArea: Bool
  /// Gradient scrims over the background, each once.
  var gradients: [[GradientStop]]

  init(view: PageView?) {
    isRead = view != nil
    let block = view?.textBlock
    order = view.map { $0.order.isEmpty ? Self.defaultOrder : $0.order } ?? Self.defaultOrder
    placement = block?.placement ?? .bottom
    alignment = block?.alignment ?? (view == nil ? .leading : .center)
    topInset = block?.topInset ?? (view == nil ? 24 : 0)
    bottomInset = block?.bottomInset ?? (view == nil ? 24 : 0)
    spacing = block?.spacing ?? (view == nil ? 16 : Self.defaultSpacing)
    title = TextLook(view?.title, default: .textStyle(.title, weight: .bold), plain: view == nil)
    description = TextLook(view?.description, default: .textStyle(.body, weight: nil), plain: view == nil)
    scaling = view?.background?.scaling ?? Self.defaultScaling
    backgroundIgnoresSafeArea = view.map { $0.background?.ignoresSafeArea ?? false } ?? true
    var gradients: [[GradientStop]] = []
    for scrim in (view?.title?.scrims ?? []) + (view?.description?.scrims ?? []) {
      if case .gradient(let stops) = scrim, !gradients.contains(stops) { gradients.append(stops) }
    }
    self.gradients = gradients
  }

  static let defaultOrder: [PageElement] = [.icon, .title, .description]
}

/// How one text is drawn.
struct TextLook {
  var font: FontSpec
  var color: TextColor?
  var alignment: HorizontalAlignment
  var leadingInset: Double
  var trailingInset: Double
  var maximumWidth: Double?
  var lineLimit: Int?
  var solidScrim: RGBA?
  var shadow: (color: RGBA, radius: Double)?

  init(_ style: PageTextStyle?, default font: FontSpec, plain: Bool) {
    self.font = style?.font ?? font
    color = style?.color
    alignment = style?.alignment ?? (plain ? .leading : .center)
    leadingInset = style?.leadingInset ?? (plain ? 24 : 16)
    trailingInset = style?.trailingInset ?? (plain ? 24 : 16)
    maximumWidth = style?.maximumWidth
    lineLimit = style?.lineLimit
    for scrim in style?.scrims ?? [] {
      switch scrim {
      case .solid(let color): solidScrim = color
      case .shadow(let color, let radius): shadow = (color, radius)
      case .gradient: break
      }
    }
  }
}
