/// The Markdown page of a rule (`rules/<id>.md`, `piepaw-lint explain`, SARIF `help.markdown`), made from its
/// description so the docs cannot drift from the code.
public enum RuleDocumentation {
  public static func markdown(for description: RuleDescription) -> String {
    var lines: [String] = []
    lines.append("# \(description.identifier)")
    lines.append("")
    lines.append("**\(description.name)** · \(description.area.rawValue) · default: \(defaultText(description))")
    lines.append("")
    lines.append(description.summary)
    lines.append("")
    lines.append(description.fix.map { "**Fix:** yes. \($0)" } ?? "**Fix:** no; `--fix` leaves it to you.")
    lines.append("")
    lines.append("## Why it matters")
    lines.append("")
    lines.append(description.rationale)
    lines.append("")
    lines.append("## Options")
    lines.append("")
    lines += optionLines(description)
    lines.append("")
    lines.append("## Triggers (`↓` marks where the finding lands)")
    lines += description.triggeringExamples.flatMap(exampleLines)
    lines.append("")
    lines.append("## Does not trigger")
    lines += description.nonTriggeringExamples.flatMap(exampleLines)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Plain text for terminals and SARIF `help.text`: the summary, the rationale and the options.
  public static func plainText(for description: RuleDescription) -> String {
    var text = "\(description.summary)\n\n\(description.rationale)"
    if !description.options.isEmpty {
      text += "\n\nOptions: "
      text += description.options.map { "\($0.name) (default \($0.defaultValue)): \($0.summary)" }.joined(
        separator: "; ")
    }
    return text
  }

  static func defaultText(_ description: RuleDescription) -> String {
    description.enabledByDefault ? description.defaultSeverity.rawValue : "off"
  }

  private static func optionLines(_ description: RuleDescription) -> [String] {
    guard !description.options.isEmpty else {
      return ["None besides `severity` and `ignore` (globs where its findings are dropped)."]
    }
    var lines = ["| option | default | meaning |", "| --- | --- | --- |"]
    for option in description.options {
      lines.append("| `\(option.name)` | `\(option.defaultValue)` | \(option.summary) |")
    }
    let example = description.options.map { "\"\($0.name)\": \($0.defaultValue)" }.joined(separator: ", ")
    lines += [
      "", "```json",
      "{\"rules\": {\"\(description.identifier)\": {\"severity\": "
        + "\"\(description.defaultSeverity.rawValue)\", \(example)}}}", "```",
    ]
    return lines
  }

  private static func exampleLines(_ example: RuleExample) -> [String] {
    var lines: [String] = []
    if !example.options.isEmpty {
      let options = example.options.sorted { $0.key < $1.key }.map { "`\($0.key)`: \($0.value)" }
      lines += ["", "With the options " + options.joined(separator: ", ") + ":"]
    }
    for file in example.files {
      if let target = RuleExample.symlinkTarget(file.text) {
        lines += ["", "`\(file.path)`: a symlink to `\(target)`"]
        continue
      }
      lines += ["", "`\(file.path)`:", "", "```\(fence(for: file.path))"]
      lines += file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      lines.append("```")
    }
    for path in example.fileFindings { lines += ["", "Reported: `\(path)`"] }
    return lines
  }

  private static func fence(for path: String) -> String {
    if path.hasSuffix(".swift") { return "swift" }
    if path.hasSuffix(".json") { return "json" }
    if path.hasSuffix(".plist") || path.hasSuffix(".storyboard") { return "xml" }
    return ""
  }
}
