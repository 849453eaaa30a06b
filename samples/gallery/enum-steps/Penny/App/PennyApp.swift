//
//  PennyApp.swift
//  Penny
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct PennyApp: App {
    @AppStorage("finishedOnboarding") private var finishedOnboarding = false

    var body: some Scene {
        WindowGroup {
            if finishedOnboarding {
                EnvelopesView()
            } else {
                OnboardingView { finishedOnboarding = true }
            }
        }
    }
}
