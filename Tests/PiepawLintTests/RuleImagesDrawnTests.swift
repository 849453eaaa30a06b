import Testing

@testable import PiepawLint

/// The image rules judged by the size a page view draws an image at: `background-resolution`, `image-resolution`
/// and `missing-scale`'s warning, note or silence; and `image-too-large`'s refusal wording.
@Suite struct RuleImagesDrawnTests {
  typealias File = ImageBuild.File

  static let viewFile = "/app/PageView.swift"
  static let imageCall = Build.at(12, 7, in: viewFile)

  /// Page 0 of the standard flow showing `background` and `icon` (catalog names), drawn by `view`.
  func project(
    _ sets: [(Asset, [String: ImageInfo])], background: String? = nil, icon: String? = nil, view: PageView
  ) -> Project {
    var page = Build.page(0)
    if let background { page.background = Build.field(.catalogName(background), 5, Build.Column.background) }
    if let icon { page.icon = Build.field(.catalogName(icon), 5, Build.Column.icon) }
    page.view = view
    return ImageBuild.project(sets, flows: [Build.flow([page])])
  }

  /// A page view that draws the background with `scaling`, over the whole screen.
  func backgroundView(_ scaling: PageBackgroundStyle.Scaling) -> PageView {
    var view = PageView(viewType: "PageView", location: Build.at(8, 7, in: Self.viewFile))
    view.background = PageBackgroundStyle(location: Self.imageCall, scaling: scaling, ignoresSafeArea: true)
    return view
  }

  /// A page view that draws the icon with `scaling` in a literal frame.
  func iconView(_ scaling: PageBackgroundStyle.Scaling, width: Double? = nil, height: Double? = nil) -> PageView {
    var view = PageView(viewType: "PageView", location: Build.at(8, 7, in: Self.viewFile))
    view.icon = PageIconStyle(location: Self.imageCall, scaling: scaling, width: width, height: height)
    return view
  }

  // MARK: backgrounds

  @Test func aOneXPhotoDrawnToFillTheScreenWithMorePixelsThanItNeedsIsNotReported() {
    let photo = ImageBuild.set("photo", [File("photo.jpg", 1, "1638x3542", format: .jpeg)])
    let project = project([photo], background: "photo", view: backgroundView(.fill))
    #expect(findings(MissingScaleRule.self, project).isEmpty)
    #expect(findings(BackgroundResolutionRule.self, project).isEmpty)
  }

