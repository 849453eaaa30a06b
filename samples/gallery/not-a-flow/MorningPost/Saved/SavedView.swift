//
//  SavedView.swift
//  MorningPost
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// Stories saved for later.
struct SavedView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "Nothing Saved",
                systemImage: "bookmark",
                description: Text("Tap the bookmark on a story to read it later.")
            )
            .navigationTitle("Saved")
        }
    }
}

#Preview {
    SavedView()
}
