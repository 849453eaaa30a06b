/// Example apps for title-fit and description-fit: a model-array flow drawn by a page view whose `Text`s have the
/// fonts given, with `.padding()` (16 pt a side) around them.
enum ExampleTextFit {
  static func app(
    title: String, font: String, description: String = "\"Adopt today.\"", descriptionFont: String = ".font(.body)",
    titleText: String = "Text(page.title)"
  ) -> String {
    """
    import SwiftUI

    struct OnboardingPage: Identifiable {
      let id = UUID()
      let title: String
      let text: String
      let tag: Int
    }

    let onboardingPages = [
      OnboardingPage(title: \(title), text: \(description), tag: 0),
      OnboardingPage(title: "Meet your match", text: "Swipe through pets", tag: 1),
    ]

    struct OnboardingView: View {
      @State private var current = 0
      var body: some View {
        TabView(selection: $current) {
          ForEach(onboardingPages) { page in
            PageView(page: page).tag(page.tag)
          }
        }
        .tabViewStyle(.page)
      }
    }

    struct PageView: View {
      let page: OnboardingPage
      var body: some View {
        VStack(alignment: .leading) {
          \(titleText)
            \(font)
          Text(page.text)
            \(descriptionFont)
        }
        .padding()
      }
    }

    """
  }
}
