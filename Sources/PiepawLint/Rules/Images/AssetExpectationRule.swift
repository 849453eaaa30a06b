/// An asset that does not meet what the configuration's `"assets"` demands of it, or that does not exist.
struct AssetExpectationRule: Rule {
  static let description = RuleDescription(
    identifier: "asset-expectation",
    name: "Asset expectation",
    summary:
      "An image set does not meet the configuration's `\"assets\"` demands (`aspectRatio`, `minPixels`), or the "
      + "configuration names an asset that does not exist.",
    rationale: """
      Some images have a contract with the layout that no general rule knows: the logo on the login screen \
      must be square, the promo banner 16:9 and at least 1170 px wide. Write it down once in \
      `.piepaw-lint.json` (`"assets": {"logoPet": {"aspectRatio": "1:1", "minPixels": "240x240"}}`, by catalog \
      name or symbol) and every new export is checked against it. The set's largest file is checked; \
      `aspectRatio` is width:height as written (`9:19.5` for a portrait screen). A finding about the image \
      lands on that file; an expectation that names no image set lands on its key in the configuration, so \
      a renamed asset cannot silently turn the check off. Projects without an asset catalog are not checked.
      """,
    area: .images,
    defaultSeverity: .error,
    options: [
      .tolerance("tolerance", "how far height per width may differ from `aspectRatio`'s, as a fraction", default: 0.01)
    ],
    triggeringExamples: [
      RuleExample(
        files: [(".piepaw-lint.json", configuration(for: "\"logoPet\""))]
          + ExampleApp.imageSet(
            "logo-pet",
            images: [
              .init("logo-pet@2x.png", scale: 2, ExampleApp.png(480, 320)),
              .init("logo-pet@3x.png", scale: 3, ExampleApp.png(720, 480)),
            ]),
        fileFindings: ["Assets.xcassets/logo-pet.imageset/logo-pet@3x.png"]),
      RuleExample(
        files: [(".piepaw-lint.json", configuration(for: "\"logo-pet\""))]
          + ExampleApp.imageSet("logo-pet", images: [.init("logo-pet@2x.png", scale: 2, ExampleApp.png(160, 160))]),
        fileFindings: ["Assets.xcassets/logo-pet.imageset/logo-pet@2x.png"]),
      RuleExample(
        files: [(".piepaw-lint.json", configuration(for: "↓\"logoPett\""))]
          + ExampleApp.scaledSet("logo-pet", width: 240, height: 240)),
    ],
    nonTriggeringExamples: [
      RuleExample(
        files: [(".piepaw-lint.json", configuration(for: "\"logoPet\""))]
          + ExampleApp.scaledSet("logo-pet", width: 240, height: 240)),
      // Without `"assets"` in the configuration there is nothing to check.
      RuleExample(
        files: ExampleApp.imageSet("logo-pet", images: [.init("logo-pet@3x.png", scale: 3, ExampleApp.png(720, 480))])),
    ])

  /// A `.piepaw-lint.json` that demands a square logo of at least 240×240 px; `key` is source (quoted).
  private static func configuration(for key: String) -> String {
    """
    {
      "assets": {
        \(key): {"aspectRatio": "1:1", "minPixels": "240x240"}
      }
    }

    """
  }

  static func unmet(_ problems: [String], image: MeasuredImage, asset: Asset, expectation: AssetExpectation) -> String {
    "`\(image.filename)`, the largest file of `\(asset.name)`, is \(image.pixels) px: "
      + Plural.list(problems) + " that the configuration's \"assets\" entry `\(expectation.asset)` demands. "
      + "Export the artwork to match, or correct the entry."
  }

  static func noSuchAsset(_ name: String, suggestion: String?) -> String {
    let hint = suggestion.map { " (did you mean `\($0)`?)" } ?? ""
    return "The configuration's \"assets\" entry `\(name)` names no image set in the project's catalogs, so nothing "
      + "is checked; write the asset's catalog name or generated symbol\(hint)."
  }

  static func notAnImageSet(_ name: String, asset: Asset) -> String {
    "The configuration's \"assets\" entry `\(name)` names \(asset.nounWithArticle), and only image sets can be "
      + "checked; name an image set, or remove the entry."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    guard !project.catalogs.isEmpty else { return [] }
    let index = context.facts.assetIndex
    let tolerance = context.options.number("tolerance")
    return context.assetExpectations.compactMap { expectation in
      let name = AssetNameForm.nameOrSymbol(expectation.asset)
      switch index.resolve(name, kind: .image) {
      case .missing:
        return Finding(
          location: expectation.location,
          message: Self.noSuchAsset(expectation.asset, suggestion: index.suggestion(for: name, kind: .image)))
      case .wrongKind(let asset):
        return Finding(location: expectation.location, message: Self.notAnImageSet(expectation.asset, asset: asset))
      case .found(let asset) where asset.kind != .imageSet:
        return Finding(location: expectation.location, message: Self.notAnImageSet(expectation.asset, asset: asset))
      case .found(let asset):
        return finding(for: expectation, asset: asset, in: project, tolerance: tolerance)
      }
    }
  }

  /// What the asset's largest file lacks, on that file; nil when it meets every demand or has no known size.
  private func finding(for expectation: AssetExpectation, asset: Asset, in project: Project, tolerance: Double)
    -> Finding?
  {
    guard let image = project.measuredImages(of: asset).largest else { return nil }
    var problems: [String] = []
    if let ratio = expectation.aspectRatio {
      let expected = ratio.height / ratio.width
      let actual = image.pixels.aspectRatio
      if abs(actual / expected - 1) > tolerance {
        let height = Measure.integer(Double(image.pixels.width) * expected)
        let example = height.map { " (such as \(image.pixels.width)×\($0) px)" } ?? ""
        problems.append(
          "its height per width is \(Measure.text(actual)), not the \(Measure.text(expected)) of "
            + "`aspectRatio` \"\(ratio)\"\(example)")
      }
    }
    if let minimum = expectation.minimumPixels,
      image.pixels.width < minimum.width || image.pixels.height < minimum.height
    {
      problems.append("it is smaller than the `minPixels` \(minimum) px")
    }
    guard !problems.isEmpty else { return nil }
    return Finding(
      location: SourceLocation(file: image.path),
      message: Self.unmet(problems, image: image, asset: asset, expectation: expectation))
  }
}
