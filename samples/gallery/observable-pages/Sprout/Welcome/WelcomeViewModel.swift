//
//  WelcomeViewModel.swift
//  Sprout
//
//  Created by Piepaw Team on 09/03/26.
//

import Foundation

/// One welcome page. `imageName` is an illustration in the asset catalog,
/// `systemIcon` an SF Symbol drawn on top of it.
struct OnboardingPage: Hashable {
    let title: String
    let subtitle: String
    let imageName: String
    let systemIcon: String
}

@MainActor
final class WelcomeViewModel: ObservableObject {
    @Published var pages: [OnboardingPage] = []

    func load() {
        guard pages.isEmpty else { return }
        pages = [
            .init(
                title: "Every Plant Gets a Profile",
                subtitle: "Snap a photo of a new pot and Sprout suggests the species, its light needs and how often it likes a drink.",
                imageName: "welcome-monstera",
                systemIcon: "leaf.fill"
            ),
            .init(
                title: "Water on the Right Day",
                subtitle: "Reminders follow the season and the size of the pot, so the fern gets more and the cactus gets left alone.",
                imageName: "welcome-watering-can",
                systemIcon: "drop.fill"
            ),
            .init(
                title: "Light That Suits Each Corner",
                subtitle: "Tell us which way your windows face and we will say which shelf is too dark for the fiddle-leaf fig.",
                imageName: "welcome-windowsill",
                systemIcon: "sun.max.fill"
            ),
            .init(
                title: "Watch Your Jungle Grow",
                subtitle: "Add a photo now and then to see each plant's progress over the months, new leaves and all.",
                imageName: "welcome-jungle",
                systemIcon: "chart.line.uptrend.xyaxis"
            ),
        ]
    }
}
