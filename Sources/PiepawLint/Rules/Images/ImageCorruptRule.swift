/// An image file that does not decode, or cannot be read at all.
struct ImageCorruptRule: Rule {
  static let description = RuleDescription(
    identifier: "image-corrupt",
    name: "Corrupt image",
    summary:
      "An image file in an image set does not decode: truncated, a CRC or checksum mismatch, damaged data, "
      + "or not an image at all; a note for a damaged PNG chunk the image draws without.",
    rationale: """
      Xcode copies an image set's files into the app without decoding them, so a background cut short by an \
      interrupted export or upload builds fine and then shows as a grey block, a half-drawn picture or nothing \
      at all on the onboarding page. A Git LFS pointer committed in place of the picture fails the same way. \
      Every row is decoded (libpng, libjpeg, libheif), so damage past the header is found too; with \
      `--decode header` only the header is read and such damage is not seen. PDF and SVG vectors are read for \
      their structure: a PDF's header, cross-reference table or stream, trailer, `%%EOF` and page tree (at full \
      depth every object and compressed stream too), an SVG's XML and its `<svg>` root. A PNG whose ancillary \
      chunk (a colour profile, a gamma) fails its CRC still draws, as libpng skips that chunk by default: it is \
      a note, since the picture shows but without what the chunk held.
      """,
    area: .images,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "paw-print",
          images: [.init("paw-print@2x.png", scale: 2, ExampleApp.recipe("truncated-png", 128, 128))]),
        fileFindings: ["Assets.xcassets/paw-print.imageset/paw-print@2x.png"]),
      // A Git LFS pointer committed instead of the image (run `git lfs pull`).
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1",
          images: [
            .init(
              "onboarding-1@3x.jpg", scale: 3,
              "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 95232\n")
          ]),
        fileFindings: ["Assets.xcassets/onboarding-1.imageset/onboarding-1@3x.jpg"]),
      // A PDF cut off before its cross-reference table and %%EOF (an interrupted export).
      RuleExample(
        files: ExampleApp.imageSet(
          "paw-badge", images: [.init("paw-badge.pdf", scale: nil, ExampleApp.pdf(64, 64, truncated: true))]),
        fileFindings: ["Assets.xcassets/paw-badge.imageset/paw-badge.pdf"]),
      // A gamma chunk whose CRC fails: the image draws, without its gamma (a note).
      RuleExample(
        files: ExampleApp.imageSet(
          "paw-print", images: [.init("paw-print@2x.png", scale: 2, ExampleApp.png(128, 128, "damaged-gama"))]),
        fileFindings: ["Assets.xcassets/paw-print.imageset/paw-print@2x.png"]),
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.scaledSet("paw-print", width: 64, height: 64)),
      RuleExample(files: ExampleApp.scaledSet("onboarding-1", width: 430, height: 932, format: .jpeg)),
      RuleExample(
        files: ExampleApp.imageSet("paw-badge", images: [.init("paw-badge.pdf", scale: nil, ExampleApp.pdf(64, 64))])),
    ])

  static func corrupt(_ info: ImageInfo, reason: String) -> String {
    let what =
      info.format == .unknown
      ? "This file is not an image"
      : info.format.isVector
        ? "This \(info.format.displayName) file is damaged" : "This \(info.format.displayName) file does not decode"
    return "\(what): \(reason). The page shows a broken or half-drawn image, or none; export the file again from "
      + "the original artwork (or restore it from version control)."
  }

  /// What an ancillary chunk holds, for the chunks an exported image commonly carries.
  private static let chunkContents: [String: String] = [
    "iCCP": "its colour profile", "gAMA": "its gamma", "cHRM": "its primary chromaticities",
    "sRGB": "its sRGB rendering intent", "pHYs": "its pixel density", "tRNS": "its transparency",
    "bKGD": "its background colour", "tEXt": "its text", "zTXt": "its text", "iTXt": "its text",
  ]

  static func damaged(_ info: ImageInfo, chunk: String) -> String {
    let contents = chunkContents[chunk] ?? "what it holds"
    return "This \(info.format.displayName) file is damaged: its `\(chunk)` chunk fails its CRC check. libpng skips "
      + "such a chunk and draws the image without \(contents); export the file again from the original artwork "
      + "(or restore it from version control)."
  }

  static func unreadable(reason: String) -> String {
    "The image file cannot be read: \(reason); check that it is a regular file you can open, then lint again."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.facts.imagesByPath.compactMap { info in
      switch info.status {
      case .corrupt(let reason):
        Finding(location: SourceLocation(file: info.path), message: Self.corrupt(info, reason: reason))
      case .unreadable(let reason):
        Finding(location: SourceLocation(file: info.path), message: Self.unreadable(reason: reason))
      case .ok:
        info.damagedChunk.map {
          Finding(
            location: SourceLocation(file: info.path), message: Self.damaged(info, chunk: $0), maximumSeverity: .note)
        }
      case .unsupported, .tooLarge:
        nil
      }
    }
  }
}
