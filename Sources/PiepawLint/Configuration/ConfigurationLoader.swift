import Foundation

/// Reads `.piepaw-lint.json`. Every unknown key, unknown rule id, unknown option and wrongly typed value is an
/// error naming the key and its position: a misspelt setting must never be silently ignored.
public enum ConfigurationLoader {
  public static let fileName = ".piepaw-lint.json"

  static let topLevelKeys = ["include", "exclude", "rules", "model", "assets", "limits", "progressCapsules"]
  static let modelKeys = ["type", "title", "description", "background", "icon", "tag"]
  static let severityNames = ["off", "note", "warning", "error"]

  /// Loads the file at `path`; `rules` are the known rules (ids and options).
  public static func load(path: String, rules: [RuleDescription]) throws(ConfigurationError) -> Configuration {
    let source: String
    switch TextFile.read(path) {
    case .success(let text): source = text
    case .failure(let problem): throw ConfigurationError(problem.message, at: problem.location)
    }
    return try parse(source, path: path, rules: rules)
  }

  public static func parse(_ source: String, path: String, rules: [RuleDescription]) throws(ConfigurationError)
    -> Configuration
  {
    let root: JSONNode
    switch JSONReader.parse(source, file: path) {
    case .success(let node): root = node
    case .failure(let error): throw ConfigurationError("\(error.message); \(error.hint)", at: error.location)
    }
    let members = try object(root, what: "the configuration")
    var configuration = Configuration()
    configuration.directory = (path as NSString).deletingLastPathComponent
    for member in members {
      switch member.key {
      case "include": configuration.include = try globs(member)
      case "exclude": configuration.exclude = try globs(member)
      case "rules": configuration.rules = try ruleSettings(member.value, rules: rules)
      case "model": configuration.schema = try schema(member.value)
      case "assets": configuration.assets = try assetExpectations(member.value)
      case "limits": configuration.limits = try limits(member.value)
      case "progressCapsules":
        guard let count = member.value.intValue, count >= 1 else {
          throw ConfigurationError(
            "'progressCapsules' must be a whole number of at least 1; found \(member.value.kindDescription)",
            at: member.value.location)
        }
        configuration.progressCapsules = CapsuleCount(count: .literal(count), location: member.value.location)
      default: throw unknownKey(member, among: topLevelKeys, in: "the configuration")
      }
    }
    return configuration
  }

  private static func object(_ node: JSONNode, what: String) throws(ConfigurationError) -> [JSONMember] {
    guard let members = node.objectMembers else {
      throw ConfigurationError("\(what) must be an object; found \(node.kindDescription)", at: node.location)
    }
    if let duplicate = node.duplicateMembers.first {
      throw ConfigurationError("'\(duplicate.key)' is set twice; keep one", at: duplicate.keyLocation)
    }
    return members
  }

  private static func unknownKey(_ member: JSONMember, among known: [String], in what: String) -> ConfigurationError {
    let hint = NearestName.find(member.key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
    return ConfigurationError(
      "unknown key '\(member.key)' in \(what)\(hint); known keys: \(known.joined(separator: ", "))",
      at: member.keyLocation)
  }

  private static func string(_ node: JSONNode, key: String) throws(ConfigurationError) -> String {
    guard let value = node.stringValue else {
      throw ConfigurationError("'\(key)' must be a string; found \(node.kindDescription)", at: node.location)
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
    for element in elements { globs.append(Glob(try string(element, key: member.key))) }
    return globs
  }

  private static func ruleSettings(_ node: JSONNode, rules: [RuleDescription]) throws(ConfigurationError)
    -> [String: Configuration.RuleSetting]
  {
    var settings: [String: Configuration.RuleSetting] = [:]
    for member in try object(node, what: "'rules'") {
      guard let rule = rules.first(where: { $0.identifier == member.key }) else {
        let hint = NearestName.find(member.key, among: rules.map(\.identifier)).map { " (did you mean '\($0)'?)" }
        throw ConfigurationError(
          "unknown rule '\(member.key)'\(hint ?? ""); 'piepaw-lint rules' lists them", at: member.keyLocation)
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
      throw ConfigurationError(
        "invalid severity '\(name)' for '\(rule.identifier)'; use one of: \(severityNames.joined(separator: ", "))",
        at: node.location)
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
    for member in try object(node, what: "'model'") {
      let value = try string(member.value, key: member.key)
      guard SwiftIdentifier.isValid(value) else {
        throw ConfigurationError(
          "'\(member.key)' must be a Swift identifier; found '\(value)'", at: member.value.location)
      }
      switch member.key {
      case "type": schema.modelType = value
      case "title": schema.titleLabel = value
      case "description": schema.descriptionLabel = value
      case "background": schema.backgroundLabel = value
      case "icon": schema.iconLabel = value
      case "tag": schema.tagLabel = value
      default: throw unknownKey(member, among: modelKeys, in: "'model'")
      }
    }
    return schema
  }

  private static func limits(_ node: JSONNode) throws(ConfigurationError) -> InputLimits {
    var limits = InputLimits()
    for member in try object(node, what: "'limits'") {
      guard let key = InputLimits.keys.first(where: { $0.name == member.key }) else {
        throw unknownKey(member, among: InputLimits.keys.map(\.name), in: "'limits'")
      }
      guard let value = member.value.intValue, value >= key.minimum else {
        throw ConfigurationError(
          "'\(key.name)' must be a whole number of at least \(key.minimum); found \(member.value.kindDescription)",
          at: member.value.location)
      }
      limits[keyPath: key.path] = value
    }
    return limits
  }

  private static func assetExpectations(_ node: JSONNode) throws(ConfigurationError) -> [AssetExpectation] {
    var expectations: [AssetExpectation] = []
    for member in try object(node, what: "'assets'") {
      var expectation = AssetExpectation(asset: member.key, location: member.keyLocation)
      for field in try object(member.value, what: "'\(member.key)'") {
        let text = try string(field.value, key: field.key)
        switch field.key {
        case "aspectRatio":
          guard let ratio = AspectRatio(text) else {
            throw ConfigurationError(
              "'aspectRatio' must look like \"1:1\" or \"19.5:9\"; found '\(text)'", at: field.value.location)
          }
          expectation.aspectRatio = ratio
        case "minPixels":
          guard let size = PixelSize(text) else {
            throw ConfigurationError(
              "'minPixels' must look like \"240x240\"; found '\(text)'", at: field.value.location)
          }
          expectation.minimumPixels = size
        default: throw unknownKey(field, among: ["aspectRatio", "minPixels"], in: "'\(member.key)'")
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
