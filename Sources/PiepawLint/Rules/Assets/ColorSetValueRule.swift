import Foundation

/// A colour set entry whose colour space or components Xcode cannot read as a colour.
struct ColorSetValueRule: Rule {
  static let description = RuleDescription(
    identifier: "color-set-value",
    name: "Colour set value",
    summary:
      "A colour set names an unknown colour space, lacks a channel, or has a component that is not a number in "
      + "its range (0–1, 0–255 or 0x00–0xFF).",
    rationale: """
      Colour sets edited by hand or written by a script end up with `"red": "0.5f"`, `"green": "1.2"` or a \
      missing `blue`. Xcode then draws a different colour than the designer chose, or none, and says nothing at \
      build time. A component is a number from 0 to 1, an integer from 0 to 255 or a hexadecimal byte; the \
      extended colour spaces allow values outside 0–1. System colours (`"reference": "systemBlueColor"`) are \
      not checked.
      """,
    area: .assets,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [colorSet("brand-tint", space: "srgb", red: "↓\"1.2\"", green: "\"0.545\"", blue: "\"0.310\"")]),
      RuleExample(
        files: [colorSet("brand-tint", space: "srgb", red: "\"0xF2\"", green: "↓\"green\"", blue: "\"0x4F\"")]),
      RuleExample(files: [
        colorSet("brand-tint", space: "↓\"adobe-rgb\"", red: "\"0.9\"", green: "\"0.5\"", blue: "\"0.3\"")
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.colorSet("brand-tint")),
      RuleExample(files: [colorSet("brand-tint", space: "srgb", red: "\"242\"", green: "\"0x8B\"", blue: "\"0.310\"")]),
      RuleExample(
        files: [colorSet("glow", space: "extended-srgb", red: "\"1.250\"", green: "\"-0.100\"", blue: "\"0.310\"")]),
    ])

  /// A colour set whose one colour has the components given as JSON source.
  private static func colorSet(_ name: String, space: String, red: String, green: String, blue: String)
    -> ExampleApp.File
  {
    let spaceValue = space.hasPrefix("\"") || space.hasPrefix("↓") ? space : "\"\(space)\""
    let contents = """
      {
        "colors" : [
          {
            "color" : {
              "color-space" : \(spaceValue),
              "components" : { "alpha" : "1.000", "blue" : \(blue), "green" : \(green), "red" : \(red) }
            },
            "idiom" : "universal"
          }
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }

      """
    return ("Assets.xcassets/\(name).colorset/Contents.json", contents)
  }

  static let colorSpaces: Set<String> = [
    "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "extended-linear-display-p3", "gray-gamma-22",
    "extended-gray", "extended-linear-gray",
  ]

  static func unknownSpace(_ space: String) -> String {
    "`\(space)` is not a colour space of asset catalogs (srgb, display-p3, extended-srgb, gray-gamma-22, …), so "
      + "Xcode cannot read this colour; pick the colour again in Xcode's colour editor."
  }

  static func missingChannel(_ channels: [String], set: String) -> String {
    "This colour of \(set) has no \(Plural.list(channels.map { "`\($0)`" })) component, so Xcode cannot read it; "
      + "pick the colour again in Xcode's colour editor."
  }

  static func badComponent(_ component: AssetColor.Component, extended: Bool) -> String {
    let range = extended ? "a number" : "a number from 0 to 1, an integer from 0 to 255 or a byte 0x00–0xFF"
    return "`\(component.name)` is \"\(component.text)\", not \(range), so the colour is not what the designer "
      + "chose; write the component as Xcode does (\"0.949\")."
  }

  func check(_ context: RuleContext) -> [Finding] {
    context.project.shippedAssets.filter { $0.kind == .colorSet }.flatMap { asset in
      asset.colors.filter { !$0.isSystemReference }.flatMap { findings(for: $0, in: asset) }
    }
  }

  private func findings(for color: AssetColor, in asset: Asset) -> [Finding] {
    let space = color.colorSpace ?? "srgb"
    guard Self.colorSpaces.contains(space) else {
      return [Finding(location: color.location, message: Self.unknownSpace(space))]
    }
    let isGray = space.contains("gray")
    let channels = isGray ? ["white"] : ["red", "green", "blue"]
    let names = Set(color.components.map(\.name))
    let missing = channels.filter { !names.contains($0) }
    var findings: [Finding] = []
    if !missing.isEmpty {
      findings.append(
        Finding(location: color.location, message: Self.missingChannel(missing, set: asset.directory.lastPathComponent))
      )
    }
    let extended = space.hasPrefix("extended")
    for component in color.components where !ColorComponentValue.isValid(component.text, extended: extended) {
      findings.append(Finding(location: component.location, message: Self.badComponent(component, extended: extended)))
    }
    return findings
  }
}
