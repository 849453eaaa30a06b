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
      locale). The file that is off is the one the others outvote; where the files disagree evenly (a @2x and a \
      @3x), the size its sibling sets in the same folder share decides, and where nothing does, one finding names every file with the fix for each \
      size, rather than guess. Every fix names one size in points for all the files of the image, so following \
      them makes the scales agree. Sizes that differ by less than a point (a 1000 px @3x beside a 667 px @2x: \
      333.3 pt and 333.5 pt), or by at most 1.5 pt where that is under 1.5% of the side (123.7 pt beside 125 pt), \
      look the same on every device and are not reported. Where every target is iOS, a @1x \
      file is loaded by no iPhone or iPad, and where every target is watchOS (or visionOS), only the @2x file is \
      loaded: the others add their vote to a size the loaded files have, but are never reported and never \
      dispute a size themselves (targets that cannot be read are taken for iOS). One file of the same pixels in every slot is one finding that offers \
      the two fixes: a single-scale set, or files per scale. An image the code draws `.resizable()` (a page's background or \
      icon, any `Image("…")` written as a view) and nowhere at its own size takes the size its frame gives on \
      every device, whatever its files' points: it is not checked here, and image-resolution judges whether its \
      files have the pixels that frame needs. The finding is an error where an `Image` draws the set at its own \
      size; where the tool does not see how the app draws it (UIKit image views sized by constraints, a name \
      read at run time), the change of size holds only on that condition, and the finding is a note. Sets in \
      development assets (`DEVELOPMENT_ASSET_PATHS`, such as Preview Content) and in catalogs every configuration \
      but Debug leaves out are not checked: no release ships them, and neither are sets only views no code builds \
      look up (a view only a `#Preview` builds): no device shows them.
      """,
    area: .images,
    defaultSeverity: .error,
    triggeringExamples: [
      // A Mac app loads its @1x file on @1x displays: 17×16 pt there, 16×16 pt on Retina ones.
      RuleExample(
        files: [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], sdk: "macosx")])]
          + ExampleApp.imageSet(
            "close-icon",
            images: [
              .init("close-icon.png", scale: 1, ExampleApp.png(17, 16), marked: true),
              .init("close-icon@2x.png", scale: 2, ExampleApp.png(32, 32)),
            ], in: "Adopt/Assets.xcassets")),
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
            .init("onboarding-1@3x.jpg", scale: 3, ExampleApp.jpeg(1290, 2852), marked: true),
          ])),
      // @2x and @3x disagree evenly and nothing tells which is meant: one finding names both.
      RuleExample(
        files: ExampleApp.imageSet(
          "icon_onboarding_1",
          images: [
            .init("icon_onboarding_1@2x.png", scale: 2, ExampleApp.png(120, 120), marked: true),
            .init("icon_onboarding_1@3x.png", scale: 3, ExampleApp.png(192, 192)),
          ])),
      // One 750×1581 px export dropped on every slot: single-scale, or one file per scale.
      RuleExample(
        files: ExampleApp.imageSet(
          "welcome-art",
          images: [
            .init("welcome-art.png", scale: 2, ExampleApp.png(750, 1581), marked: true),
            .init("welcome-art-1.png", scale: 3, ExampleApp.png(750, 1581)),
          ])),
      // The sibling set is 64 pt at every scale, as the @2x file is: the @3x file is the odd one.
      RuleExample(
        files: ExampleApp.imageSet(
          "icon_onboarding_1",
          images: [
            .init("icon_onboarding_1@2x.png", scale: 2, ExampleApp.png(128, 128)),
            .init("icon_onboarding_1@3x.png", scale: 3, ExampleApp.png(180, 180), marked: true),
          ]) + ExampleApp.scaledSet("icon_onboarding_2", width: 64, height: 64)),
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.scaledSet("paw-pattern", width: 100, height: 100)),
      // An iOS app: the @1x file (17×16 pt against 16×16 pt) is loaded by no iPhone or iPad.
      RuleExample(
        files: [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], sdk: "iphoneos")])]
          + ExampleApp.imageSet(
            "close-icon",
            images: [
              .init("close-icon.png", scale: 1, ExampleApp.png(17, 16)),
              .init("close-icon@2x.png", scale: 2, ExampleApp.png(32, 32)),
              .init("close-icon@3x.png", scale: 3, ExampleApp.png(48, 48)),
            ], in: "Adopt/Assets.xcassets")),
      // Exported with rounding: 333.5 pt at @2x, 333.3 pt at @3x, a third of a point apart.
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-hero",
          images: [
            .init("onboarding-hero@2x.png", scale: 2, ExampleApp.png(667, 667)),
            .init("onboarding-hero@3x.png", scale: 3, ExampleApp.png(1000, 1000)),
          ])),
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
    qualifier: String = "", drawnAtOwnSize: Bool = true
  ) -> String {
    var fix = "export it at a multiple of \(image.scale)"
    if let suggestion, let points {
      let basis = reference.map { "as `\($0.filename)` is" } ?? "one size for every scale"
      fix = "export it at \(suggestion) px, \(points) \(basis)"
    }
    return "`\(image.filename)`\(qualifier) is \(image.pixels) px, which \(image.scaleName) does not divide "
      + "(\(image.points)), so no other scale can have the same size in points; " + changesSize(drawnAtOwnSize)
      + "; \(fix)."
  }

  /// `basis`: why the reference's size is the meant one, when evidence from outside the set says so.
  static func differs(
    _ image: MeasuredImage, from reference: MeasuredImage, expected: PixelSize?, qualifier: String = "",
    basis: String? = nil, drawnAtOwnSize: Bool = true
  ) -> String {
    let fix = expected.map { "export it at \($0) px" } ?? "export it at the same size in points"
    return "`\(image.filename)`\(qualifier) is \(image.pixels) px, \(image.points) at \(image.scaleName), but "
      + "`\(reference.filename)` (\(reference.pixels) px at \(reference.scaleName)) is \(reference.points)"
      + (basis.map { ", \($0)" } ?? "") + "; " + changesSize(drawnAtOwnSize) + ". "
      + "\(fix.prefix(1).uppercased() + fix.dropFirst())."
  }

  /// Files that disagree evenly, with nothing outside the set to tell which size is meant: every side is named,
  /// with the fix for each choice. `sides` holds each disputed size with its files.
  static func disagree(
    _ sides: [(size: PointSize, images: [MeasuredImage])], qualifier: String = "", drawnAtOwnSize: Bool = true
  ) -> String {
    let files = sides.flatMap(\.images).map {
      "`\($0.filename)` is \($0.pixels) px (\($0.points) at \($0.scaleName))"
    }
    let choices = sides.map { side in
      let others = sides.filter { !$0.size.isSame(as: side.size) }.flatMap(\.images).map { image in
        "`\(image.filename)` at \(side.size.pixels(atScale: image.scale).map { "\($0) px" } ?? "that size")"
      }
      return "for \(side.size), export \(Plural.list(others))"
    }
    let sentence = choices.joined(separator: "; or ")
    return "The files of this image\(qualifier) disagree on its size in points: \(Plural.list(files)); "
      + changesSize(drawnAtOwnSize)
      + ", and nothing in the project tells which size is meant (no sibling set of either "
      + "size, and no `Image` that draws it `.resizable()`). \(sentence.prefix(1).uppercased() + sentence.dropFirst())."
  }

  /// The consequence, claimed where an `Image` draws the set at its own size; where the code draws it is not
  /// known (UIKit, a storyboard's constraints, no `Image` found), only on that condition, said to be one the tool
  /// did not see: in a fixed frame the image keeps its size and only its pixels differ.
  static func changesSize(_ drawnAtOwnSize: Bool) -> String {
    drawnAtOwnSize
      ? "the image changes size from device to device"
      : "where the app draws it at its own size (the tool did not see how it draws it), the image changes size from device to device"
  }

  /// Why a size is the meant one, for `differs`.
  static func basis(_ evidence: ScaleEvidence) -> String {
    switch evidence.source {
    case .siblings(let names):
      let quoted = names.map { "`\($0)`" }
      let shown = quoted.count > 3 ? quoted.prefix(2) + ["\(quoted.count - 2) more"] : quoted
      return "the size of \(names.count == 1 ? "its sibling set" : "its sibling sets") \(Plural.list(shown))"
    }
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    let drawn = context.facts.setDrawings
    return project.releasedAssets.filter { $0.kind == .imageSet }.flatMap { asset -> [Finding] in
      // Drawn `.resizable()` (and nowhere at its own size), the image takes the size its frame gives on every
      // device, whatever its files' points: image-resolution judges whether their pixels are enough.
      let how = drawn[asset.contentsFile] ?? .unknown
      if how == .knownSize || how.isResizable { return [] }
      // Drawn only in views no code builds: no device shows it, at any size.
      if how.isOnlyInViewsNobodyBuilds { return [] }
      let groups = asset.scaleGroups
      var seen: Set<Problem> = []
      // A file named by several groups (one file for two appearances) with one fix is one problem, reported once.
      return groups.flatMap { group in
        findings(
          for: project.measuredImages(group.entries.filter { $0.scale != nil }, of: asset),
          idiom: group.idiom, of: asset, among: groups, in: project, drawnAtOwnSize: how.isOwnSize)
      }.filter { seen.insert($0.problem).inserted }.map { reported in
        // Where no `Image` draws it at its own size (UIKit, storyboards, a name read at run time), the change of
        // size is a condition, not a fact the tool measured: the files' sizes as a note.
        var finding = reported.finding
        if !how.isOwnSize { finding.maximumSeverity = .note }
        return finding
      }
    }
  }

  /// What makes two findings one: the file and the size it should have.
  private struct Problem: Hashable {
    var filename: String
    var pixels: PixelSize
    var fix: PixelSize?
  }

  private typealias Reported = (problem: Problem, finding: Finding)

  /// The reference of a group's files: the one the set agrees on, else the one evidence from outside the set backs
  /// among files that disagree evenly (with that evidence); nil when none divides or nothing backs either side.
  private func reference(
    of images: [MeasuredImage], disputed: [PointSize], asset: Asset, in project: Project
  ) -> (image: MeasuredImage, evidence: ScaleEvidence?)? {
    let variants = images.map { ScaledPixels(scale: $0.scale, pixels: $0.pixels) }
    var evidence: ScaleEvidence?
    var found = ImageScaling.agreedReference(variants)
    if disputed.count == 1 {
      found = ImageScaling.reference(variants, ofSize: disputed[0])
    } else if !disputed.isEmpty, let backed = ScaleEvidence.backedSize(among: disputed, of: asset, in: project) {
      found = ImageScaling.reference(variants, ofSize: backed.size)
      evidence = backed.evidence
    }
    guard let found, let image = images.first(where: { $0.scale == found.scale && $0.pixels == found.pixels })
    else { return nil }
    return (image, evidence)
  }

  /// Files whose pixels do not divide by their scale, and files whose points differ from the reference file's
  /// (`reference(of:asset:in:)`). Every hint is the group's one reference size in points at the file's scale. Files
  /// that disagree evenly with nothing to tell them apart are one finding that names them all.
  private func findings(
    for images: [MeasuredImage], idiom: String?, of asset: Asset, among groups: [ScaleGroup], in project: Project,
    drawnAtOwnSize: Bool
  ) -> [Reported] {
    // One file alone is drawn pixel for pixel whatever its points: there is nothing for it to disagree with. Files
    // no device loads are evidence of the size meant, never a finding of their own.
    let shown = images.filter { ImageScaling.isLoaded(scale: $0.scale, idiom: idiom, platforms: asset.platforms) }
    guard shown.count > 1, !Self.lookAlike(shown.map(\.points)) else { return [] }
    if let same = sameFile(images, among: groups, drawnAtOwnSize: drawnAtOwnSize) { return [same] }
    let variants = images.map { ScaledPixels(scale: $0.scale, pixels: $0.pixels) }
    // An even dispute is one between sizes a device shows: a size only an unloaded file has (an iOS app's @1x)
    // loses to the one a shown file has.
    let disputed = ImageScaling.disputedSizes(variants).filter { size in
      shown.contains { ScaledPixels(scale: $0.scale, pixels: $0.pixels).dividesByScale && $0.points.isSame(as: size) }
    }
    let chosen = reference(of: images, disputed: disputed, asset: asset, in: project)
    let reference = chosen?.image
    let basis = chosen?.evidence.map { Self.basis($0) }
    let undecided = disputed.count > 1 && reference == nil
    let points = reference?.points ?? (undecided ? nil : ScaleGroup.referencePoints(of: images))
    let referenceVariant = reference.map { ScaledPixels(scale: $0.scale, pixels: $0.pixels) }
    var reported: [Reported] = ImageScaling.mismatches(variants, against: referenceVariant).compactMap { mismatch in
      guard let image = images.first(where: { $0.scale == mismatch.scale && $0.pixels == mismatch.actual }) else {
        return nil
      }
      if let points, Self.lookAlike([image.points, points]) { return nil }
      let qualifier = Self.qualifier(of: image.filename, among: groups)
      guard let expected = mismatch.expected, let reference else {
        let suggestion = points?.pixels(atScale: image.scale)
        let message = Self.notDivisible(
          image, suggestion: suggestion, points: points, reference: reference, qualifier: qualifier,
          drawnAtOwnSize: drawnAtOwnSize)
        return (
          Problem(filename: image.filename, pixels: image.pixels, fix: suggestion),
          Finding(location: image.entry.location, message: message)
        )
      }
      let message = Self.differs(
        image, from: reference, expected: expected, qualifier: qualifier, basis: basis, drawnAtOwnSize: drawnAtOwnSize)
      return (
        Problem(filename: image.filename, pixels: image.pixels, fix: expected),
        Finding(location: image.entry.location, message: message)
      )
    }
    reported.removeAll { report in !shown.contains { $0.filename == report.problem.filename } }
    if undecided {
      reported.append(disagreement(disputed, images: images, among: groups, drawnAtOwnSize: drawnAtOwnSize))
    }
    return reported
  }

  /// Sizes in points that differ by less than a point on each side, or by at most 1.5 pt where that is under 1.5%
  /// of the side: the image looks the same on every device. Exporters round (a 1000 px @3x beside a 667 px @2x is 333.3 pt against
  /// 333.5 pt; a 371 px @3x beside a 250 px @1x is 123.7 pt against 125 pt), and such a difference is no defect
  /// anyone would see or fix; only a difference the eye can see is a finding.
  static func lookAlike(_ sizes: [PointSize]) -> Bool {
    guard let first = sizes.first else { return true }
    func close(_ a: Double, _ b: Double) -> Bool {
      let difference = abs(a - b)
      return difference < 1 || (difference <= 1.5 && difference < 0.015 * max(a, b))
    }
    return sizes.allSatisfy { close($0.width, first.width) && close($0.height, first.height) }
  }

  /// One bitmap of the same pixels in every scaled slot (an export dropped on each slot): no size in points is
  /// meant by one file more than by another, so the finding names the choice, not a file to re-export.
  private func sameFile(_ images: [MeasuredImage], among groups: [ScaleGroup], drawnAtOwnSize: Bool) -> Reported? {
    guard images.count > 1, let first = images.first, !first.isVector,
      images.allSatisfy({ $0.pixels == first.pixels && !$0.isVector })
    else { return nil }
    let slots = Plural.list(images.map(\.scaleName))
    let largest = images.map(\.scale).max() ?? 3
    let asLargest = PointSize(pixels: first.pixels, scale: largest)
    let lower = images.map(\.scale).filter { $0 < largest }.sorted().compactMap { scale in
      asLargest.pixels(atScale: scale).map { "\($0) px for @\(scale)x" }
    }
    let qualifier = Self.qualifier(of: first.filename, among: groups)
    let sizes = Plural.list(images.map { "\($0.points)" })
    let message =
      "The same \(first.pixels) px file\(qualifier) is in the \(slots) slots, so the image is \(sizes) by scale; "
      + "\(Self.changesSize(drawnAtOwnSize)). Make the set single-scale (Scales: Single Scale in "
      + "Xcode's asset editor) if one file is meant for every device, or keep it at @\(largest)x (\(asLargest)) and "
      + "export \(Plural.list(lower))."
    return (
      Problem(filename: images.map(\.filename).sorted().joined(separator: "/"), pixels: first.pixels, fix: nil),
      Finding(location: first.entry.location, message: message)
    )
  }

  /// The one finding for files that disagree evenly: at the first of them, naming each.
  private func disagreement(
    _ disputed: [PointSize], images: [MeasuredImage], among groups: [ScaleGroup], drawnAtOwnSize: Bool
  ) -> Reported {
    let sides = disputed.map { size in
      (
        size: size,
        images: images.filter {
          ScaledPixels(scale: $0.scale, pixels: $0.pixels).dividesByScale && $0.points.isSame(as: size)
        }
      )
    }
    let named = sides.flatMap(\.images)
    let first = images.first { image in named.contains { $0.filename == image.filename } } ?? images[0]
    let qualifier = Self.qualifier(of: first.filename, among: groups)
    return (
      Problem(filename: named.map(\.filename).sorted().joined(separator: "/"), pixels: first.pixels, fix: nil),
      Finding(
        location: first.entry.location,
        message: Self.disagree(sides, qualifier: qualifier, drawnAtOwnSize: drawnAtOwnSize))
    )
  }

  /// The variants a file is named for, when the set has several (` (dark)`, ` (any and dark appearances)`); the
  /// same for every group naming the file, so its finding is reported once.
  private static func qualifier(of filename: String, among groups: [ScaleGroup]) -> String {
    guard groups.count > 1 else { return "" }
    let naming = groups.filter { group in group.entries.contains { $0.filename == filename } }
    return ScaleGroup.qualifier(for: naming, in: groups)
  }
}
