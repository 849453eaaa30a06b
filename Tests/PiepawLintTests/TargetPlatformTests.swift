import Foundation
import Testing

@testable import PiepawLint

/// The platforms a target builds for decide which scales its universal images need.
@Suite struct TargetPlatformTests {
  /// Lints files written from example text (`#png 40x40` recipes become real PNGs).
  func lint(_ files: [ExampleApp.File]) throws -> [Diagnostic] {
    let tree = try TemporaryTree(Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a }))
    for (path, text) in files {
      if let bytes = try ExampleImageRecipe.bytes(path: path, text: text) {
        try Data(bytes).write(to: URL(fileURLWithPath: tree.path(path)))
      }
    }
    return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == "missing-scale" }
  }

  func badge(_ scales: [Int], sdk: String?) -> [ExampleApp.File] {
    [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"], sdk: sdk)])]
      + ExampleApp.imageSet(
        "badge", images: scales.map { .init("badge@\($0)x.png", scale: $0, ExampleApp.png(40 * $0, 40 * $0)) },
        in: "Adopt/Assets.xcassets")
  }

  @Test func aMacAppNeedsTwoXAndSaysMacs() throws {
    #expect(try lint(badge([1, 2], sdk: "macosx")).isEmpty)
    let oneX = try lint(badge([1], sdk: "macosx"))
    #expect(oneX.count == 1)
    #expect(oneX.first?.message.contains("no @2x file") == true)
    #expect(oneX.first?.message.contains("Macs") == true)
    #expect(oneX.first?.message.contains("iPhones") == false)
  }

  @Test func aWatchAppNeedsTwoXOnly() throws {
    #expect(try lint(badge([2], sdk: "watchos")).isEmpty)
    #expect(try lint(badge([1], sdk: "watchos")).first?.message.contains("Apple Watches") == true)
  }

  @Test func anIPhoneAppOrAnUnknownPlatformStillNeedsThreeX() throws {
    #expect(try lint(badge([1, 2], sdk: "iphoneos")).count == 1)
    #expect(try lint(badge([1, 2], sdk: nil)).count == 1)
  }

  @Test func platformsAreReadFromProjectFilesAndManifests() {
    let project = ExampleXcodeProject.text([.app("Adopt", folders: ["Adopt"], sdk: "macosx")])
    guard case .success(let root) = ASCIIPlistReader.parse(project, file: "/p/Adopt.xcodeproj/project.pbxproj")
    else {
      Issue.record("the example project file does not parse")
      return
    }
    let targets = XcodeTargetReader.read(root: root, pbxprojPath: "/p/Adopt.xcodeproj/project.pbxproj") ?? []
    #expect(targets.map(\.platforms) == [[.macOS]])
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit", platforms: [.iOS(.v17), .watchOS(.v10)],
        targets: [.target(name: "Kit")])

      """
    let modules = PackageManifestReader.read(source: manifest, manifestPath: "/k/Package.swift") { _ in true }
    #expect(modules?.map(\.platforms) == [[.iOS, .watchOS]])
  }

  /// An app playground's `supportedDeviceFamilies: [.pad]` is an iPad-only app (`TARGETED_DEVICE_FAMILY` 2), so
  /// the scale rules judge it on @2x iPads; `[.pad, .phone]` runs on both, and a family not known says nothing.
  @Test func anAppPlaygroundsDeviceFamiliesAreRead() {
    func families(_ list: String) -> [Set<Int>]? {
      let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        import AppleProductTypes
        let package = Package(
          name: "Feelings", platforms: [.iOS("17.0")],
          products: [
            .iOSApplication(
              name: "Feelings", targets: ["AppModule"], supportedDeviceFamilies: [\(list)],
              supportedInterfaceOrientations: [.landscapeRight, .landscapeLeft])
          ],
          targets: [.executableTarget(name: "AppModule", path: ".")])

        """
      return PackageManifestReader.read(source: manifest, manifestPath: "/f/Package.swift") { _ in true }?
        .map(\.deviceFamilies)
    }
    #expect(families(".pad") == [[2]])
    #expect(families(".pad, .phone") == [[1, 2]])
    #expect(families(".pad, .mac") == [[2]])
    #expect(families(".pad, .vision") == [[]])
  }

  @Test func platformsAreReadFromTheXcconfigFilesABuildConfigurationIsBasedOn() throws {
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objects = {
          G0 = {isa = PBXGroup; children = (F0, ); sourceTree = "<group>"; };
          F0 = {isa = PBXFileReference; path = Configs/Debug.xcconfig; sourceTree = "<group>"; };
          C0 = {isa = XCBuildConfiguration; baseConfigurationReference = F0; buildSettings = {}; name = Debug; };
          L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
          T0 = {isa = PBXNativeTarget; buildPhases = (); name = Player;
            productType = "com.apple.product-type.application"; };
          P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T0, ); };
        };
        rootObject = P0;
      }

      """
    let tree = try TemporaryTree([
      "Player.xcodeproj/project.pbxproj": project,
      "Configs/Debug.xcconfig": "#include \"Shared.xcconfig\"\nONLY_ACTIVE_ARCH = YES\n",
      "Configs/Shared.xcconfig": "// Shared\nSDKROOT = macosx // the Mac app\n#include \"Debug.xcconfig\"\n",
    ])
    let path = tree.path("Player.xcodeproj/project.pbxproj")
    guard case .success(let root) = ASCIIPlistReader.parse(project, file: path) else {
      Issue.record("the project file does not parse")
      return
    }
    #expect(XcodeTargetReader.read(root: root, pbxprojPath: path)?.map(\.platforms) == [[.macOS]])
  }

  /// A target that sets only `SUPPORTS_MACCATALYST` builds with the project's `SDKROOT = iphoneos`: it runs on
  /// iPhones, iPads and Macs, so its universal images need @3x (and its messages speak of iPhones), not only the
  /// Macs' @2x. A Mac target of its own stays a Mac target.
  @Test func aCatalystTargetKeepsTheProjectsIOSSDK() throws {
    let project = """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        objects = {
          G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
          C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
          L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
          C1 = {isa = XCBuildConfiguration; buildSettings = {SUPPORTS_MACCATALYST = YES; }; name = Debug; };
          L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
          C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Debug; };
          L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
          T0 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = Radio;
            productType = "com.apple.product-type.application"; };
          T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = RadioMac;
            productType = "com.apple.product-type.application"; };
          P0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T0, T1, ); };
        };
        rootObject = P0;
      }

      """
    let path = "/p/Radio.xcodeproj/project.pbxproj"
    guard case .success(let root) = ASCIIPlistReader.parse(project, file: path) else {
      Issue.record("the project file does not parse")
      return
    }
    #expect(XcodeTargetReader.read(root: root, pbxprojPath: path)?.map(\.platforms) == [[.iOS, .macOS], [.macOS]])
  }
}
