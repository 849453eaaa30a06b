import PiepawLint

/// Picks the subcommand from the first argument.
enum PiepawLintCommand {
  static func run(_ arguments: [String], console: Console) -> ExitCode {
    switch arguments.first {
    case "--version", "-V":
      console.writeOut("\(ToolInfo.name) \(ToolInfo.version)\n")
      return .clean
    case "--generate-manual":
      console.writeOut(ManualPage.render())
      return .clean
    case "--generate-completion-script":
      return completionScript(Array(arguments.dropFirst()), console: console)
    case "rules":
      return RulesCommand.run(Array(arguments.dropFirst()), console: console)
    case "explain":
      return ExplainCommand.run(Array(arguments.dropFirst()), console: console)
    case "inspect": return InspectCommand.run(Array(arguments.dropFirst()), console: console)
    case "flows": return FlowsCommand.run(Array(arguments.dropFirst()), console: console)
    case "preview": return PreviewCommand.run(Array(arguments.dropFirst()), console: console)
    case "lint":
      return LintCommand.run(Array(arguments.dropFirst()), console: console)
    default:
      return LintCommand.run(arguments, console: console)
    }
  }

  /// `--generate-completion-script bash|zsh|fish`: what `scripts/install` puts where each shell looks.
  static func completionScript(_ arguments: [String], console: Console) -> ExitCode {
    guard arguments.count == 1, let script = CompletionScript.script(for: arguments[0]) else {
      console.fail(
        "--generate-completion-script takes one shell: \(CompletionScript.shells.joined(separator: ", "))")
      return .usage
    }
    console.writeOut(script)
    return .clean
  }
}
