/// Recognizes the initializer calls that name an asset: `Image(.logo)`, `Image("logo")`, `UIImage(named: "x")`,
/// `UIColor(resource: .brand)`, `Color("Ink")`, `ImageResource(name: "x", bundle: .main)`, …
struct SwiftAssetCallReader {
  /// How a call names its asset: which initializer, which argument label, and in which form.
  private struct CallForm {
    enum Argument { case name, symbol, nameOrSymbol }
    var label: String?
    var argument: Argument
  }

  /// The initializers and loaders that can name an asset.
  static var calleeNames: [String] { Array(forms.keys) + SwiftDataLookupReader.words }

  private static let forms: [String: (kind: AssetKind, forms: [CallForm])] = [
    "Image": (.image, [CallForm(label: nil, argument: .nameOrSymbol), CallForm(label: "decorative", argument: .name)]),
    "UIImage": (
      .image,
      [
        CallForm(label: "named", argument: .name), CallForm(label: "resource", argument: .symbol),
        CallForm(label: "imageLiteralResourceName", argument: .name),
      ]
    ),
    "#imageLiteral": (.image, [CallForm(label: "resourceName", argument: .name)]),
    "NSImage": (.image, [CallForm(label: "named", argument: .name), CallForm(label: "resource", argument: .symbol)]),
    "ImageResource": (.image, [CallForm(label: "name", argument: .name)]),
    "Color": (.color, [CallForm(label: nil, argument: .nameOrSymbol)]),
    "UIColor": (.color, [CallForm(label: "named", argument: .name), CallForm(label: "resource", argument: .symbol)]),
    "NSColor": (.color, [CallForm(label: "named", argument: .name), CallForm(label: "resource", argument: .symbol)]),
    "ColorResource": (.color, [CallForm(label: "name", argument: .name)]),
  ]

  /// The only labels a call of these takes when it names an asset: Apple's generated `ColorResource(name:bundle:)`.
  /// R.swift's `ColorResource(name: "skill1", red: …, green: …)` is a colour of a palette file, no asset.
  private static let resourceLabels: [String: Set<String>] = [
    "ColorResource": ["name", "bundle"], "ImageResource": ["name", "bundle"],
  ]

  /// Colours that `Color(.x)` resolves to a system colour (SwiftUI `Color`, `UIColor` or `NSColor` statics), not
  /// to an asset.
  static let systemColorNames: Set<String> = [
    // SwiftUI Color
    "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
    "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    // UIColor fixed and system colours
    "darkGray", "lightGray", "magenta", "darkText", "lightText", "tintColor", "systemRed", "systemGreen",
    "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo",
    "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4",
    "systemGray5", "systemGray6", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
    // UIColor semantic colours
    "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
    "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
    // NSColor semantic colours
    "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "linkColor",
    "placeholderTextColor", "separatorColor", "textColor", "textBackgroundColor", "windowBackgroundColor",
    "controlAccentColor", "controlColor", "controlBackgroundColor", "controlTextColor",
    "selectedContentBackgroundColor", "selectedTextColor", "selectedTextBackgroundColor", "gridColor",
    "headerTextColor", "systemFillColor", "keyboardFocusIndicatorColor", "windowFrameTextColor",
    "unemphasizedSelectedTextBackgroundColor", "unemphasizedSelectedTextColor",
    "unemphasizedSelectedContentBackgroundColor", "findHighlightColor", "alternateSelectedControlTextColor",
    "selectedControlColor", "selectedControlTextColor", "selectedMenuItemTextColor", "disabledControlTextColor",
    "alternatingContentBackgroundColors", "scrubberTexturedBackground", "highlightColor", "shadowColor",
    "scrollBarColor", "knobColor", "selectedKnobColor", "windowFrameColor", "underPageBackgroundColor",
    "systemRedColor", "systemGreenColor", "systemBlueColor", "systemOrangeColor", "systemYellowColor",
    "systemPinkColor", "systemPurpleColor", "systemTealColor", "systemIndigoColor", "systemBrownColor",
    "systemMintColor", "systemCyanColor", "systemGrayColor", "quaternarySystemFillColor", "tertiarySystemFillColor",
    "secondarySystemFillColor", "controlHighlightColor", "controlShadowColor",
    "controlDarkShadowColor", "controlLightHighlightColor",
  ]

