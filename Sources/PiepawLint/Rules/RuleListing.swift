/// The rule list of `piepaw-lint rules`, as an aligned table or JSON: each rule's default and its setting in the
/// project at hand (`configuration`: its `.piepaw-lint.json`, or the defaults).
public enum RuleListing {
  public static func table(_ rules: [RuleDescription], configuration: Configuration = .default) -> String {
    let rows =
      [["RULE", "DEFAULT", "PROJECT", "AREA", "SUMMARY"]]
      + rules.map {
        [
          $0.identifier, RuleDocumentation.defaultText($0), projectText($0, configuration), $0.area.rawValue,
          $0.summary,
        ]
      }
    return TextTable.render(rows)
  }

  /// `configurationFile` is the configuration's path as shown to the user, or nil for the built-in defaults.
  public static func json(
    _ rules: [RuleDescription], configuration: Configuration = .default, configurationFile: String? = nil
  ) -> String {
    let items = rules.map { rule in
      let severity = configuration.severity(for: rule)
      return JSONOutput.object([
        ("id", .string(rule.identifier)),
        ("name", .string(rule.name)),
        ("area", .string(rule.area.rawValue)),
        ("severity", .string(rule.defaultSeverity.rawValue)),
        ("enabled", .boolean(rule.enabledByDefault)),
        ("summary", .string(rule.summary)),
        ("options", .object(rule.options.map { ($0.name, $0.defaultValue.jsonOutput) })),
        (
          "project",
          .object([
            ("enabled", .boolean(severity != nil)), ("severity", severity.map { .string($0.rawValue) } ?? .null),
          ])
        ),
      ])
    }
    return JSONOutput.object([
      ("configuration", configurationFile.map { .string($0) } ?? .null), ("rules", .array(items)),
    ]).rendered() + "\n"
  }

  /// The severity the rule reports with in the project, or `off`.
  static func projectText(_ rule: RuleDescription, _ configuration: Configuration) -> String {
    configuration.severity(for: rule)?.rawValue ?? "off"
  }

  /// The `.piepaw-lint.json` that applies to `directory`: in it or the nearest folder above it, up to the
  /// repository root (the folder holding `.git`), as `lint` finds a project's; nil when there is none.
  public static func configurationFile(for directory: String) -> String? {
    ConfigurationLookup.configurationFile(from: directory, upTo: SourceLines.repositoryRoot(from: directory))
  }

  /// ` (did you mean 'title-length'?)` when one rule id is close to `identifier`, else empty.
  public static func suggestion(for identifier: String) -> String {
    let ids = RuleRegistry.all.map { $0.description.identifier }
    guard let nearest = NearestName.find(identifier, among: ids) else { return "" }
    return " (did you mean '\(nearest)'?)"
  }
}

extension OptionValue {
  var jsonOutput: JSONOutput {
    switch self {
    case .integer(let value): .integer(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .boolean(let value): .boolean(value)
    }
  }
}

/// Left-aligned columns separated by two spaces; the last column is not padded. Cells are shown through `Visible`
/// (a file name in `inspect`'s table is the repository's text) and measured after it.
public enum TextTable {
  public static func render(_ rows: [[String]]) -> String {
    lines(rows).joined(separator: "\n") + "\n"
  }

  /// The rows as aligned lines without newlines, for callers that put other lines between them.
  public static func lines(_ rows: [[String]]) -> [String] {
    let rows = rows.map { $0.map(Visible.text) }
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }
  }
}
