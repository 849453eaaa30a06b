/// An image file over the pixel or byte budget, or so large that decoding it was refused.
struct ImageTooLargeRule: Rule {
  static let description = RuleDescription(
    identifier: "image-too-large",
    name: "Image too large",
    summary:
      "An image file has more pixels or bytes than onboarding art needs, or is over the decoder's limits, so "
      + "decoding it was refused.",
    rationale: """
      iOS decodes an image to 4 bytes per pixel while its page is on screen, whatever its file size: a 12 MP \
      photo dropped in unresized takes 48 MB, three such backgrounds in the onboarding `TabView` can get the \
      app killed on a small iPhone, and the app download grows by every byte. The largest image an onboarding \
      page shows is a full-screen @3x background, 1290×2796 px (3.6 MP); the default budgets, 8 MP and 3 MB, \
      leave room for iPad backgrounds (2064×2752 px) and catch camera photos and PNG-encoded photographs. \
      Files over the decoder's hard limits (50 MP, a side over 65535 px, 256 MiB) are not decoded at all. Images \
      that only Mac targets load get three times the pixel budget: a 6K display's full screen is 20 MP. A PDF or \
      SVG in an image set without Preserve Vector Data is rasterised by Xcode at build time, so its file size is \
      not what ships and is not judged; with Preserve Vector Data the vector ships as it is. Development assets \
      (`Preview Content`, a target's `DEVELOPMENT_ASSET_PATHS`) are left out of an archive and not judged. A \
      file no device loads is judged by its bytes alone, such as an iPad set's @3x file, or the @3x file of a set \
      the code loads only in branches iPads alone run (`if UIDevice.current.userInterfaceIdiom == .pad { … }`): \
      no iPad is @3x; and so is a @1x file beside a higher scale in an app for iOS alone: no iPhone or iPad iOS \
      runs on is @1x (a set's only file is loaded whatever its slot).
      """,
    area: .images,
    defaultSeverity: .warning,
    options: [
      .integer("maxPixels", "the most pixels (width × height) an image file may have", default: 8_000_000),
      .integer("maxBytes", "the largest file size in bytes", default: 3_000_000),
    ],
    triggeringExamples: [
      // A 12 MP camera photo used as a background without resizing.
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1", images: [.init("onboarding-1@3x.jpg", scale: 3, ExampleApp.jpeg(4032, 3024))]),
        fileFindings: ["Assets.xcassets/onboarding-1.imageset/onboarding-1@3x.jpg"]),
      // A header that declares 100000×100000 pixels: decoding is refused.
      RuleExample(
        files: ExampleApp.imageSet(
          "paw-print", images: [.init("paw-print@3x.png", scale: 3, ExampleApp.recipe("png-header", 100_000, 100_000))]
        ),
        fileFindings: ["Assets.xcassets/paw-print.imageset/paw-print@3x.png"]),
      RuleExample(
        files: ExampleApp.imageSet(
          "paw-pattern", images: [.init("paw-pattern@3x.png", scale: 3, ExampleApp.png(300, 300, "noise"))]),
        fileFindings: ["Assets.xcassets/paw-pattern.imageset/paw-pattern@3x.png"],
        options: ["maxBytes": .integer(50_000)]),
      // Preserve Vector Data ships the PDF itself.
      RuleExample(
        files: vectorSet(preserved: true), fileFindings: ["Assets.xcassets/paw-badge.imageset/paw-badge.pdf"],
        options: ["maxBytes": .integer(100)]),
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.scaledSet("onboarding-1", width: 430, height: 932, format: .jpeg)),
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1", images: [.init("onboarding-1@3x.jpg", scale: 3, ExampleApp.jpeg(4032, 3024))]),
        options: ["maxPixels": .integer(13_000_000)]),
      // Without Preserve Vector Data, Xcode ships PNGs rendered from the PDF, not the PDF.
      RuleExample(files: vectorSet(preserved: false), options: ["maxBytes": .integer(100)]),
      // A photo for previews only: an archive leaves `Preview Content` out.
      RuleExample(
        files: ExampleApp.imageSet(
          "sample-photo", images: [.init("sample-photo@3x.jpg", scale: 3, ExampleApp.jpeg(4032, 3024))],
          in: "Preview Content/Preview Assets.xcassets")),
    ])

  /// An image set of one PDF, with or without Preserve Vector Data.
  private static func vectorSet(preserved: Bool) -> [ExampleApp.File] {
    let directory = "Assets.xcassets/paw-badge.imageset"
    let contents = """
      {
        "images" : [ { "filename" : "paw-badge.pdf", "idiom" : "universal" } ],
        "info" : { "author" : "xcode", "version" : 1 },
        "properties" : { "preserves-vector-representation" : \(preserved) }
      }

      """
    return [("\(directory)/Contents.json", contents), ("\(directory)/paw-badge.pdf", ExampleApp.pdf(64, 64))]
  }

  static func refused(reason: String, pixels: PixelSize?, onPage: Bool) -> String {
    let memory = pixels.map { size in
      " iOS would decode it to \(Measure.bytes(size.pixelCount.saturatingProduct(4))) of memory (4 bytes per pixel "
        + "of \(Measure.megapixels(size.pixelCount)))."
    }
    let fix =
      onPage
      ? " Scale it to the size it is shown at (a full-screen @3x background is 1290×2796 px) and compress it."
      : " Scale it to the largest size it is shown at and compress it."
    return "Decoding was refused: \(reason).\(memory ?? "")\(fix)"
  }

  static func overBudget(_ overruns: [String], pixels: PixelSize?, tooManyPixels: Bool, onPage: Bool) -> String {
    let shown = onPage ? "while the page is on screen" : "while it is on screen"
    let memory = pixels.map { size in
      " iOS decodes it to \(Measure.bytes(size.pixelCount.saturatingProduct(4))) of memory \(shown);"
    }
    let fix: String
    if tooManyPixels {
      fix =
        onPage
        ? " scale it to the size it is shown at (a full-screen @3x background is 1290×2796 px) and compress it."
        : " scale it to the largest size it is shown at and compress it."
    } else {
      fix =
        " Compress it: a photo-like image is far smaller as JPEG or HEIC, and a PNG shrinks with a palette or an "
        + "optimiser; every megabyte adds to the app's download"
        + (onPage ? " and to the time the page takes to appear." : ".")
    }
    return "This image is \(Plural.list(overruns)).\(tooManyPixels ? memory ?? "" : "")\(fix)"
  }

  func check(_ context: RuleContext) -> [Finding] {
    let maxPixels = context.options.integer("maxPixels")
    let maxBytes = context.options.integer("maxBytes")
    let pageFiles = context.project.pageImageFiles(index: context.facts.assetIndex)
    let budgets = ImageBudget.pixelBudgets(context.project, maxPixels: maxPixels)
    let rasterised = ImageBudget.rasterisedVectorFiles(context.project)
    // A file no device loads is never decoded: only its bytes, which the app still carries, can be too many.
    let unloaded = ImageBudget.unloadedFiles(context.project)
    // A development asset (`Preview Content`) is left out of the archive: its size costs the app nothing. So is a
    // file in a set that its Contents.json does not name (imageset-unassigned-file says so).
    let leftOut = Set(context.project.catalogs.flatMap(\.assets).flatMap(\.unassignedImageFiles))
    let shipped = context.facts.imagesByPath.filter {
      !context.project.isDevelopmentAsset($0.path) && !leftOut.contains($0.path)
    }
    return shipped.compactMap { info in
      let location = SourceLocation(file: info.path)
      let pixelBudget = budgets.byFile[info.path] ?? budgets.default
      let isLoaded = !unloaded.contains(info.path)
      let tooManyPixels = isLoaded && (info.pixelSize.map { $0.pixelCount > pixelBudget } ?? false)
      // Our own decoder's memory limit is no fault of the file: image-unsupported says it was not verified, and
      // a file over the pixel budget is reported for its pixels, the fact measured from its header.
      let decoderRefused = ImageBudget.isDecoderMemoryRefusal(info)
      if case .tooLarge(let reason) = info.status, !decoderRefused, isLoaded {
        return Finding(
          location: location,
          message: Self.refused(reason: reason, pixels: info.pixelSize, onPage: pageFiles.contains(info.path)))
      }
      if decoderRefused, !tooManyPixels { return nil }
      var overruns: [String] = []
      if let size = info.pixelSize, tooManyPixels {
        overruns.append(
          "\(size) px (\(Measure.megapixels(size.pixelCount))), over the "
            + "\(Measure.megapixels(pixelBudget)) budget")
      }
      if info.byteCount > maxBytes, !rasterised.contains(info.path) {
        overruns.append("\(Measure.bytes(info.byteCount)), over the \(Measure.bytes(maxBytes)) budget")
      }
      guard !overruns.isEmpty else { return nil }
      return Finding(
        location: location,
        message: Self.overBudget(
          overruns, pixels: info.pixelSize, tooManyPixels: tooManyPixels, onPage: pageFiles.contains(info.path)))
    }
  }
}