  @Test func aOneXPhotoDrawnToFillTheScreenWithTooFewPixelsIsReportedForTheDevicesThatLoadIt() {
    let photo = ImageBuild.set("photo", [File("photo.jpg", 1, "1000x2160", format: .jpeg)])
    let project = project([photo], background: "photo", view: backgroundView(.fill))
    #expect(findings(MissingScaleRule.self, project).isEmpty)
    let result = findings(BackgroundResolutionRule.self, project)
    #expect(result.map(\.location) == [Build.at(5, Build.Column.background)])
    #expect(
      result.first?.message
        == "The background `photo` (photo.jpg, the file @3x devices load) is 1000×2160 px, but scaled to fill a "
        + "430×932 pt screen it is drawn at 431.48×932 pt, which at @3x needs 1294×2796 px, so iOS upscales it 29% "
        + "on @3x iPhones (every iPhone since the iPhone 12 but the SE) and it looks soft; add a @3x file of 1294×2796 px."
    )
  }

  @Test func aBackgroundFittedInsideTheScreenNeedsOnlyTheSizeItIsDrawnAt() {
    // 1290×2000 px at @3x fitted to 430×932 pt is drawn 430×666.67 pt: its pixels cover that exactly.
    let wide = ImageBuild.set("wide", [File("wide@3x.jpg", 3, "1290x2000", format: .jpeg)])
    #expect(
      findings(BackgroundResolutionRule.self, project([wide], background: "wide", view: backgroundView(.fit))).isEmpty)
    // Without the view the background is taken to fill the screen, as before.
    let unseen = ImageBuild.project([wide], flows: [flowWithBackground("wide")])
    #expect(findings(BackgroundResolutionRule.self, unseen).count == 1)
  }

  func flowWithBackground(_ name: String) -> Flow {
    var page = Build.page(0)
    page.background = Build.field(.catalogName(name), 5, Build.Column.background)
    return Build.flow([page])
  }

  // MARK: icons and illustrations

  @Test func anIllustrationDrawnTallerThanItsPixelsIsReportedAtTheImage() {
    let hero = ImageBuild.set("hero", [File("hero@3x.png", 3, "295x295")])
    let project = project([hero], icon: "hero", view: iconView(.fit, height: 300))
    let result = findings(ImageResolutionRule.self, project)
    #expect(result.map(\.location) == [Self.imageCall])
    #expect(
      result.first?.message
        == "`hero` is drawn at 300×300 pt here (`.frame(height: 300)`, scaled to fit), which takes 900×900 px on @3x "
        + "iPhones (every iPhone since the iPhone 12 but the SE), but the file they load, `hero@3x.png`, has 295×295 px, so iOS "
        + "scales it up 205% and it looks blurry; export `hero@3x.png` at 900×900 px.")
    // A @3x-only set is no missing-scale finding: the @2x iPhones scale it down.
    #expect(findings(MissingScaleRule.self, project).isEmpty)
  }

  @Test func aSingleScaleFileDrawnWiderThanItsPixelsIsReported() {
    let card = ImageBuild.set("card", [File("card.png", nil, "400x400")])
    let result = findings(ImageResolutionRule.self, project([card], icon: "card", view: iconView(.fit, width: 310)))
    #expect(result.first?.message.contains("drawn at 310×310 pt here (`.frame(width: 310)`, scaled to fit)") == true)
    #expect(result.first?.message.contains("export `card.png` at 930×930 px (it serves every scale)") == true)
  }

  @Test func anIconWithThePixelsItsFrameNeedsIsQuiet() {
    let hero = ImageBuild.set("hero", [File("hero@2x.png", 2, "600x600"), File("hero@3x.png", 3, "900x900")])
    #expect(
      findings(ImageResolutionRule.self, project([hero], icon: "hero", view: iconView(.fit, height: 300))).isEmpty)
    let small = ImageBuild.set("small", [File("small@3x.png", 3, "295x295")])
    #expect(
      findings(ImageResolutionRule.self, project([small], icon: "small", view: iconView(.fit, height: 90))).isEmpty)
  }

  @Test func anImageWhoseDrawnSizeIsNotKnownIsNotJudged() {
    let hero = ImageBuild.set("hero", [File("hero@3x.png", 3, "295x295")])
    // No frame; a stretched image with one side; a literal `Image("logo")` that is not the page's field.
    var literal = iconView(.fit, height: 300)
    literal.icon?.literalNameLocation = Build.at(12, 13, in: Self.viewFile)
    for view in [iconView(.fit), iconView(.stretch, height: 300), literal] {
      #expect(findings(ImageResolutionRule.self, project([hero], icon: "hero", view: view)).isEmpty)
    }
    // A height whose fitted width is more than the narrowest screen has room for: SwiftUI draws it smaller.
    let banner = ImageBuild.set("banner", [File("banner@3x.png", 3, "900x300")])
    #expect(
      findings(ImageResolutionRule.self, project([banner], icon: "banner", view: iconView(.fit, height: 300))).isEmpty)
  }

  // MARK: missing-scale

  @Test func withoutTheDrawnSizeMissingScaleIsANoteThatClaimsNoBlur() {
    let project = ImageBuild.project([ImageBuild.set("badge", [File("badge.png", 1, "40x40")])])
    let result = findings(MissingScaleRule.self, project)
    #expect(result.map(\.maximumSeverity) == [.note])
    #expect(
      result.first?.message
        == "badge.imageset has no @2x or @3x file, only @1x (40×40 px). Drawn at its own size, 40×40 pt, iPhones "
        + "that load @2x or @3x would scale it up; drawn `.resizable()`, its pixels against the size it is drawn at "
        + "decide, and the tool found no `Image` that draws it at a size it can read. For its own size, add 80×80 px "
        + "for @2x and "
        + "120×120 px for @3x (in Xcode's asset editor, drop them on the empty slots).")
  }

  @Test func drawnAtItsOwnSizeMissingScaleIsAWarningThatClaimsBlur() {
    let paw = ImageBuild.set("paw", [File("paw@2x.png", 2, "128x128")])
    let result = findings(MissingScaleRule.self, project([paw], icon: "paw", view: iconView(.natural)))
    #expect(result.map(\.maximumSeverity) == [nil])
    #expect(result.first?.message.contains("draws it at its own size (not `.resizable()`)") == true)
    #expect(result.first?.message.contains("scale a smaller file up and it looks blurry") == true)
    let photo = ImageBuild.set("photo", [File("photo.jpg", 1, "1638x3542", format: .jpeg)])
    let own = findings(MissingScaleRule.self, project([photo], background: "photo", view: backgroundView(.natural)))
    #expect(own.map(\.maximumSeverity) == [nil])
    #expect(own.first?.message.contains("so every iPhone scales it up") == true)
  }

  /// A @1x file larger than any iPhone screen whose drawing is unknown is drawn scaled, at a size the tool does
  /// not know: nothing is known to be missing. A @1x file that fits a screen is still noted.
  @Test func anOversizedOneXFileWhoseDrawingIsUnknownIsNotReported() {
    let project = ImageBuild.project([
      ImageBuild.set("photo", [File("photo.jpg", 1, "1179x2556", format: .jpeg)]),
      ImageBuild.set("card", [File("card.jpg", 1, "300x400", format: .jpeg)]),
    ])
    let result = findings(MissingScaleRule.self, project)
    #expect(result.map(\.maximumSeverity) == [.note])
    #expect(result.first?.message.hasPrefix("card.imageset has no @2x or @3x file") == true)
  }

  /// A file with the pixels of the largest iPhone screen at @3x is sharp however it is drawn up to full screen: a
  /// 1638×3542 px @1x photo, a 2333×3500 px @2x one (no even larger @3x to advise), a 4000×3000 px @1x card photo.
  @Test func aFileThatCoversEveryScreenLacksNoScale() {
    let project = ImageBuild.project([
      ImageBuild.set("photo", [File("photo.jpg", 1, "1638x3542", format: .jpeg)]),
      ImageBuild.set("poster", [File("poster@2x.jpg", 2, "2333x3500", format: .jpeg)]),
      ImageBuild.set("card", [File("card.jpg", 1, "4000x3000", format: .jpeg)]),
      // Just short of 1290 px wide: still a note.
      ImageBuild.set("narrow", [File("narrow@2x.jpg", 2, "1280x2800", format: .jpeg)]),
    ])
    let result = findings(MissingScaleRule.self, project)
    #expect(result.map(\.location.file).map { $0.contains("narrow.imageset") } == [true])
    // Drawn at its own size, the same photo is scaled up on every iPhone: still a warning.
    let photo = ImageBuild.set("photo", [File("photo.jpg", 1, "1638x3542", format: .jpeg)])
    let own = findings(
      MissingScaleRule.self, self.project([photo], background: "photo", view: backgroundView(.natural)))
    #expect(own.map(\.maximumSeverity) == [nil])
  }

  // MARK: image-too-large

  @Test func aRefusedFileIsDescribedByItsMeasuredSizeNotCalledABomb() {
    let status = ImageInfo.Status.tooLarge("100000x100000 pixels: a side is over the limit of 65535 pixels")
    let set = ImageBuild.set("huge", [File("huge@3x.png", 3, "100000x100000", status: status)])
    let message = findings(ImageTooLargeRule.self, ImageBuild.project([set])).first?.message ?? ""
    #expect(!message.contains("bomb"))
    #expect(!message.contains("mistake"))
    #expect(message.hasPrefix("Decoding was refused: 100000x100000 pixels: a side is over the limit of 65535 pixels."))
    #expect(message.contains("iOS would decode it to"))
  }

  @Test func aPhotoOurDecoderHadNoMemoryForIsReportedForItsPixels() {
    let status = ImageInfo.Status.tooLarge("a progressive JPEG needs more than the decoder memory limit")
    let photo = ImageBuild.set("photo", [File("photo@3x.jpg", 3, "5036x3357", status: status, format: .jpeg)])
    let message = findings(ImageTooLargeRule.self, ImageBuild.project([photo])).first?.message ?? ""
    #expect(message.hasPrefix("This image is 5036×3357 px (16.91 MP), over the 8 MP budget."))
    #expect(!message.contains("bomb"))
    let small = ImageBuild.set("small", [File("small@3x.jpg", 3, "1290x2796", status: status, format: .jpeg)])
    #expect(findings(ImageTooLargeRule.self, ImageBuild.project([small])).isEmpty)
  }

  /// An iPad background the code loads only where `userInterfaceIdiom == .pad`: no iPad is @3x, so its 12.6 MP @3x
  /// file is never decoded. The near miss: loaded outside such a branch, it is.
  @Test func aThreeXFileOnlyIPadBranchesLoadIsNeverDecoded() throws {
    let background = ImageBuild.set(
      "BackgroundPad", [File("BackgroundPad@2x.png", 2, "2048x2732"), File("BackgroundPad@3x.png", 3, "3072x4098")])
    func project(padOnly: Bool) -> Project {
      var project = ImageBuild.project([background])
      var reference = AssetReference(
        name: .catalogName("BackgroundPad"), kind: .image, location: .text("/app/Schedule.swift", line: 4, column: 40))
      reference.isPadOnly = padOnly
      var file = ContentFile(path: "/app/Schedule.swift")
      file.assetReferences = [reference]
      project.contentFiles.append(file)
      return project
    }
    #expect(findings(ImageTooLargeRule.self, project(padOnly: true)).isEmpty)
    #expect(findings(ImageTooLargeRule.self, project(padOnly: false)).count == 1)
    let source = """
      import UIKit
      final class ScheduleController: UIViewController {
        let backgroundView = UIImageView()
        func setUpBackground() {
          backgroundView.image = UIImage(named: "Background")
          if UIDevice.current.userInterfaceIdiom == .pad {
            backgroundView.image = UIImage(named: "BackgroundPad")
          }
        }
      }
      """
    let read = SwiftContentLoader.read(path: "/app/Schedule.swift", source: source).assetReferences
    #expect(read.map(\.isPadOnly) == [false, true])
  }

  /// Names built at run time in an iPad branch (`Image(dark ? "tourdarkipad\(i)" : "touripad\(i)")`) look up every
  /// set they can be on iPads only: no @3x file of those is decoded. Near miss: the same lookup outside the branch.
  @Test func aThreeXFileOnlyIPadBranchesLookUpByABuiltNameIsNeverDecoded() throws {
    let tour = ImageBuild.set(
      "touripad1", [File("touripad1@2x.png", 2, "1668x2388"), File("touripad1@3x.png", 3, "2502x3582")])
    func project(branch: String) -> Project {
      var project = ImageBuild.project([tour])
      let source = """
        import SwiftUI
        struct Tour: View {
          let index: Int
          @Environment(\\.colorScheme) var colorScheme
          var body: some View {
            \(branch) {
              Image(colorScheme == .dark ? "tourdarkipad\\(index)" : "touripad\\(index)")
            }
          }
        }
        """
      project.contentFiles.append(SwiftContentLoader.read(path: "/app/Tour.swift", source: source))
      return project
    }
    #expect(findings(ImageTooLargeRule.self, project(branch: "if UIDevice.current.userInterfaceIdiom == .pad")).isEmpty)
    #expect(findings(ImageTooLargeRule.self, project(branch: "if index > 0")).count == 1)
  }
}
