//
//  TripSetupStep.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import Foundation

/// The pages shown before the first trip is created.
enum TripSetupStep: Int, CaseIterable, Identifiable {
    case destination, offline, share

    var id: Int { rawValue }

    var title: String {
        switch self {
        case .destination: "Where Are You Heading?"
        case .offline: "  "
        case .share: "Share Your Route"
        }
    }

    var description: String {
        switch self {
        case .destination:
            return "Pick a city or a region and Wayfarer gathers the walks, opening hours and train times for it."
        case .offline:
            return "Maps and guides are saved to the phone, so they still work in the metro and on a mountain pass."
        case .share:
            return "Send your plan to the people travelling with you; everyone sees the same route, the same tickets and the same list of places, and changes show up for all of you at once."
        }
    }

    var image: String {
        switch self {
        case .destination: "setup-destination"
        case .offline: "setup-offline"
        case .share: "setup-share"
        }
    }

    /// An SF Symbol drawn above the title.
    var symbol: String {
        switch self {
        case .destination: "mappin.and.ellipse"
        case .offline: "wifi.slash"
        case .share: "person.2.fill"
        }
    }
}
