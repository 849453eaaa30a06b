/// Sums up a view's body into a `SwiftViewLayout`: walks its views with the environment each passes on, and
/// records every `Text` with its style, the full-screen background image of a `ZStack` (or `.background(…)`),
/// the scrims layered between them, the stacks around the texts and the order of what is drawn.
struct SwiftViewLayoutReader {
  let code: SwiftCode
  let expressions: SwiftExpressionReader
  /// The view's computed properties that build views (`var buttons: some View { … }`), followed where used.
  var propertyBodies: [String: Range<Int>] = [:]
  /// Where the file says `Text`, in order (found once per file, not once per view).
  var textTokens: [Int]? = nil

  private var values: LayoutValues { LayoutValues(code: code) }
  private var modifiers: LayoutModifierReader { LayoutModifierReader(values: values) }

  /// Members that wrap a shown text without changing what it is (`page.title.localized`).
  private static let textWrappers: Set<String> = [
    "localized", "localizedString", "uppercased", "lowercased", "capitalized", "localizedUppercase",
    "localizedCapitalized", "localizedLowercase", "loc", "tr",
  ]

  /// The layout of the views in `body`; nil when it shows no text.
  func layout(of body: Range<Int>, at location: SourceLocation) -> SwiftViewLayout? {
    // Most views of an app draw no text of their own: they are not read at all.
    let texts = textTokens ?? code.occurrences(of: ["Text"])
    guard
      ([body] + propertyBodies.values).contains(where: { Self.contains(texts, in: $0) || mayCallAComponent($0) })
    else { return nil }
    let tree = SwiftViewTreeReader(code: code, expressions: expressions, propertyBodies: propertyBodies)
    var walk = Walk(layout: SwiftViewLayout(location: location))
    for node in tree.nodes(in: body) { visitRoot(node, walk: &walk) }
    (walk.layout.localNames, walk.layout.elementBindings) = bindings(in: body)
    walk.layout.memberNames = memberNames(in: [body] + propertyBodies.values)
    return walk.layout.texts.isEmpty && walk.layout.components.isEmpty ? nil : walk.layout
  }

  /// A string literal or a localized text around one (`String(localized: "k")`), as page fields read them.
  private func isText(_ range: Range<Int>) -> Bool {
    if case .string = expressions.node(range).expression { return true }
    return false
  }

