//
//  SlideView.swift
//  Campfire
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// One intro slide: the photo fills the page, the texts sit on a card at the bottom.
struct SlideView: View {
    let slide: IntroSlide

    var body: some View {
        ZStack(alignment: .bottom) {
            Image(slide.artwork)
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 12) {
                Text(slide.heading)
                    .font(.title2.bold())
                Text(slide.body)
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            .padding(20)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .padding(.horizontal, 16)
            .padding(.bottom, 48)
        }
    }
}

#Preview {
    SlideView(slide: IntroSlide.all[0])
}
