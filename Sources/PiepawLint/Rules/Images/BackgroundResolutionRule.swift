/// A page background with fewer pixels than the screen it fills.
struct BackgroundResolutionRule: Rule {
  static let description = RuleDescription(
    identifier: "background-resolution",
    name: "Background resolution",
    summary:
      "A page's background has fewer pixels than the size it is drawn at on the screen needs on the devices that "
      + "load it (default screen 430×932 pt: 1290×2796 px at @3x).",
    rationale: """
      A full-screen background is drawn at the screen's size, so a file with fewer pixels than the size it is \
      drawn at times the device's scale is upscaled and looks soft next to the sharp text and icon of the page. \
      Where the page view draws it `.resizable()` the size is the one its scaling gives on the screen: \
      `.scaledToFill()` covers the screen (a file of another shape is drawn larger than the screen on one side), \
      `.scaledToFit()` fits in it, and without `.ignoresSafeArea()` the frame is the safe area; elsewhere it is \
      the whole screen. Each device is judged by the file it loads: @3x iPhones (every iPhone since the iPhone \
      12) load the @3x file, else the set's highest (a @1x-only set is drawn from its @1x file), @2x devices the \
      @2x file, else the lowest above it; a single-scale file serves both. The default screen is 430×932 pt \
      (iPhone 16 Plus, 15 and 14 Pro Max; 1290×2796 px at @3x); set `screen` to the largest one the app \
      supports (440x956 for the 16 and 17 Pro Max). An upscale under 10% is not reported: no one sees it.
      """,
    area: .images,
    defaultSeverity: .warning,
    options: [
      .pointSize("screen", "the largest screen the background fills, in points (width x height)", default: "430x932")
    ],
    triggeringExamples: [
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, background: "↓.shortBackground")]))]
          + ExampleApp.scaledSet("short-background", width: 430, height: 767, format: .jpeg)),
      // An old 375×667 pt background on today's largest iPhone.
      RuleExample(
        files: [
          (
            "welcome.onboarding.json",
            ExampleApp.jsonFlow([ExampleApp.jsonPage(0, background: "↓\"classic-background\"")], capsules: "1")
          )
        ] + classicBackground),
      // A @1x-only photo drawn to fill the screen: @3x iPhones draw it from its 1000×2160 px.
      RuleExample(
        files: [
          ("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, background: "↓.onboarding1")])),
          ("RootView.swift", ExampleApp.rootView(capsules: "1")), ("PageView.swift", ExampleApp.contrastPageView()),
        ]
          + ExampleApp.imageSet(
            "onboarding-1", images: [.init("onboarding-1.jpg", scale: 1, ExampleApp.jpeg(1000, 2160))])),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0)]))]
          + ExampleApp.scaledSet("onboarding-1", width: 430, height: 932, format: .jpeg)),
      // The same old background, for an app whose largest supported screen is 375×667 pt.
      RuleExample(
        files: [
          (
            "welcome.onboarding.json",
            ExampleApp.jsonFlow([ExampleApp.jsonPage(0, background: "\"classic-background\"")], capsules: "1")
          )
        ] + classicBackground,
        options: ["screen": .string("375x667")]),
      // A @1x-only 1638×3542 px photo drawn to fill the screen is drawn smaller than its pixels: sharp.
      RuleExample(files: ExampleApp.oneXPhotoFillingTheScreen()),
    ])

  /// A 375×667 pt background at @2x and @3x.
  private static var classicBackground: [ExampleApp.File] {
    ExampleApp.imageSet(
      "classic-background",
      images: [
        .init("classic-background@2x.jpg", scale: 2, ExampleApp.jpeg(750, 1334)),
        .init("classic-background@3x.jpg", scale: 3, ExampleApp.jpeg(1125, 2001)),
      ])
  }

  static func tooSmall(
    _ use: PageImage, worst: DrawnResolution.Shortfall, others: [DrawnResolution.Shortfall], screen: String,
    drawn style: PageBackgroundStyle?
  ) -> String {
    let image = worst.image
    let loads = image.entry.scale.map { $0 < worst.deviceScale } ?? false
    let file = loads ? "\(image.filename), the file @\(worst.deviceScale)x devices load" : image.filename
    let size: String
    if let style, style.scaling != .natural {
      let area = style.ignoresSafeArea ? "a \(screen) pt screen" : "the safe area of a \(screen) pt screen"
      size = "\(scaled(style.scaling)) \(area) it is drawn at \(worst.drawn), which at @\(worst.deviceScale)x needs"
    } else {
      size = "a \(screen) pt screen at @\(worst.deviceScale)x needs"
    }
    let fix =
      loads ? "add a @\(worst.deviceScale)x file of \(worst.needed) px" : "export it at \(worst.needed) px"
    return "The background `\(use.asset.name)` (\(file)) is \(image.pixels) px, but \(size) \(worst.needed) px, so "
      + "iOS upscales it \(Measure.percent(worst.upscale)) on \(DrawnResolution.devices(atScale: worst.deviceScale)) "
      + "and it looks soft; \(fix)\(DrawnResolution.alsoNeeded(others, worst: worst))."
  }

  private static func scaled(_ scaling: PageBackgroundStyle.Scaling) -> String {
    switch scaling {
    case .fill: "scaled to fill"
    case .fit: "scaled to fit"
    case .stretch, .natural: "stretched over"
    }
  }

  func check(_ context: RuleContext) -> [Finding] {
    guard let size = context.options.pointSize("screen") else { return [] }
    // The option's size with the largest iPhone's safe area: where the view keeps the background in it.
    let largest = DeviceScreen.largestIPhone
    let screen = DeviceScreen(
      name: "", width: Double(size.width), height: Double(size.height), safeAreaTop: largest.safeAreaTop,
      safeAreaBottom: largest.safeAreaBottom)
    return context.facts.pageImages(.background).compactMap { use in
      let style = use.page.view?.background
      let shortfalls = DrawnResolution.shortfalls(of: use.asset, in: context.project) { points in
        Self.drawnSize(of: points, style: style, on: screen)
      }
      guard let worst = shortfalls.first else { return nil }
      return Finding(
        location: use.field.location,
        message: Self.tooSmall(
          use, worst: worst, others: Array(shortfalls.dropFirst()), screen: "\(size.width)×\(size.height)",
          drawn: style))
    }
  }

  /// The size a background of `points` is drawn at: as the page view scales it over the screen (or its safe
  /// area), or the whole screen where the view does not say or draws it at its own size (a background is meant to
  /// fill the screen).
  static func drawnSize(of points: PointSize, style: PageBackgroundStyle?, on screen: DeviceScreen) -> PointSize {
    guard let style, style.scaling != .natural else { return PointSize(width: screen.width, height: screen.height) }
    let placed = BackgroundPlacement(style, imagePoints: (points.width, points.height), screen: screen).image
    return PointSize(width: placed.width, height: placed.height)
  }
}
