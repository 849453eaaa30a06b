//
//  WelcomeView.swift
//  Sprout
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The first-run welcome: a page per `WelcomeViewModel.pages` entry, capsules and a button.
struct WelcomeView: View {
    @StateObject private var vm = WelcomeViewModel()
    @State private var current = 0
    var onFinish: () -> Void

    var body: some View {
        VStack(spacing: 20) {
            TabView(selection: $current) {
                ForEach(Array(vm.pages.enumerated()), id: \.offset) { i, page in
                    WelcomePageView(page: page)
                        .tag(i)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            HStack(spacing: 6) {
                ForEach(vm.pages.indices, id: \.self) { i in
                    Capsule()
                        .fill(i == current ? Color.accentColor : Color.secondary.opacity(0.25))
                        .frame(width: i == current ? 24 : 8, height: 8)
                }
            }
            .animation(.spring(duration: 0.3), value: current)

            Button(action: advance) {
                Text(isLastPage ? "Start Growing" : "Next")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
        }
        .padding(.bottom, 12)
        .onAppear { vm.load() }
    }

    private var isLastPage: Bool {
        current == vm.pages.count - 1
    }

    private func advance() {
        if isLastPage {
            onFinish()
        } else {
            withAnimation { current += 1 }
        }
    }
}

#Preview {
    WelcomeView(onFinish: {})
}
