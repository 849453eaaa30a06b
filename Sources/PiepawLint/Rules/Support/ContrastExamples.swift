/// Example apps for `text-contrast`: the article's page view (a full-screen photo, the texts pushed to the bottom
/// in white) over backgrounds of one grey or of two (`#png WxH grey=230/30`: the top half 230, the bottom 30).
extension ExampleApp {
  /// `PageView.swift`: `ZStack` with the filled background and a `VStack` with a `Spacer()` on top, the texts in
  /// `color` (source), `modifiers` (source) on the stack.
  static func contrastPageView(color: String = ".white", modifiers: String = "", spacerFirst: Bool = true) -> String {
    let spacerBefore = spacerFirst ? "          Spacer()\n" : ""
    let spacerAfter = spacerFirst ? "" : "          Spacer()\n"
    let extra = modifiers.isEmpty ? "" : "\n        \(modifiers)"
    return """
      import SwiftUI

      struct PageView: View {
        var page: OnboardingModel

        var body: some View {
          ZStack {
            Image(page.background)
              .resizable()
              .scaledToFill()
              .ignoresSafeArea()
            VStack {
      \(spacerBefore)          Text(page.title)
                .font(.largeTitle.bold())
              Text(page.description)
                .font(.body)
      \(spacerAfter)      }
            .foregroundStyle(\(color))
            .padding()\(extra)
          }
        }
      }

      """
  }

  /// A one-page app whose background `onboarding-1` is the grey recipe `grey` (`230`, or `235/25` for a light top
  /// and dark bottom); `title`/`description` replace the page's source (to carry markers).
  static func contrastApp(
    grey: String, color: String = ".white", modifiers: String = "", spacerFirst: Bool = true,
    title: String? = nil, description: String? = nil
  ) -> [File] {
    [
      ("Onboarding.swift", flow([page(0, title: title, description: description)])),
      ("RootView.swift", rootView(capsules: "1")),
      ("PageView.swift", contrastPageView(color: color, modifiers: modifiers, spacerFirst: spacerFirst)),
    ]
      + imageSet(
        "onboarding-1", images: [ImageFile("onboarding-1.png", scale: nil, recipe("png", 430, 932, "grey=\(grey)"))])
  }
}

/// Example apps for `text-contrast` on a page with no photo: the view's bottom layer is a colour (`fill`, source)
/// and the texts are drawn over it in `color`.
extension ExampleApp {
  static func contrastFillApp(fill: String, color: String = ".white", title: String? = nil, description: String? = nil)
    -> [File]
  {
    let page =
      ".init(title: \(title ?? quoted(titles[0])), description: \(description ?? quoted(descriptions[0])), tag: 0)"
    let view = """
      import SwiftUI

      struct PageView: View {
        var page: OnboardingModel

        var body: some View {
          ZStack {
            \(fill)
              .ignoresSafeArea()
            VStack {
              Spacer()
              Text(page.title)
                .font(.largeTitle.bold())
              Text(page.description)
            }
            .foregroundStyle(\(color))
            .padding()
          }
        }
      }

      """
    return [
      ("Onboarding.swift", flow([page])), ("RootView.swift", rootView(capsules: "1")), ("PageView.swift", view),
    ]
  }
}
