/// `Contents.json` names a file the image set folder does not have.
struct ImagesetMissingFileRule: Rule {
  static let description = RuleDescription(
    identifier: "imageset-missing-file",
    name: "Image set missing file",
    summary: "An image set's `Contents.json` names a file that is not in the set's folder.",
    rationale: """
      Xcode warns and builds the catalog without the file, so the scale it stood for falls back to another \
      one: a background drawn from the @2x file on a @3x iPhone looks soft. It usually means a file was \
      renamed or deleted in Finder instead of in Xcode.
      """,
    area: .assets,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1",
          entries: [
            ExampleApp.imageEntry(filename: "\"onboarding-1@2x.png\""),
            ExampleApp.imageEntry(filename: "↓\"onboarding-1@3x.png\"", scale: "3x"),
          ],
          files: ["onboarding-1@2x.png", "onboarding_1@3x.png"]))
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet(
          "onboarding-1",
          entries: [
            ExampleApp.imageEntry(filename: "\"onboarding-1@2x.png\""),
            ExampleApp.imageEntry(filename: "\"onboarding-1@3x.png\"", scale: "3x"),
          ],
          files: ["onboarding-1@2x.png", "onboarding-1@3x.png"])),
      // An empty slot (no filename) is how Xcode shows a scale that is not filled in.
      RuleExample(files: ExampleApp.imageSet("icon_onboarding_1")),
      // A file whose name starts with a dot is hidden in Finder, and still the set's where Contents.json names it.
      RuleExample(
        files: ExampleApp.imageSet(
          "ellipsis", entries: [ExampleApp.imageEntry(filename: "\".. button.png\"")], files: [".. button.png"])),
    ])

  static func missingFile(_ filename: String, set: String, nearest: String?) -> String {
    let hint = nearest.map { " (the folder has `\($0)`)" } ?? ""
    return "Contents.json names `\(filename)`, but \(set) has no such file\(hint); add the file or correct the "
      + "filename."
  }

  /// The file is there under another case (`IMG_1.PNG` for `IMG_1.png`): a Mac's default disk finds it, a
  /// case-sensitive one does not.
  static func caseOnly(_ filename: String, file: String, set: String) -> String {
    "Contents.json names `\(filename)`, but \(set) has it as `\(file)`: Xcode finds it on a Mac's default disk, "
      + "which ignores case, but not on a case-sensitive volume or file system; give both the same case."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.shippedAssets.flatMap { asset in
      let present = asset.filesOnDisk.map(\.lastPathComponent)
      // A file that is there but was not read (a symlink out of the set, a FIFO) is reported where it was found.
      let presentSet = Set(present + asset.unreadFiles.map(\.lastPathComponent))
      // Only an image no entry names can be the one a broken entry meant.
      let unassigned = asset.unassignedImageFiles.map(\.lastPathComponent)
      let byLowercased = Dictionary(present.map { ($0.lowercased(), $0) }) { first, _ in first }
      return asset.images.compactMap { image -> Finding? in
        guard !presentSet.contains(image.filename) else { return nil }
        if let differentCase = byLowercased[image.filename.lowercased()] {
          return Finding(
            location: image.location,
            message: Self.caseOnly(image.filename, file: differentCase, set: asset.directory.lastPathComponent),
            maximumSeverity: .warning)
        }
        let nearest = NearestName.find(image.filename, among: unassigned)
        return Finding(
          location: image.location,
          message: Self.missingFile(image.filename, set: asset.directory.lastPathComponent, nearest: nearest))
      }
    }
  }
}
