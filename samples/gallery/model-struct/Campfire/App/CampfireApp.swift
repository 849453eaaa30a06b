//
//  CampfireApp.swift
//  Campfire
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct CampfireApp: App {
    @AppStorage("hasSeenIntro") private var hasSeenIntro = false

    var body: some Scene {
        WindowGroup {
            if hasSeenIntro {
                TripListView()
            } else {
                IntroView {
                    withAnimation { hasSeenIntro = true }
                }
            }
        }
    }
}
