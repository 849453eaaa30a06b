/// The Swift code of one project, indexed: every file's declarations and view facts, types by name (an
/// extension's members merged into its type), and the constants the recognisers resolve values through.
struct SwiftProjectIndex: Sendable {
  let files: [SwiftFileIndex]
  /// Declarations by type name: the type and its extensions, in file order, with the file's position in `files`.
  /// By name, where each declaration of it is: its file's position and its position among that file's types (places,
  /// not copies: a copy of every declaration of the project cost a retain per field to make and to free).
  private let typesByName: [String: [TypePlace]]
  /// Property names shown through `Image(systemName:)` anywhere in the project.
  let symbolFields: Set<String>
  /// Property names shown as text, and looked up as images by name, anywhere in the project
  /// (`SwiftFileIndex.textFields`, `imageNameFields`).
  let textFields: Set<String>
  let imageNameFields: Set<String>
  /// The role a model's field has where the views draw it (`textRoles(_:)`).
  let textRoles: [String: PageVocabulary.Role]
  /// The role a view's own property has where the views draw it, by itself or an element of it
  /// (`Text(introTexts[index]).font(.title)`): a heading is a title, body text a description.
  let textRolesOfProperties: [String: PageVocabulary.Role]
  /// By a collection's name, the types whose body or functions bind one of its elements (`let p = pages[page]`).
  let typesBindingElements: [String: Set<String>]
  /// Names some file subscripts with a variable (`SwiftFileIndex.namesIndexedByVariable`).
  let namesIndexedByVariable: Set<String>
  /// Types an enum (or an extension of one) lists in an instance property (`var choices: [ChoiceType]`).
  let enumListedTypes: Set<String>
  /// Property names shown as a full-screen background anywhere in the project.
  let backgroundFields: Set<String>
  /// Property names shown fitted in their box anywhere in the project (`SwiftFileIndex.fittedFields`).
  let fittedFields: Set<String>
  /// Values each name jumps to past pages, anywhere in the project (`SwiftFileIndex.literalJumps`).
  let literalJumps: [String: Set<Int>]
  /// String literals the code compares each name's value with, anywhere in the project
  /// (`SwiftFileIndex.comparedLiterals`).
  let comparedLiterals: [String: Set<String>]
  /// Fields set on an array's elements after it is built (`pages[3].subtitle = "…"`), by the array's name, in file
  /// order.
  let elementFieldAssignments: [String: [SwiftElementFieldAssignment]]
  /// Property names given to a data or animation lookup anywhere in the project.
  let dataFields: Set<String>
  /// Property names a control shows as its label anywhere in the project.
  let controlLabelFields: Set<String>
  private let positionsByPath: [String: Int]
  /// Pagers over data, by what their data is: `Owner.member` where the owner type can be read (a type name, or
  /// the declared or built type of a property of the view), the member alone where it cannot.
  private let pagersByData: [String: [(file: Int, pager: SwiftPager)]]
  private let enumsByCase: [String: [String]]
  /// By the data handed on, keyed as `pagersByData` (`OnboardingFactory.pageModels`), the types and properties it
  /// is handed to (`OnboardingFlow`, `pages`).
  private let receiversByData: [String: [(type: String, property: String)]]
  private let aliasesByData: [String: [(type: String, property: String)]]
  /// The names of the file-scope properties of every file (what any code of the module can name).
  let globalNames: Set<String>
  /// The type names some file builds or uses as a value (`SwiftFileIndex.usedTypes`).
  let usedTypes: Set<String>
  /// The SwiftUI views no code builds outside previews, and the views only such views build (`MainHomeView` built
  /// only by `#Preview`, and the `StickyHeader` only `MainHomeView` builds): shown to nobody.
  let viewsNobodyBuilds: Set<String>
  /// The data some file lists as rows of one screen (`SwiftFileIndex.listedRows`).
  let listedRows: Set<String>
  /// The data some file lists as rows that open a screen of their own (`SwiftFileIndex.browsedRows`).
  let browsedRows: Set<String>
  /// The element types of that data where a property of its name declares them (`var items:
  /// [SecurityReminderItem]`, `var importTypes: [WalletImportType]`): values of these types are listed as rows.
  let listedElementTypes: Set<String>
  /// The names some file reads (`SwiftFileIndex.readNames`).
  let readNames: Set<String>
  /// The `String` members that localize a key (`"k".localized`) which the app declares to read no string table or
  /// a table other than the default one (declarations in two files that disagree read an unknown table).
  let localizingMemberTables: [String: SwiftLocalizingMemberTable]
  /// The names whose value some string starts a longer name with (`"\(step.imageName) \(i + 1)"`).
  let namesStartingLongerNames: Set<String>
  /// The app's entry is in the run (a SwiftUI `App`, a UIKit application delegate): the views it builds are known.
  let hasAppEntry: Bool
  /// The enums some file iterates (`Step.allCases`), each with whether one of those files pages (a pager, a page
  /// view controller or control, a paging scroll view, a Next button's `+= 1`).
  let iteratedEnums: [String: Bool]
  /// The bare types of the properties a pager of their own file selects with (`@State var step: Step` of
  /// `TabView(selection: $step)`): an enum among them is shown case by case.
  let selectionTypes: Set<String>
  /// The bare types of the values a user picks from a list: what a `didSelect…` function takes (`func
  /// collectionCell(didSelect choice: OnboardingChoice)`, `func didSelectOption(_ option: WalletKind)`), the
  /// delegate callback of a tapped row. The options of one screen, never the pages of a flow.
  let pickedTypes: Set<String>
  /// By bare type name, the types that hold a value of it (a stored property without a value, an instance
  /// method's parameter), in file order: where a view given a page is found without walking every type for
  /// every flow.
  private let holdersByType: [String: [String]]
  /// By bare type name, the types with a method that takes it and draws a view (`func page(for item: Item) ->
  /// some View`): the file's position and the type's position in it.
  private let drawersByType: [String: [(file: Int, type: Int)]]
  /// Every file's `switch` over single cases (`SwiftFileFacts.caseSwitches`), by the case its first arm names.
  private let caseSwitchesByFirstCase: [String: [SwiftBranchChain]]
  /// The configuration's `localization.wrappers`: functions whose first string argument is a localization key.
  var localizationWrappers: Set<String> = []
  /// The names of the project's app targets: the folder Xcode makes for one (`Slide/` of the app Slide) names the
  /// app, not a feature of it.
  var appTargetNames: Set<String> = []
  /// The folder the project was found in (the checkout): its name and the folders above it are the user's, not the
  /// app's (`PGA-TOUR-BOSE/` says nothing of a tour).
  var root: String?

