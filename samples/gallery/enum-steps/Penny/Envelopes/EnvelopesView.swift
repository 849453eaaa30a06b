//
//  EnvelopesView.swift
//  Penny
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// This month's envelopes.
struct EnvelopesView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView(
                "No Envelopes Yet",
                systemImage: "envelope.open",
                description: Text("Create one for each thing you spend on.")
            )
            .navigationTitle("This Month")
        }
    }
}

#Preview {
    EnvelopesView()
}
