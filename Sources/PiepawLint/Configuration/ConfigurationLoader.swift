import Foundation

/// Reads `.piepaw-lint.json`. Every unknown key, unknown rule id, unknown option and wrongly typed value is an
/// error naming the key and its position: a misspelt setting must never be silently ignored.
public enum ConfigurationLoader {
  public static let fileName = ".piepaw-lint.json"

  static let topLevelKeys = [
    "include", "exclude", "rules", "model", "assets", "limits", "progressCapsules", "localization",
  ]
  static let localizationKeys = ["wrappers"]
  static let modelKeys = ["type", "title", "description", "background", "icon", "tag"]
  static let severityNames = ["off", "note", "warning", "error"]
  /// The most progress capsules a configuration may claim (no onboarding comes near it).
  static let maximumCapsules = 1000

  /// Loads the file at `path`; `rules` are the known rules (ids and options).
  ///
  /// `lintRoot` is the folder the file was found in or above, when it was found rather than named: then it is read
  /// only under the symlink policy of every other input (`LinkScope`): a regular file, or a symlink to one inside
  /// the lint root. A file the user named (`--config`, nil here) is theirs to choose and may lie anywhere, but it is
  /// read the same safe way: only a regular file (a FIFO or `/dev/stdin` is refused, never waited on), at most
  /// `maximumBytes`.
  public static func load(path: String, rules: [RuleDescription], lintRoot: String? = nil) throws(ConfigurationError)
    -> Configuration
  {
    if let lintRoot, let refusal = refusal(LinkScope(root: lintRoot).entry(path)) {
      throw ConfigurationError(refusal, at: SourceLocation(file: path))
    }
    let source: String
    switch TextFile.read(path, maximumBytes: maximumBytes) {
    case .success(let text): source = text
    case .failure(let problem): throw ConfigurationError(problem.message, at: problem.location)
    }
    return try parse(source, path: path, rules: rules)
  }

  /// Loads the file `--config` names (absolute), for a run over `lintPaths` (absolute). The user chose it, so it
  /// may lie anywhere — but a file inside a folder being linted is repository content whoever names it (a pull
  /// request can turn `.piepaw-lint.json` into a link to a token file, and CI names that path), so there it is read
  /// under the same symlink policy as a configuration found in the tree. A lint path that is a file counts as the
  /// project folder that holds it.
  public static func load(namedPath path: String, lintPaths: [String], rules: [RuleDescription])
    throws(ConfigurationError) -> Configuration
  {
    let folders = lintPaths.map { FileType.ofTarget($0) == .directory ? $0 : Discovery.enclosingProjectRoot(of: $0) }
    // The outermost: a link may lead anywhere inside what is linted.
    let enclosing = folders.filter { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }.min { $0.count < $1.count }
    return try load(path: path, rules: rules, lintRoot: enclosing)
  }

  /// Why a configuration found in the tree is not read; nil for a regular file (or a link to one inside the root).
  static func refusal(_ entry: LinkScope.Entry) -> String? {
    switch entry {
    case .file, .missing: nil
    case .directory: "The configuration is a folder, not a file; replace it with the JSON file."
    case .linkOutside:
      "The configuration is a symlink that points outside the lint root, so it is not read; replace it with the "
        + "file itself (a configuration outside the linted folders can be named with --config)."
    case .linkDangling:
      "The configuration is a symlink that does not lead anywhere (its target is missing, or it loops); remove it "
        + "or replace it with the file."
    case .special(let kind):
      "The configuration is \(kind), not a regular file, so it is not read; replace it with the file itself."
    }
  }

  /// A configuration is a few KiB; larger files are refused.
  public static let maximumBytes = 1 << 20

  public static func parse(_ source: String, path: String, rules: [RuleDescription]) throws(ConfigurationError)
    -> Configuration
  {
    let root: JSONNode
    switch JSONReader.parse(source, file: path) {
    case .success(let node): root = node
    case .failure(let error): throw ConfigurationError(syntaxMessage(error), at: error.location)
    }
    let members = try object(root, what: "the configuration")
    var configuration = Configuration()
    configuration.directory = (path as NSString).deletingLastPathComponent
    var wrappers: Set<String> = []
    for member in members {
      switch member.key {
      case "include": configuration.include = try globs(member)
      case "exclude": configuration.exclude = try globs(member)
      case "rules": configuration.rules = try ruleSettings(member.value, rules: rules)
      case "model": configuration.schema = try schema(member.value)
      case "localization": wrappers = try localizationWrappers(member.value)
      case "assets": configuration.assets = try assetExpectations(member.value)
      case "limits": configuration.limits = try limits(member.value)
      case "progressCapsules":
        guard let count = member.value.intValue, (1...maximumCapsules).contains(count) else {
          throw ConfigurationError(
            "'progressCapsules' must be a whole number from 1 to \(maximumCapsules); found "
              + valueDescription(member.value), at: member.value.location)
        }
        configuration.progressCapsules = CapsuleCount(count: .literal(count), location: member.value.location)
      default: throw unknownKey(member, among: topLevelKeys, in: "the configuration")
      }
    }
    configuration.schema.localizationWrappers = wrappers
    return configuration
  }

