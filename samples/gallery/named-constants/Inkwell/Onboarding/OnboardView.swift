//
//  OnboardView.swift
//  Inkwell
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// Shows `onboardItems` as swipeable pages with the system page dots.
struct OnboardView: View {
    @State private var position = 0
    var onDone: () -> Void

    var body: some View {
        TabView(selection: $position) {
            ForEach(onboardItems.indices, id: \.self) { index in
                OnboardPage(item: onboardItems[index])
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .interactive))
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("Skip", action: onDone)
                    .opacity(position < onboardItems.count - 1 ? 1 : 0)
                Spacer()
                Button(position < onboardItems.count - 1 ? "Next" : "Begin Writing") {
                    if position < onboardItems.count - 1 {
                        withAnimation { position += 1 }
                    } else {
                        onDone()
                    }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
        }
    }
}

/// One page: the photo on top, the texts underneath.
struct OnboardPage: View {
    let item: OnboardItem

    var body: some View {
        VStack(spacing: 0) {
            Image(item.image)
                .resizable()
                .scaledToFill()
                .frame(maxHeight: .infinity)
                .clipped()

            VStack(alignment: .leading, spacing: 10) {
                Text(item.title)
                    .font(.title.weight(.semibold))
                Text(item.text)
                    .font(.body)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(24)
            .padding(.bottom, 72)
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    OnboardView(onDone: {})
}
