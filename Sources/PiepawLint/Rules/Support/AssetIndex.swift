/// The assets of one project, looked up the ways content names them, with a nearest-name suggestion when a
/// lookup fails. Rules that resolve asset names share this one index.
struct AssetIndex {
  /// What a lookup found.
  enum Resolution: Equatable {
    /// An asset of a kind the reference can use.
    case found(Asset)
    /// The name exists, but only as an asset of another kind (a colour set where an image is wanted).
    case wrongKind(Asset)
    case missing
  }

  private let assets: [Asset]
  private var byName: [String: [Asset]] = [:]
  private var bySymbol: [String: [Asset]] = [:]

  init(_ assets: [Asset]) {
    self.assets = assets
    for asset in assets {
      byName[asset.name, default: []].append(asset)
      if !asset.symbolPath.isEmpty { bySymbol[Self.symbolKey(asset.symbolPath), default: []].append(asset) }
      if let alternative = Self.lowercasedSymbolPath(of: asset) {
        bySymbol[Self.symbolKey(alternative), default: []].append(asset)
      }
    }
  }

  /// The symbol path of an all-capitals name as a toolchain that lowers it generates it (`BG` → `.bg`,
  /// `AssetSymbolName.lowercasedAlternative`).
  private static func lowercasedSymbolPath(of asset: Asset) -> [String]? {
    guard let last = asset.name.split(separator: "/").last,
      let member = AssetSymbolName.lowercasedAlternative(forAssetNamed: String(last)), !asset.symbolPath.isEmpty
    else { return nil }
    return asset.symbolPath.dropLast() + [member]
  }

  init(_ project: Project) {
    self.init(project.assets)
  }

  var isEmpty: Bool { assets.isEmpty }

  /// `Poses.A_1`, with backticks dropped: `` .`as` `` in code names the keyword-named asset `as`.
  static func symbolKey(_ path: [String]) -> String {
    path.map { $0.filter { $0 != "`" } }.joined(separator: ".")
  }

  /// The asset `name` refers to, preferring one whose kind fits `kind`.
  func resolve(_ name: AssetNameForm, kind: AssetKind) -> Resolution {
    let candidates = matches(name)
    if let fitting = candidates.first(where: { kind.accepts($0) }) { return .found(fitting) }
    if let other = candidates.first { return .wrongKind(other) }
    return .missing
  }

  /// The nearest existing name, written the way `name` is written (`.iconOnboarding3` for a symbol,
  /// `icon_onboarding_3` for a catalog name), among names that would work there: a symbol is offered only when
  /// Xcode generates it for an asset of a fitting type (`Image(.x)` takes an image or symbol set's
  /// `ImageResource`, never an app icon's name), a name only when an asset of a fitting kind has it.
  func suggestion(for name: AssetNameForm, kind: AssetKind) -> String? {
    let fitting = assets.filter { kind.accepts($0) }
    let symbols = fitting.filter { kind.acceptsSymbol(of: $0) }.map(\.symbol).filter { !$0.isEmpty }
    switch name {
    case .symbol(let path):
      return NearestName.find(Self.symbolKey(path), among: symbols).map { "." + $0 }
    case .catalogName(let text):
      return NearestName.find(text, among: fitting.map(\.name))
    case .nameOrSymbol(let text):
      return NearestName.find(text, among: fitting.map(\.name) + symbols)
    }
  }

  /// The name of the set of `kind` that `name` differs from only in case or by an image file extension
  /// (`Globe` for `globe`, `calendar.png` for `Calendar`), where no set has `name` itself; nil when none does, or
  /// several do.
  func setNamed(looselyAs name: String, kind: AssetKind) -> String? {
    var base = name
    if let split = FileName.split(name), ImageFormat(fileExtension: split.extension) != nil { base = split.base }
    let wanted = base.lowercased()
    let names = Set(assets.filter { kind.accepts($0) && $0.name.lowercased() == wanted }.map(\.name))
    guard names.count == 1, let only = names.first, only != name else { return nil }
    return only
  }

