/// A file in an image set folder that `Contents.json` does not name.
struct ImagesetUnassignedFileRule: Rule {
  static let description = RuleDescription(
    identifier: "imageset-unassigned-file",
    name: "Image set unassigned file",
    summary: "A file sits in an image set's folder but its `Contents.json` does not name it.",
    rationale: """
      Xcode leaves an unassigned file out of the app ("unassigned child"), so a new @3x background dropped \
      into the folder in Finder never ships, and the set keeps showing the old or a blurry image. Hidden \
      files such as `.DS_Store` are ignored.
      """,
    area: .assets,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-2", entries: [ExampleApp.imageEntry(filename: "\"onboarding-2@2x.png\"")],
          files: ["onboarding-2@2x.png", "onboarding-2@3x.png"]),
        fileFindings: ["Assets.xcassets/onboarding-2.imageset/onboarding-2@3x.png"])
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-2", entries: [ExampleApp.imageEntry(filename: "\"onboarding-2@2x.png\"")],
          files: ["onboarding-2@2x.png", ".DS_Store"]))
    ])

  static func unassigned(_ file: String, set: String) -> String {
    "`\(file)` is in \(set) but Contents.json does not name it, so Xcode leaves it out of the app; assign it "
      + "to a scale in Xcode's asset editor (or in Contents.json) or delete it."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.catalogs.flatMap { catalog in
      // Where Contents.json could not be read, its names are unknown and every file would look unassigned.
      let unreadable = Set(catalog.problems.map(\.location.file))
      return catalog.assets.filter { $0.kind == .imageSet && !unreadable.contains($0.contentsFile) }
        .flatMap(unassignedFiles)
    }
  }

  private func unassignedFiles(_ asset: Asset) -> [Finding] {
    let named = Set(asset.images.map(\.filename))
    return asset.filesOnDisk.compactMap { path in
      let file = path.lastPathComponent
      guard !file.hasPrefix("."), !named.contains(file) else { return nil }
      return Finding(
        location: SourceLocation(file: path), message: Self.unassigned(file, set: asset.directory.lastPathComponent))
    }
  }
}
