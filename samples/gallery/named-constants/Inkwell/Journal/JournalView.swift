//
//  JournalView.swift
//  Inkwell
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// Today's page of the journal.
struct JournalView: View {
    @State private var entry = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $entry)
                .padding()
                .navigationTitle(Date.now.formatted(date: .abbreviated, time: .omitted))
        }
    }
}

#Preview {
    JournalView()
}
