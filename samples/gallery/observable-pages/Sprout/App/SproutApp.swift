//
//  SproutApp.swift
//  Sprout
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct SproutApp: App {
    @AppStorage("didFinishWelcome") private var didFinishWelcome = false

    var body: some Scene {
        WindowGroup {
            if didFinishWelcome {
                PlantsView()
            } else {
                WelcomeView {
                    didFinishWelcome = true
                }
            }
        }
    }
}
