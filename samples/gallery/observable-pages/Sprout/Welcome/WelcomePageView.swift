//
//  WelcomePageView.swift
//  Sprout
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// One welcome page: the illustration fills the screen, the symbol and texts sit at the bottom.
struct WelcomePageView: View {
    let page: OnboardingPage

    var body: some View {
        ZStack(alignment: .bottom) {
            Image(page.imageName)
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 14) {
                Image(systemName: page.systemIcon)
                    .font(.system(size: 34, weight: .semibold))
                    .foregroundStyle(Color.accentColor)
                    .frame(width: 64, height: 64)
                    .background(.thinMaterial, in: Circle())

                Text(page.title)
                    .font(.title.bold())

                Text(page.subtitle)
                    .font(.body)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            .padding(24)
            .frame(maxWidth: .infinity)
            .background(.regularMaterial)
        }
    }
}

#Preview {
    WelcomePageView(
        page: OnboardingPage(
            title: "Preview Page",
            subtitle: "A page for the canvas only.",
            imageName: "welcome-monstera",
            systemIcon: "leaf.fill"
        )
    )
}
