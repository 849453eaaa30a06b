/// Reads a UIKit label's horizontal insets from the Auto Layout anchors of its class, where they pin it to the
/// screen-wide view with literals: `titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant:
/// 24)` with `titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24)` (or written the
/// other way round, `view.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 24)`), to
/// `view`, a cell's `contentView`, their `safeAreaLayoutGuide` or the view controller's `view.layoutMarginsGuide`
/// (16 pt a side: the system's minimum margins on an iPhone as narrow as the narrowest the rules measure on). A
/// label arranged in a vertical `UIStackView` has the stack's insets. Anything else — pinned to a sibling or a
/// container, a constant that is not a literal, two different constants for one edge, a horizontal stack, a
/// stack with margins of its own — leaves its insets unread: a label's width is what its constraints make it.
struct UIKitConstraintInsetReader {
  let code: SwiftCode

  private var values: LayoutValues { LayoutValues(code: code) }

  /// What a label may be pinned to for its insets to be the screen's, with the inset that guide adds.
  private static let screenWide: [[String]: Double] = [
    ["view"]: 0, ["view", "safeAreaLayoutGuide"]: 0, ["contentView"]: 0, ["contentView", "safeAreaLayoutGuide"]: 0,
    ["self", "view"]: 0, ["self", "view", "safeAreaLayoutGuide"]: 0, ["self", "contentView"]: 0,
    ["view", "layoutMarginsGuide"]: 16, ["self", "view", "layoutMarginsGuide"]: 16,
  ]

  private enum Edge { case leading, trailing }

  private static let anchors: [String: Edge] = [
    "leadingAnchor": .leading, "leftAnchor": .leading, "trailingAnchor": .trailing, "rightAnchor": .trailing,
  ]

  /// The leading and trailing insets of the label `name`, when both are pinned as above, itself or the vertical
  /// stack it is arranged in.
  func insets(of name: String, in body: Range<Int>) -> (leading: Double, trailing: Double)? {
    if let pinned = pinnedInsets(of: name, in: body) { return pinned }
    guard let stack = verticalStack(arranging: name, in: body) else { return nil }
    return pinnedInsets(of: stack, in: body)
  }

  /// The stack `let stack = UIStackView(arrangedSubviews: [title, …])` or `stack.addArrangedSubview(title)`
  /// arranges `name` in, when it is vertical and adds no margins of its own.
  private func verticalStack(arranging name: String, in body: Range<Int>) -> String? {
    var stacks: Set<String> = []
    for index in code.occurrences(of: ["arrangedSubviews", "addArrangedSubview"]) where body.contains(index) {
      if code.isIdentifier("addArrangedSubview", at: index), code.isPunctuation(".", at: index - 1),
        let stack = code.identifierName(at: index - 2), code.isPunctuation("(", at: index + 1),
        code.isIdentifier(name, at: index + 2), code.isPunctuation(")", at: index + 3)
      {
        stacks.insert(stack)
      } else if code.isIdentifier("arrangedSubviews", at: index), code.isPunctuation("(", at: index - 1),
        code.isIdentifier("UIStackView", at: index - 2), code.isOperator("=", at: index - 3),
        let stack = code.identifierName(at: index - 4), code.isPunctuation("[", at: index + 2),
        code.arguments(inside: index + 2).contains(where: {
          $0.value.count == 1 && code.isIdentifier(name, at: $0.value.lowerBound)
        })
      {
        stacks.insert(stack)
      }
    }
    guard stacks.count == 1, let stack = stacks.first, isVertical(stack, in: body) else { return nil }
    return stack
  }

  /// `stack.axis = .vertical`, with no `layoutMargins` of its own (a stack is horizontal unless told).
  private func isVertical(_ stack: String, in body: Range<Int>) -> Bool {
    var vertical = false
    let members = ["axis", "layoutMargins", "directionalLayoutMargins", "isLayoutMarginsRelativeArrangement"]
    for index in code.occurrences(of: members) where body.contains(index) {
      guard code.isIdentifier(stack, at: index - 2), code.isPunctuation(".", at: index - 1) else { continue }
      guard code.isIdentifier("axis", at: index) else { return false }
      vertical =
        code.isOperator("=", at: index + 1) && code.isPunctuation(".", at: index + 2)
        && code.isIdentifier("vertical", at: index + 3)
      if !vertical { return false }
    }
    return vertical
  }

  private func pinnedInsets(of name: String, in body: Range<Int>) -> (leading: Double, trailing: Double)? {
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
      return constant
    }
    // `view.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 24)`
    if code.isIdentifier("equalTo", at: labelAnchor - 4), code.isPunctuation("(", at: labelAnchor - 5),
      code.isIdentifier("constraint", at: labelAnchor - 6), code.isPunctuation(".", at: labelAnchor - 7),
      let constant = constraint(at: labelAnchor - 6, edge: edge, body: body, reversed: true)
    {
      return constant
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
    guard other.count >= 2, Self.anchors[other.last!] == edge, let guide = Self.screenWide[Array(other.dropLast())]
    else { return nil }
    guard let constant = arguments.first(where: { $0.label == "constant" }) else { return guide }
    // The constant moves the label's edge: inwards is plus on the leading edge, minus on the trailing one.
    return values.number(constant.value).map { guide + (edge == .leading ? $0 : -$0) * (reversed ? -1 : 1) }
  }
}
