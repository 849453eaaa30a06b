/// A progress indicator: `ForEach(0..<N)` drawing capsules, circles or symbols, an indicator view given a count
/// (`PageDots(total: 4)`), or `UIPageControl.numberOfPages = N`.
public struct CapsuleCount: Hashable, Sendable {
  /// What the indicator draws (`capsules`, `circles`, `rectangles`, `symbols`, `page-control`, `custom`).
  public enum Kind: String, Hashable, Sendable {
    case capsules, circles, rectangles, symbols
    case pageControl = "page-control"
    case custom
  }

  /// The number of marks drawn (`N`, or `M + 1`); unresolved when the bound is not a literal.
  public var count: FieldValue<Int>
  /// The upper bound's literal (or expression) position.
  public var location: SourceLocation
  public var kind: Kind
  /// The data the count follows (`pages.count`), when it follows the data: always right, never reported.
  public var derivedFrom: String?

  public init(count: FieldValue<Int>, location: SourceLocation, kind: Kind = .capsules, derivedFrom: String? = nil) {
    self.count = count
    self.location = location
    self.kind = kind
    self.derivedFrom = derivedFrom
  }
}

/// A comparison of the `TabView(selection:)` index with an integer literal, e.g. `currentIndex != 2`.
public struct LastPageCheck: Hashable, Sendable {
  /// The index variable (`currentIndex`).
  public var variable: String
  /// The literal compared against.
  public var value: Int
  /// The operator as written (`!=`, `==`, `<`, `>=`, …).
  public var comparison: String
  /// The literal's position.
  public var location: SourceLocation

  public init(variable: String, value: Int, comparison: String, location: SourceLocation) {
    self.variable = variable
    self.value = value
    self.comparison = comparison
    self.location = location
  }
}

/// An asset named outside the pages: `Image(.logo)`, `UIImage(named: "x")`, `UIColor(resource: .brand)`, …
public struct AssetReference: Hashable, Sendable {
  public var name: AssetNameForm
  public var kind: AssetKind
  public var location: SourceLocation

  public init(name: AssetNameForm, kind: AssetKind, location: SourceLocation) {
    self.name = name
    self.kind = kind
    self.location = location
  }
}

/// A `// piepaw-lint:` comment directive (suppressions; see issue 4).
public struct SuppressionDirective: Hashable, Sendable {
  public enum Action: String, Hashable, Sendable {
    case disable
    case enable
    case disableNextLine = "disable-next-line"
  }

  public var action: Action
  public var ruleIDs: [String]
  public var location: SourceLocation

  public init(action: Action, ruleIDs: [String], location: SourceLocation) {
    self.action = action
    self.ruleIDs = ruleIDs
    self.location = location
  }
}

/// What one Swift or JSON content file contributes to its project.
public struct ContentFile: Hashable, Sendable {
  public var path: String
  public var flows: [Flow] = []
  public var capsuleCounts: [CapsuleCount] = []
  public var lastPageChecks: [LastPageCheck] = []
  public var assetReferences: [AssetReference] = []
  /// The index variables bound by `TabView(selection: $name)` in this file (`currentIndex`).
  public var tabSelectionVariables: [String] = []
  public var suppressions: [SuppressionDirective] = []
  /// Problems that make part or all of the file unreadable (`invalid-input`).
  public var problems: [Finding] = []
  /// A Swift file's index between reading it and recognising the project's flows; nil afterwards.
  var swiftIndex: SwiftFileIndex?

  public init(path: String) {
    self.path = path
  }
}

/// A pager or page view controller in the code that gave no flow: `unrecognized-flow` says so, so "No problems"
/// never means "nothing was checked".
public struct UnrecognizedFlow: Hashable, Sendable {
  public var location: SourceLocation
  /// What was seen, for the message.
  public var seen: String

  public init(location: SourceLocation, seen: String) {
    self.location = location
    self.seen = seen
  }
}
