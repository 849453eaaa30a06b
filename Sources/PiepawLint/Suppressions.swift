/// Applies `// piepaw-lint:disable…` comments and `"piepaw-lint-disable"` keys to a project's diagnostics.
/// (A directive naming an unknown rule is reported by `invalid-suppression`.)
enum Suppressions {
  /// The project's directives, read once, asked about each finding as its rule makes it (before `FindingsCap`
  /// counts it).
  struct Filter {
    private var ranges: [String: [SuppressedRange]] = [:]

    init(_ project: Project) {
      for file in project.contentFiles where !file.suppressions.isEmpty {
        ranges[file.path] = Suppressions.suppressedRanges(file)
      }
    }

    /// Whether a directive suppresses `ruleID` at `location`.
    func suppresses(_ ruleID: String, at location: SourceLocation) -> Bool {
      guard let line = location.line, let fileRanges = ranges[location.file] else { return false }
      return fileRanges.contains { $0.covers(line: line, ruleID: ruleID) }
    }
  }

  struct SuppressedRange {
    var lines: ClosedRange<Int>
    var ruleIDs: Set<String>

    func covers(line: Int, ruleID: String) -> Bool {
      lines.contains(line) && (ruleIDs.contains(ruleID) || ruleIDs.contains("all"))
    }
  }

  /// `disable-next-line` covers the next line; `disable` … `enable` the lines between (to the end without
  /// `enable`); in a JSON flow, a page's `"piepaw-lint-disable"` covers that page's lines and a top-level one the
  /// whole file.
  private static func suppressedRanges(_ file: ContentFile) -> [SuppressedRange] {
    var ranges: [SuppressedRange] = []
    var open: [String: Int] = [:]
    let pageStarts = file.flows.flatMap(\.pages).compactMap(\.location.line).sorted()
    for directive in file.suppressions.sorted(by: { $0.location < $1.location }) {
      let line = directive.location.line ?? 1
      switch directive.action {
      case .disableNextLine:
        ranges.append(SuppressedRange(lines: (line + 1)...(line + 1), ruleIDs: Set(directive.ruleIDs)))
      case .disable where file.path.hasSuffix(".json"):
        // A page's key covers that page, up to the next page; the top-level key covers the whole file.
        let isPage = pageStarts.contains(line)
        let end = isPage ? (pageStarts.first { $0 > line }.map { $0 - 1 } ?? Int.max) : Int.max
        ranges.append(SuppressedRange(lines: (isPage ? line : 1)...max(line, end), ruleIDs: Set(directive.ruleIDs)))
      case .disable:
        for id in directive.ruleIDs where open[id] == nil { open[id] = line }
      case .enable:
        for id in directive.ruleIDs {
          guard let start = open.removeValue(forKey: id) else { continue }
          ranges.append(SuppressedRange(lines: start...max(start, line), ruleIDs: [id]))
        }
      }
    }
    for (id, start) in open { ranges.append(SuppressedRange(lines: start...Int.max, ruleIDs: [id])) }
    return ranges
  }
}
