/// Turns the values the index holds into a page's fields: text, asset names, SF Symbols and tags, resolving a
/// name through the constants of the same type or file (`description: Copy.habitText`).
struct PageFieldReader {
  let index: SwiftProjectIndex
  let file: SwiftFileIndex
  /// The type around the values, for constants named without a type (`habitText`).
  let enclosingType: String?

  // MARK: Values

  /// The node, or the constant it names (followed at most a few steps).
  func resolved(_ node: SwiftNode) -> SwiftNode {
    var current = node
    for _ in 0..<4 {
      guard let path = current.path, let value = index.constant(path, file: file, type: enclosingType) else { break }
      current = value
    }
    return current
  }

  /// A text field. With `verbatim` (the field is a `String`, shown as written, not a localization key), a literal
  /// written right here keeps its span, so a fix may rewrite it; otherwise a literal is a key SwiftUI looks up
  /// (`Text("k")`, a `LocalizedStringKey` field). A localized-text call is a key either way.
  func text(_ node: SwiftNode, verbatim: Bool = false) -> Field<String> {
    let value = resolved(node)
    switch value.expression {
    case .string(let literal):
      guard let text = literal.value else {
        return Field(.unresolved(reason: "string interpolation"), at: value.location)
      }
      if let localization = value.localization {
        return Field(.literal(text), at: value.location, localization: localization)
      }
      // Only a literal node has a span, and a literal is never resolved further: the span is the value's own.
      if verbatim { return Field(.literal(text), at: value.location, span: node.literalSpan) }
      return Field(
        .literal(text), at: value.location, localization: TextLocalization(key: text, form: .literalKey))
    case .call(let call) where isConfiguredWrapper(call):
      if let key = call.arguments.first, let field = wrapped(key.value, in: call) { return field }
      return Field(.unresolved(reason: node.unresolvedReason), at: node.location)
    default:
      return Field(.unresolved(reason: node.unresolvedReason), at: node.location)
    }
  }

  /// A call of a function the configuration names as a localization wrapper (`Loc("k")`, `Strings.text("k")`).
  private func isConfiguredWrapper(_ call: SwiftCall) -> Bool {
    guard !call.implicit, !index.localizationWrappers.isEmpty else { return false }
    return index.localizationWrappers.contains(call.callee.joined(separator: "."))
      || index.localizationWrappers.contains(call.callee.last ?? "")
  }

  /// The key argument of a configured wrapper, with a `table:`/`tableName:` literal beside it.
  private func wrapped(_ argument: SwiftNode, in call: SwiftCall) -> Field<String>? {
    guard case .string(let literal) = argument.expression, let key = literal.value else { return nil }
    let table = call.arguments.dropFirst().first { ["table", "tableName"].contains($0.label ?? "") }
    var tableName: String?
    if case .string(let tableLiteral)? = table?.value.expression { tableName = tableLiteral.value }
    return Field(
      .literal(key), at: argument.location, localization: TextLocalization(key: key, table: tableName, form: .call))
  }

  func tag(_ node: SwiftNode) -> Field<Int> {
    let value = resolved(node)
    switch value.expression {
    case .integer(let integer?):
      return Field(.literal(integer), at: value.location, span: node.literalSpan)
    case .integer(nil):
      return Field(
        .unresolved(reason: "the integer literal `\(value.excerpt)`, which does not fit in an Int"), at: value.location)
    default:
      return Field(.unresolved(reason: node.unresolvedReason), at: node.location)
    }
  }

  /// An asset name: `"onboarding-1"`, `.onboarding1`, `ImageResource.x`, `Image("x")`, `UIImage(named: "x")`.
  func asset(_ node: SwiftNode) -> Field<AssetNameForm> {
    let value = resolved(node)
    switch value.expression {
    case .string(let literal):
      if let name = literal.value { return Field(.literal(.catalogName(name)), at: value.location) }
      return Field(.unresolved(reason: "string interpolation"), at: value.location)
    case .member(let path):
      if let first = path.first, !SwiftValueReader.nonSymbolMembers.contains(first) {
        return Field(.literal(.symbol(path: path)), at: value.location)
      }
    case .name(let path) where path.count >= 2 && SwiftValueReader.resourceTypeNames.contains(path[0]):
      return Field(.literal(.symbol(path: Array(path.dropFirst()))), at: value.location)
    case .call(let call):
      if let inner = assetInCall(call) { return inner }
    default:
      break
    }
    return Field(.unresolved(reason: node.unresolvedReason), at: node.location)
  }

