/// The names a file reads (`page.icon`, `Image(icon)`, `"\(item.symbol)"`), as opposed to declaring or setting
/// them (`let icon: String`, `init(icon: String)`, `Page(icon: "x")`, `self.icon = icon`): a page model's image
/// field that no file reads is drawn by no view, whatever its name says.
struct SwiftReadNamesReader {
  let code: SwiftCode

  func names() -> Set<String> {
    let comparing = comparingBodies()
    var read = code.identifierNames { index in
      isRead(index) && !comparing.contains { $0.contains(index) }
    }
    for token in code.tokens {
      guard case .stringLiteral(let literal) = token.kind, literal.hasInterpolation else { continue }
      Self.collectInterpolatedNames(literal, into: &read)
    }
    return read
  }

  /// The names an interpolation ends with where more text follows in the same string (`"\(step.imageName) \(i)"`,
  /// `"\(prefix)-dark"`): the value is the start of a longer name the code builds, not a whole name.
  func namesStartingLongerNames() -> Set<String> {
    var starts: Set<String> = []
    for token in code.tokens {
      guard case .stringLiteral(let literal) = token.kind, literal.hasInterpolation else { continue }
      Self.collectStartingNames(literal, into: &starts)
    }
    return starts
  }

  private static func collectStartingNames(_ literal: SwiftStringLiteral, into starts: inout Set<String>) {
    for (position, segment) in literal.segments.enumerated() {
      guard case .interpolation(let tokens) = segment else { continue }
      for token in tokens { if let nested = token.stringLiteral { collectStartingNames(nested, into: &starts) } }
      let followed = literal.segments[(position + 1)...].contains { following in
        if case .text(let text) = following { return !text.isEmpty }
        return true
      }
      guard followed, let last = tokens.last?.identifierName else { continue }
      starts.insert(last)
    }
  }

  /// The bodies of `hash(into:)` and `==`: they hash and compare every field of a type, which shows none of them.
  private func comparingBodies() -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    for index in code.occurrences(of: ["func"]) {
      guard code.isIdentifier("hash", at: index + 1) || code.isOperator("==", at: index + 1) else { continue }
      var open = index + 2
      while open < code.tokens.count, !code.isPunctuation("{", at: open) { open = code.skippingGroup(at: open) }
      if open < code.tokens.count { bodies.append(open..<code.skippingGroup(at: open)) }
    }
    return bodies
  }

  /// Whether the identifier at `index` is read there.
  private func isRead(_ index: Int) -> Bool {
    let previous = code.identifierName(at: index - 1)
    if previous == "let" || previous == "var" || previous == "case" || previous == "func" { return false }
    // A label or a parameter: `Page(icon: "x")`, `init(icon: String)`, `(title: String, icon: String)`.
    if code.isPunctuation(":", at: index + 1),
      code.isPunctuation("(", at: index - 1) || code.isPunctuation(",", at: index - 1)
    {
      return false
    }
    // Set, not read: `icon = x`, `page.icon = x`.
    if code.isOperator("=", at: index + 1) { return false }
    // The initializer's copy `self.icon = icon`: the parameter of the same name, not the field.
    if code.isOperator("=", at: index - 1), let name = code.identifierName(at: index),
      code.identifierName(at: index - 2) == name, code.isPunctuation(".", at: index - 3)
    {
      return false
    }
    return true
  }

  /// The names in the interpolations of `literal` (and of literals nested in them): all read.
  private static func collectInterpolatedNames(_ literal: SwiftStringLiteral, into read: inout Set<String>) {
    for segment in literal.segments {
      guard case .interpolation(let tokens) = segment else { continue }
      for token in tokens {
        if token.kind == .identifier, let name = token.identifierName { read.insert(name) }
        if let nested = token.stringLiteral { collectInterpolatedNames(nested, into: &read) }
      }
    }
  }
}
