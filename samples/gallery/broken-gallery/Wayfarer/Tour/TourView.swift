//
//  TourView.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The first-launch tour: slides, a row of dots and a Next button.
struct TourView: View {
    @State private var page = 0
    var onFinish: () -> Void

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $page) {
                ForEach(TourSlide.all.indices, id: \.self) { i in
                    TourSlideView(slide: TourSlide.all[i])
                        .tag(i)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            HStack(spacing: 8) {
                ForEach(0..<4) { dot in
                    Circle()
                        .fill(dot == page ? Color.accentColor : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }

            if page != 3 {
                Button("Next") {
                    withAnimation { page += 1 }
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            } else {
                Button("Start Exploring", action: onFinish)
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
            }
        }
        .padding(.bottom, 16)
    }
}

/// One tour slide: the photo with the texts on a card.
struct TourSlideView: View {
    let slide: TourSlide

    var body: some View {
        ZStack(alignment: .bottom) {
            Image(slide.artwork)
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 10) {
                Text(slide.heading)
                    .font(.title2.bold())
                Text(slide.body)
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            .padding(20)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .padding(16)
        }
    }
}

#Preview {
    TourView(onFinish: {})
}
