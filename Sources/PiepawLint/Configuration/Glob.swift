/// Path globs for `include`/`exclude`: `*` and `?` within one path component, `**` across components,
/// `[abc]` classes. A pattern without `/` matches a name at any depth (`*.generated.swift`), as .gitignore does.
public struct Glob: Hashable, Sendable {
  public let pattern: String
  private let components: [Substring]

  public init(_ pattern: String) {
    self.pattern = pattern
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() + "/**" }
    var parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    if parts.count == 1 { parts.insert("**", at: 0) }
    components = parts
  }

  /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
  public func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    return (1...max(parts.count, 1)).contains { Self.match(components[...], parts[..<$0]) }
  }

  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
    }
    guard let name = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(name.unicodeScalars)[...])
    else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// One component against one name, with `*`, `?` and `[…]`.
  private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool
  {
    guard let first = pattern.first else { return name.isEmpty }
    switch first {
    case "*":
      let rest = pattern.dropFirst()
      return (name.startIndex...name.endIndex).contains { matchComponent(rest, name[$0...]) }
    case "?":
      return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
    case "[":
      guard let close = pattern.dropFirst().firstIndex(of: "]"), let scalar = name.first else {
        return name.first == "[" && matchComponent(pattern.dropFirst(), name.dropFirst())
      }
      let set = pattern[(pattern.startIndex + 1)..<close]
      return classContains(set, scalar) && matchComponent(pattern[(close + 1)...], name.dropFirst())
    default:
      return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
    }
  }

  /// `[a-z0-9_]` and `[!x]` character classes.
  private static func classContains(_ set: ArraySlice<Unicode.Scalar>, _ scalar: Unicode.Scalar) -> Bool {
    var items = set
    let negated = items.first == "!" || items.first == "^"
    if negated { items = items.dropFirst() }
    var found = false
    var index = items.startIndex
    while index < items.endIndex {
      let low = items[index]
      if index + 2 < items.endIndex, items[index + 1] == "-" {
        if low.value <= scalar.value && scalar.value <= items[index + 2].value { found = true }
        index += 3
      } else {
        if low == scalar { found = true }
        index += 1
      }
    }
    return found != negated
  }
}
