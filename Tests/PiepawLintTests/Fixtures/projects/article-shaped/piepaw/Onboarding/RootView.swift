//
//  RootView.swift
//  piepaw
//
// swift-format-ignore-file
// (a PiepawLint fixture: EXPECTED.txt pins its lines and columns.)
//

import SwiftUI

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
            HStack(spacing: 6) {
                ForEach(0..<3) { step in
                    Capsule()
                        .fill(step <= currentIndex ? Color.white : Color.white.opacity(0.4))
                        .frame(width: 36, height: 5)
                }
            }
            .padding(.top, 56)
        }
        .ignoresSafeArea()
    }
}