  let code: SwiftCode
  let values: SwiftValueReader

  /// The asset named by the call whose callee is at `callee`, the index of the argument value that names it,
  /// and the bundle the call searches.
  func reference(callAt callee: Int) -> (
    name: AssetNameForm, kind: AssetKind, valueStart: Int, bundle: AssetLookupBundle
  )? {
    if let lookup = SwiftDataLookupReader(code: code).lookup(at: callee) {
      guard let literal = values.singleStringLiteral(lookup.name), let name = literal.value else { return nil }
      return (.catalogName(name), lookup.kind, lookup.name.lowerBound, bundle(in: lookup.arguments))
    }
    guard let calleeName = code.identifierName(at: callee) ?? code.poundKeyword(at: callee),
      let entry = Self.forms[calleeName], code.callClose(at: callee) != nil
    else { return nil }
    let arguments = code.arguments(inside: callee + 1)
    guard let first = arguments.first, let form = entry.forms.first(where: { $0.label == first.label }),
      Self.resourceLabels[calleeName].map({ labels in arguments.allSatisfy { $0.label.map(labels.contains) == true } })
        ?? true
    else { return nil }
    if form.argument != .symbol, let literal = values.singleStringLiteral(first.value) {
      guard let name = literal.value else { return nil }
      return (.catalogName(name), entry.kind, first.value.lowerBound, bundle(in: arguments))
    }
    if form.argument != .symbol, let (name, start) = ternaryNames(first.value).first {
      return (.catalogName(name), entry.kind, start, bundle(in: arguments))
    }
    // `Color(.sRGB, red: …)` and `Color(.systemBlue)` are not assets: an unlabelled symbol must be the only
    // argument, and a colour symbol must not be a system colour.
    guard form.argument != .name, form.label != nil || arguments.count == 1,
      let path = values.symbolPath(first.value)
    else { return nil }
    // `Color(.systemGray6.inverted)`: a system colour, then a member the code adds to it.
    if entry.kind == .color, !code.isIdentifier("ColorResource", at: first.value.lowerBound),
      Self.systemColorNames.contains(path[0])
    {
      return nil
    }
    return (.symbol(path: path), entry.kind, first.value.lowerBound, .main)
  }

  /// A by-name call whose name is a constant of a type (`Image(Icons.attention)`, `UIImage(named: Asset.logo)`):
  /// the constant's path, for the loader to read its value from the project's declarations.
  func constantName(callAt callee: Int) -> (
    path: [String], kind: AssetKind, valueStart: Int, bundle: AssetLookupBundle
  )? {
    guard let calleeName = code.identifierName(at: callee), let entry = Self.forms[calleeName],
      code.callClose(at: callee) != nil
    else { return nil }
    let arguments = code.arguments(inside: callee + 1)
    guard let first = arguments.first,
      let form = entry.forms.first(where: { $0.label == first.label }), form.argument != .symbol,
      let path = values.dottedName(first.value), path.count >= 2, path[0].startsUppercase
    else { return nil }
    return (path, entry.kind, first.value.lowerBound, bundle(in: arguments))
  }

  /// The other name a by-name call at `callee` may look up: `"pause"` of `Image(paused ? "play" : "pause")` (the
  /// first is its `reference`).
  func alternative(callAt callee: Int) -> (name: String, start: Int)? {
    guard code.callClose(at: callee) != nil, let first = code.arguments(inside: callee + 1).first else { return nil }
    let names = ternaryNames(first.value)
    return names.count == 2 ? names[1] : nil
  }

  /// `cond ? "play" : "pause"`: both literal names with where each starts; none for any other value.
  private func ternaryNames(_ range: Range<Int>) -> [(name: String, start: Int)] {
    let end = range.upperBound
    guard range.count >= 5, code.isOperator("?", at: end - 4) || code.isPunctuation("?", at: end - 4),
      code.isPunctuation(":", at: end - 2) || code.isOperator(":", at: end - 2),
      let yes = code.token(at: end - 3)?.stringLiteral?.value, let no = code.token(at: end - 1)?.stringLiteral?.value
    else { return [] }
    return [(yes, end - 3), (no, end - 1)]
  }