  /// `Image("x")`, `Image(.x)`, `UIImage(named: "x")`, `UIImage(resource: .x)`,
  /// `UIImage(imageLiteralResourceName: "x")`, `#imageLiteral(resourceName: "x")`.
  private func assetInCall(_ call: SwiftCall) -> Field<AssetNameForm>? {
    guard let callee = call.typeName,
      ["Image", "UIImage", "NSImage", "ImageResource", "#imageLiteral"].contains(callee),
      let first = call.arguments.first,
      [nil, "named", "resource", "name", "imageLiteralResourceName", "resourceName"].contains(first.label)
    else { return nil }
    let field = asset(first.value)
    return field.literal == nil ? nil : field
  }

  /// An SF Symbol name: the string itself, or the `systemName:` of `Image(systemName:)`.
  func symbol(_ node: SwiftNode) -> Field<String> {
    let value = resolved(node)
    if let call = value.call, let first = call.arguments.first, first.label == "systemName" {
      return text(first.value)
    }
    return text(value)
  }

  /// Whether the node is `Image(systemName: …)` / `UIImage(systemName: …)`.
  func isSymbolCall(_ node: SwiftNode) -> Bool {
    guard let call = resolved(node).call, let first = call.arguments.first else { return false }
    return first.label == "systemName" || first.label == "systemImage"
  }

  // MARK: Pages

  /// Sets the field of `page` that `role` names, from `value` (the first value of a role wins, except
  /// illustrations and symbols, which collect). An image field given `Image(systemName:)` holds a symbol.
  /// `verbatimText`: a text field is a `String` shown as written (see `text(_:verbatim:)`).
  func fill(_ page: inout Page, role: PageVocabulary.Role, value: SwiftNode, verbatimText: Bool = false) {
    // `nil`: the page leaves this field empty (an optional), not a value the tool cannot read.
    if case .name(let path) = resolved(value).expression, path == ["nil"] { return }
    if let imageRole = Self.imageRoles[role], isSymbolCall(value) {
      page.symbols.append(PageSymbol(role: imageRole, name: symbol(value)))
      return
    }
    if role == .title || role == .description, isNonText(value) { return }
    switch role {
    case .title: page.title = page.title ?? text(value, verbatim: verbatimText)
    case .description: page.description = page.description ?? text(value, verbatim: verbatimText)
    case .background: page.background = page.background ?? asset(value)
    case .icon: page.icon = page.icon ?? asset(value)
    case .illustration: page.illustrations.append(asset(value))
    case .animation: page.animations.append(asset(value))
    case .symbol: page.symbols.append(PageSymbol(role: .icon, name: symbol(value)))
    case .tag: if !namesEnumCase(value) { page.tag = page.tag ?? tag(value) }
    }
  }

  /// The field of `role` set again after the page was built (`pages[3].subtitle = "…"` in `viewDidLoad`): the
  /// later value is the one the user sees. A list field (illustrations, animations) of one value is replaced;
  /// of several, the one set is not known, so the value is added.
  func replace(_ page: inout Page, role: PageVocabulary.Role, value: SwiftNode) {
    switch role {
    case .title: page.title = nil
    case .description: page.description = nil
    case .background: page.background = nil
    case .icon: page.icon = nil
    case .tag: page.tag = nil
    case .illustration: if page.illustrations.count == 1 { page.illustrations = [] }
    case .animation: if page.animations.count == 1 { page.animations = [] }
    case .symbol: if page.symbols.count == 1 { page.symbols = [] }
    }
    fill(&page, role: role, value: value)
  }

  /// `OnboardingPage.first` or `.first` where the project declares an enum `OnboardingPage` with a case `first`:
  /// the page is told which case it shows, a value with no number to check, not an unresolved integer tag.
  private func namesEnumCase(_ node: SwiftNode) -> Bool {
    switch resolved(node).expression {
    case .member(let path):
      return path.count == 1 && !index.enums(withCase: path[0]).isEmpty
    case .name(let path):
      guard path.count == 2 else { return false }
      return index.enums(withCase: path[1]).contains(path[0])
    default:
      return false
    }
  }

