//
//  IntroSlide.swift
//  Campfire
//
//  Created by Piepaw Team on 09/03/26.
//

import Foundation

/// One slide of the first-launch intro: a heading, a short paragraph and a full-screen photo.
struct IntroSlide {
    let heading: String
    let body: String
    /// The name of an image set in `Assets.xcassets/Intro`.
    let artwork: String

    static let all = [
        IntroSlide(
            heading: "Find a Quiet Spot by the Lake",
            body: "Browse campsites with photos, shade maps and honest notes on how busy they get when the weather turns warm.",
            artwork: "intro-lakeside"
        ),
        IntroSlide(
            heading: "Pack Once, Forget Nothing",
            body: "Start from a checklist that knows the forecast and the number of nights, then tick each thing off as it goes in the car, from tent pegs to the kettle.",
            artwork: "intro-packing"
        ),
        IntroSlide(
            heading: "Bring the Whole Crew Along",
            body: "Invite friends to a trip, split the shopping list and finally settle who is bringing the tent poles this time.",
            artwork: "intro-crew"
        ),
    ]
}
