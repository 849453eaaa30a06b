/// A value a modifier sets: not set, set to a literal the reader follows, or set to something it does not.
enum LayoutSetting<Value: Hashable>: Hashable {
  case unset
  case value(Value)
  case unread
}

/// A stack that may be the page's text block, as seen from inside it.
struct LayoutBlockCandidate: Hashable {
  /// The stack's token index: one block per stack.
  var id: Int
  var block: PageTextBlock
}

/// What a view passes on to the views inside it: the environment (font, colour, alignment, line limit), and
/// what the reader sums over the enclosing views (padding, frames, scrims, the stacks around).
struct LayoutEnvironment {
  var font: LayoutSetting<FontSpec> = .unset
  /// The constant an unread font names (`LayoutStyleReference.key(of:in:implicitType:)`).
  var fontKey: String?
  /// The number arguments of an unread font that calls the app's helper (`AppFont.title(size: 28)`), by label.
  var fontArguments: [String: Double] = [:]
  var weight: FontWeight?
  var color: LayoutSetting<TextColor> = .unset
  /// The constant an unread colour names (`.foregroundStyle(.ink)`, `Theme.ink`).
  var colorKey: String?
  var opacity = 1.0
  var multilineAlignment: LayoutSetting<HorizontalAlignment> = .unset
  var lineLimit: LayoutSetting<Int?> = .unset
  /// The padding of the enclosing views, summed; `insetsUnread` when one was not a literal.
  var insets = LayoutInsets()
  var insetsUnread = false
  /// The narrowest `.frame(width:)` / `.frame(maxWidth:)` around, plus the padding outside it: what is left for
  /// the text is this minus all the padding.
  var frameLimit: Double?
  var frameUnread = false
  var scrims: [Scrim] = []
  /// `.kerning(3)` / `.tracking(2)`: letter spacing the font alone does not measure.
  var lettersSpaced = false
  /// `.fontDesign(.serif)`: a face (New York, SF Rounded, SF Mono) that the San Francisco stand-in does not measure.
  var otherDesign = false
  /// Its name where it is read (`.fontDesign(.rounded)`, `.system(size: 20, design: .serif)`).
  var design: String?
  var ignoresSafeArea = false
  /// `.offset(x:y:)` of the enclosing views with literals, summed.
  var offsetX = 0.0
  var offsetY = 0.0
  /// The nearest `VStack`'s alignment.
  var stackAlignment: HorizontalAlignment?
  /// Where the nearest `ZStack(alignment:)`, `.overlay(alignment:)` or `.frame(maxHeight: .infinity,
  /// alignment:)` puts its content vertically.
  var verticalPlacement: PageTextBlock.Placement?
  /// The outermost `VStack` around, and the nearest one with a `Spacer()` beside the content.
  var outerBlock: LayoutBlockCandidate?
  var spacedBlock: LayoutBlockCandidate?
  /// What the enclosing `if !x.isEmpty { … }` show only when not empty (`["page", "subtitle"]`).
  var nonEmptyGuards: [[String]] = []
}

/// Applies modifiers to the environment, outermost first (the last in a chain is the outermost): what a nearer
/// view sets wins, padding and scrims add up.
struct LayoutModifierReader {
  let values: LayoutValues
  private var fonts: LayoutFontReader { LayoutFontReader(values: values) }
  private var colors: LayoutColorReader { LayoutColorReader(values: values) }
  private var scrims: LayoutScrimReader { LayoutScrimReader(values: values) }
  private var paddings: LayoutPaddingReader { LayoutPaddingReader(values: values) }

  func apply(_ modifiers: [SwiftChain.Segment], to environment: inout LayoutEnvironment) {
    // `.background(…).shadow(…)` shadows the card the background draws, not the text's glyphs.
    let firstBackground = modifiers.firstIndex { $0.name == "background" }
    for (position, modifier) in modifiers.enumerated().reversed() {
      if modifier.name == "shadow", let firstBackground, firstBackground < position { continue }
      apply(modifier, to: &environment)
    }
  }

