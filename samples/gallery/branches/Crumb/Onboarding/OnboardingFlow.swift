//
//  OnboardingFlow.swift
//  Crumb
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// Three onboarding steps shown one at a time, without a pager: Next swaps the step in place.
struct OnboardingFlow: View {
    @State private var page = 0
    var onFinish: () -> Void

    var body: some View {
        VStack(spacing: 32) {
            Group {
                if page == 0 {
                    StepOne()
                } else if page == 1 {
                    StepTwo()
                } else {
                    StepThree()
                }
            }
            .frame(maxHeight: .infinity)
            .transition(.push(from: .trailing))

            Button {
                if page < 2 {
                    withAnimation { page += 1 }
                } else {
                    onFinish()
                }
            } label: {
                Label(page < 2 ? "Next" : "Start Baking", systemImage: "arrow.right")
                    .labelStyle(.titleAndIcon)
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(24)
    }
}

#Preview {
    OnboardingFlow(onFinish: {})
}
