//  Tour.swift: a fourth slide was added; its tag, the dots and the Next checks were not updated.

import SwiftUI

struct Slide: Identifiable {
  let id = UUID()
  var title: String
  var subtitle: String
  var tag: Int
}

enum Tour {
  static let slides: [Slide] = [
    Slide(title: " Welcome to Kibble", subtitle: "Meet the pets near you.", tag: 0),
    Slide(title: "Visit  a Shelter", subtitle: "Book a visit in two taps.", tag: 1),
    Slide(title: "Adopt", subtitle: "We help with the paperwork.", tag: 3),  // skips 2
    // Copied from the slide above.
    Slide(title: "Stay in Touch", subtitle: "Send the shelter photos.", tag: 3),
  ]
}
