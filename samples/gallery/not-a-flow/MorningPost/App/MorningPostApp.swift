//
//  MorningPostApp.swift
//  MorningPost
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct MorningPostApp: App {
    var body: some Scene {
        WindowGroup {
            RootTabView()
        }
    }
}
