/// Two assets that generate the same Swift symbol.
struct AssetSymbolCollisionRule: Rule {
  static let description = RuleDescription(
    identifier: "asset-symbol-collision",
    name: "Asset symbol collision",
    summary: "Two image sets (or two colour sets) generate the same `ImageResource`/`ColorResource` symbol.",
    rationale: """
      Xcode turns `onboarding-1` and `onboarding_1` alike into `.onboarding1`. It keeps the first asset, warns, \
      and generates nothing for the second, so code that means the second gets the first picture. Images and \
      colours have separate symbols and do not collide with each other.
      """,
    area: .assets,
    defaultSeverity: .warning,
    triggeringExamples: [
      RuleExample(
        files: ExampleApp.imageSet("onboarding-1") + ExampleApp.imageSet("onboarding_1"),
        fileFindings: ["Assets.xcassets/onboarding_1.imageset/Contents.json"]),
      RuleExample(
        files: ExampleApp.colorSet("adopt-button") + ExampleApp.colorSet("adoptButtonColor"),
        fileFindings: ["Assets.xcassets/adoptButtonColor.colorset/Contents.json"]),
    ],
    nonTriggeringExamples: [
      RuleExample(files: ExampleApp.imageSet("onboarding-1") + ExampleApp.imageSet("onboarding-2")),
      RuleExample(files: ExampleApp.imageSet("brand") + ExampleApp.colorSet("brand")),
    ])

  static func collision(_ name: String, symbol: String, firstName: String, firstCatalog: String) -> String {
    "`\(name)` generates the symbol `.\(symbol)`, which `\(firstName)` in \(firstCatalog) already has; Xcode "
      + "keeps the first and generates nothing for this one. Rename one of the two assets."
  }

  /// Images and colours get separate generated types, so only assets of one type can collide.
  private enum ResourceType {
    case image, color
    init?(_ kind: Asset.Kind) {
      switch kind {
      case .imageSet: self = .image
      case .colorSet: self = .color
      case .other: return nil
      }
    }
  }

  private struct SymbolKey: Hashable {
    var type: ResourceType
    var symbol: String
  }

  func check(_ context: RuleContext) -> [Finding] {
    let located = context.project.catalogs.flatMap { catalog in
      catalog.assets.map { (asset: $0, catalog: catalog.path.lastPathComponent) }
    }
    var first: [SymbolKey: (asset: Asset, catalog: String)] = [:]
    var findings: [Finding] = []
    for entry in located.sorted(by: { $0.asset.directory < $1.asset.directory }) {
      guard let type = ResourceType(entry.asset.kind), !entry.asset.symbolPath.isEmpty else { continue }
      let key = SymbolKey(type: type, symbol: entry.asset.symbol)
      guard let earlier = first[key] else {
        first[key] = entry
        continue
      }
      let message = Self.collision(
        entry.asset.name, symbol: key.symbol, firstName: earlier.asset.name, firstCatalog: earlier.catalog)
      findings.append(Finding(location: SourceLocation(file: entry.asset.contentsFile), message: message))
    }
    return findings
  }
}
