//
//  WhatsNewSheet.swift
//  MorningPost
//
//  Created by Piepaw Team on 01/12/26.
//

import SwiftUI

/// One row of the "What's new" sheet.
struct WhatsNewFeature: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let detail: String
}

/// A single sheet listing what changed in this version, one row per feature: not a paged flow.
struct WhatsNewSheet: View {
    @Environment(\.dismiss) private var dismiss

    private let features = [
        WhatsNewFeature(symbol: "textformat.size", title: "Larger Headlines", detail: "Headlines follow your text size."),
        WhatsNewFeature(symbol: "bookmark", title: "Saved Offline", detail: "Saved stories open without a connection."),
        WhatsNewFeature(symbol: "bell.badge", title: "Quieter Alerts", detail: "Breaking news only, unless you ask for more."),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("What's New in Morning Post")
                .font(.largeTitle.bold())
            ForEach(features) { feature in
                Label {
                    VStack(alignment: .leading) {
                        Text(feature.title).font(.headline)
                        Text(feature.detail).foregroundStyle(.secondary)
                    }
                } icon: {
                    Image(systemName: feature.symbol)
                }
            }
            Spacer()
            Button("Continue") { dismiss() }
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
        }
        .padding(32)
    }
}
