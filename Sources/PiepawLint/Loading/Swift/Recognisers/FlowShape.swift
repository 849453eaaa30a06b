/// A shape of Swift code that holds an onboarding's pages. One file declares the shape: its kind (the id `flows`
/// prints, and the traits that say how its pages behave), what it reads in real apps, examples of code it reads and
/// of near misses it must leave alone (run as tests, as a rule's are), and how it finds its flows in the project
/// index. `FlowShapeRegistry` lists the shapes in the order they are asked; the first to read a place wins.
protocol FlowShape {
  static var description: FlowShapeDescription { get }
  init(index: SwiftProjectIndex, inference: PageModelInference, evidence: FlowEvidence)
  /// The flows of this shape in the project, before they are linked to the views that show them.
  func flows() -> [RecognisedFlow]
}

/// What a flow shape is and does, for the registry, the README, `flows --help` and the tests.
struct FlowShapeDescription: Sendable {
  let kind: Flow.Kind
  /// What real apps write, in one Markdown sentence.
  let summary: String
  /// Made when asked (the tests, the README), never on a lint run.
  let examples: @Sendable () -> [FlowShapeExample]
}

/// Code a shape reads, or a near miss it must not read.
struct FlowShapeExample: Sendable {
  /// Why the code is (or is not) this shape.
  let why: String
  /// The app's Swift files, by path below `/app`.
  let files: [String: String]
  /// The titles of the pages the shape reads, in order; nil for a near miss, of which no flow of the shape's kind
  /// is read.
  let titles: [String?]?

  static func reads(_ why: String, titles: [String?], files: [String: String]) -> FlowShapeExample {
    FlowShapeExample(why: why, files: files, titles: titles)
  }

  static func nearMiss(_ why: String, files: [String: String]) -> FlowShapeExample {
    FlowShapeExample(why: why, files: files, titles: nil)
  }
}
