import Testing

@testable import PiepawLint

/// `ProjectSettings.narrowestScreen` from the project's device families and deployment target.
@Suite struct NarrowestScreenTests {
  @Test func theTable() {
    #expect(DeviceScreen.narrowest(deviceFamilies: [], iOSDeploymentTarget: nil) == nil)
    #expect(DeviceScreen.narrowest(deviceFamilies: [1], iOSDeploymentTarget: 17)?.width == 375)
    #expect(DeviceScreen.narrowest(deviceFamilies: [1, 2], iOSDeploymentTarget: 16)?.width == 375)
    #expect(DeviceScreen.narrowest(deviceFamilies: [1], iOSDeploymentTarget: 15)?.width == 320)
    #expect(DeviceScreen.narrowest(deviceFamilies: [], iOSDeploymentTarget: 12)?.width == 320)
    #expect(DeviceScreen.narrowest(deviceFamilies: [2], iOSDeploymentTarget: 17)?.width == 744)
    #expect(DeviceScreen.narrowest(deviceFamilies: [2], iOSDeploymentTarget: 14)?.width == 768)
    #expect(DeviceScreen.majorVersion("16.4") == 16)
    #expect(DeviceScreen.majorVersion("x") == nil)
  }

  static func screen(_ files: [ExampleApp.File]) throws -> DeviceScreen? {
    let tree = try TemporaryTree(ProjectTargetsTests.files(files + [("Adopt/App.swift", "")]))
    return try ProjectTargetsTests.load(tree).settings.narrowestScreen
  }

  @Test func fromTheXcodeProject() throws {
    let old = ExampleXcodeProject.file([
      .app(
        "Adopt", folders: ["Adopt"], settings: ["TARGETED_DEVICE_FAMILY": "1,2", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"])
    ])
    #expect(try Self.screen([old])?.name == "iPhone SE (1st generation)")
    let iPad = ExampleXcodeProject.file([
      .app(
        "Adopt", folders: ["Adopt"], settings: ["TARGETED_DEVICE_FAMILY": "2", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"])
    ])
    #expect(try Self.screen([iPad])?.width == 744)
    #expect(try Self.screen([ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])])]) == nil)
  }

  @Test func fromThePackageManifest() throws {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Adopt", platforms: [.macOS(.v13), .iOS(.v15)], targets: [.target(name: "Adopt")])

      """
    let tree = try TemporaryTree(["Package.swift": manifest, "Sources/Adopt/App.swift": ""])
    #expect(try ProjectTargetsTests.load(tree).settings.narrowestScreen?.width == 320)
  }
}