  /// What the reader says of a configuration that is not JSON, without the file's own words: a file read as
  /// configuration may be anything (`--config` naming a link to a token file), so the message names the position
  /// (the error's location) and what was expected, never the bare word or member name found there. What the
  /// reader quotes otherwise is one character at most; the message is cut short all the same.
  static func syntaxMessage(_ error: JSONSyntaxError) -> String {
    var message = error.message
    var hint = error.hint
    if message.hasSuffix("is not a JSON value") { message = "a bare word is not a JSON value" }
    if let name = message.range(of: "after the member name \""),
      let end = message.range(of: "\", found", range: name.upperBound..<message.endIndex)
    {
      message.replaceSubrange(name.lowerBound..<end.upperBound, with: "after a member name, found")
      hint = "write \"name\": value"
    }
    return (message.count <= 200 ? message : message.prefix(200) + "…") + "; " + hint
  }

  private static func object(_ node: JSONNode, what: String) throws(ConfigurationError) -> [JSONMember] {
    guard let members = node.objectMembers else {
      throw ConfigurationError("\(what) must be an object; found \(node.kindDescription)", at: node.location)
    }
    if let duplicate = node.duplicateMembers.first {
      throw ConfigurationError("\(quoted(duplicate.key)) is set twice; keep one", at: duplicate.keyLocation)
    }
    return members
  }

  private static func quoted(_ text: String) -> String { ConfigurationError.quoted(text) }

