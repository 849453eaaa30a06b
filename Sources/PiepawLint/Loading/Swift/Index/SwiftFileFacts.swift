/// What one Swift file contributes to the project-wide index: its declarations and the view facts the
/// recognisers ask about, without its tokens. Held in a `SwiftFileIndex`, which every copy shares.
struct SwiftFileFacts: Hashable, Sendable {
  var path: String
  var types: [SwiftTypeDeclaration]
  /// File-scope properties and functions.
  var globals: SwiftTypeDeclaration
  var assignments: [SwiftAssignment]
  /// `pages[3].subtitle = …`: fields of array elements set after the array is built.
  var elementFieldAssignments: [SwiftElementFieldAssignment]
  var pagers: [SwiftPager]
  var branchChains: [SwiftBranchChain]
  /// How many integer values the file's `switch`es on each name tell apart, the values of an arm's list each
  /// (`case 1, 2, 3:` is three): how many screens a variable picks among.
  var switchedValueCounts: [String: Int] = [:]
  /// `switch step { case .welcome: WelcomePage() … }`: one branch per arm of a single case.
  var caseSwitches: [SwiftBranchChain]
  var indicators: [SwiftIndicator]
  var countArguments: [SwiftCountArgument]
  /// Every comparison of a name with an integer literal.
  var comparisons: [LastPageCheck]
  /// Names stepped with `+= 1` (Next buttons).
  var steppedVariables: Set<String>
  /// String literals the code compares a name's value with, by the name (`SwiftFileFacts.comparedLiterals`).
  var comparedLiterals: [String: Set<String>] = [:]
  /// Variables moved on round to their first value (`SwiftFileFacts.cycledVariables`): a carousel's selection.
  var cycledVariables: Set<String> = []
  /// Values names jump to from a page before them (`literalJumps`).
  var literalJumps: [String: Set<Int>] = [:]
  /// Property names shown through `Image(systemName: x.name)`, `UIImage(systemName:)`, `Label(_, systemImage:)`.
  var symbolFields: Set<String>
  /// Property names shown as text (`Text(data.image)`, an emoji) and those looked up as images by name
  /// (`Image(x.name)`, `UIImage(named:)`): a field only the first show is no image.
  var textFields: Set<String> = []
  var imageNameFields: Set<String> = []
  /// Names the code subscripts with a variable (`steps[current]`): data paged by position.
  var namesIndexedByVariable: Set<String> = []
  /// Property names shown as a full-screen background: `Image(x.name).resizable()` with `.scaledToFill()` or
  /// `.ignoresSafeArea()`.
  var backgroundFields: Set<String>
  /// Property names shown fitted inside their box (`.scaledToFit()`, `.aspectRatio(contentMode: .fit)`): a picture
  /// on the page, not behind it.
  var fittedFields: Set<String> = []
  /// Property names given to a data or animation lookup: `LottieView(animation: .named(x.name))`,
  /// `NSDataAsset(name: x.name)`.
  var dataFields: Set<String>
  /// Names a control shows as its label: `Button(step.ctaTitle)`, `PillButton(title: ctaTitle)`, `Button { … }
  /// label: { Text(x.name) }`.
  var controlLabelFields: Set<String> = []
  var evidence: SwiftPagingEvidence
  /// The data the file lists as rows of one screen (`ForEach(features)` in a `VStack` or `List`), by last name.
  var listedRows: Set<String>
  /// The data whose rows lead to a screen of their own (`SwiftRowListReader.browsedData`), by last name.
  var browsedRows: Set<String>
  /// The members of `String` that localize a key (`localized`, …) which this file declares, with the table each
  /// reads where it is not the default one.
  var localizingMemberTables: [String: SwiftLocalizingMemberTable] = [:]
  /// The file's previews (`PreviewProvider` bodies, `#Preview` closures): what they build only Xcode's canvas shows.
  var previews: [ClosedRange<SourceLocation>] = []
  /// Where the file makes a `UIPageViewController` (`pageViewControllerMade`).
  var pageViewController: SourceLocation?
  /// Whether the file only serves a page view controller as its data source (`: UIPageViewControllerDataSource`),
  /// making or subclassing none.
  var servesPagesOnly = false
  /// The type names the file builds or uses as a value: `Card(…)`, `as! SlideCell`, `SlideCell.self`.
  var usedTypes: Set<String> = []
  /// Each of `usedTypes` with each type whose declarations use it (`""` for code outside every type), once: one
  /// list per file, where a set of users per type cost an allocation per name.
  var typeUsers: [SwiftTypeUse] = []
  /// The lower-case names the file calls as free functions outside previews (`notsafe()`, `landing1()`).
  var lowercaseCalls: Set<String> = []
  /// The enums whose cases the file iterates: `Step` of `Step.allCases`.
  var iteratedEnums: Set<String> = []
  /// Every identifier of a file that mentions `UIPageViewController` (empty for the others): what its pages are
  /// built from (`.firstPage`, `OnboardingPage.allCases`), for telling a pager of a recognised flow.
  var pagerMentions: Set<String> = []
  /// Values handed to a type's initializer by label (`OnboardingFlow(pages: pageModels)`).
  var handOffs: [SwiftHandOff] = []
  /// The `Image`s that draw a name a call passes them (`SwiftImageArgumentReader`), the function parameters no
  /// `Image` here draws, and the string literals passed as arguments: paired across the project, lookups of images.
  var imageParameters: [SwiftImageParameter] = []
  var undrawnParameters: Set<SwiftCallKey> = []
  var literalArguments: [SwiftLiteralArgument] = []
  /// Statements that call a method on a value with a labelled string literal first (`deck.add(title: "…")`).
  var memberCalls: [SwiftMemberCall] = []
  /// The names the file reads, not only declares or sets (`SwiftReadNamesReader`).
  var readNames: [String] = []
  /// The names whose value starts a longer name in a string (`SwiftReadNamesReader.namesStartingLongerNames`).
  var namesStartingLongerNames: Set<String> = []

