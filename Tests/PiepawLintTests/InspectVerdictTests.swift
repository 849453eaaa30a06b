import Foundation
import Testing

@testable import PiepawLint

/// Set verdicts from hand-built sets, no files.
@Suite struct InspectVerdictTests {
  static let directory = "/p/Assets.xcassets/set.imageset"

  /// A file of the set: (file name, scale in Contents.json or nil for single-scale, width, height).
  typealias File = (name: String, scale: Int?, width: Int, height: Int)

  static func entry(_ name: String, _ scale: Int?, appearances: [String] = []) -> AssetImage {
    AssetImage(
      filename: name, idiom: "universal", scale: scale, appearances: appearances,
      location: SourceLocation(file: directory + "/Contents.json"))
  }

  static func image(_ file: File, status: ImageInfo.Status = .ok, format: ImageFormat = .png, assigned: Bool = true)
    -> InspectedImage
  {
    let info = ImageInfo(
      path: directory + "/" + file.name, format: format, status: status,
      pixelSize: PixelSize(width: file.width, height: file.height))
    return InspectedImage(
      info: info, scale: file.scale ?? 1, scaleSource: file.scale == nil ? .singleScale : .contentsJSON,
      idiom: "universal", setDirectory: directory, isAssigned: assigned)
  }

  static func verdict(_ files: [File], extraEntries: [AssetImage] = [], images extra: [InspectedImage] = [])
    -> SetVerdict
  {
    let asset = Asset(
      kind: .imageSet, name: "set", symbolPath: ["set"], directory: directory,
      contentsFile: directory + "/Contents.json", images: files.map { entry($0.name, $0.scale) } + extraEntries)
    return SetVerdict(asset: asset, images: files.map { image($0) } + extra, problems: [])
  }

  @Test func okNamesThePointsAndScales() {
    let verdict = Self.verdict([("a.png", 1, 430, 932), ("a@2x.png", 2, 860, 1864), ("a@3x.png", 3, 1290, 2796)])
    #expect(verdict.isOK)
    #expect(verdict.description == "ok — 430×932 pt at 1x/2x/3x")
  }

  @Test func singleScaleIsOKWithoutOtherScales() {
    let verdict = Self.verdict([("logo.png", nil, 100, 50)])
    #expect(verdict.description == "ok — 100×50 pt, single scale")
  }

