//
//  OnboardingModel.swift
//  piepaw
//
//  Created by Piepaw Team on 02/02/26.
//

import SwiftUI

/// One page of the first-run onboarding.
struct OnboardingModel: Identifiable {
    var id = UUID()
    var title: String
    var description: String
    var background: ImageResource
    var icon: ImageResource
    /// The page's position, also its `TabView` selection value.
    var tag: Int
}

extension OnboardingModel {
    static var onboardingData: [OnboardingModel] = [
        .init(
            title: "Meet Pets Looking for a Home",
            description: "Browse cats, dogs and small companions from shelters and foster families near you, all in one calm place.",
            background: .onboarding1,
            icon: .iconOnboarding1,
            tag: 0
        ),
        .init(
            title: "Know Their Story Before You Visit",
            description: "Every profile lists temperament, vaccinations and vet notes, written by the people who cared for the animal.",
            background: .onboarding2,
            icon: .iconOnboarding2,
            tag: 1
        ),
        .init(
            title: "🐾 Visit a Cat Café, Leave With a Friend!",
            description: "Book a meet-and-greet, ask the shelter anything in the app, and we will guide you through each form until adoption day.",
            background: .onboarding3,
            icon: .iconOnboarding3,
            tag: 2
        ),
    ]
}
