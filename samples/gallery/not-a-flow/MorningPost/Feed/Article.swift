//
//  Article.swift
//  MorningPost
//
//  Created by Piepaw Team on 09/03/26.
//

import Foundation

/// A story in the feed. Until the API is wired up, the feed shows these bundled stories.
struct Article: Identifiable {
    let id = UUID()
    let title: String
    let summary: String
    let image: String
}

extension Article {
    static let feed = [
        Article(
            title: "Night Market Returns to the Old Harbour",
            summary: "Forty stalls, two bands and a ferry that runs until midnight: the summer market is back for six Fridays.",
            image: "feed-harbour"
        ),
        Article(
            title: "Orchard Volunteers Save a Rare Apple",
            summary: "A tree thought lost for fifty years turned up behind the school; grafts are now growing in three gardens.",
            image: "feed-orchard"
        ),
        Article(
            title: "Library Opens Its Doors on Sundays",
            summary: "From next month the central library stays open seven days a week, with a quiet floor for students.",
            image: "feed-library"
        ),
        Article(
            title: "New Timetable for the Coastal Line",
            summary: "Trains run every twenty minutes at peak times, and the last service leaves the city an hour later.",
            image: "feed-station"
        ),
    ]
}
