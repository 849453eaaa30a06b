//
//  BirdsongApp.swift
//  Birdsong
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

@main
struct BirdsongApp: App {
    @AppStorage("tourFinished") private var tourFinished = false

    var body: some Scene {
        WindowGroup {
            if tourFinished {
                SightingsView()
            } else {
                TourView { tourFinished = true }
            }
        }
    }
}
