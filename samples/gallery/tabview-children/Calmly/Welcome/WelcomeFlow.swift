//
//  WelcomeFlow.swift
//  Calmly
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The three welcome pages, each its own view, with dots and a button over them.
struct WelcomeFlow: View {
    @State private var page = 0
    var onFinish: () -> Void

    var body: some View {
        TabView(selection: $page) {
            WelcomePage().tag(0)
            PrivacyPage().tag(1)
            ReadyPage().tag(2)
        }
        .tabViewStyle(.page)
        .ignoresSafeArea()
        .overlay(alignment: .bottom) {
            VStack(spacing: 20) {
                PageDots(count: 3, current: page)

                if page == 2 {
                    Button("Start") {
                        onFinish()
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                } else {
                    Button("Next") {
                        withAnimation { page += 1 }
                    }
                    .buttonStyle(.bordered)
                    .controlSize(.large)
                }
            }
            .padding(.bottom, 40)
        }
    }
}

#Preview {
    WelcomeFlow(onFinish: {})
}
