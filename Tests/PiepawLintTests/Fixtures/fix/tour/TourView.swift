import SwiftUI

struct TourView: View {
  @State private var page = 0
  private let slides = Tour.slides

  var body: some View {
    VStack(spacing: 16) {
      TabView(selection: $page) {
        ForEach(slides) { slide in
          Text(slide.title).tag(slide.tag)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .never))

      HStack(spacing: 6) {
        ForEach(0..<3) { dot in /* one dot per slide */
          Capsule()
            .fill(dot == page ? Color.primary : Color.secondary)
            .frame(width: 24, height: 4)
        }
      }

      if page != 2 {
        Button("Next") { page += 1 }
      }
      TourFooter(page: $page)
    }
  }
}

/// The skip link, shown until the last slide.
struct TourFooter: View {
  @Binding var page: Int

  var body: some View {
    if page <= 1 {
      Button("Skip") { page = 3 }
    }
  }
}
