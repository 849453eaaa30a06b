import Foundation
import Testing

@testable import PiepawLint

/// Catalogs of every folder type, written on disk in the shapes Xcode writes (fixtures of our own).
@Suite struct CatalogFolderTypesTests {
  private static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

  /// An image set's `Contents.json` naming `files` at the scale their names say (1x without a suffix), or at
  /// none when `scaled` is false, plus the (empty) files.
  private static func imageSet(_ directory: String, _ files: [String], scaled: Bool = true, idiom: String = "tv") {
    let entries = files.map { file in
      let scale = ImageScaling.scale(fromFileName: file) ?? 1
      return "{ \"filename\" : \"\(file)\", \"idiom\" : \"\(idiom)\""
        + (scaled ? ", \"scale\" : \"\(scale)x\"" : "") + " }"
    }
    CatalogsTestSupport.write(
      "{ \"images\" : [ \(entries.joined(separator: ", ")) ], \(info) }", to: directory + "/Contents.json")
    for file in files { CatalogsTestSupport.write("png", to: directory + "/" + file) }
  }

  private static func plain(_ directory: String, _ body: String = "") {
    CatalogsTestSupport.write("{ \(body)\(body.isEmpty ? "" : ", ")\(info) }", to: directory + "/Contents.json")
  }

