/// How a page view sets a text, as far as it tells whether the text can be the page's heading: in a heading's style
/// (a title text style, a bold weight, 22 pt or more), as body text, subdued (the secondary colour, a colour
/// faded with opacity, mid grey: text under a heading), or not read.
enum TextEmphasis: Equatable {
  case heading, body, subdued, unknown

  /// The size from which a text with no heading style or weight reads as a heading (`.title2` is 22 pt).
  static let headingSize = 22.0
  private static let headingStyles: Set<TextStyleName> = [.largeTitle, .title, .title2, .title3, .headline]
  private static let headingWeights: Set<FontWeight> = [.semibold, .bold, .heavy, .black]

  init(_ style: PageTextStyle?) {
    guard let style else {
      self = .unknown
      return
    }
    if let color = style.color, !style.unread.contains(.color), Self.isSubdued(color) {
      self = .subdued
    } else if style.unread.contains(.font) {
      self = .unknown
    } else {
      self = Self.isHeading(style.font) ? .heading : .body
    }
  }

  private static func isHeading(_ font: FontSpec) -> Bool {
    switch font {
    case .textStyle(let name, let weight):
      return headingStyles.contains(name) || weight.map(headingWeights.contains) == true
    case .system(let size, let weight):
      return size >= headingSize || weight.map(headingWeights.contains) == true
    case .custom(let name, let size, _, _):
      let lowered = name.lowercased()
      return size >= headingSize || ["semibold", "bold", "heavy", "black"].contains(where: lowered.contains)
    }
  }

  /// `.secondary` and its kin (an adaptive colour with opacity), a fixed colour faded with `.opacity(…)`, mid grey.
  private static func isSubdued(_ color: TextColor) -> Bool {
    switch color {
    case .adaptive(let light, _):
      return light.alpha < 0.9
    case .fixed(let rgba):
      let isGrey = abs(rgba.red - rgba.green) < 0.05 && abs(rgba.green - rgba.blue) < 0.05
      return rgba.alpha < 0.9 || (isGrey && (0.35...0.75).contains(rgba.red))
    case .asset:
      return false
    }
  }
}
