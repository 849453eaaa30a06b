/// A file in an image set folder that `Contents.json` does not name.
struct ImagesetUnassignedFileRule: Rule {
  static let description = RuleDescription(
    identifier: "imageset-unassigned-file",
    name: "Image set unassigned file",
    summary: "A file sits in an image set's folder but its `Contents.json` does not name it.",
    rationale: """
      Xcode leaves an unassigned file out of the app ("unassigned child"), so a new @3x background dropped \
      into the folder in Finder never ships, and the set keeps showing the old or a blurry image. Only image \
      files count: hidden files such as `.DS_Store` and what a merge leaves behind (`Contents.json~HEAD`, \
      `hero@2x.png.orig`, `*.rej`) are no images to assign.
      """,
    area: .assets,
    defaultSeverity: .warning,
    fix: """
      `--fix` names the file in the set's empty `Contents.json` entry for its scale when the file's name states \
      it (`hero@2x.png` → the 2x entry without a `filename`) and that entry is the only one it can be (no second \
      idiom, appearance or file claiming it); the JSON keeps its formatting. Other files are left to you.
      """,
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
          files: ["onboarding-2@2x.png", ".DS_Store"])),
      // Leftovers of a merge are not images.
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-2", entries: [ExampleApp.imageEntry(filename: "\"onboarding-2@2x.png\"")],
          files: ["onboarding-2@2x.png", "Contents.json~HEAD", "Contents.json.orig", "onboarding-2@2x.png.rej"])),
    ])

  static func unassigned(_ file: String, set: String) -> String {
    "`\(file)` is in \(set) but Contents.json does not name it, so Xcode leaves it out of the app; assign it "
      + "to a scale in Xcode's asset editor (or in Contents.json) or delete it."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.shippedCatalogs.flatMap { catalog in
      // Where Contents.json could not be read, its names are unknown and every file would look unassigned.
      let unreadable = Set(catalog.problems.map(\.location.file))
      return catalog.assets.filter { $0.kind == .imageSet && !unreadable.contains($0.contentsFile) }
        .flatMap(unassignedFiles)
    }
  }

  private func unassignedFiles(_ asset: Asset) -> [Finding] {
    let unassigned = asset.unassignedImageFiles.map { (path: $0, file: $0.lastPathComponent) }
    let fixes = Self.fixes(assigning: unassigned.map(\.file), in: asset)
    return unassigned.map { path, file in
      Finding(
        location: SourceLocation(file: path), message: Self.unassigned(file, set: asset.directory.lastPathComponent),
        fix: fixes[file])
    }
  }

  /// Bitmap files whose name ends in `@1x`, `@2x` or `@3x` before the extension: what a file name can say for sure.
  private static let bitmapExtensions: Set<String> = ["png", "jpg", "jpeg", "heic", "heif"]

  /// The scale a file's name states (`hero@2x.png` → 2); nil when it states none.
  static func statedScale(of file: String) -> Int? {
    guard let (stem, ext) = FileName.split(file), bitmapExtensions.contains(ext.lowercased()), stem.utf8.count > 3
    else { return nil }
    for scale in 1...3 where stem.hasSuffix("@\(scale)x") { return scale }
    return nil
  }

  /// For each file that can be assigned for certain, the edit of `Contents.json` that names it in its empty slot:
  /// its name states a scale, the set has exactly one empty slot of that scale (and no variant: a dark or
  /// iPad-only slot is not named by a scale), and no other unassigned file claims that slot.
  static func fixes(assigning files: [String], in asset: Asset) -> [String: Fix] {
    let claimants = Dictionary(grouping: files.filter { statedScale(of: $0) != nil }) { statedScale(of: $0)! }
    var fixes: [String: Fix] = [:]
    for (scale, claiming) in claimants where claiming.count == 1 {
      let slots = asset.emptySlots.filter { $0.scale == scale }
      guard slots.count == 1, !slots[0].hasVariant, let insertion = slots[0].filenameInsertion else { continue }
      let file = claiming[0]
      fixes[file] = Fix(
        summary: "assign `\(file)` to the \(scale)x slot in Contents.json",
        edits: [
          TextEdit(
            file: asset.contentsFile, span: insertion.anchor,
            replacement: insertion.prefix + JSONOutput.string(file).rendered() + insertion.suffix)
        ])
    }
    return fixes
  }
}