  init(files: [SwiftFileIndex]) {
    // A text drawn in the project's font or colour constant (`.font(.fdTitle)`, `.foregroundStyle(Theme.ink)`) is
    // drawn in the font or colour it declares.
    var files = files
    SwiftStyleConstants(files).resolve(&files)
    // A text the app's own component draws of what it is given (`Header(title: page.title)`) is drawn there.
    SwiftComponentTexts(files).expand(&files)
    self.files = files
    var types: [String: [TypePlace]] = [:]
    var positions: [String: Int] = [:]
    // By index: `enumerated()` would copy every file's index (a retain per field) on each pass.
    for position in files.indices {
      let declared = files[position].types
      for type in declared.indices {
        types[declared[type].name, default: []].append(TypePlace(file: position, type: type))
      }
      if positions[files[position].path] == nil { positions[files[position].path] = position }
    }
    typesByName = types.mapValues { Self.withoutExtensionsOfOtherTypes($0, in: files) }
    positionsByPath = positions
    symbolFields = files.reduce(into: Set()) { $0.formUnion($1.symbolFields) }
    textFields = files.reduce(into: Set()) { $0.formUnion($1.textFields) }
    imageNameFields = files.reduce(into: Set()) { $0.formUnion($1.imageNameFields) }
    (textRolesOfProperties, textRoles) = Self.textRoles(files)
    typesBindingElements = Self.typesBindingElements(files)
    namesIndexedByVariable = files.reduce(into: Set()) { $0.formUnion($1.namesIndexedByVariable) }
    enumListedTypes = Self.enumListedTypes(files, typesByName: typesByName)
    backgroundFields = files.reduce(into: Set()) { $0.formUnion($1.backgroundFields) }
    fittedFields = files.reduce(into: Set()) { $0.formUnion($1.fittedFields) }
    literalJumps = files.reduce(into: [:]) { found, file in found.merge(file.literalJumps) { $0.union($1) } }
    comparedLiterals = files.indices.reduce(into: [:]) { found, position in
      found.merge(files[position].comparedLiterals) { $0.union($1) }
    }
    elementFieldAssignments = Dictionary(
      grouping: files.indices.flatMap { files[$0].elementFieldAssignments }, by: \.target)
    dataFields = files.reduce(into: Set()) { $0.formUnion($1.dataFields) }
    controlLabelFields = files.reduce(into: Set()) { $0.formUnion($1.controlLabelFields) }
    var pagers: [String: [(file: Int, pager: SwiftPager)]] = [:]
    for position in files.indices {
      for pager in files[position].pagers {
        guard let data = pager.forEach?.data,
          let key = Self.dataKey(data, in: pager.enclosingType, types: types, files: files)
        else { continue }
        pagers[key, default: []].append((position, pager))
      }
    }
    pagersByData = pagers
    var receivers: [String: [(type: String, property: String)]] = [:]
    for position in files.indices {
      for handOff in files[position].handOffs {
        guard let key = Self.dataKey(handOff.value, in: handOff.scope, types: types, files: files) else { continue }
        receivers[key, default: []].append((handOff.callee, handOff.label))
      }
    }
    receiversByData = receivers
    aliasesByData = Self.aliasesByData(files)
    var enums: [String: [String]] = [:]
    for file in files {
      for type in file.types where type.kind == .enum {
        for enumCase in type.cases { enums[enumCase.name, default: []].append(type.name) }
      }
    }
    enumsByCase = enums
    globalNames = Set(files.indices.flatMap { files[$0].globals.properties.map(\.name) })
    usedTypes = files.indices.reduce(into: Set()) { $0.formUnion(files[$1].usedTypes) }
    viewsNobodyBuilds = Self.viewsNobodyBuilds(files)
    listedRows = files.indices.reduce(into: Set()) { $0.formUnion(files[$1].listedRows) }
    browsedRows = files.indices.reduce(into: Set()) { $0.formUnion(files[$1].browsedRows) }
    listedElementTypes = Self.elementTypes(of: listedRows, in: files)
    readNames = files.indices.reduce(into: Set()) { $0.formUnion(files[$1].readNames) }
    namesStartingLongerNames = files.indices.reduce(into: Set()) { $0.formUnion(files[$1].namesStartingLongerNames) }
    localizingMemberTables = files.indices.reduce(into: [:]) { tables, position in
      tables.merge(files[position].localizingMemberTables) { $0 == $1 ? $0 : .unknown }
    }
    hasAppEntry = files.contains { file in
      file.types.contains { $0.inherited.contains("App") || $0.inherited.contains("UIApplicationDelegate") }
    }
    selectionTypes = Self.selectionTypes(files)
    pickedTypes = Self.pickedTypes(files)
    var iterated: [String: Bool] = [:]
    for file in files.indices {
      let pages = !files[file].evidence.isEmpty || !files[file].steppedVariables.isEmpty
      for name in files[file].iteratedEnums { iterated[name] = (iterated[name] ?? false) || pages }
    }
    iteratedEnums = iterated
    (holdersByType, drawersByType) = Self.holdersAndDrawers(files)
    var switches: [String: [SwiftBranchChain]] = [:]
    for file in files.indices {
      for chain in files[file].caseSwitches {
        guard let first = chain.branches.first?.caseName else { continue }
        switches[first, default: []].append(chain)
      }
    }
    caseSwitchesByFirstCase = switches
  }