  /// A @2x and a @3x that disagree: nothing in the set says which is off, so neither is "expected" to be the other's.
  @Test func withoutOneXFilesThatDisagreeAreBothNamed() {
    let verdict = Self.verdict([("a@2x.png", 2, 200, 100), ("a@3x.png", 3, 303, 150)])
    #expect(
      verdict.description
        == "@2x is 200×100 px (100×50 pt), @3x is 303×150 px (101×50 pt): the scales disagree on the size in points")
  }

  @Test func notDivisibleWithNothingToCompare() {
    #expect(Self.verdict([("a@3x.png", 3, 100, 100)]).description == "@3x is 100×100 px, not divisible by 3")
  }

  /// As in `missing-scale`: a lower scale is scaled down from a higher one (sharp), a higher one is scaled up.
  @Test func onlyScalesAboveTheHighestFileAreMissing() {
    #expect(Self.verdict([("a@3x.png", 3, 300, 300)]).description == "ok — 100×100 pt at 3x")
    #expect(Self.verdict([("a@2x.png", 2, 200, 200)]).description == "missing @3x")
    #expect(Self.verdict([("tint.png", 1, 1, 1)]).description == "ok — 1×1 pt at 1x")
    #expect(Self.verdict([("dot.png", 1, 3, 3)]).description == "missing @2x, @3x")
  }

  @Test func variantsAreJudgedApartAndNamed() {
    let wide = ImageVariant(["screen-width": ">183"])
    var entries = [Self.entry("s@2x.png", 2), Self.entry("s@3x.png", 3), Self.entry("w@2x.png", 2)]
    entries[2].variant = wide
    let asset = Asset(
      kind: .imageSet, name: "set", symbolPath: ["set"], directory: Self.directory,
      contentsFile: Self.directory + "/Contents.json", images: entries)
    let files: [File] = [("s@2x.png", 2, 100, 100), ("s@3x.png", 3, 150, 150), ("w@2x.png", 2, 140, 140)]
    let verdict = SetVerdict(asset: asset, images: files.map { Self.image($0) }, problems: [])
    #expect(verdict.description == "screen-width >183: missing @3x")
  }

  @Test func aScreenSizedImageOfAnotherShapeIsNamed() {
    let verdict = Self.verdict([("bg@2x.png", 2, 860, 1534), ("bg@3x.png", 3, 1290, 2301)])
    #expect(verdict.issues == [.notScreenShaped(ratio: 767.0 / 430.0, target: SetVerdict.screenTarget)])
    #expect(verdict.description == "1.78 tall per wide, not a 19.5:9 screen")
  }

  @Test func smallTallImagesAreNotScreens() {
    #expect(Self.verdict([("a@2x.png", 2, 40, 80), ("a@3x.png", 3, 60, 120)]).isOK)
  }

  @Test func missingUnassignedDamagedAndMislabelledFiles() {
    let verdict = Self.verdict(
      [("a.png", 1, 10, 10), ("a@2x.png", 2, 20, 20)], extraEntries: [Self.entry("a@3x.png", 3)],
      images: [
        Self.image(("old.png", nil, 10, 10), assigned: false),
        Self.image(("b.png", nil, 10, 10), status: .corrupt("IDAT: CRC error")),
        Self.image(("c.png", nil, 10, 10), format: .jpeg),
      ])
    #expect(
      verdict.issues.map(\.description) == [
        "Contents.json names a@3x.png for @3x, which is not in the folder",
        "old.png is not in Contents.json, so the app leaves it out",
        "b.png is corrupt",
        "c.png is a JPEG named .png",
      ])
  }

  @Test func variantsAreCheckedApartAndNamedWhenThereAreSeveral() {
    let asset = Asset(
      kind: .imageSet, name: "set", symbolPath: ["set"], directory: Self.directory,
      contentsFile: Self.directory + "/Contents.json",
      images: [
        Self.entry("a@2x.png", 2), Self.entry("a@3x.png", 3),
        Self.entry("d@2x.png", 2, appearances: ["luminosity:dark"]),
      ])
    let images = [("a@2x.png", 2, 20, 20), ("a@3x.png", 3, 30, 30), ("d@2x.png", 2, 20, 20)].map {
      Self.image($0 as File)
    }
    let verdict = SetVerdict(asset: asset, images: images, problems: [])
    #expect(verdict.issues == [.missingScales([3], variant: "dark")])
    #expect(verdict.description == "dark: missing @3x")
  }

  @Test func brokenContentsIsReportedAndNoFileCountsAsUnassigned() {
    let asset = Asset(
      kind: .imageSet, name: "set", symbolPath: ["set"], directory: Self.directory,
      contentsFile: Self.directory + "/Contents.json")
    let problem = Finding(
      location: .text(Self.directory + "/Contents.json", line: 4, column: 1), message: "Invalid JSON: oops.")
    let verdict = SetVerdict(
      asset: asset, images: [Self.image(("a.png", nil, 10, 10), assigned: false)], problems: [problem])
    #expect(verdict.description == "Contents.json:4: Invalid JSON: oops")
  }

  @Test func anEmptySetSaysSo() {
    #expect(Self.verdict([]).issues == [.empty])
  }
}

/// `inspect` on catalogs whose image sets sit inside containers (brand assets, image stacks and their layers).
@Suite struct InspectNestedSetTests {
  @Test func setsInsideContainersAreInspectedByTheCatalogAndByTheirFolder() throws {
    let root = CatalogsTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let brand = root + "/TV.xcassets/Brand.brandassets"
    let layer = brand + "/Icon.imagestack/Back.imagestacklayer/Content.imageset"
    CatalogsTestSupport.write(
      InspectTestImages.contents([("back.png", "1x"), ("back@2x.png", "2x")]), to: layer + "/Contents.json")
    InspectTestImages.writePNG(layer + "/back.png", 40, 24)
    InspectTestImages.writePNG(layer + "/back@2x.png", 80, 48)
    let shelf = brand + "/Top Shelf.imageset"
    CatalogsTestSupport.write(InspectTestImages.contents([("shelf@2x.png", "2x")]), to: shelf + "/Contents.json")
    InspectTestImages.writePNG(shelf + "/shelf@2x.png", 60, 20)

    let report = try ImageInspector.inspect(paths: [root + "/TV.xcassets"])
    #expect(report.sets.map(\.name) == ["Icon/Back/Content", "Top Shelf"])
    #expect(report.sets.map { $0.verdict?.description } == ["missing @3x", "missing @3x"])
    let stack = try ImageInspector.inspect(paths: [brand + "/Icon.imagestack"])
    #expect(stack.sets.map(\.name) == ["Icon/Back/Content"])
    #expect(stack.images.map(\.scale) == [1, 2])
  }
}