  /// Builds the index of a file from its tokens.
  init(code: SwiftCode, values: SwiftValueReader) {
    let expressions = SwiftExpressionReader(code: code)
    let declarations = SwiftDeclarationReader(code: code, expressions: expressions).read()
    let pagerReader = SwiftPagerReader(code: code, expressions: expressions, typeBodies: declarations.typeBodies)
    let viewFacts = SwiftViewFactsReader(code: code, values: values)
    path = code.file
    types = declarations.types
    globals = declarations.globals
    assignments = declarations.assignments
    elementFieldAssignments = declarations.elementFieldAssignments
    // A pager written in a preview shows placeholder pages to no user.
    let previewSpans = Self.previewSpans(code)
    let previews = previewSpans.map { code.location(of: $0.lowerBound)...code.location(of: $0.upperBound) }
    self.previews = previews
    pagers = pagerReader.pagers().filter { pager in !previews.contains { $0.contains(pager.location) } }
    let constants = Self.integerConstants(types: declarations.types, globals: declarations.globals)
    branchChains = pagerReader.branchChains(constants: constants)
    switchedValueCounts = pagerReader.switchedValueCounts()
    caseSwitches = pagerReader.caseSwitches()
    let types = declarations.types
    indicators = viewFacts.indicators(
      resolve: { Self.integerConstant($0, seenFrom: $1, in: types, constants: constants) },
      enclosingType: pagerReader.enclosingType(of:))
    (pageViewController, servesPagesOnly) = Self.pageViewControllerMade(code)
    localizingMemberTables = SwiftLocalizingMemberReader(code: code, enclosingType: pagerReader.enclosingType(of:))
      .tables()
    countArguments = Self.countArguments(code, enclosingType: pagerReader.enclosingType(of:))
    // A branch chain's conditions choose the page to show; they are not last-page checks.
    let conditions = Set(
      branchChains.flatMap(\.branches).compactMap(\.valueLocation) + branchChains.compactMap(\.handOff))
    // A view that compares its index with the data's count knows its last page: a literal there picks one page.
    let countCompared = viewFacts.countComparisons(enclosingType: pagerReader.enclosingType(of:))
    comparisons = viewFacts.lastPageChecks(enclosingType: pagerReader.enclosingType(of:)).filter {
      !conditions.contains($0.location) && !countCompared.contains("\($0.scope ?? "?").\($0.variable)")
    }
    steppedVariables = Self.steppedVariables(code)
    cycledVariables = Self.cycledVariables(code)
    comparedLiterals = Self.comparedLiterals(code)
    literalJumps = Self.literalJumps(code)
    symbolFields = Self.fieldsShown(code, callees: ["Image", "UIImage", "Label"], labels: Self.symbolLabels)
    textFields = Self.fieldsShown(code, callees: ["Text"], labels: Self.textLabels)
    imageNameFields = Self.fieldsShown(code, callees: ["Image", "UIImage"], labels: Self.imageNameLabels)
    namesIndexedByVariable = Self.namesIndexedByVariable(code)
    (backgroundFields, fittedFields) = Self.backgroundFields(code)
    dataFields = SwiftDataLookupReader(code: code).fieldsLookedUp()
    controlLabelFields = Self.controlLabelFields(code)
    evidence = pagerReader.pagingEvidence(pagers: pagers)
    let rowLists = SwiftRowListReader(code: code)
    listedRows = rowLists.listedData()
    browsedRows = rowLists.browsedData()
    (typeUsers, usedTypes, lowercaseCalls) = Self.typeUsers(
      code, previews: previewSpans, enclosingType: pagerReader.enclosingType(of:))
    handOffs = SwiftHandOffReader(code: code).handOffs(enclosingType: pagerReader.enclosingType(of:))
    let imageArguments = SwiftImageArgumentReader(
      code: code, typeBodies: declarations.typeBodies, types: declarations.types)
    (imageParameters, undrawnParameters) = imageArguments.parameters()
    literalArguments = imageArguments.literalArguments(outside: previews)
    memberCalls = SwiftMemberCallReader(code: code, expressions: expressions).calls(outside: previewSpans)
    let readNamesReader = SwiftReadNamesReader(code: code)
    readNames = readNamesReader.names()
    namesStartingLongerNames = readNamesReader.namesStartingLongerNames()
    iteratedEnums = Set(
      code.occurrences(of: ["allCases"]).compactMap { index in
        code.isPunctuation(".", at: index - 1) ? code.identifierName(at: index - 2) : nil
      })
    if pageViewController != nil {
      // Each name once, from the file's table of names, not once for each place it occurs.
      code.forEachIdentifier { name, _ in pagerMentions.insert(name) }
    }
  }

