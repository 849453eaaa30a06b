/// A bitmap image set without a file for a scale the devices load (@2x or @3x).
struct MissingScaleRule: Rule {
  static let description = RuleDescription(
    identifier: "missing-scale",
    name: "Missing scale",
    summary: "A bitmap image set has no file for @2x or @3x.",
    rationale: """
      Every iPhone today is @2x or @3x. When a set has only a @1x file, iOS scales it up two or three times \
      and the icon or background looks blurry; when it lacks @3x, Pro and Plus iPhones upscale the @2x. \
      Universal and iPhone images need @2x and @3x, iPad and Mac images @2x; single-scale sets (PDF or SVG \
      vectors, or one bitmap for every scale) are not checked. A slot whose file is named but absent is \
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
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.scaledSet("icon_onboarding_1", width: 64, height: 64)),
      // No @1x file is fine: no current iPhone loads it.
      RuleExample(
        files: ExampleApp.imageSet(
          "icon_onboarding_1",
          images: [
            .init("icon_onboarding_1@2x.png", scale: 2, ExampleApp.png(128, 128)),
            .init("icon_onboarding_1@3x.png", scale: 3, ExampleApp.png(192, 192)),
          ], emptySlots: [1])),
      // A single-scale image (a vector, or one bitmap for every scale).
      RuleExample(
        files: ExampleApp.imageSet("paw-print", images: [.init("paw-print.png", scale: nil, ExampleApp.png(192, 192))])
      ),
    ])

  static func missing(
    _ scales: [Int], in asset: Asset, group: ScaleGroup, present: [Int], sizes: [(scale: Int, size: PixelSize)]
  ) -> String {
    let missing = scales.map { "@\($0)x" }.joined(separator: " or ")
    let has = Plural.list(present.map { "@\($0)x" })
    let add =
      sizes.isEmpty
      ? "add a file for \(scales.count == 1 ? "it" : "each")"
      : "add " + Plural.list(sizes.map { "\($0.size) px for @\($0.scale)x" })
    return "\(asset.folderName)\(group.qualifier) has no \(missing) file (only \(has)), so iPhones that load "
      + "\(missing) scale a smaller file up and it looks blurry; \(add) (in Xcode's asset editor, drop them on "
      + "the empty slots)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.assets.filter { $0.kind == .imageSet }.flatMap { asset in
      asset.scaleGroups.compactMap { finding(for: $0, of: asset, in: context.project) }
    }
  }

  private func finding(for group: ScaleGroup, of asset: Asset, in project: Project) -> Finding? {
    guard group.isScaled else { return nil }
    let present = Set(group.entries.compactMap(\.scale))
    let missing = group.requiredScales.filter { !present.contains($0) }
    guard !missing.isEmpty else { return nil }
    // The expected sizes follow from any measured file of the group.
    let points = project.measuredImages(group.entries, of: asset).largest?.points
    let sizes = missing.compactMap { scale in points?.pixels(atScale: scale).map { (scale, $0) } }
    return Finding(
      location: SourceLocation(file: asset.contentsFile),
      message: Self.missing(missing, in: asset, group: group, present: present.sorted(), sizes: sizes))
  }
}
