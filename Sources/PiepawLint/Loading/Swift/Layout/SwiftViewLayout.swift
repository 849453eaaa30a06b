/// How one view's body draws what it shows, summed up from its tokens when the file is indexed: each `Text`
/// with its style, the full-screen background image, the stacks that hold the texts and the order of what it
/// draws. Which text is the page's title is decided later, by the flow that the view shows (`PageViewResolver`).
struct SwiftViewLayout: Hashable, Sendable {
  /// The view's `body` (or the inline child).
  var location: SourceLocation
  var texts: [SwiftLaidOutText] = []
  var background: PageBackgroundStyle?
  /// What the view draws under everything (a colour or gradient layer, a root `.background(Color.x)`).
  var fill: PageFill?
  /// The first icon or illustration image of the stack.
  var icon: PageIconStyle?
  /// The buttons' literal labels, in order.
  var buttonLabels: [String] = []
  /// The stacks texts sit in, placed on the screen; texts point at theirs.
  var blocks: [PageTextBlock] = []
  /// What the view draws, top to bottom (the background left out).
  var order: [SwiftLayoutItem] = []
  /// The names a builder body binds before its views (`let screen = screens[index]` in a `ForEach`).
  var localNames: [String] = []
  /// Those of them bound to an element of a named collection, with its name (`p` → `pages` of `let p =
  /// pages[page]`, `Copy.pages[i]` too).
  var elementBindings: [String: String] = [:]
  /// Every member the body (and the properties it follows) names after a dot (`title` of `page.title`): a field
  /// of the page model it never names, it never shows.
  var memberNames: Set<String> = []
  /// Calls of the app's own views and functions that may draw texts they are given, resolved over the index into
  /// `texts` (`SwiftComponentTexts`); each holds its place in `order`.
  var components: [SwiftComponentCall] = []

  /// Texts kept of one view: a page shows a few; a long form is no page.
  static let maximumTexts = 12
}

/// A `Text` of a view, with what it shows and how it is drawn.
struct SwiftLaidOutText: Hashable, Sendable {
  /// The names of what it shows: `["page", "title"]` of `Text(page.title)`, `["title"]` of `Text(title)`; empty
  /// for a literal or anything else.
  var shows: [String]
  /// Where its argument starts: a literal's location, as the page's text field has it.
  var showsLocation: SourceLocation
  /// The text of a literal argument (`Text("Welcome")`, `Text(String(localized: "Welcome"))`).
  var literal: String? = nil
  var style: PageTextStyle
  /// Its block in `SwiftViewLayout.blocks`.
  var block: Int?
  /// The constant an unread font names (`.font(.fdTitle)`, `.font(Theme.Fonts.title)`), which the project's
  /// declarations may resolve (`SwiftStyleConstants`).
  var fontReference: SwiftFontReference? = nil
  /// The constant an unread colour names (`.foregroundStyle(.ink)`: `Color.ink`), resolved the same way.
  var colorReference: String? = nil
}

/// An element in the order a view draws them.
enum SwiftLayoutItem: Hashable, Sendable {
  case text(Int)
  case icon, indicator, buttons
  /// A call in `components`, until the index resolves it into the texts it draws.
  case component(Int)
}

/// A call of the app's own view or function that may draw texts it is given: `Header(title: page.title)`,
/// `Typography.title(step.title)`, `stepHeader(title: "Plan", subtitle: "…")`. Which of its arguments a `Text`
/// shows, and how, is read from the callee's own layout once the index knows it.
struct SwiftComponentCall: Hashable, Sendable {
  /// `["Header"]`, `["Typography", "title"]`, `["stepHeader"]`.
  var callee: [String]
  var arguments: [Argument]
  /// Where the call sits on the page, and the insets around it.
  var block: Int?
  var leadingInset: Double = 0
  var trailingInset: Double = 0

  /// An argument, in order: it may be a shown text where it is a literal or a name (`page.title`).
  struct Argument: Hashable, Sendable {
    var label: String?
    var shows: [String]
    var literal: String?
    var location: SourceLocation

    var mayBeText: Bool { !shows.isEmpty || literal != nil }
  }
}
