import Foundation
import Testing

@testable import PiepawLint

/// Vectors (PDF, SVG) in the image rules: measured in points, rendered pixels for the bitmap rules; and
/// image-unsupported as one note per format.
@Suite struct RuleVectorImageTests {
  typealias File = ImageBuild.File

  /// A single-scale vector set whose file is `points` in size.
  func vectorSet(_ name: String, _ points: PointSize, format: ImageFormat = .pdf) -> (Asset, [String: ImageInfo]) {
    let filename = "\(name).\(format.rawValue)"
    var (asset, infos) = ImageBuild.set(name, [File(filename, nil, nil, format: format)])
    let path = asset.directory + "/" + filename
    infos[path]?.pointSize = points
    asset.images[0].scale = nil
    return (asset, infos)
  }

  func flow(background name: String) -> Flow {
    var pages = (0..<3).map { Build.page($0) }
    pages[0].background = Build.field(.catalogName(name), 5, Build.Column.background)
    return Build.flow(pages)
  }

  func project(_ set: (Asset, [String: ImageInfo]), background: String) -> Project {
    ImageBuild.project(ImageBuild.standardSets() + [set], flows: [flow(background: background)])
  }

  // MARK: Measuring

  @Test func aSingleScaleVectorIsMeasuredInItsPointsAndRenderedAtThreeX() throws {
    let (asset, infos) = vectorSet("hero", PointSize(width: 430, height: 932))
    var project = ImageBuild.project([(asset, infos)])
    let image = try #require(project.measuredImages(of: asset).first)
    #expect(image.isVector)
    #expect(image.points == PointSize(width: 430, height: 932))
    #expect(image.pixels == PixelSize(width: 1290, height: 2796))
    #expect(image.scale == 3)
    // In a 2x slot the same vector renders at 2x; its points stay its own.
    project.catalogs[0].assets[0].images[0].scale = 2
    let scaled = try #require(project.measuredImages(of: project.catalogs[0].assets[0]).first)
    #expect(scaled.points == PointSize(width: 430, height: 932))
    #expect(scaled.pixels == PixelSize(width: 860, height: 1864))
  }

  @Test func aDamagedVectorIsNotMeasured() {
    var (asset, infos) = vectorSet("hero", PointSize(width: 430, height: 932))
    let path = asset.directory + "/hero.pdf"
    infos[path]?.pointSize = nil
    infos[path]?.status = .corrupt("no %%EOF marker at the end of the file: it is truncated")
    asset.images[0].scale = nil
    #expect(ImageBuild.project([(asset, infos)]).measuredImages(of: asset).isEmpty)
  }

  // MARK: Background rules

  @Test func aPDFBackgroundOfTheWrongShapeIsReportedAndTheRightOneIsNot() {
    let wrong = project(vectorSet("wide-hero", PointSize(width: 430, height: 767)), background: "wide-hero")
    let found = findings(BackgroundAspectRatioRule.self, wrong)
    #expect(found.map(\.location) == [Build.at(5, Build.Column.background)])
    #expect(found.first?.message.contains("1.78 tall per wide") == true, "\(found)")
    let right = project(vectorSet("hero", PointSize(width: 430, height: 932)), background: "hero")
    #expect(findings(BackgroundAspectRatioRule.self, right).isEmpty)
  }

  @Test func aFullScreenPDFBackgroundIsFullResolution() {
    let full = project(vectorSet("hero", PointSize(width: 430, height: 932)), background: "hero")
    #expect(findings(BackgroundResolutionRule.self, full).isEmpty)
    let small = project(vectorSet("old-hero", PointSize(width: 375, height: 812)), background: "old-hero")
    #expect(findings(BackgroundResolutionRule.self, small).count == 1, "a smaller artboard is upscaled")
  }

  @Test func anSVGIconIsComparedInPoints() {
    var sets = ImageBuild.standardSets()
    sets.removeAll { $0.0.name == "icon_onboarding_2" }
    sets.append(vectorSet("icon_onboarding_2", PointSize(width: 64, height: 64), format: .svg))
    let flow = Build.flow((0..<3).map { Build.page($0) })
    #expect(findings(IconSizeConsistencyRule.self, ImageBuild.project(sets, flows: [flow])).isEmpty)
    sets.removeLast()
    sets.append(vectorSet("icon_onboarding_2", PointSize(width: 48, height: 48), format: .svg))
    let odd = findings(IconSizeConsistencyRule.self, ImageBuild.project(sets, flows: [flow]))
    #expect(odd.count == 1)
    #expect(odd.first?.message.contains("48×48 pt") == true, "\(odd)")
  }

