/// Reads what a page view draws under everything else (`PageView.fill`): a colour (`Color.black`,
/// `Color("Background")`, `Color(red:green:blue:)`, `.white`), a vertical `LinearGradient`, or a shape filled with
/// one (`Rectangle().fill(Color.black)`), with the modifiers that keep its colour (`.ignoresSafeArea()`).
struct LayoutFillReader {
  let values: LayoutValues
  private var colors: LayoutColorReader { LayoutColorReader(values: values) }
  private var scrims: LayoutScrimReader { LayoutScrimReader(values: values) }

  /// The fill `range` draws, or nil when it is not one the reader follows (a photo, a material, a variable).
  func fill(_ range: Range<Int>) -> PageFill? {
    let range = LayoutScrimReader.strippingNeutralModifiers(range, in: values.code)
    if let color = colors.color(range) {
      if case .fixed(let rgba) = color, rgba.alpha <= 0 { return nil }
      return .color(color)
    }
    guard let chain = SwiftChain(range, in: values.code), let first = chain.segments.first else { return nil }
    if first.name == "LinearGradient" || (chain.isImplicit && first.name == "linearGradient") {
      if case .gradient(let stops) = scrims.scrim(range) { return .gradient(stops) }
      return nil
    }
    if SwiftUIVocabulary.shapes.contains(first.name), chain.segments.count == 2, chain.segments[1].name == "fill",
      let style = values.arguments(of: chain.segments[1]).first, style.label == nil
    {
      return fill(style.value)
    }
    return nil
  }

  /// The fill of a view node: a `Color` or gradient layer, or a filled shape.
  func fill(of node: SwiftViewNode) -> PageFill? {
    guard node.name == "Color" || node.name.hasSuffix("Gradient") || SwiftUIVocabulary.shapes.contains(node.name) else {
      return nil
    }
    return fill(node.range)
  }

  /// `.background(Color.black)`, `.background(Color("Paper").ignoresSafeArea())`, `.background { Color.x }`: the
  /// fill a root view's background modifier draws.
  func backgroundFill(_ modifier: SwiftChain.Segment) -> PageFill? {
    guard modifier.name == "background" else { return nil }
    let arguments = values.arguments(of: modifier)
    if let first = arguments.first, first.label == nil, arguments.count == 1 { return fill(first.value) }
    if arguments.isEmpty, let closure = modifier.closures.first { return fill(closure.body) }
    return nil
  }
}
