/// How the view that shows a flow's pages draws one page, as far as its code says it with literals: where the
/// title and description are, in which font and colour, over which background and how it is scaled.
///
/// `title-fit`, `text-contrast` and `preview` read this; the Swift layout reader fills it from the page view's
/// `body` (`OnboardingItem` of `ForEach(data) { item in OnboardingItem(onboardingItem: item) }`), or from an
/// inline child of the pager. A nil property means the code did not say it with a literal the reader follows.
public struct PageView: Hashable, Sendable {
  /// The view type that draws the pages (`OnboardingItem`); nil for an inline child.
  public var viewType: String?
  /// The view's `body` (or the inline child).
  public var location: SourceLocation
  /// The `Text` that shows the page's title, and the one that shows its description.
  public var title: PageTextStyle?
  public var description: PageTextStyle?
  /// The full-screen background image, when the view draws one behind the text (`ZStack { Image(…) … }`).
  public var background: PageBackgroundStyle?
  /// Where the block that holds the icon and the texts sits on the screen.
  public var textBlock: PageTextBlock?
  /// The page's elements in the order the view draws them, top to bottom.
  public var order: [PageElement] = []
  /// What the view draws under everything else: a first `ZStack` layer that is a colour or a `LinearGradient`,
  /// or `.background(Color.x)` on the root view. Nil where the code gives none: the system background shows.
  public var fill: PageFill?
  /// The icon or illustration `Image` in the stack (not the full-screen background), with its literal frame.
  public var icon: PageIconStyle?
  /// The literal labels of the page's buttons in the view's order (`Button("Next")`, `Button { } label: {
  /// Text("Continue") }`); a button whose label is not a literal is left out.
  public var buttonLabels: [String] = []

  public init(viewType: String?, location: SourceLocation) {
    self.viewType = viewType
    self.location = location
  }
}

/// An element of a page, for the order the view draws them in.
public enum PageElement: String, Hashable, Sendable {
  case icon, title, description, indicator, buttons
}

/// The style of one `Text`: its font, colour, alignment and the room it is given.
public struct PageTextStyle: Hashable, Sendable {
  /// The `Text(…)` call.
  public var location: SourceLocation
  public var font: FontSpec
  /// `.foregroundStyle(…)` / `.foregroundColor(…)` on the text or an enclosing stack; nil where none is given
  /// (the system's `.primary`: black in light appearance, white in dark).
  public var color: TextColor?
  /// `.multilineTextAlignment(…)`, or the enclosing stack's alignment when the text spans one line.
  public var alignment: HorizontalAlignment = .center
  /// The horizontal padding between the text and the screen's edges, in points, summed over the text and its
  /// enclosing views (`.padding()` is 16 on each side): leading and trailing.
  public var leadingInset: Double = 0
  public var trailingInset: Double = 0
  /// `.frame(width:)` or `.frame(maxWidth:)` with a literal, in points (`.infinity` is nil).
  public var maximumWidth: Double?
  /// `.lineLimit(n)`; nil when unlimited.
  public var lineLimit: Int?
  /// What the code draws between the text and the background (`.background(.black.opacity(0.4))`, a gradient
  /// overlay, `.shadow(…)`).
  public var scrims: [Scrim] = []
  /// The properties the view sets with something the reader does not follow (`.font(.system(size: size))`,
  /// `.padding(spacing)`): their value here is SwiftUI's default or what the literals around add up to, not
  /// necessarily what the page shows.
  public var unread: Set<PageTextProperty> = []
  /// Inside `if !page.subtitle.isEmpty { … }`: an empty text is not shown at all, by design.
  public var shownOnlyWhenNotEmpty = false
  /// Drawn in a face of another design (`design: .serif`, `.fontDesign(.rounded)`): its size and weight are read
  /// (they say whether it is a heading), but the San Francisco stand-in does not measure its width.
  public var faceUnmeasured = false
  /// The other design's name where it is read (`rounded`, `serif`, `monospaced`); nil for San Francisco, or a
  /// design the code names by a value.
  public var design: String?

  public init(location: SourceLocation, font: FontSpec) {
    self.location = location
    self.font = font
  }
}