  /// The whole pipeline on files written to disk: a real (our own) PDF background of the wrong shape.
  @Test func throughTheLinterAPDFBackgroundIsCheckedNotUnsupported() throws {
    let files =
      [("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0, background: ".wideHero")]))]
      + ExampleApp.imageSet("wide-hero", images: [.init("wide-hero.pdf", scale: nil, ExampleApp.pdf(430, 767))])
      + ExampleApp.imageSet("hero", images: [.init("hero.svg", scale: nil, ExampleApp.svg(430, 932))])
    let tree = try TemporaryTree(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
    let report = try Linter(images: ImageOptions(depth: .full, jobs: 1)).lint(paths: [tree.root])
    let rules = Set(report.diagnostics.map(\.ruleID))
    #expect(!rules.contains("image-unsupported"), "\(report.diagnostics)")
    #expect(!rules.contains("image-corrupt"), "\(report.diagnostics)")
    let aspect = report.diagnostics.filter { $0.ruleID == "background-aspect-ratio" }
    #expect(aspect.count == 1)
    #expect(aspect.first?.location.file.hasSuffix("Onboarding.swift") == true)
  }

  // MARK: image-unsupported

  @Test func unsupportedFilesAreOneNotePerFormat() {
    let project = ImageBuild.project([
      ImageBuild.set(
        "loader",
        [
          File("loader@2x.gif", 2, "128x128", status: .unsupported("GIF image"), format: .gif),
          File("loader@3x.gif", 3, "192x192", status: .unsupported("GIF image"), format: .gif),
        ]),
      ImageBuild.set("spinner", [File("spinner.gif", nil, "64x64", status: .unsupported("GIF image"), format: .gif)]),
      ImageBuild.set(
        "photo",
        [File("photo@3x.jpg", 3, "90x90", status: .unsupported("Unsupported JPEG data precision 12"), format: .jpeg)]),
    ])
    let result = findings(ImageUnsupportedRule.self, project)
    #expect(result.count == 2)
    let gif = result.first { $0.message.contains("GIF") }
    #expect(gif?.location == SourceLocation(file: "\(Build.catalog)/loader.imageset/loader@2x.gif"))
    #expect(
      gif?.message.hasPrefix(
        "3 GIF files cannot be verified here (this one, `loader@3x.gif`, `spinner.gif`): GIF image.") == true,
      "\(String(describing: gif))")
    let jpeg = result.first { $0.message.contains("JPEG file") }
    #expect(
      jpeg?.message.hasPrefix("This JPEG file cannot be verified here: Unsupported JPEG data precision 12.") == true)
    #expect(ImageUnsupportedRule.description.defaultSeverity == .note)
  }

  @Test func manyUnsupportedFilesNameThreeAndCountTheRest() {
    let files = (1...6).map { File("frame\($0).gif", nil, "8x8", status: .unsupported("GIF image"), format: .gif) }
    let result = findings(ImageUnsupportedRule.self, ImageBuild.project([ImageBuild.set("frames", files)]))
    #expect(result.count == 1)
    #expect(
      result.first?.message.hasPrefix(
        "6 GIF files cannot be verified here (this one, `frame2.gif`, `frame3.gif`, `frame4.gif` and 2 more)") == true,
      "\(result)")
  }

  @Test func aDamagedVectorIsCorruptWithVectorWording() {
    let (asset, infos) = ImageBuild.set(
      "badge",
      [
        File(
          "badge.pdf", nil, nil, status: .corrupt("no %%EOF marker at the end of the file: it is truncated"),
          format: .pdf)
      ])
    let result = findings(ImageCorruptRule.self, ImageBuild.project([(asset, infos)]))
    #expect(result.first?.message.hasPrefix("This PDF file is damaged: no %%EOF marker at the end of the file") == true)
    #expect(findings(ImageUnsupportedRule.self, ImageBuild.project([(asset, infos)])).isEmpty)
  }
}
