import Foundation

/// Finds the storyboards an `Info.plist` names: `UIMainStoryboardFile` (and its `~ipad`-style variants) and
/// each scene configuration's `UISceneStoryboardFile` under `UIApplicationSceneManifest`.
///
/// XML plists are read with positions (a reference points at its `<string>` text); old-style text plists too;
/// binary plists (`bplist00`) by `BinaryPlistReader`, with the file as the only location.
public enum InfoPlistLoader {
  /// Reads the file at `path`; an unreadable or oversized file becomes a problem.
  public static func load(path: String, maximumBytes: Int = TextFile.defaultMaximumBytes)
    -> (references: [StoryboardReference], problems: [Finding])
  {
    switch TextFile.readBytes(path, maximumBytes: maximumBytes) {
    case .success(let data): return load(path: path, data: data)
    case .failure(let finding): return ([], [finding])
    }
  }

  /// Parses `data`, the bytes of the Info.plist at `path`.
  public static func load(path: String, data: Data) -> (references: [StoryboardReference], problems: [Finding]) {
    let root: PlistNode
    switch PropertyListReader.parse(data: data, file: path) {
    case .success(let node): root = node
    case .failure(let finding):
      guard let directive = preprocessorLine(in: data) else { return ([], [finding]) }
      let note = Finding(
        location: SourceLocation(file: path, line: directive),
        message: "This Info.plist has C preprocessor lines (`#if`, `#include`): Xcode runs it through the "
          + "preprocessor first (INFOPLIST_PREPROCESS), and PiepawLint does not, so it was not read.",
        maximumSeverity: .note)
      return ([], [note])
    }
    guard let entries = root.entries else {
      // Only a file named `Info.plist` is surely one; `GoogleService-Info.plist` is Firebase's settings, and an
      // `App-Info.plist` that holds no dictionary names no storyboard either.
      guard (path as NSString).lastPathComponent == "Info.plist" else { return ([], []) }
      let problem = Finding(
        location: root.location,
        message: "An Info.plist holds a dictionary (<dict>) at the top; found \(root.kindDescription). Fix the file.")
      return ([], [problem])
    }
    var collector = StoryboardSettingsFile.Collector()
    for entry in entries {
      if StoryboardSettingsFile.isKey(entry.key, named: "UIMainStoryboardFile") {
        collector.add(entry)
      } else if StoryboardSettingsFile.isKey(entry.key, named: "UIApplicationSceneManifest") {
        collectSceneStoryboards(in: entry.value, into: &collector)
      }
    }
    return (collector.references, collector.problems)
  }

  /// The first line (1-based) that is a C preprocessor directive (`#ifdef INTUNE`, `#include "x.h"`), or nil.
  static func preprocessorLine(in data: Data) -> Int? {
    let directives = [
      "#if", "#ifdef", "#ifndef", "#else", "#elif", "#endif", "#include", "#import", "#define", "#undef",
    ]
    let text = String(decoding: data.prefix(1 << 20), as: UTF8.self)
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("#"), let word = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
      else { continue }
      if directives.contains(String(word)) { return number + 1 }
    }
    return nil
  }

  /// `UIApplicationSceneManifest` → `UISceneConfigurations` → role → [configuration] → `UISceneStoryboardFile`.
  private static func collectSceneStoryboards(
    in manifest: PlistNode, into collector: inout StoryboardSettingsFile.Collector
  ) {
    for role in manifest["UISceneConfigurations"]?.entries ?? [] {
      for configuration in role.value.elements ?? [] {
        for entry in configuration.entries ?? []
        where StoryboardSettingsFile.isKey(entry.key, named: "UISceneStoryboardFile") {
          collector.add(entry)
        }
      }
    }
  }
}

/// What Info.plist and project files share: key matching, reading values into references, reading bytes.
enum StoryboardSettingsFile {
  /// `UIMainStoryboardFile` or a device variant such as `UIMainStoryboardFile~ipad`.
  static func isKey(_ key: String, named name: String) -> Bool {
    key == name || key.hasPrefix(name + "~")
  }

  struct Collector {
    var references: [StoryboardReference] = []
    var problems: [Finding] = []

    /// Adds the storyboard an entry names. Empty values name none; values with a build variable (`$(…)`)
    /// cannot be checked here and are skipped.
    mutating func add(_ entry: PlistEntry) {
      guard let name = entry.value.stringValue else {
        problems.append(
          Finding(
            location: entry.value.location,
            message: "`\(entry.key)` must be a string naming a storyboard without extension, such as Main; found "
              + "\(entry.value.kindDescription). Fix the value, or remove the key if the app has no storyboard."))
        return
      }
      let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty, !trimmed.contains("$("), !trimmed.contains("${") else { return }
      references.append(StoryboardReference(name: name, key: entry.key, location: entry.value.location))
    }
  }
}
