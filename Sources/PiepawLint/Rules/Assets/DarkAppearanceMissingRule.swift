/// A colour set without a dark appearance in a catalog whose other colour sets have one.
struct DarkAppearanceMissingRule: Rule {
  static let description = RuleDescription(
    identifier: "dark-appearance-missing",
    name: "Dark appearance missing",
    summary:
      "A colour set has no Dark appearance while most colour sets of its catalog (at least three in four) have "
      + "one (opt-in).",
    rationale: """
      A catalog whose colours have Dark variants is a design that supports Dark Mode; a colour set added later \
      without one keeps its light colour in Dark Mode, so a dark label lands on a dark background. The rule \
      judges a catalog only when at least four of its colour sets are colours and three in four have a Dark \
      appearance; colours that name a system colour adapt by themselves, and translucent ones (shadows, \
      overlays) are usually meant for both, so neither is counted. Brand colours, gradient stops and status \
      colours are often the same in both appearances on purpose, which only the design can tell: the rule is \
      off by default, a list to review when a catalog moves to Dark Mode.
      """,
    area: .assets,
    defaultSeverity: .warning,
    enabledByDefault: false,
    triggeringExamples: [
      RuleExample(
        files: ["ink", "paper", "leaf", "sky"].flatMap { darkColorSet($0) } + ExampleApp.colorSet("new-accent"),
        fileFindings: ["Assets.xcassets/new-accent.colorset/Contents.json"])
    ],
    nonTriggeringExamples: [
      RuleExample(files: ["ink", "paper", "leaf", "sky", "new-accent"].flatMap { darkColorSet($0) }),
      // Half of the colours have a dark variant: no evident design to follow.
      RuleExample(
        files: ["ink", "paper"].flatMap { darkColorSet($0) }
          + ["leaf", "sky"].flatMap { ExampleApp.colorSet($0) }),
    ])

  /// A colour set with an any and a dark appearance.
  private static func darkColorSet(_ name: String) -> [ExampleApp.File] {
    let color =
      #"{ "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.3", "green" : "0.5", "red" : "0.9" } }"#
    let contents = """
      {
        "colors" : [
          { "color" : \(color), "idiom" : "universal" },
          {
            "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : \(color), "idiom" : "universal"
          }
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }

      """
    return [("Assets.xcassets/\(name).colorset/Contents.json", contents)]
  }

  static let minimumColorSets = 4
  /// The share of a catalog's colour sets with a Dark appearance that makes it a Dark Mode design.
  static let designShare = 0.75

  static func missingDark(_ asset: Asset, withDark: Int, of total: Int) -> String {
    "`\(asset.name)` has no Dark appearance, while \(withDark) of the \(total) colour sets of this catalog have "
      + "one, so in Dark Mode it keeps its light colour; add a Dark appearance in Xcode's colour editor "
      + "(Appearances: Any, Dark)."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.shippedCatalogs.flatMap { catalog -> [Finding] in
      let colors = catalog.assets.filter { asset in
        asset.kind == .colorSet && !asset.colors.isEmpty && !asset.colors.allSatisfy(\.isSystemReference)
          && !asset.colors.contains(where: \.isTranslucent)
      }
      let withDark = colors.filter { $0.colors.contains { $0.appearances.contains("luminosity:dark") } }
      guard colors.count >= Self.minimumColorSets,
        Double(withDark.count) >= Self.designShare * Double(colors.count), withDark.count < colors.count
      else { return [] }
      let dark = Set(withDark.map(\.directory))
      return colors.filter { !dark.contains($0.directory) }.map { asset in
        Finding(
          location: SourceLocation(file: asset.contentsFile),
          message: Self.missingDark(asset, withDark: withDark.count, of: colors.count))
      }
    }
  }
}

extension AssetColor {
  /// An alpha component below 1 (`"0.300"`, `"77"`, `"0x4D"`): a shadow or an overlay.
  var isTranslucent: Bool {
    guard let alpha = components.first(where: { $0.name == "alpha" })?.text else { return false }
    if alpha.lowercased().hasPrefix("0x") { return (Int(alpha.dropFirst(2), radix: 16) ?? 255) < 255 }
    guard let value = Double(alpha) else { return false }
    return alpha.contains(".") ? value < 1 : value < 255
  }
}
