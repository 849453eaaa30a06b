import PiepawLint

/// What the completion scripts and the manual page know of a subcommand: its name, usage, options and what its
/// positional arguments are.
struct Subcommand {
  enum Operands {
    case paths
    case none
    case ruleID
  }

  var name: String
  var usage: String
  var summary: String
  var parser: ArgumentParser
  var operands: Operands
  /// The help text the command prints for `--help`.
  var help: String

  static let all: [Subcommand] = [
    Subcommand(
      name: "lint", usage: "[lint] [PATH ...] [OPTIONS]",
      summary: "lint the onboarding content, asset catalogs and project settings (the default command)",
      parser: LintCommand.parser, operands: .paths, help: LintCommand.help),
    Subcommand(
      name: "inspect", usage: "inspect PATH ... [OPTIONS]",
      summary: "every image's pixels, points, scale and status, for designers",
      parser: InspectCommand.parser, operands: .paths, help: InspectCommand.help),
    Subcommand(
      name: "flows", usage: "flows [PATH ...] [OPTIONS]",
      summary: "the onboarding flows recognised, with their pages",
      parser: FlowsCommand.parser, operands: .paths, help: FlowsCommand.help),
    Subcommand(
      name: "preview", usage: "preview [PATH ...] [OPTIONS]",
      summary: "a self-contained HTML file that draws every page with its findings",
      parser: PreviewCommand.parser, operands: .paths, help: PreviewCommand.help),
    Subcommand(
      name: "rules", usage: "rules [OPTIONS]",
      summary: "the rules, their defaults and whether each is on for the project at hand",
      parser: RulesCommand.parser, operands: .none, help: ""),
    Subcommand(
      name: "explain", usage: "explain RULE", summary: "a rule's documentation",
      parser: ArgumentParser(options: [.init(name: "--help", help: "show this help", aliases: ["-h"])]),
      operands: .ruleID, help: ""),
  ]

  static var ruleIDs: [String] { RuleRegistry.all.map { $0.description.identifier } }

  /// The first paragraph after the usage line of `help`: what the command does, in the help's own words.
  var description: String {
    let paragraphs = help.components(separatedBy: "\n\n")
    guard paragraphs.count > 1 else { return summary.prefix(1).uppercased() + summary.dropFirst() + "." }
    return paragraphs[1].split(separator: "\n").joined(separator: " ")
  }
}
