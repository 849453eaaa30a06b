import Foundation
import Testing

@testable import PiepawLint

/// Builders for image-rule tests: image sets whose files have decoded facts, without touching the disk.
enum ImageBuild {
  /// One named file of a set: its scale, the size decoding found (nil: none), and how it decoded.
  struct File {
    var filename: String
    var scale: Int?
    var size: PixelSize?
    var status: ImageInfo.Status = .ok
    var format: ImageFormat = .png
    var idiom = "universal"
    var appearances: [String] = []
    var orientation: Int?
    var byteCount = 10_000

    init(
      _ filename: String, _ scale: Int?, _ size: String?, status: ImageInfo.Status = .ok, format: ImageFormat = .png,
      idiom: String = "universal", appearances: [String] = [], orientation: Int? = nil, byteCount: Int = 10_000
    ) {
      self.filename = filename
      self.scale = scale
      self.size = size.flatMap { PixelSize($0) }
      self.status = status
      self.format = format
      self.idiom = idiom
      self.appearances = appearances
      self.orientation = orientation
      self.byteCount = byteCount
    }
  }

  /// An image set in `Build.catalog`; file `i`'s Contents.json entry is on line `3 + 5 × i`, column 20.
  static func set(_ name: String, symbol: [String]? = nil, _ files: [File]) -> (Asset, [String: ImageInfo]) {
    let directory = "\(Build.catalog)/\(name).imageset"
    let contents = directory + "/Contents.json"
    let images = files.enumerated().map { index, file in
      AssetImage(
        filename: file.filename, idiom: file.idiom, scale: file.scale, appearances: file.appearances,
        location: .text(contents, line: 3 + 5 * index, column: 20))
    }
    var infos: [String: ImageInfo] = [:]
    for file in files {
      let path = directory + "/" + file.filename
      infos[path] = ImageInfo(
        path: path, format: file.format, status: file.status, pixelSize: file.size, exifOrientation: file.orientation,
        byteCount: file.byteCount)
    }
    let asset = Asset(
      kind: .imageSet, name: name, symbolPath: symbol ?? [AssetSymbolName.symbol(forAssetNamed: name)],
      directory: directory, contentsFile: contents, images: images,
      filesOnDisk: files.map { directory + "/" + $0.filename }.sorted())
    return (asset, infos)
  }

  /// A set of one artwork at @1x, @2x and @3x: `width`×`height` points.
  static func scaled(_ name: String, _ width: Int, _ height: Int, ext: String = "png") -> (Asset, [String: ImageInfo]) {
    set(
      name,
      [1, 2, 3].map { scale in
        File(
          scale == 1 ? "\(name).\(ext)" : "\(name)@\(scale)x.\(ext)", scale, "\(width * scale)x\(height * scale)",
          format: ext == "png" ? .png : .jpeg)
      })
  }

  /// A project of `sets` (plus `flows`), with the sets' decoded facts in `images`.
  static func project(
    _ sets: [(Asset, [String: ImageInfo])], flows: [Flow] = [], extraAssets: [Asset] = []
  ) -> Project {
    var project = Build.project(
      flows: flows, catalogs: [AssetCatalog(path: Build.catalog, assets: sets.map(\.0) + extraAssets)])
    for (_, infos) in sets { project.images.merge(infos) { first, _ in first } }
    return project
  }

  /// The standard pages' sets with real sizes: 430×932 pt JPEG backgrounds and 64×64 pt PNG icons.
  static func standardSets(pages: Int = 3) -> [(Asset, [String: ImageInfo])] {
    (1...pages).flatMap { [scaled("onboarding-\($0)", 430, 932, ext: "jpg"), scaled("icon_onboarding_\($0)", 64, 64)] }
  }
}

@Suite struct RuleImagesFileTests {
  static let file = "\(Build.catalog)/paw.imageset/paw@2x.png"

  func project(_ status: ImageInfo.Status, format: ImageFormat = .png, filename: String = "paw@2x.png", bytes: Int = 10)
    -> Project
  {
    ImageBuild.project([
      ImageBuild.set("paw", [.init(filename, 2, "128x128", status: status, format: format, byteCount: bytes)])
    ])
  }

