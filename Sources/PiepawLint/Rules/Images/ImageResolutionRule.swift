/// An image drawn at a literal size its pixels do not cover on the devices that load it: a page's icon or
/// illustration, or any `Image("…")` in the code.
struct ImageResolutionRule: Rule {
  static let description = RuleDescription(
    identifier: "image-resolution",
    name: "Image resolution",
    summary:
      "An image (a page's icon or illustration, or any `Image(\"…\")` in the code) is drawn `.resizable()` at a "
      + "literal `.frame` that needs more pixels than the file the devices load has.",
    rationale: """
      A resizable image is drawn at the size its frame gives, whatever its files' scales: a 295×295 px @3x file \
      drawn `.frame(height: 300)` is stretched over 900×900 px on a @3x iPhone and looks blurry next to the \
      sharp text. The size is the page view's literal `.frame(width:height:)` with the image scaled in it as \
      the code says (`.scaledToFit()`, `.scaledToFill()`, stretched); a side that is not given follows from the \
      other and the image's shape, when that fits on the narrowest screen less SwiftUI's default padding. Each \
      device is judged by the file it loads: @3x iPhones (every iPhone since the iPhone 12 but the SE) the @3x file, else \
      the set's highest, @2x devices the @2x file, else the lowest above it; a single-scale file serves both. \
      An iPad-only app (`TARGETED_DEVICE_FAMILY = 2`) is judged on iPads alone, all @2x. The finding lands on the `Image` that draws it: a page view's, or an `Image("logo")` anywhere in the code \
      written as a view (one stored in a variable or handed to another view is not followed). A vector without \
      Preserve Vector Data is judged by the pixels Xcode renders it at, and the fix is to keep it a vector. An \
      upscale under 10% is not reported: no one sees it. Not judged: an image drawn at its own size (not \
      `.resizable()`: missing-scale's case), one without a literal frame, a vector kept as one (Preserve Vector \
      Data), and the full-screen background (background-resolution).
      """,
    area: .images,
    defaultSeverity: .warning,
    triggeringExamples: [
      // A 295×295 px @3x-only illustration drawn 300 pt tall: @3x iPhones need 900×900 px.
      RuleExample(
        files: ExampleApp.iconApp(frame: ".frame(height: 300)", marked: true)
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1@3x.png", scale: 3, ExampleApp.png(295, 295))])),
      // A single-scale 400×400 px file drawn 310 pt wide.
      RuleExample(
        files: ExampleApp.iconApp(frame: ".frame(width: 310)", marked: true)
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1.png", scale: nil, ExampleApp.png(400, 400))])),
      // A splash screen's logo: one 92×132 px file in every slot, drawn 90 pt wide (270 px on @3x iPhones).
      RuleExample(
        files: [("SplashView.swift", splashView(frame: ".frame(width: 90)", marked: true))]
          + ExampleApp.imageSet(
            "logo",
            images: [1, 2, 3].map { (scale: Int) in
              ExampleApp.ImageFile("logo-\(scale).png", scale: scale, ExampleApp.png(92, 132))
            })),
      // An iPhone and iPad app: the logo drawn 45 pt wide needs 135 px on @3x iPhones.
      RuleExample(files: splashApp(deviceFamily: "1,2", marked: true)),
    ],
    nonTriggeringExamples: [
      // The same logo in an iPad-only app: iPads are @2x and need 90 px.
      RuleExample(files: splashApp(deviceFamily: "2")),
      // @2x and @3x files that cover the 300 pt frame.
      RuleExample(
        files: ExampleApp.iconApp(frame: ".frame(height: 300)")
          + ExampleApp.imageSet(
            "icon-onboarding-1",
            images: [
              .init("icon-onboarding-1@2x.png", scale: 2, ExampleApp.png(600, 600)),
              .init("icon-onboarding-1@3x.png", scale: 3, ExampleApp.png(900, 900)),
            ])),
      // The same 295 px file drawn 90 pt tall is drawn smaller than its pixels.
      RuleExample(
        files: ExampleApp.iconApp(frame: ".frame(height: 90)")
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1@3x.png", scale: 3, ExampleApp.png(295, 295))])),
      // The same logo drawn 30 pt wide needs only 90 px.
      RuleExample(
        files: [("SplashView.swift", splashView(frame: ".frame(width: 30)"))]
          + ExampleApp.imageSet(
            "logo",
            images: [1, 2, 3].map { (scale: Int) in
              ExampleApp.ImageFile("logo-\(scale).png", scale: scale, ExampleApp.png(92, 132))
            })),
      // No literal frame: the size it is drawn at is not known.
      RuleExample(
        files: ExampleApp.iconApp(frame: "")
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1@3x.png", scale: 3, ExampleApp.png(295, 295))])),
    ])

  /// An app for the devices of `deviceFamily` (`TARGETED_DEVICE_FAMILY`) whose splash screen draws a 92×132 px
  /// logo 45 pt wide.
  static func splashApp(deviceFamily: String, marked: Bool = false) -> [ExampleApp.File] {
    [
      ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], settings: ["TARGETED_DEVICE_FAMILY": deviceFamily])]),
      ("Adopt/SplashView.swift", splashView(frame: ".frame(width: 45)", marked: marked)),
    ]
      + ExampleApp.imageSet(
        "logo",
        images: [1, 2, 3].map { (scale: Int) in
          ExampleApp.ImageFile("logo-\(scale).png", scale: scale, ExampleApp.png(92, 132))
        },
        in: "Adopt/Assets.xcassets")
  }

