/// A bitmap image set whose best file is below a scale the devices load (@2x or @3x), so it is scaled up.
struct MissingScaleRule: Rule {
  static let description = RuleDescription(
    identifier: "missing-scale",
    name: "Missing scale",
    summary: "A bitmap image set has no file for @2x or @3x, so devices scale a smaller file up.",
    rationale: """
      Every iPhone today is @2x or @3x. When a set's highest file is below the scale a device loads, iOS \
      scales it up and the image looks blurry: a @1x-only set on every iPhone, a set without @3x on Pro and \
      Plus iPhones. Universal and iPhone images need @2x and @3x, iPad and Mac images @2x. A lower scale that \
      is missing is not reported: a set with only @3x is scaled down on @2x iPhones, which stays sharp and \
      costs only memory (2.25 times the pixels of a @2x file while it is shown), so it is a valid choice, not a \
      defect. Not checked either: single-scale sets (one vector or bitmap for every scale), a PDF or SVG in \
      the @1x slot with Preserve Vector Data (drawn sharp at every scale), and tiny swatches of at most \
      2×2 px (a tint or a stretchable colour scales up without loss). A @1x-only file larger than any iPhone \
      screen is most likely a @3x export in the wrong slot, and the finding says so. Scales are compared \
      within one idiom, appearance and variant (screen width, size class, memory, gamut, locale); one problem \
      shared by several appearances or variants is one finding. A slot whose file is named but absent is \
      imageset-missing-file's finding, not this one.
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
      // A @1x file of 1290×2796 px is 1290×2796 pt: a @3x export in the @1x slot.
      RuleExample(
        files: ExampleApp.imageSet("welcome", images: [.init("welcome.jpg", scale: 1, ExampleApp.jpeg(1290, 2796))]),
        fileFindings: ["Assets.xcassets/welcome.imageset/Contents.json"]),
      // In a Mac app a missing @2x is still blurry, on every Retina Mac.
      RuleExample(
        files: [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], sdk: "macosx")])]
          + ExampleApp.imageSet(
            "badge", images: [.init("badge.png", scale: 1, ExampleApp.png(40, 40))], emptySlots: [2, 3],
            in: "Adopt/Assets.xcassets"),
        fileFindings: ["Adopt/Assets.xcassets/badge.imageset/Contents.json"]),
    ],
    nonTriggeringExamples: [
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
      // A 1×1 px tint swatch scales up without loss.
      RuleExample(files: ExampleApp.imageSet("tint", images: [.init("tint.png", scale: 1, ExampleApp.png(1, 1))])),
    ])

  /// The largest iPhone screen in points; a @1x file beyond it (in either orientation) is oversized.
  static let largestScreen = PixelSize(width: 430, height: 932)
  /// Files of at most this many pixels a side are swatches.
  static let swatchSide = 2

  static func missing(
    _ scales: [Int], in asset: Asset, qualifier: String, devices: String, present: [Int],
    sizes: [(scale: Int, size: PixelSize)]
  ) -> String {
    let missing = scales.map { "@\($0)x" }.joined(separator: " or ")
    let has = Plural.list(present.map { "@\($0)x" })
    return "\(asset.folderName)\(qualifier) has no \(missing) file (only \(has)), so \(devices) that load "
      + "\(missing) scale a smaller file up and it looks blurry; \(add(sizes, count: scales.count)) (in Xcode's "
      + "asset editor, drop them on the empty slots)."
  }

  static func oversizedOneX(
    _ filename: String, pixels: PixelSize, in asset: Asset, qualifier: String, sizes: [(scale: Int, size: PixelSize)]
  ) -> String {
    let points = PointSize(pixels: pixels, scale: 1)
    let asThreeX = PointSize(pixels: pixels, scale: 3)
    let twoX = asThreeX.pixels(atScale: 2).map { "add \($0) px for @2x" } ?? "add a @2x file"
    return "\(asset.folderName)\(qualifier) has only a @1x file, `\(filename)` (\(pixels) px), so it is \(points), "
      + "larger than any iPhone screen, and every iPhone scales it up: it looks like a @3x export in the @1x slot. "
      + "Move it to the @3x slot (\(asThreeX) there) and \(twoX); if it is meant at \(points), "
      + "\(add(sizes, count: 2))."
  }

  static func rasterizedVector(_ filename: String, in asset: Asset, qualifier: String, devices: String) -> String {
    "\(asset.folderName)\(qualifier) has `\(filename)`, a vector, in the @1x slot without Preserve Vector "
      + "Data, so Xcode renders it at @1x only and \(devices) scale that up; tick Preserve Vector Data "
      + "(\"preserves-vector-representation\": true) or make the set single-scale."
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
      case rasterizedVector(filename: String)
    }
    var shape: Shape
    var idiom: String
    var missing: [Int]
    var present: [Int]
    var sizes: [PixelSize?]
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.assets.filter { $0.kind == .imageSet }.flatMap { findings(for: $0, in: context.project) }
  }

  private func findings(for asset: Asset, in project: Project) -> [Finding] {
    let all = asset.scaleGroups
    var lacks: [(lack: Lack, groups: [ScaleGroup])] = []
    for group in all {
      guard let lack = lack(of: group, in: asset, project: project) else { continue }
      if let index = lacks.firstIndex(where: { $0.lack == lack }) {
        lacks[index].groups.append(group)
      } else {
        lacks.append((lack, [group]))
      }
    }
    return lacks.map { lack, groups in
      Finding(
        location: SourceLocation(file: asset.contentsFile),
        message: message(lack, qualifier: ScaleGroup.qualifier(for: groups, in: all), groups: groups, asset: asset))
    }
  }

  private func lack(of group: ScaleGroup, in asset: Asset, project: Project) -> Lack? {
    guard group.isScaled else { return nil }
    let present = Set(group.entries.compactMap(\.scale))
    // The devices that load it: a universal image of a Mac or watch app is not loaded by iPhones.
    let idiom = ImageScaling.deviceIdiom(group.idiom, platforms: asset.platforms)
    let missing = ScaleGroup.upscaledScales(present: present, idiom: idiom)
    guard !missing.isEmpty else { return nil }
    // A vector as the only file: Xcode renders it at @1x unless it is kept a vector.
    if present == [1], let oneX = group.entries.first(where: { $0.scale == 1 }), oneX.isVector {
      guard !ScaleGroup.hasPreservedVector(group.entries, properties: asset.properties) else { return nil }
      return Lack(
        shape: .rasterizedVector(filename: oneX.filename), idiom: idiom, missing: missing,
        present: present.sorted(), sizes: [])
    }
    let measured = project.measuredImages(group.entries, of: asset)
    if let largest = measured.largest, max(largest.pixels.width, largest.pixels.height) <= Self.swatchSide {
      return nil
    }
    let points = ScaleGroup.referencePoints(of: measured)
    var shape = Lack.Shape.upscaled
    if present == [1], ImageScaling.requiredScales(idiom: idiom).contains(3), let only = measured.first,
      Self.isOversized(only.pixels)
    {
      shape = .oversizedOneX(filename: only.filename, pixels: only.pixels)
    }
    let sizes = missing.map { points?.pixels(atScale: $0) }
    return Lack(shape: shape, idiom: idiom, missing: missing, present: present.sorted(), sizes: sizes)
  }

  /// Larger than the largest iPhone screen in portrait and in landscape (as points at @1x).
  static func isOversized(_ pixels: PixelSize) -> Bool {
    let (short, long) = (min(pixels.width, pixels.height), max(pixels.width, pixels.height))
    return short > largestScreen.width || long > largestScreen.height
  }

  private func message(_ lack: Lack, qualifier: String, groups: [ScaleGroup], asset: Asset) -> String {
    let sizes = zip(lack.missing, lack.sizes).compactMap { scale, size in size.map { (scale: scale, size: $0) } }
    let devices = ScaleGroup.devices(loading: lack.idiom)
    switch lack.shape {
    case .upscaled:
      return Self.missing(
        lack.missing, in: asset, qualifier: qualifier, devices: devices, present: lack.present, sizes: sizes)
    case .oversizedOneX(let filename, let pixels):
      return Self.oversizedOneX(filename, pixels: pixels, in: asset, qualifier: qualifier, sizes: sizes)
    case .rasterizedVector(let filename):
      return Self.rasterizedVector(filename, in: asset, qualifier: qualifier, devices: devices)
    }
  }
}
