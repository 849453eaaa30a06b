import SwiftUI

struct OnboardingPage: Identifiable {
  let id: Int
  let title: String
  let description: String
  let image: String
}

enum Onboarding {
  static let pages: [OnboardingPage] = [
    OnboardingPage(
      id: 0, title: String(localized: "welcome.title", table: "Onboarding"),
      description: String(localized: "welcome.description", table: "Onboarding"), image: "welcome"),
    OnboardingPage(
      id: 1, title: NSLocalizedString("shelters.title", tableName: "Onboarding", comment: "Page 2 title"),
      description: String(localized: "shelters.count"), image: "shelters"),
    OnboardingPage(
      id: 2, title: String(localized: "adopt.title"), description: String(localized: "adopt.description"),
      image: "adopt"),
  ]
}

struct OnboardingView: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      ForEach(Onboarding.pages) { page in
        VStack {
          Image(page.image)
          Text(page.title).font(.largeTitle)
          Text(page.description)
        }
        .tag(page.id)
      }
    }
    .tabViewStyle(.page)
  }
}
