//
//  WhatsNewView.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// "What's new in Wayfarer 2": three pages, each its own view.
struct WhatsNewView: View {
    @State private var page = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TabView(selection: $page) {
            MapsPage().tag(0)
            SavedPlacesPage().tag(1)
            SharingPage().tag(3)
        }
        .tabViewStyle(.page)
        .ignoresSafeArea()
        .overlay(alignment: .bottom) {
            VStack(spacing: 20) {
                PageDots(count: 3, current: page)

                if page == 2 {
                    Button("Got It") { dismiss() }
                        .buttonStyle(.borderedProminent)
                } else {
                    Button("Next") {
                        withAnimation { page += 1 }
                    }
                    .buttonStyle(.bordered)
                }
            }
            .padding(.bottom, 40)
        }
    }
}

#Preview {
    WhatsNewView()
}
