/// A referenced image or colour that no asset catalog of the project holds.
struct MissingAssetRule: Rule {
  static let description = RuleDescription(
    identifier: "missing-asset",
    name: "Missing asset",
    summary:
      "A page's background or icon, or another image, colour or animation reference, names no asset in the "
      + "project's catalogs.",
    rationale: """
      `Image("name")` and `UIImage(named:)` show nothing (or return nil) for a name that is not in a catalog, \
      so a page appears without its background or icon; a JSON page from the CMS fails the same way at run \
      time. Generated symbols such as `.onboarding1` fail only at build time, and only once the catalog is \
      built. Projects without any asset catalog are not checked: their assets live elsewhere. Not reported \
      either: a name that exists as an asset of another kind (a data set where an image is used is a note when \
      the call says which kind it looks up, and nothing for a page's field, whose kind is inferred), a Lottie \
      animation that a JSON file of the project holds, a symbol the code declares on an asset type \
      (`extension UIColor { static var brandInk }` used as `Color(.brandInk)`), a lookup in another module's \
      bundle (`bundle: DesignKit.bundle`), a symbol in a file that imports a module whose sources are not in the \
      run, and, in a Swift package, a lookup by name without \
      `bundle:` when the app whose bundle it searches is not in the run. A symbol that another file of its \
      target imports such a module for is a note: an extension's members are visible in every file of the \
      module, so it may be that module's (`Color(.brandRed)` from a design system imported elsewhere). So is a \
      lookup the code gives a fallback (`UIColor(named: "fresh") ?? .systemGreen`): the fallback is drawn. A \
      lookup in a branch an iOS build leaves out (`#elseif os(macOS)`) is judged only where a target builds for \
      another platform. A name that differs only in case from a set, or from a loose image the bundle ships \
      (`UIImage(named: "star")` beside `Star.png`), is a warning: a Mac's disk ignores case, an iPhone's does not.
      """,
    area: .assets,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "Onboarding.swift",
            ExampleApp.flow([ExampleApp.page(0), ExampleApp.page(1), ExampleApp.page(2, icon: "↓.iconOnbaording3")])
          )
        ]
          + ExampleApp.standardCatalog()),
      RuleExample(
        files: [
          ("welcome.onboarding.json", ExampleApp.jsonFlow([ExampleApp.jsonPage(0, background: "↓\"onboarding-7\"")]))
        ]
          + ExampleApp.standardCatalog(pages: 1)),
      RuleExample(
        files: [("WelcomeView.swift", welcomeView(logo: "↓.logoPett", tint: "↓.brandTint"))]
          + ExampleApp.imageSet("logo-pet")
          + ExampleApp.imageSet("brand-tint")),
      // A colour the code declares is found; a misspelt one is still reported.
      RuleExample(
        files: [
          ("Theme.swift", theme), ("WelcomeView.swift", welcomeView(logo: "\"logo-pet\"", tint: "↓.brandInc")),
        ]
          + ExampleApp.imageSet("logo-pet")),
      // Every form that names an image is read: an image literal names an asset too.
      RuleExample(
        files: [
          (
            "WelcomeView.swift",
            welcomeView(logo: "uiImage: UIImage(imageLiteralResourceName: ↓\"logo-pett\")", tint: ".brandTint")
          )
        ]
          + ExampleApp.imageSet("logo-pet") + ExampleApp.colorSet("brand-tint")),
      // A name that differs from a set's only in case: a warning that says so, not a missing asset.
      RuleExample(
        files: [("WelcomeView.swift", welcomeView(logo: "↓\"Logo-Pet\"", tint: ".brandTint"))]
          + ExampleApp.imageSet("logo-pet") + ExampleApp.colorSet("brand-tint")),
      // An animation that no data set (nor JSON file) holds.
      RuleExample(
        files: [("PawAnimation.swift", pawAnimation(named: "↓\"paw-wavee\""))] + ExampleApp.dataSet("paw-wave")),
    ],
    nonTriggeringExamples: [
      // A dotLottie file in the bundle is found by name, as a JSON one is.
      RuleExample(files: [
        ("PawAnimation.swift", pawAnimation(named: "\"paw-wave\"")), ("Animations/paw-wave.lottie", "PK"),
      ]),
      RuleExample(files: [("Onboarding.swift", ExampleApp.flow())] + ExampleApp.standardCatalog()),
      RuleExample(
        files: [
          ("welcome.onboarding.json", ExampleApp.jsonFlow([ExampleApp.jsonPage(0, background: "\"onboarding1\"")]))
        ]
          + ExampleApp.standardCatalog(pages: 1)),
      RuleExample(
        files: [("WelcomeView.swift", welcomeView(logo: "\"logo-pet\"", tint: ".brandTint"))]
          + ExampleApp.imageSet("logo-pet")
          + ExampleApp.colorSet("brand-tint")),
      // No asset catalog at all: the assets are not in this project, so nothing is reported.
      .swift(ExampleApp.flow()),
      // `Color(.brandInk)` names the colour `extension UIColor` declares, not a colour set.
      RuleExample(
        files: [("Theme.swift", theme), ("WelcomeView.swift", welcomeView(logo: "\"logo-pet\"", tint: ".brandInk"))]
          + ExampleApp.imageSet("logo-pet")),
      // A Lottie animation stored as a data set is found; it is no image.
      RuleExample(
        files: [("PawAnimation.swift", pawAnimation(named: "\"paw-wave\""))] + ExampleApp.dataSet("paw-wave")),
      // Named with its file's extension, as `UIImage(named:)` finds it; and an empty name, a lookup written to
      // find nothing.
      RuleExample(
        files: [
          ("WelcomeView.swift", welcomeView(logo: "\"logo-pet.png\"", tint: ".brandTint")),
          (
            "BlankView.swift",
            welcomeView(logo: "\"\"", tint: ".brandTint").replacingOccurrences(of: "Welcome", with: "Blank")
          ),
        ]
          + ExampleApp.imageSet("logo-pet") + ExampleApp.colorSet("brand-tint")),
      // Another module's bundle is not in this project's catalogs: not ours to judge.
      RuleExample(
        files: [("WelcomeView.swift", welcomeView(logo: "\"paw\", bundle: DesignKit.bundle", tint: ".brandTint"))]
          + ExampleApp.colorSet("brand-tint")),
    ])

  /// A view that shows a logo image and a tint colour; arguments are source.
  private static func welcomeView(logo: String, tint: String) -> String {
    """
    import SwiftUI

    struct WelcomeView: View {
      var body: some View {
        VStack {
          Image(\(logo))
          Text("Adopt with us")
            .foregroundStyle(Color(\(tint)))
        }
      }
    }

    """
  }

  /// A view that plays a Lottie animation by name; `name` is source.
  private static func pawAnimation(named name: String) -> String {
    """
    import Lottie
    import SwiftUI

    struct PawAnimation: View {
      var body: some View {
        LottieView(animation: .named(\(name)))
          .playing(loopMode: .loop)
      }
    }

    """
  }

  /// Colours declared in code, as design systems do.
  private static let theme = """
    import UIKit

    extension UIColor {
      static var brandInk: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1) }
    }

    """

  static func differsInCase(_ name: String, from asset: String, kind: AssetKind) -> String {
    let difference =
      FileName.split(name).map { $0.base.lowercased() == asset.lowercased() } == true
      ? "only by its file extension and case" : "only in case"
    return
      "`\(name)` differs \(difference) from `\(asset)`, the name of \(kind.setNoun) in the project's asset catalogs; "
      + "write it as the set is named, so that every lookup finds it whatever the case rules of the device and the "
      + "build."
  }

  static func differsInCase(fromLooseFile name: String, _ loose: String) -> String {
    "No asset catalog has `\(name)`, and the bundle's loose image `\(loose)` differs from it only in case: the "
      + "Simulator finds it on a Mac's disk, which ignores case, but an iPhone's disk does not; write the name as the "
      + "file is named (or rename the file)."
  }

  static func missing(_ name: String, kind: AssetKind, suggestion: String?) -> String {
    let hint = suggestion.map { "did you mean `\($0)`? Fix the name or add" } ?? "fix the name or add"
    let place = kind == .animation ? "asset catalogs or JSON files" : "asset catalogs"
    let symbol =
      kind == .image && hasSymbolNameForm(name)
      ? " If it names an SF Symbol, load it with `systemName:` (`Image(systemName:)`, `UIImage(systemName:)`): a "
        + "lookup by name finds no system symbol." : ""
    return "No \(kind.noun) named `\(name)` in the project's \(place); \(hint) \(kind.setNoun) for it.\(symbol)"
  }

  /// `phone.fill`, `wifi.exclamationmark`, `1.circle`: lowercase words joined by dots, as SF Symbols are named
  /// (not `logo.png`, a file name). The form only: whether the system has such a symbol is not known here.
  static func hasSymbolNameForm(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, let last = parts.last, !imageFileExtensions.contains(String(last)) else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
  }

  private static let imageFileExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic", "gif", "webp"]

  static func startsASeries(_ name: String, kind: AssetKind, numbered: [String]) -> String {
    let shown =
      numbered.count > 2
      ? "`\(numbered[0])` … `\(numbered[numbered.count - 1])`" : Plural.list(numbered.map { "`\($0)`" })
    return "No \(kind.noun) named `\(name)` in the project's asset catalogs, but they have \(shown), named for it "
      + "with a number: where the view adds the number to this name, nothing is missing; if it draws `\(name)` "
      + "itself, add \(kind.setNoun) for it."
  }

  static func wrongKind(_ name: String, wanted: AssetKind, found: Asset) -> String {
    "`\(name)` is \(found.nounWithArticle), but \(wanted == .color ? "a colour" : "an \(wanted.noun)") is looked "
      + "up here, so the lookup finds nothing; add \(wanted.setNoun) for it or use the name of one."
  }

  func check(_ context: RuleContext) -> [Finding] {
    let lookups = Lookups(context.project, index: context.facts.assetIndex)
    var searched = SearchedCatalogs(lookups: lookups)
    let project = context.project
    let pageReferences = project.flows.flatMap(\.pages).flatMap(\.assetReferences)
    let pageLocations = Set(pageReferences.map(\.location))
    let buildsForIOSAlone = Self.buildsForIOSAlone(project)
    // A page's image drawn in its page view's own file (`Image("welcome")` in `WelcomeView`) is that file's reference
    // too: one lookup, reported once, as the page's.
    let otherReferences = project.assetReferences.filter { !pageLocations.contains($0.location) }
    return (pageReferences + otherReferences).compactMap { reference in
      // A page's image is shown by a view whose call (and its `bundle:`) is not the field's: its own module's
      // catalogs may answer too.
      let isPageImage = pageLocations.contains(reference.location)
      guard !Self.isEmptyLookup(reference), reference.isCompiledForIOS || !buildsForIOSAlone,
        let index = searched.catalogs(searchedBy: reference, orItsModule: isPageImage)
      else { return nil }
      let resolution = Self.resolve(reference, in: index)
      // What else may answer is asked only of the references the catalogs do not.
      if case .found = resolution { return nil }
      guard !lookups.mayBeDeclaredElsewhere(reference), !lookups.isLooseFile(reference),
        !searched.isInCatalogOfNoTarget(reference)
      else { return nil }
      // `UIImage(named: "star")` beside the bundle's loose `Star.png`: found where the disk ignores case (the
      // Simulator on a Mac), not on a device's case-sensitive one.
      if let loose = lookups.looseFile(differingInCaseFrom: reference) {
        return Finding(
          location: reference.location, message: Self.differsInCase(fromLooseFile: reference.name.written, loose),
          maximumSeverity: .warning)
      }
      let modules = lookups.modulesImportedElsewhere(reference)
      guard !modules.isEmpty, case .missing = resolution else {
        return finding(for: reference, resolution, in: index, isPageField: isPageImage)
      }
      return Finding(
        location: reference.location,
        message: Self.mayBeModuleMember(reference.name.written, kind: reference.kind, modules: modules),
        maximumSeverity: .note)
    }
  }

  /// Every target builds for iOS alone (or says nothing of its platform, and is taken for iOS): a lookup in a
  /// branch an iOS build leaves out (`#elseif os(macOS)`, `Color(.alternateSelectedControlColor)`) runs in no build
  /// of the project.
  static func buildsForIOSAlone(_ project: Project) -> Bool {
    project.targets.allSatisfy { $0.platforms.isSubset(of: [.iOS]) }
  }

  static func mayBeModuleMember(_ name: String, kind: AssetKind, modules: [String]) -> String {
    let shown = modules.prefix(3).map { "`\($0)`" }
    let named = Plural.list(modules.count > 3 ? shown + ["\(modules.count - 3) more"] : shown)
    return "No \(kind.noun) named `\(name)` in the project's asset catalogs, but it may be a member of a module "
      + "other files of this target import (\(named)): an extension's members are visible in every file of the "
      + "module. If it is meant as an asset, fix the name or add \(kind.setNoun) for it; if it is a module's, "
      + "importing that module in this file says so."
  }

  /// `UIImage(named: "")`: a lookup written to find nothing (a blank placeholder), not a misspelt name.
  private static func isEmptyLookup(_ reference: AssetReference) -> Bool {
    guard case .catalogName(let name) = reference.name else { return false }
    return name.allSatisfy(\.isWhitespace)
  }

  /// The catalogs' answer; an image named with its file's extension (`UIImage(named: "tab-icon.pdf")`) is found
  /// as the set of its base name, as `UIImage(named:)` finds it.
  private static func resolve(_ reference: AssetReference, in index: AssetIndex) -> AssetIndex.Resolution {
    let resolution = index.resolve(reference.name, kind: reference.kind)
    // `ColorResource.Neutral._900.color`: a generated symbol, then a member the app declares on the resource type
    // (`var color: Color { Color(self) }`). The longest leading path that names an asset is the lookup.
    if case .missing = resolution, case .symbol(let path) = reference.name, path.count >= 2 {
      for length in stride(from: path.count - 1, through: max(1, path.count - 2), by: -1) {
        let shorter = index.resolve(.symbol(path: Array(path.prefix(length))), kind: reference.kind)
        if case .found = shorter { return shorter }
      }
    }
    guard case .missing = resolution, reference.kind == .image, case .catalogName(let name) = reference.name,
      let split = FileName.split(name), !split.base.isEmpty, ImageFormat(fileExtension: split.extension) != nil
    else { return resolution }
    let base = index.resolve(.catalogName(split.base), kind: reference.kind)
    if case .found = base { return base }
    return resolution
  }

  /// A name that exists as an asset of another kind is not missing. Where the kind comes from the call that looks
  /// it up (`Image("Brand")` beside only a colour set `Brand`), the lookup really finds nothing: a note says so.
  /// A page field's kind is inferred from its name and the views read (a custom view may play it as an
  /// animation), so nothing is claimed about it.
  private func finding(
    for reference: AssetReference, _ resolution: AssetIndex.Resolution, in index: AssetIndex, isPageField: Bool
  ) -> Finding? {
    let written = reference.name.written
    switch resolution {
    case .found:
      return nil
    case .wrongKind(let asset):
      guard !isPageField else { return nil }
      return Finding(
        location: reference.location, message: Self.wrongKind(written, wanted: reference.kind, found: asset),
        maximumSeverity: .note)
    case .missing:
      // A page's field whose name starts a series the catalogs have (`Add Set 1`, `Add Set 2`) is most likely the
      // start of the names a view builds (`"\(step.image) \(i + 1)"`): the facts, as a note.
      if isPageField, case .catalogName(let name) = reference.name {
        let numbered = index.numberedNames(startingWith: name, kind: reference.kind)
        if !numbered.isEmpty {
          return Finding(
            location: reference.location, message: Self.startsASeries(name, kind: reference.kind, numbered: numbered),
            maximumSeverity: .note)
        }
      }
      let suggestion = index.suggestion(for: reference.name, kind: reference.kind)
      // `Image("Globe")` beside the set `globe`, `UIImage(named: "calendar.png")` beside the set `Calendar`: the
      // names differ only in case or by a file extension. Whether a device's lookup finds it is not something the
      // tool can show, so the fact is a warning, not a missing asset.
      if case .catalogName(let text) = reference.name, let set = index.setNamed(looselyAs: text, kind: reference.kind) {
        return Finding(
          location: reference.location, message: Self.differsInCase(written, from: set, kind: reference.kind),
          maximumSeverity: .warning)
      }
      let message = Self.missing(written, kind: reference.kind, suggestion: suggestion)
      // `UIColor(named: "fresh") ?? .systemGreen`: the fallback is drawn, nothing breaks; the lookup is dead.
      guard !reference.hasFallback else {
        return Finding(
          location: reference.location,
          message: message + " The `??` after the lookup draws its fallback instead, every time.",
          maximumSeverity: .note)
      }
      return Finding(location: reference.location, message: message)
    }
  }

  /// Which catalogs can answer a reference, and which references are not the catalogs' to answer.
  private struct Lookups {
    let project: Project
    let own: AssetIndex
    /// The apps' catalogs, for a package's main-bundle lookups; nil when they are not in the run.
    let mainBundle: AssetIndex?
    let declared: DeclaredAssetSymbols
    let importsByFile: [String: [String]]
    /// Per target (by position in `project.targets`), the modules any of its Swift files imports.
    let importsByTarget: [Set<String>]
    let looseImageNames: Set<String>
    let looseDataNames: Set<String>

    /// The catalogs of the application targets (their bundle is the main bundle), and the run's apps' for a
    /// package.
    let mainBundleCatalogs: [String]
    /// The catalogs no target compiles, sorted (build scripts may copy them into a bundle; SwiftPM's `.copy` does).
    let catalogsInNoTarget: [String]

    init(_ project: Project, index: AssetIndex) {
      self.project = project
      own = index
      catalogsInNoTarget = project.catalogsNoTargetCompiles.map(\.path).sorted()
      mainBundleCatalogs = project.withStandIns(
        project.targets.filter { $0.kind == .application || $0.kind == .watchApp }.flatMap(\.catalogs))
      mainBundle = project.neighbours.mainBundleAssets.map { AssetIndex($0) }
      var declared = project.declaredAssetSymbols
      declared.formUnion(project.neighbours.declaredAssetSymbols)
      self.declared = declared
      looseImageNames = project.looseImageNames.union(project.neighbours.mainBundleLooseImageNames)
      looseDataNames = project.looseDataNames
      let importsByFile = Dictionary(
        project.contentFiles.map { ($0.path, $0.imports) }, uniquingKeysWith: { a, _ in a })
      self.importsByFile = importsByFile
      importsByTarget = project.targets.map { target in Set(target.sources.flatMap { importsByFile[$0] ?? [] }) }
    }

    /// A lookup by name that a loose file in the bundle answers: an image (`UIImage(named: "paw")` and
    /// `Resources/paw@2x.png`), or a Lottie animation (`.named("intro")` and `Animations/intro.json`).
    func isLooseFile(_ reference: AssetReference) -> Bool {
      guard case .catalogName(let name) = reference.name else { return false }
      let names: Set<String>
      switch reference.kind {
      case .color, .data: return false
      case .animation: names = looseDataNames
      case .image, .any: names = looseImageNames
      }
      return names.contains(name) || names.contains(name.lastPathComponent)
    }

    /// The loose image file whose name differs from an image lookup's only in case (`Star.png` for
    /// `UIImage(named: "star")`).
    func looseFile(differingInCaseFrom reference: AssetReference) -> String? {
      guard case .catalogName(let name) = reference.name, reference.kind == .image || reference.kind == .any else {
        return nil
      }
      let lowered = name.lowercased()
      return project.looseImages.map(\.lastPathComponent).filter { file in
        let stem = FileName.split(file)?.base ?? file
        let base = String(stem.prefix { $0 != "@" && $0 != "~" })
        return file.lowercased() == lowered || base.lowercased() == lowered
      }.min()
    }

    /// A symbol the project's code declares (`extension UIColor { static var brandInk }`), or that a module the
    /// file imports and the run does not hold may declare.
    func mayBeDeclaredElsewhere(_ reference: AssetReference) -> Bool {
      if case .catalogName = reference.name, reference.bundle == .main,
        declared.stringInitializers.contains(reference.kind)
      {
        return true
      }
      guard case .symbol(let path) = reference.name else { return false }
      if declared.declares(path, kind: reference.kind) { return true }
      let imports = importsByFile[reference.location.file] ?? []
      return imports.contains(where: isOutsideTheRun)
    }

    /// For a symbol (`Color(.brandRed)`), the modules outside the run that other files of its target import: an
    /// extension's members are visible in every file of a module that imports theirs anywhere (Swift's rule
    /// until the `MemberImportVisibility` feature), so the symbol may be that module's.
    func modulesImportedElsewhere(_ reference: AssetReference) -> [String] {
      guard case .symbol = reference.name else { return [] }
      let file = reference.location.file
      let owners = project.targets.indices.filter { project.targets[$0].sources.sortedContains(file) }
      let imports = owners.reduce(into: Set<String>()) { $0.formUnion(importsByTarget[$1]) }
      return imports.filter(isOutsideTheRun).sorted()
    }

    private func isOutsideTheRun(_ module: String) -> Bool {
      !SystemModules.isSystem(module) && !project.neighbours.moduleNames.contains(module)
    }
  }

  /// The catalogs each lookup searches, worked out once per source file and set of catalogs.
  private struct SearchedCatalogs {
    let lookups: Lookups
    private var indexes: [[String]: AssetIndex] = [:]
    /// Each source file's targets and catalogs, worked out once per file (files hold many references).
    private var visibleByFile: [String: VisibleCatalogs] = [:]

    init(lookups: Lookups) {
      self.lookups = lookups
    }

    /// The catalogs the lookup searches, or nil when they are not in this run: another module's bundle, or a
    /// main-bundle lookup from a package or framework with no app in the run. A project without catalogs is
    /// not checked: its assets live elsewhere.
    /// With `orItsModule`, a main-bundle lookup from a framework or package also searches the module's own
    /// catalogs.
    mutating func catalogs(searchedBy reference: AssetReference, orItsModule: Bool = false) -> AssetIndex? {
      if case .catalogName = reference.name, reference.bundle == .main,
        lookups.declared.redirectedNameLookups.contains(reference.kind)
      {
        return runIndex()
      }
      let visible = visibleCatalogs(of: reference.location.file)
      let index: AssetIndex?
      if !visible.isKnown {
        index = wholeProjectCatalogs(searchedBy: reference)
      } else {
        switch reference.bundle {
        case .other: index = nil
        case .module: index = self.index(of: visible.catalogs)
        case .main:
          // Generated symbols belong to the target that declares them; names are looked up in the main bundle,
          // which is a framework's or a package's host app's, not its own.
          if visible.unqualifiedNamesUseMainBundle, case .catalogName = reference.name {
            index = orItsModule ? mainBundleIndex(adding: visible.catalogs) : mainBundleIndex()
          } else {
            index = self.index(of: visible.catalogs)
          }
        }
      }
      guard let index, !index.isEmpty else { return nil }
      return index
    }

    /// Whether a catalog that no target lists holds the name: a build script may copy it into a bundle (Loop's
    /// `DerivedAssetsBase.xcassets`), and `catalog-in-no-target` reports the catalog itself.
    mutating func isInCatalogOfNoTarget(_ reference: AssetReference) -> Bool {
      guard !lookups.catalogsInNoTarget.isEmpty else { return false }
      if case .found = index(of: lookups.catalogsInNoTarget).resolve(reference.name, kind: reference.kind) {
        return true
      }
      return false
    }

    /// Without targets: every catalog of the project, or for a package's names the run's apps' catalogs.
    private func wholeProjectCatalogs(searchedBy reference: AssetReference) -> AssetIndex? {
      switch reference.bundle {
      case .other: return nil
      case .module: return lookups.own
      case .main:
        if lookups.project.isSwiftPackage, case .catalogName = reference.name { return lookups.mainBundle }
        return lookups.own
      }
    }

    /// The application targets' catalogs and, for a package, the run's apps' assets, with `extra` catalogs.
    private mutating func mainBundleIndex(adding extra: [String] = []) -> AssetIndex? {
      let wanted = Set(lookups.mainBundleCatalogs + extra)
      let own = lookups.project.catalogs.filter { wanted.contains($0.path) }.flatMap(\.assets)
      let neighbours = lookups.project.neighbours.mainBundleAssets ?? []
      guard !own.isEmpty || !neighbours.isEmpty else { return nil }
      let key = ["main"] + wanted.sorted()
      if let known = indexes[key] { return known }
      let index = AssetIndex(own + neighbours)
      indexes[key] = index
      return index
    }

    private mutating func visibleCatalogs(of file: String) -> VisibleCatalogs {
      if let known = visibleByFile[file] { return known }
      let visible = lookups.project.visibleCatalogs(forSource: file)
      visibleByFile[file] = visible
      return visible
    }

    /// Every catalog of the run: the code looks names up through an initializer of its own, in a bundle of its
    /// choosing.
    private mutating func runIndex() -> AssetIndex? {
      let key = ["run"]
      if let known = indexes[key] { return known }
      let assets =
        lookups.project.neighbours.runAssets.isEmpty
        ? lookups.project.assets : lookups.project.neighbours.runAssets
      let index = AssetIndex(assets)
      indexes[key] = index
      return index.isEmpty ? nil : index
    }

    private mutating func index(of catalogs: [String]) -> AssetIndex {
      if let known = indexes[catalogs] { return known }
      let wanted = Set(catalogs)
      let index = AssetIndex(lookups.project.catalogs.filter { wanted.contains($0.path) }.flatMap(\.assets))
      indexes[catalogs] = index
      return index
    }
  }
}
