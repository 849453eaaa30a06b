/// A page background with fewer pixels than the screen it fills.
struct BackgroundResolutionRule: Rule {
  static let description = RuleDescription(
    identifier: "background-resolution",
    name: "Background resolution",
    summary:
      "A page's background file has fewer pixels than the target screen at its scale (default 430×932 pt: "
      + "1290×2796 px at @3x).",
    rationale: """
      A full-screen background is drawn at the screen's size, so a file smaller than the screen times its \
      scale is upscaled and looks soft next to the sharp text and icon of the page. Each file is checked \
      against its own scale (@2x against 860×1864 px, @3x against 1290×2796 px for the default screen); a \
      single-scale file must cover @3x. The default screen is the largest iPhone (Pro Max and Plus, \
      430×932 pt); set `screen` to the largest one the app supports.
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

  /// A file short of what its scale needs.
  struct Shortfall {
    var image: MeasuredImage
    /// The scale it is checked at: its own, or 3 for a single-scale file.
    var scale: Int
    var needed: PixelSize
  }

  static func tooSmall(_ use: PageImage, worst: Shortfall, others: [Shortfall], screen: PixelSize) -> String {
    let image = worst.image
    let upscale = max(
      Double(worst.needed.width) / Double(image.pixels.width), Double(worst.needed.height) / Double(image.pixels.height)
    )
    let alsoShort =
      others.isEmpty
      ? ""
      : " (and the " + Plural.list(others.map { "@\($0.scale)x" }) + " \(others.count == 1 ? "file" : "files"), "
        + "also short, at " + Plural.list(others.map { "\($0.needed)" }) + " px)"
    return "The background `\(use.asset.name)` (\(image.filename)) is \(image.pixels) px, but a "
      + "\(screen.width)×\(screen.height) pt screen at @\(worst.scale)x needs \(worst.needed) px, so iOS upscales it "
      + "\(Measure.percent(upscale - 1)) and it looks soft; export it at \(worst.needed) px\(alsoShort)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    guard let screen = context.options.pointSize("screen") else { return [] }
    return context.facts.pageImages(.background).compactMap { use in
      let shortfalls = use.images.compactMap { shortfall(of: $0, screen: screen) }
        .sorted { $0.scale > $1.scale }
      guard let worst = shortfalls.first else { return nil }
      return Finding(
        location: use.field.location,
        message: Self.tooSmall(use, worst: worst, others: Array(shortfalls.dropFirst()), screen: screen))
    }
  }

  /// What `image` lacks against the screen at its scale (a single-scale file must cover @3x), or nil.
  private func shortfall(of image: MeasuredImage, screen: PixelSize) -> Shortfall? {
    let scale = image.entry.scale.map { _ in image.scale } ?? 3
    let needed = PixelSize(width: screen.width * scale, height: screen.height * scale)
    guard image.pixels.width < needed.width || image.pixels.height < needed.height else { return nil }
    return Shortfall(image: image, scale: scale, needed: needed)
  }
}
