import Foundation

/// `project.pbxproj` texts for rule examples: the example app's targets, each built from Xcode 16 synchronized
/// folders (everything in the folder belongs to the target), the way a new Xcode project is laid out.
enum ExampleXcodeProject {
  struct Target {
    var name: String
    var productType: String
    /// Folders relative to the project folder.
    var folders: [String]
    /// The `SDKROOT` of its one build configuration (`macosx`), or none.
    var sdk: String? = nil
    /// Other build settings of that configuration (`TARGETED_DEVICE_FAMILY`).
    var settings: [String: String] = [:]
    /// Build configurations by name, each with its own settings besides `settings`; one `Debug` when empty.
    var configurations: [String: [String: String]] = [:]

    static func app(
      _ name: String, folders: [String], sdk: String? = nil, settings: [String: String] = [:],
      configurations: [String: [String: String]] = [:]
    ) -> Target {
      Target(
        name: name, productType: "com.apple.product-type.application", folders: folders, sdk: sdk,
        settings: settings, configurations: configurations)
    }

    /// The configuration's build settings, as the project file writes them.
    var settingsText: String? { settingsText(of: [:]) }

    /// The build settings of a configuration with `own` settings besides the target's.
    func settingsText(of own: [String: String]) -> String? {
      let all = (sdk.map { ["SDKROOT": $0] } ?? [:]).merging(settings) { first, _ in first }.merging(own) { $1 }
      guard !all.isEmpty else { return nil }
      return all.sorted { $0.key < $1.key }.map {
        "\(ExampleXcodeProject.quoted($0.key)) = \(ExampleXcodeProject.quoted($0.value)); "
      }.joined()
    }

    /// The project file's lines of its configuration list (object ids from `list` and `configuration`).
    func configurationLines(list: String, configuration: (Int) -> String) -> [String]? {
      let named = configurations.isEmpty ? [("Debug", [:])] : configurations.sorted { $0.key < $1.key }
      guard settingsText != nil || !configurations.isEmpty else { return nil }
      let ids = named.indices.map { "\(configuration($0)), " }.joined()
      return ["\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(ids)); };"]
        + named.enumerated().map { index, entry in
          "\t\t\(configuration(index)) = {isa = XCBuildConfiguration; buildSettings = {\(settingsText(of: entry.1) ?? "")}; "
            + "name = \(entry.0); };"
        }
    }

    static func widget(_ name: String, folders: [String]) -> Target {
      Target(name: name, productType: "com.apple.product-type.app-extension", folders: folders)
    }
  }

  /// The project file at `Adopt.xcodeproj/project.pbxproj`.
  /// `projectSettings` are the project's own (its Debug configuration), which every target inherits.
  static func file(_ targets: [Target], projectSettings: [String: String] = [:]) -> ExampleApp.File {
    ("Adopt.xcodeproj/project.pbxproj", text(targets, projectSettings: projectSettings))
  }

  static func text(_ targets: [Target], projectSettings: [String: String] = [:]) -> String {
    let folders = Array(Set(targets.flatMap(\.folders))).sorted()
    let folderIDs = Dictionary(uniqueKeysWithValues: folders.enumerated().map { ($1, id(0x5F, $0)) })
    let groupLines = folders.map { folder in
      "\t\t\(folderIDs[folder]!) /* \(folder) */ = {isa = PBXFileSystemSynchronizedRootGroup; path = \(quoted(folder)); "
        + "sourceTree = \"<group>\"; };"
    }
    let targetLines = targets.enumerated().flatMap { index, target in
      let groups = target.folders.map { "\(folderIDs[$0]!) /* \($0) */, " }.joined()
      let configurations = target.configurationLines(list: id(0x7C, index)) { id(0x7B, index * 16 + $0) }
      let list = configurations == nil ? "" : "buildConfigurationList = \(id(0x7C, index)); "
      return [
        "\t\t\(id(0x7A, index)) /* \(target.name) */ = {isa = PBXNativeTarget; \(list)buildPhases = (); "
          + "fileSystemSynchronizedGroups = (\(groups)); name = \(quoted(target.name)); "
          + "productType = \"\(target.productType)\"; };"
      ] + (configurations ?? [])
    }
    let projectConfiguration = Target(name: "", productType: "", folders: [], settings: projectSettings).settingsText
    let projectLines = projectConfiguration.map { settings in
      [
        "\t\t\(id(0x9C, 0)) = {isa = XCConfigurationList; buildConfigurations = (\(id(0x9B, 0)), ); };",
        "\t\t\(id(0x9B, 0)) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Debug; };",
      ]
    }
    let projectList = projectConfiguration == nil ? "" : "buildConfigurationList = \(id(0x9C, 0)); "
    let targetIDs = targets.indices.map { "\(id(0x7A, $0)), " }.joined()
    let children = folders.map { "\(folderIDs[$0]!), " }.joined()
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 77;
      \tobjects = {
      \t\t\(id(0x90, 0)) = {isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
      \(groupLines.joined(separator: "\n"))
      \((targetLines + (projectLines ?? [])).joined(separator: "\n"))
      \t\t\(id(0x9A, 0)) /* Project object */ = {isa = PBXProject; \(projectList)mainGroup = \(id(0x90, 0)); targets = (\(targetIDs)); };
      \t};
      \trootObject = \(id(0x9A, 0)) /* Project object */;
      }

      """
  }

  /// A 24-digit object id as Xcode writes them, from a kind byte and a number.
  private static func id(_ kind: Int, _ number: Int) -> String {
    String(format: "%02X%022X", kind, number)
  }

  fileprivate static func quoted(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "/" } ? text : "\"\(text)\""
  }
}