  /// `Card(page: p)`, `cell as! SlideCell`, `register(SlideCell.self, …)`: the type names a file makes a value of
  /// (not the ones it only declares or names as a type), outside previews (`#Preview { … }`, a `PreviewProvider`):
  /// a view built only to preview it draws nothing in the app. Each with the types that use it.
  /// Also the lower-case names the file calls as free functions outside previews (`notsafe()`), where a view
  /// named in lower case is built.
  private static func typeUsers(
    _ code: SwiftCode, previews: [ClosedRange<Int>], enclosingType: (Int) -> String?
  ) -> (uses: [SwiftTypeUse], types: Set<String>, calls: Set<String>) {
    var uses: [SwiftTypeUse] = []
    // Lists made sets at the end, hashed once each: every name comes once, and a set growing from empty rehashed.
    var types: [String] = []
    var calls: [String] = []
    // Name by name (a file names a few hundred), so a name's first letter is asked once.
    code.forEachIdentifier { name, indices in
      guard let first = name.utf8.first else { return }
      let capitalised = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
      var users: [String] = []
      defer {
        if !users.isEmpty {
          types.append(name)
          for user in users { uses.append(SwiftTypeUse(type: name, user: user)) }
        }
      }
      for index in indices where !previews.contains(where: { $0.contains(index) }) {
        guard capitalised else {
          // `notsafe()`: a view named in lower case is built the way a function is called (a member, `.padding(`,
          // is none: asked first, as most lower-case names are members).
          if !code.isPunctuation(".", at: index - 1), isBuilt(at: index, code) {
            calls.append(name)
            return  // One call says it: the name's other places need no look.
          }
          continue
        }
        let cast = code.isIdentifier("as", at: index - 2) || code.isIdentifier("as", at: index - 1)
        let metatype = code.isPunctuation(".", at: index + 1) && code.isIdentifier("self", at: index + 2)
        guard cast || metatype || isBuilt(at: index, code) else { continue }
        let user = enclosingType(index) ?? ""
        if !users.contains(user) { users.append(user) }
      }
    }
    return (uses, Set(types), Set(calls))
  }

  /// `Card(…)`, `Card.init(…)`, `Container { … }` at `index` (not `extension Card {` or `struct Card {`).
  private static func isBuilt(at index: Int, _ code: SwiftCode) -> Bool {
    (code.isPunctuation("(", at: index + 1) || code.isPunctuation("{", at: index + 1)
      || (code.isPunctuation(".", at: index + 1) && code.isIdentifier("init", at: index + 2)))
      && !declaresType(before: index, code)
  }