  /// The `switch`es whose every arm names one of `cases` (`switch step { case .welcome: … case .sync: … }`).
  func caseSwitches(over cases: Set<String>) -> [SwiftBranchChain] {
    cases.flatMap { caseSwitchesByFirstCase[$0] ?? [] }.filter { chain in
      chain.branches.allSatisfy { $0.caseName.map(cases.contains) == true }
    }
  }

  private static func selectionTypes(_ files: [SwiftFileIndex]) -> Set<String> {
    var found: Set<String> = []
    for file in files.indices {
      let selections = Set(files[file].pagers.compactMap(\.selection))
      guard !selections.isEmpty else { continue }
      for type in files[file].types + [files[file].globals] {
        for property in type.properties where selections.contains(property.name) {
          if let typeName = property.typeName { found.insert(bareType(typeName)) }
        }
      }
    }
    return found
  }

  private static func pickedTypes(_ files: [SwiftFileIndex]) -> Set<String> {
    var found: Set<String> = []
    for file in files.indices {
      for type in files[file].types + [files[file].globals] {
        for function in type.functions {
          let picks = function.name.hasPrefix("didSelect")
          for parameter in function.parameters where picks || parameter.label == "didSelect" {
            if let typeName = parameter.typeName { found.insert(bareType(typeName)) }
          }
        }
      }
    }
    return found
  }

