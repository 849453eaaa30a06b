/// Path globs for `include`/`exclude`: `*` and `?` within one path component, `**` across components,
/// `[abc]` classes. A pattern without `/` matches a name at any depth (`*.generated.swift`), as .gitignore does.
///
/// Matching costs a product of lengths, never a power: a component is matched with the two-pointer `*`
/// algorithm (at most pattern × name steps), and `**` by one pass over the path's components per pattern
/// component, so `*a*a*a*a*a*a*a*a*b` or `**/**/**/…` (exponential for a backtracking matcher) stay cheap.
public struct Glob: Hashable, Sendable {
  public let pattern: String
  private let components: [Component]

  /// One `/`-separated part of the pattern.
  enum Component: Hashable, Sendable {
    /// `**`: any number of path components, none included.
    case anyComponents
    case name([Token])
  }

  /// One element of a component's pattern.
  enum Token: Hashable, Sendable {
    case scalar(Unicode.Scalar)
    /// `?`
    case anyScalar
    /// `*`
    case anyScalars
    /// `[…]`: the scalars between the brackets, `!` or `^` first for "none of".
    case set([Unicode.Scalar])

    func matches(_ scalar: Unicode.Scalar) -> Bool {
      switch self {
      case .scalar(let expected): expected == scalar
      case .anyScalar: true
      case .anyScalars: false
      case .set(let items): Glob.classContains(items[...], scalar)
      }
    }
  }

  public init(_ pattern: String) {
    self.pattern = pattern
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() + "/**" }
    var parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    if parts.count == 1 { parts.insert("**", at: 0) }
    components = parts.map { $0 == "**" ? .anyComponents : .name(Self.tokens(Array($0.unicodeScalars))) }
  }

  /// `[` starts a class up to the first `]` after it; without one it is a plain `[`.
  private static func tokens(_ scalars: [Unicode.Scalar]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "*": tokens.append(.anyScalars)
      case "?": tokens.append(.anyScalar)
      case "[":
        guard let close = scalars[index...].firstIndex(of: "]") else {
          tokens.append(.scalar("["))
          continue
        }
        tokens.append(.set(Array(scalars[index..<close])))
        index = close + 1
      default: tokens.append(.scalar(scalar))
      }
    }
    return tokens
  }

  /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
  public func matches(_ path: String) -> Bool {
    var steps = 0
    return matches(path, steps: &steps)
  }

  /// `matches(_:)`, adding the work done to `steps` (one per scalar compared or component reached) so tests can
  /// check that hostile patterns cost a product of lengths.
  func matches(_ path: String, steps: inout Int) -> Bool {
    let names = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
    // reached[k]: the pattern components so far match the first k path components.
    var reached = [Bool](repeating: false, count: names.count + 1)
    reached[0] = true
    for component in components {
      var next = [Bool](repeating: false, count: names.count + 1)
      switch component {
      case .anyComponents:
        guard let first = reached.firstIndex(of: true) else { return false }
        for index in first...names.count { next[index] = true }
      case .name(let tokens):
        for index in names.indices where reached[index] {
          next[index + 1] = Self.matchName(tokens, names[index], steps: &steps)
        }
      }
      steps += names.count + 1
      reached = next
    }
    // The path itself or a parent folder: any prefix of at least one component (the empty path for no components).
    return names.isEmpty ? reached[0] : reached.dropFirst().contains(true)
  }

  /// One component against one name: on a mismatch, the last `*` takes one more scalar and matching resumes
  /// after it; earlier `*`s never need to change, so the work is at most pattern × name.
  static func matchName(_ tokens: [Token], _ name: [Unicode.Scalar], steps: inout Int) -> Bool {
    var token = 0
    var position = 0
    var lastStar: (token: Int, position: Int)?
    while position < name.count {
      steps += 1
      if token < tokens.count, tokens[token] == .anyScalars {
        lastStar = (token, position)
        token += 1
      } else if token < tokens.count, tokens[token].matches(name[position]) {
        token += 1
        position += 1
      } else if let star = lastStar {
        lastStar = (star.token, star.position + 1)
        token = star.token + 1
        position = star.position + 1
      } else {
        return false
      }
    }
    while token < tokens.count, tokens[token] == .anyScalars { token += 1 }
    return token == tokens.count
  }

  /// `[a-z0-9_]` and `[!x]` character classes.
  static func classContains(_ set: ArraySlice<Unicode.Scalar>, _ scalar: Unicode.Scalar) -> Bool {
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
