//
//  OnboardingView.swift
//  Penny
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// Pages through every `OnboardingStep` with the system page indicator.
struct OnboardingView: View {
    @State private var step: OnboardingStep = .welcome
    var onFinish: () -> Void

    var body: some View {
        TabView(selection: $step) {
            ForEach(OnboardingStep.allCases) { step in
                StepView(step: step)
                    .tag(step)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .safeAreaInset(edge: .bottom) {
            Button {
                if let next = OnboardingStep(rawValue: step.rawValue + 1) {
                    withAnimation { step = next }
                } else {
                    onFinish()
                }
            } label: {
                Text(step == .reminders ? "Start Saving" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
        }
    }
}

/// One step: background photo, title and description.
struct StepView: View {
    let step: OnboardingStep

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(step.image)
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            LinearGradient(colors: [.clear, .black.opacity(0.7)], startPoint: .center, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 12) {
                Text(step.title)
                    .font(.largeTitle.bold())
                Text(step.description)
                    .font(.body)
            }
            .foregroundStyle(.white)
            .padding(24)
            .padding(.bottom, 96)
        }
    }
}

#Preview {
    OnboardingView(onFinish: {})
}
