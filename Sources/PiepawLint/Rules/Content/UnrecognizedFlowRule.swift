/// A pager or page view controller in the code from which no flow could be read.
struct UnrecognizedFlowRule: Rule {
  static let description = RuleDescription(
    identifier: "unrecognized-flow",
    name: "Unrecognized flow",
    summary: "The code pages (a page-style `TabView`, a `UIPageViewController`) but no flow could be read from it.",
    rationale: """
      Every content rule checks the flows PiepawLint finds. When a pager's pages come from somewhere it cannot \
      read — loaded at run time, built by a helper, a shape it does not know — those rules check nothing, and a \
      clean run would mean "not checked", not "no problems". This note says what was seen, so you can write the \
      pages as an array literal, an enum with `switch self` fields or literal tagged children, or name the model \
      in the configuration's `model`. `piepaw-lint flows` shows what was recognised.
      """,
    area: .content,
    defaultSeverity: .note,
    triggeringExamples: [
      .swift(
        """
        import SwiftUI

        struct IntroPager: View {
          @StateObject var store = PageStore()
          @State var page = 0

          var body: some View {
            ↓TabView(selection: $page) {
              ForEach(store.remotePages) { remote in
                RemotePageView(remote: remote).tag(remote.position)
              }
            }
            .tabViewStyle(.page)
          }
        }

        """)
    ],
    nonTriggeringExamples: [
      ExampleApp.app(),
      // A tab bar is not a pager.
      .swift(
        """
        import SwiftUI

        struct MainTabs: View {
          var body: some View {
            TabView {
              HomeScreen().tabItem { Label("Home", systemImage: "house") }
              SettingsScreen().tabItem { Label("Settings", systemImage: "gear") }
            }
          }
        }

        """),
    ])

  static func notRead(_ seen: String) -> String {
    "Found \(seen) but could not read its pages, so no content rule checks them; write them as an array literal of "
      + "a page model, an enum with `switch self` fields or tagged child views (`piepaw-lint flows` shows what was "
      + "recognised)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.unrecognizedFlows.map { Finding(location: $0.location, message: Self.notRead($0.seen)) }
  }
}