/// A property of a text's style, for `PageTextStyle.unread`.
public enum PageTextProperty: String, Hashable, Sendable, CaseIterable {
  case font, color, alignment, insets, maximumWidth, lineLimit
}

/// A font as SwiftUI code names it.
public enum FontSpec: Hashable, Sendable {
  /// `.font(.largeTitle)`, with `.fontWeight(.black)` / `.bold()` and `.font(.largeTitle.weight(.bold))`; the
  /// size follows Dynamic Type.
  case textStyle(TextStyleName, weight: FontWeight?)
  /// `.font(.system(size: 34, weight: .bold))`: a fixed size.
  case system(size: Double, weight: FontWeight?)
  /// `.font(.custom("Inter-Black", size: 34))`: the app's own font; it scales with Dynamic Type relative to
  /// `relativeTo` (`.body` unless given), except with `fixedSize:`.
  case custom(name: String, size: Double, relativeTo: TextStyleName?, scales: Bool)
}

/// SwiftUI's text styles (`Font.TextStyle`).
public enum TextStyleName: String, Hashable, Sendable, CaseIterable {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// `Font.Weight`.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// The horizontal alignment of text or a stack.
public enum HorizontalAlignment: String, Hashable, Sendable {
  case leading, center, trailing
}

/// A colour in sRGB, components 0…1.
public struct RGBA: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

extension RGBA {
  /// "white", "black", or `#RRGGBB` (alpha left out): how messages and `flows` name a colour.
  public var name: String {
    let levels = [red, green, blue].map { Int((min(max($0, 0), 1) * 255).rounded()) }
    if levels == [255, 255, 255] { return "white" }
    if levels == [0, 0, 0] { return "black" }
    let digits = levels.map { String($0, radix: 16, uppercase: true) }
    return "#" + digits.map { $0.count < 2 ? "0" + $0 : $0 }.joined()
  }
}

/// A text colour as the code gives it.
public enum TextColor: Hashable, Sendable {
  /// A fixed colour: `.white`, `.black`, `Color(red:green:blue:)`, `Color(white:)`, with `.opacity(…)` folded in.
  case fixed(RGBA)
  /// A system colour that follows the appearance (`.primary`, `.secondary`): light and dark values.
  case adaptive(light: RGBA, dark: RGBA)
  /// A colour set of the catalog: `Color("Ink")`, `Color(.ink)`; the rules look it up (with its dark variant).
  case asset(AssetNameForm)
}

/// How the background image is drawn.
public struct PageBackgroundStyle: Hashable, Sendable {
  /// How the image is fitted to the screen.
  public enum Scaling: String, Hashable, Sendable {
    /// `.resizable()` alone: stretched to the frame, aspect ratio ignored.
    case stretch
    /// `.resizable().scaledToFill()` / `.aspectRatio(contentMode: .fill)`: covers the frame, cropped at the edges.
    case fill
    /// `.scaledToFit()` / `.aspectRatio(contentMode: .fit)`: the whole image, letterboxed.
    case fit
    /// Not `.resizable()`: drawn at its point size, centred.
    case natural
  }

  /// The `Image(…)` call.
  public var location: SourceLocation
  public var scaling: Scaling
  /// `.ignoresSafeArea()` / `.edgesIgnoringSafeArea(.all)`: the image covers the whole screen, not the safe area.
  public var ignoresSafeArea: Bool

  public init(location: SourceLocation, scaling: Scaling, ignoresSafeArea: Bool) {
    self.location = location
    self.scaling = scaling
    self.ignoresSafeArea = ignoresSafeArea
  }
}

/// Where the stack of the icon and texts sits on the screen.
public struct PageTextBlock: Hashable, Sendable {
  public enum Placement: String, Hashable, Sendable {
    /// A `Spacer()` before the texts and none after: pushed to the bottom.
    case bottom
    /// A `Spacer()` after and none before: at the top.
    case top
    /// Spacers on both sides, or none (a stack is centred in its frame).
    case center
  }

