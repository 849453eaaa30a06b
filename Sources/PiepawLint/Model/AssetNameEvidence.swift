/// Every way a project's files may name an asset, for `unused-asset`: whole strings, code identifiers, and the
/// patterns of names built at run time. Broad on purpose: a set counts as used when anything could name it.
public struct AssetNameEvidence: Hashable, Sendable {
  /// Whole strings: Swift literals without interpolation, and the quoted strings, text nodes and words of
  /// storyboards, plists, project files, Objective-C and JSON.
  public var strings: Set<String> = []
  /// Identifiers of the Swift code (`paw` of `Image(.paw)`, of `case paw`, of `static let paw`).
  public var identifiers: Set<String> = []
  /// Names built at run time: `"flag-\(code)"`, `"icon%d"`, `"badge_" + level`.
  public var patterns: Set<AssetNamePattern> = []

  public init() {}

  public var isEmpty: Bool { strings.isEmpty && identifiers.isEmpty && patterns.isEmpty }

  public mutating func formUnion(_ other: AssetNameEvidence) {
    strings.formUnion(other.strings)
    identifiers.formUnion(other.identifiers)
    patterns.formUnion(other.patterns)
  }
}

/// A name built at run time: fixed parts with anything between them (`flag-` … `-small`).
public struct AssetNamePattern: Hashable, Sendable {
  /// The fixed parts in order; the name may hold anything before the first only if it is empty, and so on.
  public var parts: [String]

  /// A pattern of `parts`, or nil when the fixed parts are too short to say anything (`"\(a)\(b)"` would match
  /// every name).
  public init?(parts: [String]) {
    guard parts.count >= 2, parts.reduce(0, { $0 + $1.count }) >= 2 else { return nil }
    self.parts = parts
  }

  /// Whether `name` could be built by the pattern: starts with the first part, ends with the last, and holds the
  /// others in order between them.
  public func matches(_ name: String) -> Bool {
    guard let first = parts.first, let last = parts.last, name.hasPrefix(first) else { return false }
    var rest = name.dropFirst(first.count)
    guard rest.count >= last.count, rest.hasSuffix(last) else { return false }
    rest = rest.dropLast(last.count)
    for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
      guard let found = rest.range(of: middle) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }
}