  /// Whether the name at `index` is declared there (`struct Card {`, `extension Card {`, `func card(`).
  private static func declaresType(before index: Int, _ code: SwiftCode) -> Bool {
    guard let keyword = code.identifierName(at: index - 1) else { return false }
    // Asked of every call of every file: seven short words compared, not a set's hash of the name before each.
    switch keyword {
    case "func", "extension", "struct", "class", "enum", "protocol", "actor": return true
    default: return false
    }
  }

  /// The tokens of the file's previews (`SwiftPreviewBodies`), each with its braces.
  private static func previewSpans(_ code: SwiftCode) -> [ClosedRange<Int>] {
    SwiftPreviewBodies.ranges(in: code).map { $0.lowerBound...($0.upperBound - 1) }
  }

  /// `let pageCount = 5` anywhere in the file, by name (a name given two values is left out).
  /// The value of the integer constant `name` seen from the type `owner`: the owner's own property of that name
  /// (a parameter, `let totalSteps: Int`, has none), else the file's constant of that name.
  private static func integerConstant(
    _ name: String, seenFrom owner: String?, in types: [SwiftTypeDeclaration], constants: [String: Int]
  ) -> Int? {
    let own = types.lazy.filter { $0.name == owner }.flatMap(\.properties).first { $0.name == name }
    guard let own else { return constants[name] }
    guard case .integer(let value?) = own.value?.expression else { return nil }
    return value
  }

  private static func integerConstants(types: [SwiftTypeDeclaration], globals: SwiftTypeDeclaration) -> [String: Int] {
    var constants: [String: Int?] = [:]
    // By index: joining the types and flattening their properties copied every declaration of every file.
    func add(_ properties: [SwiftPropertyDeclaration]) {
      for position in properties.indices {
        guard case .integer(let value?) = properties[position].value?.expression else { continue }
        let name = properties[position].name
        if let existing = constants[name], existing != value {
          constants[name] = .some(nil)
        } else {
          constants[name] = value
        }
      }
    }
    for type in types.indices { add(types[type].properties) }
    add(globals.properties)
    return constants.compactMapValues { $0 }
  }

  /// Where the file makes or runs a `UIPageViewController`: calls its initializer, subclasses it, casts a view
  /// controller to it (one a storyboard builds), or is its data source (`: UIPageViewControllerDataSource`, a
  /// subclass of the app's own pager). A parameter's type or an `is` test alone is none.
  static func pageViewControllerMade(_ code: SwiftCode) -> (location: SourceLocation?, isDataSourceOnly: Bool) {
    let made = code.occurrences(of: ["UIPageViewController"]).first { index in
      let casts =
        code.isIdentifier("as", at: index - 1)
        || (code.isIdentifier("as", at: index - 2)
          && (code.isOperator("!", at: index - 1) || code.isOperator("?", at: index - 1)))
      let subclasses =
        code.isPunctuation(":", at: index - 1) && code.identifierName(at: index - 2) != nil
        && code.isIdentifier("class", at: index - 3)
      let initializes =
        code.isPunctuation("(", at: index + 1)
        || (code.isPunctuation(".", at: index + 1) && code.isIdentifier("init", at: index + 2))
      return casts || subclasses || initializes
    }
    let dataSource = code.occurrences(of: ["UIPageViewControllerDataSource"]).first { index in
      code.isPunctuation(":", at: index - 1) || code.isPunctuation(",", at: index - 1)
    }
    return ((made ?? dataSource).map(code.location(of:)), made == nil && dataSource != nil)
  }

  /// Calls of an uppercase callee with an integer literal argument: `PageDots(count: 4)`.
  private static func countArguments(_ code: SwiftCode, enclosingType: (Int) -> String?) -> [SwiftCountArgument] {
    var found: [SwiftCountArgument] = []
    // Asked of every token: the `:` before it first, the token's value (a copy of it) last.
    for index in code.indices where code.isPunctuation(":", at: index - 1) {
      guard let value = code.tokens[index].integerValue,
        let label = code.identifierName(at: index - 2), code.isPunctuation("(", at: index - 3),
        let callee = code.identifierName(at: index - 4), callee.startsUppercase
      else { continue }
      found.append(
        SwiftCountArgument(
          callee: callee, label: label, value: value, location: code.location(of: index),
          span: code.span(of: index..<(index + 1)), scope: enclosingType(index)))
    }
    return found
  }

