// swift-format-ignore-file
import SwiftUI

struct WelcomeView: View {
    @State private var currentIndex: Int = 0
    let pages = OnboardingModel.welcomePages
    var onFinish: () -> Void

    var body: some View {
        TabView(selection: $currentIndex) {
            ForEach(pages) { page in
                WelcomePageView(currentIndex: $currentIndex, page: page, onFinish: onFinish)
                    .tag(page.tag)
            }
        }
        .overlay(alignment: .top) {
            HStack(spacing: 6) {
                // ForEach(0..<9) { _ in Capsule() } was the old indicator
                ForEach(0..<4, id: \.self) { index in
                    Capsule()
                        .fill(index == currentIndex ? Color.white : Color(.systemGray3))
                        .frame(width: 40, height: 4)
                }
            }
            .padding(.top, 56)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .background(Color("PawBackground"))
        .ignoresSafeArea()
    }
}
