//
//  WelcomePage.swift
//  Calmly
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

struct WelcomePage: View {
    var body: some View {
        ZStack {
            Image("calm-shoreline")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()

            VStack(spacing: 12) {
                Text("Breathe Out the Busy Day")
                    .font(.largeTitle.weight(.semibold))
                Text("Short guided sessions for the moments between meetings, before sleep or on a crowded train home.")
                    .font(.body)
            }
            .multilineTextAlignment(.center)
            .foregroundStyle(.white)
            .padding(32)
        }
    }
}

#Preview {
    WelcomePage()
}
