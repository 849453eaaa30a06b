//
//  TripListView.swift
//  Campfire
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The home screen once the intro is done; trips are added from the toolbar.
struct TripListView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "No Trips Yet",
                systemImage: "tent",
                description: Text("Plan your first weekend outdoors with the button above.")
            )
            .navigationTitle("Trips")
            .toolbar {
                Button("New Trip", systemImage: "plus") {}
            }
        }
    }
}

#Preview {
    TripListView()
}
