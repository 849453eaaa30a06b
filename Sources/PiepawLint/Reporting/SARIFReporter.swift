import Foundation

/// SARIF 2.1.0 for GitHub code scanning (DESIGN.md, "SARIF"): every rule in `rules[]`, results with
/// repository-relative `%SRCROOT%` URIs, UTF-16 columns and our own line-hash fingerprints.
public struct SARIFReporter: Reporter {
  public var rules: [RuleDescription]
  /// Artifact URIs are relative to this folder (the repository root).
  public var repositoryRoot: String
  /// The text of a 1-based line of a file, for fingerprints; nil when it cannot be read.
  public var sourceLine: @Sendable (String, Int) -> String?

  public init(
    rules: [RuleDescription], repositoryRoot: String, sourceLine: @escaping @Sendable (String, Int) -> String?
  ) {
    self.rules = rules
    self.repositoryRoot = repositoryRoot
    self.sourceLine = sourceLine
  }

  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

  public func render(_ report: LintReport, context: ReportContext) -> String {
    let log = JSONOutput.object([
      ("$schema", .string(Self.schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([run(report)])),
    ])
    return log.rendered() + "\n"
  }

  private func run(_ report: LintReport) -> JSONOutput {
    .object(
      [
        ("tool", .object([("driver", driver())])),
        ("automationDetails", .object([("id", .string("piepaw-lint/"))])),
        (
          "originalUriBaseIds",
          .object([("%SRCROOT%", .object([("uri", .string(Self.fileURI(directory: repositoryRoot)))]))])
        ),
        ("columnKind", .string("utf16CodeUnits")),
        ("invocations", .array([invocation(report)])),
        ("results", .array(results(report))),
      ] + notShownProperties(report.notShownCount))
  }

  /// `FindingsCap`'s count, machine-readable: on the run the total, on each entry standing for unlisted findings
  /// its own count.
  private func notShownProperties(_ count: Int, key: String = "findingsNotShown") -> [(String, JSONOutput)] {
    count == 0 ? [] : [("properties", .object([(key, .integer(count))]))]
  }

  private func driver() -> JSONOutput {
    .object([
      ("name", .string(ToolInfo.name)),
      ("version", .string(ToolInfo.version)),
      ("semanticVersion", .string(ToolInfo.version)),
      ("informationUri", .string(ToolInfo.informationURI)),
      ("rules", .array(rules.map(ruleDescriptor))),
    ])
  }

  private func ruleDescriptor(_ rule: RuleDescription) -> JSONOutput {
    .object([
      ("id", .string(rule.identifier)),
      ("name", .string(Self.pascalCase(rule.identifier))),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.summary + " " + rule.rationale))])),
      ("helpUri", .string(ToolInfo.informationURI + "/blob/main/rules/\(rule.identifier).md")),
      (
        "help",
        .object([
          ("text", .string(RuleDocumentation.plainText(for: rule))),
          ("markdown", .string(RuleDocumentation.markdown(for: rule))),
        ])
      ),
      ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])),
      (
        "properties",
        .object([
          ("tags", .array([.string(rule.area.rawValue), .string("onboarding")])),
          ("precision", .string("very-high")),
          ("problem.severity", .string(Self.problemSeverity(rule.defaultSeverity))),
        ])
      ),
    ])
  }

  /// Unreadable inputs are also tool problems: GitHub shows them on the tool status page.
  private func invocation(_ report: LintReport) -> JSONOutput {
    let notifications = report.diagnostics.filter { $0.ruleID == "invalid-input" }.map { diagnostic in
      JSONOutput.object([
        ("level", .string("warning")),
        ("message", .object([("text", .string(diagnostic.message))])),
        ("locations", .array([location(diagnostic.location)])),
      ])
    }
    return .object([
      ("executionSuccessful", .boolean(true)),
      ("toolExecutionNotifications", .array(notifications)),
    ])
  }

  private func results(_ report: LintReport) -> [JSONOutput] {
    var occurrences: [String: Int] = [:]
    // One hash per rule and line: a one-line file of 8 MiB with 100 findings on its line is hashed once.
    var hashes: [String: String] = [:]
    return report.diagnostics.map { diagnostic in
      let key = diagnostic.location.line.map { "\(diagnostic.ruleID)\u{0}\(diagnostic.location.file)\u{0}\($0)" }
      let hash = key.flatMap { hashes[$0] } ?? lineHash(diagnostic)
      if let key { hashes[key] = hash }
      occurrences[hash, default: 0] += 1
      var members: [(String, JSONOutput)] = [("ruleId", .string(diagnostic.ruleID))]
      if let index = rules.firstIndex(where: { $0.identifier == diagnostic.ruleID }) {
        members.append(("ruleIndex", .integer(index)))
      }
      members += [
        ("level", .string(Self.level(diagnostic.severity))),
        ("message", .object([("text", .string(diagnostic.message))])),
        ("locations", .array([location(diagnostic.location)])),
        ("partialFingerprints", .object([("primaryLocationLineHash", .string("\(hash):\(occurrences[hash]!)"))])),
      ]
      return .object(members + notShownProperties(diagnostic.notShown, key: "notShown"))
    }
  }

  private func location(_ location: SourceLocation) -> JSONOutput {
    var region: [(String, JSONOutput)] = [("startLine", .integer(location.line ?? 1))]
    if let column = location.utf16Column, location.line != nil { region.append(("startColumn", .integer(column))) }
    return .object([
      (
        "physicalLocation",
        .object([
          (
            "artifactLocation",
            .object([
              ("uri", .string(Self.percentEncoded(RelativePath.from(repositoryRoot, to: location.file)))),
              ("uriBaseId", .string("%SRCROOT%")),
            ])
          ),
          ("region", .object(region)),
        ])
      )
    ])
  }

  /// A fingerprint from the rule, the file and the finding's line text (trimmed), not the line number, so it
  /// survives unrelated lines moving. Whole-file findings hash the message instead; the entry counting findings not
  /// listed hashes a fixed text, so its alert stays one alert as the count changes.
  private func lineHash(_ diagnostic: Diagnostic) -> String {
    let path = RelativePath.from(repositoryRoot, to: diagnostic.location.file)
    let anchor =
      diagnostic.notShown > 0
      ? "not shown"
      : diagnostic.location.line.flatMap { sourceLine(diagnostic.location.file, $0) }.map(Self.trimmingSpaces)
        ?? diagnostic.message
    return FNV1a.hex("\(diagnostic.ruleID)\u{0}\(path)\u{0}\(anchor)")
  }

  /// Without leading and trailing spaces and tabs: what `trimmingCharacters(in: .whitespaces)` gives (CoreFoundation's
  /// set: tab, the `Zs` spaces and U+200B), per scalar, without Foundation's cost on a line of megabytes.
  static func trimmingSpaces(_ line: String) -> String {
    let isSpace = { (scalar: Unicode.Scalar) in
      switch scalar.value {
      case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
      default: false
      }
    }
    let scalars = line.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func problemSeverity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "recommendation"
    }
  }

  /// `duplicate-tag` → `DuplicateTag`.
  static func pascalCase(_ identifier: String) -> String {
    identifier.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// RFC 3986: everything but unreserved characters and `/` is percent-encoded (so `%`, `#`, spaces are safe).
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let isUnreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
      if isUnreserved {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }

  /// `file:///abs/dir/` with a trailing slash, as `originalUriBaseIds` requires.
  static func fileURI(directory: String) -> String {
    "file://" + percentEncoded(directory.hasSuffix("/") ? directory : directory + "/")
  }
}
