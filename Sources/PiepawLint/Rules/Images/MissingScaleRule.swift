/// A bitmap image set whose best file is below a scale the devices load (@2x or @3x), so it is scaled up.
struct MissingScaleRule: Rule {
  static let description = RuleDescription(
    identifier: "missing-scale",
    name: "Missing scale",
    summary:
      "A bitmap image set has no file for @2x or @3x: a warning where a page draws it at its own size (scaled up), "
      + "a note where the size it is drawn at is not known.",
    rationale: """
      Every iPhone today is @2x or @3x (every one since the iPhone 12 but the SE is @3x). When a set's highest file is \
      below the scale a device loads, what that does depends on the size the app draws the image at, and the \
      finding claims only what the tool knows. Where a page view or any `Image("…")` draws it at its own size (an `Image` without \
      `.resizable()`), iOS scales the smaller file up and it looks blurry: a warning. Where a page view draws it \
      `.resizable()` at a size the tool knows (a full-screen background, a literal `.frame`), its pixels against \
      that size decide: background-resolution and image-resolution judge it, and nothing is reported here (a \
      1638×3542 px @1x photo drawn to fill the screen is drawn smaller than its pixels, and sharp). Elsewhere \
      the finding is a note: it states the files and their sizes and what devices do at the image's own size, \
      without claiming blur. Universal and iPhone images need @2x and @3x, iPad and Mac images @2x. A lower \
      scale that is missing is not reported: a set with only @3x is scaled down on @2x iPhones, which stays \
      sharp and costs only memory (2.25 times the pixels of a @2x file while it is shown), so it is a valid \
      choice, not a defect. Not checked either: single-scale sets (one vector or bitmap for every scale), a PDF \
      or SVG in the @1x slot with Preserve Vector Data (drawn sharp at every scale), and tiny swatches of at \
      most 2×2 px (a tint or a stretchable colour scales up without loss), and sets in development assets \
      (`DEVELOPMENT_ASSET_PATHS`, such as Preview Content) or in a catalog every configuration but Debug leaves \
      out (`EXCLUDED_SOURCE_FILE_NAMES = TestAssets.xcassets`), which no release ships, sets only views no code builds look up (a view only a `#Preview` builds), which no \
      device shows, and a 4-inch iPhone's `retina4` file, which lacks no @3x (every 4-inch iPhone is @2x). A @1x-only file larger than any \
      iPhone screen (440×956 pt, the Pro Max) cannot be drawn at its own size on a page: where no code says how it \
      is drawn, nothing is reported; where an `Image` draws it at its own size, it is most likely an export for a \
      higher scale in the wrong slot, and the finding offers the moves to @3x and, where the file also fits a \
      screen at @2x, to @2x. An iPad's or a watch's @1x-only file larger than any of their screens (1032×1376 \
      pt, 211×257 pt) is not reported where no code says how it is drawn either. A file with the \
      pixels of the screen full-screen images are sized for at the scale a device lacks (1290×2796 px for @3x, \
      either way round) lacks nothing: drawn `.resizable()` at any size up to the full screen it is drawn at most \
      2% larger than its pixels (on a Pro Max), which does not show, so it is reported only where an `Image` \
      draws it at its own size. Besides the page views, every \
      `Image("…")` written as a view in the code tells how the set is drawn. A \
      vector in the @1x slot without Preserve Vector Data is rendered at @1x only: a warning where an `Image` \
      draws it at its own size, else a note that says the size it stays sharp up to. Scales are compared within one idiom, appearance and variant (screen width, size class, memory, \
      gamut, locale); one problem shared by several appearances or variants is one finding. A slot whose file \
      is named but absent is imageset-missing-file's finding, not this one.
      """,
    area: .images,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "badge", images: [.init("badge.png", scale: 1, ExampleApp.png(40, 40))], emptySlots: [2, 3]),
        fileFindings: ["Assets.xcassets/badge.imageset/Contents.json"]),
      RuleExample(
        files: ExampleApp.imageSet(
          "icon_onboarding_1",
          images: [
            .init("icon_onboarding_1.png", scale: 1, ExampleApp.png(64, 64)),
            .init("icon_onboarding_1@2x.png", scale: 2, ExampleApp.png(128, 128)),
          ], emptySlots: [3]),
        fileFindings: ["Assets.xcassets/icon_onboarding_1.imageset/Contents.json"]),
      // The any and dark appearances both lack @3x: one finding for both.
      RuleExample(
        files: ExampleApp.imageSet(
          "paw",
          images: [
            .init("paw@2x.png", scale: 2, ExampleApp.png(128, 128)),
            .init("paw-dark@2x.png", scale: 2, ExampleApp.png(128, 128), dark: true),
          ]),
        fileFindings: ["Assets.xcassets/paw.imageset/Contents.json"]),
      // A @1x file of 1179×2556 px is 1179×2556 pt: drawn at its own size, a @3x export in the @1x slot.
      RuleExample(
        files: [
          (
            "Views/Welcome.swift",
            "import SwiftUI\n\nstruct Welcome: View {\n  var body: some View { Image(\"welcome\") }\n}\n"
          )
        ]
          + ExampleApp.imageSet("welcome", images: [.init("welcome.jpg", scale: 1, ExampleApp.jpeg(1179, 2556))]),
        fileFindings: ["Assets.xcassets/welcome.imageset/Contents.json"]),
      // In a Mac app a missing @2x is still blurry, on every Retina Mac.
      RuleExample(
        files: [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], sdk: "macosx")])]
          + ExampleApp.imageSet(
            "badge", images: [.init("badge.png", scale: 1, ExampleApp.png(40, 40))], emptySlots: [2, 3],
            in: "Adopt/Assets.xcassets"),
        fileFindings: ["Adopt/Assets.xcassets/badge.imageset/Contents.json"]),
      // The page view draws the icon at its own size: @3x iPhones scale the @2x file up (a warning).
      RuleExample(
        files: ExampleApp.iconApp(frame: "", resizable: false)
          + ExampleApp.imageSet(
            "icon-onboarding-1", images: [.init("icon-onboarding-1@2x.png", scale: 2, ExampleApp.png(128, 128))]),
        fileFindings: ["Assets.xcassets/icon-onboarding-1.imageset/Contents.json"]),
    ],
    nonTriggeringExamples: [
      // A @1x-only 1638×3542 px photo drawn `.resizable().scaledToFill()` over the screen is drawn smaller than its
      // pixels: background-resolution judges it, and it is sharp.
      RuleExample(files: ExampleApp.oneXPhotoFillingTheScreen()),
      RuleExample(files: ExampleApp.scaledSet("icon_onboarding_1", width: 64, height: 64)),
      // A Mac app's universal images are loaded by Macs, at @1x and @2x.
      RuleExample(
        files: [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], sdk: "macosx")])]
          + ExampleApp.imageSet(
            "badge",
            images: [
              .init("badge.png", scale: 1, ExampleApp.png(40, 40)),
              .init("badge@2x.png", scale: 2, ExampleApp.png(80, 80)),
            ], emptySlots: [3], in: "Adopt/Assets.xcassets")),
      // A @1x-only 1024 px logo drawn resizable within 200×200 pt limits: even a @3x iPhone has its 600 px.
      RuleExample(
        files: [
          (
            "LaunchView.swift",
            "import SwiftUI\nstruct LaunchView: View {\n  var body: some View {\n"
              + "    Image(\"logo\").resizable().scaledToFit().frame(maxWidth: 200, maxHeight: 200)\n  }\n}\n"
          )
        ] + ExampleApp.imageSet("logo", images: [.init("logo.png", scale: 1, ExampleApp.png(1024, 1024))])),
      // No @1x file is fine: no current iPhone loads it.
      RuleExample(
        files: ExampleApp.imageSet(
          "icon_onboarding_1",
          images: [
            .init("icon_onboarding_1@2x.png", scale: 2, ExampleApp.png(128, 128)),
            .init("icon_onboarding_1@3x.png", scale: 3, ExampleApp.png(192, 192)),
          ], emptySlots: [1])),
      // Only @3x: @2x iPhones scale it down, which stays sharp.
      RuleExample(files: ExampleApp.imageSet("onboarding-1", at: 3, 1290, 2796, format: .jpeg)),
      // A single-scale image (a vector, or one bitmap for every scale).
      RuleExample(
        files: ExampleApp.imageSet("paw-print", images: [.init("paw-print.png", scale: nil, ExampleApp.png(192, 192))])
      ),
      // A @1x file larger than any iPhone screen that no code draws at its own size is drawn scaled: its pixels
      // against a size the tool does not know decide.
      RuleExample(
        files: ExampleApp.imageSet("cover", images: [.init("cover.jpg", scale: 1, ExampleApp.jpeg(822, 1122))])),
      // A 1×1 px tint swatch scales up without loss.
      RuleExample(files: ExampleApp.imageSet("tint", images: [.init("tint.png", scale: 1, ExampleApp.png(1, 1))])),
    ])

  /// The iPhone screen full-screen images are sized for, in points (`DeviceScreen.largestIPhone`).
  static let largestScreen = PixelSize(
    width: Int(DeviceScreen.largestIPhone.width), height: Int(DeviceScreen.largestIPhone.height))
  /// Files of at most this many pixels a side are swatches.
  static let swatchSide = 2

  static func missing(
    _ scales: [Int], in asset: Asset, qualifier: String, devices: String, present: [Int],
    sizes: [(scale: Int, size: PixelSize)], drawnBy: String
  ) -> String {
    let missing = scales.map { "@\($0)x" }.joined(separator: " or ")
    let has = Plural.list(present.map { "@\($0)x" })
    return "\(asset.folderName)\(qualifier) has no \(missing) file (only \(has)), and \(drawnBy) draws it at its "
      + "own size (not `.resizable()`), so \(devices) that load \(missing) scale a smaller file up and it looks "
      + "blurry; \(add(sizes, count: scales.count)) (in Xcode's asset editor, drop them on the empty slots)."
  }

  /// The same lack where the tool does not know the size the app draws the image at: the facts, no claim of blur.
  static func missingUndrawn(
    _ scales: [Int], in asset: Asset, qualifier: String, devices: String, present: [(scale: Int, size: PixelSize?)],
    points: PointSize?, sizes: [(scale: Int, size: PixelSize)], drawnAt: String
  ) -> String {
    let missing = scales.map { "@\($0)x" }.joined(separator: " or ")
    let own = points.map { "at its own size, \($0)," } ?? "at its own size"
    return "\(asset.folderName)\(qualifier) has no \(missing) file, only \(described(present)). Drawn \(own) "
      + "\(devices) that load \(missing) would scale it up; drawn `.resizable()`, its pixels against the size it is "
      + "drawn at decide, and \(drawnAt). For its own size, "
      + "\(add(sizes, count: scales.count)) (in Xcode's asset editor, drop them on the empty slots)."
  }

  /// `` `Views/TabBar.swift:12` ``: the `Image` that draws a set, for messages.
  static func place(_ location: SourceLocation, root: String) -> String {
    "`\(RelativePath.from(root, to: location.file))\(location.line.map { ":\($0)" } ?? "")`"
  }

  /// What the tool knows of where a set is drawn when it does not know the size: for messages.
  static func unknownSize(_ drawn: DrawnResolution.SetDrawing, root: String) -> String {
    guard case .resizable(let location) = drawn else {
      return "the tool found no `Image` that draws it at a size it can read"
    }
    let file = location.file.lowercased()
    guard file.hasSuffix(".storyboard") || file.hasSuffix(".xib") else {
      return "\(place(location, root: root)) draws it `.resizable()`, at a size the tool cannot work out from the "
        + "code there (a frame may fix one side only), so that size is not known"
    }
    return "\(scaledBy(location, root: root)), whose size the tool does not read, so that size is not known"
  }

  /// A set the code or a storyboard draws scaled to a size the tool does not know (`.resizable()` with no literal
  /// frame, an image view that scales its image): its pixels against that size decide, so the note gives the size
  /// each device's file stays sharp up to, and no guess about how it was exported.
  static func drawnScaled(
    _ scales: [Int], in asset: Asset, qualifier: String, present: [(scale: Int, size: PixelSize?)],
    sharpUpTo: [(scale: Int, points: PointSize)], scaledBy: String
  ) -> String {
    let missing = scales.map { "@\($0)x" }.joined(separator: " or ")
    let sharp =
      sharpUpTo.isEmpty
      ? ""
      : ": " + Plural.list(sharpUpTo.map { "@\($0.scale)x devices show it sharp up to \($0.points)" })
    let files = scales.count == 1 ? "a @\(scales[0])x file" : Plural.list(scales.map { "@\($0)x" }) + " files"
    let times = Plural.list(scales.map { "\($0)×" })
    return "\(asset.folderName)\(qualifier) has no \(missing) file, only \(described(present)). \(scaledBy), at a "
      + "size the tool does not know, so its pixels against that size decide\(sharp). Where it is drawn larger, add "
      + "\(files) of \(times) the size it is drawn at (in Xcode's asset editor, drop them on the empty slots)."
  }

  /// How a set is drawn scaled, for messages: by an `Image` in Swift, or by a storyboard's or XIB's image view.
  static func scaledBy(_ location: SourceLocation, root: String) -> String {
    let file = location.file.lowercased()
    guard file.hasSuffix(".storyboard") || file.hasSuffix(".xib") else {
      return "\(place(location, root: root)) draws it `.resizable()`"
    }
    return "\(place(location, root: root)) draws it in an image view that scales it to the view's size"
  }

  /// `@1x (40×40 px)`, `@1x and @2x (64×64 and 128×128 px)`; without sizes where a file was not measured.
  private static func described(_ present: [(scale: Int, size: PixelSize?)]) -> String {
    let scales = Plural.list(present.map { "@\($0.scale)x" })
    let sizes = present.compactMap(\.size)
    guard sizes.count == present.count, !sizes.isEmpty else { return scales }
    return "\(scales) (\(Plural.list(sizes.map(\.description))) px)"
  }

  static func oversizedOneX(
    _ filename: String, pixels: PixelSize, in asset: Asset, qualifier: String, sizes: [(scale: Int, size: PixelSize)],
    ownSizeBy: String?, drawnAt: String
  ) -> String {
    let points = PointSize(pixels: pixels, scale: 1)
    let asThreeX = PointSize(pixels: pixels, scale: 3)
    let twoX = asThreeX.pixels(atScale: 2).map { "add \($0) px for @2x" } ?? "add a @2x file"
    let drawn =
      ownSizeBy.map { "\($0) draws it at its own size (not `.resizable()`), so every iPhone scales it up" }
      ?? ("drawn at its own size, every iPhone would scale it up (drawn `.resizable()`, its pixels against the size "
        + "it is drawn at decide); " + drawnAt)
    // Which higher scale it was exported for is not known: a @2x screen-sized file (750×1334 px) fits a @2x
    // iPhone's screen too, so both moves are offered where both fit.
    let asTwoX = PointSize(pixels: pixels, scale: 2)
    let twoXOption =
      isOversized(PixelSize(width: Int(asTwoX.width), height: Int(asTwoX.height)))
      ? ""
      : "; if it is a @2x export, move it to the @2x slot (\(asTwoX) there) and "
        + (asTwoX.pixels(atScale: 3).map { "add \($0) px for @3x" } ?? "add a @3x file")
    return "\(asset.folderName)\(qualifier) has only a @1x file, `\(filename)` (\(pixels) px), so it is \(points), "
      + "larger than any iPhone screen: most likely a file exported for a higher scale in the @1x slot, and "
      + "\(drawn). If it is a @3x export, move it to the @3x slot (\(asThreeX) there) and \(twoX)\(twoXOption); "
      + "if it is meant at \(points), \(add(sizes, count: 2))."
  }

  static func rasterizedVector(
    _ filename: String, in asset: Asset, qualifier: String, devices: String, drawnBy: String
  ) -> String {
    "\(asset.folderName)\(qualifier) has `\(filename)`, a vector, in the @1x slot without Preserve Vector "
      + "Data, so Xcode renders it at @1x only, and \(drawnBy) draws it at its own size (not `.resizable()`), so "
      + "\(devices) scale that up and it looks blurry; tick Preserve Vector Data "
      + "(\"preserves-vector-representation\": true) or make the set single-scale."
  }

  /// The same vector where the tool does not know the size it is drawn at: the facts and the sizes it stays sharp
  /// at, no claim of blur.
  static func rasterizedVectorUndrawn(
    _ filename: String, pixels: PixelSize?, in asset: Asset, qualifier: String, devices: String, drawnAt: String
  ) -> String {
    let rendered = pixels.map { ", \($0) px" } ?? ""
    let sharpUpTo = pixels.map { ", and @3x iPhones show it sharp up to \(PointSize(pixels: $0, scale: 3))" } ?? ""
    return "\(asset.folderName)\(qualifier) has `\(filename)`, a vector, in the @1x slot without Preserve Vector "
      + "Data, so Xcode renders it at @1x only\(rendered). Drawn at its own size \(devices) would scale it up; "
      + "drawn `.resizable()`, the size it is drawn at decides\(sharpUpTo); \(drawnAt). To keep it sharp at any "
      + "size, tick Preserve Vector Data (\"preserves-vector-representation\": true) or make the set single-scale."
  }

  private static func add(_ sizes: [(scale: Int, size: PixelSize)], count: Int) -> String {
    sizes.isEmpty
      ? "add a file for \(count == 1 ? "it" : "each")"
      : "add " + Plural.list(sizes.map { "\($0.size) px for @\($0.scale)x" })
  }

  /// What one group lacks; groups that lack the same (and would get the same hint) are reported together.
  private struct Lack: Hashable {
    enum Shape: Hashable {
      case upscaled
      case oversizedOneX(filename: String, pixels: PixelSize)
      case rasterizedVector(filename: String, pixels: PixelSize?)

      var isVector: Bool { if case .rasterizedVector = self { true } else { false } }
    }
    var shape: Shape
    var idiom: String
    var missing: [Int]
    var present: [Int]
    /// The pixels of the present files, by `present`; nil where a file was not measured.
    var presentSizes: [PixelSize?]
    var points: PointSize?
    var sizes: [PixelSize?]
    /// By `missing`: the size the file those devices load stays sharp up to (its pixels over the device's scale).
    var sharpUpTo: [PointSize?] = []
  }

  func check(_ context: RuleContext) -> [Finding] {
    let drawn = context.facts.setDrawings
    return context.project.releasedAssets.filter { $0.kind == .imageSet }.flatMap { asset -> [Finding] in
      let how = drawn[asset.contentsFile] ?? .unknown
      // Drawn only in views no code builds: no device shows it, at any size.
      guard how != .knownSize, !how.isOnlyInViewsNobodyBuilds else { return [] }
      return findings(for: asset, in: context.project, drawn: how)
    }
  }

  private func findings(for asset: Asset, in project: Project, drawn: DrawnResolution.SetDrawing) -> [Finding] {
    let all = asset.scaleGroups
    var lacks: [(lack: Lack, groups: [ScaleGroup])] = []
    let idioms = Set(all.map(\.idiom))
    for group in all {
      guard let lack = lack(of: group, in: asset, setIdioms: idioms, project: project, drawn: drawn) else { continue }
      if let index = lacks.firstIndex(where: { $0.lack == lack }) {
        lacks[index].groups.append(group)
      } else {
        lacks.append((lack, [group]))
      }
    }
    return lacks.map { lack, groups in
      let claimsBlur = drawn.isOwnSize
      return Finding(
        location: SourceLocation(file: asset.contentsFile),
        message: message(
          lack, qualifier: ScaleGroup.qualifier(for: groups, in: all), asset: asset, drawn: drawn,
          root: project.root),
        maximumSeverity: claimsBlur ? nil : .note)
    }
  }

  private func lack(
    of group: ScaleGroup, in asset: Asset, setIdioms: Set<String>, project: Project, drawn: DrawnResolution.SetDrawing
  ) -> Lack? {
    guard group.isScaled else { return nil }
    // A file Contents.json names but the set lacks is no scale it has: imageset-missing-file reports it.
    let onDisk = Set(asset.filesOnDisk.map { $0.lastPathComponent.lowercased() })
    let entries = group.entries.filter { onDisk.contains($0.filename.lowercased()) }
    guard !entries.isEmpty else { return nil }
    let present = Set(entries.compactMap(\.scale))
    // The devices that load it: a universal image of a Mac or watch app is not loaded by iPhones, nor one beside the
    // set's iphone files, nor any of an iPad-only app.
    guard
      let idiom = ImageScaling.loadingIdiom(
        group.idiom, setIdioms: setIdioms, platforms: asset.platforms, deviceFamilies: asset.deviceFamilies)
    else { return nil }
    var missing = ScaleGroup.upscaledScales(present: present, idiom: idiom)
    // A slot that names a file the set lacks is imageset-missing-file's finding: the file is meant, only absent.
    let namedButAbsent = Set(group.entries.filter { !onDisk.contains($0.filename.lowercased()) }.compactMap(\.scale))
    missing.removeAll(where: namedButAbsent.contains)
    // The 4-inch iPhones a `retina4` file is for are all @2x: no @3x device loads it.
    if group.variant.traits["subtype"] == "retina4" { missing.removeAll { $0 > 2 } }
    guard !missing.isEmpty else { return nil }
    // A vector as the only file: Xcode renders it at @1x unless it is kept a vector.
    if present == [1], let oneX = entries.first(where: { $0.scale == 1 }), oneX.isVector {
      guard !ScaleGroup.hasPreservedVector(entries, properties: asset.properties) else { return nil }
      let rendered = project.measuredImages([oneX], of: asset).first?.pixels
      return Lack(
        shape: .rasterizedVector(filename: oneX.filename, pixels: rendered), idiom: idiom, missing: missing,
        present: present.sorted(), presentSizes: [], points: nil, sizes: [])
    }
    // A vector kept as one in any slot is drawn sharp at every scale.
    if ScaleGroup.hasPreservedVector(entries, properties: asset.properties) { return nil }
    let measured = project.measuredImages(entries, of: asset)
    if let largest = measured.largest, max(largest.pixels.width, largest.pixels.height) <= Self.swatchSide {
      return nil
    }
    if !drawn.isOwnSize, Self.coversEveryScreen(measured, at: missing) { return nil }
    let points = Self.shownPoints(of: measured)
    var shape = Lack.Shape.upscaled
    if present == [1], ImageScaling.requiredScales(idiom: idiom).contains(3), let only = measured.first,
      Self.isOversized(only.pixels)
    {
      // Larger than any iPhone screen in points, it cannot be drawn at its own size on a page: it is drawn scaled,
      // and where the code does not say at what size, nothing is known to be missing.
      guard drawn != .unknown else { return nil }
      shape = .oversizedOneX(filename: only.filename, pixels: only.pixels)
    }
    // The same of an iPad's or a watch's @1x file larger than any of their screens (a 1080 px frame of a watch
    // animation): drawn scaled, at a size the code does not say, it lacks nothing the tool can tell.
    if present == [1], drawn == .unknown, let only = measured.first, measured.count == 1,
      let screen = Self.largestScreen(loading: idiom), Self.isLarger(only.pixels, than: screen)
    {
      return nil
    }
    let sizes = missing.map { points?.pixels(atScale: $0) }
    let presentSizes = present.sorted().map { scale in measured.first { $0.scale == scale }?.pixels }
    let sharpUpTo = missing.map { scale in
      DrawnResolution.loaded(at: scale, from: measured).map { PointSize(pixels: $0.pixels, scale: scale) }
    }
    return Lack(
      shape: shape, idiom: idiom, missing: missing, present: present.sorted(), presentSizes: presentSizes,
      points: points, sizes: sizes, sharpUpTo: sharpUpTo)
  }

  /// The size in points the hints add files for: the set's agreed size, or, where its files disagree (a @1x and a
  /// @2x of the same pixels), the size of its highest file, the one the devices that lack a file scale up.
  static func shownPoints(of measured: [MeasuredImage]) -> PointSize? {
    let scaled = measured.map { ScaledPixels(scale: $0.scale, pixels: $0.pixels) }
    guard !ImageScaling.mismatches(scaled).isEmpty, let highest = measured.max(by: { $0.scale < $1.scale }) else {
      return ScaleGroup.referencePoints(of: measured)
    }
    return PointSize(width: max(highest.points.width.rounded(), 1), height: max(highest.points.height.rounded(), 1))
  }

  /// Whether the file each device of the `missing` scales loads has the pixels of the largest iPhone screen at that
  /// scale (1290×2796 px at @3x, either way round): drawn `.resizable()` at any size up to the full screen it is
  /// drawn smaller than its pixels, and sharp, so no file is missing. Drawn at its own size it would be larger
  /// than the screen.
  static func coversEveryScreen(_ images: [MeasuredImage], at missing: [Int]) -> Bool {
    missing.allSatisfy { scale in
      guard let loaded = DrawnResolution.loaded(at: scale, from: images) else { return false }
      let (short, long) = (
        min(loaded.pixels.width, loaded.pixels.height), max(loaded.pixels.width, loaded.pixels.height)
      )
      return short >= largestScreen.width * scale && long >= largestScreen.height * scale
    }
  }

  /// Larger than any iPhone screen (440×956 pt, the Pro Max) in portrait and in landscape (as points at @1x).
  static func isOversized(_ pixels: PixelSize) -> Bool {
    isLarger(pixels, than: DeviceScreen.largestProMax)
  }

  /// Whether a file of `pixels`, at @1x, is wider or taller than `screen` in either orientation.
  static func isLarger(_ pixels: PixelSize, than screen: DeviceScreen) -> Bool {
    let (short, long) = (min(pixels.width, pixels.height), max(pixels.width, pixels.height))
    return Double(short) > screen.width || Double(long) > screen.height
  }

  /// The largest screen of the devices that load an idiom's files other than iPhones' (which the @1x hint above
  /// handles): iPads, watches; nil for Macs and Vision Pro, whose windows have no largest size.
  static func largestScreen(loading idiom: String) -> DeviceScreen? {
    switch idiom {
    case "ipad": DeviceScreen.largestIPad
    case "watch": DeviceScreen.largestAppleWatch
    default: nil
    }
  }

  private func message(_ lack: Lack, qualifier: String, asset: Asset, drawn: DrawnResolution.SetDrawing, root: String)
    -> String
  {
    var ownSizeBy: String?
    if case .ownSize(let location) = drawn { ownSizeBy = Self.place(location, root: root) }
    let sizes = zip(lack.missing, lack.sizes).compactMap { scale, size in size.map { (scale: scale, size: $0) } }
    let devices = ScaleGroup.devices(loading: lack.idiom)
    // A bitmap drawn scaled at an unknown size: what its pixels cover (a vector's own note says the same).
    if case .resizable(let location) = drawn, !lack.shape.isVector {
      return Self.drawnScaled(
        lack.missing, in: asset, qualifier: qualifier,
        present: zip(lack.present, lack.presentSizes).map { (scale: $0, size: $1) },
        sharpUpTo: zip(lack.missing, lack.sharpUpTo).compactMap { scale, size in size.map { (scale, $0) } },
        scaledBy: Self.scaledBy(location, root: root))
    }
    switch lack.shape {
    case .upscaled where ownSizeBy != nil:
      return Self.missing(
        lack.missing, in: asset, qualifier: qualifier, devices: devices, present: lack.present, sizes: sizes,
        drawnBy: ownSizeBy ?? "")
    case .upscaled:
      return Self.missingUndrawn(
        lack.missing, in: asset, qualifier: qualifier, devices: devices,
        present: zip(lack.present, lack.presentSizes).map { (scale: $0, size: $1) }, points: lack.points, sizes: sizes,
        drawnAt: Self.unknownSize(drawn, root: root))
    case .oversizedOneX(let filename, let pixels):
      return Self.oversizedOneX(
        filename, pixels: pixels, in: asset, qualifier: qualifier, sizes: sizes, ownSizeBy: ownSizeBy,
        drawnAt: Self.unknownSize(drawn, root: root))
    case .rasterizedVector(let filename, let pixels):
      if let ownSizeBy {
        return Self.rasterizedVector(filename, in: asset, qualifier: qualifier, devices: devices, drawnBy: ownSizeBy)
      }
      return Self.rasterizedVectorUndrawn(
        filename, pixels: pixels, in: asset, qualifier: qualifier, devices: devices,
        drawnAt: Self.unknownSize(drawn, root: root))
    }
  }
}
