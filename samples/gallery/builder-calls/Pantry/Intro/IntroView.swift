import SwiftUI

/// The intro: a deck filled slide by slide, shown by a paged `TabView`.
struct IntroView: View {
  @State private var page = 0

  private let deck: SlideDeck = {
    let deck = SlideDeck()
    deck.add(title: "Everything in one pantry", detail: "Scan a barcode and it is on the shelf.", symbol: "barcode")
    deck.add(title: "Nothing goes off", detail: "A nudge two days before a date runs out.", symbol: "clock")
    deck.add(title: "Shop what you need", detail: "The list writes itself from what ran low.", symbol: "cart")
    return deck
  }()

  var body: some View {
    TabView(selection: $page) {
      ForEach(deck.slides.indices, id: \.self) { index in
        VStack(spacing: 16) {
          Image(systemName: deck.slides[index].symbol)
            .font(.system(size: 54))
            .foregroundStyle(.green)
          Text(deck.slides[index].title)
            .font(.title.bold())
          Text(deck.slides[index].detail)
            .foregroundStyle(.secondary)
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 28)
        .tag(index)
      }
    }
    .tabViewStyle(.page(indexDisplayMode: .always))
  }
}