  /// A page view built with its content (`OnboardingView(titleText: "…", subtitleText: "…")`): fills the page
  /// from the arguments whose labels name a title or a description (and the images beside them); false when none
  /// does, so the caller reads what the view's body shows instead. A label's role is checked against how the view
  /// takes it (the type `viewType` declares for it) and what it is given: `content: LottieView(…)` is no text.
  func fillFromArguments(
    _ page: inout Page, _ arguments: [SwiftArgumentNode], inference: PageModelInference, viewType: String? = nil
  ) -> Bool {
    // A view the project declares shows only what its file reads: `detail: ""` handed to a view that never draws
    // `detail` is no page text.
    let viewFile = viewType.flatMap { index.file(declaring: $0) }
    let roles = arguments.compactMap { argument -> (PageVocabulary.Role, SwiftNode)? in
      guard let label = argument.label, viewFile.map({ $0.readNames.contains(label) }) ?? true,
        let role = inference.role(of: label, typeName: declaredType(of: label, in: viewType)),
        ![.title, .description].contains(role) || !isNonText(argument.value)
      else { return nil }
      return (role, argument.value)
    }
    guard roles.contains(where: { $0.0 == .title || $0.0 == .description }) else { return false }
    for (role, value) in roles where role != .tag { fill(&page, role: role, value: value) }
    return true
  }

  /// The type the view `viewType` declares for the argument `label`: its initializer's parameter, else its stored
  /// property of that name (the memberwise initializer's).
  private func declaredType(of label: String, in viewType: String?) -> String? {
    guard let viewType else { return nil }
    let parameters = index.declarations(named: viewType).flatMap { $0.initializers.joined() }
    if let parameter = parameters.first(where: { $0.label == label }) { return parameter.typeName }
    return index.properties(of: viewType).first { $0.name == label && $0.isStored }?.typeName
  }

  /// A value that cannot be a text: a view or an animation (`LottieView(…)`, `Image(…)`, a view the project
  /// declares), or a closure (`{ AnimationView() }`). A function that returns a string (`NSLocalizedString`,
  /// `Loc("k")`) may be called like a type, so other calls are not judged. A binding (`title: $title`) is what the
  /// view writes (a navigation title it sets), no text it is given.
  private func isNonText(_ node: SwiftNode) -> Bool {
    if node.excerpt.hasPrefix("$") { return true }
    switch node.expression {
    case .call(let call):
      guard let typeName = call.typeName, !isConfiguredWrapper(call) else { return false }
      return typeName.hasSuffix("View") || typeName.hasSuffix("Animation") || typeName == "Image"
        || index.inherited(by: typeName).contains("View")
    case .other: return node.excerpt.hasPrefix("{")
    default: return false
    }
  }

  /// Where each image field's symbol is shown on the page (a `symbol` field is an icon).
  private static let imageRoles: [PageVocabulary.Role: ImageRole] = [
    .background: .background, .icon: .icon, .illustration: .illustration, .symbol: .icon,
  ]

  /// A text a page built as a view shows, with the size it is drawn at where its layout says (points at the default
  /// Dynamic Type size; nil where the tool does not read the font, `.font(Theme.title)`).
  struct ShownText {
    var node: SwiftNode
    var size: Double?
    /// How the view sets it: whether it can be the page's heading.
    var emphasis = TextEmphasis.unknown
    /// Handed to a view that holds it as a `String` and draws `Text(title)`: shown as written, no localization key.
    var verbatim = false

    var literal: String? { node.stringValue }
    /// `Text("")`: a spacer, no text a page is read by.
    var isBlank: Bool { literal?.isBlank == true }
  }

  /// A page shown by a view: what the view type's `body` shows when the project declares it (read in its own
  /// file), else the inline `texts` and `images`, drawn as `layout` says. Its title is its heading (see `heading`);
  /// `chrome` (see `chrome(_:)`) is never its title or description.
  func fillShown(
    _ page: inout Page, viewType: String?, texts: [SwiftNode], images: [SwiftNode], layout: SwiftViewLayout?,
    skipping chrome: Set<String> = []
  ) {
    let declared = declaredContent(of: viewType)
    let shown = shownTexts(viewType: viewType, texts: texts, layout: layout)
    // A view of the app's own that the page builds (`Header(title: …)`) may hold its heading.
    let buildsOwnViews = declared?.shown.viewTypes.contains { !SwiftUIVocabulary.isControl($0) } ?? false
    (declared?.reader ?? self).fillShown(
      &page, texts: Self.ownTexts(shown, chrome: chrome), images: declared?.shown.images ?? images,
      besideOwnViews: buildsOwnViews)
  }

