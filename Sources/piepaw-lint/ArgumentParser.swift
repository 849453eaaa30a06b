/// A small command-line parser: `--name value`, `--name=value`, flags, `--` and positional arguments.
struct ArgumentParser {
  struct Option {
    var name: String
    /// The value's placeholder in help, or nil for a flag.
    var valueName: String?
    /// The accepted values, when the set is closed.
    var allowedValues: [String]?
    var help: String
    var aliases: [String] = []
  }

  struct Parsed: Equatable {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
  }

  enum Failure: Error, Equatable {
    case unknownOption(String)
    case missingValue(String)
    case invalidValue(option: String, value: String, allowed: [String])
    case unexpectedValue(String)

    var message: String {
      switch self {
      case .unknownOption(let option): "unknown option '\(option)'; see 'piepaw-lint --help'"
      case .missingValue(let option): "option '\(option)' needs a value"
      case .invalidValue(let option, let value, let allowed):
        "invalid value '\(value)' for '\(option)'; expected one of: \(allowed.joined(separator: ", "))"
      case .unexpectedValue(let option): "option '\(option)' takes no value"
      }
    }
  }

  var options: [Option]

  func parse(_ arguments: [String]) throws(Failure) -> Parsed {
    var parsed = Parsed()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let option = option(named: name) else { throw .unknownOption(name) }
      guard option.valueName != nil else {
        if inlineValue != nil { throw .unexpectedValue(name) }
        parsed.flags.insert(option.name)
        continue
      }
      var value = inlineValue
      if value == nil, index < arguments.count {
        value = arguments[index]
        index += 1
      }
      guard let value else { throw .missingValue(name) }
      if let allowed = option.allowedValues, !allowed.contains(value) {
        throw .invalidValue(option: option.name, value: value, allowed: allowed)
      }
      parsed.values[option.name] = value
    }
    return parsed
  }

  private func option(named name: String) -> Option? {
    options.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// `--format=json` → (`--format`, `json`).
  private func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The options part of a help text, aligned.
  func helpLines() -> String {
    let heads = options.map { option in
      let names = ([option.name] + option.aliases).joined(separator: ", ")
      guard let valueName = option.valueName else { return names }
      return names + " " + (option.allowedValues?.joined(separator: "|") ?? valueName)
    }
    let width = (heads.map(\.count).max() ?? 0) + 2
    return zip(heads, options).map { head, option in
      "  " + head + String(repeating: " ", count: width - head.count) + option.help
    }.joined(separator: "\n")
  }
}

extension ArgumentParser {
  /// What a subcommand does with its arguments: run, or stop with an exit code (a bad flag, or `--help` shown).
  enum Outcome {
    case run(Parsed)
    case exit(ExitCode)
  }

  /// Parses `arguments` for a subcommand: a parse error is one line on stderr and exit 2; `--help` prints
  /// `help` and exits 0.
  func parse(_ arguments: [String], help: String, console: Console) -> Outcome {
    do {
      let parsed = try parse(arguments)
      guard !parsed.flags.contains("--help") else {
        console.writeOut(help + "\n")
        return .exit(.clean)
      }
      return .run(parsed)
    } catch {
      console.fail(error.message)
      return .exit(.usage)
    }
  }
}