  /// Whether the sorted token indices `indices` have one in `range` (a binary search).
  static func contains(_ indices: [Int], in range: Range<Int>) -> Bool {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if indices[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    return low < indices.count && indices[low] < range.upperBound
  }

  /// The names written after a dot in `ranges`.
  private func memberNames(in ranges: [Range<Int>]) -> Set<String> {
    var names: Set<String> = []
    for range in ranges {
      for index in range where index > range.lowerBound && code.isPunctuation(".", at: index - 1) {
        if let name = code.identifierName(at: index) { names.insert(name) }
      }
    }
    return names
  }

  /// The names a builder body binds at its top level before its views (`let screen = …`), at most a few, and
  /// those bound to an element of a named collection with its last name (`p` → `pages` of `let p = pages[page]`).
  private func bindings(in body: Range<Int>) -> (names: [String], elements: [String: String]) {
    var names: [String] = []
    var elements: [String: String] = [:]
    var index = body.lowerBound
    while index < body.upperBound, names.count < 4 {
      if let binding = expressions.binding(at: index, limit: body.upperBound) {
        names.append(binding.name)
        if binding.isLet, let collection = expressions.subscriptedCollection(binding.value) {
          elements[binding.name] = collection
        }
      }
      index = code.skippingGroup(at: index)
    }
    return (names, elements)
  }

  /// What the walk has found so far.
  private struct Walk {
    var layout: SwiftViewLayout
    var blockIndices: [Int: Int] = [:]
  }

  /// A view at the top of the body: its `.background(Color.x)` is what the page draws under everything, and a
  /// resizable `Image` with an `.overlay { … }` is the full-screen background the overlay's texts sit on.
  private func visitRoot(_ root: SwiftViewNode, walk: inout Walk) {
    var node = root
    let fills = LayoutFillReader(values: values)
    if walk.layout.fill == nil, let position = node.modifiers.firstIndex(where: { fills.backgroundFill($0) != nil }) {
      walk.layout.fill = fills.backgroundFill(node.modifiers[position])
      node.removeModifier(at: position)
      // A shadow after it was the page's, not the texts'.
      while let shadow = node.modifiers.indices.last(where: { $0 >= position && node.modifiers[$0].name == "shadow" }) {
        node.removeModifier(at: shadow)
      }
    }
    if node.isTransparent {
      for child in node.children { visitRoot(child, walk: &walk) }
      return
    }
    let isBackgroundImage =
      LayoutBackgroundReader.imageViews.contains(node.name) && walk.layout.background == nil
      && !node.modifierContents.isEmpty && node.modifiers.contains { $0.name == "resizable" }
    guard isBackgroundImage else { return visit(node, environment: LayoutEnvironment(), walk: &walk) }
    var environment = LayoutEnvironment()
    recordBackground(node, environment: environment, walk: &walk)
    environment.scrims += overlayScrims(of: node)
    modifiers.apply(node.modifiers, to: &environment)
    visitModifierContents(node, environment: environment, walk: &walk)
  }

  private func visit(_ nodes: [SwiftViewNode], environment: LayoutEnvironment, walk: inout Walk) {
    for node in nodes { visit(node, environment: environment, walk: &walk) }
  }

  private func visit(_ node: SwiftViewNode, environment outer: LayoutEnvironment, walk: inout Walk) {
    var environment = outer
    modifiers.apply(node.modifiers, to: &environment)
    if let guarded = node.nonEmptyGuard { environment.nonEmptyGuards.append(guarded) }
    switch node.name {
    case "Text":
      recordText(node, environment: environment, walk: &walk)
    // A control's label is no page text; a navigation link here is a button that pushes the next screen.
    case _ where SwiftUIVocabulary.isControl(node.name) || node.name == "NavigationLink":
      walk.layout.order.append(.buttons)
      if let label = buttonLabel(node) { walk.layout.buttonLabels.append(label) }
    case _ where LayoutBackgroundReader.imageViews.contains(node.name):
      walk.layout.order.append(.icon)
      // The page's picture is the image that draws a value it is given (`Image(page.image)`); a name written in
      // the code before it (the app's logo above every page) is not.
      let style = iconStyle(node)
      if walk.layout.icon == nil
        || walk.layout.icon?.literalNameLocation != nil && style.literalNameLocation == nil && !style.isSystemSymbol
      {
        walk.layout.icon = style
      }
    case _ where isIndicator(node):
      walk.layout.order.append(.indicator)
    case "ZStack":
      if let alignment = values.argument("alignment", of: node.base).flatMap(values.member) {
        environment.verticalPlacement = LayoutModifierReader.placement(alignment) ?? environment.verticalPlacement
      }
      visitLayers(node.children, environment: environment, walk: &walk)
    case "VStack", "LazyVStack":
      visitStack(node, environment: environment, walk: &walk)
    default:
      if let call = componentCall(node) { recordComponent(call, environment: environment, walk: &walk) }
      visit(node.children, environment: environment, walk: &walk)
    }
    visitModifierContents(node, environment: environment, walk: &walk)
  }

  /// `.overlay(alignment: .bottom) { … }` draws over the view; `.background(Image(…))` is a background.
  private func visitModifierContents(_ node: SwiftViewNode, environment: LayoutEnvironment, walk: inout Walk) {
    for (position, content) in node.modifierContents.sorted(by: { $0.key < $1.key }) {
      let modifier = node.modifiers[position]
      var inner = environment
      if let alignment = values.argument("alignment", of: modifier).flatMap(values.member) {
        inner.verticalPlacement = LayoutModifierReader.placement(alignment) ?? inner.verticalPlacement
      }
      if modifier.name == "background", let image = content.first, walk.layout.background == nil,
        LayoutBackgroundReader.imageViews.contains(image.name)
      {
        recordBackground(image, environment: inner, walk: &walk)
        continue
      }
      // A colour or gradient background is a scrim, read with the modifier.
      if modifier.name == "background", content.allSatisfy({ $0.name == "Color" || $0.name.hasSuffix("Gradient") }) {
        continue
      }
      visit(content, environment: inner, walk: &walk)
    }
  }

  /// A `ZStack`'s layers, bottom first: a first layer that is an image is the background; a gradient or colour
  /// layer above it is a scrim under the layers after it.
  private func visitLayers(_ layers: [SwiftViewNode], environment: LayoutEnvironment, walk: inout Walk) {
    var environment = environment
    var sawBackground = false
    let fills = LayoutFillReader(values: values)
    // Colour layers under the photo (`Color.black.ignoresSafeArea()`) do not keep it from being the background.
    let bottom = layers.firstIndex { $0.name != "Color" && fills.fill(of: $0) == nil } ?? 0
    for (position, layer) in layers.enumerated() {
      // The bottom layer of a stack that is in no other stack is what the page draws under everything.
      if position == 0, walk.layout.fill == nil, environment.outerBlock == nil, isFullScreen(layer),
        let fill = fills.fill(of: layer)
      {
        walk.layout.fill = fill
        continue
      }
      if position == bottom, walk.layout.background == nil, let image = backgroundImage(layer) {
        var inner = environment
        modifiers.apply(layer.modifiers, to: &inner)
        recordBackground(image, environment: inner, walk: &walk)
        environment.scrims += overlayScrims(of: image)
        sawBackground = true
        continue
      }
      if sawBackground, let scrim = LayoutScrimReader(values: values).scrim(layer.range) {
        environment.scrims.append(scrim)
        continue
      }
      visit(layer, environment: environment, walk: &walk)
    }
  }

  /// A layer without a literal size of its own: it covers its stack (a card or a dot has a `.frame`).
  private func isFullScreen(_ layer: SwiftViewNode) -> Bool {
    !layer.modifiers.contains { ["frame", "padding", "cornerRadius", "clipShape", "offset"].contains($0.name) }
  }

  /// The image a layer is, directly or as the only view of a `GeometryReader` or group.
  private func backgroundImage(_ layer: SwiftViewNode) -> SwiftViewNode? {
    var current = layer
    for _ in 0..<3 {
      if LayoutBackgroundReader.imageViews.contains(current.name) { return current }
      guard ["GeometryReader", "Group", "if"].contains(current.name), let first = current.children.first else {
        return nil
      }
      current = first
    }
    return nil
  }

  /// `Image(…).overlay(LinearGradient(…))`: the gradient over the photo.
  private func overlayScrims(of image: SwiftViewNode) -> [Scrim] {
    let reader = LayoutScrimReader(values: values)
    return image.modifiers.filter { $0.name == "overlay" }.compactMap { overlay in
      if let argument = values.arguments(of: overlay).first, argument.label == nil {
        return reader.scrim(argument.value)
      }
      return overlay.closures.first.flatMap { reader.scrim($0.body) }
    }
  }

  private func recordBackground(_ image: SwiftViewNode, environment: LayoutEnvironment, walk: inout Walk) {
    var inner = environment
    modifiers.apply(image.modifiers, to: &inner)
    walk.layout.background = PageBackgroundStyle(
      location: code.location(of: image.base.at),
      scaling: LayoutBackgroundReader(values: values).scaling(of: image.modifiers),
      ignoresSafeArea: inner.ignoresSafeArea)
  }

  /// A `VStack`: its alignment for the texts in it, and a candidate text block.
  private func visitStack(_ node: SwiftViewNode, environment: LayoutEnvironment, walk: inout Walk) {
    var environment = environment
    let alignment =
      values.argument("alignment", of: node.base).flatMap(values.member)
      .flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
    environment.stackAlignment = alignment
    var block = PageTextBlock(placement: environment.verticalPlacement ?? .center, alignment: alignment)
    block.spacing = values.argument("spacing", of: node.base).flatMap(values.number)
    block.topInset = environment.insets.top
    block.bottomInset = environment.insets.bottom
    block.offsetX = environment.offsetX
    block.offsetY = environment.offsetY
    block.maximumWidth = node.modifiers.lazy.filter { $0.name == "frame" }.compactMap(frameWidth).first
    let candidate = LayoutBlockCandidate(id: node.base.at, block: block)
    if environment.outerBlock == nil { environment.outerBlock = candidate }
    let spacers = node.children.indices.filter { node.children[$0].name == "Spacer" }
    for (position, child) in node.children.enumerated() {
      var inner = environment
      if !spacers.isEmpty, child.name != "Spacer" {
        var spaced = candidate
        let before = spacers.contains { $0 < position }
        let after = spacers.contains { $0 > position }
        spaced.block.placement = before && !after ? .bottom : after && !before ? .top : .center
        inner.spacedBlock = spaced
      }
      visit(child, environment: inner, walk: &walk)
    }
  }

  /// `.frame(width: 280)` / `.frame(maxWidth: 280)` with a literal.
  private func frameWidth(_ frame: SwiftChain.Segment) -> Double? {
    (values.argument("width", of: frame) ?? values.argument("maxWidth", of: frame)).flatMap(values.number)
  }

  /// An icon image with how it is scaled and its literal `.frame(width:height:)`.
  private func iconStyle(_ node: SwiftViewNode) -> PageIconStyle {
    var style = PageIconStyle(
      location: code.location(of: node.base.at),
      scaling: LayoutBackgroundReader(values: values).scaling(of: node.modifiers))
    style.isSystemSymbol = values.argument("systemName", of: node.base) != nil
    style.isPadOnly = SwiftDeviceBranchReader(code: code).isPadOnly(node.base.at)
    if let first = values.arguments(of: node.base).first, first.label == nil, isLiteralName(first.value) {
      style.literalNameLocation = code.location(of: first.value.lowerBound)
    }
    for frame in node.modifiers where frame.name == "frame" {
      style.width = style.width ?? values.argument("width", of: frame).flatMap(values.number)
      style.height = style.height ?? values.argument("height", of: frame).flatMap(values.number)
    }
    // A symbol drawn at `.font(.system(size: 100))` is about that many points on each side.
    if style.isSystemSymbol, style.width == nil, style.height == nil,
      let font = node.modifiers.last(where: { $0.name == "font" }), let argument = values.arguments(of: font).first,
      case .system(let size, _)? = LayoutFontReader(values: values).font(argument.value)
    {
      style.width = size
      style.height = size
    }
    return style
  }

  /// `"hero"`, `.hero` (an `ImageResource`) or the app's constant `ImageConstants.logo`: a name written in the code,
  /// not a value it is given.
  private func isLiteralName(_ range: Range<Int>) -> Bool {
    if isText(range) { return true }
    if range.count == 3, let type = code.identifierName(at: range.lowerBound), type.startsUppercase,
      code.isPunctuation(".", at: range.lowerBound + 1), code.identifierName(at: range.lowerBound + 2) != nil
    {
      return true
    }
    return range.count == 2 && code.isPunctuation(".", at: range.lowerBound)
      && code.identifierName(at: range.lowerBound + 1) != nil
  }

  /// A control's literal label: `Button("Next")`, `Button { … } label: { Text("Continue") }`,
  /// `Button(action: …, label: { Text("Start") })`.
  private func buttonLabel(_ node: SwiftViewNode) -> String? {
    if let first = values.arguments(of: node.base).first, first.label == nil, first.value.count == 1,
      let text = code.tokens[first.value.lowerBound].stringLiteral?.value
    {
      return text
    }
    let label =
      node.base.closures.first { $0.label == "label" }?.body
      ?? values.argument("label", of: node.base).flatMap { value in
        code.isPunctuation("{", at: value.lowerBound) ? (value.lowerBound + 1)..<(value.upperBound - 1) : nil
      }
    guard let label else { return nil }
    // The first `Text("…")` of the label.
    var index = label.lowerBound
    while index + 3 < label.upperBound {
      if code.isIdentifier("Text", at: index), code.isPunctuation("(", at: index + 1),
        let text = code.tokens[index + 2].stringLiteral?.value, code.isPunctuation(")", at: index + 3)
      {
        return text
      }
      index += 1
    }
    return nil
  }

  /// An indicator view (`PageDots(…)`), or a `ForEach` of shapes that follow the current page (decoration, such as
  /// rings around an icon, never looks at it).
  private func isIndicator(_ node: SwiftViewNode) -> Bool {
    if SwiftIndicatorEvidence.namesIndicator(node.name) { return true }
    guard node.name == "ForEach", node.children.contains(where: { SwiftUIVocabulary.shapes.contains($0.name) }),
      let closure = node.base.closures.first?.body
    else { return false }
    return SwiftIndicatorEvidence(code: code).followsSelection(closure: closure)
  }

  // MARK: The app's components

  /// Whether `body` has a call that hands a component a literal or a member (`Header(title: "…")`,
  /// `Typography.title(step.title)`): a body with no `Text` of its own is read only then.
  private func mayCallAComponent(_ body: Range<Int>) -> Bool {
    body.contains { index in
      guard code.isPunctuation("(", at: index), code.identifierName(at: index - 1) != nil else { return false }
      let first = code.isPunctuation(":", at: index + 2) ? index + 3 : index + 1
      return code.token(at: first)?.stringLiteral != nil
        || code.identifierName(at: first) != nil && code.isPunctuation(".", at: first + 1)
    }
  }

  /// The call of the app's own view (`Header(title: x)`), a type's static function (`Typography.title(x)`) or the
  /// view's own function (`stepHeader(title: x)`) at `node`, with the arguments that may be texts; nil for
  /// SwiftUI's views and calls that hand on no such argument.
  private func componentCall(_ node: SwiftViewNode) -> SwiftComponentCall? {
    let callee: [String]
    let call: SwiftChain.Segment
    if node.base.isCalled {
      guard !SwiftUIVocabulary.builtInViews.contains(node.name), !SwiftUIVocabulary.isControl(node.name) else {
        return nil
      }
      (callee, call) = ([node.name], node.base)
    } else if node.name.startsUppercase, let first = node.modifiers.first, first.open != nil,
      !first.name.startsUppercase
    {
      (callee, call) = ([node.name, first.name], first)
    } else {
      return nil
    }
    let arguments = values.arguments(of: call).map { argument -> SwiftComponentCall.Argument in
      var literal: String?
      if case .string(let string) = expressions.node(argument.value).expression { literal = string.value }
      return SwiftComponentCall.Argument(
        label: argument.label, shows: shownNames(argument.value), literal: literal,
        location: code.location(of: argument.value.lowerBound))
    }
    guard arguments.contains(where: \.mayBeText) else { return nil }
    return SwiftComponentCall(callee: callee, arguments: arguments)
  }

  private func recordComponent(_ call: SwiftComponentCall, environment: LayoutEnvironment, walk: inout Walk) {
    guard walk.layout.components.count < SwiftViewLayout.maximumTexts else { return }
    var call = call
    call.block = block(for: environment, walk: &walk)
    call.leadingInset = environment.insets.leading
    call.trailingInset = environment.insets.trailing
    walk.layout.order.append(.component(walk.layout.components.count))
    walk.layout.components.append(call)
  }

  // MARK: Texts

  private func recordText(_ node: SwiftViewNode, environment: LayoutEnvironment, walk: inout Walk) {
    guard walk.layout.texts.count < SwiftViewLayout.maximumTexts,
      let argument = values.arguments(of: node.base).first, argument.label == nil || argument.label == "verbatim"
    else { return }
    // Only a text that names something or is a literal can show a page's field.
    let shows = shownNames(argument.value)
    guard !shows.isEmpty || isText(argument.value) else { return }
    var style = PageTextStyle(location: code.location(of: node.base.at), font: .textStyle(.body, weight: nil))
    switch environment.font {
    case .value(let font): style.font = font
    case .unread: style.unread.insert(.font)
    case .unset: break
    }
    if let weight = environment.weight { style.font = LayoutFontReader.with(weight, style.font) }
    if environment.lettersSpaced { style.unread.insert(.font) }
    style.faceUnmeasured = environment.otherDesign
    style.design = environment.design
    switch environment.color {
    case .value(let color):
      style.color = LayoutColorReader.faded(color, by: environment.opacity)
      if style.color == nil { style.unread.insert(.color) }
    case .unread: style.unread.insert(.color)
    case .unset:
      // `.opacity(0.8)` on the system's text colour.
      if environment.opacity < 1 {
        style.color = LayoutColorReader.faded(LayoutColorReader.primary, by: environment.opacity)
      }
    }
    switch environment.multilineAlignment {
    case .value(let alignment): style.alignment = alignment
    case .unread: style.unread.insert(.alignment)
    case .unset: style.alignment = environment.stackAlignment ?? .center
    }
    switch environment.lineLimit {
    case .value(let limit): style.lineLimit = limit
    case .unread: style.unread.insert(.lineLimit)
    case .unset: break
    }
    style.leadingInset = environment.insets.leading
    style.trailingInset = environment.insets.trailing
    if environment.insetsUnread { style.unread.insert(.insets) }
    if let limit = environment.frameLimit {
      style.maximumWidth = max(0, limit - environment.insets.leading - environment.insets.trailing)
    }
    if environment.frameUnread { style.unread.insert(.maximumWidth) }
    style.scrims = environment.scrims
    style.shownOnlyWhenNotEmpty = !shows.isEmpty && environment.nonEmptyGuards.contains(shows)
    var text = SwiftLaidOutText(
      shows: shows, showsLocation: code.location(of: argument.value.lowerBound), style: style,
      block: block(for: environment, walk: &walk))
    if case .string(let literal) = expressions.node(argument.value).expression { text.literal = literal.value }
    if case .unread = environment.font, !environment.lettersSpaced, let key = environment.fontKey {
      text.fontReference = SwiftFontReference(
        key: key, weight: environment.weight, arguments: environment.fontArguments)
    }
    if case .unread = environment.color, let key = environment.colorKey { text.colorReference = key }
    walk.layout.order.append(.text(walk.layout.texts.count))
    walk.layout.texts.append(text)
  }

  /// The block a text sits in: the nearest stack with a spacer beside it, else the outermost stack, placed by
  /// the alignment around it.
  private func block(for environment: LayoutEnvironment, walk: inout Walk) -> Int? {
    guard var candidate = environment.spacedBlock ?? environment.outerBlock else { return nil }
    if environment.spacedBlock == nil { candidate.block.placement = environment.verticalPlacement ?? .center }
    if let existing = walk.blockIndices[candidate.id] { return existing }
    walk.blockIndices[candidate.id] = walk.layout.blocks.count
    walk.layout.blocks.append(candidate.block)
    return walk.layout.blocks.count - 1
  }

  /// `page.title` → `["page", "title"]`; through `Text(LocalizedStringKey(page.title))`, `page.title ?? ""`,
  /// `page.title.localized`, `self.title`.
  private func shownNames(_ range: Range<Int>) -> [String] {
    var range = range
    if let operatorIndex = code.firstTopLevel(in: range, where: { $0.isOperator("??") }) {
      range = range.lowerBound..<operatorIndex
    }
    guard let chain = SwiftChain(range, in: code), !chain.isImplicit else { return [] }
    if chain.segments.count == 1, let only = chain.segments.first, only.name.startsUppercase,
      let inner = values.arguments(of: only).first, only.closures.isEmpty
    {
      return shownNames(inner.value)
    }
    var names = chain.names
    if names.first == "self" { names.removeFirst() }
    while let last = names.last, Self.textWrappers.contains(last), names.count > 1 { names.removeLast() }
    guard chain.segments.allSatisfy({ !$0.isCalled || Self.textWrappers.contains($0.name) }) else { return [] }
    return names
  }
}
