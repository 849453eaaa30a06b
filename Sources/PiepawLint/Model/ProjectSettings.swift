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
  /// The font files in the project (`.ttf`, `.otf`, `.ttc`; absolute paths): where `.custom("Name", size:)` finds
  /// the app's own font.
  public var fontFiles: [String] = []
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

extension DeviceScreen {
  /// iPhone SE (1st generation), the narrowest iPhone iOS 15 and earlier run on.
  public static let iPhoneSEFirstGeneration = DeviceScreen(
    name: "iPhone SE (1st generation)", width: 320, height: 568, safeAreaTop: 20, safeAreaBottom: 0)
  /// The iPhone screen full-screen images are sized for: 430×932 pt (iPhone 16 Plus; 15 and 14 Pro Max, 15 Plus),
  /// 1290×2796 px at @3x, the size App Store screenshots of the 6.7" class use. The 16 and 17 Pro Max are 440×956
  /// pt, 2% larger; `background-resolution`'s `screen` judges for them when set to that.
  public static let largestIPhone = DeviceScreen(
    name: "iPhone 16 Plus", width: 430, height: 932, safeAreaTop: 59, safeAreaBottom: 34)
  /// The largest iPhone screen of all: 440×956 pt (iPhone 16 and 17 Pro Max), 1320×2868 px at @3x. What a claim
  /// such as "larger than any iPhone screen" is measured against.
  public static let largestProMax = DeviceScreen(
    name: "iPhone 16 Pro Max", width: 440, height: 956, safeAreaTop: 62, safeAreaBottom: 34)
  /// The largest iPad screen: 1032×1376 pt (iPad Pro 13-inch), 2064×2752 px at @2x.
  public static let largestIPad = DeviceScreen(
    name: "iPad Pro 13-inch", width: 1032, height: 1376, safeAreaTop: 24, safeAreaBottom: 20)
  /// The largest Apple Watch screen: 211×257 pt (Apple Watch Ultra 3), 422×514 px at @2x.
  public static let largestAppleWatch = DeviceScreen(
    name: "Apple Watch Ultra 3", width: 211, height: 257, safeAreaTop: 0, safeAreaBottom: 0)
  /// iPad mini (6th generation, iPadOS 15 and later), the narrowest iPad in portrait.
  public static let iPadMiniSixthGeneration = DeviceScreen(
    name: "iPad mini (6th generation)", width: 744, height: 1133, safeAreaTop: 24, safeAreaBottom: 20)
  /// iPad mini (5th generation and earlier), the narrowest iPad before iPadOS 15.
  public static let iPadMini = DeviceScreen(
    name: "iPad mini (5th generation)", width: 768, height: 1024, safeAreaTop: 20, safeAreaBottom: 0)

  /// The narrowest screen an app runs on in portrait, from the device families it targets (1 iPhone, 2 iPad;
  /// none said: iPhone) and the oldest iOS it supports (nil: not said):
  ///
  /// | targets | iOS | narrowest screen |
  /// | --- | --- | --- |
  /// | iPhone (or iPhone and iPad) | 16 and later | 375 pt, iPhone SE (2nd, 3rd generation), iPhone 12/13 mini |
  /// | iPhone (or iPhone and iPad) | 15 and earlier | 320 pt, iPhone SE (1st generation), iPod touch |
  /// | iPad only | 15 and later | 744 pt, iPad mini (6th generation) |
  /// | iPad only | 14 and earlier | 768 pt, iPad mini (5th generation and earlier) |
  ///
  /// Split View and Slide Over on an iPad make the app narrower still; they are not counted. Nil when neither
  /// the families nor the version is known (rules then assume `narrowestDefault`).
  public static func narrowest(deviceFamilies: Set<Int>, iOSDeploymentTarget: Int?) -> DeviceScreen? {
    guard !deviceFamilies.isEmpty || iOSDeploymentTarget != nil else { return nil }
    let runsOnIPhone = deviceFamilies.isEmpty || deviceFamilies.contains(1)
    let version = iOSDeploymentTarget ?? 16
    if runsOnIPhone { return version >= 16 ? .narrowestDefault : .iPhoneSEFirstGeneration }
    return version >= 15 ? .iPadMiniSixthGeneration : .iPadMini
  }

  /// "16.4" → 16; nil for text that is no version.
  static func majorVersion(_ text: String) -> Int? {
    Int(text.drop { $0 == " " }.prefix { $0.isNumber })
  }
}
