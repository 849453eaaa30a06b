//
//  WayfarerApp.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct WayfarerApp: App {
    @AppStorage("tourSeen") private var tourSeen = false

    var body: some Scene {
        WindowGroup {
            if tourSeen {
                HomeView()
            } else {
                TourView { tourSeen = true }
            }
        }
    }
}