  /// The bundle a by-name call searches: its `bundle:` (`Image`, `Color`, `ImageResource`) or `in:` (`UIImage`,
  /// `UIColor`) argument; none is the main bundle.
  private func bundle(in arguments: [SwiftCode.Argument]) -> AssetLookupBundle {
    guard let argument = arguments.dropFirst().first(where: { $0.label == "bundle" || $0.label == "in" }) else {
      return .main
    }
    let range = argument.value
    let written = code.excerpt(range, limit: 60)
    switch written.replacingOccurrences(of: " ", with: "") {
    case ".main", "Bundle.main", "nil", "Foundation.Bundle.main": return .main
    case ".module", "Bundle.module": return .module
    default: return .other(written)
    }
  }
}

/// Finds the asset references outside the onboarding pages: the calls above, and `ImageResource.x` or
/// `ColorResource.x` written anywhere else. A reference's location is the first token of the name (`.logo`,
/// `"logo"`, `ImageResource`).
struct SwiftAssetReferenceReader {
  let code: SwiftCode
  let assetCalls: SwiftAssetCallReader

  /// Every reference, skipping the token ranges in `excluded` (the pages' calls, sorted).
  /// `notCompiledForIOS` marks the tokens an iOS build leaves out (`SwiftCompilationConditions.droppedTokens`): a
  /// lookup there is `AssetReference.isCompiledForIOS == false`.
  func references(excluding excluded: [Range<Int>], notCompiledForIOS: [Bool]? = nil) -> [AssetReference] {
    var references: [AssetReference] = []
    var claimedValues: Set<Int> = []
    var nextExcluded = 0
    let drawings = SwiftImageDrawingReader(code: code)
    let deviceBranches = deviceBranches
    let candidates = code.occurrences(of: SwiftAssetCallReader.calleeNames + SwiftValueReader.resourceTypeNames)
    // The references found at a token, marked where an iOS build leaves that token out.
    func markCompiled(since count: Int, at index: Int) {
      guard notCompiledForIOS?[index] == true else { return }
      for found in count..<references.count { references[found].isCompiledForIOS = false }
    }
    for index in candidates {
      while nextExcluded < excluded.count, excluded[nextExcluded].upperBound <= index { nextExcluded += 1 }
      if nextExcluded < excluded.count, excluded[nextExcluded].contains(index) { continue }
      let count = references.count
      defer { markCompiled(since: count, at: index) }
      if let call = assetCalls.reference(callAt: index) {
        let location = code.location(of: call.valueStart)
        let drawing =
          call.kind == .image
          ? drawings.drawing(ofImageAt: index) ?? drawings.drawing(ofUIImageAt: index)
            ?? drawings.drawing(ofButtonBackgroundAt: index) : nil
        var reference = AssetReference(
          name: call.name, kind: call.kind, location: location, bundle: call.bundle, drawing: drawing)
        reference.hasFallback = code.callClose(at: index).map { code.isOperator("??", at: $0 + 1) } ?? false
        reference.isPadOnly = call.kind == .image && deviceBranches?.isPadOnly(index) == true
        references.append(reference)
        claimedValues.insert(call.valueStart)
        if let other = assetCalls.alternative(callAt: index) {
          reference.name = .catalogName(other.name)
          reference.location = code.location(of: other.start)
          references.append(reference)
        }
      } else if let call = assetCalls.constantName(callAt: index) {
        var reference = AssetReference(
          name: .symbol(path: call.path), kind: call.kind, location: code.location(of: call.valueStart),
          bundle: call.bundle, drawing: call.kind == .image ? drawings.drawing(ofImageAt: index) : nil)
        reference.heldByConstant = true
        references.append(reference)
        claimedValues.insert(call.valueStart)
      } else if !claimedValues.contains(index), let reference = qualifiedSymbol(at: index, drawings: drawings) {
        references.append(reference)
      }
    }
    for index in code.occurrences(of: ["Image"]) where !excluded.contains(where: { $0.contains(index) }) {
      // `Image.nosLogo`: a set's generated symbol (a lower-case member; `Image.Scale` is a type). One followed by a
      // member it does not call (`Image.clLogUI.down`) is the app's namespace, no symbol: an image has no such
      // member.
      guard let name = code.identifierName(at: index + 2), name.startsLowercase,
        !isNamespace(memberAt: index + 2), let drawing = drawings.drawing(ofStaticImageAt: index)
      else { continue }
      references.append(
        AssetReference(
          name: .symbol(path: [name]), kind: .image, location: code.location(of: index + 2), drawing: drawing))
      markCompiled(since: references.count - 1, at: index)
    }
    return references
  }

