//
//  ReadyPage.swift
//  Calmly
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

struct ReadyPage: View {
    var body: some View {
        ZStack {
            Image("calm-hilltop")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 12) {
                Text("Five Minutes Is Enough")
                    .font(.largeTitle.weight(.semibold))
                Text("Pick a length, put your headphones on and let the voice guide you. You can always come back to it later.")
                    .font(.body)
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(.white)
            .padding(32)
        }
    }
}

#Preview {
    ReadyPage()
}
