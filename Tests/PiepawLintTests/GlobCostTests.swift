import Testing

@testable import PiepawLint

/// Issue 10: `*a*a*a*a*a*a*a*a*b` took 11 s per file (×4.5 per extra `*a`) and `**/**/…` hung, both backtracking.
/// Matching now costs at most a product of lengths; `steps` counts the work, so these tests need no clock.
@Suite struct GlobCostTests {
  @Test func manyStarsInOneComponentCostAProductOfLengths() {
    let pattern = String(repeating: "*a", count: 40) + "*b"
    let name = String(repeating: "a", count: 3_000)
    var steps = 0
    #expect(!Glob(pattern).matches(name, steps: &steps))
    // Backtracking would take about 3000^40 steps; the two-pointer match takes under pattern × name.
    #expect(steps <= (pattern.count + 1) * (name.count + 1) + 10)
    #expect(Glob(pattern).matches(name + "b"))
  }

  @Test func manyDoubleStarsCostAProductOfLengths() {
    let pattern = Array(repeating: "**", count: 60).joined(separator: "/") + "/x"
    let path = Array(repeating: "d", count: 400).joined(separator: "/") + "/y"
    var steps = 0
    #expect(!Glob(pattern).matches(path, steps: &steps))
    #expect(steps <= 61 * 402 * 2)
    #expect(Glob(pattern).matches(path + "/x"))
    #expect(Glob("**/**/*a*a*a*b/**").matches("c/aaab/d"))
  }

  /// The matcher the glob had before, recursive and exponential on hostile patterns; kept here as the reference
  /// for what every pattern means.
  private static func referenceMatches(_ pattern: String, _ path: String) -> Bool {
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() + "/**" }
    var components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    if components.count == 1 { components.insert("**", at: 0) }
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    return (1...max(parts.count, 1)).contains { referenceMatch(components[...], parts[..<min($0, parts.count)]) }
  }

  private static func referenceMatch(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      return (path.startIndex...path.endIndex).contains { referenceMatch(pattern.dropFirst(), path[$0...]) }
    }
    guard let name = path.first,
      referenceComponent(Array(first.unicodeScalars)[...], Array(name.unicodeScalars)[...])
    else { return false }
    return referenceMatch(pattern.dropFirst(), path.dropFirst())
  }

  private static func referenceComponent(
    _ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>
  ) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    switch first {
    case "*":
      return (name.startIndex...name.endIndex).contains { referenceComponent(pattern.dropFirst(), name[$0...]) }
    case "?":
      return !name.isEmpty && referenceComponent(pattern.dropFirst(), name.dropFirst())
    case "[":
      guard let close = pattern.dropFirst().firstIndex(of: "]"), let scalar = name.first else {
        return name.first == "[" && referenceComponent(pattern.dropFirst(), name.dropFirst())
      }
      return Glob.classContains(pattern[(pattern.startIndex + 1)..<close], scalar)
        && referenceComponent(pattern[(close + 1)...], name.dropFirst())
    default:
      return name.first == first && referenceComponent(pattern.dropFirst(), name.dropFirst())
    }
  }

  /// Random short patterns and paths over a small alphabet: the new matcher agrees with the old one on each.
  @Test func meansWhatTheRecursiveMatcherMeant() {
    var generator = SeededGenerator(seed: 10)
    let patternPieces = ["a", "b", "*", "?", "**", "/", "[ab]", "[!a]", "[", "]", "./", "-", "[a-b]", "é"]
    let pathPieces = ["a", "b", "/", "[", "]", "-", "é", "e\u{301}"]
    for _ in 0..<3_000 {
      let pattern = (0..<Int.random(in: 1...7, using: &generator)).map { _ in
        patternPieces.randomElement(using: &generator)!
      }.joined()
      let path = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pathPieces.randomElement(using: &generator)!
      }.joined()
      #expect(
        Glob(pattern).matches(path) == Self.referenceMatches(pattern, path), "pattern \(pattern), path \(path)")
    }
  }
}
