//
//  OnboardingItem.swift
//  piepaw
//
// swift-format-ignore-file
// (a PiepawLint fixture: EXPECTED.txt pins its lines and columns.)
//

import SwiftUI

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
            VStack(alignment: .leading, spacing: 14) {
                Image(page.icon)
                Text(page.title)
                    .font(.title.bold())
                Text(page.description)
                HStack {
                    if currentIndex != 2 {
                        Button("Skip", action: loginTapped)
                        Spacer()
                        Button("Next") { withAnimation { currentIndex += 1 } }
                    } else {
                        Button("Get Started", action: loginTapped)
                    }
                }
            }
            .foregroundStyle(.white)
            .padding(24)
        }
    }
}
