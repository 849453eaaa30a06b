/// Reads where a file hands a value to a type's initializer by label (`OnboardingFlow(pages: pageModels)`,
/// `PagesController(steps: self.steps)`, `Carousel(slides: Slides.all)`): how a flow's data reaches the pager of
/// another type that shows it.
struct SwiftHandOffReader {
  let code: SwiftCode

  /// Each `Type(label: value)` whose value is a name, `self.name` or `Owner.name`, outside no type or in
  /// `enclosingType(index)`.
  func handOffs(enclosingType: (Int) -> String?) -> [SwiftHandOff] {
    var found: [SwiftHandOff] = []
    for colon in code.indices where code.isPunctuation(":", at: colon) {
      guard let label = code.identifierName(at: colon - 1),
        code.isPunctuation("(", at: colon - 2) || code.isPunctuation(",", at: colon - 2),
        let value = value(after: colon), let callee = callee(ofArgumentEndingAt: value.end)
      else { continue }
      found.append(
        SwiftHandOff(callee: callee, label: label, value: value.path, scope: enclosingType(colon)))
    }
    return found
  }

  /// `name`, `self.name` or `Owner.name` right after `colon`, ending the argument: its path and the index after it.
  private func value(after colon: Int) -> (path: [String], end: Int)? {
    var start = colon + 1
    if code.isIdentifier("self", at: start), code.isPunctuation(".", at: start + 1) { start += 2 }
    guard let first = code.identifierName(at: start) else { return nil }
    var path = [first]
    var end = start + 1
    if code.isPunctuation(".", at: end), let second = code.identifierName(at: end + 1) {
      path.append(second)
      end += 2
    }
    guard code.isPunctuation(",", at: end) || code.isPunctuation(")", at: end) else { return nil }
    return (path, end)
  }

  /// The type an argument list belongs to: the name before its `(`, when it starts with a capital (`Pager`, not
  /// a function or a method's `init`) and is none of SwiftUI's views.
  private func callee(ofArgumentEndingAt end: Int) -> String? {
    guard let open = code.openerOfArgumentList(after: end), let name = code.identifierName(at: open - 1),
      name.startsUppercase, !SwiftUIVocabulary.builtInViews.contains(name)
    else { return nil }
    return name
  }
}
