//
//  OnboardingTip.swift
//  broken
//
//  Created by Piepaw Team on 02/02/26.
//

import Foundation

/// The tips shown after the first adoption, translated in Localizable.xcstrings.
enum OnboardingTip: Int, CaseIterable {
    case visit, paperwork

    var title: String {
        switch self {
        case .visit: String(localized: "tip.visit.title")
        case .paperwork: String(localized: "tip.paperwork.title")
        }
    }

    var description: String {
        switch self {
        case .visit: String(localized: "tip.visit.description")
        case .paperwork: String(localized: "tip.paperwork.description")
        }
    }
}