  private static func holdersAndDrawers(_ files: [SwiftFileIndex]) -> (
    holders: [String: [String]], drawers: [String: [(file: Int, type: Int)]]
  ) {
    var holders: [String: [String]] = [:]
    var drawers: [String: [(file: Int, type: Int)]] = [:]
    // A type holds a few names: short lists, where a set per type and a set of name pairs hashed each one twice.
    for file in files.indices {
      let types = files[file].types
      for position in types.indices {
        var held: [String] = []
        var drawn: [String] = []
        func note(_ name: String, in list: inout [String]) { if !list.contains(name) { list.append(name) } }
        for property in types[position].properties where property.isStored && property.value == nil {
          if let typeName = property.typeName { note(bareType(typeName), in: &held) }
        }
        for function in types[position].functions where !function.isStatic {
          for typeName in function.parameters.compactMap(\.typeName) {
            note(bareType(typeName), in: &held)
            if function.layout != nil { note(bareType(typeName), in: &drawn) }
          }
        }
        let holder = types[position].name
        for name in held { holders[name, default: []].append(holder) }
        for name in drawn { drawers[name, default: []].append((file, position)) }
      }
    }
    // Each holder once, in order of declaration: afterwards, as a common type (`String`) has thousands of holders
    // and a look through its list before each append was quadratic.
    return (holders.mapValues(uniqued), drawers)
  }

  /// `names` without repeats, each in its first place.
  private static func uniqued(_ names: [String]) -> [String] {
    guard names.count > 1 else { return names }
    var seen = Set<String>(minimumCapacity: names.count)
    return names.filter { seen.insert($0).inserted }
  }

  /// The types that hold a value of `typeName` (see `holdersByType`).
  func types(holding typeName: String) -> [String] { holdersByType[typeName] ?? [] }

  /// The types with a method that takes a `typeName` and draws a view, as file and type positions.
  func types(drawing typeName: String) -> [(file: Int, type: Int)] { drawersByType[typeName] ?? [] }

  /// `Owner.member` for a pager's data path seen from the view `view`: `OnboardingModel.pages` (a type), `vm.pages`
  /// with `@StateObject var vm = WelcomeViewModel()` (`WelcomeViewModel.pages`), `pages` (the view's own, or an
  /// alias `let pages = OnboardingModel.onboardingData` followed); `?.member` where no owner can be read.
  private static func dataKey(
    _ path: [String], in view: String?, types: [String: [TypePlace]], files: [SwiftFileIndex]
  ) -> String? {
    guard let first = path.first else { return nil }
    let properties = view.map { (types[$0] ?? []).flatMap { declaration(at: $0, in: files).properties } } ?? []
    let property = properties.first { $0.name == first }
    if path.count == 1 {
      // `var pages = OnboardingModel.pages`, or `var pages = onboardingData` (a file-scope name: an instance
      // property's default cannot name the view's own members).
      if let alias = property?.value?.path ?? property?.computed?.path,
        alias.count >= 2 || (alias.count == 1 && property?.value?.path == alias && alias[0] != first)
      {
        return dataKey(alias, in: nil, types: types, files: files)
      }
      // The view's own property, or a file-scope name.
      return property == nil ? "?.\(first)" : "\(view ?? "?").\(first)"
    }
    // `Self.tutorialPages`: a static member of the type the code is in.
    if first == "Self" { return "\(view ?? "?").\(path[1])" }
    if types[first] != nil || first.startsUppercase { return "\(first).\(path[1])" }
    let owner = property.flatMap { property in
      property.typeName.map(Self.bareType) ?? property.value?.call?.typeName
    }
    return "\(owner ?? "?").\(path[1])"
  }

  /// The declarations of one name without the extensions of another type of that name: `extension
  /// UIApplication.State` is not `Onboarding.State`'s, where the app declares `State` only inside `Onboarding`.
  private static func withoutExtensionsOfOtherTypes(_ places: [TypePlace], in files: [SwiftFileIndex]) -> [TypePlace] {
    // One declaration (most names): nothing to tell apart.
    guard places.count > 1 else { return places }
    let declarations = places.map { declaration(at: $0, in: files) }
    let encloser = declarations.filter { $0.kind != .extension }.map { $0.enclosing.last }
    guard !encloser.isEmpty else { return places }
    return places.indices.filter { position in
      let declaration = declarations[position]
      guard declaration.kind == .extension, let outer = declaration.qualifier.last else { return true }
      return encloser.contains(outer)
    }.map { places[$0] }
  }

