/// Reads a font as SwiftUI code writes it: `.largeTitle`, `.largeTitle.weight(.bold)`, `.title.bold()`,
/// `.system(size: 34, weight: .bold)`, `.system(.title, weight: .bold)`, `.custom("Inter", size: 34, relativeTo:
/// .title)`, `.custom("Inter", fixedSize: 34)`, each also as `Font.…`.
struct LayoutFontReader {
  let values: LayoutValues

  /// The font of `range`, or nil when it is not one the reader follows (a variable, `.system(size: size)`).
  func font(_ range: Range<Int>) -> FontSpec? {
    guard let chain = SwiftChain(range, in: values.code) else { return nil }
    var segments = chain.segments[...]
    if !chain.isImplicit {
      guard segments.first?.name == "Font", !segments[segments.startIndex].isCalled else { return nil }
      segments = segments.dropFirst()
    }
    guard let first = segments.first, var font = base(first) else { return nil }
    for segment in segments.dropFirst() {
      switch segment.name {
      case "weight":
        guard let argument = values.arguments(of: segment).first, let weight = weight(argument.value) else {
          return nil
        }
        font = Self.with(weight, font)
      case "bold": font = Self.with(.bold, font)
      // Styles that keep the size and weight.
      case "italic", "monospacedDigit", "monospaced", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
        "leading", "width":
        continue
      default: return nil
      }
    }
    return font
  }

  /// Whether the font of `range` is of another design than San Francisco: `.system(size: 20, design: .serif)` is
  /// New York, `.rounded` SF Rounded, `.monospaced` SF Mono.
  func hasOtherDesign(_ range: Range<Int>) -> Bool {
    guard let chain = SwiftChain(range, in: values.code) else { return false }
    return chain.segments.contains { segment in
      segment.name == "system" && values.argument("design", of: segment).map { values.member($0) != "default" } == true
    }
  }

  /// The name of that other design (`rounded` of `.system(.title, design: .rounded)`); nil for the default one or
  /// a design given by a value.
  func design(_ range: Range<Int>) -> String? {
    guard let chain = SwiftChain(range, in: values.code),
      let system = chain.segments.first(where: { $0.name == "system" }),
      let name = values.argument("design", of: system).flatMap(values.member), name != "default"
    else { return nil }
    return name
  }

  /// `.fontWeight(.black)`'s argument.
  func weight(_ range: Range<Int>) -> FontWeight? {
    values.member(range).flatMap(FontWeight.init(rawValue:))
  }

  private func base(_ segment: SwiftChain.Segment) -> FontSpec? {
    if !segment.isCalled { return TextStyleName(rawValue: segment.name).map { .textStyle($0, weight: nil) } }
    let arguments = values.arguments(of: segment)
    switch segment.name {
    case "system":
      let weight = values.argument("weight", of: segment).map(self.weight)
      if case .some(nil) = weight { return nil }
      if let size = values.argument("size", of: segment) {
        return values.number(size).map { .system(size: $0, weight: weight ?? nil) }
      }
      guard let style = arguments.first, style.label == nil, let name = values.member(style.value),
        let textStyle = TextStyleName(rawValue: name)
      else { return nil }
      return .textStyle(textStyle, weight: weight ?? nil)
    case "custom":
      guard let first = arguments.first, first.label == nil, first.value.count == 1,
        let name = values.code.tokens[first.value.lowerBound].stringLiteral?.value
      else { return nil }
      if let fixed = values.argument("fixedSize", of: segment) {
        return values.number(fixed).map { .custom(name: name, size: $0, relativeTo: nil, scales: false) }
      }
      guard let size = values.argument("size", of: segment).flatMap(values.number) else { return nil }
      var relativeTo: TextStyleName?
      if let style = values.argument("relativeTo", of: segment) {
        guard let named = values.member(style).flatMap(TextStyleName.init(rawValue:)) else { return nil }
        relativeTo = named
      }
      return .custom(name: name, size: size, relativeTo: relativeTo, scales: true)
    default:
      return nil
    }
  }

  /// The font with its weight set; a custom font's face is its own.
  static func with(_ weight: FontWeight, _ font: FontSpec) -> FontSpec {
    switch font {
    case .textStyle(let style, _): .textStyle(style, weight: weight)
    case .system(let size, _): .system(size: size, weight: weight)
    case .custom: font
    }
  }
}
