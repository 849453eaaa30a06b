//
//  OnboardingStep.swift
//  Penny
//
//  Created by Piepaw Team on 09/03/26.
//

import Foundation

/// The onboarding, one case per page, in the order they are shown.
enum OnboardingStep: Int, CaseIterable, Identifiable {
    case welcome, budget, reminders

    var id: Int { rawValue }

    var title: String {
        switch self {
        case .welcome: "Meet Your Money Diary"
        case .budget: "Set a Budget You Can Keep"
        case .reminders: "Gentle Nudges, Never Nags"
        }
    }

    var description: String {
        switch self {
        case .welcome:
            return "Log a coffee or the rent in two taps, and Penny sorts each payment into the right envelope for you."
        case .budget:
            return "Pick a monthly amount for groceries, fun and travel; the envelopes fill up again on the day your salary arrives."
        case .reminders:
            return "A short note on Sunday evening tells you what is left for the week, and nothing more than that."
        }
    }

    var image: String {
        switch self {
        case .welcome:
            "step-welcome"
        case .budget:
            "step-budget"
        case .reminders:
            "step-reminders"
        }
    }
}
