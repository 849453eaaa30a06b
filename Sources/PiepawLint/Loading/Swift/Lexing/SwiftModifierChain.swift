/// One modifier of a chain after a view's call or closing brace: `.frame(width: 40)`, `.bold()`,
/// `.overlay { … }`.
struct SwiftModifierCall {
  /// The modifier's name (`frame`).
  var name: String
  /// The index of the `(` of its argument list, where it has one.
  var argumentsOpen: Int?
  /// The index after its argument list, or after its trailing closures where the chain was read with them.
  var end: Int

  /// The tokens between the argument list's brackets, or an empty range without one.
  func argumentTokens(_ code: SwiftCode) -> Range<Int> {
    guard let open = argumentsOpen, let close = code.partner(of: open) else { return end..<end }
    return (open + 1)..<close
  }
}

extension SwiftCode {
  /// The modifiers that follow the token at `close` (a call's `)` or a closure's `}`), at most `limit` of them.
  /// With `trailingClosures`, a modifier's trailing closures (`.overlay { … }`) belong to it and the chain goes
  /// on after them; without, the chain ends where a closure opens.
  func modifierChain(after close: Int, trailingClosures: Bool = true, limit: Int = 24) -> [SwiftModifierCall] {
    var chain: [SwiftModifierCall] = []
    var position = close + 1
    while chain.count < limit, isPunctuation(".", at: position), let name = identifierName(at: position + 1) {
      position += 2
      let open = isPunctuation("(", at: position) ? position : nil
      if let open { position = skippingGroup(at: open) }
      while trailingClosures, isPunctuation("{", at: position), let brace = partner(of: position) {
        position = brace + 1
      }
      chain.append(SwiftModifierCall(name: name, argumentsOpen: open, end: position))
    }
    return chain
  }

  /// The index after the modifier chain that follows `close` (`close + 1` where none follows).
  func modifierChainEnd(after close: Int, trailingClosures: Bool = true, limit: Int = 24) -> Int {
    modifierChain(after: close, trailingClosures: trailingClosures, limit: limit).last?.end ?? close + 1
  }
}
