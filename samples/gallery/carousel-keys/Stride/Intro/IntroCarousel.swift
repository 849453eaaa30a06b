import SwiftUI

/// The intro: cards in a horizontal scroll view that snaps to each one, with capsules that follow it.
struct IntroCarousel: View {
  @State private var shownCard: Int? = 1
  let cards = IntroCards.all

  var body: some View {
    VStack(spacing: 24) {
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(spacing: 0) {
          ForEach(cards) { card in
            VStack(spacing: 16) {
              Spacer()
              Image(systemName: card.symbol)
                .font(.system(size: 56))
                .foregroundStyle(.orange)
              Text(card.title)
                .font(.title.bold())
                .multilineTextAlignment(.center)
              Text(card.detail)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            }
            .padding(.horizontal, 32)
            .containerRelativeFrame(.horizontal)
            .id(card.id)
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.paging)
      .scrollPosition(id: $shownCard)

      HStack(spacing: 6) {
        ForEach(cards) { card in
          Capsule()
            .fill(card.id == shownCard ? Color.orange : Color.gray.opacity(0.3))
            .frame(width: card.id == shownCard ? 24 : 8, height: 8)
        }
      }
      .padding(.bottom, 32)
    }
  }
}
