/// Finds the calls that load data by name rather than an image: `NSDataAsset(name: "x")` (a data set) and Lottie's
/// animation lookups (a data set, or a `.json` file in the bundle): `LottieAnimation.named("x")`,
/// `LottieView(animation: .named("x"))`, `.asset("x")`, `LottieAnimationView(name: "x")`, `AnimationView(name:)`.
/// The same reading serves literal references (`SwiftAssetReferenceReader`) and page fields shown this way
/// (`LottieView(animation: .named(page.animation))`: the field names an animation, not an image).
struct SwiftDataLookupReader {
  let code: SwiftCode

  /// The words a lookup starts at: the type of an initializer, or the static member of Lottie's loaders.
  static let words = ["NSDataAsset", "named", "asset"] + Array(animationViews)

  /// Views that play a Lottie animation given its name, Lottie's own and the usual names of an app's wrapper.
  private static let animationViews: Set<String> = [
    "LottieView", "LottieAnimationView", "AnimationView", "LottieAnimationUIView", "LottiePlayerView",
  ]
  /// The labels those views take a name with.
  private static let nameLabels: Set<String?> = [
    nil, "name", "named", "animationName", "fileName", "filename", "jsonName", "animation",
  ]
  /// The types whose static `named(_:)`/`asset(_:)` load an animation (`Animation` is Lottie 3's name).
  private static let animationTypes: Set<String> = ["LottieAnimation", "Animation"]

  /// A lookup whose word is at `index`: the argument that names the data, what kind of asset it is, and the
  /// call's arguments (for `bundle:`); nil when the word starts none.
  func lookup(at index: Int) -> (name: Range<Int>, kind: AssetKind, arguments: [SwiftCode.Argument])? {
    guard let word = code.identifierName(at: index), code.isPunctuation("(", at: index + 1),
      !code.isPunctuation(".", at: index - 1) || word == "named" || word == "asset"
    else { return nil }
    let arguments = code.arguments(inside: index + 1)
    switch word {
    case "NSDataAsset":
      guard let name = arguments.first, name.label == "name" else { return nil }
      return (name.value, .data, arguments)
    case "named", "asset":
      guard isAnimationLoader(dotAt: index - 1), let name = arguments.first, name.label == nil else { return nil }
      return (name.value, word == "asset" ? .data : .animation, arguments)
    default:
      // `LottieView(animation: .named("x"))` is read at `named`; a string given as `animation:` is a name.
      guard Self.animationViews.contains(word), let name = arguments.first, Self.nameLabels.contains(name.label),
        !code.isPunctuation(".", at: name.value.lowerBound)
      else { return nil }
      return (name.value, .animation, arguments)
    }
  }

  /// `LottieAnimation.named`, or an implicit `.named` given as a Lottie view's `animation:`.
  private func isAnimationLoader(dotAt dot: Int) -> Bool {
    guard code.isPunctuation(".", at: dot) else { return false }
    if let type = code.identifierName(at: dot - 1) { return Self.animationTypes.contains(type) }
    return code.isPunctuation(":", at: dot - 1) && code.isIdentifier("animation", at: dot - 2)
  }

  /// The last names of `x.name` values that lookups are given (`animation` of `.named(page.animation)`).
  func fieldsLookedUp() -> Set<String> {
    var names: Set<String> = []
    for index in code.occurrences(of: Self.words) {
      guard let lookup = lookup(at: index), lookup.name.count >= 3,
        code.isPunctuation(".", at: lookup.name.upperBound - 2),
        let name = code.identifierName(at: lookup.name.upperBound - 1)
      else { continue }
      names.insert(name)
    }
    return names
  }
}
