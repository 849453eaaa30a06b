/// `EXCLUDED_SOURCE_FILE_NAMES` and `INCLUDED_SOURCE_FILE_NAMES` of one build configuration: a file of a build
/// phase is left out of that configuration's build when it matches an excluded pattern and no included one (an
/// app built per customer: `mandanten/*/*` out, `mandanten/$(CUSTOMER)/*` back in).
///
/// As Xcode's build system matches them, a pattern of N `/`-separated components is matched against the last N
/// components of the file's path, `*` and `?` staying within one component.
struct SourceFileNameFilter: Hashable, Sendable {
  var excluded: [String]
  var included: [String]

  func excludes(_ path: String) -> Bool {
    Self.matchesAny(excluded, path) && !Self.matchesAny(included, path)
  }

  private static func matchesAny(_ patterns: [String], _ path: String) -> Bool {
    let components = path.split(separator: "/")
    return patterns.contains { pattern in
      let count = pattern.split(separator: "/").count
      guard count > 0, count <= components.count else { return false }
      return Glob(pattern).matches(components.suffix(count).joined(separator: "/"))
    }
  }

  /// The filter of one configuration from its settings and the project's configuration of the same name, with
  /// `$(inherited)` and `$(NAME)` of either expanded; nil where nothing is excluded. A pattern that names a
  /// setting neither defines is left out: what it matches is not known.
  static func read(target: [String: [String]], project: [String: [String]]) -> SourceFileNameFilter? {
    func list(_ key: String) -> [String] {
      let own = target[key] ?? project[key] ?? []
      return own.flatMap { item in item == "$(inherited)" || item == "${inherited}" ? project[key] ?? [] : [item] }
        .compactMap { expand($0) }
    }
    // A few substitutions at most: a setting that names itself (`A = $(A)`) must not loop.
    func expand(_ item: String) -> String? {
      var result = item
      for _ in 0..<8 {
        guard let start = result.range(of: "$(") ?? result.range(of: "${") else { return result }
        let close = result[start].hasSuffix("(") ? ")" : "}"
        guard let end = result.range(of: close, range: start.upperBound..<result.endIndex),
          let value = target[String(result[start.upperBound..<end.lowerBound])]
            ?? project[String(result[start.upperBound..<end.lowerBound])], !value.isEmpty
        else { return nil }
        result.replaceSubrange(start.lowerBound..<end.upperBound, with: value.joined(separator: " "))
      }
      return nil
    }
    let excluded = list("EXCLUDED_SOURCE_FILE_NAMES")
    guard !excluded.isEmpty else { return nil }
    return SourceFileNameFilter(excluded: excluded, included: list("INCLUDED_SOURCE_FILE_NAMES"))
  }
}
