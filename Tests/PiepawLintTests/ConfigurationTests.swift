import Testing

@testable import PiepawLint

@Suite struct ConfigurationTests {
  static let rules = [
    RuleDescription(
      identifier: "title-length", name: "Title length", summary: "s", rationale: "r", area: .content,
      defaultSeverity: .warning, options: [.integer("max", "longest title", default: 40)], triggeringExamples: [],
      nonTriggeringExamples: []),
    RuleDescription(
      identifier: "duplicate-title", name: "Duplicate title", summary: "s", rationale: "r", area: .content,
      defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: []),
  ]

  func parse(_ text: String) throws(ConfigurationError) -> Configuration {
    try ConfigurationLoader.parse(text, path: "/p/.piepaw-lint.json", rules: Self.rules)
  }

  func error(_ text: String) -> ConfigurationError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func severitiesAndOptions() throws {
    let configuration = try parse(
      #"{"rules": {"title-length": {"severity": "error", "max": 20}, "duplicate-title": "off"}}"#)
    #expect(configuration.severity(for: Self.rules[0]) == .error)
    #expect(configuration.options(for: Self.rules[0]).integer("max") == 20)
    #expect(configuration.severity(for: Self.rules[1]) == nil)
  }

  @Test func defaultsWhenNotConfigured() throws {
    let configuration = try parse("{}")
    #expect(configuration.severity(for: Self.rules[0]) == .warning)
    #expect(configuration.options(for: Self.rules[0]).integer("max") == 40)
  }

  @Test func misspeltRuleIsNamedWithASuggestion() {
    let problem = error(#"{"rules": {"titel-length": "off"}}"#)
    #expect(
      problem?.message == "unknown rule 'titel-length' (did you mean 'title-length'?); 'piepaw-lint rules' lists them")
    #expect(problem?.location.line == 1)
    #expect(problem?.location.column == 12)
  }

  @Test(arguments: [
    (#"{"exclud": []}"#, "unknown key 'exclud' in the configuration (did you mean 'exclude'?)"),
    (#"{"rules": {"title-length": "fatal"}}"#, "invalid severity 'fatal' for 'title-length'"),
    (#"{"rules": {"title-length": {"max": "20"}}}"#, "'max' of 'title-length' must be an integer; found a string"),
    (#"{"rules": {"title-length": {"max": 0}}}"#, "'max' of 'title-length': must be from 1 to 1099511627776; found 0"),
    (#"{"rules": {"title-length": {"maximum": 3}}}"#, "unknown key 'maximum' in 'title-length'"),
    (#"{"model": {"type": "My Model"}}"#, "'type' must be a Swift identifier"),
    (#"{"assets": {"logoPet": {"aspectRatio": "square"}}}"#, "'aspectRatio' must look like"),
    (#"{"include": "App/**"}"#, "'include' must be an array of glob strings"),
    (#"{"rules": {}, "rules": {}}"#, "'rules' is set twice"),
    ("[]", "the configuration must be an object"),
    (#"{"rules": {"#, "Invalid JSON"),
    (#"{"limits": {"imagePixel": 5}}"#, "unknown key 'imagePixel' in 'limits' (did you mean 'imagePixels'?)"),
    (#"{"limits": {"textBytes": 0}}"#, "'limits.textBytes' must be a whole number from 1 to 1073741824"),
  ])
  func badValuesAreNamed(_ text: String, _ expected: String) {
    let message = error(text)?.message ?? "accepted"
    #expect(message.hasPrefix(expected) || (expected == "Invalid JSON" && message != "accepted"), "\(message)")
  }

  @Test func modelAndAssets() throws {
    let configuration = try parse(
      #"{"model": {"type": "IntroPage", "title": "heading"}, "assets": {"logoPet": {"aspectRatio": "1:1", "minPixels": "240x240"}}}"#
    )
    #expect(configuration.schema.modelType == "IntroPage")
    #expect(configuration.schema.titleLabel == "heading")
    #expect(configuration.schema.iconLabel == nil, "what the configuration does not name is inferred")
    #expect(configuration.assets.first?.minimumPixels == PixelSize(width: 240, height: 240))
    #expect(configuration.assets.first?.aspectRatio?.tallness == 1)
  }

  @Test func limits() throws {
    let configuration = try parse(#"{"limits": {"imagePixels": 1000, "textBytes": 2048, "directoryDepth": 3}}"#)
    #expect(configuration.limits.imageLimits.maxPixels == 1000)
    #expect(configuration.limits.imageBytes == InputLimits().imageBytes)
    #expect(configuration.limits.textBytes == 2048)
    #expect(configuration.limits.directoryDepth == 3)
  }

  @Test func globsAreRelativeToTheConfigurationFolder() throws {
    let configuration = try parse(#"{"exclude": ["Generated/**", "*.generated.swift"], "include": ["App/**"]}"#)
    #expect(configuration.includes("/p/App/Model.swift", projectRoot: "/p"))
    #expect(!configuration.includes("/p/Other/Model.swift", projectRoot: "/p"))
    #expect(configuration.excludes("/p/App/Model.generated.swift", projectRoot: "/p"))
    #expect(configuration.excludes("/p/Generated/Deep/X.swift", projectRoot: "/p"))
    #expect(!configuration.excludes("/p/App", projectRoot: "/p"))
  }
}

@Suite struct GlobTests {
  @Test(arguments: [
    ("Pods/**", "Pods/A/b.swift", true), ("Pods/**", "App/Pods.swift", false), ("*.swift", "a/b/c.swift", true),
    ("App/*.swift", "App/a.swift", true), ("App/*.swift", "App/x/a.swift", false), ("**/Gen/*", "a/b/Gen/x", true),
    ("a?c", "abc", true), ("a?c", "ac", false), ("[ab]x", "bx", true), ("[!ab]x", "bx", false),
    ("Build/", "Build/x/y", true), ("./App/**", "App/x", true), ("Docs", "Docs/readme.swift", true),
  ])
  func matches(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }
}
