import Testing

@testable import PiepawLint

/// Manifests of our own in the shapes packages write, read without running Swift; folders exist only where the
/// test says so.
@Suite struct PackageManifestReaderTests {
  static let manifest = "/pkg/Package.swift"

  static func read(_ source: String, folders: Set<String> = []) -> [TargetDeclaration]? {
    PackageManifestReader.read(source: source, manifestPath: manifest) { folders.contains($0) }
  }

  static func package(_ targets: String) -> String {
    """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "Adopt",
      products: [.library(name: "AdoptKit", targets: ["AdoptKit"])],
      dependencies: [.package(url: "https://example.com/x.git", from: "1.0.0")],
      targets: [
    \(targets)
      ]
    )

    """
  }

  @Test func targetsWithDefaultFoldersAndTheirKinds() throws {
    let source = Self.package(
      """
          .target(
            name: "AdoptKit",
            dependencies: [.product(name: "X", package: "x"), .target(name: "Core", condition: .when(platforms: [.iOS]))]
          ),
          .target(name: "Core"),
          .executableTarget(name: "adopt-cli", dependencies: ["AdoptKit"]),
          .macro(name: "AdoptMacros"),
          .testTarget(name: "AdoptKitTests", dependencies: ["AdoptKit"]),
          .plugin(name: "Lint", capability: .buildTool()),
          .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
      """)
    let targets = try #require(
      Self.read(
        source,
        folders: [
          "/pkg/Sources/AdoptKit", "/pkg/Source/Core", "/pkg/Sources/adopt-cli", "/pkg/src/AdoptMacros",
          "/pkg/Tests/AdoptKitTests", "/pkg/Sources/AdoptKitTests", "/pkg/Plugins/Lint",
        ]))
    #expect(targets.map(\.name) == ["AdoptKit", "Core", "adopt-cli", "AdoptMacros", "AdoptKitTests", "Lint"])
    #expect(
      targets.flatMap { $0.folders.map(\.path) } == [
        "/pkg/Sources/AdoptKit", "/pkg/Source/Core", "/pkg/Sources/adopt-cli", "/pkg/src/AdoptMacros",
        "/pkg/Tests/AdoptKitTests", "/pkg/Plugins/Lint",
      ])
    #expect(
      targets.map(\.kind) == [.packageModule, .packageModule, .packageModule, .packageModule, .testBundle, .other])
    #expect(targets.allSatisfy { $0.resourceBundle == .module })
    #expect(targets.first?.declaration == .text(Self.manifest, line: 9, column: 6))
  }

  @Test func explicitPathExcludeSourcesAndResources() throws {
    let source = Self.package(
      """
          .target(
            name: "AdoptUI",
            path: "Modules/UI",
            exclude: ["Templates", "README.md"],
            sources: ["Views"],
            resources: [.process("Images"), .copy("Fixtures"), .embedInCode("seed.json"), Resource.process("Sounds", localization: .default)]
          ),
      """)
    let target = try #require(Self.read(source)?.first)
    let folder = try #require(target.folders.first)
    #expect(folder.path == "/pkg/Modules/UI")
    #expect(folder.excluded == ["/pkg/Modules/UI/Templates", "/pkg/Modules/UI/README.md"])
    #expect(
      folder.rules
        == .package(
          processed: ["/pkg/Modules/UI/Images", "/pkg/Modules/UI/Sounds"], copied: ["/pkg/Modules/UI/Fixtures"]))
    #expect(target.sourceRoots == ["/pkg/Modules/UI/Views"])
  }

  /// An app playground's target at the package root (`path: "."`) holds the manifest's folder, not the manifest:
  /// SwiftPM never compiles `Package.swift` into the module, so its imports are no module's.
  @Test func aTargetAtThePackageRootLeavesTheManifestOut() throws {
    let source = Self.package(#"    .executableTarget(name: "AppModule", path: "."),"#)
    let folder = try #require(Self.read(source)?.first?.folders.first)
    #expect(folder.path == "/pkg")
    #expect(folder.excluded == ["/pkg/Package.swift"])
    // A target in its own folder has nothing to leave out.
    let nested = Self.package(#"    .target(name: "Core", path: "Core"),"#)
    #expect(try #require(Self.read(nested)?.first?.folders.first).excluded.isEmpty)
  }

  @Test func theOnlyTargetMayLiveRightInSources() throws {
    let source = Self.package(#"    .target(name: "AdoptKit"), .testTarget(name: "AdoptKitTests"),"#)
    let targets = try #require(Self.read(source, folders: ["/pkg/Sources", "/pkg/Tests"]))
    #expect(targets.flatMap { $0.folders.map(\.path) } == ["/pkg/Sources", "/pkg/Tests"])
    let two = Self.package(#"    .target(name: "A"), .target(name: "B"),"#)
    #expect(Self.read(two, folders: ["/pkg/Sources"]) == nil, "with two targets, neither folder is known")
  }

  @Test(arguments: [
    // A name from a variable.
    #"    .target(name: moduleName),"#,
    // Targets made in a loop over names.
    #"    ] + ["A", "B"].map { .target(name: $0) } + ["#,
    #"    .target(name: "Adopt\(suffix)"),"#,
    #"    .target(name: "AdoptKit", path: root + "/Kit"),"#,
    #"    .target(name: "AdoptKit", exclude: excluded),"#,
    #"    .target(name: "AdoptKit", resources: [.process(folder)]),"#,
    #"    .target(name: "AdoptKit", resources: [.glob("*.png")]),"#,
    #"    .target(name: "AdoptKit", resources: shared),"#,
    // The default folder is not there, so where the files are is not known.
    #"    .target(name: "Missing"),"#,
  ])
  func whatIsComputedLeavesTheManifestUnknown(targets: String) {
    #expect(Self.read(Self.package(targets), folders: ["/pkg/Sources/AdoptKit", "/pkg/Sources/A"]) == nil)
  }

  @Test func aManifestWithoutTargetCallsIsUnknown() {
    #expect(Self.read(Self.package("    // none")) == nil)
    #expect(Self.read("let package = Package(name: \"A\", targets: makeTargets())") == nil)
  }

  @Test func literalsInOtherArgumentsDoNotMatter() throws {
    let source = Self.package(
      """
          .target(
            name: "AdoptKit",
            dependencies: dependencies + [.byName(name: "Core")],
            swiftSettings: settings.map { $0 },
            linkerSettings: [.linkedFramework("UIKit")]
          ),
      """)
    let target = try #require(Self.read(source, folders: ["/pkg/Sources/AdoptKit"])?.first)
    #expect(target.name == "AdoptKit")
    // Comments and strings that look like targets are not calls.
    let decoy = Self.package(
      """
          // .target(name: "Old"),
          .target(name: "AdoptKit", path: "Sources/AdoptKit", exclude: [".target(name: \\"X\\")"]),
      """)
    #expect(Self.read(decoy)?.map(\.name) == ["AdoptKit"])
  }

  @Test func aManifestWithManyTargetsIsReadWhole() throws {
    let calls = (0..<20_000).map { "    .target(name: \"T\($0)\", path: \"M/T\($0)\")," }.joined(separator: "\n")
    let targets = try #require(Self.read(Self.package(calls)))
    #expect(targets.count == 20_000)
    #expect(targets.last?.folders.first?.path == "/pkg/M/T19999")
  }

  @Test func mutatedManifestsNeverCrash() {
    let source = Self.package(
      #"    .target(name: "A", path: "Sources/A", exclude: ["x"], resources: [.process("R"), .copy("C")]),"#)
    var fuzz = CatalogsTestSupport.FuzzGenerator(seed: 53)
    let alphabet = Array("()[]{}.,:\"\\#/* ntarget".utf8)
    for _ in 0..<1500 {
      let text = String(decoding: fuzz.mutate(source, edits: 4, alphabet: alphabet), as: UTF8.self)
      _ = Self.read(text, folders: ["/pkg/Sources/A"])
    }
  }
}
