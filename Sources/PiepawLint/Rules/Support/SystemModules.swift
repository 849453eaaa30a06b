/// Modules of Apple's SDKs and of the Swift toolchain: importing them brings no asset symbols of an app's own.
/// Any other module a file imports that the run does not hold may declare symbols PiepawLint cannot see.
enum SystemModules {
  static func isSystem(_ module: String) -> Bool {
    names.contains(module) || prefixes.contains { module.hasPrefix($0) }
  }

  private static let prefixes = ["_", "Core", "AV", "CF", "Swift", "XC", "os"]

  private static let names: Set<String> = [
    "Accelerate", "Accessibility", "ActivityKit", "AdServices", "AdSupport", "AppIntents", "AppKit",
    "AppTrackingTransparency", "ARKit", "AssetsLibrary", "AudioToolbox", "AuthenticationServices",
    "BackgroundTasks", "BusinessChat", "CallKit", "Carbon", "CarPlay", "Charts", "CloudKit", "Cocoa", "Combine",
    "Contacts", "ContactsUI", "CryptoKit", "Darwin", "DataDetection", "DeveloperToolsSupport", "DeviceCheck",
    "Dispatch", "EventKit", "EventKitUI", "ExtensionFoundation", "ExtensionKit", "FileProvider",
    "FileProviderUI", "Foundation", "FoundationModels", "GameController", "GameKit", "GameplayKit", "GLKit",
    "GroupActivities", "HealthKit", "HealthKitUI", "HomeKit", "ImageIO", "Intents", "IntentsUI", "IOKit",
    "JavaScriptCore", "LinkPresentation", "LocalAuthentication", "MapKit", "MarketplaceKit", "MediaPlayer",
    "MessageUI", "Messages", "Metal", "MetalKit", "MetalPerformanceShaders", "MobileCoreServices",
    "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "Network", "NetworkExtension", "NotificationCenter",
    "Observation", "PassKit", "PDFKit", "PencilKit", "PhotoKit", "Photos", "PhotosUI", "PushKit", "QuartzCore",
    "QuickLook", "QuickLookThumbnailing", "RealityKit", "RegexBuilder", "ReplayKit", "SafariServices",
    "SceneKit", "ScreenTime", "Security", "SensitiveContentAnalysis", "ShazamKit", "Social", "Speech",
    "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "Synchronization", "SystemConfiguration", "TabularData",
    "Testing", "TipKit", "UIKit", "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI",
    "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WebKit", "WeatherKit", "WidgetKit", "XCTest",
    "Glibc", "Musl", "WinSDK", "Foundation", "FoundationEssentials", "FoundationNetworking", "Distributed",
    "Cxx", "CxxStdlib", "simd", "zlib", "Compression", "CommonCrypto", "CryptoTokenKit", "ExposureNotification",
    "LiveCommunicationKit", "MatterSupport", "MediaAccessibility", "MetricKit", "ModelIO", "NearbyInteraction",
    "OSLog", "PhotosUI", "ProximityReader", "SharedWithYou", "SoundAnalysis", "StickerKit", "Translation",
  ]
}
