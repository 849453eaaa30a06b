//
//  HomeView.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The trips screen; it offers the trip setup and, once per version, the what's-new pages.
struct HomeView: View {
    @AppStorage("whatsNewVersion") private var whatsNewVersion = 1
    @State private var showingSetup = false
    @State private var showingWhatsNew = false

    var body: some View {
        NavigationStack {
            ContentUnavailableView {
                Label("No Trips Planned", systemImage: "suitcase.rolling")
            } description: {
                Text("Plan a trip to gather guides, maps and tickets in one place.")
            } actions: {
                Button("Plan a Trip") { showingSetup = true }
                    .buttonStyle(.borderedProminent)
            }
            .navigationTitle("Trips")
        }
        .sheet(isPresented: $showingSetup) {
            TripSetupView()
        }
        .fullScreenCover(isPresented: $showingWhatsNew) {
            WhatsNewView()
        }
        .onAppear {
            if whatsNewVersion < 2 {
                whatsNewVersion = 2
                showingWhatsNew = true
            }
        }
    }
}

#Preview {
    HomeView()
}
