//
//  MapsPage.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

struct MapsPage: View {
    var body: some View {
        ZStack {
            Image("new-maps")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 12) {
                Text("Offline Maps, Now Worldwide")
                    .font(.largeTitle.bold())
                Text("Download a whole country before you go and find your way without a single bar of signal.")
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(.white)
            .padding(32)
        }
    }
}

#Preview {
    MapsPage()
}