  private static func unknownKey(_ member: JSONMember, among known: [String], in what: String) -> ConfigurationError {
    let hint = NearestName.find(member.key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
    return ConfigurationError(
      "unknown key \(quoted(member.key)) in \(what)\(hint); known keys: \(known.joined(separator: ", "))",
      at: member.keyLocation)
  }

  private static func string(_ node: JSONNode, key: String) throws(ConfigurationError) -> String {
    guard let value = node.stringValue else {
      throw ConfigurationError("\(quoted(key)) must be a string; found \(node.kindDescription)", at: node.location)
    }
    return value
  }

  private static func globs(_ member: JSONMember) throws(ConfigurationError) -> [Glob] {
    guard let elements = member.value.arrayElements else {
      throw ConfigurationError(
        "'\(member.key)' must be an array of glob strings; found \(member.value.kindDescription)",
        at: member.value.location)
    }
    var globs: [Glob] = []
    for element in elements {
      let pattern = try string(element, key: member.key)
      if let problem = globProblem(pattern) {
        throw ConfigurationError("'\(member.key)' pattern \(quoted(pattern)) \(problem)", at: element.location)
      }
      globs.append(Glob(pattern))
    }
    return globs
  }

  /// Why a pattern can match nothing (or everything) by mistake; nil for a usable one.
  static func globProblem(_ pattern: String) -> String? {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
    if parts.isEmpty {
      return "names no path; write a folder or file pattern such as \"Pods/**\" or \"*.generated.swift\""
    }
    if parts.contains("..") {
      return "cannot match: patterns are relative to the configuration's folder, and nothing below it is \"..\""
    }
    for part in parts {
      guard let open = part.firstIndex(of: "[") else { continue }
      guard let close = part[part.index(after: open)...].firstIndex(of: "]") else {
        return "has a '[' without its ']'; close the class, as in \"[ab]\" (a literal '[' is \"[[]\"), or match any "
          + "one character with '?'"
      }
      let members = part[part.index(after: open)..<close].drop { $0 == "!" || $0 == "^" }
      if members.isEmpty {
        return "has an empty class '[]', which matches nothing; list its characters, as in \"[ab]\""
      }
    }
    return nil
  }

  private static func ruleSettings(_ node: JSONNode, rules: [RuleDescription]) throws(ConfigurationError)
    -> [String: Configuration.RuleSetting]
  {
    var settings: [String: Configuration.RuleSetting] = [:]
    for member in try object(node, what: "'rules'") {
      guard let rule = rules.first(where: { $0.identifier == member.key }) else {
        let hint = NearestName.find(member.key, among: rules.map(\.identifier)).map { " (did you mean '\($0)'?)" }
        throw ConfigurationError(
          "unknown rule \(quoted(member.key))\(hint ?? ""); 'piepaw-lint rules' lists them", at: member.keyLocation)
      }
      settings[rule.identifier] = try ruleSetting(member.value, rule: rule)
    }
    return settings
  }

  /// `"off"`, a severity name, or `{"severity": …, "<option>": …}`.
  private static func ruleSetting(_ node: JSONNode, rule: RuleDescription) throws(ConfigurationError)
    -> Configuration.RuleSetting
  {
    if node.stringValue != nil { return .init(severity: try severity(node, rule: rule)) }
    guard node.objectMembers != nil else {
      throw ConfigurationError(
        "'\(rule.identifier)' must be a severity (\(severityNames.joined(separator: ", "))) or an object; found "
          + node.kindDescription, at: node.location)
    }
    var setting = Configuration.RuleSetting()
    for member in try object(node, what: "'\(rule.identifier)'") {
      if member.key == "severity" {
        setting.severity = try severity(member.value, rule: rule)
      } else if member.key == "ignore" {
        setting.ignore = try globs(member)
      } else if let option = rule.options.first(where: { $0.name == member.key }) {
        setting.options[option.name] = try optionValue(member.value, option: option, rule: rule)
      } else {
        throw unknownKey(member, among: ["severity", "ignore"] + rule.options.map(\.name), in: "'\(rule.identifier)'")
      }
    }
    return setting
  }

  private static func severity(_ node: JSONNode, rule: RuleDescription) throws(ConfigurationError)
    -> ConfiguredSeverity
  {
    let name = try string(node, key: "severity")
    if name == "off" { return .off }
    guard let severity = Severity(rawValue: name) else {
      let hint = NearestName.find(name, among: severityNames).map { " (did you mean '\($0)'?)" } ?? ""
      throw ConfigurationError(
        "invalid severity \(quoted(name)) for '\(rule.identifier)'\(hint); use one of: "
          + severityNames.joined(separator: ", "), at: node.location)
    }
    return .severity(severity)
  }

  /// A value of the same type as the option's default.
  private static func optionValue(_ node: JSONNode, option: RuleOption, rule: RuleDescription)
    throws(ConfigurationError) -> OptionValue
  {
    let value: OptionValue? =
      switch option.defaultValue {
      case .integer: node.intValue.map(OptionValue.integer)
      case .number: node.numberValue.flatMap { $0.double.isFinite ? OptionValue.number($0.double) : nil }
      case .string: node.stringValue.map(OptionValue.string)
      case .boolean: node.boolValue.map(OptionValue.boolean)
      }
    guard let value else {
      throw ConfigurationError(
        "'\(option.name)' of '\(rule.identifier)' must be \(typeName(option.defaultValue)); found \(node.kindDescription)",
        at: node.location)
    }
    if let problem = option.validate(value) {
      throw ConfigurationError("'\(option.name)' of '\(rule.identifier)': \(problem)", at: node.location)
    }
    return value
  }

  private static func typeName(_ value: OptionValue) -> String {
    switch value {
    case .integer: "an integer"
    case .number: "a number"
    case .string: "a string"
    case .boolean: "true or false"
    }
  }

  private static func schema(_ node: JSONNode) throws(ConfigurationError) -> ContentSchema {
    var schema = ContentSchema()
    var labels: [String: String] = [:]
    for member in try object(node, what: "'model'") {
      guard modelKeys.contains(member.key) else { throw unknownKey(member, among: modelKeys, in: "'model'") }
      let value = try string(member.value, key: member.key)
      guard SwiftIdentifier.isValid(value) else {
        throw ConfigurationError(
          "'\(member.key)' must be a Swift identifier; found \(quoted(value))", at: member.value.location)
      }
      if member.key != "type" {
        // One label cannot be two fields: the first would win, and the other field would silently read nothing.
        if let other = labels.updateValue(member.key, forKey: value) {
          throw ConfigurationError(
            "'\(member.key)' names the label \(quoted(value)), which '\(other)' already names; give each field its own "
              + "label", at: member.value.location)
        }
      }
      switch member.key {
      case "type": schema.modelType = value
      case "title": schema.titleLabel = value
      case "description": schema.descriptionLabel = value
      case "background": schema.backgroundLabel = value
      case "icon": schema.iconLabel = value
      default: schema.tagLabel = value
      }
    }
    return schema
  }

  /// `"localization": {"wrappers": ["Loc", "Strings.text"]}`: functions whose first string argument is a key.
  private static func localizationWrappers(_ node: JSONNode) throws(ConfigurationError) -> Set<String> {
    var wrappers: Set<String> = []
    for member in try object(node, what: "'localization'") {
      guard localizationKeys.contains(member.key) else {
        throw unknownKey(member, among: localizationKeys, in: "'localization'")
      }
      guard let elements = member.value.arrayElements else {
        throw ConfigurationError(
          "'wrappers' must be an array of function names; found \(member.value.kindDescription)",
          at: member.value.location)
      }
      for element in elements {
        let name = try string(element, key: "wrappers")
        guard !name.isEmpty,
          name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({
            SwiftIdentifier.isValid(String($0))
          })
        else {
          throw ConfigurationError(
            "a wrapper must be a Swift function name or dotted path (`Loc`, `Strings.text`); found \(quoted(name))",
            at: element.location)
        }
        wrappers.insert(name)
      }
    }
    return wrappers
  }

  private static func limits(_ node: JSONNode) throws(ConfigurationError) -> InputLimits {
    var limits = InputLimits()
    for member in try object(node, what: "'limits'") {
      guard let key = InputLimits.keys.first(where: { $0.name == member.key }) else {
        throw unknownKey(member, among: InputLimits.keys.map(\.name), in: "'limits'")
      }
      guard let value = member.value.intValue, key.range.contains(value) else {
        throw ConfigurationError(
          "'limits.\(key.name)' must be a whole number from \(key.range.lowerBound) to \(key.range.upperBound) "
            + "(\(key.unit)); found \(valueDescription(member.value))", at: member.value.location)
      }
      limits[keyPath: key.path] = value
    }
    return limits
  }

  /// A value as a message shows it: a number as written (cut short), anything else by its kind.
  static func valueDescription(_ node: JSONNode) -> String {
    guard let number = node.numberValue else { return node.kindDescription }
    return number.raw.count <= 32 ? number.raw : String(number.raw.prefix(32)) + "…"
  }

  private static func assetExpectations(_ node: JSONNode) throws(ConfigurationError) -> [AssetExpectation] {
    var expectations: [AssetExpectation] = []
    for member in try object(node, what: "'assets'") {
      guard !member.key.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ConfigurationError(
          "an asset in 'assets' has an empty name; use its catalog name or symbol, such as \"logoPet\"",
          at: member.keyLocation)
      }
      var expectation = AssetExpectation(asset: member.key, location: member.keyLocation)
      let fields = try object(member.value, what: quoted(member.key))
      guard !fields.isEmpty else {
        throw ConfigurationError(
          "\(quoted(member.key)) in 'assets' expects nothing; set \"aspectRatio\" or \"minPixels\", or remove it",
          at: member.value.location)
      }
      for field in fields {
        guard ["aspectRatio", "minPixels"].contains(field.key) else {
          throw unknownKey(field, among: ["aspectRatio", "minPixels"], in: quoted(member.key))
        }
        let text = try string(field.value, key: field.key)
        if field.key == "aspectRatio" {
          guard let ratio = AspectRatio(text), ratio.tallness <= AssetExpectation.largestTallness else {
            throw ConfigurationError(
              "'aspectRatio' must look like \"1:1\" or \"19.5:9\" (at most \(Int(AssetExpectation.largestTallness)):1); "
                + "found \(quoted(text))", at: field.value.location)
          }
          expectation.aspectRatio = ratio
        } else {
          guard let size = PixelSize(text), max(size.width, size.height) <= AssetExpectation.largestSide else {
            throw ConfigurationError(
              "'minPixels' must look like \"240x240\" (sides 1 to \(AssetExpectation.largestSide)); found \(quoted(text))",
              at: field.value.location)
          }
          expectation.minimumPixels = size
        }
      }
      expectations.append(expectation)
    }
    return expectations
  }
}

/// Whether a string is a plain Swift identifier (for model type and field labels).
enum SwiftIdentifier {
  static func isValid(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }
}
