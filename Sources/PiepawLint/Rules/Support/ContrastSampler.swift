/// Where a page's background image lands on the screen, as the code scales it.
struct BackgroundPlacement: Hashable, Sendable {
  /// The image view's frame: the whole screen with `.ignoresSafeArea()`, else the safe area.
  var frame: ScreenRect
  /// Where the image's pixels are drawn (larger than the frame when filled, smaller when fitted).
  var image: ScreenRect

  /// `style` applied to an image of `size` points on `screen`.
  init(_ style: PageBackgroundStyle, imagePoints size: (width: Double, height: Double), screen: DeviceScreen) {
    frame =
      style.ignoresSafeArea
      ? ScreenRect(x: 0, y: 0, width: screen.width, height: screen.height)
      : ScreenRect(
        x: 0, y: screen.safeAreaTop, width: screen.width,
        height: screen.height - screen.safeAreaTop - screen.safeAreaBottom)
    let shown = Self.drawnSize(of: size, in: (frame.width, frame.height), scaling: style.scaling)
    image = ScreenRect(
      x: frame.x + (frame.width - shown.width) / 2, y: frame.y + (frame.height - shown.height) / 2,
      width: shown.width, height: shown.height)
  }

  /// The size in points an image of `size` points is drawn at in a frame of `frame` points: the frame itself
  /// (stretched), covering it (fill), inside it (fit), or its own size (not resizable).
  static func drawnSize(
    of size: (width: Double, height: Double), in frame: (width: Double, height: Double),
    scaling: PageBackgroundStyle.Scaling
  ) -> (width: Double, height: Double) {
    guard scaling != .stretch else { return frame }
    let width = max(size.width, 1)
    let height = max(size.height, 1)
    let scale: Double =
      switch scaling {
      case .fill: max(frame.width / width, frame.height / height)
      case .fit: min(frame.width / width, frame.height / height)
      case .stretch, .natural: 1
      }
    return (width * scale, height * scale)
  }
}

/// What a page draws under everything in one appearance, resolved to colours: a solid colour or a vertical
/// gradient over the screen's height.
enum ContrastFill: Hashable, Sendable {
  case solid(RGBA)
  case gradient([GradientStop])

  /// The colour at screen height `y` (opaque: composited over the system background).
  func color(atY y: Double, screenHeight: Double, over system: RGBA) -> RGBA {
    switch self {
    case .solid(let color): return ContrastMath.over(color, system)
    case .gradient(let stops):
      let position = screenHeight > 0 ? y / screenHeight : 0
      return ContrastMath.over(ContrastSampler.color(of: stops, at: position) ?? system, system)
    }
  }

  var isUniform: Bool { if case .solid = self { true } else { false } }
}

/// Per-pixel contrast between a text colour and the background under a rectangle of the screen: the page's fill
/// (the system background where the code gives none), the raster's pixels over it where there is a background
/// image, under the text's literal scrims. Without an image or a gradient every point is the same colour and one
/// sample is taken.
struct ContrastSampler {
  var raster: Raster?
  var placement: BackgroundPlacement?
  var appearance: ContrastAppearance
  var scrims: [Scrim]
  var fill: ContrastFill? = nil
  var screenHeight: Double = 0

  /// Whether the colour under a rectangle changes from point to point.
  private var varies: Bool {
    raster != nil || !(fill?.isUniform ?? true)
      || scrims.contains { if case .gradient = $0 { true } else { false } }
  }

  /// One contrast ratio per raster pixel under `rect` (at least one sample per point row and column of a tiny
  /// raster is not needed: a raster pixel covers several points, and each is sampled once).
  func contrasts(of text: RGBA, in rect: ScreenRect) -> [Double] {
    var columns = 1
    var rows = 1
    if let raster, let image = placement?.image {
      // Sample at the raster's resolution, but at least every 2 points (a fitted image's letterbox has no pixels).
      let stepX = min(max(image.width / Double(max(raster.width, 1)), 0.5), 2)
      let stepY = min(max(image.height / Double(max(raster.height, 1)), 0.5), 2)
      columns = max(Int((rect.width / stepX).rounded(.up)), 1)
      rows = max(Int((rect.height / stepY).rounded(.up)), 1)
    } else if varies {
      rows = max(Int((rect.height / 2).rounded(.up)), 1)  // a gradient changes down the screen only
    }
    var values: [Double] = []
    values.reserveCapacity(columns * rows)
    for row in 0..<rows {
      let y = rect.y + (Double(row) + 0.5) * rect.height / Double(rows)
      for column in 0..<columns {
        let x = rect.x + (Double(column) + 0.5) * rect.width / Double(columns)
        let background = backgroundColor(x: x, y: y)
        let shown = text.alpha < 1 ? ContrastMath.over(text, background) : text
        values.append(ContrastMath.ratio(ContrastMath.luminance(shown), ContrastMath.luminance(background)))
      }
    }
    return values
  }

  /// The opaque colour behind the text at screen point (x, y).
  func backgroundColor(x: Double, y: Double) -> RGBA {
    var color = appearance.systemBackground
    if let fill { color = fill.color(atY: y, screenHeight: screenHeight, over: color) }
    let frame = placement?.frame ?? ScreenRect(x: 0, y: 0, width: 0, height: screenHeight)
    if let raster, let image = placement?.image, x >= frame.x, x < frame.maxX, y >= frame.y, y < frame.maxY,
      x >= image.x, x < image.maxX, y >= image.y, y < image.maxY, raster.width > 0, raster.height > 0
    {
      let column = min(Int((x - image.x) / image.width * Double(raster.width)), raster.width - 1)
      let row = min(Int((y - image.y) / image.height * Double(raster.height)), raster.height - 1)
      color = ContrastMath.over(RGBA(raster.pixel(x: column, y: row)), color)
    }
    for scrim in scrims {
      switch scrim {
      case .solid(let fill): color = ContrastMath.over(fill, color)
      case .gradient(let stops):
        let position = frame.height > 0 ? (y - frame.y) / frame.height : 0
        if let fill = Self.color(of: stops, at: position) { color = ContrastMath.over(fill, color) }
      case .shadow: continue  // helps at glyph edges only: counted as no scrim
      case .material, .unread: continue  // such texts are not measured (`ContrastSubject.isMeasurable`)
      }
    }
    return color
  }

  /// A gradient's colour at `position` (0 top … 1 bottom), interpolated between its stops.
  static func color(of stops: [GradientStop], at position: Double) -> RGBA? {
    let sorted = stops.sorted { $0.location < $1.location }
    guard let first = sorted.first, let last = sorted.last else { return nil }
    if position <= first.location { return first.color }
    if position >= last.location { return last.color }
    for (lower, upper) in zip(sorted, sorted.dropFirst()) where position <= upper.location {
      let span = upper.location - lower.location
      let t = span > 0 ? (position - lower.location) / span : 1
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
      return RGBA(
        red: mix(lower.color.red, upper.color.red), green: mix(lower.color.green, upper.color.green),
        blue: mix(lower.color.blue, upper.color.blue), alpha: mix(lower.color.alpha, upper.color.alpha))
    }
    return last.color
  }
}
