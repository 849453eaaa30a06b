//
//  TourView.swift
//  Birdsong
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The welcome tour. `current` holds the page number, 1 to 3.
struct TourView: View {
    @State var current = 1
    var onFinish: () -> Void

    var body: some View {
        TabView(selection: $current) {
            ForEach(TourPage.pages) { page in
                TourPageView(page: page)
                    .tag(page.id)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .ignoresSafeArea()
        .overlay(alignment: .top) {
            HStack(spacing: 6) {
                ForEach(1...3, id: \.self) { number in
                    Capsule()
                        .fill(number <= current ? Color.white : Color.white.opacity(0.35))
                        .frame(height: 4)
                }
            }
            .padding(.horizontal, 24)
            .padding(.top, 8)
        }
        .overlay(alignment: .bottom) {
            HStack {
                if current > 1 {
                    Button("Back") {
                        withAnimation { current -= 1 }
                    }
                }
                Spacer()
                if current == 3 {
                    Button("Start Listening", action: onFinish)
                        .buttonStyle(.borderedProminent)
                } else {
                    Button("Next") {
                        withAnimation { current += 1 }
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            .tint(.white)
            .foregroundStyle(.white)
            .padding(24)
        }
    }
}

/// One tour page: background photo, a round icon, the title and the caption.
struct TourPageView: View {
    let page: TourPage

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(page.background)
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 12) {
                Image(page.icon)
                    .frame(width: 64, height: 64)
                    .background(.ultraThinMaterial, in: Circle())
                Text(page.title)
                    .font(.largeTitle.bold())
                Text(page.caption)
                    .font(.body)
            }
            .foregroundStyle(.white)
            .padding(24)
            .padding(.bottom, 72)
        }
    }
}

#Preview {
    TourView(onFinish: {})
}
