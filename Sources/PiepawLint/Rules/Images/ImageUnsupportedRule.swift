/// Image files PiepawLint cannot verify: a format or variant it does not read. One note per format and
/// project, on its first file: a catalog of 40 GIFs is one fact, not 40.
struct ImageUnsupportedRule: Rule {
  static let description = RuleDescription(
    identifier: "image-unsupported",
    name: "Unsupported image",
    summary:
      "Image files are in a format or variant PiepawLint does not read (GIF, WebP, 12-bit JPEG, …), so they "
      + "are not verified: one note per format and project.",
    rationale: """
      PNG, JPEG and HEIF files are decoded (libpng, libjpeg, libheif), and PDF and SVG vectors are read for \
      their structure and size in points, so those are known to be intact. Files of other formats (GIF, \
      WebP, TIFF, AVIF, …) or variants the decoders refuse (12-bit JPEG) may be perfectly valid, but nothing \
      here has checked that the onboarding page will draw them. The note says so rather than calling them \
      corrupt, once per format in each project (on the first file, with how many there are), since it is one \
      decision about a format and not a defect of each file; export the artwork as PNG, JPEG, HEIC or a vector \
      to have it checked, or turn the rule off if such files are on purpose.
      """,
    area: .images,
    defaultSeverity: .note,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1", images: [.init("onboarding-1@3x.jpg", scale: 3, ExampleApp.jpeg(1290, 2796, "12-bit"))]),
        fileFindings: ["Assets.xcassets/onboarding-1.imageset/onboarding-1@3x.jpg"]),
      // Three GIFs in two sets: one note, on the first of them.
      RuleExample(
        files: ExampleApp.imageSet(
          "paw-loader",
          images: [
            .init("paw-loader@2x.gif", scale: 2, ExampleApp.recipe("gif", 128, 128)),
            .init("paw-loader@3x.gif", scale: 3, ExampleApp.recipe("gif", 192, 192)),
          ])
          + ExampleApp.imageSet(
            "spinner", images: [.init("spinner.gif", scale: nil, ExampleApp.recipe("gif", 64, 64))]),
        fileFindings: ["Assets.xcassets/paw-loader.imageset/paw-loader@2x.gif"]),
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.scaledSet("onboarding-1", width: 430, height: 932, format: .jpeg)),
      // Vectors are read and checked, not unsupported.
      RuleExample(
        files: ExampleApp.imageSet("paw-print", images: [.init("paw-print.svg", scale: nil, ExampleApp.svg(64, 64))])
      ),
    ])

  /// The note for `files` (one format, sorted by path; never empty), placed on the first.
  static func unsupported(_ files: [ImageInfo]) -> String {
    let first = files[0]
    let format = first.format == .unknown ? "image" : first.format.displayName
    let reason = first.status.message ?? "not decoded here"
    if ImageBudget.isDecoderMemoryRefusal(first) { return Self.overDecoderMemory(files) }
    let checked = "PiepawLint checks PNG, JPEG, HEIF, PDF and SVG"
    let fix = "check it in Xcode's asset preview, or export it as PNG, JPEG or a vector to have it verified"
    guard files.count > 1 else {
      return "This \(format) file cannot be verified here: \(reason). It is not necessarily broken, but "
        + "\(checked); \(fix)."
    }
    let others = files.dropFirst().prefix(3).map { "`\($0.path.lastPathComponent)`" }
    let more = files.count - 1 > others.count ? " and \(files.count - 1 - others.count) more" : ""
    return "\(files.count) \(format) files cannot be verified here (this one, \(others.joined(separator: ", "))"
      + "\(more)): \(reason). They are not necessarily broken, but \(checked); check them in Xcode's asset "
      + "preview, or export them as PNG, JPEG or vectors to have them verified."
  }

  /// Files reported together: one format, and one reason (not decoded here, or over our decoder's memory).
  private struct Group: Hashable {
    var format: ImageFormat
    var overDecoderMemory: Bool
  }

  /// The note for files only decoded as far as their header, because decoding them needs more memory than the
  /// decoder limit.
  static func overDecoderMemory(_ files: [ImageInfo]) -> String {
    let reason = files[0].status.message ?? "over the decoder memory limit"
    let what = files.count == 1 ? "This file was" : "\(files.count) files like this one were"
    return "\(what) checked only up to the header: \(reason). That is PiepawLint's own limit, not a fault of the "
      + "file; raise `limits.decoderMemory` in .piepaw-lint.json to decode every row, or save it as a baseline "
      + "(not progressive) JPEG, which also takes less memory to show."
  }

  func check(_ context: RuleContext) -> [Finding] {
    var byGroup: [Group: [ImageInfo]] = [:]
    var order: [Group] = []
    for info in context.facts.imagesByPath {
      let overMemory = ImageBudget.isDecoderMemoryRefusal(info)
      if case .unsupported = info.status {} else if !overMemory { continue }
      let group = Group(format: info.format, overDecoderMemory: overMemory)
      if byGroup[group] == nil { order.append(group) }
      byGroup[group, default: []].append(info)
    }
    return order.compactMap { group in
      guard let files = byGroup[group], let first = files.first else { return nil }
      return Finding(location: SourceLocation(file: first.path), message: Self.unsupported(files))
    }
  }
}
