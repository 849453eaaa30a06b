import Foundation

/// Finds each project's `.piepaw-lint.json`: in the project root, else in the nearest folder above it up to the
/// lint root; the built-in defaults when there is none. Each file is read once per run, under the symlink policy of
/// every input (a regular file, or a symlink to one inside the lint root); anything else there (a link out of the
/// lint root or to nowhere, a FIFO, a folder) is an invalid configuration, not silently the defaults.
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
      let configuration = try ConfigurationLoader.load(path: path, rules: rules, lintRoot: lintRoot)
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
      // `lstat`, not `fileExists`: a link that leads nowhere or outside is there too, and refused when loaded.
      if FileType.of(candidate) != nil { return candidate }
      if current == lintRoot || !current.hasPrefix(lintRoot.hasSuffix("/") ? lintRoot : lintRoot + "/") { return nil }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current { return nil }
      current = parent
    }
  }
}
