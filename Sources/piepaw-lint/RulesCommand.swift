import PiepawLint

/// `piepaw-lint rules [--format human|json] [--config FILE]`: every rule with its default severity and whether it is
/// on in the project at hand (`--config`, else the `.piepaw-lint.json` found from the current directory up).
enum RulesCommand {
  static let parser = ArgumentParser(options: [
    .init(name: "--format", valueName: "FORMAT", allowedValues: ["human", "json"], help: "output format"),
    .init(
      name: "--config", valueName: "FILE",
      help: "show the rules as FILE sets them (default: the .piepaw-lint.json of the current directory or above)"),
    .init(name: "--help", help: "show this help", aliases: ["-h"]),
  ])

  static func run(_ arguments: [String], console: Console) -> ExitCode {
    let help = "USAGE: piepaw-lint rules [--format human|json] [--config FILE]\n\n\(parser.helpLines())"
    let parsed: ArgumentParser.Parsed
    switch parser.parse(arguments, help: help, console: console) {
    case .exit(let code): return code
    case .run(let arguments): parsed = arguments
    }
    if let extra = parsed.positionals.first {
      console.fail("'rules' takes no argument (got '\(extra)'); to read one rule: piepaw-lint explain RULE")
      return .usage
    }
    let file = parsed.values["--config"] ?? RuleListing.configurationFile(for: console.workingDirectory)
    let configuration: Configuration
    do {
      configuration = try file.map(LintCommand.loadConfiguration) ?? .default
    } catch {
      console.fail(error.message)
      return .usage
    }
    let shownFile = file.map { RelativePath.from(console.workingDirectory, to: Discovery.absolutePath($0)) }
    let rules = RuleRegistry.all.map { $0.description }
    if parsed.values["--format"] == "json" {
      console.writeOut(RuleListing.json(rules, configuration: configuration, configurationFile: shownFile))
    } else {
      let source = shownFile ?? "none (no .piepaw-lint.json here or above it in the repository): the defaults"
      console.writeOut("Configuration: \(source)\n\n" + RuleListing.table(rules, configuration: configuration))
    }
    return .clean
  }
}

/// `piepaw-lint explain RULE`: the rule's documentation, as in rules/<id>.md.
enum ExplainCommand {
  static func run(_ arguments: [String], console: Console) -> ExitCode {
    guard arguments.count == 1, let identifier = arguments.first, !identifier.hasPrefix("-") else {
      console.writeOut(
        "USAGE: piepaw-lint explain RULE\n\nPrints a rule's documentation; 'piepaw-lint rules' lists them.\n")
      return arguments == ["--help"] || arguments == ["-h"] ? .clean : .usage
    }
    guard let rule = RuleRegistry.rule(withIdentifier: identifier) else {
      console.fail("unknown rule '\(identifier)'\(RuleListing.suggestion(for: identifier)); see 'piepaw-lint rules'")
      return .usage
    }
    console.writeOut(RuleDocumentation.markdown(for: rule.description))
    return .clean
  }
}
