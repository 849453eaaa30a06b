//
//  TripSetupView.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// Shown as a sheet before the first trip is planned.
struct TripSetupView: View {
    @State private var step: TripSetupStep = .destination
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TabView(selection: $step) {
            ForEach(TripSetupStep.allCases) { step in
                SetupStepView(step: step)
                    .tag(step)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .safeAreaInset(edge: .bottom) {
            Button(step == .share ? "Plan My Trip" : "Continue") {
                if let next = TripSetupStep(rawValue: step.rawValue + 1) {
                    withAnimation { step = next }
                } else {
                    dismiss()
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.bottom, 8)
        }
    }
}

struct SetupStepView: View {
    let step: TripSetupStep

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(step.image)
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 12) {
                Image(systemName: step.symbol)
                    .font(.largeTitle)
                Text(step.title)
                    .font(.largeTitle.bold())
                Text(step.description)
            }
            .foregroundStyle(.white)
            .padding(24)
            .padding(.bottom, 88)
        }
    }
}

#Preview {
    TripSetupView()
}