  /// Views no code outside previews builds, then, to a fixed point, views that only those build.
  private static func viewsNobodyBuilds(_ files: [SwiftFileIndex]) -> Set<String> {
    // In place, file by file: merging whole dictionaries of sets, or flattening every file's declarations into
    // one array, copied enough to cost a tenth of the whole reading.
    var users: [String: Set<String>] = [:]
    var views: Set<String> = []
    var lowercaseViews: Set<String> = []
    var calls: Set<String> = []
    for file in files.indices {
      calls.formUnion(files[file].lowercaseCalls)
      let types = files[file].types
      for type in types.indices where types[type].kind == .struct && types[type].inherited.contains("View") {
        let name = types[type].name
        if name.startsUppercase { views.insert(name) } else { lowercaseViews.insert(name) }
      }
    }
    // Only the views' users: most types a file builds are no view.
    for file in files.indices {
      for use in files[file].typeUsers where views.contains(use.type) {
        users[use.type, default: []].insert(use.user)
      }
    }
    // A view named in lower case (`struct landing1: View`) is built the way a function is called
    // (`SwiftFileIndex.lowercaseCalls`, which do not say by whom): unbuilt where no code outside previews calls it.
    var unbuilt = views.filter { users[$0] == nil }.union(lowercaseViews.subtracting(calls))
    // A view all of whose builders are unbuilt is unbuilt too: each view found so asks again about the views it
    // builds (a work list, where rounds over every view were quadratic in a long chain of views).
    var builtBy: [String: [String]] = [:]
    for view in views {
      for builder in users[view] ?? [] where builder != view { builtBy[builder, default: []].append(view) }
    }
    var pending = Array(unbuilt)
    while let found = pending.popLast() {
      for view in builtBy[found] ?? [] where !unbuilt.contains(view) {
        guard let builders = users[view]?.subtracting([view]), !builders.isEmpty, builders.isSubset(of: unbuilt)
        else { continue }
        unbuilt.insert(view)
        pending.append(view)
      }
    }
    return unbuilt
  }

  /// The element types of arrays an enum, or an extension of one, holds in an instance property (`var choices:
  /// [OnboardingChoiceType]`), but its own.
  private static func enumListedTypes(_ files: [SwiftFileIndex], typesByName: [String: [TypePlace]]) -> Set<String> {
    var listed: Set<String> = []
    for file in files.indices {
      for type in files[file].types {
        let isEnum =
          type.kind == .enum
          || typesByName[type.name]?.contains { declaration(at: $0, in: files).kind == .enum } == true
        guard isEnum else { continue }
        for property in type.properties where !property.isStatic {
          guard let typeName = property.typeName, typeName.hasPrefix("["), typeName.hasSuffix("]") else { continue }
          let element = String(typeName.dropFirst().dropLast())
          if element != type.name { listed.insert(element) }
        }
      }
    }
    return listed
  }

  /// The role a name has where the views draw it, as a property of the view (`Text(baslik)`, `Text(titles[i])`)
  /// and as a value's field (`Text(page.baslik).font(.title)`): a heading is a title, body text a description; a
  /// name drawn both ways, or only in a style not read, has none.
  private static func textRoles(_ files: [SwiftFileIndex]) -> (
    properties: [String: PageVocabulary.Role], fields: [String: PageVocabulary.Role]
  ) {
    // By how many names a text shows (1: `title`, 2: `page.title`), the role of the last.
    var roles: [[String: PageVocabulary.Role]] = [[:], [:]]
    var mixed: [Set<String>] = [[], []]
    for file in files.indices {
      // The views' bodies, and the pages a pager's `ForEach` draws inline (no view type holds them).
      let layouts = files[file].types.map(\.layout) + files[file].pagers.map { $0.forEach?.layout }
      for case let layout? in layouts {
        for text in layout.texts where (1...2).contains(text.shows.count) {
          let role: PageVocabulary.Role
          switch TextEmphasis(text.style) {
          case .heading: role = .title
          case .body, .subdued: role = .description
          case .unknown: continue
          }
          let (kind, name) = (text.shows.count - 1, text.shows[text.shows.count - 1])
          if let known = roles[kind][name], known != role { mixed[kind].insert(name) } else { roles[kind][name] = role }
        }
      }
    }
    for kind in roles.indices {
      for name in mixed[kind] { roles[kind][name] = nil }
    }
    return (roles[0], roles[1])
  }

