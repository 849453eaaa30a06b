import PiepawLint

/// Picks the subcommand from the first argument.
enum PiepawLintCommand {
  static func run(_ arguments: [String], console: Console) -> ExitCode {
    switch arguments.first {
    case "--version", "-V":
      console.writeOut("\(ToolInfo.name) \(ToolInfo.version)\n")
      return .clean
    case "rules":
      return RulesCommand.run(Array(arguments.dropFirst()), console: console)
    case "explain":
      return ExplainCommand.run(Array(arguments.dropFirst()), console: console)
    case "inspect": return InspectCommand.run(Array(arguments.dropFirst()), console: console)
    case "flows": return FlowsCommand.run(Array(arguments.dropFirst()), console: console)
    case "lint":
      return LintCommand.run(Array(arguments.dropFirst()), console: console)
    default:
      return LintCommand.run(arguments, console: console)
    }
  }
}
