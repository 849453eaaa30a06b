/// A postfix chain as SwiftUI code writes views, modifiers and their values: `Text(page.title).font(.title)`,
/// `VStack(alignment: .leading) { … }.padding()`, `.black.opacity(0.4)`, `Color(red: 1, green: 0, blue: 0)`.
struct SwiftChain {
  /// One link of the chain: a name, its call arguments and its trailing closures.
  struct Segment {
    var name: String
    /// The token index of the name.
    var at: Int
    /// The `(` of the call, when the segment is called.
    var open: Int?
    /// The token ranges inside the trailing closures' braces (`Button { … } label: { … }` has two), with labels.
    var closures: [(label: String?, body: Range<Int>)] = []

    var isCalled: Bool { open != nil || !closures.isEmpty }
  }

  /// A leading `.`: a member of the contextual type (`.white`, `.system(size: 34)`).
  var isImplicit: Bool
  var segments: [Segment]

  /// Reads `range` as a chain, or nil when it is something else (an operator expression, a literal). A subscript
  /// after a name is skipped (`pages[i].title` reads as `pages.title`).
  init?(_ range: Range<Int>, in code: SwiftCode) {
    var index = range.lowerBound
    isImplicit = code.isPunctuation(".", at: index)
    if isImplicit { index += 1 }
    segments = []
    while index < range.upperBound, segments.count < 32 {
      guard let name = code.identifierName(at: index) else { return nil }
      var segment = Segment(name: name, at: index)
      index += 1
      if code.isPunctuation("(", at: index), let close = code.partner(of: index), close < range.upperBound {
        segment.open = index
        index = close + 1
      }
      while index < range.upperBound, code.isPunctuation("[", at: index) { index = code.skippingGroup(at: index) }
      index = Self.closures(from: index, limit: range.upperBound, into: &segment, code)
      segments.append(segment)
      if index == range.upperBound { break }
      // `value?.member`, `value!.member`
      if let token = code.token(at: index), token.kind == .operator(.postfix) { index += 1 }
      if index == range.upperBound { break }
      guard code.isPunctuation(".", at: index) else { return nil }
      index += 1
    }
    guard !segments.isEmpty, index == range.upperBound else { return nil }
  }

  /// `{ … }` after a name or a call, and `label: { … }` after it (multiple trailing closures).
  private static func closures(from start: Int, limit: Int, into segment: inout Segment, _ code: SwiftCode) -> Int {
    var index = start
    if code.isPunctuation("{", at: index), let close = code.partner(of: index), close < limit {
      segment.closures.append((nil, (index + 1)..<close))
      index = close + 1
      while let label = code.identifierName(at: index), code.isPunctuation(":", at: index + 1),
        code.isPunctuation("{", at: index + 2), let end = code.partner(of: index + 2), end < limit
      {
        segment.closures.append((label, (index + 3)..<end))
        index = end + 1
      }
    }
    return index
  }

  /// The names, in order: `["black", "opacity"]`.
  var names: [String] { segments.map(\.name) }
}