  /// `Image("onboarding_title\(page + 1)")`, `UIImage(named: "tip\(n)")` outside `excluded`: the patterns the name
  /// follows (each interpolated literal of the argument, both of a ternary's), with how an `Image` written alone
  /// draws it and whether only iPads run the lookup.
  func patternLookups(excluding excluded: [Range<Int>]) -> [AssetPatternLookup] {
    let drawings = SwiftImageDrawingReader(code: code)
    let branches = deviceBranches
    var found: [AssetPatternLookup] = []
    for index in code.occurrences(of: ["Image", "UIImage"]) {
      guard !excluded.contains(where: { $0.contains(index) }), code.isPunctuation("(", at: index + 1),
        let argument = code.arguments(inside: index + 1).first,
        argument.label == nil || argument.label == "named"
      else { continue }
      let literals = argument.value.compactMap { position in code.token(at: position)?.stringLiteral }
      let patterns = literals.compactMap { AssetNamePattern(parts: SwiftNameEvidenceReader.fixedParts(of: $0)) }
      guard !patterns.isEmpty else { continue }
      // Only a name written alone tells which sets this `Image` draws.
      let drawing =
        code.isIdentifier("Image", at: index) && argument.value.count == 1 ? drawings.drawing(ofImageAt: index) : nil
      for pattern in patterns {
        var lookup = AssetPatternLookup(pattern: pattern, location: code.location(of: index), drawing: drawing)
        lookup.isPadOnly = branches?.isPadOnly(index) == true
        found.append(lookup)
      }
    }
    return found
  }

  /// Whether the member at `member` is followed by another it does not call (`clLogUI` of `Image.clLogUI.down`).
  private func isNamespace(memberAt member: Int) -> Bool {
    code.isPunctuation(".", at: member + 1) && code.identifierName(at: member + 2) != nil
      && !code.isPunctuation("(", at: member + 3) && !code.isPunctuation("{", at: member + 3)
  }

  /// The reader of iPad-only branches, looked for only in files that test the device at all.
  private var deviceBranches: SwiftDeviceBranchReader? {
    code.occurrences(of: ["userInterfaceIdiom", "horizontalSizeClass"]).isEmpty
      ? nil : SwiftDeviceBranchReader(code: code)
  }

  /// `ImageResource.onboarding1` or `ColorResource.Brand.ink`, not followed by a call but for a modifier only an
  /// `Image` has (`ImageResource.Icon.update.image.resizable()`), which draws the image: see
  /// `SwiftImageDrawingReader.drawing(ofResourceMemberAt:firstModifier:)`.
  private func qualifiedSymbol(at index: Int, drawings: SwiftImageDrawingReader) -> AssetReference? {
    guard let typeName = code.identifierName(at: index), SwiftValueReader.resourceTypeNames.contains(typeName),
      code.isPunctuation(".", at: index + 1)
    else { return nil }
    var end = index + 1
    while code.isPunctuation(".", at: end), code.identifierName(at: end + 1) != nil { end += 2 }
    var drawing: PageIconStyle?
    if code.isPunctuation("(", at: end) {
      guard typeName == "ImageResource", end - index >= 7,
        let found = drawings.drawing(ofResourceMemberAt: index, firstModifier: end - 1)
      else { return nil }
      drawing = found
      end -= 4  // `.image.resizable`: the member that makes the resource a view is no part of its symbol.
    }
    guard let path = assetCalls.values.symbolPath(index..<end) else { return nil }
    let kind: AssetKind = typeName == "ImageResource" ? .image : .color
    return AssetReference(name: .symbol(path: path), kind: kind, location: code.location(of: index), drawing: drawing)
  }
}
