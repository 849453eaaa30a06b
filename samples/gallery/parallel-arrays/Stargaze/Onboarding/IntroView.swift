//
//  IntroView.swift
//  Stargaze
//
//  Created by Piepaw Team on 01/12/26.
//

import SwiftUI

/// Pages through the intro by position, with the system page indicator.
struct IntroView: View {
    @State private var page = 0
    var onFinish: () -> Void

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(0..<IntroCopy.titles.count, id: \.self) { index in
                    IntroPage(page: index)
                        .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(page == IntroCopy.titles.count - 1 ? "Start Stargazing" : "Next") {
                if page < IntroCopy.titles.count - 1 {
                    withAnimation { page += 1 }
                } else {
                    onFinish()
                }
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, 24)
        }
    }
}

/// One page: a symbol, the title and the description at `page` in `IntroCopy`.
struct IntroPage: View {
    let page: Int

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: IntroCopy.symbols[page])
                .font(.system(size: 64))
                .foregroundStyle(.tint)
            Text(IntroCopy.titles[page])
                .font(.title.bold())
                .multilineTextAlignment(.center)
            Text(IntroCopy.descriptions[page])
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(.horizontal, 32)
    }
}
