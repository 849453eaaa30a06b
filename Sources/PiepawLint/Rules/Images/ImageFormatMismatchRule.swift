/// An image file whose extension names one format while its bytes are another.
struct ImageFormatMismatchRule: Rule {
  static let description = RuleDescription(
    identifier: "image-format-mismatch",
    name: "Image format mismatch",
    summary: "An image file's extension says one format and its bytes are another (JPEG data in a `.png` file).",
    rationale: """
      It usually means an export went wrong: a sticker or icon saved as JPEG and renamed to `.png` has lost \
      its transparency, so it shows a white box on the onboarding background. Tools that trust the extension \
      (image optimisers, asset pipelines, a designer's preview) fail on it or recompress it the wrong way, and \
      the next person to replace the file exports the wrong format again.
      """,
    area: .images,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "sticker",
          images: [
            .init("sticker@2x.png", scale: 2, ExampleApp.png(160, 160, "rgba")),
            .init("sticker@3x.png", scale: 3, ExampleApp.jpeg(240, 240)),
          ]),
        fileFindings: ["Assets.xcassets/sticker.imageset/sticker@3x.png"]),
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1", images: [.init("onboarding-1@3x.jpg", scale: 3, ExampleApp.png(1290, 2796))]),
        fileFindings: ["Assets.xcassets/onboarding-1.imageset/onboarding-1@3x.jpg"]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "sticker",
          images: [
            .init("sticker@2x.png", scale: 2, ExampleApp.png(160, 160, "rgba")),
            .init("sticker@3x.jpeg", scale: 3, ExampleApp.jpeg(240, 240)),
          ]))
    ])

  static func mismatch(file: String, claimed: ImageFormat, actual: ImageFormat) -> String {
    let transparency =
      claimed == .png && actual == .jpeg ? " (and JPEG has no transparency, so any see-through parts are lost)" : ""
    return "`\(file)` is named as \(claimed.displayName) but holds \(actual.displayName) data\(transparency); "
      + "export it again as \(claimed.displayName), or rename it to `\(renamed(file, to: actual))` and update "
      + "its Contents.json entry."
  }

  /// `sticker@3x.png` → `sticker@3x.jpg`.
  static func renamed(_ file: String, to format: ImageFormat) -> String {
    guard let dot = file.lastIndex(of: "."), let ext = format.fileExtensions.first else { return file }
    return String(file[..<dot]) + "." + ext
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.facts.imagesByPath.compactMap { info in
      guard !info.formatMatchesExtension, let claimed = info.extensionFormat else { return nil }
      let file = info.path.lastPathComponent
      return Finding(
        location: SourceLocation(file: info.path),
        message: Self.mismatch(file: file, claimed: claimed, actual: info.format))
    }
  }
}
