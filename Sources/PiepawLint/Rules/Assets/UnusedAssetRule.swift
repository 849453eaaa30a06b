/// An image or colour set that nothing in the project names (opt-in).
struct UnusedAssetRule: Rule {
  static let description = RuleDescription(
    identifier: "unused-asset",
    name: "Unused asset",
    summary:
      "An image or colour set that no Swift or Objective-C code, storyboard, XIB, plist, project setting or JSON "
      + "file names (opt-in).",
    rationale: """
      A set nothing names still ships in every copy of the app: old onboarding art left behind after a redesign \
      is often the largest thing in a catalog. A set counts as named when any string, identifier or word of the \
      project could be its name or its generated symbol, and names built at run time count by their fixed parts \
      (`"step-\\(index)"` names `step-1` and `step-2`, `String(format: "icon%d", n)` names `icon3`). A name that \
      comes only from a server or a computation with no fixed part cannot be seen, so the rule is off by default; \
      turn it on to review a catalog, and suppress what is looked up that way. Swift packages are not checked \
      (their assets serve code elsewhere), nor preview assets, the accent colour, app icons, and the sets of \
      complication sets, brand assets and image stacks, which the system reads.
      """,
    area: .assets,
    defaultSeverity: .warning,
    enabledByDefault: false,
    triggeringExamples: [
      RuleExample(
        files: [("HomeView.swift", homeView(#"Image("paw-print")"#))]
          + ExampleApp.imageSet("paw-print") + ExampleApp.imageSet("old-onboarding-1"),
        fileFindings: ["Assets.xcassets/old-onboarding-1.imageset/Contents.json"]),
      RuleExample(
        files: [("HomeView.swift", homeView(#"Color("brand-tint")"#))]
          + ExampleApp.colorSet("brand-tint") + ExampleApp.colorSet("retired-tint"),
        fileFindings: ["Assets.xcassets/retired-tint.colorset/Contents.json"]),
    ],
    nonTriggeringExamples: [
      // By name, by generated symbol, and by a name built from fixed parts.
      RuleExample(
        files: [("HomeView.swift", homeView(#"Image("paw-print"); Image(.leash); Image("step-\(index)")"#))]
          + ExampleApp.imageSet("paw-print") + ExampleApp.imageSet("leash") + ExampleApp.imageSet("step-1")
          + ExampleApp.imageSet("step-2")),
      // Named by a storyboard and by Objective-C code.
      RuleExample(
        files: [
          ("HomeView.swift", homeView("EmptyView()")),
          ("Launch.storyboard", #"<imageView image="launch-paw" contentMode="center"/>"#),
          ("Legacy.m", #"UIImage *paw = [UIImage imageNamed:@"legacy-paw"];"#),
        ]
          + ExampleApp.imageSet("launch-paw") + ExampleApp.imageSet("legacy-paw")),
      // The accent colour is used by the build settings, whether or not they name it.
      RuleExample(files: [("HomeView.swift", homeView("EmptyView()"))] + ExampleApp.colorSet("AccentColor")),
    ])

  /// A view whose body is `content`.
  private static func homeView(_ content: String) -> String {
    """
    import SwiftUI

    struct HomeView: View {
      var index = 1
      var body: some View {
        VStack { \(content) }
      }
    }

    """
  }

  static func unused(_ asset: Asset, bytes: Int) -> String {
    let what = asset.kind == .colorSet ? "colour set" : "image set"
    let size = bytes > 0 ? " (\(Measure.bytes(bytes)))" : ""
    return "Nothing in this project names the \(what) `\(asset.name)`\(size), neither its name nor its symbol "
      + "`.\(asset.symbol.isEmpty ? asset.name : asset.symbol)`, so it probably ships unused; delete it, or, if "
      + "the name is built at run time, suppress this finding for it."
  }

  /// Names the system itself uses.
  private static let systemNames: Set<String> = ["AccentColor", "AppIcon", "LaunchImage", "WidgetBackground"]

  func check(_ context: RuleContext) -> [Finding] {
    let project = context.project
    // A catalog without code beside it (a designer's, or the assets of code elsewhere) is not judged.
    guard !project.isSwiftPackage, let evidence = project.nameEvidence,
      project.contentFiles.contains(where: { $0.path.hasSuffix(".swift") })
    else { return [] }
    let referenced = referencedDirectories(project, index: context.facts.assetIndex)
    return project.shippedCatalogs.filter { !project.isDevelopmentAsset($0.path) }.flatMap { catalog in
      catalog.assets.compactMap { asset -> Finding? in
        guard asset.kind == .imageSet || asset.kind == .colorSet, !Self.systemNames.contains(asset.name),
          !asset.isReadBySystem,
          !referenced.contains(asset.directory), !Self.isNamed(asset, by: evidence)
        else { return nil }
        let bytes = asset.imageFiles.reduce(0) { $0 + (project.images[$1]?.byteCount ?? 0) }
        return Finding(location: SourceLocation(file: asset.contentsFile), message: Self.unused(asset, bytes: bytes))
      }
    }
  }

  /// The sets that the project's references resolve to (pages and code).
  private func referencedDirectories(_ project: Project, index: AssetIndex) -> Set<String> {
    let references = project.flows.flatMap(\.pages).flatMap(\.assetReferences) + project.assetReferences
    return Set(
      references.compactMap { reference in
        guard case .found(let asset) = index.resolve(reference.name, kind: reference.kind) else { return nil }
        return asset.directory
      })
  }

  static func isNamed(_ asset: Asset, by evidence: AssetNameEvidence) -> Bool {
    let leaf = asset.name.lastPathComponent
    if evidence.strings.contains(asset.name) || evidence.strings.contains(leaf) { return true }
    let member = asset.symbolPath.last.map { $0.replacingOccurrences(of: "`", with: "") }
    if let member, evidence.identifiers.contains(member) { return true }
    return evidence.patterns.contains { $0.matches(asset.name) || $0.matches(leaf) }
  }

}
