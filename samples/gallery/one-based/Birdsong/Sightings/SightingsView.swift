//
//  SightingsView.swift
//  Birdsong
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The life list.
struct SightingsView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "Your List Is Empty",
                systemImage: "bird",
                description: Text("Record a song to add your first bird.")
            )
            .navigationTitle("Life List")
        }
    }
}

#Preview {
    SightingsView()
}
