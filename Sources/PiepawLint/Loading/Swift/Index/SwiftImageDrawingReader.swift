/// How a SwiftUI `Image("…")` written as a view draws the image it names: whether `.resizable()` and how it is
/// fitted, and its literal `.frame(width:height:)`, read from the modifiers after the call. These are the facts the
/// page view reader gives a page's icon (`PageIconStyle`), for an image drawn anywhere in the code, so the image
/// rules can judge an image by the size it is drawn at wherever the code says.
struct SwiftImageDrawingReader {
  let code: SwiftCode
  let values: LayoutValues

  init(code: SwiftCode) {
    self.code = code
    self.values = LayoutValues(code: code)
  }

  /// Modifiers read after the call, at most.
  static let maximumModifiers = 24
  /// Tokens before `Image(` after which it is a value handed on (`let logo = Image("x")`, `Avatar(image:
  /// Image("x"))`, `return Image("x")`), not a view drawn where it is written: what is done to it later is not
  /// read, so how it is drawn is not known.
  private static let handingOnPunctuation: Set<String> = ["=", "(", ",", ":", "[", "->"]
  /// Modifiers that draw the image at another size than its frame and scaling say, or not at all (`.hidden()`
  /// keeps its place as a spacer).
  private static let resizingModifiers: Set<String> = [
    "transformEffect", "matchedGeometryEffect", "hidden",
  ]

  /// The drawing of the `Image` call whose callee is at `callee`; nil for any other call, for an SF Symbol, and
  /// for an `Image` whose drawing is not read here (a value handed on, a size changed by an effect).
  func drawing(ofImageAt callee: Int) -> PageIconStyle? {
    drawing(ofImageAt: callee, labels: [nil, "decorative"])
  }

  /// The drawing of the `Image(uiImage: …)` whose whole argument is the UIImage the call at `callee` makes
  /// (`Image(uiImage: UIImage(named: "x")!)`, `Image(uiImage: #imageLiteral(resourceName: "x"))`): that `Image`'s
  /// modifiers draw the named image. Nil where the call is anything else.
  func drawing(ofUIImageAt callee: Int) -> PageIconStyle? {
    guard callee >= 4, code.isPunctuation(":", at: callee - 1), code.isIdentifier("uiImage", at: callee - 2),
      code.isPunctuation("(", at: callee - 3), let close = code.callClose(at: callee)
    else { return nil }
    let end = code.isOperator("!", at: close + 1) ? close + 2 : close + 1
    guard code.partner(of: callee - 3) == end else { return nil }
    return drawing(ofImageAt: callee - 4, labels: ["uiImage"])
  }

  /// The drawing of `UIImage(named: "x")` given as a button's background (`button.setBackgroundImage(UIImage(named:
  /// "x"), for: .normal)`): UIKit stretches it to the button's size, which the tool does not read. Nil where the
  /// call at `callee` is anything else.
  func drawing(ofButtonBackgroundAt callee: Int) -> PageIconStyle? {
    guard callee >= 3, code.isIdentifier("UIImage", at: callee), code.isPunctuation("(", at: callee - 1),
      code.isIdentifier("setBackgroundImage", at: callee - 2), code.isPunctuation(".", at: callee - 3)
    else { return nil }
    return PageIconStyle(location: code.location(of: callee), scaling: .stretch)
  }

  /// The drawing of the `Image` call at `callee` whose first argument has one of `labels`.
  private func drawing(ofImageAt callee: Int, labels: Set<String?>) -> PageIconStyle? {
    guard code.isIdentifier("Image", at: callee), let close = code.callClose(at: callee), !isHandedOn(callee),
      code.arguments(inside: callee + 1).first.map({ labels.contains($0.label) }) == true
    else { return nil }
    guard let chain = SwiftChain(callee..<chainEnd(after: close), in: code), !chain.isImplicit else { return nil }
    return style(modifiers: Array(chain.segments.dropFirst()), at: callee)
  }

