import Foundation
import Testing

@testable import PiepawLint

/// Every registered flow shape on its own examples: the code it reads gives one flow of its kind with the titles
/// the example names, and its near misses give none of its kind. The README's shapes table is made from the
/// registry; regenerate it with `PIEPAW_UPDATE_DOCS=1 swift test --filter FlowShapeTests`.
@Suite struct FlowShapeTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let kind: Flow.Kind
    let example: FlowShapeExample
    var testDescription: String { "\(kind.rawValue): \(example.why)" }
  }

  static let cases = FlowShapeRegistry.descriptions.flatMap { description in
    description.examples().map { Case(kind: description.kind, example: $0) }
  }

  private func flows(_ files: [String: String]) -> [Flow] {
    var read = files.sorted { $0.key < $1.key }.map {
      SwiftContentLoader.read(path: "/app/" + $0.key, source: $0.value)
    }
    _ = SwiftContentLoader.recognise(&read, schema: .default, root: "/app")
    return read.flatMap(\.flows)
  }

  @Test(arguments: cases)
  func eachShapeReadsItsExamplesAndLeavesItsNearMissesAlone(_ shapeCase: Case) {
    let ofKind = flows(shapeCase.example.files).filter { $0.kind == shapeCase.kind }
    if let titles = shapeCase.example.titles {
      #expect(ofKind.count == 1, "one flow of the shape")
      #expect(ofKind.first?.pages.map(\.title?.literal) == titles)
    } else {
      #expect(ofKind.isEmpty, "a near miss is no flow of the shape")
    }
  }

  @Test func everyShapeHasAnExampleAndANearMissAndItsOwnId() {
    let descriptions = FlowShapeRegistry.descriptions
    for description in descriptions {
      let examples = description.examples()
      #expect(examples.contains { $0.titles != nil }, "\(description.kind) reads an example")
      #expect(examples.contains { $0.titles == nil }, "\(description.kind) has a near miss")
      #expect(!description.summary.contains("\n"), "\(description.kind)'s summary is one line of a table")
    }
    let ids = descriptions.map(\.kind.rawValue) + [Flow.Kind.json.rawValue]
    #expect(Set(ids).count == ids.count)
  }

  /// The README's table of shapes, between its markers, is the registry's.
  @Test func theReadmesShapesTableIsTheRegistrys() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = root.appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = "<!-- flow-shapes: generated from FlowShapeRegistry -->\n"
    let end = "<!-- flow-shapes end -->"
    let start = try #require(text.range(of: begin))
    let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
    let table =
      "| kind | what real apps write |\n| --- | --- |\n"
      + FlowShapeSummary.all.map { "| `\($0.id)` | \($0.summary) |\n" }.joined()
    if ProcessInfo.processInfo.environment["PIEPAW_UPDATE_DOCS"] != nil {
      try Data((text[..<start.upperBound] + table + text[stop.lowerBound...]).utf8).write(to: readme)
      return
    }
    #expect(
      String(text[start.upperBound..<stop.lowerBound]) == table,
      "README.md's shapes table is out of date: PIEPAW_UPDATE_DOCS=1 swift test --filter FlowShapeTests")
  }
}
