import PiepawLint

/// `piepaw-lint rules [--format human|json]`: every rule with its default severity and whether it is on.
enum RulesCommand {
  static let parser = ArgumentParser(options: [
    .init(name: "--format", valueName: "FORMAT", allowedValues: ["human", "json"], help: "output format"),
    .init(name: "--help", help: "show this help", aliases: ["-h"]),
  ])

  static func run(_ arguments: [String], console: Console) -> ExitCode {
    let help = "USAGE: piepaw-lint rules [--format human|json]\n\n\(parser.helpLines())"
    let parsed: ArgumentParser.Parsed
    switch parser.parse(arguments, help: help, console: console) {
    case .exit(let code): return code
    case .run(let arguments): parsed = arguments
    }
    if let extra = parsed.positionals.first {
      console.fail("'rules' takes no argument (got '\(extra)'); to read one rule: piepaw-lint explain RULE")
      return .usage
    }
    let rules = RuleRegistry.all.map { $0.description }
    console.writeOut(parsed.values["--format"] == "json" ? RuleListing.json(rules) : RuleListing.table(rules))
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