  private static func typesBindingElements(_ files: [SwiftFileIndex]) -> [String: Set<String>] {
    var types: [String: Set<String>] = [:]
    for file in files.indices {
      for type in files[file].types {
        for case let layout? in [type.layout] + type.functions.map(\.layout) {
          for collection in layout.elementBindings.values { types[collection, default: []].insert(type.name) }
        }
      }
    }
    return types
  }

  /// `WelcomeViewModel?`, `Module.WelcomeViewModel` → `WelcomeViewModel`.
  static func bareType(_ typeName: String) -> String {
    // On the bytes (asked of every stored property and parameter of the project): the name after the last `.`,
    // without trailing `?`, `!` or `.`; a name of dots only stays as it is.
    let utf8 = typeName.utf8
    let question = UInt8(ascii: "?"), bang = UInt8(ascii: "!"), dot = UInt8(ascii: ".")
    var end = utf8.endIndex
    while end > utf8.startIndex, case let last = utf8[utf8.index(before: end)], last == question || last == bang {
      end = utf8.index(before: end)
    }
    let unwrapped = end
    while end > utf8.startIndex, utf8[utf8.index(before: end)] == dot { end = utf8.index(before: end) }
    guard end > utf8.startIndex else { return String(typeName[..<unwrapped]) }
    let start = utf8[..<end].lastIndex(of: dot).map(utf8.index(after:)) ?? utf8.startIndex
    return start == utf8.startIndex && end == utf8.endIndex ? typeName : String(typeName[start..<end])
  }

  /// The data a property counts, when its value is a data's count (`var totalPages: Int { items.count }`, `let
  /// pageCount = pages.count`): `path` names it as seen from `type` (`totalPages`, `viewModel.totalPages` through
  /// the view's `viewModel` property's type, `Layout.pageCount`). nil where a step cannot be read.
  func countedData(_ path: [String], from type: String?) -> String? {
    guard let name = path.last, path.count <= 4 else { return nil }
    var owner = type
    for component in path.dropLast() {
      if component == "self" { continue }
      if component == "Self" || declaration(of: component) != nil {
        owner = component == "Self" ? owner : component
        continue
      }
      guard let holder = owner, let property = properties(of: holder).first(where: { $0.name == component }),
        let held = property.typeName.map(Self.bareType) ?? property.value?.call?.typeName
      else { return nil }
      owner = held
    }
    let candidates = owner.map(properties(of:)) ?? files.flatMap(\.globals.properties)
    guard let property = candidates.first(where: { $0.name == name }),
      let value = property.computed ?? property.value, let counted = value.path, counted.last == "count"
    else { return nil }
    return value.excerpt
  }

  /// The declared enums that have a case `name`.
  func enums(withCase name: String) -> [String] {
    enumsByCase[name] ?? []
  }

  /// The one declared enum whose cases each call is given as an argument (`IntroPage(step: .first)`, `(.second)`):
  /// the calls show that enum's cases.
  func enumOfCases(givenToEach argumentLists: [[SwiftArgumentNode]]) -> String? {
    var common: Set<String>?
    for arguments in argumentLists {
      let cases = arguments.compactMap { argument -> String? in
        guard case .member(let path) = argument.value.expression, path.count == 1 else { return nil }
        return path[0]
      }
      let enums = Set(cases.flatMap(enums(withCase:)))
      common = common.map { $0.intersection(enums) } ?? enums
    }
    guard let common, common.count == 1 else { return nil }
    return common.first
  }

  /// The file at `path`.
  func file(at path: String) -> SwiftFileIndex? {
    positionsByPath[path].map { files[$0] }
  }

  /// The pagers whose `ForEach` shows `member` of `owner` (nil: a file-scope name): `ForEach(slides)`,
  /// `ForEach(model.pages.indices)`, `ForEach(Step.allCases)` — and those over a `member` whose owner could not
  /// be read.
  func pagers(showing member: String, of owner: String?) -> [(file: SwiftFileIndex, pager: SwiftPager)] {
    let keys = ["\(owner ?? "?").\(member)"] + (owner == nil ? [] : ["?.\(member)"])
    return keys.flatMap { pagersByData[$0] ?? [] }.map { (files[$0.file], $0.pager) }
  }

