import Testing

@testable import PiepawLint

// Builders for hand-made projects (the loaders are tested on their own) and tests of the shared rule helpers.

/// Hand-made project values laid out like `ExampleApp.flow()`: page `i` on line 5 + i, its fields at fixed
/// columns, so tests can assert exact locations.
enum Build {
  static let root = "/app"
  static let swiftFile = "/app/Onboarding.swift"
  static let catalog = "/app/Assets.xcassets"

  enum Column {
    static let page = 5
    static let title = 19
    static let description = 50
    static let background = 90
    static let icon = 115
    static let tag = 140
  }

  static func at(_ line: Int, _ column: Int, in file: String = swiftFile) -> PiepawLint.SourceLocation {
    .text(file, line: line, column: column)
  }

  static func field<Value>(_ value: Value, _ line: Int, _ column: Int, in file: String = swiftFile) -> Field<Value> {
    Field(.literal(value), at: at(line, column, in: file))
  }

  static func unresolved<Value>(_ reason: String, _ line: Int, _ column: Int) -> Field<Value> {
    Field(.unresolved(reason: reason), at: at(line, column))
  }

  /// Page `index` of the standard pet flow; `tag` defaults to `index`, `nil` arguments keep the standard value.
  static func page(
    _ index: Int, title: String? = nil, description: String? = nil, icon: AssetNameForm? = nil,
    tag: Int? = nil, in file: String = swiftFile
  ) -> Page {
    let line = 5 + index
    let standard = index % ExampleApp.titles.count
    return Page(
      location: at(line, Column.page, in: file),
      title: field(title ?? ExampleApp.titles[standard], line, Column.title, in: file),
      description: field(description ?? ExampleApp.descriptions[standard], line, Column.description, in: file),
      background: field(.symbol(path: ["onboarding\(standard + 1)"]), line, Column.background, in: file),
      icon: field(icon ?? .symbol(path: ["iconOnboarding\(standard + 1)"]), line, Column.icon, in: file),
      tag: field(tag ?? index, line, Column.tag, in: file))
  }

  /// Pages with the given tags, in order.
  static func pages(tags: [Int], in file: String = swiftFile) -> [Page] {
    tags.enumerated().map { page($0.offset, tag: $0.element, in: file) }
  }

  static func flow(
    _ pages: [Page], name: String = "pages", source: Flow.Source = .swift, file: String = swiftFile,
    declaredCapsules: Field<Int>? = nil
  ) -> Flow {
    Flow(
      kind: source == .json ? .json : .modelArray, location: at(4, 39, in: file), name: name, pages: pages,
      declaredCapsuleCount: declaredCapsules)
  }

  /// A project with one content file holding `flows` and Swift facts. A single Swift flow is tied to the views'
  /// indicators and selection checks, as the recognisers' linker ties a flow to the pager that shows it.
  static func project(
    flows: [Flow] = [], capsules: [CapsuleCount] = [], checks: [LastPageCheck] = [],
    tabVariables: [String] = ["currentIndex"], references: [AssetReference] = [], catalogs: [AssetCatalog] = []
  ) -> Project {
    var file = ContentFile(path: swiftFile)
    file.flows = flows
    if flows.count == 1, flows[0].source == .swift {
      file.flows[0].indicators = capsules
      file.flows[0].lastPageChecks = checks.filter { tabVariables.contains($0.variable) }
    }
    file.capsuleCounts = capsules
    file.lastPageChecks = checks
    file.tabSelectionVariables = tabVariables
    file.assetReferences = references
    return Project(root: root, contentFiles: [file], catalogs: catalogs)
  }

  /// An asset named `name` in `Build.catalog`; `images` are (filename, line in Contents.json).
  static func asset(
    _ name: String, symbol: [String], kind: Asset.Kind = .imageSet, images: [(String, Int)] = [],
    files: [String] = [], catalogPath: String = catalog
  ) -> Asset {
    let directory = "\(catalogPath)/\(name).\(kind == .colorSet ? "colorset" : "imageset")"
    let contents = "\(directory)/Contents.json"
    return Asset(
      kind: kind, name: name, symbolPath: symbol, directory: directory, contentsFile: contents,
      images: images.map {
        AssetImage(filename: $0.0, idiom: "universal", scale: 2, location: at($0.1, 21, in: contents))
      },
      filesOnDisk: files.map { "\(directory)/\($0)" }.sorted())
  }

  /// The standard catalog: `onboarding-N` and `icon_onboarding_N` image sets for pages 1…`pages`.
  static func standardCatalog(pages: Int = 3, extra: [Asset] = []) -> AssetCatalog {
    let sets = (1...pages).flatMap { number in
      [
        asset("onboarding-\(number)", symbol: ["onboarding\(number)"]),
        asset("icon_onboarding_\(number)", symbol: ["iconOnboarding\(number)"]),
      ]
    }
    return AssetCatalog(path: catalog, assets: sets + extra)
  }
}

/// Runs one rule over `project` with its default options, overridden by `options`.
func findings<R: Rule>(_ rule: R.Type, _ project: Project, options: [String: OptionValue] = [:]) -> [Finding] {
  let context = RuleContext(project: project, options: RuleOptions(defaults: R.description.options, overrides: options))
  return R().check(context)
}

