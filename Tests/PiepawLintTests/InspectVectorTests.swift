import Foundation
import Testing

@testable import PiepawLint

/// `inspect` on vectors: their size in points (they have no pixels), their aspect, their format, and a set
/// verdict that states the points.
@Suite struct InspectVectorTests {
  @Test func vectorsShowTheirPointsFormatAndVerdict() throws {
    let files =
      ExampleApp.imageSet("hero", images: [.init("hero.pdf", scale: nil, ExampleApp.pdf(430, 932))])
      + ExampleApp.imageSet("paw", images: [.init("paw.svg", scale: nil, ExampleApp.svg(24, 24))])
    let tree = try TemporaryTree(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
    let report = try ImageInspector.inspect(
      paths: [tree.path("Assets.xcassets")], options: ImageOptions(depth: .full, jobs: 1))
    let images = Dictionary(uniqueKeysWithValues: report.images.map { ($0.path.lastPathComponent, $0) })
    let hero = try #require(images["hero.pdf"])
    #expect(hero.info.format == .pdf)
    #expect(hero.pixels == nil)
    #expect(hero.points == PointSize(width: 430, height: 932))
    #expect(hero.aspect?.knownName == "19.5:9")
    #expect(InspectHumanReporter.pointsText(hero) == "430×932 pt")
    #expect(images["paw.svg"]?.points == PointSize(width: 24, height: 24))
    let verdicts = Dictionary(uniqueKeysWithValues: report.sets.map { ($0.name, $0.verdict?.description) })
    #expect(verdicts["hero"] == "ok — 430×932 pt, single scale", "\(verdicts)")
    let json = InspectJSONReporter().render(report, context: ReportContext(workingDirectory: tree.root))
    #expect(json.contains("\"format\": \"pdf\""))
    #expect(json.contains("\"format\": \"svg\""))
    #expect(json.contains("\"points\": {\n        \"width\": 430,\n        \"height\": 932\n      }"), "\(json)")
    #expect(json.contains("\"width\": null"), "a vector's pixels are null")
  }
}
