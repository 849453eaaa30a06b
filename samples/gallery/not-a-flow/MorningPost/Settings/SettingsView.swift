//
//  SettingsView.swift
//  MorningPost
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

struct SettingsRow: Identifiable {
    let id = UUID()
    let title: String
    /// An SF Symbol name.
    let icon: String
}

/// The settings screen: a plain list of rows.
struct SettingsView: View {
    private let rows = [
        SettingsRow(title: "Notifications", icon: "bell"),
        SettingsRow(title: "Text Size", icon: "textformat.size"),
        SettingsRow(title: "Offline Reading", icon: "arrow.down.circle"),
        SettingsRow(title: "Privacy", icon: "hand.raised"),
        SettingsRow(title: "About", icon: "info.circle"),
    ]

    var body: some View {
        NavigationStack {
            List(rows) { row in
                NavigationLink {
                    Text(row.title)
                        .navigationTitle(row.title)
                } label: {
                    Label(row.title, systemImage: row.icon)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
