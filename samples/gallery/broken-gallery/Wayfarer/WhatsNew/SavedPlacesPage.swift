//
//  SavedPlacesPage.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

struct SavedPlacesPage: View {
    var body: some View {
        ZStack {
            Image("new-saved")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 12) {
                Text("Keep Your  Favourite Spots")
                    .font(.largeTitle.bold())
                Text("Tap the heart on any place to save it, then see all of them on one map when you are nearby.")
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(.white)
            .padding(32)
        }
    }
}

#Preview {
    SavedPlacesPage()
}