  /// The drawing of an `Image` value held by the name at `index` and drawn as a view where it is written
  /// (`icon.resizable().frame(width: 30, height: 30)`, the name a function's `icon: Image` parameter); nil where
  /// it is handed on, has no modifier, or its size is changed by an effect.
  func drawing(ofImageValueAt index: Int) -> PageIconStyle? {
    guard code.identifierName(at: index) != nil, code.isPunctuation(".", at: index + 1), !isHandedOn(index),
      !code.isPunctuation(".", at: index - 1),
      let chain = SwiftChain(index..<chainEnd(after: index), in: code), !chain.isImplicit, chain.segments.count >= 2
    else { return nil }
    return style(modifiers: Array(chain.segments.dropFirst()), at: index)
  }

  /// The drawing of `Image.name` (a symbol Xcode generates for a set, or one the code declares) whose `Image` is
  /// at `type`; nil where it is handed on or its size is changed by an effect.
  func drawing(ofStaticImageAt type: Int) -> PageIconStyle? {
    guard code.isIdentifier("Image", at: type), code.isPunctuation(".", at: type + 1),
      code.identifierName(at: type + 2) != nil, !code.isPunctuation("(", at: type + 3), !isHandedOn(type),
      let chain = SwiftChain(type..<chainEnd(after: type + 2), in: code), !chain.isImplicit,
      chain.segments.count >= 2
    else { return nil }
    return style(modifiers: Array(chain.segments.dropFirst(2)), at: type)
  }

  /// Modifiers only SwiftUI's `Image` has: a member of a resource that one of them follows is the image as a view.
  static let imageOnlyModifiers: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

  /// The drawing of `ImageResource.Icon.update.image.resizable().frame(width: 20, height: 20)`: a resource symbol
  /// starting at `start` and a member that makes it an `Image` (a project's `var image: Image { Image(self) }`),
  /// whose first modifier, at `firstModifier`, is one only an `Image` has. Nil where it is handed on or its size is
  /// changed by an effect.
  func drawing(ofResourceMemberAt start: Int, firstModifier: Int) -> PageIconStyle? {
    guard code.identifierName(at: firstModifier).map(Self.imageOnlyModifiers.contains) == true, !isHandedOn(start),
      let chain = SwiftChain(start..<chainEnd(after: firstModifier), in: code), !chain.isImplicit
    else { return nil }
    return style(modifiers: Array(chain.segments.drop { $0.at < firstModifier }), at: start)
  }