  private func apply(_ modifier: SwiftChain.Segment, to environment: inout LayoutEnvironment) {
    let first = values.arguments(of: modifier).first
    switch modifier.name {
    case "font":
      environment.font = first.flatMap { fonts.font($0.value) }.map { .value($0) } ?? .unread
      environment.fontKey =
        environment.font == .unread
        ? first.flatMap { LayoutStyleReference.key(of: $0.value, in: values.code, implicitType: "Font") } : nil
      environment.fontArguments = [:]
      if environment.font == .unread, environment.fontKey == nil, let first,
        let call = LayoutStyleReference.helperCall(first.value, values: values, implicitType: "Font")
      {
        environment.fontKey = call.key
        environment.fontArguments = call.arguments
      }
      if let first, fonts.hasOtherDesign(first.value) {
        environment.otherDesign = true
        environment.design = fonts.design(first.value)
      }
    case "fontDesign":
      let name = first.flatMap { values.member($0.value) }
      if name != "default" {
        environment.otherDesign = true
        environment.design = name
      }
    case "fontWeight":
      environment.weight = first.flatMap { fonts.weight($0.value) } ?? environment.weight
    case "bold":
      if first == nil || first.map({ code.isIdentifier("true", at: $0.value.lowerBound) }) == true {
        environment.weight = .bold
      }
    case "foregroundStyle", "foregroundColor":
      environment.color = first.flatMap { colors.color($0.value) }.map { .value($0) } ?? .unread
      environment.colorKey =
        environment.color == .unread
        ? first.flatMap { LayoutStyleReference.key(of: $0.value, in: values.code, implicitType: "Color") } : nil
    case "opacity":
      if let amount = first.flatMap({ values.number($0.value) }) { environment.opacity *= amount }
    case "multilineTextAlignment":
      environment.multilineAlignment =
        first.flatMap { values.member($0.value) }.flatMap(HorizontalAlignment.init(rawValue:)).map { .value($0) }
        ?? .unread
    case "lineLimit":
      applyLineLimit(first, to: &environment)
    case "padding":
      if let insets = paddings.insets(modifier) {
        environment.insets = environment.insets + insets
      } else {
        environment.insetsUnread = true
      }
    case "frame":
      applyFrame(modifier, to: &environment)
    case "background":
      if let value = first, value.label == nil, let scrim = scrims.scrim(value.value) {
        environment.scrims.append(scrim)
      } else if let value = first, value.label == nil, !drawsNothingReadable(value.value) {
        environment.scrims.append(.unread)
      } else if first == nil, let closure = modifier.closures.first, let scrim = scrims.scrim(closure.body) {
        environment.scrims.append(scrim)
      }
    case "kerning", "tracking":
      // Letter spacing widens the text beyond what its font measures: the font alone would say it fits.
      if first.flatMap({ values.number($0.value) }) != 0 { environment.lettersSpaced = true }
    case "shadow":
      if let shadow = scrims.shadow(modifier) { environment.scrims.append(shadow) }
    case "offset":
      // `.offset(y: 200)`, `.offset(x: 0, y: -40)`; `.offset(size)` moves it by what the reader cannot follow.
      if let x = values.argument("x", of: modifier).flatMap(values.number) { environment.offsetX += x }
      if let y = values.argument("y", of: modifier).flatMap(values.number) { environment.offsetY += y }
    case "ignoresSafeArea", "edgesIgnoringSafeArea":
      if ignoresAllEdges(modifier) { environment.ignoresSafeArea = true }
    default:
      // The app's own modifier that styles text (`.defaultStyle(size: 30)`, `.titleFont()`) may set the font and
      // colour: what the literals around say is then not what the page shows.
      // `.modifier(OnboardingTextStyle())`: a view modifier of the app's may set anything.
      if modifier.name == "modifier" { environment.insetsUnread = true }
      if Self.mayStyleText(modifier.name) || modifier.name == "modifier" {
        environment.font = .unread
        environment.fontKey = nil
        environment.color = .unread
        environment.colorKey = nil
      }
      // `.withDefaultPadding(padding: .horizontal)`, `.cardInsets()`: padding the reader cannot add up.
      let lowered = modifier.name.lowercased()
      if ["padding", "inset", "margin"].contains(where: lowered.includesBytes), modifier.name != "safeAreaInset" {
        environment.insetsUnread = true
      }
    }
  }

