//
//  RootView.swift
//  piepaw
//
//  Created by Piepaw Team on 02/02/26.
//

import SwiftUI

/// Pages through the onboarding with a row of progress capsules on top.
struct RootView: View {
    @State private var currentIndex = 0
    private let pages = OnboardingModel.onboardingData
    var loginTapped: () -> Void

    var body: some View {
        TabView(selection: $currentIndex) {
            ForEach(pages) { page in
                OnboardingItem(currentIndex: $currentIndex, page: page, loginTapped: loginTapped)
                    .tag(page.tag)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .overlay(alignment: .top) {
            HStack(spacing: 8) {
                ForEach(0..<3) { step in
                    Capsule()
                        .fill(step <= currentIndex ? Color.white : Color.white.opacity(0.35))
                        .frame(width: 44, height: 4)
                }
            }
            .padding(.top, 64)
            .animation(.easeInOut, value: currentIndex)
        }
        .ignoresSafeArea()
    }
}

#Preview {
    RootView(loginTapped: {})
}