  /// The types (and their properties) `owner`'s `member` is handed to by an initializer's label
  /// (`OnboardingFlow(pages: pageModels)`), and on from there (`Pager(pages: pages)` in `OnboardingFlow`), up to
  /// three steps, where the receiving type declares a property of that label.
  func receivers(of member: String, of owner: String?) -> [(type: String, property: String)] {
    var found: [(type: String, property: String)] = []
    var level = ["\(owner ?? "?").\(member)"]
    var seen = Set(level)
    for _ in 0..<3 where !level.isEmpty {
      let next = level.flatMap { receiversByData[$0] ?? [] }.filter { receiver in
        properties(of: receiver.type).contains { $0.name == receiver.property && !$0.isStatic }
      }
      found += next
      level = next.map { "\($0.type).\($0.property)" }.filter { seen.insert($0).inserted }
    }
    return found
  }

  /// The properties whose value is `owner`'s `member` itself (`let cards = IntroContent.cards` in a view model):
  /// the same data under another name, which a pager may show (`ForEach(viewModel.cards)`).
  func aliases(of member: String, of owner: String?) -> [(type: String, property: String)] {
    (aliasesByData["\(owner ?? "?").\(member)"] ?? []).filter { $0.type != owner || $0.property != member }
  }

  /// By the data they name (keyed as `pagersByData`: `IntroContent.cards`, `?.cards` for a file-scope one), the
  /// properties whose value is that data: built once, since every flow asks.
  private static func aliasesByData(_ files: [SwiftFileIndex]) -> [String: [(type: String, property: String)]] {
    var found: [String: [(type: String, property: String)]] = [:]
    for file in files {
      for type in file.types where !type.name.isEmpty {
        for property in type.properties {
          guard let node = property.value ?? property.computed, let path = Self.aliasedPath(node) else { continue }
          let keys: [String] =
            switch path.count {
            case 1: ["\(type.name).\(path[0])", "?.\(path[0])"]
            case 2: ["\(path[0]).\(path[1])"]
            default: []
            }
          for key in keys { found[key, default: []].append((type.name, property.name)) }
        }
      }
    }
    return found
  }

  /// What a property's value names: `IntroContent.cards`, or the function it calls, `commonPages(…)` of `static
  /// var pages { commonPages(locale: locale) }` (a function that builds the flow's array is its data), or the
  /// data it maps one to one (`Steps.allCases.map { Step(title: $0.title) }`: the same pages, in another type).
  private static func aliasedPath(_ node: SwiftNode) -> [String]? {
    switch node.expression {
    case .name(let path): return path
    case .call(let call) where !call.implicit && (2...3).contains(call.callee.count) && call.callee.last == "map":
      return Array(call.callee.dropLast())
    case .call(let call)
    where !call.implicit && (1...2).contains(call.callee.count) && call.callee.last?.startsLowercase == true:
      return call.callee.first == "Self" ? Array(call.callee.dropFirst()) : call.callee
    default: return nil
    }
  }

  /// Every declaration of `name`, the type and its extensions, in file order.
  func declarations(named name: String) -> [SwiftTypeDeclaration] {
    (typesByName[name] ?? []).map(declaration(at:))
  }

  private func declaration(at place: TypePlace) -> SwiftTypeDeclaration {
    Self.declaration(at: place, in: files)
  }

  private static func declaration(at place: TypePlace, in files: [SwiftFileIndex]) -> SwiftTypeDeclaration {
    files[place.file].types[place.type]
  }

  /// The declaration (not an extension) of `name`, if the project has one.
  func declaration(of name: String) -> SwiftTypeDeclaration? {
    for place in typesByName[name] ?? [] {
      let found = declaration(at: place)
      if found.kind != .extension { return found }
    }
    return nil
  }

  /// How the view `name` draws its body: of the declaration of that name that has one (a nested `enum
  /// OnboardingSection` of constants may share the view's name).
  func layout(ofView name: String) -> SwiftViewLayout? {
    (typesByName[name] ?? []).lazy.compactMap { declaration(at: $0).layout }.first
  }

