/// Padding on four edges, in points.
struct LayoutInsets: Hashable, Sendable {
  var top = 0.0, leading = 0.0, bottom = 0.0, trailing = 0.0

  static func + (lhs: LayoutInsets, rhs: LayoutInsets) -> LayoutInsets {
    LayoutInsets(
      top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading, bottom: lhs.bottom + rhs.bottom,
      trailing: lhs.trailing + rhs.trailing)
  }
}

/// Reads `.padding(…)`: `()` (SwiftUI's default, 16 pt on iPhone), `(24)`, `(.horizontal)`, `(.horizontal, 24)`,
/// `([.leading, .trailing], 20)`, `(.leading, 8)`, `(EdgeInsets(top:leading:bottom:trailing:))`.
struct LayoutPaddingReader {
  let values: LayoutValues

  /// The default padding of an iPhone.
  static let defaultAmount = 16.0

  /// The padding, or nil when an amount or edge is not a literal (`.padding(spacing)`).
  func insets(_ segment: SwiftChain.Segment) -> LayoutInsets? {
    let arguments = values.arguments(of: segment)
    if arguments.isEmpty { return uniform(Self.defaultAmount) }
    if arguments.count == 1, let only = arguments.first, only.label == nil {
      if let amount = values.number(only.value) { return uniform(amount) }
      if let insets = edgeInsets(only.value) { return insets }
      return edges(only.value).map { Self.insets($0, amount: Self.defaultAmount) }
    }
    guard arguments.count == 2, let edges = edges(arguments[0].value),
      arguments[1].label == nil || arguments[1].label == "length"
    else { return nil }
    if values.isNil(arguments[1].value) { return Self.insets(edges, amount: Self.defaultAmount) }
    return values.number(arguments[1].value).map { Self.insets(edges, amount: $0) }
  }

  private func uniform(_ amount: Double) -> LayoutInsets {
    LayoutInsets(top: amount, leading: amount, bottom: amount, trailing: amount)
  }

  private static func insets(_ edges: Set<String>, amount: Double) -> LayoutInsets {
    LayoutInsets(
      top: edges.contains("top") ? amount : 0, leading: edges.contains("leading") ? amount : 0,
      bottom: edges.contains("bottom") ? amount : 0, trailing: edges.contains("trailing") ? amount : 0)
  }

  /// `.horizontal`, `.leading`, `[.leading, .bottom]`, `.all`.
  private func edges(_ range: Range<Int>) -> Set<String>? {
    let code = values.code
    var names: [String] = []
    if code.isPunctuation("[", at: range.lowerBound), code.partner(of: range.lowerBound) == range.upperBound - 1 {
      for element in code.arguments(inside: range.lowerBound) {
        guard let name = values.member(element.value) else { return nil }
        names.append(name)
      }
    } else {
      guard let name = values.member(range) else { return nil }
      names = [name]
    }
    var edges: Set<String> = []
    for name in names {
      switch name {
      case "all": edges.formUnion(["top", "leading", "bottom", "trailing"])
      case "horizontal": edges.formUnion(["leading", "trailing"])
      case "vertical": edges.formUnion(["top", "bottom"])
      case "top", "leading", "bottom", "trailing": edges.insert(name)
      default: return nil
      }
    }
    return edges
  }

  /// `EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`.
  private func edgeInsets(_ range: Range<Int>) -> LayoutInsets? {
    guard let chain = SwiftChain(range, in: values.code), chain.segments.count == 1,
      chain.segments[0].name == "EdgeInsets" || (chain.isImplicit && chain.segments[0].name == "init")
    else { return nil }
    let segment = chain.segments[0]
    var insets = LayoutInsets()
    for argument in values.arguments(of: segment) {
      guard let amount = values.number(argument.value) else { return nil }
      switch argument.label {
      case "top": insets.top = amount
      case "leading": insets.leading = amount
      case "bottom": insets.bottom = amount
      case "trailing": insets.trailing = amount
      default: return nil
      }
    }
    return insets
  }
}