  /// How the modifiers after an image draw it: scaling, and the literal frame less the padding before it.
  private func style(modifiers: [SwiftChain.Segment], at callee: Int) -> PageIconStyle? {
    guard !modifiers.contains(where: { Self.resizingModifiers.contains($0.name) }) else { return nil }
    // `.scaleEffect(1.2)`, `.scaleEffect(isAnimating ? 1.03 : 0.97)`: drawn at most that much larger; any other
    // scale effect leaves the size unknown (a resizable image stays one drawn scaled, at a size not read).
    var effect: Double? = 1.0
    for modifier in modifiers where modifier.name == "scaleEffect" {
      effect = largestScaleFactor(modifier).flatMap { factor in effect.map { $0 * factor } }
    }
    var style = PageIconStyle(
      location: code.location(of: callee),
      scaling: LayoutBackgroundReader(values: values).scaling(of: modifiers))
    // A frame after a padding sizes the padded view: the image gets the frame less the padding
    // (`.padding(5).frame(width: 35)` draws it 25 pt wide). A padding that is not a literal ends the reading.
    let paddings = LayoutPaddingReader(values: values)
    var padding = LayoutInsets()
    var sizeUnread = false
    for modifier in modifiers {
      if modifier.name == "padding" {
        guard let insets = paddings.insets(modifier) else { break }
        padding = padding + insets
      }
      guard modifier.name == "frame" else { continue }
      let widthArgument = values.argument("width", of: modifier)
      let heightArgument = values.argument("height", of: modifier)
      let width = widthArgument.flatMap(values.number)
      let height = heightArgument.flatMap(values.number)
      // `.frame(width: 15 / 8 * 48, height: 48)`: a side the code sets to a value not read leaves a resized
      // image's size unknown; it does not follow from the other side.
      if widthArgument != nil && width == nil || heightArgument != nil && height == nil { sizeUnread = true }
      style.width = style.width ?? width.map { $0 - padding.leading - padding.trailing }.flatMap(Self.positive)
      style.height = style.height ?? height.map { $0 - padding.top - padding.bottom }.flatMap(Self.positive)
      // `.frame(maxWidth: 200, maxHeight: 200)`: limits, not a size (`.infinity` reads as no number).
      let maximumWidth = values.argument("maxWidth", of: modifier).flatMap(values.number)
      let maximumHeight = values.argument("maxHeight", of: modifier).flatMap(values.number)
      style.maximumWidth =
        style.maximumWidth ?? maximumWidth.map { $0 - padding.leading - padding.trailing }.flatMap(Self.positive)
      style.maximumHeight =
        style.maximumHeight ?? maximumHeight.map { $0 - padding.top - padding.bottom }.flatMap(Self.positive)
    }
    if effect == nil, style.scaling == .natural { return nil }
    if sizeUnread || effect == nil, style.scaling != .natural {
      style.width = nil
      style.height = nil
      style.maximumWidth = nil
      style.maximumHeight = nil
    }
    style.maximumWidth = style.maximumWidth.map { $0 * (effect ?? 1) }
    style.maximumHeight = style.maximumHeight.map { $0 * (effect ?? 1) }
    style.width = style.width.map { $0 * (effect ?? 1) }
    style.height = style.height.map { $0 * (effect ?? 1) }
    style.isPadOnly = SwiftDeviceBranchReader(code: code).isPadOnly(callee)
    style.modifierNames = modifiers.map(\.name)
    return style
  }

  private static func positive(_ length: Double) -> Double? { length > 0 ? length : nil }

  /// The largest factor of `.scaleEffect(f)` or `.scaleEffect(flag ? a : b)` with literal factors; nil otherwise.
  private func largestScaleFactor(_ modifier: SwiftChain.Segment) -> Double? {
    let arguments = values.arguments(of: modifier)
    guard arguments.count == 1, let only = arguments.first, only.label == nil else { return nil }
    if let factor = values.number(only.value) { return factor }
    guard let (_, whenTrue, whenFalse) = code.conditionalParts(only.value),
      let first = values.number(whenTrue), let second = values.number(whenFalse)
    else { return nil }
    return max(first, second)
  }

  /// Modifiers whose argument is a view drawn with the one modified: `.background(Image("x").resizable()…)`.
  private static let viewArgumentModifiers: Set<String> = ["background", "overlay"]

  /// Whether the `Image` at `callee` is a value given to something else rather than a view statement.
  private func isHandedOn(_ callee: Int) -> Bool {
    let before = callee - 1
    // `SwiftUI.Image("x")`: the module qualifier.
    if code.isPunctuation(".", at: before) { return isHandedOn(before - 1) }
    if code.isPunctuation("(", at: before), code.isPunctuation(".", at: before - 2),
      let modifier = code.identifierName(at: before - 1), Self.viewArgumentModifiers.contains(modifier)
    {
      return false
    }
    guard let token = code.token(at: before) else { return false }
    if code.isIdentifier("return", at: before) { return true }
    // `case .google: Image("g")`: a switch arm's first statement, a view drawn where it is written.
    if code.endsCaseLabel(before) { return false }
    if case .operator = token.kind { return true }
    return token.kind == .punctuation && Self.handingOnPunctuation.contains(token.text)
  }

  /// The index after the last modifier that follows the call closing at `close`: `.name`, its arguments and its
  /// trailing closures.
  private func chainEnd(after close: Int) -> Int {
    code.modifierChainEnd(after: close, limit: Self.maximumModifiers)
  }
}
