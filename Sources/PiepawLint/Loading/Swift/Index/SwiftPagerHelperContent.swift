extension SwiftPagerReader {
  /// The body of the helper a `TabView`'s content is built through: `TabView(selection: $page) { pages }` (or
  /// `pages()`, `self.pages`) where the same type declares `var pages: some View { ForEach(…) { … } }` or
  /// `func pages() -> some View { … }`, in its body or an extension in the file. nil when the content is
  /// anything else, or the name is declared more than once.
  func helperContent(of content: Range<Int>, enclosingType: String?) -> Range<Int>? {
    var start = content.lowerBound
    if code.isIdentifier("self", at: start), code.isPunctuation(".", at: start + 1) { start += 2 }
    guard let name = code.identifierName(at: start), name.startsLowercase else { return nil }
    var end = start + 1
    if code.isPunctuation("(", at: end), code.isPunctuation(")", at: end + 1) { end += 2 }
    guard end == content.upperBound else { return nil }
    return helperBody(named: name, in: enclosingType)
  }

  /// The body of the one view helper named `name` that `type` declares (`var welcomePage: some View { … }`, or
  /// a function without parameters); nil where none is, or more than one.
  func helperBody(named name: String, in type: String?) -> Range<Int>? {
    let bodies = code.occurrences(of: [name]).compactMap { helperBody(declaredAt: $0, in: type) }
    return bodies.count == 1 ? bodies.first : nil
  }

  /// The body of `var name: some View { … }` or `func name() -> some View { … }` whose name is at `index`, in
  /// the type `type` (or an extension of it).
  private func helperBody(declaredAt index: Int, in type: String?) -> Range<Int>? {
    guard let keyword = code.identifierName(at: index - 1), keyword == "var" || keyword == "func",
      enclosingType(of: index) == type
    else { return nil }
    var cursor = index + 1
    if keyword == "func" {
      guard code.isPunctuation("(", at: cursor), code.isPunctuation(")", at: cursor + 1) else { return nil }
      cursor += 2
      guard code.isOperator("->", at: cursor) else { return nil }
    } else {
      guard code.isPunctuation(":", at: cursor) else { return nil }
    }
    // The declared type, `some View` or `AnyView`, then the body.
    let typeStart = cursor + 1
    var open = typeStart
    while open < min(typeStart + 3, code.tokens.count), !code.isPunctuation("{", at: open) { open += 1 }
    guard code.isPunctuation("{", at: open),
      (typeStart..<open).contains(where: { code.identifierName(at: $0)?.hasSuffix("View") == true }),
      let close = code.partner(of: open)
    else { return nil }
    return (open + 1)..<close
  }
}
