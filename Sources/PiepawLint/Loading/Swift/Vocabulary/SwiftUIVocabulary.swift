/// The names SwiftUI gives its own views and modifiers: what is no view of the app's, which views are controls, and
/// which modifiers show their content over the page or to VoiceOver alone.
enum SwiftUIVocabulary {
  /// SwiftUI containers and views that are not the app's own page views.
  static let builtInViews: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "GeometryReader", "Spacer",
    "Text", "Image", "Button", "Label", "NavigationStack", "NavigationView", "ForEach", "Color", "Rectangle",
    "Circle", "Capsule", "RoundedRectangle", "LinearGradient", "Divider", "Link", "Toggle", "TabView", "List",
    "Section", "AsyncImage", "ProgressView", "Form", "ViewThatFits", "AnyView", "EmptyView", "Grid", "GridRow",
    "DatePicker", "Picker", "Stepper", "Slider", "TextField", "SecureField", "Menu", "Alert",
  ]

  /// SwiftUI's shapes: what a fill layer is drawn with, and what an indicator draws once per page.
  static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse"]

  /// Controls and alerts: their labels and titles are never a page's title or text, and they are no page view.
  static let controls: Set<String> = [
    "Button", "Alert", "Toggle", "Link", "Picker", "DatePicker", "Stepper", "Slider", "TextField", "SecureField",
    "Menu", "ShareLink", "PasteButton", "EditButton",
  ]
  /// Modifiers whose content is shown over the page, not on it: `.alert(…) { … }`, `.sheet { … }`, `.toolbar { … }`.
  static let overlayModifiers: Set<String> = [
    "alert", "confirmationDialog", "sheet", "fullScreenCover", "popover", "toolbar", "contextMenu", "swipeActions",
  ]

  /// Modifiers whose texts only VoiceOver reads: `.accessibilityLabel(Text("App icon"))` names an image, it is no
  /// text on the page.
  static let spokenModifiers: Set<String> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibility", "accessibilityInputLabels",
    "accessibilityElement", "help",
  ]

  /// A control of SwiftUI, or a view of the app's own named as one (`ContainedButton`, `SkipButton`).
  static func isControl(_ name: String) -> Bool {
    // Asked of every name of every file: on the name's bytes, and the set (capitalised, 4 to 11 letters) only when
    // it may hold it.
    if name.hasUTF8Suffix("Button") { return true }
    let utf8 = name.utf8
    guard (4...11).contains(utf8.count), let first = utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    else { return false }
    return controls.contains(name)
  }
}