  /// The texts a page shows, with their sizes: its view type's `body`'s when the project declares it, else the
  /// inline ones drawn as `layout` says.
  func shownTexts(viewType: String?, texts: [SwiftNode], layout: SwiftViewLayout?) -> [ShownText] {
    guard let declared = declaredContent(of: viewType) else {
      // Texts written in place: the live state is the enclosing view's.
      let live = liveValues(of: enclosingType)
      return Self.sized(texts.filter { !Self.shows(live, $0) }, by: layout)
    }
    let shownArguments = declared.shown.viewArguments.compactMap { argument in
      textShown(by: argument).map { (argument: argument, text: $0) }
    }
    // A text handed by a description's label is the page's only beside a heading handed to the same view: a
    // `subtitle:` beside a title the view draws some other way is no heading.
    let isDescription = { (argument: SwiftViewArgument) in PageVocabulary.role(of: argument.label) == .description }
    let headingCallees = Set(shownArguments.filter { !isDescription($0.argument) }.map(\.argument.callee))
    let handed = shownArguments.filter { !isDescription($0.argument) || headingCallees.contains($0.argument.callee) }
      .map { (text: $0.text, before: $0.argument.textsBefore) }
    // A text the tool cannot read keeps its place beside the literals, so it may be the heading (an app name
    // above the body text); a body with no literal at all is not given a title this way.
    let shown = declared.shown.texts.isEmpty && handed.isEmpty ? [] : declared.shown.everyText
    let live = liveValues(of: viewType)
    var sized = Self.sized(shown.filter { !Self.shows(live, $0) }, by: declared.layout)
    for (text, before) in handed.reversed() { sized.insert(text, at: min(before, sized.count)) }
    return sized
  }

  /// The properties `viewType` holds as the user's live choice (`@State`, `@Binding`: `selectedWeight`) or as the
  /// app's live state it observes (`@ObservedObject`, `@StateObject`, `@Bindable`, `@EnvironmentObject`: `vm`).
  private func liveValues(of viewType: String?) -> Set<String> {
    guard let viewType else { return [] }
    let live = index.properties(of: viewType).filter { property in
      property.attributes.contains(where: Self.liveAttributes.contains)
    }
    return Set(live.map(\.name))
  }

  private static let liveAttributes: Set<String> = [
    "State", "Binding", "ObservedObject", "StateObject", "Bindable", "EnvironmentObject",
  ]

  /// `Text("\(selectedWeight)")`, `Text("I'm feeling \(emotions[selected].name).")`, `Text("\(Int(vm.calories))
  /// kcal")`: a text that interpolates the view's live choice or the state it observes shows what the user picked or
  /// the app computed, not the page's copy.
  private static func shows(_ live: Set<String>, _ node: SwiftNode) -> Bool {
    guard !live.isEmpty, case .string(let literal) = node.expression else { return false }
    return literal.segments.contains { segment in
      guard case .interpolation(let tokens) = segment else { return false }
      return tokens.contains { $0.kind == .identifier && live.contains($0.text) }
    }
  }

  /// A heading or its text the page hands a view of the app's own that shows it in a `Text` (`TutorialPage(title:
  /// "Welcome!", subtitle: "…")` whose body draws `Text(title)`, `Text(subtitle)`), set as that view sets it; nil
  /// where the view shows no such text, or the label names another role, or names none and the view does not draw
  /// it as a heading. A text the view holds as a `String` is drawn as written (`Text(_: StringProtocol)`), no key.
  private func textShown(by argument: SwiftViewArgument) -> ShownText? {
    let role = PageVocabulary.role(of: argument.label)
    guard role == .title || role == .description || role == nil,
      let container = index.declaration(of: argument.callee), let shown = container.shown,
      let drawn = shown.everyText.first(where: { text in
        guard case .name(let path) = text.expression else { return false }
        return path == [argument.label] || path == ["self", argument.label]
      })
    else { return nil }
    var text = Self.shown(argument.value, as: drawn, in: container.layout)
    text.verbatim = PageModelInference.isString(
      index.properties(of: argument.callee).first { $0.name == argument.label && $0.isStored }?.typeName)
    // A label that names no role (`titel:`) is a heading where the view draws it as one: `.font(.largeTitle)`.
    return role != nil || text.emphasis == .heading ? text : nil
  }

  /// Each text with the size its `Text` is drawn at in `layout`.
  private static func sized(_ texts: [SwiftNode], by layout: SwiftViewLayout?) -> [ShownText] {
    texts.map { shown($0, in: layout) }
  }