  @Test func corruptAndUnreadableFilesAreReportedWithTheDecodersMessage() {
    let corrupt = findings(ImageCorruptRule.self, project(.corrupt("IDAT: CRC error")))
    #expect(corrupt.map(\.location) == [SourceLocation(file: Self.file)])
    #expect(corrupt.first?.message.hasPrefix("This PNG file does not decode: IDAT: CRC error.") == true)
    let notImage = findings(ImageCorruptRule.self, project(.corrupt("no image signature"), format: .unknown))
    #expect(notImage.first?.message.hasPrefix("This file is not an image: no image signature.") == true)
    let unreadable = findings(ImageCorruptRule.self, project(.unreadable("permission denied")))
    #expect(unreadable.first?.message.contains("cannot be read: permission denied") == true)
    for status: ImageInfo.Status in [.ok, .unsupported("HEIF"), .tooLarge("100000x100000")] {
      #expect(findings(ImageCorruptRule.self, project(status)).isEmpty, "\(status)")
    }
  }

  @Test func unsupportedFilesAreNeverCalledCorrupt() {
    let result = findings(
      ImageUnsupportedRule.self, project(.unsupported("Unsupported JPEG data precision 12"), format: .jpeg))
    #expect(result.count == 1)
    let message = result.first?.message ?? ""
    #expect(message.hasPrefix("This JPEG file cannot be verified here: Unsupported JPEG data precision 12."))
    #expect(!message.lowercased().contains("corrupt"))
    #expect(findings(ImageUnsupportedRule.self, project(.corrupt("bad"))).isEmpty)
  }

  @Test func formatMismatchComparesTheExtensionWithTheBytes() {
    let jpegAsPNG = findings(ImageFormatMismatchRule.self, project(.ok, format: .jpeg))
    #expect(jpegAsPNG.map(\.location) == [SourceLocation(file: Self.file)])
    #expect(jpegAsPNG.first?.message.contains("rename it to `paw@2x.jpg`") == true)
    #expect(jpegAsPNG.first?.message.contains("no transparency") == true)
    let pngAsJPEG = findings(ImageFormatMismatchRule.self, project(.ok, format: .png, filename: "paw@2x.JPEG"))
    #expect(pngAsJPEG.first?.message.contains("named as JPEG but holds PNG data") == true)
    #expect(findings(ImageFormatMismatchRule.self, project(.ok, format: .png, filename: "paw@2x.PNG")).isEmpty)
    // Bytes of no known format are image-corrupt's finding, not a mismatch.
    #expect(findings(ImageFormatMismatchRule.self, project(.corrupt("not an image"), format: .unknown)).isEmpty)
  }

  @Test func tooLargeChecksBothBudgetsAndTheHardLimit() {
    #expect(ImageTooLargeRule.description.options.map(\.defaultValue) == [.integer(8_000_000), .integer(3_000_000)])
    let atBudget = ImageBuild.project([
      ImageBuild.set("photo", [.init("photo@3x.jpg", 3, "4000x2000", format: .jpeg, byteCount: 3_000_000)])
    ])
    #expect(findings(ImageTooLargeRule.self, atBudget).isEmpty)
    let over = ImageBuild.project([
      ImageBuild.set("photo", [.init("photo@3x.jpg", 3, "4032x3024", format: .jpeg, byteCount: 3_200_000)])
    ])
    let message = findings(ImageTooLargeRule.self, over).first?.message ?? ""
    #expect(
      message.hasPrefix(
        "This image is 4032×3024 px (12.19 MP), over the 8 MP budget and 3.2 MB, over the 3 MB budget."))
    #expect(message.contains("48.77 MB of memory while it is on screen"))
    // An asset no page shows gets no onboarding wording; a page's icon does.
    #expect(message.contains("scale it to the largest size it is shown at"))
    #expect(!message.contains("background"))
    let onPage = ImageBuild.project(
      [ImageBuild.set("photo", [.init("photo@3x.jpg", 3, "4032x3024", format: .jpeg, byteCount: 3_200_000)])],
      flows: [Build.flow([Build.page(0, icon: .catalogName("photo"))])])
    let pageMessage = findings(ImageTooLargeRule.self, onPage).first?.message ?? ""
    #expect(pageMessage.contains("while the page is on screen"))
    #expect(pageMessage.contains("a full-screen @3x background is 1290×2796 px"))
    // A file the set's Contents.json does not name is left out of the app: its size costs nothing.
    var (unnamed, infos) = ImageBuild.set(
      "photo", [.init("photo@3x.jpg", 3, "4032x3024", format: .jpeg, byteCount: 3_200_000)])
    unnamed.images = []
    #expect(findings(ImageTooLargeRule.self, ImageBuild.project([(unnamed, infos)])).isEmpty)
    let bytesOnly = findings(ImageTooLargeRule.self, over, options: ["maxPixels": .integer(13_000_000)])
    #expect(bytesOnly.count == 1)
    #expect(bytesOnly.first?.message.hasPrefix("This image is 3.2 MB, over the 3 MB budget. Compress it: ") == true)
    #expect(bytesOnly.first?.message.contains("of memory") == false)
    let refused = findings(ImageTooLargeRule.self, project(.tooLarge("a side is over the limit of 65535 pixels")))
    #expect(refused.first?.message.hasPrefix("Decoding was refused: a side is over the limit of 65535 pixels.") == true)
  }

  @Test func fileRulesReportInPathOrder() {
    let project = ImageBuild.project([
      ImageBuild.set("b", [.init("b.png", 1, nil, status: .corrupt("x"))]),
      ImageBuild.set(
        "a", [.init("a@2x.png", 2, nil, status: .corrupt("x")), .init("a.png", 1, nil, status: .corrupt("y"))]),
    ])
    let files = findings(ImageCorruptRule.self, project).map { $0.location.file.lastPathComponent }
    #expect(files == ["a.png", "a@2x.png", "b.png"])
  }
}

