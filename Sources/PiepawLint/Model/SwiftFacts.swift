/// A progress indicator: `ForEach(0..<N)` drawing capsules, circles or symbols, an indicator view given a count
/// (`PageDots(total: 4)`), or `UIPageControl.numberOfPages = N`.
public struct CapsuleCount: Hashable, Sendable {
  /// What the indicator draws (`capsules`, `circles`, `rectangles`, `symbols`, `page-control`, `custom`).
  public enum Kind: String, Hashable, Sendable {
    case capsules, circles, rectangles, symbols
    case pageControl = "page-control"
    case custom
  }

  /// The number of marks drawn (`N`, or `M + 1`); unresolved when the bound is not a literal.
  public var count: FieldValue<Int>
  /// The upper bound's literal (or expression) position.
  public var location: SourceLocation
  public var kind: Kind
  /// The data the count follows (`pages.count`), when it follows the data: always right, never reported.
  public var derivedFrom: String?
  /// The integer literal that sets the count, written at the indicator (`3` of `ForEach(0..<3)`); nil when the count
  /// comes from a constant or an expression.
  public var span: TextSpan?
  /// How much the literal exceeds the count it makes: 0 for `0..<3` and `1...3`, 1 for `1..<4`, -1 for `0...2`.
  public var literalExcess: Int = 0
  /// The type whose body draws the indicator.
  var scope: String?
  /// The names the `if` conditions around the indicator test for equality (`if step == 1 || step == 2 { dots }`):
  /// drawn on those pages only, where one of them is the flow's selection.
  var shownOnlyWhen: Set<String> = []
  /// The bounds the `if` conditions around the indicator (or around the one use of the view property that draws
  /// it) set on a name (`if step < 3 { progressDots }`: `step` below 3): hidden from that page on.
  var shownBelow: [String: Int] = [:]
  /// The pages the indicator is shown on when it is hidden on the flow's last pages (3 of `if step < 3` over a
  /// selection from 0): one mark for each of them is as right as one for every page.
  public var pagesShownOn: Int?
  /// A `ForEach` given only its range (no `id:`): SwiftUI takes such a range as constant, and the compiler warns
  /// ("Non-constant range") when it is not a literal, so a count expression comes with `id: \.self`.
  public var rangeIsOnlyArgument = false
  /// An expression for the page count of the flow the indicator is linked to that is in scope where the indicator
  /// is (`pages.count`, from the pager in the same type); nil where there is none, or more than one.
  public var countExpression: String?

  public init(
    count: FieldValue<Int>, location: SourceLocation, kind: Kind = .capsules, derivedFrom: String? = nil,
    span: TextSpan? = nil
  ) {
    self.count = count
    self.location = location
    self.kind = kind
    self.derivedFrom = derivedFrom
    self.span = span
  }
}

/// A comparison of the `TabView(selection:)` index with an integer literal, e.g. `currentIndex != 2`.
public struct LastPageCheck: Hashable, Sendable {
  /// The index variable (`currentIndex`).
  public var variable: String
  /// The literal compared against.
  public var value: Int
  /// The operator as written (`!=`, `==`, `<`, `>=`, …).
  public var comparison: String
  /// The literal's position.
  public var location: SourceLocation
  /// The literal as written (`2`, `-1`).
  public var span: TextSpan?
  /// Whether the literal is the left operand (`2 == currentIndex`).
  public var literalIsFirst = false
  /// Whether the value is a local constant's (`currentStep == finalStep` after `let finalStep = skip ? 13 : 14`, one
  /// check per value it may hold): it tells which page the view takes for the last, and is never itself reported.
  public var isThroughName = false
  /// The type whose body holds the comparison.
  var scope: String?
  /// An expression for the page count of the flow the check is linked to, in scope where the check is
  /// (`pages.count`); nil where there is none, or more than one.
  public var countExpression: String?

  public init(variable: String, value: Int, comparison: String, location: SourceLocation, span: TextSpan? = nil) {
    self.variable = variable
    self.value = value
    self.comparison = comparison
    self.location = location
    self.span = span
  }
}