  /// A splash screen that draws the image set `logo` resizable and fitted, with `frame` (source) on it.
  static func splashView(frame: String, marked: Bool = false) -> String {
    """
    import SwiftUI

    struct SplashView: View {
      var body: some View {
        ZStack {
          Color.black.ignoresSafeArea()
          \(marked ? "↓" : "")Image("logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            \(frame)
        }
      }
    }

    """
  }

  static func tooSmall(
    _ asset: Asset, icon: PageIconStyle, worst: DrawnResolution.Shortfall, others: [DrawnResolution.Shortfall]
  ) -> String {
    let image = worst.image
    let loads = image.entry.scale.map { $0 < worst.deviceScale } ?? false
    let fix =
      image.isVector
      ? "tick Preserve Vector Data (\"preserves-vector-representation\": true) so iOS draws the vector sharp at "
        + "any size"
      : loads
        ? "add a @\(worst.deviceScale)x file of \(worst.needed) px"
        : "export `\(image.filename)` at \(worst.needed) px"
          + (image.entry.scale == nil ? " (it serves every scale)" : "")
    return "`\(asset.name)` is drawn at \(worst.drawn) here (\(DrawnResolution.frameText(icon))), which takes "
      + "\(worst.needed) px on \(DrawnResolution.devices(atScale: worst.deviceScale, onPadsOnly: worst.onPadsOnly)), but the file they load, "
      + "`\(image.filename)`, \(image.isVector ? "is a vector Xcode renders at" : "has") \(image.pixels) px, so iOS scales it up \(Measure.percent(worst.upscale)) and it "
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
    let pages: [Drawing] = context.facts.pageImages(.drawnIcon).compactMap { use in
      DrawnResolution.drawnIcon(of: use).map { Drawing(asset: use.asset, icon: $0, view: use.page.view) }
    }
    let elsewhere = context.facts.imageDrawings.filter { $0.style.scaling != .natural }.map {
      Drawing(asset: $0.asset, icon: $0.style, view: nil)
    }
    return (pages + elsewhere).compactMap { drawing in
      let shortfalls = DrawnResolution.shortfalls(
        of: drawing.asset, in: context.project, onPadsOnly: drawing.icon.isPadOnly
      ) { points in
        DrawnResolution.iconDrawnSize(drawing.icon, imagePoints: points, view: drawing.view, screen: screen)
      }
      // Pages that show one set through one `Image` get one finding.
      guard let worst = shortfalls.first,
        seen.insert(DrawnSet(location: drawing.icon.location, set: drawing.asset.contentsFile)).inserted
      else {
        return nil
      }
      return Finding(
        location: drawing.icon.location,
        message: Self.tooSmall(drawing.asset, icon: drawing.icon, worst: worst, others: Array(shortfalls.dropFirst())))
    }
  }

  /// An `Image` that draws an image set: a page view's icon (with the view, which bounds its room), or an
  /// `Image("…")` anywhere else in the code.
  private struct Drawing {
    var asset: Asset
    var icon: PageIconStyle
    var view: PageView?
  }
}
