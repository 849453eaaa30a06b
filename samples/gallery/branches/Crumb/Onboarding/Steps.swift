//
//  Steps.swift
//  Crumb
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

struct StepOne: View {
    var body: some View {
        VStack(spacing: 16) {
            Image("starter-jar")
                .frame(width: 64, height: 64)
            Text("Keep Your Starter Happy")
                .font(.title.bold())
            Text("Crumb reminds you to feed the starter and learns how fast it rises in your kitchen, summer or winter.")
                .foregroundStyle(.secondary)
        }
        .multilineTextAlignment(.center)
    }
}

struct StepTwo: View {
    var body: some View {
        VStack(spacing: 16) {
            Image("proofing-bowl")
                .frame(width: 64, height: 64)
            Text("Timers for Every Fold")
                .font(.title.bold())
            Text("Stretch, fold, rest: each stage gets its own timer, and the next one starts when you tap the notification.")
                .foregroundStyle(.secondary)
        }
        .multilineTextAlignment(.center)
    }
}

struct StepThree: View {
    var body: some View {
        VStack(spacing: 16) {
            Image("oven-loaf")
                .frame(width: 64, height: 64)
            Text("Bake, Taste, Take Notes")
                .font(.title.bold())
            Text("Rate the crust and the crumb after every loaf, and Crumb shows what changed since your best bake.")
                .foregroundStyle(.secondary)
        }
        .multilineTextAlignment(.center)
    }
}

#Preview {
    StepOne()
}