  /// `x += 1`.
  private static func steppedVariables(_ code: SwiftCode) -> Set<String> {
    Set(
      code.occurrences(of: ["+="]).compactMap { index in
        code.token(at: index + 1)?.integerValue == 1 ? code.identifierName(at: index - 1) : nil
      })
  }

  /// `images[page] != "none"`, `step.image == ""`: string literals the code compares a name's value with, by
  /// the name (`images`, `image`). Such a value is a marker the view tests before it draws, not a name it draws.
  private static func comparedLiterals(_ code: SwiftCode) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for index in code.occurrences(of: ["==", "!="]) {
      if let literal = code.token(at: index + 1)?.stringLiteral?.value,
        let name = comparedName(endingAt: index - 1, code)
      {
        found[name, default: []].insert(literal)
      } else if let literal = code.token(at: index - 1)?.stringLiteral?.value {
        var last = index + 1
        while code.isPunctuation(".", at: last + 1), code.identifierName(at: last + 2) != nil { last += 2 }
        if let name = code.identifierName(at: last) { found[name, default: []].insert(literal) }
      }
    }
    return found
  }

  /// `images` of `images[page]`, `image` of `step.image`, ending at `end`.
  private static func comparedName(endingAt end: Int, _ code: SwiftCode) -> String? {
    if code.isPunctuation("]", at: end), let open = code.opener(of: end) { return code.identifierName(at: open - 1) }
    return code.identifierName(at: end)
  }

  /// `current = (current + 1) % banners.count`: a name moved on past its last value back to its first, as a
  /// carousel's timer moves its selection. Pages in a sequence have a last one; a carousel's go round.
  private static func cycledVariables(_ code: SwiftCode) -> Set<String> {
    var found: Set<String> = []
    for index in code.occurrences(of: ["%"]) where code.isPunctuation(")", at: index - 1) {
      guard let open = code.opener(of: index - 1), code.isOperator("=", at: open - 1),
        let name = code.identifierName(at: open - 2), code.isOperator("+", at: index - 3),
        code.token(at: index - 2)?.integerValue == 1
      else { continue }
      let inside = open + 1..<index - 3
      let written = inside.count == 3 && code.isIdentifier("self", at: inside.lowerBound) ? inside.dropFirst(2) : inside
      if written.count == 1, code.isIdentifier(name, at: written.lowerBound) { found.insert(name) }
    }
    return found
  }

  /// `if currentScreen == 3 { currentScreen = 6 }`: the value a name is moved to straight from a page before it,
  /// past the numbers between (a step over pages the flow leaves out), or to the next from a step another view
  /// handles (`if tutorialNum == 6 { tutorialNum = 7 }` in the view that shows step 6, when the flow's chain goes
  /// from 5 to 7). A jump from anywhere (`Skip` setting the last page) is none.
  private static func literalJumps(_ code: SwiftCode) -> [String: Set<Int>] {
    var found: [String: Set<Int>] = [:]
    for index in code.occurrences(of: ["="]) where code.tokens[index].kind == .operator(.infix) {
      guard let name = code.identifierName(at: index - 1), let target = code.token(at: index + 1)?.integerValue,
        code.token(at: index + 2).map({ $0.kind != .operator(.infix) }) ?? true,
        let open = code.enclosingBlockOpeners(of: index, levels: 1, limit: 8).first,
        let from = code.token(at: open - 1)?.integerValue, code.isOperator("==", at: open - 2),
        code.identifierName(at: open - 3) == name, target > from
      else { continue }
      found[name, default: []].insert(target)
    }
    return found
  }

  // The labels `fieldsShown` reads, as sets made once (a set literal is built anew at every call).
  private static let symbolLabels: Set<String?> = ["systemName", "systemImage"]
  private static let textLabels: Set<String?> = [nil, "verbatim"]
  private static let imageNameLabels: Set<String?> = [nil, "named"]

  /// The last names of `x.name` arguments labelled `labels` in calls of `callees`.
  private static func fieldsShown(_ code: SwiftCode, callees: [String], labels: Set<String?>) -> Set<String> {
    var names: Set<String> = []
    for index in code.occurrences(of: callees) where code.isPunctuation("(", at: index + 1) {
      for argument in code.arguments(inside: index + 1) where labels.contains(argument.label) {
        // `"\(iconName)"`: a string of nothing but the name shows the name.
        if let name = onlyInterpolatedName(argument.value, code) {
          names.insert(name)
          continue
        }
        // `page.imageName ?? "questionmark"` shows the field; the fallback is a literal of its own.
        let value =
          code.firstTopLevel(in: argument.value, where: { $0.kind == .operator(.infix) && $0.text == "??" })
          .map { argument.value.lowerBound..<$0 } ?? argument.value
        // `page.symbol`, or a view's own property (`Image(systemName: imageName)` in the page view).
        let bare = value.count == 1 ? code.identifierName(at: value.lowerBound) : nil
        if let name = memberName(value, code) ?? bare { names.insert(name) }
        // `if let name = data.secondIcon, let image = UIImage(systemName: name)`: the field bound to the name.
        if let bare, let bound = boundMember(bare, before: value.lowerBound, code) { names.insert(bound) }
      }
    }
    return names
  }

  /// The argument labels a control takes its label's text by (`nil`: the first, unlabelled).
  private static let controlLabelArguments: Set<String?> = [nil, "title", "titleKey", "label", "text"]

  /// The last names of the values a control shows as its label: its title argument, or the `Text` of its
  /// trailing closures (the label of `Button(action:) { Text(x.name) }` and `Button { … } label: { … }`).
  private static func controlLabelFields(_ code: SwiftCode) -> Set<String> {
    var names: Set<String> = []
    for index in code.identifierOccurrences(named: SwiftUIVocabulary.isControl)
    where !code.isPunctuation(".", at: index - 1) {
      var position = index + 1
      if code.isPunctuation("(", at: position) {
        for argument in code.arguments(inside: position) where controlLabelArguments.contains(argument.label) {
          if let shown = labelName(argument.value, code) { names.insert(shown) }
        }
        position = code.skippingGroup(at: position)
      }
      while let open = trailingClosure(at: position, code), let close = code.partner(of: open) {
        for text in (open + 1)..<close where code.isIdentifier("Text", at: text) {
          if code.isPunctuation("(", at: text + 1), let first = code.arguments(inside: text + 1).first,
            first.label == nil, let shown = labelName(first.value, code)
          {
            names.insert(shown)
          }
        }
        position = close + 1
      }
    }
    return names
  }

  /// The `{` of a trailing closure at `position`: `{ … }` or `label: { … }`.
  private static func trailingClosure(at position: Int, _ code: SwiftCode) -> Int? {
    if code.isPunctuation("{", at: position) { return position }
    guard code.identifierName(at: position) != nil, code.isPunctuation(":", at: position + 1),
      code.isPunctuation("{", at: position + 2)
    else { return nil }
    return position + 2
  }

  /// `step.ctaTitle` → `ctaTitle`, and a bare `ctaTitle` (bound by `if let ctaTitle = step.ctaTitle`).
  private static func labelName(_ range: Range<Int>, _ code: SwiftCode) -> String? {
    if range.count == 1 { return code.identifierName(at: range.lowerBound) }
    return memberName(range, code)
  }

  /// `Image(page.background).resizable()…` followed by `.scaledToFill()`, `.aspectRatio(contentMode: .fill)` or
  /// `.ignoresSafeArea()` on its chain, and not bounded by a `.frame` of a set size (a card's `.frame(height: 250)`,
  /// `.frame(width: screen.width - 100)`): filled into a box smaller than the screen, it is no background.
  /// Also gives the names drawn fitted, and a filled image clipped to a circle or capsule (an avatar) is none.
  private static func backgroundFields(_ code: SwiftCode) -> (filled: Set<String>, fitted: Set<String>) {
    var names: Set<String> = []
    var fitted: Set<String> = []
    for index in code.occurrences(of: ["Image", "UIImage"]) where code.isPunctuation("(", at: index + 1) {
      guard let close = code.partner(of: index + 1), let first = code.arguments(inside: index + 1).first,
        first.label == nil || first.label == "named", let name = memberName(first.value, code)
      else { continue }
      var modifiers = chainModifiers(after: close, code)
      // `private var picture: some View { Image(item.image).resizable().scaledToFill() }` used as
      // `picture.frame(height: cardHeight)`: the frame where the property is used bounds the image.
      if let property = viewProperty(around: index, code), isBoundedWhereUsed(property, code) {
        modifiers.insert("boundedFrame")
      }
      if isStackedWithContent(index, chainEnd: code.modifierChainEnd(after: close, trailingClosures: false), code) {
        modifiers.insert("stacked")
      }
      if modifiers.contains("scaledToFill") || modifiers.contains("ignoresSafeArea")
        || modifiers.contains("edgesIgnoringSafeArea"), !modifiers.contains("boundedFrame"),
        !modifiers.contains("clippedToAShape"), !modifiers.contains("stacked")
      {
        names.insert(name)
      }
      if modifiers.contains("scaledToFit"), !modifiers.contains("ignoresSafeArea") { fitted.insert(name) }
    }
    return (names, fitted)
  }

  /// Whether the `Image` at `index` is one item of a `VStack` or `HStack` that lays out other content beside it
  /// (`VStack { Image(item.image).resizable().scaledToFill(); Spacer(); Text(item.title) }`): the stack places it
  /// above or beside the texts, never behind them, so however it fills its place it is no background.
  private static func isStackedWithContent(_ index: Int, chainEnd: Int, _ code: SwiftCode) -> Bool {
    guard let open = code.enclosingBlockOpeners(of: index, levels: 1).first, let close = code.partner(of: open) else {
      return false
    }
    var callee = open - 1
    if code.isPunctuation(")", at: callee), let argumentsOpen = code.opener(of: callee) { callee = argumentsOpen - 1 }
    guard let name = code.identifierName(at: callee), stacks.contains(name) else { return false }
    return ((open + 1)..<close).contains { position in
      (position < index || position >= chainEnd) && code.identifierName(at: position).map(stackContent.contains) == true
    }
  }

  private static let stacks: Set<String> = ["VStack", "HStack", "LazyVStack", "LazyHStack"]
  /// Views that take a place of their own in a stack.
  private static let stackContent: Set<String> = ["Text", "Button", "Spacer", "Image", "VStack", "HStack", "Label"]

  /// The modifiers of the chain after `close`, by name, with `boundedFrame` for a frame of a set size,
  /// `scaledToFill`/`scaledToFit` for an aspect ratio's content mode and `clippedToAShape` for a round clip.
  private static func chainModifiers(after close: Int, _ code: SwiftCode) -> Set<String> {
    var modifiers: Set<String> = []
    for modifier in code.modifierChain(after: close, trailingClosures: false, limit: 12) {
      modifiers.insert(modifier.name)
      let arguments = modifier.argumentTokens(code)
      if modifier.name == "frame", let open = modifier.argumentsOpen, isBoundedFrame(at: open, code) {
        modifiers.insert("boundedFrame")
      }
      if modifier.name == "aspectRatio" {
        if arguments.contains(where: { code.isIdentifier("fill", at: $0) }) { modifiers.insert("scaledToFill") }
        if arguments.contains(where: { code.isIdentifier("fit", at: $0) }) { modifiers.insert("scaledToFit") }
      }
      if modifier.name == "clipShape",
        arguments.contains(where: { position in
          ["Circle", "Capsule", "Ellipse", "circle", "capsule", "ellipse"].contains {
            code.isIdentifier($0, at: position)
          }
        })
      {
        modifiers.insert("clippedToAShape")
      }
    }
    return modifiers
  }

  /// The name of the view property whose body holds `index` (`var picture: some View { … }`), within a few
  /// blocks (an `if` inside it).
  private static func viewProperty(around index: Int, _ code: SwiftCode) -> (name: String, declaration: Int)? {
    for open in code.enclosingBlockOpeners(of: index, levels: 3) {
      guard open >= 5, code.isIdentifier("View", at: open - 1), code.isIdentifier("some", at: open - 2),
        code.isPunctuation(":", at: open - 3), let name = code.identifierName(at: open - 4),
        code.isIdentifier("var", at: open - 5)
      else { continue }
      return (name, open - 4)
    }
    return nil
  }

  /// Whether every use of the view property (`picture.frame(maxHeight: 250)`, `self.picture…`) sets it a box of a
  /// set size or clips it to a shape; false where it is not used.
  private static func isBoundedWhereUsed(_ property: (name: String, declaration: Int), _ code: SwiftCode) -> Bool {
    let uses = code.occurrences(of: [property.name]).filter { $0 != property.declaration }
    return !uses.isEmpty
      && uses.allSatisfy { use in
        let modifiers = chainModifiers(after: use, code)
        return modifiers.contains("boundedFrame") || modifiers.contains("clippedToAShape")
      }
  }

  /// A `.frame(…)` whose call at `open` sets a width or height, or a maximum of either, with a number in it
  /// (`250`, `width - 100`, `bounds.height * 0.6`) or a part of another size (`bounds.height * ratio`), and not
  /// `.infinity`: a box of a set size.
  private static func isBoundedFrame(at open: Int, _ code: SwiftCode) -> Bool {
    code.arguments(inside: open).contains { argument in
      guard let label = argument.label, ["width", "height", "maxWidth", "maxHeight"].contains(label) else {
        return false
      }
      let tokens = argument.value.map { code.tokens[$0] }
      let hasNumber = tokens.contains {
        if case .integerLiteral = $0.kind { return true }
        if case .floatLiteral = $0.kind { return true }
        return false
      }
      // A name, bare or a constant's path, is a size the view sets (`let width: CGFloat = 200`,
      // `Layout.imageWidth`) unless it names the screen's or a geometry's (`size`, `bounds`, `screen`, `proxy`).
      let names = argument.value.compactMap { code.identifierName(at: $0) }
      let isNamePath = argument.value.allSatisfy {
        code.identifierName(at: $0) != nil || code.isPunctuation(".", at: $0)
      }
      let isSetName =
        isNamePath && !names.isEmpty
        && !names.contains { name in Self.screenSizeWords.contains { name.lowercased().contains($0) } }
      // A part of a size (`bounds.height * Constants.heroRatio`, `proxy.size.width / columns`): smaller than the
      // whole as far as the tool can tell, so no full-screen box.
      let isPortion = argument.value.contains { code.isOperator("*", at: $0) || code.isOperator("/", at: $0) }
      return (hasNumber || isSetName || isPortion)
        && !argument.value.contains { code.isIdentifier("infinity", at: $0) }
    }
  }

  /// Words of names that hold the screen's or a container's size, not a size of the view's own.
  private static let screenSizeWords = ["size", "bounds", "screen", "proxy", "geometry", "full"]

  /// `page.icon` → `icon`; a bare name is not a member.
  /// The member a `let name = x.member` (or `if let`, `guard let`) just before `position` binds `name` to.
  private static func boundMember(_ name: String, before position: Int, _ code: SwiftCode) -> String? {
    var index = position - 1
    let floor = max(0, position - 60)
    while index > floor {
      if code.isIdentifier(name, at: index), code.isOperator("=", at: index + 1),
        code.isIdentifier("let", at: index - 1) || code.isIdentifier("var", at: index - 1)
      {
        var end = index + 2
        while end < position, code.identifierName(at: end) != nil || code.isPunctuation(".", at: end) { end += 1 }
        return memberName((index + 2)..<end, code)
      }
      index -= 1
    }
    return nil
  }

  /// `steps[current]`, `STEPS[self.index]`: the names the code subscripts with a variable.
  private static func namesIndexedByVariable(_ code: SwiftCode) -> Set<String> {
    var names: Set<String> = []
    for open in code.indices where code.isPunctuation("[", at: open) {
      guard let name = code.identifierName(at: open - 1), let close = code.partner(of: open), close > open + 1 else {
        continue
      }
      let inside = ((open + 1)..<close).filter { !code.isPunctuation(".", at: $0) }
      if inside.allSatisfy({ code.identifierName(at: $0) != nil }) { names.insert(name) }
    }
    return names
  }

  /// The last name of `"\(page.iconName)"`, a string literal of one interpolated name and no text.
  private static func onlyInterpolatedName(_ range: Range<Int>, _ code: SwiftCode) -> String? {
    guard range.count == 1, let literal = code.token(at: range.lowerBound)?.stringLiteral,
      literal.segments.count == 1, case .interpolation(let tokens) = literal.segments[0],
      tokens.allSatisfy({ $0.kind == .identifier || ($0.kind == .punctuation && $0.text == ".") }),
      let last = tokens.last, last.kind == .identifier
    else { return nil }
    return last.text
  }

  private static func memberName(_ range: Range<Int>, _ code: SwiftCode) -> String? {
    guard range.count >= 3, code.isPunctuation(".", at: range.upperBound - 2) else { return nil }
    return code.identifierName(at: range.upperBound - 1)
  }
}

/// A type a file makes a value of (`SwiftFileFacts.typeUsers`) and the type whose declaration does so.
struct SwiftTypeUse: Hashable, Sendable {
  var type: String
  /// The enclosing type's name; `""` for code outside every type.
  var user: String
}
