//
//  OnboardingModel.swift
//  piepaw
//
// swift-format-ignore-file
// (a PiepawLint fixture: EXPECTED.txt pins its lines and columns.)
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
    static var onboardingData: [OnboardingModel] = [
        .init(
            title: "Find Pets Who Fit Your Home",
            description: "Browse cats and dogs from shelters and foster families in your area.",
            background: .onboarding1,
            icon: .iconOnboarding1,
            tag: 0
        ),
        .init(
            title: "Meet Them Before You Decide",
            description: "Book a visit from any profile and talk to the people who know the animal best.",
            background: .onboarding2,
            icon: .iconOnbaording2,
            tag: 1
        ),
        .init(
            title: "Each Pet Comes With Health Records, Vaccines and a Vet Check",
            description: "Shelters upload medical notes so there are no surprises after adoption.",
            background: .onboarding3,
            icon: .iconOnboarding3,
            tag: 2
        ),
        .init(
            title: "Adoption Day, Sorted",
            description: "We remind you what to bring and help with the paperwork on the day.",
            background: .onboarding4,
            icon: .iconOnboarding4,
            tag: 2
        ),
    ]
}
