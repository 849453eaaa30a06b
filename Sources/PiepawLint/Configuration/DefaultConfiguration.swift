/// The built-in defaults written as a configuration file (`rules/default.piepaw-lint.json`), for users to copy.
/// A test keeps the committed file equal to this.
public enum DefaultConfiguration {
  public static func json(rules: [RuleDescription]) -> String {
    let settings = rules.map { rule -> (String, JSONOutput) in
      let severity = JSONOutput.string(RuleDocumentation.defaultText(rule))
      guard !rule.options.isEmpty else { return (rule.identifier, severity) }
      return (
        rule.identifier, .object([("severity", severity)] + rule.options.map { ($0.name, $0.defaultValue.jsonOutput) })
      )
    }
    return JSONOutput.object([
      ("include", .array([])),
      ("exclude", .array([])),
      // No model: page models and their fields are inferred (the configuration may name them).
      ("model", .object([])),
      ("rules", .object(settings)),
      ("assets", .object([])),
      ("limits", .object(InputLimits.keys.map { ($0.name, .integer(InputLimits()[keyPath: $0.path])) })),
    ]).rendered() + "\n"
  }
}