  /// `T` of every property named in `names` whose declared type is `[T]`, `[T]?` or `Array<T>`.
  private static func elementTypes(of names: Set<String>, in files: [SwiftFileIndex]) -> Set<String> {
    guard !names.isEmpty else { return [] }
    var found: Set<String> = []
    // Each declaration read in place: a flattened copy of every property of the project cost more than the rest.
    func collect(_ type: SwiftTypeDeclaration) {
      for property in type.properties.indices where names.contains(type.properties[property].name) {
        if let element = SwiftTypeNames.element(of: type.properties[property].typeName) { found.insert(element) }
      }
    }
    for file in files {
      let types = file.types
      for type in types.indices { collect(types[type]) }
      collect(file.globals)
    }
    return found
  }

  /// The file that declares `name`.
  func file(declaring name: String) -> SwiftFileIndex? {
    (typesByName[name]?.first { declaration(at: $0).kind != .extension }).map { files[$0.file] }
  }

  /// Every property of `name` and of its extensions.
  func properties(of name: String) -> [SwiftPropertyDeclaration] {
    (typesByName[name] ?? []).flatMap { declaration(at: $0).properties }
  }

  /// Every initializer's parameters of `name` and of its extensions.
  func initializers(of name: String) -> [[SwiftParameter]] {
    (typesByName[name] ?? []).flatMap { declaration(at: $0).initializers }
  }

  /// Every function of `name` and of its extensions.
  func functions(of name: String) -> [SwiftFunctionDeclaration] {
    (typesByName[name] ?? []).flatMap { declaration(at: $0).functions }
  }

  /// The inherited names of `name` and of its extensions.
  func inherited(by name: String) -> Set<String> {
    Set((typesByName[name] ?? []).flatMap { declaration(at: $0).inherited })
  }

  /// The inherited names of `declaration` and of its own extensions: where several types share its name
  /// (`PasscodeModel.State` beside `TokenList.State: String, CaseIterable`), those an extension qualified by its
  /// encloser adds (`extension PasscodeModel.State: CaseIterable`), not the others'.
  func inherited(of declaration: SwiftTypeDeclaration) -> Set<String> {
    let named = declarations(named: declaration.name)
    guard named.filter({ $0.kind != .extension }).count > 1 else { return inherited(by: declaration.name) }
    let extensions = named.filter { $0.kind == .extension && $0.qualifier.last == declaration.enclosing.last }
    return Set(declaration.inherited).union(extensions.flatMap(\.inherited))
  }

  /// Whether `name` is a view controller: it inherits from one (directly or through a type of the project, up to
  /// 8 levels up). Level by level, each type once: a hostile file can make every type of one level inherit from
  /// every type of the next, and asking again along each path would take their number to the 8th power.
  func isViewController(_ name: String) -> Bool {
    var level: Set<String> = [name]
    var seen = level
    for depth in 0...8 {
      if level.contains(where: { $0.hasSuffix("ViewController") || $0.hasSuffix("VC") }) { return true }
      guard depth < 8, !level.isEmpty else { return false }
      level = Set(level.flatMap { inherited(by: $0) }).subtracting(seen)
      seen.formUnion(level)
    }
    return false
  }

  // MARK: Constants

  /// The value of the constant `path` names, seen from `file` and `type`: `habitText` (a member of the same type
  /// or a file-scope constant), `Copy.habitText` (a static member of `Copy`), `Self.habitText`.
  func constant(_ path: [String], file: SwiftFileIndex, type: String?) -> SwiftNode? {
    // Up to `L10n.Onboarding.Welcome.title`: SwiftGen nests an enum per key component.
    guard let name = path.last, path.count <= 5 else { return nil }
    let owner = path.count >= 2 ? path[path.count - 2] : nil
    if let owner, owner != "self", owner != "Self" {
      return properties(of: owner).first { $0.name == name && $0.isStatic }.flatMap(constantValue)
    }
    if let type, let value = properties(of: type).first(where: { $0.name == name }).flatMap(constantValue) {
      return value
    }
    return file.globals.properties.first { $0.name == name }.flatMap(constantValue)
  }

  /// A `let` or computed property's value.
  private func constantValue(_ property: SwiftPropertyDeclaration) -> SwiftNode? {
    property.isLet ? property.value : property.computed ?? property.value
  }
}

/// Where a type declaration is in the project: its file's position and its position among that file's types.
struct TypePlace: Hashable, Sendable {
  var file: Int
  var type: Int
}
