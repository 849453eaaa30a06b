//
//  InkwellApp.swift
//  Inkwell
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct InkwellApp: App {
    @AppStorage("onboarded") private var onboarded = false

    var body: some Scene {
        WindowGroup {
            if onboarded {
                JournalView()
            } else {
                OnboardView(onDone: { onboarded = true })
            }
        }
    }
}