/// An asset named outside the pages: `Image(.logo)`, `UIImage(named: "x")`, `UIColor(resource: .brand)`, …
public struct AssetReference: Hashable, Sendable {
  public var name: AssetNameForm
  public var kind: AssetKind
  public var location: SourceLocation
  /// The bundle the lookup searches (`bundle:` or `in:`).
  public var bundle: AssetLookupBundle
  /// How a SwiftUI `Image("…")` draws it: its scaling and literal `.frame`, read from the modifiers after the
  /// call, the facts a page view's icon has. Nil for lookups that draw nothing themselves (`UIImage(named:)`).
  public var drawing: PageIconStyle?
  /// `UIColor(named: "fresh") ?? .systemGreen`: the code falls back to another value where the lookup finds
  /// nothing, so a missing name shows the fallback rather than nothing.
  public var hasFallback = false
  /// The name is a constant of the app's (`Image(Icons.attention)`), `name` its path until the loader reads the
  /// value it holds; one whose value is not read is dropped, never looked up as a generated symbol.
  public var heldByConstant = false
  /// False for a lookup in a branch an iOS build leaves out (`#if os(macOS)`): only another platform's build runs it.
  public var isCompiledForIOS = true
  /// In a branch only iPads run (`if UIDevice.current.userInterfaceIdiom == .pad { … }`): no iPhone loads it there.
  public var isPadOnly = false
  /// In a SwiftUI view no code builds outside previews: looked up on no device. Its `drawing` is then nil (how dead
  /// code draws an image is no evidence for a claim) and kept here, where it can only quiet one.
  public var isInViewNobodyBuilds = false
  public var drawingInViewNobodyBuilds: PageIconStyle?

  public init(
    name: AssetNameForm, kind: AssetKind, location: SourceLocation, bundle: AssetLookupBundle = .main,
    drawing: PageIconStyle? = nil
  ) {
    self.name = name
    self.kind = kind
    self.location = location
    self.bundle = bundle
    self.drawing = drawing
  }
}

/// An image looked up by a name built at run time (`Image("onboarding_title\(page + 1)")`, either name of
/// `Image(dark ? "a-dark\(i)" : "a\(i)")`): evidence about every set the name can be that quiets a claim, never one
/// that makes it. How an `Image` draws them, and whether only iPads look them up.
public struct AssetPatternLookup: Hashable, Sendable {
  public var pattern: AssetNamePattern
  /// How the `Image` draws it, where it is one whose drawing is read.
  public var drawing: PageIconStyle?
  /// In a branch only iPads run (`AssetReference.isPadOnly`).
  public var isPadOnly = false
  public var location: SourceLocation

  public init(pattern: AssetNamePattern, location: SourceLocation, drawing: PageIconStyle? = nil) {
    self.pattern = pattern
    self.location = location
    self.drawing = drawing
  }
}

/// The bundle a by-name lookup searches: what decides which catalogs can answer it.
public enum AssetLookupBundle: Hashable, Sendable {
  /// No bundle argument, `.main`, `Bundle.main` or `nil`: the app's own bundle, whichever module the code is in.
  case main
  /// `.module` or `Bundle.module`: the resource bundle of the Swift package module the code is in.
  case module
  /// Any other bundle (`DesignKit.bundle`, `Bundle(for: Self.self)`), as written: not ours to judge.
  case other(String)
}

/// Static members that code declares on an asset type (`extension UIColor { static var brandInk: UIColor }`,
/// `extension ImageResource { static let paw = … }`): `Color(.brandInk)` names them, not a catalog asset. Also the
/// types an asset type's own unlabelled initializer takes (`extension Color { init(_ role: Palette.Role) }`), whose
/// cases `Color(.background)` names.
public struct DeclaredAssetSymbols: Hashable, Sendable {
  /// Dotted member paths under a colour type (`brandInk`, `Brand.ink`).
  public var colors: Set<String> = []
  /// Dotted member paths under an image type.
  public var images: Set<String> = []
  /// The last name of the types that colour and image types' unlabelled initializers take (`Role`).
  public var colorArgumentTypes: Set<String> = []
  public var imageArgumentTypes: Set<String> = []
  /// Each type's enum cases and static members, by the type's name (`Role` → `background`, `text`).
  public var membersByType: [String: Set<String>] = [:]
  /// The kinds whose by-name lookups the code redirects: an extension declares its own `init?(named:)` on a colour
  /// or image type (to look in a module's bundle), so `UIColor(named: "x")` may find any catalog of the run.
  public var redirectedNameLookups: Set<AssetKind> = []
  /// The kinds for which the code declares `init(_ text: String)` on `Color` or `Image`: `Color("FF8800")` then
  /// calls the project's initializer (a hex colour, say), not an asset lookup.
  public var stringInitializers: Set<AssetKind> = []