  /// `node` with the size and emphasis its `Text` is drawn with in `layout`, where they are read.
  static func shown(_ node: SwiftNode, as drawn: SwiftNode? = nil, in layout: SwiftViewLayout?) -> ShownText {
    let location = (drawn ?? node).location
    let style = layout?.texts.first { $0.showsLocation == location }?.style
    let size = style.flatMap { $0.unread.contains(.font) ? nil : $0.font.sizeAtLarge }
    return ShownText(node: node, size: size, emphasis: TextEmphasis(style))
  }

  /// What the project's view type `viewType` shows and how its body draws it, with a reader for its own file.
  private func declaredContent(of viewType: String?) -> (
    reader: PageFieldReader, shown: SwiftShownContent, layout: SwiftViewLayout?
  )? {
    guard let viewType, let declaration = index.declaration(of: viewType), let shown = declaration.shown,
      let file = index.file(declaring: viewType)
    else { return nil }
    return (PageFieldReader(index: index, file: file, enclosingType: viewType), shown, declaration.layout)
  }

  /// The literals every page shows beside texts of its own and smaller than one of them: chrome (the app's
  /// wordmark above each heading, a "Step" label), not a page's title. Where the sizes do not tell, a literal every
  /// page shows first, above its own texts, is taken for such a header. Empty unless there are two pages or more.
  static func chrome(_ pages: [[ShownText]]) -> Set<String> {
    guard pages.count >= 2 else { return [] }
    let candidates = Set(pages[0].filter { !$0.isBlank }.compactMap(\.literal))
    return candidates.filter { literal in pages.allSatisfy { isChrome(literal, on: $0) } }
  }

  private static func isChrome(_ literal: String, on page: [ShownText]) -> Bool {
    let shown = page.filter { !$0.isBlank }
    guard let mine = shown.first(where: { $0.literal == literal }) else { return false }
    let others = shown.filter { $0.literal != literal }
    guard !others.isEmpty else { return false }
    if let size = mine.size {
      if others.contains(where: { ($0.size ?? 0) > size }) { return true }
      // The largest text of the page is its heading, however many pages repeat it.
      if others.allSatisfy({ $0.size.map { $0 < size } ?? false }) { return false }
    }
    return shown.first?.literal == literal
  }

  /// The texts that are the page's own, in order: no spacer and no chrome (all of them when that leaves none).
  static func ownTexts(_ texts: [ShownText], chrome: Set<String>) -> [ShownText] {
    let own = texts.filter { !$0.isBlank && !($0.literal.map(chrome.contains) ?? false) }
    return own.isEmpty ? texts : own
  }

  /// Which of a page's own texts is its title: the most prominent (the largest, the first of those) where every
  /// size is known, else the first. A small wordmark or label above a 28 pt heading is not the title, and neither
  /// is an emoji, a number or a monogram drawn large (a text with no letter, or one letter) beside one with words.
  /// A text set subdued (secondary, faded) sits under a heading and is never it. A page's only text is its heading
  /// only where the view sets it as one, or where nothing else could be: a long literal set as body text is the
  /// page's text, and so is an unread one beside a view of the app's own that may hold the heading. A page whose
  /// most prominent text is such a paragraph has no heading: its texts are all body text.
  static func heading(_ texts: [ShownText], besideOwnViews: Bool = false) -> Int? {
    let worded = texts.indices.filter { (texts[$0].literal?.filter(\.isLetter).count ?? 2) >= 2 }
    let candidates = (worded.isEmpty ? Array(texts.indices) : worded).filter { texts[$0].emphasis != .subdued }
    guard let first = candidates.first else { return nil }
    if candidates.count == 1, !isHeadingAlone(texts[first], besideOwnViews: besideOwnViews) { return nil }
    let sizes = candidates.compactMap { texts[$0].size }
    let chosen: Int
    if sizes.count == candidates.count, let largest = sizes.max() {
      chosen = candidates.first { texts[$0].size == largest } ?? first
    } else if let largest = sizes.max(), let firstSize = texts[first].size, largest >= TextEmphasis.headingSize,
      largest >= firstSize * 1.5, candidates.allSatisfy({ texts[$0].size != nil || texts[$0].literal == nil })
    {
      // A small label first (a slider's "amplitude"), a heading far larger below it, and beside them only values
      // the tool does not read (`Text(String(format: …))`): the heading is the title.
      chosen = candidates.first { texts[$0].size == largest } ?? first
    } else {
      chosen = first
    }
    let isBlockLine = isFirstOfAlike(chosen, among: candidates, in: texts) && isLong(texts[chosen])
    return isParagraph(texts[chosen]) || isBlockLine ? nil : chosen
  }

