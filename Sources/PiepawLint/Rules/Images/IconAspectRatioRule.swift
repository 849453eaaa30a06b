/// A page icon that is not square.
struct IconAspectRatioRule: Rule {
  static let description = RuleDescription(
    identifier: "icon-aspect-ratio",
    name: "Icon aspect ratio",
    summary: "A page's icon image is not square (within 1%).",
    rationale: """
      A page that shows its icon `.resizable()` in a square frame (`.frame(width: 64, height: 64)`) squeezes an \
      icon of another shape (stretched), leaves it uneven gaps (fitted) or cuts it (filled), and it does not line \
      up with the icons of the other pages as the user swipes through. The set's largest file is checked; the \
      finding lands on the page's `icon` value and names the file and the frame. An icon the page draws at its \
      own size, in a frame that is not square, or where the tool does not read how the page draws it, keeps \
      its shape by design as far as the tool knows, and is not reported. A content file's page \
      (`*.onboarding.json`) has no view the tool reads: its icon's shape is a note, with the frame as its \
      condition.
      """,
    area: .images,
    defaultSeverity: .warning,
    options: [
      .tolerance("tolerance", "how far height per width may differ from 1", default: 0.01)
    ],
    triggeringExamples: [
      // A content file's icon: a note on the condition that the app frames it square.
      RuleExample(
        files: [
          (
            "welcome.onboarding.json",
            ExampleApp.jsonFlow([ExampleApp.jsonPage(0, icon: "↓\"wide-icon\"")], capsules: "1")
          )
        ] + ExampleApp.scaledSet("wide-icon", width: 64, height: 48)),
      RuleExample(
        files: ExampleApp.iconApp(
          frame: ".frame(width: 64, height: 64)", page: ExampleApp.page(0, icon: "↓\"wide-icon\""))
          + ExampleApp.scaledSet("wide-icon", width: 64, height: 48)),
      RuleExample(
        files: ExampleApp.iconApp(frame: ".frame(width: 80, height: 80)", page: ExampleApp.page(0, icon: "↓.tallIcon"))
          + ExampleApp.imageSet("tall-icon", at: 3, 192, 201)),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: ExampleApp.iconApp(frame: ".frame(width: 64, height: 64)")
          + ExampleApp.scaledSet("icon_onboarding_1", width: 64, height: 64)),
      // 192×193 px is within 1% of square.
      RuleExample(
        files: ExampleApp.iconApp(frame: ".frame(width: 80, height: 80)", page: ExampleApp.page(0, icon: ".tallIcon"))
          + ExampleApp.imageSet("tall-icon", at: 3, 192, 193)),
      // A portrait illustration the page draws at its own size keeps its shape.
      RuleExample(
        files: ExampleApp.iconApp(frame: "", resizable: false, page: ExampleApp.page(0, icon: ".tallIcon"))
          + ExampleApp.imageSet("tall-icon", at: 3, 1050, 1200)),
      // No page view is read: how the icon is framed is not known.
      RuleExample(
        files: [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, icon: ".tallIcon")]))]
          + ExampleApp.imageSet("tall-icon", at: 3, 192, 201)),
    ])

  static func notSquare(_ use: PageImage, ratio: Double, frame: PageIconStyle, root: String) -> String {
    let image = use.largest
    let longer = max(image.pixels.width, image.pixels.height)
    let side = Measure.multiple(of: image.scale, near: Double(longer)) ?? longer
    let effect: String
    switch frame.scaling {
    case .stretch: effect = "squeezed to the frame's shape"
    case .fill: effect = "cut to the frame's shape"
    default: effect = "drawn with uneven gaps beside it"
    }
    let size = Measure.text(frame.width ?? 0)
    return "The icon \(use.named) is \(image.pixels) px (\(image.points)), \(Measure.text(ratio)) tall per wide, "
      + "not square, and \(MissingScaleRule.place(frame.location, root: root)) draws it in a \(size)×\(size) pt "
      + "frame, so it is \(effect); export it square, \(side)×\(side) px (\(image.scaleName))."
  }

  /// The shape of a content file's icon, where no view of the tool's reading frames it.
  static func notSquareInContent(_ use: PageImage, ratio: Double) -> String {
    let image = use.largest
    let longer = max(image.pixels.width, image.pixels.height)
    let side = Measure.multiple(of: image.scale, near: Double(longer)) ?? longer
    return "The icon \(use.named) is \(image.pixels) px (\(image.points)), \(Measure.text(ratio)) tall per wide, "
      + "not square; where the app draws page icons in a square frame, it is squeezed or sits unevenly there; "
      + "export it square, \(side)×\(side) px (\(image.scaleName))."
  }

  /// The square frame the page's icon `Image` draws `use` in, resizable; nil where it draws it at its own size,
  /// in a frame that is not square or not literal, or the page's view is not read.
  static func squareFrame(of use: PageImage) -> PageIconStyle? {
    guard let icon = DrawnResolution.drawnIcon(of: use), icon.scaling != .natural, let width = icon.width,
      let height = icon.height, abs(width - height) < 0.5
    else { return nil }
    return icon
  }

  func check(_ context: RuleContext) -> [Finding] {
    let tolerance = context.options.number("tolerance")
    return context.facts.pageImages(.icon).compactMap { use in
      let ratio = use.largest.pixels.aspectRatio
      guard abs(ratio - 1) > tolerance else { return nil }
      if use.flow.source == .json {
        var finding = Finding(location: use.field.location, message: Self.notSquareInContent(use, ratio: ratio))
        finding.maximumSeverity = .note
        return finding
      }
      guard let frame = Self.squareFrame(of: use) else { return nil }
      let message = Self.notSquare(use, ratio: ratio, frame: frame, root: context.project.root)
      return Finding(location: use.field.location, message: message)
    }
  }
}
