import SwiftUI

/// A tip the welcome pager shows, one a page.
struct Tip: Identifiable {
  let id: Int
  let heading: LocalizedStringKey
  let detail: LocalizedStringKey
  let symbol: String
}
