/// Reads what code draws under a text to make it readable: a solid colour (`.background(.black.opacity(0.4))`,
/// `Rectangle().fill(Color.black.opacity(0.3))`), a vertical `LinearGradient`, or `.shadow(color:radius:)`.
struct LayoutScrimReader {
  let values: LayoutValues
  private var colors: LayoutColorReader { LayoutColorReader(values: values) }

  /// Modifiers of a scrim view that do not change what colour it draws.
  private static let neutralModifiers: Set<String> = [
    "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "cornerRadius", "clipShape", "allowsHitTesting",
    "padding", "blur", "clipped", "containerRelativeFrame",
  ]

  /// The scrim a view or shape style draws: `Color.black.opacity(0.4)`, `LinearGradient(…)`,
  /// `Rectangle().fill(…)`, `.linearGradient(colors:startPoint:endPoint:)`.
  func scrim(_ range: Range<Int>) -> Scrim? {
    if let material = material(range) { return .material(material) }
    if let rgba = colors.rgba(range) { return rgba.alpha > 0 ? .solid(rgba) : nil }
    guard let chain = SwiftChain(range, in: values.code), let first = chain.segments.first else { return nil }
    let rest = chain.segments.dropFirst()
    if first.name == "LinearGradient" || (chain.isImplicit && first.name == "linearGradient") {
      guard rest.allSatisfy({ Self.neutralModifiers.contains($0.name) }) else { return nil }
      return gradient(first)
    }
    if ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "UnevenRoundedRectangle"].contains(first.name),
      let fill = rest.first(where: { $0.name == "fill" }), let style = values.arguments(of: fill).first
    {
      return scrim(style.value)
    }
    // `Color.black.opacity(0.4).ignoresSafeArea()`: the colour before modifiers that keep it.
    let kept = Self.strippingNeutralModifiers(range, in: values.code)
    return kept != range ? scrim(kept) : nil
  }

  /// `range` without the trailing modifiers that keep a colour (`Color.black.ignoresSafeArea()` → `Color.black`).
  static func strippingNeutralModifiers(_ range: Range<Int>, in code: SwiftCode) -> Range<Int> {
    guard let chain = SwiftChain(range, in: code),
      let cut = chain.segments.indices.dropFirst().first(where: { position in
        chain.segments[position...].allSatisfy { neutralModifiers.contains($0.name) }
      })
    else { return range }
    let dot = chain.segments[cut].at - 1
    guard dot > range.lowerBound, code.isPunctuation(".", at: dot) else { return range }
    return range.lowerBound..<dot
  }

  /// `.ultraThinMaterial`, `Material.thin`, `.bar`: the material a `.background(…)` draws.
  func material(_ range: Range<Int>) -> PageMaterial? {
    guard let chain = SwiftChain(range, in: values.code), chain.segments.allSatisfy({ !$0.isCalled }) else {
      return nil
    }
    let names = chain.names
    if !chain.isImplicit, names.count == 2, names[0] == "Material" { return PageMaterial(rawValue: names[1]) }
    guard chain.isImplicit, names.count == 1, let name = names.first else { return nil }
    if name == "bar" { return .bar }
    guard name.hasSuffix("Material") else { return nil }
    return PageMaterial(rawValue: String(name.dropLast("Material".count)))
  }

  /// `.shadow(color: .black.opacity(0.5), radius: 4)`; `.shadow(radius: 4)` is SwiftUI's black at 33%.
  func shadow(_ segment: SwiftChain.Segment) -> Scrim? {
    guard let radius = values.argument("radius", of: segment).flatMap(values.number) else { return nil }
    guard let color = values.argument("color", of: segment) else {
      return .shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: radius)
    }
    return colors.rgba(color).map { .shadow($0, radius: radius) }
  }

  /// A `LinearGradient` from top to bottom (or bottom to top, or a part of it): its stops on the screen's height.
  private func gradient(_ segment: SwiftChain.Segment) -> Scrim? {
    guard let start = values.argument("startPoint", of: segment).flatMap(unitY),
      let end = values.argument("endPoint", of: segment).flatMap(unitY), start != end,
      let stops = stops(of: segment), !stops.isEmpty
    else { return nil }
    let placed = stops.map { GradientStop(location: start + $0.location * (end - start), color: $0.color) }
    return .gradient(placed.sorted { $0.location < $1.location })
  }

  /// `colors: […]`, `stops: […]`, or `gradient: Gradient(colors:)` / `Gradient(stops:)`.
  private func stops(of segment: SwiftChain.Segment) -> [GradientStop]? {
    if let gradient = values.argument("gradient", of: segment) {
      guard let chain = SwiftChain(gradient, in: values.code), chain.segments.count == 1,
        ["Gradient", "init"].contains(chain.segments[0].name)
      else { return nil }
      return stops(of: chain.segments[0])
    }
    if let list = values.argument("colors", of: segment) {
      guard let colors = elements(list)?.map(self.colors.rgba), colors.count >= 2, !colors.contains(nil) else {
        return nil
      }
      return colors.enumerated().map { position, color in
        GradientStop(location: Double(position) / Double(colors.count - 1), color: color!)
      }
    }
    if let list = values.argument("stops", of: segment), let elements = elements(list) {
      var stops: [GradientStop] = []
      for element in elements {
        guard let chain = SwiftChain(element, in: values.code), let stop = chain.segments.last,
          let color = values.argument("color", of: stop).flatMap(colors.rgba),
          let location = values.argument("location", of: stop).flatMap(values.number)
        else { return nil }
        stops.append(GradientStop(location: location, color: color))
      }
      return stops
    }
    return nil
  }

  private func elements(_ range: Range<Int>) -> [Range<Int>]? {
    let code = values.code
    guard code.isPunctuation("[", at: range.lowerBound), code.partner(of: range.lowerBound) == range.upperBound - 1
    else { return nil }
    return code.arguments(inside: range.lowerBound).map(\.value)
  }

  /// The height fraction of a unit point: `.top` 0, `.center` 0.5, `.bottom` 1, `UnitPoint(x: 0, y: 0.7)`; nil for
  /// `.leading` and `.trailing` (a horizontal gradient is no scrim under a line of text).
  private func unitY(_ range: Range<Int>) -> Double? {
    if let name = values.member(range) {
      switch name {
      case "top", "topLeading", "topTrailing": return 0
      case "center": return 0.5
      case "bottom", "bottomLeading", "bottomTrailing": return 1
      default: return nil
      }
    }
    guard let chain = SwiftChain(range, in: values.code), let segment = chain.segments.last,
      chain.segments.count == 1, ["UnitPoint", "init"].contains(segment.name)
    else { return nil }
    return values.argument("y", of: segment).flatMap(values.number)
  }
}
