//
//  PrivacyPage.swift
//  Calmly
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

struct PrivacyPage: View {
    var body: some View {
        ZStack {
            Image("calm-lantern")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 12) {
                Text("Your Sessions Stay With You")
                    .font(.largeTitle.weight(.semibold))
                Text("Streaks, moods and notes are kept on this phone. No account is needed, and nothing is shared unless you export it.")
                    .font(.body)
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(.white)
            .padding(32)
        }
    }
}

#Preview {
    PrivacyPage()
}
