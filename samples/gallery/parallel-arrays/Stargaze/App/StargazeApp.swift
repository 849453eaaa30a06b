//
//  StargazeApp.swift
//  Stargaze
//
//  Created by Piepaw Team on 01/12/26.
//

import SwiftUI

@main
struct StargazeApp: App {
    @AppStorage("seenIntro") private var seenIntro = false

    var body: some Scene {
        WindowGroup {
            if seenIntro {
                SkyView()
            } else {
                IntroView { seenIntro = true }
            }
        }
    }
}
