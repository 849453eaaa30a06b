import Foundation

/// Finds each project's `.piepaw-lint.json`: in the project root, else in the nearest folder above it up to the
/// lint root; the built-in defaults when there is none. Each file is read once per run.
struct ConfigurationLookup {
  let rules: [RuleDescription]
  private var loaded: [String: Configuration] = [:]

  init(rules: [RuleDescription]) {
    self.rules = rules
  }

  mutating func configuration(forProjectAt root: String, lintRoot: String) throws(LintSetupError) -> Configuration {
    guard let path = Self.configurationFile(from: root, upTo: lintRoot) else { return .default }
    if let configuration = loaded[path] { return configuration }
    do {
      let configuration = try ConfigurationLoader.load(path: path, rules: rules)
      loaded[path] = configuration
      return configuration
    } catch {
      throw .invalidConfiguration(error)
    }
  }

  static func configurationFile(from directory: String, upTo lintRoot: String) -> String? {
    var current = directory
    while true {
      let candidate = current + "/" + ConfigurationLoader.fileName
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      if current == lintRoot || !current.hasPrefix(lintRoot) { return nil }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current { return nil }
      current = parent
    }
  }
}
