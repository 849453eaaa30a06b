/// A storyboard named by an Info.plist key or an Xcode build setting.
public struct StoryboardReference: Hashable, Sendable {
  /// `Main` (Info.plist values and build settings name the storyboard without extension).
  public var name: String
  /// The key that names it: `UIMainStoryboardFile`, `UISceneStoryboardFile`, `INFOPLIST_KEY_UIMainStoryboardFile`.
  public var key: String
  public var location: SourceLocation

  public init(name: String, key: String, location: SourceLocation) {
    self.name = name
    self.key = key
    self.location = location
  }
}

/// What Info.plist files and `project.pbxproj` say about the app's launch.
public struct ProjectSettings: Hashable, Sendable {
  public var storyboardReferences: [StoryboardReference] = []
  /// Every `*.storyboard` file in the project, absolute paths.
  public var storyboardFiles: [String] = []
  /// Unparsable plists and project files (`invalid-input`).
  public var problems: [Finding] = []

  public init() {}
}
