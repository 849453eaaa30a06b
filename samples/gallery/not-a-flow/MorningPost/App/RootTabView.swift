//
//  RootTabView.swift
//  MorningPost
//
//  Created by Piepaw Team on 09/03/26.
//

import SwiftUI

/// The app's tab bar: the feed, saved stories and settings.
struct RootTabView: View {
    var body: some View {
        TabView {
            HomeView()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            SavedView()
                .tabItem { Label("Saved", systemImage: "bookmark") }
                .tag(1)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape") }
                .tag(2)
        }
    }
}

#Preview {
    RootTabView()
}
