/// Whether a view is written in a branch that only iPads draw: `if horizontalSizeClass == .regular { … }`,
/// `if UIDevice.current.userInterfaceIdiom == .pad { … }`, or the `else` of a test for `.compact` or `.phone`.
/// An image drawn there is judged by the iPads' @2x, not by the @3x iPhones (a regular width class in portrait is
/// an iPad's).
struct SwiftDeviceBranchReader {
  let code: SwiftCode

  /// Enclosing blocks looked through, at most, and tokens walked back to find them.
  private static let maximumDepth = 8
  private static let maximumWalk = 6_000
  /// Tokens between `if` and its `{`, at most.
  private static let maximumCondition = 40

  /// Whether the token at `index` is inside a block that runs only on iPads.
  func isPadOnly(_ index: Int) -> Bool {
    var position = index
    for _ in 0..<Self.maximumDepth {
      guard let open = enclosingBrace(before: position) else { return false }
      if let padBranch = padBranch(opening: open), padBranch { return true }
      position = open
    }
    return false
  }

  /// The `{` of the innermost block that holds `index`.
  private func enclosingBrace(before index: Int) -> Int? {
    code.lastTopLevel(before: index, limit: Self.maximumWalk) { code.isPunctuation("{", at: $0) }
  }

  /// For the block opening at `open`: true when only iPads run it, false when only iPhones do, nil when it is not
  /// such a branch.
  private func padBranch(opening open: Int) -> Bool? {
    if code.isIdentifier("else", at: open - 1), code.isPunctuation("}", at: open - 2),
      let thenOpen = code.opener(of: open - 2), let then = padBranch(opening: thenOpen)
    {
      return !then
    }
    guard let condition = ifCondition(before: open) else { return nil }
    return padTest(condition)
  }

  /// The tokens between `if` and the `{` at `open`.
  private func ifCondition(before open: Int) -> Range<Int>? {
    let braces = { (position: Int) in code.isPunctuation("{", at: position) || code.isPunctuation("}", at: position) }
    return code.lastTopLevel(before: open, limit: Self.maximumCondition, stoppingAt: braces) {
      code.isIdentifier("if", at: $0)
    }.map { ($0 + 1)..<open }
  }

  /// Names a device test compares: the horizontal size class (as SwiftUI's environment names it, or as apps name
  /// their copy of it) and the interface idiom. The vertical size class is regular on iPhones in portrait too.
  private static let deviceTests: Set<String> = [
    "horizontalSizeClass", "sizeClass", "hSizeClass", "userInterfaceIdiom", "idiom",
  ]

  /// `sizeClass == .regular`, `idiom == .pad` (true); `== .compact`, `== .phone` (false); `!=` turns it round.
  private func padTest(_ condition: Range<Int>) -> Bool? {
    for position in condition {
      guard let name = code.identifierName(at: position), Self.deviceTests.contains(name) else { continue }
      let equals = code.isOperator("==", at: position + 1)
      guard equals || code.isOperator("!=", at: position + 1), code.isPunctuation(".", at: position + 2),
        let value = code.identifierName(at: position + 3)
      else { continue }
      let pad: Bool
      switch value {
      case "regular", "pad": pad = true
      case "compact", "phone": pad = false
      default: continue
      }
      return equals ? pad : !pad
    }
    return nil
  }
}