  public init(colors: Set<String> = [], images: Set<String> = []) {
    self.colors = colors
    self.images = images
  }

  public var isEmpty: Bool {
    colors.isEmpty && images.isEmpty && membersByType.isEmpty && redirectedNameLookups.isEmpty
      && stringInitializers.isEmpty
  }

  /// Whether code declares `path` for a reference of `kind`: the path or its start (`.text.inverted`, a static
  /// and then an instance property), or a member of a type an initializer of the asset type takes.
  public func declares(_ path: [String], kind: AssetKind) -> Bool {
    let declared: Set<String>
    let argumentTypes: Set<String>
    switch kind {
    case .color: (declared, argumentTypes) = (colors, colorArgumentTypes)
    case .image: (declared, argumentTypes) = (images, imageArgumentTypes)
    case .any: (declared, argumentTypes) = (colors.union(images), colorArgumentTypes.union(imageArgumentTypes))
    case .data, .animation: return false
    }
    for length in 1...max(path.count, 1) where declared.contains(path.prefix(length).joined(separator: ".")) {
      return true
    }
    guard let first = path.first else { return false }
    return argumentTypes.contains { membersByType[$0]?.contains(first) ?? false }
  }

  public mutating func formUnion(_ other: DeclaredAssetSymbols) {
    colors.formUnion(other.colors)
    images.formUnion(other.images)
    colorArgumentTypes.formUnion(other.colorArgumentTypes)
    imageArgumentTypes.formUnion(other.imageArgumentTypes)
    membersByType.merge(other.membersByType) { $0.union($1) }
    redirectedNameLookups.formUnion(other.redirectedNameLookups)
    stringInitializers.formUnion(other.stringInitializers)
  }
}

/// A `// piepaw-lint:` comment directive (suppressions; see issue 4).
public struct SuppressionDirective: Hashable, Sendable {
  public enum Action: String, Hashable, Sendable {
    case disable
    case enable
    case disableNextLine = "disable-next-line"
  }

  public var action: Action
  public var ruleIDs: [String]
  public var location: SourceLocation

  public init(action: Action, ruleIDs: [String], location: SourceLocation) {
    self.action = action
    self.ruleIDs = ruleIDs
    self.location = location
  }
}

/// What one Swift or JSON content file contributes to its project.
public struct ContentFile: Hashable, Sendable {
  public var path: String
  public var flows: [Flow] = []
  public var capsuleCounts: [CapsuleCount] = []
  public var lastPageChecks: [LastPageCheck] = []
  public var assetReferences: [AssetReference] = []
  /// Image lookups of names built at run time (`AssetPatternLookup`).
  public var patternLookups: [AssetPatternLookup] = []
  /// The index variables bound by `TabView(selection: $name)` in this file (`currentIndex`).
  public var tabSelectionVariables: [String] = []
  public var suppressions: [SuppressionDirective] = []
  /// Static members the file declares on asset types.
  public var declaredAssetSymbols = DeclaredAssetSymbols()
  /// The modules the file imports (`SwiftUI`, `DesignKit`).
  public var imports: [String] = []
  /// What could name an asset, when `unused-asset` asked for it (it is not kept otherwise: it is large).
  public var nameEvidence: AssetNameEvidence?
  /// Problems that make part or all of the file unreadable (`invalid-input`).
  public var problems: [Finding] = []
  /// A Swift file's index between reading it and recognising the project's flows; nil afterwards.
  var swiftIndex: SwiftFileIndex?

  public init(path: String) {
    self.path = path
  }
}

/// A pager or page view controller in the code that gave no flow: `unrecognized-flow` says so, so "No problems"
/// never means "nothing was checked".
public struct UnrecognizedFlow: Hashable, Sendable {
  public var location: SourceLocation
  /// What was seen, for the message ("Found \(seen) but could not read its pages"): a relative clause in it
  /// ends with the comma the message goes on after.
  public var seen: String
  /// `seen` as a phrase of its own, without the comma the message needs after it.
  public var seenAlone: String { seen.hasSuffix(",") ? String(seen.dropLast()) : seen }

  public init(location: SourceLocation, seen: String) {
    self.location = location
    self.seen = seen
  }
}
