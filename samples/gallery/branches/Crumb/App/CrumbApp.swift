//
//  CrumbApp.swift
//  Crumb
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct CrumbApp: App {
    @AppStorage("sawOnboarding") private var sawOnboarding = false

    var body: some Scene {
        WindowGroup {
            if sawOnboarding {
                BakesView()
            } else {
                OnboardingFlow { sawOnboarding = true }
            }
        }
    }
}
