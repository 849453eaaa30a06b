/// A rectangle on the screen, in points from its top-left corner.
struct ScreenRect: Hashable, Sendable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  var maxX: Double { x + width }
  var maxY: Double { y + height }
}

/// How big a text style's lines are, and whether WCAG counts it as large text.
struct TextMetrics: Hashable, Sendable {
  var pointSize: Double
  var lineHeight: Double
  var isBold: Bool

  /// WCAG 2.x large text: at least 24 pt, or 18.66 pt bold (18 pt and 14 pt in print points).
  var isLarge: Bool { pointSize >= 24 || (pointSize >= 18.66 && isBold) }
}

/// Where a page's title and description lines sit on the screen, from `PageView`: line widths shaped with the
/// page's font (`LineMeasure`, the measuring title-fit does), line heights from Dynamic Type, and the heights of the
/// icon, capsules and buttons estimated.
enum ContrastTextLayout {
  /// The size, line height and boldness of `font`.
  static func metrics(_ font: FontSpec) -> TextMetrics {
    switch font {
    case .textStyle(let style, let weight):
      return TextMetrics(
        pointSize: DynamicType.size(of: style, at: .large), lineHeight: DynamicType.lineHeight(of: style),
        isBold: isBold(weight ?? DynamicType.defaultWeight(of: style)))
    case .system(let size, let weight):
      return TextMetrics(pointSize: size, lineHeight: (size * 1.2).rounded(), isBold: isBold(weight ?? .regular))
    case .custom(let name, let size, _, _):
      let lowered = name.lowercased()
      let bold = ["bold", "black", "heavy"].contains { lowered.contains($0) }
      return TextMetrics(pointSize: size, lineHeight: (size * 1.2).rounded(), isBold: bold)
    }
  }

  private static func isBold(_ weight: FontWeight) -> Bool { [.bold, .heavy, .black].contains(weight) }

  /// The width of each line `text` breaks into at `metrics` in a frame `width` points wide, ESTIMATED from an
  /// average glyph width of 0.5 em (0.55 em bold), breaking at spaces: only where the font cannot be measured (a
  /// custom font the project lacks); otherwise `LineMeasure` shapes it.
  static func estimatedLineWidths(_ text: String, metrics: TextMetrics, width: Double, lineLimit: Int?) -> [Double] {
    let glyph = metrics.pointSize * (metrics.isBold ? 0.55 : 0.5)
    var lines: [Double] = []
    var current = 0.0
    for word in text.split(whereSeparator: \.isWhitespace) {
      let wordWidth = Double(word.count) * glyph
      let joined = current == 0 ? wordWidth : current + glyph + wordWidth
      if joined <= width || current == 0 {
        current = min(joined, width)
      } else {
        lines.append(current)
        current = min(wordWidth, width)
      }
    }
    if current > 0 || lines.isEmpty { lines.append(max(current, glyph)) }
    if let lineLimit, lineLimit > 0, lines.count > lineLimit { lines = Array(lines.prefix(lineLimit)) }
    return lines
  }

  /// Estimated heights of the page's other elements, for stacking the texts: a 64 pt icon, the capsule row and a
  /// row of buttons.
  static func estimatedHeight(of element: PageElement) -> Double {
    switch element {
    case .icon: 64
    case .indicator: 8
    case .buttons: 44
    case .title, .description: 0
    }
  }

  /// SwiftUI's spacing between the views of a `VStack` when the code gives none (about 8 pt between texts).
  static let defaultSpacing = 8.0

  /// The widths of the lines a text breaks into in a frame, measured with its font; nil where it cannot be.
  typealias LineMeasure = @Sendable (_ text: String, _ style: PageTextStyle, _ frameWidth: Double) -> [Double]?

  /// Where one element of a page sits on the screen: its frame, and for a text each of its lines.
  struct ElementFrame: Hashable, Sendable {
    var element: PageElement
    var rect: ScreenRect
    var lines: [ScreenRect] = []
  }

  /// The rectangles of the lines of the title and of the description on `screen`, keyed by element. `texts` are
  /// the texts shown (the development language's, not a key); `measure` shapes them.
  static func lines(
    of page: Page, view: PageView, on screen: DeviceScreen, texts: [PageTextField: String] = [:],
    measure: LineMeasure? = nil, iconPoints: (width: Double, height: Double)? = nil
  ) -> [PageElement: [ScreenRect]] {
    var result: [PageElement: [ScreenRect]] = [:]
    for frame in frames(of: page, view: view, on: screen, texts: texts, measure: measure, iconPoints: iconPoints)
    where !frame.lines.isEmpty {
      result[frame.element] = frame.lines
    }
    return result
  }

