import Foundation

/// One slide of the intro.
struct Slide: Hashable {
  let title: String
  let detail: String
  let symbol: String
}

/// Collects the intro's slides in the order they are added.
final class SlideDeck {
  private(set) var slides: [Slide] = []

  func add(title: String, detail: String, symbol: String) {
    slides.append(Slide(title: title, detail: detail, symbol: symbol))
  }
}