  /// `.background(Color.clear)` (nothing drawn) or `.background(Image(…))` (a background photo the layout reader
  /// reads as one): not an unread backdrop of the text.
  private func drawsNothingReadable(_ range: Range<Int>) -> Bool {
    if let rgba = colors.rgba(range), rgba.alpha <= 0 { return true }
    guard let chain = SwiftChain(range, in: code), let first = chain.segments.first, !chain.isImplicit else {
      return false
    }
    return LayoutBackgroundReader.imageViews.contains(first.name)
  }

  /// SwiftUI's own modifiers whose names speak of style or text but do not set a text's font or colour.
  private static let systemStyleModifiers: Set<String> = [
    "buttonStyle", "tabViewStyle", "indexViewStyle", "listStyle", "labelStyle", "pickerStyle", "toggleStyle",
    "textFieldStyle", "progressViewStyle", "menuStyle", "datePickerStyle", "gaugeStyle", "controlGroupStyle",
    "textCase", "textSelection", "textContentType", "textInputAutocapitalization", "navigationTitle",
    "navigationBarTitle", "navigationBarTitleDisplayMode", "labelsHidden", "preferredColorScheme",
    "toolbarColorScheme", "colorMultiply", "colorInvert", "accessibilityLabel", "listRowSeparatorTint",
    "fontWidth", "textScale", "symbolRenderingMode", "navigationViewStyle", "formStyle",
    "presentationCornerRadius", "borderedProminent", "statusBarStyle", "scrollContentBackground",
  ]

  /// An app's own modifier whose name says it styles text.
  static func mayStyleText(_ name: String) -> Bool {
    guard !systemStyleModifiers.contains(name) else { return false }
    let lowered = name.lowercased()
    return ["style", "font", "text", "color", "colour", "typograph", "theme", "appearance", "heading"].contains {
      lowered.includesBytes(of: $0)
    }
  }

  private var code: SwiftCode { values.code }

  private func applyLineLimit(_ argument: SwiftCode.Argument?, to environment: inout LayoutEnvironment) {
    guard let argument else { return }
    if values.isNil(argument.value) {
      environment.lineLimit = .value(nil)
    } else if let limit = values.number(argument.value), limit >= 1, limit < 1000 {
      environment.lineLimit = .value(Int(limit))
    } else {
      environment.lineLimit = .unread
    }
  }

  /// `.frame(width: 300)`, `.frame(maxWidth: 320)`; `.frame(maxHeight: .infinity, alignment: .bottom)` places
  /// the content.
  private func applyFrame(_ modifier: SwiftChain.Segment, to environment: inout LayoutEnvironment) {
    for label in ["width", "maxWidth"] {
      guard let value = values.argument(label, of: modifier), !values.isInfinity(value), !values.isNil(value) else {
        continue
      }
      if let width = values.number(value) {
        let outside = environment.insets.leading + environment.insets.trailing
        environment.frameLimit = min(environment.frameLimit ?? .infinity, width + outside)
      } else {
        environment.frameUnread = true
      }
    }
    if let alignment = values.argument("alignment", of: modifier).flatMap(values.member),
      let height = values.argument("maxHeight", of: modifier), values.isInfinity(height)
    {
      environment.verticalPlacement = Self.placement(alignment) ?? environment.verticalPlacement
    }
  }

  /// `.ignoresSafeArea()`, `(.all)`, `(edges: .all)`, `.edgesIgnoringSafeArea(.all)`; not `(.keyboard)` or
  /// `(edges: .top)`.
  private func ignoresAllEdges(_ modifier: SwiftChain.Segment) -> Bool {
    let arguments = values.arguments(of: modifier)
    return arguments.allSatisfy { argument in
      guard let name = values.member(argument.value) else { return false }
      return name == "all" || name == "container"
    }
  }

  /// `.bottom`, `.bottomLeading` → bottom; `.top…` → top; `.center`, `.leading` → center.
  static func placement(_ alignment: String) -> PageTextBlock.Placement? {
    if alignment.hasPrefix("bottom") { return .bottom }
    if alignment.hasPrefix("top") { return .top }
    if ["center", "leading", "trailing"].contains(alignment) { return .center }
    return nil
  }
}
