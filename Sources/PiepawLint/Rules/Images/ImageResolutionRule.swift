/// A page's icon or illustration drawn at a literal size its pixels do not cover on the devices that load it.
struct ImageResolutionRule: Rule {
  static let description = RuleDescription(
    identifier: "image-resolution",
    name: "Image resolution",
    summary:
      "A page's icon or illustration is drawn `.resizable()` at a literal `.frame` that needs more pixels than the "
      + "file the devices load has.",
    rationale: """
      A resizable image is drawn at the size its frame gives, whatever its files' scales: a 295×295 px @3x file \
      drawn `.frame(height: 300)` is stretched over 900×900 px on a @3x iPhone and looks blurry next to the \
      sharp text. The size is the page view's literal `.frame(width:height:)` with the image scaled in it as \
      the code says (`.scaledToFit()`, `.scaledToFill()`, stretched); a side that is not given follows from the \
      other and the image's shape, when that fits on the narrowest screen less SwiftUI's default padding. Each \
      device is judged by the file it loads: @3x iPhones (every iPhone since the iPhone 12) the @3x file, else \
      the set's highest, @2x devices the @2x file, else the lowest above it; a single-scale file serves both. \
      The finding lands on the `Image` that draws it. Not judged: an image drawn at its own size (not \
      `.resizable()`: missing-scale's case), one without a literal frame, a vector kept as one (Preserve Vector \
      Data), and the full-screen background (background-resolution).
      """,
    area: .images,
    defaultSeverity: .warning,
    triggeringExamples: [
      // A 295×295 px @3x-only illustration drawn 300 pt tall: @3x iPhones need 900×900 px.
      RuleExample(
        files: iconApp(frame: ".frame(height: 300)", marked: true)
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1@3x.png", scale: 3, ExampleApp.png(295, 295))])),
      // A single-scale 400×400 px file drawn 310 pt wide.
      RuleExample(
        files: iconApp(frame: ".frame(width: 310)", marked: true)
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1.png", scale: nil, ExampleApp.png(400, 400))])),
    ],
    nonTriggeringExamples: [
      // @2x and @3x files that cover the 300 pt frame.
      RuleExample(
        files: iconApp(frame: ".frame(height: 300)")
          + ExampleApp.imageSet(
            "icon-onboarding-1",
            images: [
              .init("icon-onboarding-1@2x.png", scale: 2, ExampleApp.png(600, 600)),
              .init("icon-onboarding-1@3x.png", scale: 3, ExampleApp.png(900, 900)),
            ])),
      // The same 295 px file drawn 90 pt tall is drawn smaller than its pixels.
      RuleExample(
        files: iconApp(frame: ".frame(height: 90)")
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1@3x.png", scale: 3, ExampleApp.png(295, 295))])),
      // No literal frame: the size it is drawn at is not known.
      RuleExample(
        files: iconApp(frame: "")
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1@3x.png", scale: 3, ExampleApp.png(295, 295))])),
    ])

  /// A one-page app whose page view draws the icon resizable and fitted (or, not `resizable`, at its own size),
  /// with `frame` (source) on it; `marked` puts the finding's marker on the `Image`.
  static func iconApp(frame: String, marked: Bool = false, resizable: Bool = true) -> [ExampleApp.File] {
    let scaling = resizable ? ".resizable()\n          .scaledToFit()" : ".accessibilityHidden(true)"
    let view = """
      import SwiftUI

      struct PageView: View {
        var page: OnboardingModel

        var body: some View {
          VStack {
            \(marked ? "↓" : "")Image(page.icon)
              \(scaling)
              \(frame)
            Text(page.title)
              .font(.title.bold())
            Text(page.description)
          }
          .padding()
        }
      }

      """
    return [
      ("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0)])),
      ("RootView.swift", ExampleApp.rootView(capsules: "1")), ("PageView.swift", view),
    ]
  }

  static func tooSmall(
    _ use: PageImage, icon: PageIconStyle, worst: DrawnResolution.Shortfall, others: [DrawnResolution.Shortfall]
  ) -> String {
    let image = worst.image
    let loads = image.entry.scale.map { $0 < worst.deviceScale } ?? false
    let fix =
      loads
      ? "add a @\(worst.deviceScale)x file of \(worst.needed) px"
      : "export `\(image.filename)` at \(worst.needed) px"
        + (image.entry.scale == nil ? " (it serves every scale)" : "")
    return "`\(use.asset.name)` is drawn at \(worst.drawn) here (\(DrawnResolution.frameText(icon))), which takes "
      + "\(worst.needed) px on \(DrawnResolution.devices(atScale: worst.deviceScale)), but the file they load, "
      + "`\(image.filename)`, has \(image.pixels) px, so iOS scales it up \(Measure.percent(worst.upscale)) and it "
      + "looks blurry; \(fix)\(DrawnResolution.alsoNeeded(others, worst: worst))."
  }

  /// One set drawn by one `Image`.
  private struct DrawnSet: Hashable {
    var location: SourceLocation
    var set: String
  }

  func check(_ context: RuleContext) -> [Finding] {
    let screen = DeviceScreen.drawn(for: context.project)
    var seen: Set<DrawnSet> = []
    return context.facts.pageImages(.drawnIcon).compactMap { use in
      guard let icon = DrawnResolution.drawnIcon(of: use) else { return nil }
      let shortfalls = DrawnResolution.shortfalls(of: use.asset, in: context.project) { points in
        DrawnResolution.iconDrawnSize(icon, imagePoints: points, view: use.page.view, screen: screen)
      }
      // Pages that show one set through one `Image` get one finding.
      guard let worst = shortfalls.first,
        seen.insert(DrawnSet(location: icon.location, set: use.asset.contentsFile)).inserted
      else {
        return nil
      }
      return Finding(
        location: icon.location,
        message: Self.tooSmall(use, icon: icon, worst: worst, others: Array(shortfalls.dropFirst())))
    }
  }
}
