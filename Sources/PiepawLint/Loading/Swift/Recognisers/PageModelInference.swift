/// Decides which types are page models and which of their fields are the title, the description, the images
/// and the tag, from the fields' names and declared types (or the configuration's `model`).
struct PageModelInference {
  let index: SwiftProjectIndex
  let schema: ContentSchema

  /// A page model: the role of each initializer argument label.
  struct Model {
    var name: String
    /// Argument label → role; `_`-labelled parameters by position in `positional`.
    var roles: [String: PageVocabulary.Role]
    var positional: [PageVocabulary.Role?]
    /// The labels whose declared type is `String`: shown as written, not looked up as a localization key (a
    /// `LocalizedStringKey` field is), so a fix may rewrite their literals.
    var verbatimTextLabels: Set<String> = []
    /// Label → the project's enums that an initializer takes by that label (`init(with art: OnboardingArt)` beside
    /// `init(with image: UIImage?)`): an implicit member given there (`with: .table`) is a case, no image.
    var enumLabels: [String: Set<String>] = [:]
  }

  /// The model `name`, when it is one: a declared struct or class with a title field and a description or image
  /// field; an undeclared type (from a module not in the tree) when the labels of `calls` (its pages) have them.
  func model(named name: String, calls: [SwiftCall] = []) -> Model? {
    if let configured = schema.modelType, configured != name { return nil }
    if let declaration = index.declaration(of: name) {
      guard declaration.kind == .struct || declaration.kind == .class else { return nil }
      return model(declared: declaration)
    }
    return model(name: name, calls: calls)
  }

  private func model(declared declaration: SwiftTypeDeclaration) -> Model? {
    var roles: [String: PageVocabulary.Role] = [:]
    var storedStrings: Set<String> = []
    // Image fields whose value the views build longer names from: no asset name, still the page's picture.
    var builtImages: Set<PageVocabulary.Role> = []
    let stored = index.properties(of: declaration.name).filter(\.isStored)
    let unreadImages = unreadImageFields(stored)
    // A model whose name speaks of onboarding whose fields the vocabulary does not know (`baslik`, `aciklama`,
    // `ikon`) has the roles the views draw them in, where no field the vocabulary knows has that role (a `hint`
    // drawn as body text beside `text` is no second description).
    let byUse = PageVocabulary.speaksOfOnboarding(declaration.name)
    var usedRoles: [(name: String, role: PageVocabulary.Role)] = []
    for property in stored where !unreadImages.contains(property.name) {
      let typeName = property.typeName ?? Self.typeName(of: property.value)
      if let role = role(of: property.name, typeName: typeName) {
        roles[property.name] = role
      } else if let role = builtImageRole(of: property.name, typeName: typeName) {
        builtImages.insert(role)
      } else if let role = roleByUse(property.name, typeName), byUse || Self.imageRoles.contains(role) {
        // A field any view draws as an image (`Image(step.hero)`) is the page's picture, whatever its name: its
        // use says so. A text field the vocabulary does not know is the page's only in an onboarding's model.
        usedRoles.append((property.name, role))
      }
      if Self.isString(typeName) { storedStrings.insert(property.name) }
    }
    for (name, role) in usedRoles where !roles.values.contains(role) && !builtImages.contains(role) {
      roles[name] = role
    }
    var verbatim = storedStrings
    var notVerbatim: Set<String> = []
    var positional: [PageVocabulary.Role?] = []
    var enumLabels: [String: Set<String>] = [:]
    // A custom initializer's labels (and unlabelled parameters) map to the parameter names' roles.
    for parameters in declaration.initializers {
      for (position, parameter) in parameters.enumerated() {
        let role =
          unreadImages.contains(parameter.name)
          ? nil : roles[parameter.name] ?? role(of: parameter.name, typeName: parameter.typeName)
        if let label = parameter.label, let role { roles[label] = roles[label] ?? role }
        // A `String` parameter stored in a `String` property is shown as written; anything else may be a key.
        if let label = parameter.label {
          if Self.isString(parameter.typeName) && storedStrings.contains(parameter.name) {
            verbatim.insert(label)
          } else {
            notVerbatim.insert(label)
          }
        }
        if let label = parameter.label, let enumName = declaredEnum(parameter.typeName) {
          enumLabels[label, default: []].insert(enumName)
        }
        if parameter.label == nil {
          while positional.count <= position { positional.append(nil) }
          positional[position] = role
        }
      }
    }
    let found = Model(
      name: declaration.name, roles: roles, positional: positional,
      verbatimTextLabels: verbatim.subtracting(notVerbatim), enumLabels: enumLabels)
    return isPageShaped(found, with: builtImages) || isNamedPage(found) ? found : nil
  }

