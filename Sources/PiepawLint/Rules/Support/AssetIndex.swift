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
      if !asset.symbolPath.isEmpty { bySymbol[asset.symbol, default: []].append(asset) }
    }
  }

  init(_ project: Project) {
    self.init(project.assets)
  }

  var isEmpty: Bool { assets.isEmpty }

  /// The asset `name` refers to, preferring one whose kind fits `kind`.
  func resolve(_ name: AssetNameForm, kind: AssetKind) -> Resolution {
    let candidates = matches(name)
    if let fitting = candidates.first(where: { kind.accepts($0.kind) }) { return .found(fitting) }
    if let other = candidates.first { return .wrongKind(other) }
    return .missing
  }

  /// The nearest existing name, written the way `name` is written (`.iconOnboarding3` for a symbol,
  /// `icon_onboarding_3` for a catalog name), among assets of a kind that fits.
  func suggestion(for name: AssetNameForm, kind: AssetKind) -> String? {
    let fitting = assets.filter { kind.accepts($0.kind) }
    switch name {
    case .symbol(let path):
      let symbols = fitting.map(\.symbol).filter { !$0.isEmpty }
      return NearestName.find(path.joined(separator: "."), among: symbols).map { "." + $0 }
    case .catalogName(let text):
      return NearestName.find(text, among: fitting.map(\.name))
    case .nameOrSymbol(let text):
      let names = fitting.map(\.name) + fitting.map(\.symbol).filter { !$0.isEmpty }
      return NearestName.find(text, among: names)
    }
  }

  private func matches(_ name: AssetNameForm) -> [Asset] {
    switch name {
    case .symbol(let path): bySymbol[path.joined(separator: ".")] ?? []
    case .catalogName(let text): byName[text] ?? []
    case .nameOrSymbol(let text): (byName[text] ?? []) + (bySymbol[text] ?? [])
    }
  }
}

extension AssetKind {
  /// Whether an asset of `kind` can serve a reference that wants `self`. Sets of other kinds (symbol sets, app
  /// icons) may serve images by name, so they count as images rather than risk a false "missing" error.
  func accepts(_ kind: Asset.Kind) -> Bool {
    switch self {
    case .any: true
    case .image: kind != .colorSet
    case .color: kind == .colorSet
    }
  }

  /// "image" or "colour", for messages.
  var noun: String {
    switch self {
    case .image: "image"
    case .color: "colour"
    case .any: "asset"
    }
  }
}

extension Asset.Kind {
  /// "an image set", "a colour set" or "an asset of another kind", for messages.
  var nounWithArticle: String {
    switch self {
    case .imageSet: "an image set"
    case .colorSet: "a colour set"
    case .other: "an asset of another kind"
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