  /// The frame of every element of the page, in the view's order, stacked in the text block: the one layout
  /// `text-contrast` measures and the preview draws. The block is a column as wide as its `.frame(maxWidth:)`
  /// (else the screen), centred and moved by its `.offset`, placed at the top, centre or bottom of the safe area.
  static func frames(
    of page: Page, view: PageView, on screen: DeviceScreen, texts: [PageTextField: String] = [:],
    measure: LineMeasure? = nil, iconPoints: (width: Double, height: Double)? = nil
  ) -> [ElementFrame] {
    let order = view.order.isEmpty ? [.icon, .title, .description] : view.order
    let block = view.textBlock ?? PageTextBlock(placement: .bottom, alignment: .center)
    let spacing = block.spacing ?? defaultSpacing
    let columnWidth = min(block.maximumWidth ?? screen.width, screen.width)
    let columnX = (screen.width - columnWidth) / 2 + block.offsetX
    // Each element's frame from y = 0 of its own.
    var stacked: [ElementFrame] = []
    for element in order {
      if let (style, text) = textOf(element, page: page, view: view, texts: texts) {
        let lines = lineRects(text, style: style, screen: screen, columnWidth: columnWidth, measure: measure)
          .map { ScreenRect(x: $0.x + columnX, y: $0.y, width: $0.width, height: $0.height) }
        let frame = textFrame(style, columnWidth: columnWidth)
        let rect = ScreenRect(x: frame.x + columnX, y: 0, width: frame.width, height: lines.last?.maxY ?? 0)
        stacked.append(ElementFrame(element: element, rect: rect, lines: lines))
        continue
      }
      let size =
        element == .icon
        ? iconSize(view.icon, points: iconPoints, columnWidth: columnWidth, screen: screen)
        : (width: element == .buttons ? columnWidth - 32 : columnWidth, height: estimatedHeight(of: element))
      let x: Double =
        switch block.alignment {
        case .leading: columnX + (element == .buttons ? 16 : 0)
        case .center: columnX + (columnWidth - size.width) / 2
        case .trailing: columnX + columnWidth - size.width - (element == .buttons ? 16 : 0)
        }
      stacked.append(
        ElementFrame(element: element, rect: ScreenRect(x: x, y: 0, width: size.width, height: size.height)))
    }
    let total = stacked.map(\.rect.height).reduce(0, +) + spacing * Double(max(stacked.count - 1, 0))
    let safeTop = screen.safeAreaTop + block.topInset
    let safeBottom = screen.height - screen.safeAreaBottom - block.bottomInset
    let top: Double =
      switch block.placement {
      case .top: safeTop
      case .bottom: safeBottom - total
      case .center: (safeTop + safeBottom - total) / 2
      }
    var y = top + block.offsetY
    return stacked.map { item in
      var placed = item
      placed.rect.y += y
      placed.lines = item.lines.map { ScreenRect(x: $0.x, y: $0.y + y, width: $0.width, height: $0.height) }
      y += item.rect.height + spacing
      return placed
    }
  }

  /// The icon's size: its literal `.frame(width:height:)`; else a resizable image fitted to the column (at most
  /// 40% of the screen's height), an image that is not resizable at its size in points (at most the column), and
  /// a 64 pt square where the image's size is not known.
  static func iconSize(
    _ icon: PageIconStyle?, points: (width: Double, height: Double)?, columnWidth: Double, screen: DeviceScreen
  ) -> (width: Double, height: Double) {
    let fallback = estimatedHeight(of: .icon)
    let aspect = points.map { $0.height > 0 && $0.width > 0 ? $0.width / $0.height : 1 } ?? 1
    switch (icon?.width, icon?.height) {
    case (let width?, let height?): return (width, height)
    case (let width?, nil): return (width, icon?.scaling == .natural ? points?.height ?? width : width / aspect)
    case (nil, let height?):
      return (min(icon?.scaling == .natural ? points?.width ?? height : height * aspect, columnWidth), height)
    case (nil, nil): break
    }
    guard let points else { return (fallback, fallback) }
    if icon?.scaling == .natural || icon == nil {
      let scale = min(1, columnWidth / max(points.width, 1), screen.height * 0.4 / max(points.height, 1))
      return (points.width * scale, points.height * scale)
    }
    let height = min(columnWidth / aspect, screen.height * 0.4)
    return (height * aspect, height)
  }

