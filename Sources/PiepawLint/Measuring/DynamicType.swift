/// The user's text size setting (Settings › Accessibility › Display & Text Size), as the configuration names it.
enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibilityMedium, accessibilityLarge, accessibilityXLarge, accessibilityXxLarge, accessibilityXxxLarge

  /// "Large" (the default), "xxxLarge", "AX3": how Settings and Xcode's environment overrides name it.
  var displayName: String {
    switch self {
    case .xSmall: "xSmall"
    case .small: "Small"
    case .medium: "Medium"
    case .large: "Large"
    case .xLarge: "xLarge"
    case .xxLarge: "xxLarge"
    case .xxxLarge: "xxxLarge"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityXLarge: "AX3"
    case .accessibilityXxLarge: "AX4"
    case .accessibilityXxxLarge: "AX5"
    }
  }
}

/// iOS's Dynamic Type sizes: the point size of each text style at each size category, and its default weight
/// (Apple's Human Interface Guidelines, "Typography › Specifications", iOS and iPadOS).
enum DynamicType {
  /// Sizes from xSmall to xxxLarge, then AX1 to AX5.
  private static let sizes: [TextStyleName: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// The line height of `style` at Large, in points (the leading column of the same tables).
  static func lineHeight(of style: TextStyleName) -> Double {
    switch style {
    case .largeTitle: 41
    case .title: 34
    case .title2: 28
    case .title3: 25
    case .headline, .body: 22
    case .callout: 21
    case .subheadline: 20
    case .footnote: 18
    case .caption: 16
    case .caption2: 13
    }
  }

  /// The point size of `style` at `category`.
  static func size(of style: TextStyleName, at category: ContentSizeCategory) -> Double {
    let index = ContentSizeCategory.allCases.firstIndex(of: category)!
    return sizes[style]![index]
  }

  /// A custom font's size at `category`: scaled like `UIFontMetrics(forTextStyle:)` scales it, by the ratio of
  /// its text style's size there to the size at Large.
  static func scaled(_ size: Double, relativeTo style: TextStyleName, at category: ContentSizeCategory) -> Double {
    size * self.size(of: style, at: category) / self.size(of: style, at: .large)
  }

  /// The weight a text style has when the code sets none: Headline is semibold, the others regular.
  static func defaultWeight(of style: TextStyleName) -> FontWeight {
    style == .headline ? .semibold : .regular
  }

  /// "Large Title", "Title 2", "Subheadline": the style's name as Apple's tables write it.
  static func displayName(of style: TextStyleName) -> String {
    switch style {
    case .largeTitle: "Large Title"
    case .title: "Title 1"
    case .title2: "Title 2"
    case .title3: "Title 3"
    case .headline: "Headline"
    case .subheadline: "Subheadline"
    case .body: "Body"
    case .callout: "Callout"
    case .footnote: "Footnote"
    case .caption: "Caption 1"
    case .caption2: "Caption 2"
    }
  }
}

extension FontSpec {
  /// The size in points at the default Dynamic Type size (Large): what the preview draws as CSS pixels, and what
  /// tells a page's heading from the smaller texts around it.
  var sizeAtLarge: Double {
    switch self {
    case .textStyle(let style, _): DynamicType.size(of: style, at: .large)
    case .system(let size, _): size
    case .custom(_, let size, _, _): size
    }
  }
}

extension FontWeight {
  /// The weight on the 100…900 scale of a variable font's `wght` axis and of static font names.
  var axisValue: Float {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }

  /// "Black", "Semibold": for messages.
  var displayName: String {
    switch self {
    case .ultraLight: "Ultralight"
    case .semibold: "Semibold"
    default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
  }
}
