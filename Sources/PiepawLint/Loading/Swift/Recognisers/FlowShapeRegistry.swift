/// Every flow shape, in the order recognition asks them: a place two shapes read is the first one's. Adding a
/// shape is its file, one line here, a gallery sample and its tests.
enum FlowShapeRegistry {
  static var shapes: [any FlowShape.Type] {
    [
      ModelArrayRecogniser.self, EnumPagesRecogniser.self, TabViewChildrenRecogniser.self, BranchesRecogniser.self,
      ParallelArraysRecogniser.self, UIKitPagesRecogniser.self, BuilderCallsRecogniser.self,
    ]
  }

  static var descriptions: [FlowShapeDescription] { shapes.map { $0.description } }

  /// The kinds of every Swift shape, in registry order.
  static var kinds: [Flow.Kind] { descriptions.map(\.kind) }
}

/// A flow shape as the CLI and the documentation show it.
public struct FlowShapeSummary: Hashable, Sendable {
  /// The kind's id (`model-array`).
  public let id: String
  /// What real apps write, in Markdown.
  public let summary: String

  /// Every Swift shape, in the order recognition asks them, then JSON files.
  public static var all: [FlowShapeSummary] {
    FlowShapeRegistry.descriptions.map { FlowShapeSummary(id: $0.kind.rawValue, summary: $0.summary) }
      + [FlowShapeSummary(id: Flow.Kind.json.rawValue, summary: "`*.onboarding.json`")]
  }
}
