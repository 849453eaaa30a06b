//
//  TourSlide.swift
//  Wayfarer
//
//  Created by Piepaw Team on 09/03/26.
//

import Foundation

/// One slide of the first-launch tour.
struct TourSlide {
    let heading: String
    let body: String
    let artwork: String

    static let all = [
        TourSlide(
            heading: "Your Pocket Guide to Every City",
            body: "Walks, museums and corner cafes picked by people who live there, ready before you land.",
            artwork: "tour-harbor"
        ),
        TourSlide(
            heading: "Walk the Old Town With Guides Who Grew Up There, Street by Street",
            body: "Join a small group for two hours through the lanes, with stories you will not find on a plaque.",
            artwork: "tour-old-twon"
        ),
        TourSlide(
            heading: "Eat Where the Locals Eat",
            body: "Night markets, family kitchens and the one bakery that opens at five, sorted by how far you want to walk.",
            artwork: "tour-night-market"
        ),
    ]
}
