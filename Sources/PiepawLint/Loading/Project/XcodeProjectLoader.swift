/// Finds the storyboards `project.pbxproj` build settings name: `INFOPLIST_KEY_UIMainStoryboardFile` and
/// `INFOPLIST_KEY_UISceneStoryboardFile`, also with a condition such as `[sdk=iphoneos*]`, in every build
/// configuration, pointing at the value.
public enum XcodeProjectLoader {
  /// Project files of large apps reach several MiB; larger ones are refused.
  public static let maximumBytes = 64 << 20
  static let settingNames = ["INFOPLIST_KEY_UIMainStoryboardFile", "INFOPLIST_KEY_UISceneStoryboardFile"]

  /// Reads the `project.pbxproj` at `path`.
  public static func load(path: String) -> (references: [StoryboardReference], problems: [Finding]) {
    let document = loadDocument(path: path)
    return (document.references, document.problems)
  }

  /// One parsed `project.pbxproj`: its storyboard settings, its problems and its document (nil when it cannot be
  /// read) for the target reader.
  typealias Document = (references: [StoryboardReference], problems: [Finding], root: PlistNode?)

  /// Reads and parses the file once, also handing back the parsed document for the target reader.
  static func loadDocument(path: String) -> Document {
    switch TextFile.read(path, maximumBytes: maximumBytes) {
    case .success(let source): return loadDocument(path: path, source: source)
    case .failure(let finding): return ([], [finding], nil)
    }
  }

  /// Parses `source`, the text of the `project.pbxproj` at `path`.
  public static func load(path: String, source: String) -> (references: [StoryboardReference], problems: [Finding]) {
    let document = loadDocument(path: path, source: source)
    return (document.references, document.problems)
  }

  static func loadDocument(path: String, source: String) -> Document {
    switch ASCIIPlistReader.parse(source, file: path) {
    case .failure(let finding): return ([], [finding], nil)
    case .success(let root):
      var collector = StoryboardSettingsFile.Collector()
      collect(in: root, into: &collector)
      return (collector.references, collector.problems, root)
    }
  }

  /// Every dictionary, at any depth (bounded by the reader's depth limit).
  private static func collect(in node: PlistNode, into collector: inout StoryboardSettingsFile.Collector) {
    switch node.value {
    case .dictionary(let entries):
      for entry in entries {
        let setting = entry.key.prefix { $0 != "[" }
        if settingNames.contains(String(setting)) {
          collector.add(entry)
        } else {
          collect(in: entry.value, into: &collector)
        }
      }
    case .array(let elements):
      for element in elements { collect(in: element, into: &collector) }
    case .string, .scalar:
      break
    }
  }
}