  /// A tvOS-style catalog: brand assets with an image stack and a top shelf image, a watch complication set,
  /// and sets of the types that are only named.
  private static func makeCatalog(in root: String) -> String {
    let catalog = root + "/Media.xcassets"
    plain(catalog)
    let brand = catalog + "/App Icon & Top Shelf Image.brandassets"
    plain(brand, #""assets" : [ { "filename" : "App Icon.imagestack", "idiom" : "tv", "role" : "primary-app-icon" } ]"#)
    let stack = brand + "/App Icon.imagestack"
    plain(stack, #""layers" : [ { "filename" : "Front.imagestacklayer" }, { "filename" : "Back.imagestacklayer" } ]"#)
    for layer in ["Back", "Front"] {
      plain(stack + "/\(layer).imagestacklayer")
      imageSet(stack + "/\(layer).imagestacklayer/Content.imageset", ["\(layer.lowercased()).png"])
    }
    imageSet(brand + "/Top Shelf Image.imageset", ["shelf.png", "shelf@2x.png"])
    let complication = catalog + "/Complication.complicationset"
    plain(complication)
    imageSet(complication + "/Modular.imageset", ["modular.pdf"], scaled: false, idiom: "watch")
    plain(catalog + "/Vision.solidimagestack")
    plain(catalog + "/Vision.solidimagestack/Back.solidimagestacklayer")
    imageSet(catalog + "/Vision.solidimagestack/Back.solidimagestacklayer/Content.imageset", ["b.png"])
    plain(catalog + "/paw.print.symbolset", #""symbols" : [ { "filename" : "paw.svg", "idiom" : "universal" } ]"#)
    plain(catalog + "/breeds.dataset", #""data" : [ { "filename" : "breeds.json", "idiom" : "universal" } ]"#)
    plain(catalog + "/AppIcon.appiconset", #""images" : [ { "filename" : "icon.png", "idiom" : "universal" } ]"#)
    plain(catalog + "/Stickers.stickerpack")
    plain(catalog + "/Sprites.spriteatlas")
    imageSet(catalog + "/Sprites.spriteatlas/cat-run-1.imageset", ["run.png"], idiom: "universal")
    plain(catalog + "/Toys.arresourcegroup")
    plain(catalog + "/Toys.arresourcegroup/ball.arimageset")
    return catalog
  }

  @Test func containersAreEnteredWithTheirRuntimeNamesAndSymbols() throws {
    let root = CatalogsTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let catalog = AssetCatalogLoader.load(path: Self.makeCatalog(in: root))
    #expect(catalog.problems.isEmpty, "\(catalog.problems.map(\.message))")
    let rows = catalog.assets.map { "\($0.name) | \($0.symbol) | \($0.folderType.rawValue)" }
    #expect(
      rows == [
        "App Icon & Top Shelf Image |  | brandassets",
        "App Icon |  | imagestack",
        "App Icon/Back/Content | AppIcon.Back.content | imageset",
        "App Icon/Front/Content | AppIcon.Front.content | imageset",
        "Top Shelf Image | topShelf | imageset",
        "AppIcon |  | appiconset",
        "Complication |  | complicationset",
        "Complication/Modular | Complication.modular | imageset",
        "Sprites |  | spriteatlas",
        "cat-run-1 | catRun1 | imageset",
        "Stickers |  | stickerpack",
        "Toys |  | arresourcegroup",
        "Vision |  | solidimagestack",
        "Vision/Back/Content | Vision.Back.content | imageset",
        "breeds |  | dataset",
        "paw.print | pawPrint | symbolset",
      ])
    let shelf = try #require(catalog.assets.first { $0.name == "Top Shelf Image" })
    #expect(shelf.kind == .imageSet && shelf.images.map(\.scale) == [1, 2])
    #expect(shelf.filesOnDisk.map(\.lastPathComponent) == ["shelf.png", "shelf@2x.png"])
    let modular = try #require(catalog.assets.first { $0.name == "Complication/Modular" })
    #expect(modular.images.first?.isVector == true && modular.images.first?.idiom == "watch")
    // Sets that are only named keep their kind out of the image rules.
    #expect(catalog.assets.filter { $0.kind == .imageSet }.count == 6)
    #expect(
      catalog.assets.filter { [.dataSet, .appIconSet, .symbolSet].contains($0.folderType) }.allSatisfy {
        $0.kind == .other && $0.images.isEmpty
      })
  }

  @Test func nestedSetsFilesAreDecodedAndCheckedLikeOthers() throws {
    let root = CatalogsTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let catalog = AssetCatalogLoader.load(path: Self.makeCatalog(in: root))
    let project = Project(root: root, catalogs: [catalog])
    let files = project.imageFiles.map { $0.replacingOccurrences(of: catalog.path + "/", with: "") }
    #expect(
      files.contains(
        "App Icon & Top Shelf Image.brandassets/App Icon.imagestack/Back.imagestacklayer/Content.imageset/back.png"))
    #expect(files.contains("Complication.complicationset/Modular.imageset/modular.pdf"))
    #expect(!files.contains { $0.hasPrefix("AppIcon.appiconset") })
  }

  @Test func containersKeepTheWalkersGuarantees() throws {
    let root = CatalogsTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let catalog = root + "/A.xcassets"
    let stack = catalog + "/Icon.imagestack"
    Self.imageSet(stack + "/Front.imagestacklayer/Content.imageset", ["f.png"])
    // A layer that loops back to its stack, and one that leaves the catalog.
    try FileManager.default.createSymbolicLink(atPath: stack + "/Loop.imagestacklayer", withDestinationPath: stack)
    try FileManager.default.createSymbolicLink(atPath: stack + "/Out.imagestacklayer", withDestinationPath: root)
    let deep = (0..<70).map { "L\($0).imagestacklayer" }.joined(separator: "/")
    Self.imageSet(catalog + "/Deep.imagestack/" + deep + "/Content.imageset", ["d.png"])

    let result = AssetCatalogLoader.load(path: catalog)
    #expect(result.assets.map(\.name) == ["Deep", "Icon", "Icon/Front/Content"])
    let messages = result.problems.map(\.message)
    #expect(messages.count == 2, "\(messages)")
    #expect(messages.contains { $0.contains("more than 64 levels") })
    #expect(messages.contains { $0.contains("already read") })
    #expect(result.skipped.map(\.message).contains { $0.contains("points outside the catalog") })
  }

  @Test func variantKeysAndPropertiesAreRead() throws {
    let root = CatalogsTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let set = root + "/A.xcassets/watch-face.imageset"
    CatalogsTestSupport.write(
      """
      {
        "images" : [
          { "filename" : "small.png", "idiom" : "watch", "scale" : "2x", "screen-width" : "<=145" },
          { "filename" : "large.png", "idiom" : "watch", "scale" : "2x", "screen-width" : ">183", "subtype" : "45mm" },
          { "filename" : "p3.png", "idiom" : "universal", "scale" : "3x", "display-gamut" : "display-P3",
            "memory" : "4GB", "width-class" : "compact", "height-class" : "regular", "locale" : "fr",
            "language-direction" : "right-to-left", "graphics-feature-set" : "metal3v1",
            "appearances" : [ { "appearance" : "contrast", "value" : "high" } ] },
          { "filename" : "bad.png", "idiom" : "universal", "memory" : 4 }
        ],
        "properties" : {
          "preserves-vector-representation" : true, "template-rendering-intent" : "template",
          "compression-type" : "lossless", "localizable" : true
        },
        "info" : { "author" : "xcode", "version" : 1 }
      }
      """, to: set + "/Contents.json")
    let catalog = AssetCatalogLoader.load(path: root + "/A.xcassets")
    let asset = try #require(catalog.assets.first)
    #expect(
      asset.images.map(\.variant.labels) == [
        ["screen-width <=145"], ["subtype 45mm", "screen-width >183"],
        [
          "width-class compact", "height-class regular", "memory 4GB", "display-gamut display-P3",
          "graphics-feature-set metal3v1", "locale fr", "language-direction right-to-left",
        ],
        [],
      ])
    #expect(asset.images[2].appearances == ["contrast:high"])
    #expect(
      asset.properties
        == AssetProperties(
          preservesVectorRepresentation: true, templateRenderingIntent: "template", compressionType: "lossless",
          localizable: true))
    #expect(catalog.problems.map(\.location.line) == [9])
    #expect(catalog.problems.first?.message.contains("`memory` must be a string") == true)
  }

