import PiepawLint

/// The `piepaw-lint(1)` manual page in roff (`piepaw-lint --generate-manual`), from the subcommands' help texts
/// and option tables and the rules' own descriptions, so it says what `--help` and `explain` say.
enum ManualPage {
  static func render() -> String {
    var lines = [
      ".TH PIEPAW-LINT 1 \"\" \"\(ToolInfo.name) \(ToolInfo.version)\" \"User Commands\"",
      ".SH NAME",
      "piepaw-lint \\- lint the onboarding flow, asset catalogs and images of an iOS app",
      ".SH SYNOPSIS",
    ]
    for command in Subcommand.all {
      lines += [".B piepaw-lint", roff(command.usage), ".br"]
    }
    lines += [".B piepaw-lint", "\\-\\-help | \\-\\-version"]
    lines += [".SH DESCRIPTION", roff(Subcommand.all[0].description)]
    lines += [
      ".PP",
      roff(
        "Findings are printed as file:line:col: severity: message [rule-id]. Each project's .piepaw-lint.json "
          + "(in its root, or the nearest folder above it up to the lint path) sets rule severities and options; "
          + "'piepaw-lint rules' shows them, 'piepaw-lint explain RULE' documents one."),
    ]
    for command in Subcommand.all {
      lines += [".SH \(command.name == "lint" ? "OPTIONS" : "piepaw-lint " + command.name.uppercased())"]
      if command.name != "lint" {
        lines += [roff(command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".")]
      }
      for option in command.parser.options {
        lines += [".TP", optionHead(option), roff(option.help)]
      }
    }
    lines += [
      ".SH EXIT STATUS",
      ".TP", "0", "No error-level finding.",
      ".TP", "1",
      roff("Error-level findings (warnings too with --strict); for inspect, an image that does not decode."),
      ".TP", "2",
      roff("The tool could not do its job as asked: an unknown option, a missing path, an invalid configuration."),
      ".SH ENVIRONMENT",
      ".TP", ".B NO_COLOR", "When set, the human format is never coloured.",
      ".TP", ".B XDG_CACHE_HOME",
      roff("Where image verdicts are cached (piepaw-lint/ below it; default ~/.cache, ~/Library/Caches on macOS)."),
      ".TP", ".B PIEPAW_LIBHEIF", "The libheif library to load for HEIF images, instead of the system's.",
      ".SH RULES",
    ]
    for rule in RuleRegistry.all.map({ $0.description }) {
      let severity = rule.enabledByDefault ? rule.defaultSeverity.rawValue : "off (\(rule.defaultSeverity.rawValue))"
      lines += [".TP", "\\fB\(roff(rule.identifier))\\fR (\(severity))", roff(rule.summary)]
      for option in rule.options {
        lines += [".br", roff("\(option.name) (default \(option.defaultValue)): \(option.summary)")]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func optionHead(_ option: ArgumentParser.Option) -> String {
    let names = ([option.name] + option.aliases).map { "\\fB" + roff($0) + "\\fR" }.joined(separator: ", ")
    guard let valueName = option.valueName else { return names }
    return names + " \\fI" + roff(option.allowedValues?.joined(separator: "|") ?? valueName) + "\\fR"
  }

  /// Text as roff reads it literally: backslashes and hyphens escaped, characters beyond ASCII as `\[uXXXX]`
  /// (troff reads its input as Latin-1), no line starting with a control character.
  static func roff(_ text: some StringProtocol) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where scalar.value > 127:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
    }.joined(separator: "\n")
  }
}
