/// Reads a UIKit label's horizontal insets from the Auto Layout anchors of its class, where they pin it to the
/// screen-wide view with literals: `titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant:
/// 24)` with `titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24)` (or written the
/// other way round, `view.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 24)`), to
/// `view`, a cell's `contentView` or their `safeAreaLayoutGuide`. Anything else — a label in a stack view, pinned
/// to a sibling or a layout margin, a constant that is not a literal, two different constants for one edge —
/// leaves its insets unread: a label's width is what its constraints make it, not the screen's.
struct UIKitConstraintInsetReader {
  let code: SwiftCode

  private var values: LayoutValues { LayoutValues(code: code) }

  /// What a label may be pinned to for its insets to be the screen's.
  private static let screenWide: Set<[String]> = [
    ["view"], ["view", "safeAreaLayoutGuide"], ["contentView"], ["contentView", "safeAreaLayoutGuide"],
    ["self", "view"], ["self", "view", "safeAreaLayoutGuide"], ["self", "contentView"],
  ]

  private enum Edge { case leading, trailing }

  private static let anchors: [String: Edge] = [
    "leadingAnchor": .leading, "leftAnchor": .leading, "trailingAnchor": .trailing, "rightAnchor": .trailing,
  ]

  /// The leading and trailing insets of the label `name`, when both are pinned as above.
  func insets(of name: String, in body: Range<Int>) -> (leading: Double, trailing: Double)? {
    var found: [Edge: Set<Double>] = [:]
    var unreadable = false
    for index in code.occurrences(of: Array(Self.anchors.keys)) where body.contains(index) {
      guard code.isIdentifier(name, at: index - 2), code.isPunctuation(".", at: index - 1),
        let edge = code.identifierName(at: index).flatMap({ Self.anchors[$0] })
      else { continue }
      guard let inset = inset(edge, labelAnchor: index, body: body) else {
        unreadable = true
        continue
      }
      found[edge, default: []].insert(inset)
    }
    guard !unreadable, let leading = found[.leading], let trailing = found[.trailing], leading.count == 1,
      trailing.count == 1
    else { return nil }
    return (leading.first!, trailing.first!)
  }

  /// The inset one constraint gives the label's `edge`, the label's anchor at `labelAnchor`; nil when it is not
  /// an equality to a screen-wide view with a literal constant.
  private func inset(_ edge: Edge, labelAnchor: Int, body: Range<Int>) -> Double? {
    // `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24)`
    if code.isPunctuation(".", at: labelAnchor + 1), code.isIdentifier("constraint", at: labelAnchor + 2),
      let constant = constraint(at: labelAnchor + 2, edge: edge, body: body)
    {
      return edge == .leading ? constant : -constant
    }
    // `view.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 24)`
    if code.isIdentifier("equalTo", at: labelAnchor - 4), code.isPunctuation("(", at: labelAnchor - 5),
      code.isIdentifier("constraint", at: labelAnchor - 6), code.isPunctuation(".", at: labelAnchor - 7),
      let constant = constraint(at: labelAnchor - 6, edge: edge, body: body, reversed: true)
    {
      return edge == .leading ? -constant : constant
    }
    return nil
  }

  /// `constraint(equalTo: target.anchor, constant: N)` at `keyword`: N (0 without one), when the other anchor
  /// is a screen-wide view's on the same edge (for `reversed`, the anchor before `.constraint`).
  private func constraint(at keyword: Int, edge: Edge, body: Range<Int>, reversed: Bool = false) -> Double? {
    guard code.isPunctuation("(", at: keyword + 1), let close = code.partner(of: keyword + 1), close < body.upperBound
    else { return nil }
    let arguments = code.arguments(inside: keyword + 1)
    guard let target = arguments.first, target.label == "equalTo",
      arguments.allSatisfy({ $0.label == "equalTo" || $0.label == "constant" })
    else { return nil }
    let other: [String]
    if reversed {
      var start = keyword - 2
      while start >= body.lowerBound + 2, code.isPunctuation(".", at: start - 1),
        code.identifierName(at: start - 2) != nil
      {
        start -= 2
      }
      guard let chain = SwiftChain(start..<(keyword - 1), in: code) else { return nil }
      other = chain.names
    } else {
      guard let chain = SwiftChain(target.value, in: code), !chain.isImplicit else { return nil }
      other = chain.names
    }
    guard other.count >= 2, Self.anchors[other.last!] == edge, Self.screenWide.contains(Array(other.dropLast()))
    else { return nil }
    guard let constant = arguments.first(where: { $0.label == "constant" }) else { return 0 }
    return values.number(constant.value)
  }
}