  private static func textOf(
    _ element: PageElement, page: Page, view: PageView, texts: [PageTextField: String]
  ) -> (PageTextStyle, String)? {
    switch element {
    case .title:
      guard let style = view.title else { return nil }
      return (style, texts[.title] ?? page.title?.literal ?? "Title")
    case .description:
      guard let style = view.description else { return nil }
      return (style, texts[.description] ?? page.description?.literal ?? "Description")
    default: return nil
    }
  }

  /// The frame a text wraps in, across a column from x = 0: the column less the text's insets, at most its
  /// `.frame(maxWidth:)`, centred in what is left.
  static func textFrame(_ style: PageTextStyle, columnWidth: Double) -> (x: Double, width: Double) {
    let available = max(columnWidth - style.leadingInset - style.trailingInset, 1)
    let width = min(available, style.maximumWidth ?? available)
    return (style.leadingInset + (available - width) / 2, width)
  }

  /// The lines of one text, from y = 0, placed horizontally in its frame by its alignment.
  static func lineRects(
    _ text: String, style: PageTextStyle, screen: DeviceScreen, columnWidth: Double? = nil,
    measure: LineMeasure? = nil
  ) -> [ScreenRect] {
    let metrics = metrics(style.font)
    let (frameX, frameWidth) = textFrame(style, columnWidth: columnWidth ?? screen.width)
    var widths =
      measure?(text, style, frameWidth)
      ?? estimatedLineWidths(text, metrics: metrics, width: frameWidth, lineLimit: nil)
    if let limit = style.lineLimit, limit > 0, widths.count > limit { widths = Array(widths.prefix(limit)) }
    return widths.enumerated().map { index, width in
      let x: Double =
        switch style.alignment {
        case .leading: frameX
        case .center: frameX + (frameWidth - width) / 2
        case .trailing: frameX + frameWidth - width
        }
      return ScreenRect(x: x, y: Double(index) * metrics.lineHeight, width: width, height: metrics.lineHeight)
    }
  }
}

extension ContrastTextLayout {
  /// The size in points of the page's icon image set (its largest file that was measured, vectors included);
  /// nil where the field is no literal or no file was measured. The preview and `text-contrast` both size the
  /// icon from it, so they stack the texts under it alike.
  static func iconPoints(of page: Page, project: Project, index: AssetIndex) -> (width: Double, height: Double)? {
    guard let name = iconField(of: page)?.literal, case .found(let asset) = index.resolve(name, kind: .image),
      let largest = project.measuredImages(of: asset).largest
    else { return nil }
    return (largest.points.width, largest.points.height)
  }
}

extension ContrastTextLayout {
  /// The image field the page's icon shows: its icon, else — where the view draws an icon image in its stack
  /// (`Image(card.imageName)`) — its first illustration (`imageName:`, `image:`), which is what that image shows.
  static func iconField(of page: Page) -> Field<AssetNameForm>? {
    page.icon ?? (page.view?.icon != nil ? page.illustrations.first : nil)
  }
}

extension DeviceScreen {
  /// A stand-in for a Mac app's window: 800×600 pt, a size macOS apps commonly open their first window at. A Mac
  /// window has no fixed size (the user resizes it), so the preview says that this screen is a stand-in.
  static let macWindowStandIn = DeviceScreen(
    name: "Mac window (stand-in: a window has no fixed size)", width: 800, height: 600, safeAreaTop: 0,
    safeAreaBottom: 0)

  /// The screen a project's pages are laid out on, by the preview and `text-contrast` alike: the narrowest one
  /// its targets run on, a Mac window where every app target builds for macOS alone, else the default iPhone.
  static func drawn(for project: Project) -> DeviceScreen {
    let apps = project.targets.filter { $0.kind == .application }
    if !apps.isEmpty, apps.allSatisfy({ $0.platforms == [.macOS] }) { return .macWindowStandIn }
    return project.settings.narrowestScreen ?? .narrowestDefault
  }
}
