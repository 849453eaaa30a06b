//
//  SharingPage.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

struct SharingPage: View {
    var body: some View {
        ZStack {
            Image("new-sharing")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 12) {
                Text("Plan Trips With Friends")
                    .font(.largeTitle.bold())
                Text("Invite your travel companions to a trip and vote on where to eat, what to see and when to leave.")
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(.white)
            .padding(32)
        }
    }
}

#Preview {
    SharingPage()
}