  /// The names of `kind` that are `name` with a number after it (`Add Set 1`, `Add Set 2` for `Add Set`; also
  /// `step-1`, `step_1`, `step1`), in order.
  func numberedNames(startingWith name: String, kind: AssetKind) -> [String] {
    assets.filter { kind.accepts($0) }.map(\.name).filter { candidate in
      guard candidate.count > name.count, candidate.hasPrefix(name) else { return false }
      var rest = candidate.dropFirst(name.count)
      if let first = rest.first, " -_".contains(first) { rest = rest.dropFirst() }
      return !rest.isEmpty && rest.allSatisfy(\.isNumber)
    }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
  }

  private func matches(_ name: AssetNameForm) -> [Asset] {
    switch name {
    case .symbol(let path): bySymbol[Self.symbolKey(path)] ?? []
    case .catalogName(let text): byName[text] ?? appIcon(forRuntimeName: text)
    case .nameOrSymbol(let text): (byName[text] ?? []) + (bySymbol[Self.symbolKey([text])] ?? [])
    }
  }
}

extension AssetIndex {
  /// The app icon set a bundle file name stands for: Xcode writes the primary icon's images into the bundle as
  /// `AppIcon60x60@2x.png`, so `UIImage(named: "AppIcon60x60")` finds them.
  private func appIcon(forRuntimeName name: String) -> [Asset] {
    let size = name.reversed().prefix { $0.isNumber || $0 == "x" || $0 == "." }
    guard size.contains("x"), size.first?.isNumber == true else { return [] }
    let base = String(name.dropLast(size.count))
    return (byName[base] ?? []).filter { $0.folderType == .appIconSet }
  }
}

extension AssetKind {
  /// Whether `asset` can serve a reference that wants `self`. Sets of other types (symbol sets, app icons, image
  /// stacks) may serve images by name, so they count as images rather than risk a false "missing" error; colour
  /// and data sets never do.
  func accepts(_ asset: Asset) -> Bool {
    switch self {
    case .any: true
    case .image: asset.folderType.servesImages
    case .color: asset.kind == .colorSet
    case .data, .animation: asset.folderType == .dataSet
    }
  }

  /// Whether `asset`'s generated symbol has the resource type such a reference takes: `ImageResource` (image and
  /// symbol sets) for an image, `ColorResource` for a colour.
  func acceptsSymbol(of asset: Asset) -> Bool {
    switch self {
    case .any: asset.folderType.generatesSymbol
    case .image: [.imageSet, .symbolSet].contains(asset.folderType)
    case .color: asset.folderType == .colorSet
    case .data, .animation: false
    }
  }

  /// "image" or "colour", for messages.
  var noun: String {
    switch self {
    case .image: "image"
    case .color: "colour"
    case .any: "asset"
    case .data: "data set"
    case .animation: "animation"
    }
  }

  /// What to add for a name that is missing: "an image set", "a colour set", "a data set".
  var setNoun: String {
    switch self {
    case .color: "a colour set"
    case .data: "a data set"
    case .animation: "a data set (or a JSON file)"
    case .image, .any: "an image set"
    }
  }
}

extension Asset {
  /// "an image set", "a colour set", "a data set" or "a symbolset", for messages.
  var nounWithArticle: String {
    switch folderType {
    case .imageSet: "an image set"
    case .colorSet: "a colour set"
    case .dataSet: "a data set"
    case .appIconSet: "an app icon set"
    default: "a `.\(folderType.rawValue)` folder"
    }
  }
}

extension AssetNameForm {
  /// The name as content writes it, for messages: `.iconOnboarding3`, `icon_onboarding_3`.
  var written: String {
    switch self {
    case .symbol(let path): "." + path.joined(separator: ".")
    case .catalogName(let text), .nameOrSymbol(let text): text
    }
  }
}
