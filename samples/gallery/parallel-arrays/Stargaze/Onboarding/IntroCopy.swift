//
//  IntroCopy.swift
//  Stargaze
//
//  Created by Piepaw Team on 01/12/26.
//

import SwiftUI

/// The intro's texts, one array per field; page `i` shows element `i` of each.
enum IntroCopy {
    static let titles: [LocalizedStringKey] = [
        "Find Tonight's Planets",
        "Name Any Star",
        "Never Miss a Meteor Shower",
    ]

    static let descriptions: [LocalizedStringKey] = [
        "Point your phone at the sky and see which planets are up, and where.",
        "Tap a point of light to learn its name, its distance and its story.",
        "Get a quiet reminder on the evenings when the sky is worth a look.",
    ]

    static let symbols = ["globe.europe.africa", "sparkles", "moon.stars"]
}