  public var placement: Placement
  /// The stack's own horizontal alignment (`VStack(alignment: .leading)`).
  public var alignment: HorizontalAlignment
  /// Padding around the block, in points (`.padding()` is 16; `.padding(.bottom, 40)`): top and bottom.
  public var topInset: Double = 0
  public var bottomInset: Double = 0
  /// `VStack(spacing: 12)`; nil is SwiftUI's default spacing.
  public var spacing: Double?
  /// `.frame(maxWidth: 280)` / `.frame(width: 280)` on the block: it is a column that wide, centred on the
  /// screen, its texts aligned inside it. Nil: the screen's width.
  public var maximumWidth: Double?
  /// `.offset(x:y:)` on the block with literals, in points: it is drawn moved by that much.
  public var offsetX: Double = 0
  public var offsetY: Double = 0

  public init(placement: Placement, alignment: HorizontalAlignment) {
    self.placement = placement
    self.alignment = alignment
  }
}

/// Something drawn between a text and the background that makes the text easier to read.
public enum Scrim: Hashable, Sendable {
  /// `.background(.black.opacity(0.4))` on the text or its stack: a solid colour behind the text.
  case solid(RGBA)
  /// A `LinearGradient` over the background, with its stops from top to bottom (location 0…1, colour).
  case gradient([GradientStop])
  /// `.shadow(color:radius:)` on the text: helps at the glyph edges; the rules count it as no scrim.
  case shadow(RGBA, radius: Double)
  /// `.background(.ultraThinMaterial)`: a blur of what is behind, tinted by the appearance. Its tint and the
  /// vibrancy of the text over it are the system's, not literals: `text-contrast` does not measure text on one.
  case material(PageMaterial)
  /// `.background(theme.card)`: something the reader does not follow is drawn behind the text (a card of a
  /// colour it cannot read): `text-contrast` does not measure the text, the preview marks it.
  case unread
}

/// SwiftUI's materials (`Material`), thinnest first.
public enum PageMaterial: String, Hashable, Sendable, CaseIterable {
  case ultraThin, thin, regular, thick, ultraThick, bar
}

/// What a page view draws under everything else.
public enum PageFill: Hashable, Sendable {
  /// A solid colour: `Color.black`, `Color("Background")` (with its dark value), `Color(red:green:blue:)`.
  case color(TextColor)
  /// A vertical `LinearGradient`, its stops from top (0) to bottom (1) of the screen.
  case gradient([GradientStop])
}

/// The page's icon or illustration image as the view draws it.
public struct PageIconStyle: Hashable, Sendable {
  /// The `Image(…)` call.
  public var location: SourceLocation
  public var scaling: PageBackgroundStyle.Scaling
  /// `.frame(width:height:)` with literals, in points; nil where not given (the preview picks a size).
  public var width: Double?
  public var height: Double?
  /// `Image(systemName: page.icon)`: the field names an SF Symbol, not an image set.
  public var isSystemSymbol = false
  /// Where the literal name it draws starts (`Image("hero")`, `Image(.hero)`): it shows that image on every page,
  /// so it shows a page's field only when the field was read from this literal. Nil where it draws a value
  /// (`Image(page.image)`).
  public var literalNameLocation: SourceLocation?
  /// Drawn in a branch only iPads run (`if horizontalSizeClass == .regular { … }`): judged by the iPads' scale.
  public var isPadOnly = false
  /// The modifiers after the call, by name: one the app declares itself may resize the image.
  var modifierNames: [String] = []
  /// A resizable image's box where the frame gives only limits (`.frame(maxWidth: 200, maxHeight: 200)`), in
  /// points: it is drawn at most that large, at a size the tool does not know.
  var maximumWidth: Double?
  var maximumHeight: Double?

  public init(
    location: SourceLocation, scaling: PageBackgroundStyle.Scaling, width: Double? = nil, height: Double? = nil
  ) {
    self.location = location
    self.scaling = scaling
    self.width = width
    self.height = height
  }
}

/// A stop of a gradient scrim.
public struct GradientStop: Hashable, Sendable {
  public var location: Double
  public var color: RGBA

  public init(location: Double, color: RGBA) {
    self.location = location
    self.color = color
  }
}
