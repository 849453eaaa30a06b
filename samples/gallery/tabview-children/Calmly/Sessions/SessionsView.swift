//
//  SessionsView.swift
//  Calmly
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The session library.
struct SessionsView: View {
    private let lengths = [3, 5, 10, 20]

    var body: some View {
        NavigationStack {
            List(lengths, id: \.self) { minutes in
                Label("\(minutes) minutes", systemImage: "timer")
            }
            .navigationTitle("Sessions")
        }
    }
}

#Preview {
    SessionsView()
}
