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
  /// The narrowest screen the app runs on (from `TARGETED_DEVICE_FAMILY` and the deployment target); nil where
  /// the project does not say (then rules assume `DeviceScreen.narrowestDefault`).
  public var narrowestScreen: DeviceScreen?
  /// Unparsable plists and project files (`invalid-input`).
  public var problems: [Finding] = []

  public init() {}
}

/// A device's screen in points, for measuring text and drawing previews.
public struct DeviceScreen: Hashable, Sendable {
  /// "iPhone SE (3rd generation)".
  public var name: String
  public var width: Double
  public var height: Double
  /// The top and bottom safe-area insets in portrait, in points.
  public var safeAreaTop: Double
  public var safeAreaBottom: Double

  public init(name: String, width: Double, height: Double, safeAreaTop: Double, safeAreaBottom: Double) {
    self.name = name
    self.width = width
    self.height = height
    self.safeAreaTop = safeAreaTop
    self.safeAreaBottom = safeAreaBottom
  }

  /// iOS 16 and later run on no iPhone narrower than 375 points (iPhone SE 2nd and 3rd generation).
  public static let narrowestDefault = DeviceScreen(
    name: "iPhone SE (3rd generation)", width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0)
}