/// The test image writers and the example harness's recipes: what they write must decode as intended, or the
/// rule examples would test nothing.
@Suite struct RuleImagesRecipeTests {
  func read(_ text: String, path: String = "x.png", depth: DecodeDepth = .full) throws -> ImageInfo {
    let bytes = try #require(try ExampleImageRecipe.bytes(path: path, text: text))
    return ImageLoader.read(bytes: bytes, path: path, depth: depth)
  }

  @Test(arguments: ["#png 1290x2301", "#png 7x3 rgba", "#png 300x300 noise", "#png 33x5 rgba noise"])
  func pngRecipesDecodeAtTheirSize(_ recipe: String) throws {
    let info = try read(recipe)
    let size = try #require(PixelSize(String(recipe.split(separator: " ")[1])))
    #expect(info.status == .ok)
    #expect(info.format == .png)
    #expect(info.pixelSize == size)
  }

  @Test func flatImagesAreSmallAndNoiseIsNot() throws {
    let flat = try #require(try ExampleImageRecipe.bytes(path: "a.png", text: "#png 1290x2796\n"))
    let noise = try #require(try ExampleImageRecipe.bytes(path: "a.png", text: "#png 300x300 noise\n"))
    #expect(flat.count < 40_000)
    #expect(noise.count > 90_000)
  }

  @Test(arguments: ["#jpeg 1290x2796", "#jpeg 1x1", "#jpeg 17x9", "#jpeg 4032x3024"])
  func jpegRecipesDecodeAtTheirSize(_ recipe: String) throws {
    let info = try read(recipe, path: "x.jpg")
    #expect(info.status == .ok, "\(info.status)")
    #expect(info.format == .jpeg)
    #expect(info.pixelSize == PixelSize(String(recipe.split(separator: " ")[1])))
  }

  @Test func brokenAndUnsupportedRecipesDecodeAsSuch() throws {
    let truncated = try read("#truncated-png 128x128")
    #expect(truncated.status.name == "corrupt")
    #expect(truncated.pixelSize == PixelSize(width: 128, height: 128))
    #expect(try read("#truncated-png 128x128", depth: .header).status == .ok)
    #expect(try read("#jpeg 64x64 12-bit", path: "x.jpg").status.name == "unsupported")
    #expect(try read("#gif 64x64", path: "x.gif").status.name == "unsupported")
    #expect(try read("#png-header 100000x100000").status.name == "too-large")
  }

