/// A call written as its own statement on a value, its first argument a labelled string literal: `deck.add(title:
/// "Collect recipes", detail: "…")`. Consecutive calls of one method on one value in one block build a list in
/// the order written (a builder's pages).
struct SwiftMemberCall: Hashable, Sendable {
  /// The value called on, as written (`deck`, `self.deck`).
  var receiver: [String]
  var method: String
  var arguments: [SwiftArgumentNode]
  var location: SourceLocation
  /// The token index of the block's `{` the call stands in: calls of one list share it.
  var block: Int
}

/// Reads `SwiftMemberCall`s from a file's string literals: few statements start `value.method(label: "…"`.
struct SwiftMemberCallReader {
  let code: SwiftCode
  let expressions: SwiftExpressionReader

  /// Calls kept of one file: a builder's pages are few.
  static let maximumCalls = 200

  func calls(outside previews: [ClosedRange<Int>]) -> [SwiftMemberCall] {
    var calls: [SwiftMemberCall] = []
    for index in code.indices where code.isStringLiteral(at: index) && calls.count < Self.maximumCalls {
      // `receiver . method ( label : "…"`
      let open = index - 3
      guard open >= 3, code.isPunctuation(":", at: index - 1), code.identifierName(at: index - 2) != nil,
        code.isPunctuation("(", at: open), let method = code.identifierName(at: open - 1), method.startsLowercase,
        code.isPunctuation(".", at: open - 2), let close = code.partner(of: open),
        !previews.contains(where: { $0.contains(index) })
      else { continue }
      var start = open - 3
      var receiver: [String] = []
      while start >= 0, let name = code.identifierName(at: start) {
        receiver.insert(name, at: 0)
        guard start >= 2, code.isPunctuation(".", at: start - 1), code.identifierName(at: start - 2) != nil else {
          break
        }
        start -= 2
      }
      guard !receiver.isEmpty, startsAStatement(start), endsAStatement(close + 1),
        let block = enclosingBrace(of: start),
        let call = expressions.node((open - 1)..<(close + 1)).call
      else { continue }
      calls.append(
        SwiftMemberCall(
          receiver: receiver, method: method, arguments: call.arguments, location: code.location(of: start),
          block: block))
    }
    return calls
  }

  /// The token at `index` begins a statement: the first of its line, or after `{` or `;`.
  private func startsAStatement(_ index: Int) -> Bool {
    guard index > 0 else { return true }
    if code.isPunctuation("{", at: index - 1) || code.isPunctuation(";", at: index - 1) { return true }
    return code.endLine(of: index - 1) < code.tokens[index].position.line
  }

  /// Nothing follows the call on its line but a `;` or the block's end: its result is not used.
  private func endsAStatement(_ index: Int) -> Bool {
    guard index < code.tokens.count else { return true }
    if code.isPunctuation("}", at: index) || code.isPunctuation(";", at: index) { return true }
    return code.tokens[index].position.line > code.endLine(of: index - 1) && !code.isPunctuation(".", at: index)
  }

  /// The `{` whose block holds `index`.
  private func enclosingBrace(of index: Int) -> Int? {
    var position = index - 1
    var steps = 0
    while position >= 0, steps < 4_000 {
      if code.isPunctuation("{", at: position), let close = code.partner(of: position), close > index {
        return position
      }
      if code.isPunctuation("}", at: position), let open = code.partner(of: position) {
        position = open - 1
      } else {
        position -= 1
      }
      steps += 1
    }
    return nil
  }
}
