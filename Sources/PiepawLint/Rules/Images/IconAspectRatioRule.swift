/// A page icon that is not square.
struct IconAspectRatioRule: Rule {
  static let description = RuleDescription(
    identifier: "icon-aspect-ratio",
    name: "Icon aspect ratio",
    summary: "A page's icon image is not square (within 1%).",
    rationale: """
      The page shows its icon in a square frame above the title (`.frame(width: 64, height: 64)`): an icon of \
      another shape is squeezed by `.resizable()`, or leaves uneven gaps, and does not line up with the \
      icons of the other pages as the user swipes through. The set's largest file is checked; the finding \
      lands on the page's `icon` value and names the file.
      """,
    area: .images,
    defaultSeverity: .warning,
    options: [
      .tolerance("tolerance", "how far height per width may differ from 1", default: 0.01)
    ],
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "welcome.onboarding.json",
            ExampleApp.jsonFlow([ExampleApp.jsonPage(0, icon: "↓\"wide-icon\"")], capsules: "1")
          )
        ] + ExampleApp.scaledSet("wide-icon", width: 64, height: 48)),
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, icon: "↓.tallIcon")]))]
          + ExampleApp.imageSet("tall-icon", at: 3, 192, 201)),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0)]))]
          + ExampleApp.scaledSet("icon_onboarding_1", width: 64, height: 64)),
      // 192×193 px is within 1% of square.
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, icon: ".tallIcon")]))]
          + ExampleApp.imageSet("tall-icon", at: 3, 192, 193)),
    ])

  static func notSquare(_ use: PageImage, ratio: Double) -> String {
    let image = use.largest
    let longer = max(image.pixels.width, image.pixels.height)
    let side = Measure.multiple(of: image.scale, near: Double(longer)) ?? longer
    return "The icon \(use.named) is \(image.pixels) px (\(image.points)), \(Measure.text(ratio)) tall per wide, "
      + "not square, so it is squeezed or sits unevenly in the page's square icon frame; export it square, "
      + "\(side)×\(side) px (\(image.scaleName))."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let tolerance = context.options.number("tolerance")
    return context.facts.pageImages(.icon).compactMap { use in
      let ratio = use.largest.pixels.aspectRatio
      guard abs(ratio - 1) > tolerance else { return nil }
      return Finding(location: use.field.location, message: Self.notSquare(use, ratio: ratio))
    }
  }
}
