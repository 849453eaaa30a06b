import Foundation

/// One card of the intro carousel.
struct IntroCard: Identifiable, Hashable {
  let id: Int
  let title: String
  let detail: String
  let symbol: String
}

enum IntroCards {
  /// The cards, their texts looked up by number in Localizable.strings.
  static let all: [IntroCard] = (1...3).map { number in
    IntroCard(
      id: number,
      title: NSLocalizedString("intro.title.\(number)", comment: "Intro card title"),
      detail: NSLocalizedString("intro.detail.\(number)", comment: "Intro card text"),
      symbol: "figure.run")
  }
}
