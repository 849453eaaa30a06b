//
//  BakesView.swift
//  Crumb
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The bake log.
struct BakesView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "No Bakes Logged",
                systemImage: "oven",
                description: Text("Start a bake to see its timeline here.")
            )
            .navigationTitle("Bakes")
        }
    }
}

#Preview {
    BakesView()
}
