//
//  CalmlyApp.swift
//  Calmly
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct CalmlyApp: App {
    @AppStorage("welcomeDone") private var welcomeDone = false

    var body: some Scene {
        WindowGroup {
            if welcomeDone {
                SessionsView()
            } else {
                WelcomeFlow { welcomeDone = true }
            }
        }
    }
}