  /// Whether every candidate text is set alike (one read size, one emphasis): the first of them is then a heading
  /// by its place alone, and a long one is the first sentence of a block of text (a help page's lines, all in one
  /// bold face), not a heading.
  private static func isFirstOfAlike(_ chosen: Int, among candidates: [Int], in texts: [ShownText]) -> Bool {
    guard candidates.count >= 2, let size = texts[chosen].size else { return false }
    return candidates.allSatisfy { texts[$0].size == size && texts[$0].emphasis == texts[chosen].emphasis }
  }

  private static func isLong(_ text: ShownText) -> Bool {
    (text.literal?.count ?? 0) > longestBodyHeading
  }

  /// The text after the heading at `title` that is the page's text: texts set as headings of the heading's own
  /// size right after it (a heading written in parts, `Text(titleLight)`, `Text(titleBold)`, each `.font(.title)`)
  /// are more of the heading, not its description.
  static func description(after title: Int, in texts: [ShownText]) -> Int? {
    var next = title + 1
    while next < texts.count, texts[next].emphasis == .heading, texts[title].emphasis == .heading,
      let size = texts[next].size, size == texts[title].size
    {
      next += 1
    }
    return next < texts.count ? next : nil
  }

  /// `label.notification_request`, `onboarding_title_1`: a localization key, not text (no space, a dot or an
  /// underscore between words).
  private static func looksLikeKey(_ literal: String) -> Bool {
    !literal.contains(where: \.isWhitespace) && (literal.contains(".") || literal.contains("_"))
      && literal.contains(where: \.isLetter)
  }

  /// A long literal set as body text: the page's text (an instruction under a step number), never its heading. So
  /// is a long sentence (one that ends with a full stop) set bold at a body size: emphasised text, not a heading.
  private static func isParagraph(_ text: ShownText) -> Bool {
    guard isLong(text) else { return false }
    if text.emphasis == .body { return true }
    let isSentence = text.literal.map { [".", "。"].contains($0.trimmingCharacters(in: .whitespaces).suffix(1)) }
    return text.emphasis == .heading && isSentence == true
      && (text.size ?? TextEmphasis.headingSize) < TextEmphasis.headingSize
  }

  /// The longest literal set as body text that is taken for a page's only heading: two lines of a small iPhone,
  /// the length title-length stands in with where a title is not measured. A longer one is a paragraph.
  static let longestBodyHeading = 40

  /// Whether a page's only (unsubdued) text is its heading: see `heading`.
  private static func isHeadingAlone(_ text: ShownText, besideOwnViews: Bool) -> Bool {
    switch text.emphasis {
    case .heading: return true
    // A key (`label.notification_request`) in body type may hold a paragraph: its length is not known here.
    case .body: return !(text.literal.map(Self.looksLikeKey) ?? false)  // and no paragraph: see `isParagraph`.
    case .unknown: return !besideOwnViews
    case .subdued: return false  // `heading` leaves subdued texts out before asking.
    }
  }

  /// Pages shown by views: the heading is the title, the text after it the description (with no heading, the
  /// first text is the description); `Image("x")` calls are illustrations and `Image(systemName:)` symbols.
  func fillShown(_ page: inout Page, texts: [ShownText], images: [SwiftNode], besideOwnViews: Bool = false) {
    if let title = Self.heading(texts, besideOwnViews: besideOwnViews) {
      page.title = text(texts[title].node, verbatim: texts[title].verbatim)
      page.titleIsBodyText = texts[title].emphasis != .heading && texts.filter { !$0.isBlank }.count == 1
      if let next = Self.description(after: title, in: texts) {
        page.description = text(texts[next].node, verbatim: texts[next].verbatim)
      }
    } else if let first = texts.first(where: { !$0.isBlank }) {
      page.description = text(first.node, verbatim: first.verbatim)
    }
    for image in images {
      if isSymbolCall(image) {
        page.symbols.append(PageSymbol(role: .illustration, name: symbol(image)))
      } else if let call = image.call, let first = call.arguments.first,
        [nil, "named", "imageLiteralResourceName", "decorative"].contains(first.label)
      {
        let field = asset(first.value)
        if field.literal != nil { page.illustrations.append(field) }
      }
    }
  }
}

extension SwiftNode {
  /// The text of a string literal without interpolation.
  fileprivate var stringValue: String? {
    guard case .string(let literal) = expression else { return nil }
    return literal.value
  }
}
