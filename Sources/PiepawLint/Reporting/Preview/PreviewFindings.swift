/// Where each finding of a project is shown: under the page it is about, with the flow it is about, with the
/// image set it is about in the gallery, or in the project's list of other findings. Every finding is shown once.
struct FindingPlacement {
  struct PageKey: Hashable {
    var flow: Int
    var page: Int
  }

  private(set) var pages: [PageKey: [Diagnostic]] = [:]
  private(set) var flows: [Int: [Diagnostic]] = [:]
  /// By image set folder.
  private(set) var sets: [String: [Diagnostic]] = [:]
  private(set) var others: [Diagnostic] = []

  /// `translations` are the locations of a page's texts in other languages (string tables): a finding there
  /// is the page's.
  init(
    diagnostics: [Diagnostic], flows: [Flow], translations: [PageKey: [SourceLocation]], setDirectories: [String]
  ) {
    let pageLines = Self.pageLines(flows, translations: translations)
    let pageSpans = Self.pageSpans(flows)
    let flowLines = Self.flowLines(flows)
    let setFolders = setDirectories.sorted { $0.count > $1.count }
    for diagnostic in diagnostics {
      let location = diagnostic.location
      let lineKey = location.line.map { LineKey(file: location.file, line: $0) }
      if let lineKey, let key = pageLines[lineKey] ?? Self.span(containing: lineKey, in: pageSpans) {
        pages[key, default: []].append(diagnostic)
      } else if let lineKey, let flow = flowLines[lineKey] {
        self.flows[flow, default: []].append(diagnostic)
      } else if let folder = setFolders.first(where: { Self.isInside(location.file, $0) }) {
        sets[folder, default: []].append(diagnostic)
      } else {
        others.append(diagnostic)
      }
    }
  }

  func findings(flow: Int, page: Int) -> [Diagnostic] { pages[PageKey(flow: flow, page: page)] ?? [] }
  func findings(flow: Int) -> [Diagnostic] { flows[flow] ?? [] }
  func findings(setDirectory: String) -> [Diagnostic] { sets[setDirectory] ?? [] }

  private struct LineKey: Hashable {
    var file: String
    var line: Int
  }

  /// The lines of each page's declaration, fields and translations.
  private static func pageLines(_ flows: [Flow], translations: [PageKey: [SourceLocation]]) -> [LineKey: PageKey] {
    var lines: [LineKey: PageKey] = [:]
    for (flowIndex, flow) in flows.enumerated() {
      for (pageIndex, page) in flow.pages.enumerated() {
        let key = PageKey(flow: flowIndex, page: pageIndex)
        for location in page.fieldLocations + (translations[key] ?? []) {
          guard let line = location.line else { continue }
          let lineKey = LineKey(file: location.file, line: line)
          if lines[lineKey] == nil { lines[lineKey] = key }
        }
      }
    }
    return lines
  }

  /// The lines between a page's declaration and its last field in the same file, stopping before the next
  /// page's declaration: a model array's `.init(…)` or a JSON page object, for findings between its fields.
  private static func pageSpans(_ flows: [Flow]) -> [String: [(lines: ClosedRange<Int>, key: PageKey)]] {
    var spans: [String: [(lines: ClosedRange<Int>, key: PageKey)]] = [:]
    for (flowIndex, flow) in flows.enumerated() {
      for (pageIndex, page) in flow.pages.enumerated() {
        guard let first = page.location.line else { continue }
        var last = page.fieldLocations.compactMap { $0.file == page.location.file ? $0.line : nil }.max() ?? first
        if pageIndex + 1 < flow.pages.count, let next = flow.pages[pageIndex + 1].location.line,
          flow.pages[pageIndex + 1].location.file == page.location.file, next > first
        {
          last = min(last, next - 1)
        }
        guard last >= first else { continue }
        spans[page.location.file, default: []].append((first...last, PageKey(flow: flowIndex, page: pageIndex)))
      }
    }
    return spans
  }

  private static func span(
    containing line: LineKey, in spans: [String: [(lines: ClosedRange<Int>, key: PageKey)]]
  ) -> PageKey? {
    spans[line.file]?.first { $0.lines.contains(line.line) }?.key
  }

  /// The lines of each flow's own declaration, indicators and last-page checks.
  private static func flowLines(_ flows: [Flow]) -> [LineKey: Int] {
    var lines: [LineKey: Int] = [:]
    for (index, flow) in flows.enumerated() {
      let locations =
        [flow.location] + flow.indicators.map(\.location) + flow.lastPageChecks.map(\.location)
        + [flow.declaredCapsuleCount?.location].compactMap { $0 }
      for location in locations {
        guard let line = location.line else { continue }
        let key = LineKey(file: location.file, line: line)
        if lines[key] == nil { lines[key] = index }
      }
    }
    return lines
  }

  private static func isInside(_ file: String, _ folder: String) -> Bool {
    file == folder || (file.hasPrefix(folder) && file.dropFirst(folder.count).first == "/")
  }
}

extension Page {
  /// Where the page and each of its fields are written.
  var fieldLocations: [SourceLocation] {
    let fields: [SourceLocation?] = [
      location, title?.location, description?.location, background?.location, icon?.location, tag?.location,
    ]
    return fields.compactMap { $0 } + illustrations.map(\.location) + symbols.map(\.name.location)
  }
}