  /// `OnboardingArt` or `OnboardingArt?` where the project declares that enum.
  private func declaredEnum(_ typeName: String?) -> String? {
    guard let name = typeName.map(SwiftProjectIndex.bareType) else { return nil }
    return index.declaration(of: name)?.kind == .enum ? name : nil
  }

  /// The image role a field has by its name where the views build longer names from its value (`role(of:typeName:)`
  /// gives it none): it is the page's picture, though it names no image itself.
  private func builtImageRole(of name: String, typeName: String?) -> PageVocabulary.Role? {
    guard index.namesStartingLongerNames.contains(name), let role = PageVocabulary.role(of: name),
      [.icon, .illustration, .background].contains(role), PageVocabulary.type(typeName, fits: role)
    else { return nil }
    return role
  }

  /// The image fields of a model that no code reads while code reads others of its fields (`feature1Icon`,
  /// declared and set but never drawn, beside a drawn `imageName`): they name nothing the app loads. Where no field
  /// is read (the views are not in the run), every field stays.
  private func unreadImageFields(_ stored: [SwiftPropertyDeclaration]) -> Set<String> {
    guard stored.contains(where: { index.readNames.contains($0.name) }) else { return [] }
    return Set(
      stored.filter { property in
        guard !index.readNames.contains(property.name), let role = PageVocabulary.role(of: property.name) else {
          return false
        }
        return [.icon, .illustration, .background, .animation].contains(role)
      }.map(\.name))
  }

  /// Whether a field of this declared type can be the name `Image(systemName:)` is given: a `String`, or a type
  /// not known. Names are read without their types: a text field's `Image(systemName: image)` elsewhere does not make
  /// a page's `image: Image` a symbol.
  static func maySpellASymbol(_ typeName: String?) -> Bool {
    guard let name = typeName.map(SwiftProjectIndex.bareType) else { return true }
    return !["Image", "UIImage", "NSImage", "ImageResource"].contains(name)
  }

  /// `String`, `String?`, `Swift.String`.
  static func isString(_ typeName: String?) -> Bool {
    guard var text = typeName else { return false }
    if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text == "String" || text == "Swift.String"
  }

  /// An undeclared model's roles come from the first call's labels; a label some call gives a case or factory of
  /// its type (`content: .animation(…)`, `.illustration(…)`) holds no text, whatever its name says.
  private func model(name: String, calls: [SwiftCall]) -> Model? {
    var roles: [String: PageVocabulary.Role] = [:]
    let members = Set(
      calls.flatMap(\.arguments).filter { Self.isMember($0.value.expression) }.compactMap(\.label))
    for label in calls.first?.arguments.compactMap(\.label) ?? [] {
      guard let role = role(of: label, typeName: nil) else { continue }
      if members.contains(label), role == .title || role == .description { continue }
      roles[label] = role
    }
    let found = Model(name: name, roles: roles, positional: [])
    return isPageShaped(found) || isNamedPage(found) ? found : nil
  }

  /// `.animation(…)`, `.illustration(…)`: a case or factory of the argument's type, which `String` does not have.
  /// (`.init(…)` may build any type, and a bare `.welcomeTitle` may be a generated string symbol.)
  private static func isMember(_ expression: SwiftExpression) -> Bool {
    guard case .call(let call) = expression else { return false }
    return call.implicit && call.callee != ["init"]
  }

