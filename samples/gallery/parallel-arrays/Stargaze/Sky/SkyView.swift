//
//  SkyView.swift
//  Stargaze
//
//  Created by Piepaw Team on 01/12/26.
//

import SwiftUI

/// The app after the intro: tonight's sky, in a list.
struct SkyView: View {
    private let tonight = ["Jupiter", "Saturn", "Vega"]

    var body: some View {
        NavigationStack {
            List(tonight, id: \.self) { name in
                Label(name, systemImage: "star")
            }
            .navigationTitle("Tonight")
        }
    }
}