@Suite struct RuleHelpersTests {
  @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
    #expect(NearestName.editDistance("kitten", "sitting") == 3)
    #expect(NearestName.editDistance("", "logo") == 4)
    #expect(NearestName.editDistance("logo", "") == 4)
    #expect(NearestName.editDistance("onboarding1", "onboarding1") == 0)
    // Characters, not bytes: a decomposed é equals a precomposed one, and an emoji is one edit.
    #expect(NearestName.editDistance("Cafe\u{301}", "Café") == 0)
    #expect(NearestName.editDistance("🐶pet", "🐱pet") == 1)
  }

  @Test func nearestPrefersCaseInsensitiveMatchesThenFewestEdits() {
    let names = ["iconOnboarding1", "iconOnboarding2", "iconOnboarding3", "logoPet"]
    #expect(NearestName.find("iconOnbaording3", among: names) == "iconOnboarding3")
    #expect(NearestName.find("LogoPet", among: names) == "logoPet")
    // A tie goes to the alphabetically first name, so runs are deterministic.
    #expect(NearestName.find("iconOnboarding9", among: names) == "iconOnboarding1")
    #expect(NearestName.find("zebra", among: names) == nil)
    #expect(NearestName.find("logoPet", among: names) == nil, "an exact match is not a suggestion")
    #expect(NearestName.find(String(repeating: "a", count: 5000), among: names) == nil)
  }

  @Test func assetIndexResolvesEachNameForm() {
    let index = AssetIndex(Build.standardCatalog().assets + [Build.asset("Pets/A-1", symbol: ["Pets", "A_1"])])
    #expect(
      index.resolve(.symbol(path: ["onboarding1"]), kind: .image)
        == .found(Build.asset("onboarding-1", symbol: ["onboarding1"])))
    #expect(index.resolve(.symbol(path: ["Pets", "A_1"]), kind: .image) != .missing)
    #expect(index.resolve(.catalogName("icon_onboarding_2"), kind: .image) != .missing)
    #expect(index.resolve(.catalogName("iconOnboarding2"), kind: .image) == .missing, "a string names the catalog name")
    #expect(index.resolve(.symbol(path: ["icon_onboarding_2"]), kind: .image) == .missing, "a symbol is not a name")
    #expect(index.resolve(.nameOrSymbol("iconOnboarding2"), kind: .image) != .missing)
    #expect(index.resolve(.nameOrSymbol("icon_onboarding_2"), kind: .image) != .missing)
  }

  @Test func assetIndexMatchesKinds() {
    let brand = Build.asset("brand", symbol: ["brand"], kind: .colorSet)
    let symbolSet = Build.asset("paw.fill", symbol: [], kind: .other)
    let index = AssetIndex([brand, symbolSet])
    #expect(index.resolve(.catalogName("brand"), kind: .color) == .found(brand))
    #expect(index.resolve(.catalogName("brand"), kind: .image) == .wrongKind(brand))
    #expect(index.resolve(.catalogName("brand"), kind: .any) == .found(brand))
    #expect(index.resolve(.catalogName("paw.fill"), kind: .image) == .found(symbolSet))
    #expect(index.resolve(.catalogName("paw.fill"), kind: .color) == .wrongKind(symbolSet))
  }

  @Test func assetIndexSuggestsInTheReferencesOwnForm() {
    let index = AssetIndex(Build.standardCatalog().assets + [Build.asset("brand", symbol: ["brand"], kind: .colorSet)])
    #expect(index.suggestion(for: .symbol(path: ["iconOnbaording3"]), kind: .image) == ".iconOnboarding3")
    #expect(index.suggestion(for: .catalogName("onboarding-7"), kind: .image) == "onboarding-1")
    #expect(index.suggestion(for: .nameOrSymbol("iconOnbording2"), kind: .image) == "iconOnboarding2")
    #expect(index.suggestion(for: .catalogName("brnad"), kind: .image) == nil, "a colour is no suggestion for an image")
    #expect(index.suggestion(for: .catalogName("brnad"), kind: .color) == "brand")
  }

  @Test func wordingHelpers() {
    #expect(Plural.count(1, "page") == "1 page")
    #expect(Plural.count(3, "page") == "3 pages")
    #expect(Plural.list([]) == "")
    #expect(Plural.list(["a"]) == "a")
    #expect(Plural.list(["a", "b", "c"]) == "a, b and c")
    #expect(Build.at(12, 3).linePhrase == "line 12")
    #expect(PiepawLint.SourceLocation(file: "/x").linePhrase == "an earlier line")
    #expect("/app/A.xcassets/b.imageset/b.png".lastPathComponent == "b.png")
    #expect("b.png".lastPathComponent == "b.png")
  }

  @Test func exampleAppWritesTheShapesTheLoadersRead() {
    let flow = ExampleApp.flow()
    #expect(flow.contains("static var pages: [OnboardingModel] = ["))
    #expect(flow.components(separatedBy: ".init(").count == 4)
    #expect(ExampleApp.page(1, tag: "↓7").hasSuffix("tag: ↓7)"))
    #expect(ExampleApp.rootView(capsules: "↓4").contains("ForEach(0..<↓4)"))
    #expect(ExampleApp.jsonFlow(capsules: nil).contains("progressCapsules") == false)
    #expect(ExampleApp.jsonFlow().contains("\"progressCapsules\": 3,"))
    let catalog = ExampleApp.standardCatalog(pages: 2)
    #expect(catalog.map(\.path).contains("Assets.xcassets/icon_onboarding_2.imageset/Contents.json"))
    #expect(catalog.count == 5)
  }
}