  /// The type of an initial value: `0` is an `Int`, `"x"` a `String`, `UUID()` a `UUID`.
  private static func typeName(of value: SwiftNode?) -> String? {
    switch value?.expression {
    case .integer: "Int"
    case .string: "String"
    case .call(let call): call.typeName ?? "?"
    case nil: nil
    default: "?"
    }
  }

  /// A model the configuration names, or whose name speaks of onboarding (`OnboardingModel`), with at least one
  /// field the vocabulary knows.
  private func isNamedPage(_ model: Model) -> Bool {
    schema.modelType == model.name
      || (PageVocabulary.speaksOfOnboarding(model.name) && !(model.roles.isEmpty && model.positional.isEmpty))
  }

  /// A title, and a description or an image (`builtImages`: image fields whose value the views build names from).
  private func isPageShaped(_ model: Model, with builtImages: Set<PageVocabulary.Role> = []) -> Bool {
    let roles = Set(model.roles.values).union(model.positional.compactMap { $0 }).union(builtImages)
    return roles.contains(.title)
      && !roles.isDisjoint(with: [.description, .background, .icon, .illustration, .symbol, .animation])
  }

  /// The role a field the vocabulary does not know has by how the views draw it: an SF Symbol, an image looked up
  /// by name, a heading (`.font(.title)`) or body text (`SwiftProjectIndex.textRoles`).
  private static let imageRoles: Set<PageVocabulary.Role> = [.symbol, .illustration]

  private func roleByUse(_ name: String, _ typeName: String?) -> PageVocabulary.Role? {
    guard PageVocabulary.role(of: name) == nil else { return nil }
    if index.symbolFields.contains(name), Self.maySpellASymbol(typeName) { return .symbol }
    if index.imageNameFields.contains(name), PageVocabulary.type(typeName, fits: .illustration) { return .illustration }
    guard let role = index.textRoles[name], PageVocabulary.type(typeName, fits: role) else { return nil }
    return role
  }

  /// The configuration's labels first, then the vocabulary, checked against the declared type. A field shown
  /// through `Image(systemName:)` is a symbol; an image field shown full-screen is the background; a text field a
  /// control shows is no page text.
  func role(of name: String, typeName: String?) -> PageVocabulary.Role? {
    if let role = schema.role(of: name) {
      // An image field the views draw with `Image(systemName:)` or `UIImage(systemName:)` is an SF Symbol, whatever
      // the schema calls it.
      return [.icon, .illustration, .background].contains(role) && index.symbolFields.contains(name)
        && Self.maySpellASymbol(typeName) ? .symbol : role
    }
    // A field the views load as data (`LottieView(animation: .named(page.image))`) is an animation, whatever
    // its name says.
    if index.dataFields.contains(name), PageVocabulary.type(typeName, fits: .animation) { return .animation }
    guard var role = PageVocabulary.role(of: name), PageVocabulary.type(typeName, fits: role) else { return nil }
    // An image field whose value the views extend into the names they load (`Image("\(step.imageName) \(i + 1)")`
    // draws "Add Set 1", "Add Set 2") names no image itself.
    if [.icon, .illustration, .background].contains(role), index.namesStartingLongerNames.contains(name) {
      return nil
    }
    // An image field the views show only as text (`Text(data.image)` of `image: "😉"`) holds no image's name.
    if [.icon, .illustration, .background].contains(role), index.textFields.contains(name),
      !index.imageNameFields.contains(name), !index.symbolFields.contains(name)
    {
      return nil
    }
    // A text field a control shows (`CapsuleButton(title: step.ctaTitle)`) is the button's label. Only a
    // compound name is judged by its use: `title` may be another type's field of the same name.
    if role == .title || role == .description, !PageVocabulary.isExactName(name),
      index.controlLabelFields.contains(name)
    {
      return nil
    }
    if [.icon, .illustration, .background].contains(role), index.symbolFields.contains(name),
      Self.maySpellASymbol(typeName)
    {
      role = .symbol
    }
    // Names are read without their types: a field some view draws fitted on the page (a tutorial's picture) is
    // no background because another type's field of its name fills an avatar.
    if role == .illustration, index.backgroundFields.contains(name), !index.fittedFields.contains(name) {
      role = .background
    }
    return role
  }
}
