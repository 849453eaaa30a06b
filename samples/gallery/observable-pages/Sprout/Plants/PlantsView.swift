//
//  PlantsView.swift
//  Sprout
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The plant list, empty until the first plant is added.
struct PlantsView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "No Plants Yet",
                systemImage: "camera.macro",
                description: Text("Add your first plant with a photo or by name.")
            )
            .navigationTitle("My Plants")
        }
    }
}

#Preview {
    PlantsView()
}