  @Test func badPropertiesAreProblemsAndDefaultsStand() throws {
    let root = CatalogsTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    CatalogsTestSupport.write(
      #"{ "images" : [], "properties" : { "preserves-vector-representation" : "yes" } }"#,
      to: root + "/A.xcassets/a.imageset/Contents.json")
    CatalogsTestSupport.write(
      #"{ "images" : [], "properties" : [] }"#, to: root + "/A.xcassets/b.imageset/Contents.json")
    let catalog = AssetCatalogLoader.load(path: root + "/A.xcassets")
    #expect(catalog.assets.map(\.properties) == [AssetProperties(), AssetProperties()])
    #expect(catalog.problems.count == 2)
    #expect(catalog.problems[0].message.contains("must be true or false"))
    #expect(catalog.problems[1].message.contains("`properties` must be an object"))
  }

  @Test func referencesToNestedSetsResolveAndTheirFilesAreChecked() throws {
    let root = CatalogsTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let catalog = root + "/Media.xcassets"
    let brand = catalog + "/Brand.brandassets"
    let content = brand + "/App Icon.imagestack/Back.imagestacklayer/Content.imageset"
    CatalogsTestSupport.write(InspectTestImages.contents([("back.png", nil)]), to: content + "/Contents.json")
    CatalogsTestSupport.write("not a png", to: content + "/back.png")
    let shelf = brand + "/Top Shelf Image.imageset"
    CatalogsTestSupport.write(InspectTestImages.contents([("shelf.png", nil)]), to: shelf + "/Contents.json")
    InspectTestImages.writePNG(shelf + "/shelf.png", 48, 18)
    let modular = catalog + "/Complication.complicationset/Modular.imageset"
    CatalogsTestSupport.write(InspectTestImages.contents([("m.png", nil)]), to: modular + "/Contents.json")
    InspectTestImages.writePNG(modular + "/m.png", 8, 8)
    let keyword = catalog + "/as.imageset"
    CatalogsTestSupport.write(InspectTestImages.contents([("as.png", nil)]), to: keyword + "/Contents.json")
    InspectTestImages.writePNG(keyword + "/as.png", 8, 8)
    Self.plain(catalog + "/breeds.dataset", #""data" : [ { "filename" : "breeds.json", "idiom" : "universal" } ]"#)
    CatalogsTestSupport.write(
      """
      import SwiftUI
      import UIKit

      struct Shelf: View {
        var body: some View {
          VStack {
            Image(.topShelf)
            Image(.AppIcon.Back.content)
            Image(.`as`)
            Image(.topShelff)
            Image("breeds")
          }
        }
        let modular = UIImage(named: "Complication/Modular")
      }

      """, to: root + "/Shelf.swift")

    let report = try Linter().lint(paths: [root])
    let found = report.diagnostics.map { "\($0.ruleID) \($0.location.file.lastPathComponent):\($0.location.line ?? 0)" }
    #expect(
      found.sorted() == ["image-corrupt back.png:0", "missing-asset Shelf.swift:10", "missing-asset Shelf.swift:11"],
      "\(report.diagnostics.map(\.message))")
    let messages = report.diagnostics.filter { $0.ruleID == "missing-asset" }.map(\.message)
    #expect(messages.contains { $0.contains("did you mean `.topShelf`?") })
    // A data set is no image, but the name is not missing: a note, not an error.
    #expect(messages.contains { $0.hasPrefix("`breeds` is a data set, but an image is looked up here") })
    #expect(report.diagnostics.first { $0.location.line == 11 }?.severity == .note)
  }
}
