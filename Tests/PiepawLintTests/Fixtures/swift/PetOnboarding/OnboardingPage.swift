// swift-format-ignore-file
//
//  OnboardingPage.swift
//  Pawpal — a pet adoption app
//

import SwiftUI

struct OnboardingModel: Identifiable {
    var id = UUID()
    var title: String
    var description: String
    var background: ImageResource
    var icon: ImageResource
    var tag: Int
}

extension OnboardingModel {
    /// The welcome pages, in the order they are swiped.
    static var welcomePages: [OnboardingModel] = [
        .init(
            title: "Meet Your New Best Friend",
            description: "Cats, dogs and rabbits from shelters near you are waiting for a home.",
            background: .welcomeMeadow,
            icon: .iconPaw,
            tag: 0
        ),
        .init(
            title: "Every Tail Has a Story",
            description: "Read each animal's history, temperament and care needs before you visit.",
            background: .welcomeShelter,
            icon: .iconHeart,
            tag: 1
        ),
        OnboardingModel(
            id: UUID(),
            title: "Visit, Play, Decide",
            description: "Book a meet-and-greet with one tap — no fees until you adopt.",
            background: .Backgrounds.welcomePark,
            icon: ImageResource.iconCalendar,
            tag: 2
        ),
        .init(
            title: "Bring Them Home 🐾",
            description: "We stay with you after adoption with vet tips and a friendly community.",
            background: "welcome-home",
            icon: .`default`,
            tag: 3
        ),
    ]
}
