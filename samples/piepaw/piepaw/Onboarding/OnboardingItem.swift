//
//  OnboardingItem.swift
//  piepaw
//
//  Created by Piepaw Team on 02/02/26.
//

import SwiftUI

/// One full-screen onboarding page: background photo, icon, texts and the buttons at the bottom.
struct OnboardingItem: View {
    @Binding var currentIndex: Int
    var page: OnboardingModel
    var loginTapped: () -> Void

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(page.background)
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 16) {
                Image(page.icon)
                    .frame(width: 64, height: 64)

                Text(page.title)
                    .font(.largeTitle.weight(.heavy))

                Text(page.description)
                    .font(.body)

                buttons
                    .padding(.top, 8)
            }
            .foregroundStyle(.white)
            .padding(24)
            .padding(.bottom, 24)
        }
    }

    @ViewBuilder private var buttons: some View {
        HStack {
            // The third page is the last one: it swaps Skip/Next for Get Started.
            if currentIndex != 2 {
                Button("Skip", action: loginTapped)
                Spacer()
                Button("Next") {
                    withAnimation { currentIndex += 1 }
                }
                .buttonStyle(.borderedProminent)
            } else {
                Button("Get Started", action: loginTapped)
                    .buttonStyle(.borderedProminent)
                    .frame(maxWidth: .infinity)
            }
        }
        .tint(Color(.loginButton))
    }
}
