/// A rule's identity, documentation and examples, in one declarative value (as SwiftLint does):
/// `rules/<id>.md`, `piepaw-lint rules`, SARIF `rules[]` and the example tests all come from it.
public struct RuleDescription: Sendable {
  /// The stable id used in configuration, suppressions and SARIF (`duplicate-tag`).
  public var identifier: String
  /// A human name (`Duplicate tag`).
  public var name: String
  /// One sentence: what the rule finds.
  public var summary: String
  /// Why it matters, in this app's terms.
  public var rationale: String
  public var area: RuleArea
  public var defaultSeverity: Severity
  /// Whether it runs without configuration.
  public var enabledByDefault: Bool
  public var options: [RuleOption]
  /// What `--fix` does about the rule's findings, in a sentence; nil when it leaves them to a person.
  public var fix: String?
  /// Examples that must produce a finding at every `↓` marker, and nowhere else.
  public var triggeringExamples: [RuleExample] { makeTriggeringExamples() }
  /// Examples that must produce no finding of this rule.
  public var nonTriggeringExamples: [RuleExample] { makeNonTriggeringExamples() }
  // The examples are made when asked (the tests, the docs in `rules/`, `piepaw-lint rules`, SARIF's rule help),
  // not each time a lint run reads the rules' ids: some write whole Xcode projects and images, which took several
  // per cent of a small run.
  private let makeTriggeringExamples: @Sendable () -> [RuleExample]
  private let makeNonTriggeringExamples: @Sendable () -> [RuleExample]

  public init(
    identifier: String, name: String, summary: String, rationale: String, area: RuleArea,
    defaultSeverity: Severity, enabledByDefault: Bool = true, options: [RuleOption] = [], fix: String? = nil,
    triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
    nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample]
  ) {
    self.identifier = identifier
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.area = area
    self.defaultSeverity = defaultSeverity
    self.enabledByDefault = enabledByDefault
    self.options = options
    self.fix = fix
    makeTriggeringExamples = triggeringExamples
    makeNonTriggeringExamples = nonTriggeringExamples
  }
}

/// Where a rule looks; also its SARIF tag.
public enum RuleArea: String, Sendable, CaseIterable {
  case content, assets, images, project
}

/// A configurable option of a rule, with its default.
public struct RuleOption: Sendable {
  public var name: String
  public var summary: String
  public var defaultValue: OptionValue
  /// Checks a configured value beyond its type; returns what is wrong, or nil when it is fine.
  public var validate: @Sendable (OptionValue) -> String?

  public init(
    name: String, summary: String, defaultValue: OptionValue,
    validate: @escaping @Sendable (OptionValue) -> String? = { _ in nil }
  ) {
    self.name = name
    self.summary = summary
    self.defaultValue = defaultValue
    self.validate = validate
  }

  /// An integer option from `minimum` to `maximum`: beyond that no value means anything, and arithmetic on it
  /// (a budget times a factor) stays far from overflow.
  public static func integer(
    _ name: String, _ summary: String, default value: Int, minimum: Int = 1, maximum: Int = 1 << 40
  ) -> RuleOption {
    RuleOption(name: name, summary: summary, defaultValue: .integer(value)) { configured in
      guard case .integer(let number) = configured, !(minimum...maximum).contains(number) else { return nil }
      return "must be from \(minimum) to \(maximum); found \(number)"
    }
  }
}

/// An option value. Its case is also its type: configuration must give the same case.
public enum OptionValue: Hashable, Sendable, CustomStringConvertible {
  case integer(Int)
  case number(Double)
  case string(String)
  case boolean(Bool)

  public var description: String {
    switch self {
    case .integer(let value): String(value)
    case .number(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .boolean(let value): String(value)
    }
  }
}

/// One example for a rule: a tiny project of text files.
///
/// `↓` in a file's text marks where a finding must land (it is removed before linting). Findings that have no
/// line (a whole file, such as an image) are listed in `fileFindings` by relative path instead.
public struct RuleExample: Sendable {
  /// Relative path → text.
  public var files: [(path: String, text: String)]
  /// Relative paths of files the rule must report without a line.
  public var fileFindings: [String]
  /// Option overrides for this example, by option name.
  public var options: [String: OptionValue]

  public init(files: [(path: String, text: String)], fileFindings: [String] = [], options: [String: OptionValue] = [:])
  {
    self.files = files
    self.fileFindings = fileFindings
    self.options = options
  }

  /// An example made of one Swift file, `Onboarding.swift`.
  public static func swift(_ text: String, options: [String: OptionValue] = [:]) -> RuleExample {
    RuleExample(files: [("Onboarding.swift", text)], options: options)
  }

  /// An example made of one JSON content file, `welcome.onboarding.json`.
  public static func json(_ text: String, options: [String: OptionValue] = [:]) -> RuleExample {
    RuleExample(files: [("welcome.onboarding.json", text)], options: options)
  }

  /// The marker that shows where a finding lands.
  public static let marker: Character = "↓"

  /// A file of an example that is a symlink to `target` (relative to the link's folder, or absolute): its text is
  /// `#symlink TARGET`, which the example harness makes into the link and the docs show as one.
  public static func symlink(_ path: String, to target: String) -> (path: String, text: String) {
    (path, symlinkPrefix + target)
  }

  /// Where a file of an example that is a symlink leads; nil for an ordinary file.
  public static func symlinkTarget(_ text: String) -> String? {
    text.hasPrefix(symlinkPrefix) ? String(text.dropFirst(symlinkPrefix.count)) : nil
  }

  static let symlinkPrefix = "#symlink "
}
