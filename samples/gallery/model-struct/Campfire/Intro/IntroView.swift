//
//  IntroView.swift
//  Campfire
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// Pages through `IntroSlide.all`, with a row of dots and a Next button under the pages.
struct IntroView: View {
    @State private var index = 0
    var onFinish: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $index) {
                ForEach(IntroSlide.all.indices, id: \.self) { i in
                    SlideView(slide: IntroSlide.all[i])
                        .tag(i)
                }
            }
            .tabViewStyle(.page)

            HStack(spacing: 8) {
                ForEach(0..<IntroSlide.all.count) { dot in
                    Circle()
                        .fill(dot == index ? Color.accentColor : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }
            .animation(.easeInOut(duration: 0.2), value: index)

            Button {
                if index < IntroSlide.all.count - 1 {
                    withAnimation { index += 1 }
                } else {
                    onFinish()
                }
            } label: {
                Text(index < IntroSlide.all.count - 1 ? "Next" : "Let's Go")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
        }
        .padding(.bottom, 16)
    }
}

#Preview {
    IntroView(onFinish: {})
}
