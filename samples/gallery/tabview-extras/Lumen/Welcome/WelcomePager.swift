import SwiftUI

/// The welcome: three tips from an array, then a closing page written beside the `ForEach`, all inside an `if`
/// that shows them only until the user has seen them.
struct WelcomePager: View {
  @AppStorage("hasSeenWelcome") private var hasSeenWelcome = false
  @State private var page = 0

  private let tips = [
    Tip(id: 0, heading: "Light that follows you", detail: "Lamps warm up as the sun goes down.", symbol: "sun.haze"),
    Tip(id: 1, heading: "Scenes in one tap", detail: "Reading, dinner, movie night.", symbol: "sparkles"),
    Tip(id: 2, heading: "Quiet hours", detail: "Nothing turns on while you sleep.", symbol: "moon.zzz"),
  ]

  var body: some View {
    VStack {
      HStack {
        Spacer()
        Button("Skip") { hasSeenWelcome = true }
      }
      .padding()
      TabView(selection: $page) {
        if !hasSeenWelcome {
          ForEach(tips) { tip in
            TipPage(tip: tip).tag(tip.id)
          }
          FinishPage { hasSeenWelcome = true }.tag(3)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
      HStack(spacing: 8) {
        ForEach(0..<4) { index in
          Capsule()
            .fill(index == page ? Color.yellow : Color.gray.opacity(0.3))
            .frame(width: 18, height: 6)
        }
      }
      .padding(.bottom, 24)
    }
  }
}

/// One tip, its symbol over its heading and detail.
struct TipPage: View {
  let tip: Tip

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: tip.symbol)
        .font(.system(size: 60))
      Text(tip.heading)
        .font(.largeTitle.bold())
      Text(tip.detail)
        .foregroundStyle(.secondary)
    }
    .multilineTextAlignment(.center)
    .padding(.horizontal, 24)
  }
}

/// The last page: where the user starts.
struct FinishPage: View {
  let onFinish: () -> Void

  var body: some View {
    VStack(spacing: 20) {
      Text("You're all set")
        .font(.largeTitle.bold())
      Text("Lumen is ready when you are.")
        .foregroundStyle(.secondary)
      Button("Start", action: onFinish)
        .buttonStyle(.borderedProminent)
    }
  }
}
