import Testing

@testable import PiepawLint

/// `missing-scale` and `scale-mismatch` on variants (appearances, screen widths, gamuts), vectors, swatches and
/// oversized @1x files: each false alarm gone, with the true finding next to it still reported.
@Suite struct RuleImagesVariantTests {
  typealias File = ImageBuild.File

  /// A set whose files `i` carry `variants[i]` (empty when absent) and whose properties are `properties`.
  private static func set(
    _ name: String, _ files: [File], variants: [[String: String]] = [], properties: AssetProperties = .init()
  ) -> (Asset, [String: ImageInfo]) {
    var (asset, infos) = ImageBuild.set(name, files)
    for (index, traits) in variants.enumerated() { asset.images[index].variant = ImageVariant(traits) }
    asset.properties = properties
    return (asset, infos)
  }

  private static let dark = ["luminosity:dark"]

  // MARK: missing-scale

  @Test func oneProblemOfSeveralAppearancesIsOneFinding() {
    let project = ImageBuild.project([
      Self.set(
        "paw",
        [
          File("paw@2x.png", 2, "128x128"), File("paw-dark@2x.png", 2, "128x128", appearances: Self.dark),
          File("paw-hc@2x.png", 2, "128x128", appearances: ["contrast:high"]),
          File("paw-ipad.png", 1, "64x64", idiom: "ipad"),
        ])
    ])
    let messages = findings(MissingScaleRule.self, project).map(\.message)
    #expect(messages.count == 2, "\(messages)")
    #expect(
      messages.first
        == "paw.imageset (any, dark and high contrast appearances) has no @3x file, only @2x (128×128 px). Drawn at "
        + "its own size, 64×64 pt, iPhones that load @3x would scale it up; drawn `.resizable()`, its pixels against "
        + "the size it is drawn at decide, and the tool found no `Image` that draws it at a size it can read. For its "
        + "own size, add 192×192 px for @3x (in Xcode's asset editor, drop them on the empty slots).")
    #expect(
      messages.last?.hasPrefix(
        "paw.imageset (ipad) has no @2x file, only @1x (64×64 px). Drawn at its own size, 64×64 pt, iPads that load @2x"
      ) == true)
  }

  /// A `retina4` file is for 4-inch iPhones, all @2x: it lacks no @3x file. The set's plain iPhone files beside it
  /// still need theirs.
  @Test func aFourInchFileLacksNoThreeX() {
    func messages(threeX: Bool) -> [String] {
      var files = [
        File("cards@2x.png", 2, "200x100", idiom: "iphone"), File("cards-568h@2x.png", 2, "200x120", idiom: "iphone"),
      ]
      if threeX { files.append(File("cards@3x.png", 3, "300x150", idiom: "iphone")) }
      let project = ImageBuild.project([Self.set("cards", files, variants: [[:], ["subtype": "retina4"]])])
      return findings(MissingScaleRule.self, project).map(\.message)
    }
    #expect(messages(threeX: true).isEmpty)
    let plain = messages(threeX: false)
    #expect(plain.count == 1 && plain.first?.contains("subtype retina4") == false, "\(plain)")
  }

  @Test func appearancesThatNeedDifferentFilesAreReportedApart() {
    let project = ImageBuild.project([
      Self.set(
        "paw", [File("paw@2x.png", 2, "128x128"), File("paw-dark@2x.png", 2, "160x160", appearances: Self.dark)])
    ])
    let messages = findings(MissingScaleRule.self, project).map(\.message)
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("paw.imageset (any appearance) has no @3x") == true)
    #expect(messages.last?.contains("(dark)") == true && messages.last?.contains("240×240 px for @3x") == true)
  }

  @Test func theDefaultGroupIsNamedWhenOthersAreFine() {
    let project = ImageBuild.project([
      ImageBuild.set(
        "card", [File("card@2x.png", 2, "100x100"), File("card-ipad@2x.png", 2, "200x200", idiom: "ipad")])
    ])
    #expect(
      findings(MissingScaleRule.self, project).map { String($0.message.prefix(36)) } == [
        "card.imageset (universal) has no @3x"
      ])
  }

  @Test func variantsAreCheckedApartAndNamed() {
    let project = ImageBuild.project([
      Self.set(
        "photo",
        [
          File("photo@2x.png", 2, "200x200"), File("photo@3x.png", 3, "300x300"),
          File("photo-p3@2x.png", 2, "200x200"),
        ], variants: [[:], [:], ["display-gamut": "display-P3"]])
    ])
    let messages = findings(MissingScaleRule.self, project).map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("photo.imageset (display-gamut display-P3) has no @3x file, only @2x") == true)
  }

  @Test func onlyAHigherScaleIsScaledDownAndNotReported() {
    let project = ImageBuild.project([
      ImageBuild.set("hero", [File("hero@3x.jpg", 3, "1290x2796", format: .jpeg)]),
      ImageBuild.set("card", [File("card.png", 1, "100x60"), File("card@3x.png", 3, "300x180")]),
      ImageBuild.set("tile", [File("tile.png", 1, "50x50"), File("tile@2x.png", 2, "100x100")]),
    ])
    let result = findings(MissingScaleRule.self, project)
    #expect(result.map(\.location.file.lastPathComponent) == ["Contents.json"])
    #expect(
      result.first?.message.hasPrefix("tile.imageset has no @3x file, only @1x and @2x (50×50 and 100×100 px).") == true
    )
  }

  @Test func aTinySwatchNeedsNoOtherScaleButASmallIconDoes() {
    let project = ImageBuild.project([
      ImageBuild.set("tint", [File("tint.png", 1, "1x1")]),
      ImageBuild.set("line", [File("line.png", 1, "2x2")]),
      ImageBuild.set("dot", [File("dot.png", 1, "3x3")]),
    ])
    let result = findings(MissingScaleRule.self, project)
    #expect(result.map(\.message.first) == ["d"])
    #expect(result.first?.message.contains("add 6×6 px for @2x and 9×9 px for @3x") == true)
  }

  @Test func aVectorInTheOneXSlotNeedsPreserveVectorData() {
    let vector = File("logo.pdf", 1, nil, status: .unsupported("PDF"), format: .pdf)
    let project = ImageBuild.project([
      Self.set("kept", [vector], properties: AssetProperties(preservesVectorRepresentation: true)),
      // A vector kept as one in the @2x slot is drawn sharp at @3x too.
      Self.set(
        "keptTwoX", [File("arrow.svg", 2, nil, status: .unsupported("SVG"), format: .svg)],
        properties: AssetProperties(preservesVectorRepresentation: true)),
      Self.set("logo", [vector]),
      Self.set("single", [File("logo.svg", nil, nil, status: .unsupported("SVG"), format: .svg)]),
      Self.set("mixed", [vector, File("logo@2x.png", 2, "80x80")]),
    ])
    let messages = findings(MissingScaleRule.self, project).map(\.message)
    #expect(
      messages
        == [
          "logo.imageset has `logo.pdf`, a vector, in the @1x slot without Preserve Vector Data, so Xcode renders "
            + "it at @1x only. Drawn at its own size iPhones would scale it up; drawn `.resizable()`, the size it is "
            + "drawn at decides; the tool found no `Image` that draws it at a size it can read. To keep it sharp at "
            + "any size, tick Preserve Vector Data (\"preserves-vector-representation\": true) or make the set "
            + "single-scale.",
          "mixed.imageset has no @3x file, only @1x and @2x. Drawn at its own size, 40×40 pt, iPhones that load @3x "
            + "would scale it up; drawn `.resizable()`, its pixels against the size it is drawn at decide, and the "
            + "tool found no `Image` that draws it at a size it can read. For its own size, add 120×120 px for @3x "
            + "(in Xcode's asset editor, drop them on the empty slots).",
        ])
  }

  /// A @1x-only file larger than any iPhone screen in points cannot be drawn at its own size on a page: where no
  /// code draws it, nothing is reported. Drawn at its own size, it is taken for a misplaced export.
  @Test func aLargeOneXOnlyFileIsTakenForAMisplacedExport() throws {
    let project = ImageBuild.project([
      ImageBuild.set("welcome", [File("welcome.jpg", 1, "1179x2556", format: .jpeg)]),
      ImageBuild.set("banner", [File("banner.png", 1, "1000x300")]),
      ImageBuild.set("badge", [File("badge.png", 1, "40x40")]),
    ])
    let undrawn = findings(MissingScaleRule.self, project).map(\.message)
    #expect(undrawn.count == 1)
    #expect(undrawn.first?.hasPrefix("badge.imageset has no @2x or @3x file, only @1x (40×40 px).") == true)

    let view = (
      "Views/Welcome.swift",
      "import SwiftUI\n\nstruct Welcome: View {\n  var body: some View {\n    VStack {\n      Image(\"welcome\")\n"
        + "      Image(\"banner\")\n    }\n  }\n}\n"
    )
    let files =
      [view]
      + ExampleApp.imageSet("welcome", images: [.init("welcome.jpg", scale: 1, ExampleApp.jpeg(1179, 2556))])
      + ExampleApp.imageSet("banner", images: [.init("banner.png", scale: 1, ExampleApp.png(1000, 300))])
    let messages = try ExampleRun(RuleExample(files: files), rule: MissingScaleRule.self).messages.sorted()
    #expect(messages.count == 2)
    let expected: String =
      "welcome.imageset has only a @1x file, `welcome.jpg` (1179×2556 px), so it is 1179×2556 pt, larger than "
      + "any iPhone screen: most likely a file exported for a higher scale in the @1x slot, and "
      + "`Views/Welcome.swift:6` draws it at its own size (not `.resizable()`), so every iPhone scales it up. If it "
      + "is a @3x export, move it to the @3x slot (393×852 pt there) and add 786×1704 px for @2x; if it is meant at "
      + "1179×2556 pt, add 2358×5112 px for @2x and 3537×7668 px for @3x."
    #expect(messages.last?.hasSuffix(": " + expected) == true, "\(messages)")
    #expect(messages.first?.contains("banner.imageset has only a @1x file") == true)
    // 1000×300 px fits a screen at @2x too (500×150 pt): both moves are offered.
    #expect(
      messages.first?.contains(
        "If it is a @3x export, move it to the @3x slot (333.33×100 pt there) and add 667×200 px for @2x; if it is "
          + "a @2x export, move it to the @2x slot (500×150 pt there) and add 1500×450 px for @3x;") == true,
      "\(messages)")
  }

  @Test func messagesAreNeutralOutsideOnboarding() {
    let project = ImageBuild.project([
      ImageBuild.set("welcome", [File("welcome.jpg", 1, "393x852", format: .jpeg)]),
      ImageBuild.set("badge", [File("badge.png", 1, "40x40")]),
      ImageBuild.set("bg", [File("bg@2x.png", 2, "128x91"), File("bg@3x.png", 3, "192x142")]),
    ])
    let messages = (findings(MissingScaleRule.self, project) + findings(ScaleMismatchRule.self, project)).map(
      \.message)
    #expect(messages.count == 3)
    for message in messages {
      #expect(!message.contains("page") && !message.contains("background"), "\(message)")
    }
  }

  // MARK: One reference size for every hint

  /// 64×45.5 pt and 64×47.33 pt: neither divides, and they differ by more than a point. The hint names the one size
  /// for every scale, 64×47 pt; the @3x file is a third of a point from it, which looks alike and is not reported
  /// (`ScaleMismatchRule.lookAlike`).
  @Test func hintsForTwoXAndThreeXAgreeOnOnePointSize() {
    let project = ImageBuild.project([
      ImageBuild.set("logo", [File("logo@2x.png", 2, "128x91"), File("logo@3x.png", 3, "192x142")])
    ])
    let messages = findings(ScaleMismatchRule.self, project).map(\.message)
    #expect(
      messages == [
        "`logo@2x.png` is 128×91 px, which @2x does not divide (64×45.5 pt), so no other scale can have the same "
          + "size in points; where the app draws it at its own size (the tool did not see how it draws it), the image changes size from "
          + "device to device; export it at 128×94 px, 64×47 pt one size for every scale."
      ])
  }

  @Test func missingScaleHintsUseTheSameReferenceAsScaleMismatch() {
    let project = ImageBuild.project([ImageBuild.set("logo", [File("logo@2x.png", 2, "128x91")])])
    let missing = findings(MissingScaleRule.self, project).map(\.message)
    let mismatch = findings(ScaleMismatchRule.self, project).map(\.message)
    #expect(missing.first?.contains("add 192×138 px for @3x") == true, "\(missing)")
    // One file alone has nothing to disagree with.
    #expect(mismatch.isEmpty, "\(mismatch)")
  }

  // MARK: scale-mismatch

  @Test func filesOfDifferentVariantsAreNotComparedButWithinOneVariantThey() {
    let project = ImageBuild.project([
      Self.set(
        "face",
        [
          File("small@2x.png", 2, "100x100"), File("small@3x.png", 3, "150x150"),
          File("large@2x.png", 2, "150x150"), File("large@3x.png", 3, "210x210"),
        ],
        variants: [
          ["screen-width": "<=145"], ["screen-width": "<=145"], ["screen-width": ">183"], ["screen-width": ">183"],
        ])
    ])
    let result = findings(ScaleMismatchRule.self, project)
    #expect(result.count == 1)
    #expect(
      result.first?.message.hasPrefix(
        "The files of this image (screen-width >183) disagree on its size in points: `large@2x.png` is 150×150 px "
          + "(75×75 pt at @2x) and `large@3x.png`") == true, "\(result)")
  }

  @Test func aFileNamedByTwoAppearancesIsReportedOnce() {
    let project = ImageBuild.project([
      ImageBuild.set(
        "paw",
        [
          File("paw.png", 1, "64x64"), File("paw@2x.png", 2, "120x120"), File("paw@3x.png", 3, "192x192"),
          File("paw-dark.png", 1, "64x64", appearances: Self.dark),
          File("paw@2x.png", 2, "120x120", appearances: Self.dark),
          File("paw-dark@3x.png", 3, "192x192", appearances: Self.dark),
        ])
    ])
    let messages = findings(ScaleMismatchRule.self, project).map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("`paw@2x.png` (any and dark appearances) is 120×120 px") == true, "\(messages)")
  }

  /// An iOS app loads no @1x file: its 29 pt does not dispute the 20 pt of the @2x file, which the @3x file that
  /// does not divide is measured against (the near miss: a shown @2x and @3x that disagree evenly still dispute).
  @Test func anUnloadedOneXSizeDisputesNothing() {
    let project = ImageBuild.project([
      ImageBuild.set(
        "request",
        [File("request.png", 1, "29x29"), File("request@2x.png", 2, "40x40"), File("request@3x.png", 3, "64x64")]),
      ImageBuild.set("badge", [File("badge@2x.png", 2, "40x40"), File("badge@3x.png", 3, "66x66")]),
    ])
    let messages = findings(ScaleMismatchRule.self, project).map(\.message)
    #expect(messages.count == 2, "\(messages)")
    #expect(
      messages.contains {
        $0.hasPrefix("`request@3x.png` is 64×64 px, which @3x does not divide") && $0.contains("export it at 60×60 px")
      }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("The files of this image disagree") && $0.contains("badge@2x.png") })
  }
}
