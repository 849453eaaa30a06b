//
//  OnboardingModel.swift
//  broken
//
//  Created by Piepaw Team on 02/02/26.
//
//  BROKEN SAMPLE: a fourth page was added to a three-page flow and several things
//  went wrong on the way. Each problem is marked with the PiepawLint rule that finds it;
//  samples/broken/EXPECTED.md lists the exact positions.
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
    /// Set after sign-up.
    static var userName = "friend"

    static var onboardingData: [OnboardingModel] = [
        .init(
            title: "Welcome to Piepaw",
            description: "Thousands of pets are waiting in shelters near you. Let us help you find the one that fits your life.",
            background: .onboarding1,
            icon: .iconOnboarding1,
            tag: 0
        ),
        .init(
            // unresolved-value: an interpolated title is only known at run time, so it is not checked.
            title: "Hi \(userName), Meet the Pets Nearby",
            description: "Profiles show temperament, age and vet records, so you know who you are meeting before you go.",
            background: .onboarding2,
            icon: .iconOnboarding2,
            tag: 1
        ),
        .init(
            // title-length: far more than 40 characters (accents and emoji count as one each).
            title: "Crème-Brûlée Kittens 🐈 and Jolly Golden Pups 🐕‍🦺 Are Waiting for You",
            description: "Our shelters post new arrivals every morning, and you can reserve a visit straight from a profile.",
            background: .onboarding3,
            // missing-asset: a typo; the catalog has icon_onboarding_3, whose symbol is spelled differently.
            icon: .iconOnbaording3,
            // tag-sequence: the third page must be tagged 2; it skips to 3.
            tag: 3
        ),
        // The new fourth page, started as a copy of the first one.
        .init(
            // duplicate-title: the copied title was never changed.
            title: "Welcome to Piepaw",
            // description-length: more than 150 characters.
            description: "Our volunteers answer every message within a day, the adoption fee covers vaccinations, microchipping and neutering, and every pet goes home with a starter kit.",
            background: .onboarding1,
            icon: .iconOnboarding1,
            // duplicate-tag: the third page already has this tag.
            tag: 3
        ),
    ]
}
