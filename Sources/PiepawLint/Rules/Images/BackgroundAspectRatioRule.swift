/// A page background whose shape is not the screen's.
struct BackgroundAspectRatioRule: Rule {
  static let description = RuleDescription(
    identifier: "background-aspect-ratio",
    name: "Background aspect ratio",
    summary:
      "A page's background image is not the shape of the target screen (height per width, default 19.5:9 "
      + "within 3%).",
    rationale: """
      An onboarding page draws its background full screen with `.resizable()`: an image of another shape is \
      stretched (faces and paws look squashed), or, with `.scaledToFill()`, cropped so that the subject \
      slides under the title or off the edge. The image checked is the set's largest file (usually @3x), as \
      iOS shows it (EXIF orientation applied); the finding lands on the page's `background` value and names \
      the file. It says what the page view's scaling does (stretched, cropped or letterboxed); where the page view \
      is not read (UIKit, a view the tool does not follow), it is a note that states the shapes, except for JSON \
      content, whose `background` is full screen by the format. Set `target` to the screen the artwork is made for (19.5:9 is every iPhone from the X on).
      """,
    area: .images,
    defaultSeverity: .warning,
    options: [
      .aspectRatio(
        "target", "the screen's height:width (or width:height; the larger side is the height)", default: "19.5:9"),
      .tolerance(
        "tolerance", "how far the image's height per width may differ, as a fraction of the target's", default: 0.03),
    ],
    triggeringExamples: [
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, background: "↓.stretchedBackground")]))]
          + ExampleApp.imageSet("stretched-background", at: 3, 1290, 2301, format: .jpeg)),
      RuleExample(
        files: [
          (
            "welcome.onboarding.json",
            ExampleApp.jsonFlow([ExampleApp.jsonPage(0, background: "↓\"landscape-shelter\"")], capsules: "1")
          )
        ] + ExampleApp.imageSet("landscape-shelter", at: 3, 2796, 1290, format: .jpeg)),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0)]))]
          + ExampleApp.scaledSet("onboarding-1", width: 430, height: 932, format: .jpeg)),
      // 1170×2532 px (iPhone 14) is 2.16 tall per wide: within 3% of 19.5:9.
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, background: ".classicBackground")]))]
          + ExampleApp.imageSet("classic-background", at: 3, 1170, 2532, format: .jpeg)),
      // An iPhone 8 era 16:9 background, with the target set for it.
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, background: ".classicBackground")]))]
          + ExampleApp.imageSet("classic-background", at: 2, 750, 1334, format: .jpeg),
        options: ["target": .string("16:9")]),
    ])

  static func mismatch(_ use: PageImage, ratio: Double, target: AspectRatio, suggestion: PixelSize?) -> String {
    let image = use.largest
    let tallness = target.tallness
    let fix = suggestion.map { "export it at \($0) px (\(image.scaleName))" } ?? "export it in the screen's shape"
    let facts =
      "The background \(use.named) is \(image.pixels) px, \(Measure.text(ratio)) tall per wide; the screen "
      + "is \(Measure.text(tallness)) (\(target))"
    if let scaling = drawnScaling(use) {
      return facts + ", so \(effect(of: scaling, ratio: ratio, tallness: tallness)); \(fix)."
    }
    guard isFullScreenByContract(use) else {
      return facts + ", so drawn over the whole screen it is stretched or cropped (the tool did not see how the "
        + "page draws it); if it fills the screen, \(fix)."
    }
    return facts
      + ", so \(effect(of: .stretch, ratio: ratio, tallness: tallness)) (\(effect(of: .fill, ratio: ratio, tallness: tallness)) instead); \(fix)."
  }

  /// A JSON flow's `background` is the page's full-screen image by the content format's contract.
  static func isFullScreenByContract(_ use: PageImage) -> Bool {
    use.flow.source == .json
  }

  /// How the page view scales the background over the screen, where it read it; nil where it did not, or where the
  /// image is drawn at its own size (its shape then changes nothing).
  static func drawnScaling(_ use: PageImage) -> PageBackgroundStyle.Scaling? {
    guard let scaling = use.page.view?.background?.scaling, scaling != .natural else { return nil }
    return scaling
  }

  private static func effect(of scaling: PageBackgroundStyle.Scaling, ratio: Double, tallness: Double) -> String {
    let taller = ratio < tallness
    let change = taller ? tallness / ratio - 1 : 1 - tallness / ratio
    let cropped = taller ? 1 - ratio / tallness : 1 - tallness / ratio
    switch scaling {
    case .stretch, .natural:
      return "`.resizable()` \(taller ? "stretches it" : "squeezes it") \(Measure.percent(change)) "
        + (taller ? "taller" : "shorter")
    case .fill:
      return "`.scaledToFill()` crops \(Measure.percent(cropped)) of its \(taller ? "width" : "height")"
    case .fit:
      return "`.scaledToFit()` leaves \(Measure.percent(cropped)) of the screen's \(taller ? "height" : "width") "
        + "bare"
    }
  }

  func check(_ context: RuleContext) -> [Finding] {
    guard let target = context.options.aspectRatio("target") else { return [] }
    let tolerance = context.options.number("tolerance")
    return context.facts.pageImages(.background).compactMap { use in
      let image = use.largest
      let ratio = image.pixels.aspectRatio
      guard abs(ratio / target.tallness - 1) > tolerance else { return nil }
      // Keep the shorter side as the width: a landscape image becomes the portrait screen's shape.
      let width = min(image.pixels.width, image.pixels.height)
      let height = Measure.multiple(of: image.scale, near: Double(width) * target.tallness)
      let suggestion = height.map { PixelSize(width: width, height: $0) }
      // Where the page view is not read, whether the image fills the screen is not known: a note.
      return Finding(
        location: use.field.location,
        message: Self.mismatch(use, ratio: ratio, target: target, suggestion: suggestion),
        maximumSeverity: Self.drawnScaling(use) == nil && !Self.isFullScreenByContract(use) ? .note : nil)
    }
  }
}
