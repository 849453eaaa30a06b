//
//  TourPage.swift
//  Birdsong
//
//  Created by Piepaw Team on 09/03/26.
//

import Foundation

/// A page of the welcome tour. Pages are numbered from 1, as the designs show them ("1 of 3"),
/// and the number doubles as the page's `TabView` tag.
struct TourPage: Identifiable {
    let id: Int
    let title: String
    let caption: String
    let background: String
    let icon: String
}

extension TourPage {
    static let pages: [TourPage] = [
        TourPage(
            id: 1,
            title: "Name That Song",
            caption: "Hold up your phone at the window and Birdsong tells you who is singing, from the robin to the wren.",
            background: "tour-meadow",
            icon: "tour-feather"
        ),
        TourPage(
            id: 2,
            title: "Keep a Life List",
            caption: "Every bird you hear or see goes into your list, with the place, the weather and a short recording.",
            background: "tour-forest",
            icon: "tour-binoculars"
        ),
        TourPage(
            id: 3,
            title: "Join the Dawn Chorus Count",
            caption: "Once a year, share your morning recordings with volunteers who map how the birds near you are doing.",
            background: "tour-dawn",
            icon: "tour-nest"
        ),
    ]
}
