//
//  OnboardingItem.swift
//  broken
//
//  Created by Piepaw Team on 02/02/26.
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

            VStack(alignment: .leading, spacing: 16) {
                Image(page.icon)
                Text(page.title)
                    .font(.largeTitle.weight(.heavy))
                Text(page.description)
                    .font(.body)
                buttons
            }
            .foregroundStyle(.white)
            .padding(24)
        }
    }

    @ViewBuilder private var buttons: some View {
        HStack {
            // last-page-index: the flow has four pages now, so the last index is 3, not the
            // number below: the third page already shows "Get Started" and hides "Next".
            if currentIndex != 2 {
                Button("Skip", action: loginTapped)
                Spacer()
                Button("Next") {
                    withAnimation { currentIndex += 1 }
                }
            } else {
                Button("Get Started", action: loginTapped)
            }
        }
    }
}
