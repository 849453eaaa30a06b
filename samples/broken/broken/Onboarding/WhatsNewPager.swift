//
//  WhatsNewPager.swift
//  broken
//
//  Created by Piepaw Team on 02/02/26.
//

import SwiftUI

/// The "what's new" cards, fetched from the shelter network when the app updates. Their pages exist only at
/// run time, so no content rule can check them: PiepawLint says so instead of staying silent.
struct WhatsNewPager: View {
    @StateObject private var feed = ReleaseNotesFeed()
    @State private var card = 0

    var body: some View {
        TabView(selection: $card) {
            ForEach(feed.cards) { note in
                ReleaseNoteCard(note: note).tag(note.position)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .task { await feed.load() }
    }
}
