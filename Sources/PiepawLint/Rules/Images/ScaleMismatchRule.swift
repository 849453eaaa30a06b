/// Files of one image at different scales whose pixel sizes do not agree.
struct ScaleMismatchRule: Rule {
  static let description = RuleDescription(
    identifier: "scale-mismatch",
    name: "Scale mismatch",
    summary:
      "An @2x or @3x file is not exactly 2× or 3× the @1x file's pixels, or its pixels do not divide by its scale.",
    rationale: """
      UIKit sizes an image in points: pixels divided by the scale. When the @2x icon is 180×180 px next to a \
      100×100 px @1x, the icon is 90 pt on @2x iPhones and 100 pt on the others, so the page's layout shifts \
      from device to device; pixels that do not divide by the scale give fractional points that no other scale \
      can match. A set with a single scaled file has nothing to disagree with and is not checked. \
      Files are compared within one idiom, appearance and variant (screen width, size class, memory, gamut, \
      locale); without a @1x file, the @2x and @3x files must give the same points (the highest scale is taken \
      as the intended size). Every fix names one size in points for all the files of the image, so following \
      them makes the scales agree.
      """,
    area: .images,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "paw-pattern",
          images: [
            .init("paw-pattern.png", scale: 1, ExampleApp.png(100, 100)),
            .init("paw-pattern@2x.png", scale: 2, ExampleApp.png(180, 180), marked: true),
            .init("paw-pattern@3x.png", scale: 3, ExampleApp.png(300, 300)),
          ])),
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1",
          images: [
            .init("onboarding-1@2x.jpg", scale: 2, ExampleApp.jpeg(860, 1864)),
            .init("onboarding-1@3x.jpg", scale: 3, ExampleApp.jpeg(1290, 2800), marked: true),
          ])),
      RuleExample(
        files: ExampleApp.imageSet(
          "icon_onboarding_1",
          images: [
            .init("icon_onboarding_1@2x.png", scale: 2, ExampleApp.png(120, 120), marked: true),
            .init("icon_onboarding_1@3x.png", scale: 3, ExampleApp.png(192, 192)),
          ])),
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.scaledSet("paw-pattern", width: 100, height: 100)),
      // A dark-mode variant may have its own size; each appearance is compared on its own.
      RuleExample(
        files: ExampleApp.imageSet(
          "icon_onboarding_1",
          images: [
            .init("icon_onboarding_1@2x.png", scale: 2, ExampleApp.png(128, 128)),
            .init("icon_onboarding_1@3x.png", scale: 3, ExampleApp.png(192, 192)),
            .init("icon_onboarding_1-dark@2x.png", scale: 2, ExampleApp.png(160, 160), dark: true),
            .init("icon_onboarding_1-dark@3x.png", scale: 3, ExampleApp.png(240, 240), dark: true),
          ])),
    ])

  /// `suggestion` is the size at `points`, the one size every scale's hint agrees on; `reference` the file it comes
  /// from, when one divides by its scale.
  static func notDivisible(
    _ image: MeasuredImage, suggestion: PixelSize?, points: PointSize?, reference: MeasuredImage?,
    qualifier: String = ""
  ) -> String {
    var fix = "export it at a multiple of \(image.scale)"
    if let suggestion, let points {
      let basis = reference.map { "as `\($0.filename)` is" } ?? "one size for every scale"
      fix = "export it at \(suggestion) px, \(points) \(basis)"
    }
    return "`\(image.filename)`\(qualifier) is \(image.pixels) px, which \(image.scaleName) does not divide "
      + "(\(image.points)), so no other scale can have the same size in points and the image changes size "
      + "slightly from device to device; \(fix)."
  }

  static func differs(
    _ image: MeasuredImage, from reference: MeasuredImage, expected: PixelSize?, qualifier: String = ""
  ) -> String {
    let fix = expected.map { "export it at \($0) px" } ?? "export it at the same size in points"
    return "`\(image.filename)`\(qualifier) is \(image.pixels) px, \(image.points) at \(image.scaleName), but "
      + "`\(reference.filename)` (\(reference.pixels) px at \(reference.scaleName)) is \(reference.points); "
      + "the image changes size from device to device. \(fix.prefix(1).uppercased() + fix.dropFirst())."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    return project.assets.filter { $0.kind == .imageSet }.flatMap { asset in
      let groups = asset.scaleGroups
      var seen: Set<Problem> = []
      // A file named by several groups (one file for two appearances) with one fix is one problem, reported once.
      return groups.flatMap { group in
        findings(for: project.measuredImages(group.entries.filter { $0.scale != nil }, of: asset), among: groups)
      }.filter { seen.insert($0.problem).inserted }.map(\.finding)
    }
  }

  /// What makes two findings one: the file and the size it should have.
  private struct Problem: Hashable {
    var filename: String
    var pixels: PixelSize
    var fix: PixelSize?
  }

  private typealias Reported = (problem: Problem, finding: Finding)

  /// Files whose pixels do not divide by their scale, and files whose points differ from the reference file's
  /// (the @1x file, else the highest scale), as `ImageScaling` measures them for `inspect` too. Every hint is
  /// the group's one reference size in points at the file's scale.
  private func findings(for images: [MeasuredImage], among groups: [ScaleGroup]) -> [Reported] {
    // One file alone is drawn pixel for pixel whatever its points: there is nothing for it to disagree with.
    guard images.count > 1 else { return [] }
    let variants = images.map { ScaledPixels(scale: $0.scale, pixels: $0.pixels) }
    let reference = ImageScaling.reference(variants).flatMap { found in
      images.first { $0.scale == found.scale && $0.pixels == found.pixels }
    }
    let points = ScaleGroup.referencePoints(of: images)
    return ImageScaling.mismatches(variants).compactMap { mismatch in
      guard let image = images.first(where: { $0.scale == mismatch.scale && $0.pixels == mismatch.actual }) else {
        return nil
      }
      let qualifier = Self.qualifier(of: image.filename, among: groups)
      guard let expected = mismatch.expected, let reference else {
        let suggestion = points?.pixels(atScale: image.scale)
        let message = Self.notDivisible(
          image, suggestion: suggestion, points: points, reference: reference, qualifier: qualifier)
        return (
          Problem(filename: image.filename, pixels: image.pixels, fix: suggestion),
          Finding(location: image.entry.location, message: message)
        )
      }
      let message = Self.differs(image, from: reference, expected: expected, qualifier: qualifier)
      return (
        Problem(filename: image.filename, pixels: image.pixels, fix: expected),
        Finding(location: image.entry.location, message: message)
      )
    }
  }

  /// The variants a file is named for, when the set has several (` (dark)`, ` (any and dark appearances)`); the
  /// same for every group naming the file, so its finding is reported once.
  private static func qualifier(of filename: String, among groups: [ScaleGroup]) -> String {
    guard groups.count > 1 else { return "" }
    let naming = groups.filter { group in group.entries.contains { $0.filename == filename } }
    return ScaleGroup.qualifier(for: naming, in: groups)
  }
}