  @Test func onlyRecipesInImageFilesBecomeImages() throws {
    #expect(try ExampleImageRecipe.bytes(path: "Onboarding.swift", text: "#png 10x10") == nil)
    #expect(try ExampleImageRecipe.bytes(path: "x.png", text: "version https://git-lfs") == nil)
    #expect(try ExampleImageRecipe.bytes(path: "x.png", text: "") == nil)
    #expect(throws: ExampleImageRecipe.Invalid.self) { try ExampleImageRecipe.bytes(path: "x.png", text: "#pgn 10x10") }
    #expect(throws: ExampleImageRecipe.Invalid.self) { try ExampleImageRecipe.bytes(path: "x.png", text: "#png 10") }
    #expect(throws: ExampleImageRecipe.Invalid.self) {
      try ExampleImageRecipe.bytes(path: "x.png", text: "#png 10x10 sparkly")
    }
    #expect(throws: ExampleImageRecipe.Invalid.self) {
      try ExampleImageRecipe.bytes(path: "x.png", text: "#png 100000x100000")
    }
  }

  @Test func checksumsMatchTheirStandardValues() {
    #expect(TestImageEncoders.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(TestImageEncoders.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
  }

  /// A tree of `paw.imageset` holding one @2x file made from `recipe`.
  func pawTree(_ recipe: String) throws -> TemporaryTree {
    let files = ExampleApp.imageSet("paw", images: [.init("paw@2x.png", scale: 2, recipe)])
    let tree = try TemporaryTree(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
    for (path, text) in files {
      if let bytes = try ExampleImageRecipe.bytes(path: path, text: text) {
        try Data(bytes).write(to: URL(fileURLWithPath: tree.path(path)))
      }
    }
    return tree
  }

  func corruptDiagnostics(_ tree: TemporaryTree, _ depth: DecodeDepth = .full) throws -> [Diagnostic] {
    try Linter(rules: [ImageCorruptRule.self], images: ImageOptions(depth: depth, jobs: 1))
      .lint(paths: [tree.root]).diagnostics
  }

  /// Through the linter: `--decode header` does not see damage past the header, full decoding does.
  @Test func headerDepthMissesTruncatedPixelData() throws {
    let tree = try pawTree(ExampleApp.recipe("truncated-png", 128, 128))
    #expect(try corruptDiagnostics(tree, .full).count == 1)
    #expect(try corruptDiagnostics(tree, .header).count == 0)
  }

  /// A colour profile or gamma chunk whose CRC fails does not stop the image from drawing (libpng skips the chunk):
  /// a note that names the chunk and what the image is drawn without, never the error "does not decode".
  @Test func aDamagedAncillaryChunkIsANoteThatTheImageDrawsWithoutIt() throws {
    let damaged = try corruptDiagnostics(pawTree(ExampleApp.png(128, 128, "damaged-gama")))
    #expect(damaged.map(\.severity) == [.note])
    #expect(damaged.first?.message.hasPrefix("This PNG file is damaged: its `gAMA` chunk fails its CRC check.") == true)
    #expect(damaged.first?.message.contains("without its gamma") == true)
    #expect(try corruptDiagnostics(pawTree(ExampleApp.png(128, 128))).isEmpty)
  }
}

@Suite struct ImageBudgetTests {
  static let refusal = ImageInfo.Status.tooLarge(
    "decoding needs more than the decoder memory limit of 33554432 bytes (a 5120x2860 progressive JPEG)")

  func project(_ status: ImageInfo.Status, platforms: Set<DevicePlatform>) -> Project {
    var set = ImageBuild.set(
      "gradient", [.init("gradient@2x.jpg", 2, "5120x2860", status: status, format: .jpeg, byteCount: 900_000)])
    set.0.platforms = platforms
    return ImageBuild.project([set])
  }

  @Test func aMacOnlyImageHasThreeTimesThePixelBudget() {
    #expect(findings(ImageTooLargeRule.self, project(.ok, platforms: [.iOS])).count == 1)
    #expect(findings(ImageTooLargeRule.self, project(.ok, platforms: [.macOS])).isEmpty)
    #expect(findings(ImageTooLargeRule.self, project(.ok, platforms: [.macOS, .iOS])).count == 1)
  }

  @Test func ourDecoderMemoryLimitIsANoteThatTheFileWasNotVerifiedNotABomb() {
    let mac = project(Self.refusal, platforms: [.macOS])
    #expect(findings(ImageTooLargeRule.self, mac).isEmpty)
    let note = findings(ImageUnsupportedRule.self, mac)
    #expect(note.count == 1)
    #expect(note.first?.message.contains("`limits.decoderMemory`") == true)
    // Over the budget of the devices that load it, it is still too large.
    let phone = project(Self.refusal, platforms: [.iOS])
    #expect(findings(ImageTooLargeRule.self, phone).count == 1)
    // A hard limit is the file's doing: too large, and nothing else.
    let bomb = project(.tooLarge("100000x100000 = 10000000000 pixels is over the limit"), platforms: [.macOS])
    #expect(findings(ImageTooLargeRule.self, bomb).count == 1)
    #expect(findings(ImageUnsupportedRule.self, bomb).isEmpty)
  }
}
