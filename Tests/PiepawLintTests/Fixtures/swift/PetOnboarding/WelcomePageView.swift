// swift-format-ignore-file
import SwiftUI

struct WelcomePageView: View {
    @Binding var currentIndex: Int
    var page: OnboardingModel
    var onFinish: () -> Void

    var body: some View {
        ZStack {
            Image(page.background)
                .resizable()
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 16) {
                Spacer()
                Image(page.icon)
                Text(page.title)
                    .font(.largeTitle.weight(.heavy))
                Text(page.description)

                HStack {
                    if currentIndex != 3 {
                        Button("Skip", action: onFinish)
                        Spacer()
                        Button("Next") {
                            withAnimation { currentIndex += 1 }
                        }
                    } else {
                        Button("Start adopting", action: onFinish)
                    }
                }
                Image(systemName: "pawprint.fill")
            }
            .padding()
            .foregroundStyle(.white)
        }
    }
}
