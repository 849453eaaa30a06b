/// An image file PiepawLint cannot verify: a format or variant it does not decode.
struct ImageUnsupportedRule: Rule {
  static let description = RuleDescription(
    identifier: "image-unsupported",
    name: "Unsupported image",
    summary:
      "An image file is in a format or variant PiepawLint does not decode (12-bit JPEG, HEIF, PDF, GIF, …), so "
      + "it is not verified.",
    rationale: """
      Only PNG and 8-bit JPEG files are decoded, row by row, so only they are known to be intact. Files of \
      other formats may be perfectly valid, and Xcode may well accept them (PDF and SVG vectors, HEIF photos), \
      but nothing here has checked that the onboarding page will draw them. The finding says so rather than \
      calling the file corrupt; export the artwork as PNG or JPEG to have it checked, or turn the rule off \
      if such files are on purpose.
      """,
    area: .images,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1", images: [.init("onboarding-1@3x.jpg", scale: 3, ExampleApp.jpeg(1290, 2796, "12-bit"))]),
        fileFindings: ["Assets.xcassets/onboarding-1.imageset/onboarding-1@3x.jpg"]),
      RuleExample(
        files: ExampleApp.imageSet(
          "paw-loader", images: [.init("paw-loader.gif", scale: nil, ExampleApp.recipe("gif", 64, 64))]),
        fileFindings: ["Assets.xcassets/paw-loader.imageset/paw-loader.gif"]),
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.scaledSet("onboarding-1", width: 430, height: 932, format: .jpeg)),
      RuleExample(files: ExampleApp.scaledSet("icon_onboarding_1", width: 64, height: 64)),
    ])

  static func unsupported(_ info: ImageInfo, reason: String) -> String {
    let what = info.format == .unknown ? "This image" : "This \(info.format.displayName) file"
    return "\(what) cannot be verified here: \(reason). It is not necessarily broken, but PiepawLint checks only "
      + "PNG and 8-bit JPEG; check it in Xcode's asset preview, or export it as PNG or JPEG to have it verified."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.imagesByPath.compactMap { info in
      guard case .unsupported(let reason) = info.status else { return nil }
      return Finding(location: SourceLocation(file: info.path), message: Self.unsupported(info, reason: reason))
    }
  }
}
