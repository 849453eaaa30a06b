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

  /// The rectangles of the lines of the title and of the description on `screen`, keyed by element. `texts` are
  /// the texts shown (the development language's, not a key); `measure` shapes them.
  static func lines(
    of page: Page, view: PageView, on screen: DeviceScreen, texts: [PageTextField: String] = [:],
    measure: LineMeasure? = nil
  ) -> [PageElement: [ScreenRect]] {
    let order = view.order.isEmpty ? [.icon, .title, .description] : view.order
    let block = view.textBlock ?? PageTextBlock(placement: .bottom, alignment: .center)
    let spacing = block.spacing ?? defaultSpacing
    // Each element's lines (for texts) and height.
    var stacked: [(element: PageElement, lines: [ScreenRect])] = []
    var heights: [Double] = []
    for element in order {
      guard let (style, text) = textOf(element, page: page, view: view, texts: texts) else {
        stacked.append((element, []))
        heights.append(estimatedHeight(of: element))
        continue
      }
      let lines = lineRects(text, style: style, screen: screen, measure: measure)
      stacked.append((element, lines))
      heights.append(lines.last.map { $0.maxY } ?? 0)
    }
    let total = heights.reduce(0, +) + spacing * Double(max(heights.count - 1, 0))
    let safeTop = screen.safeAreaTop + block.topInset
    let safeBottom = screen.height - screen.safeAreaBottom - block.bottomInset
    let top: Double =
      switch block.placement {
      case .top: safeTop
      case .bottom: safeBottom - total
      case .center: (safeTop + safeBottom - total) / 2
      }
    var result: [PageElement: [ScreenRect]] = [:]
    var y = top
    for (index, item) in stacked.enumerated() {
      if !item.lines.isEmpty {
        result[item.element] = item.lines.map { ScreenRect(x: $0.x, y: $0.y + y, width: $0.width, height: $0.height) }
      }
      y += heights[index] + spacing
    }
    return result
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

  /// The lines of one text, from y = 0, placed horizontally in its frame by its alignment.
  static func lineRects(
    _ text: String, style: PageTextStyle, screen: DeviceScreen, measure: LineMeasure? = nil
  ) -> [ScreenRect] {
    let metrics = metrics(style.font)
    let available = max(screen.width - style.leadingInset - style.trailingInset, 1)
    let frameWidth = min(available, style.maximumWidth ?? available)
    let frameX = style.leadingInset + (available - frameWidth) / 2
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
