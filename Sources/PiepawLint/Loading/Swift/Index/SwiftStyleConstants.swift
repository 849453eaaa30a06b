/// A static function of the app's that returns a font of a size it is given: `static func spicyRice(size: CGFloat)
/// -> Font { Font.custom("SpicyRice-Regular", size: size) }`, or `.system(size: size, weight: .bold)`.
struct SwiftFontHelper: Hashable, Sendable {
  /// The custom font's name; nil for the system font.
  var name: String?
  var weight: FontWeight?
  /// The label of the parameter that gives the size (`_` for none).
  var sizeLabel: String

  /// The helper `function` is, when its one expression is a font of its size parameter.
  init?(_ function: SwiftFunctionDeclaration) {
    guard function.isStatic, ["Font", "SwiftUI.Font"].contains(function.returnType ?? ""),
      let call = function.returned?.call, ["custom", "system"].contains(call.callee.last ?? ""),
      call.callee.count == 1 ? call.implicit : call.callee == ["Font", call.callee.last ?? ""],
      let size = call.arguments.first(where: { $0.label == "size" })?.value.path, size.count == 1,
      let parameter = function.parameters.first(where: { $0.name == size[0] })
    else { return nil }
    sizeLabel = parameter.label ?? "_"
    if call.callee.last == "custom" {
      guard case .string(let literal) = call.arguments.first?.value.expression, call.arguments.first?.label == nil,
        let value = literal.value, call.arguments.count == 2
      else { return nil }
      name = value
    } else {
      let weight = call.arguments.first { $0.label == "weight" }
      if let weight {
        guard case .member(let path) = weight.value.expression, path.count == 1,
          let read = FontWeight(rawValue: path[0])
        else { return nil }
        self.weight = read
      }
      guard call.arguments.count == (weight == nil ? 1 : 2) else { return nil }
    }
  }

  func font(_ arguments: [String: Double]) -> FontSpec? {
    guard let size = arguments[sizeLabel], size > 0, size < 1_000 else { return nil }
    if let name { return .custom(name: name, size: size, relativeTo: nil, scales: true) }
    return .system(size: size, weight: weight)
  }
}

/// The project's font and colour constants (`extension Font { static let fdTitle = Font.system(size: 28, weight:
/// .bold) }`, `enum Theme { static let title = Font.custom("Inter-Bold", size: 30); static let ink = Color(hex:
/// "1C1C1E") }`), keyed as references name them, and their use: a text drawn `.font(.fdTitle)` or
/// `.foregroundStyle(Theme.ink)` is drawn in that font or colour, read in another file than its declaration.
struct SwiftStyleConstants {
  private(set) var fonts: [String: SwiftFontConstant] = [:]
  private(set) var fontHelpers: [String: SwiftFontHelper] = [:]
  private(set) var colors: [String: TextColor] = [:]

  /// The constants the files declare; a key two declarations give different values is left out (which one a
  /// reference means is not known).
  init(_ files: [SwiftFileIndex]) {
    var fonts = Declared<SwiftFontConstant>()
    var helpers = Declared<SwiftFontHelper>()
    var colors = Declared<TextColor>()
    for file in files.indices {
      for type in files[file].types {
        for property in type.properties {
          let key = "\(type.name).\(property.name)"
          if let font = property.font { fonts.note(font, at: key) }
          if let color = property.color { colors.note(color, at: key) }
        }
        for function in type.functions {
          if let helper = SwiftFontHelper(function) { helpers.note(helper, at: "\(type.name).\(function.name)") }
        }
      }
    }
    self.fonts = fonts.unambiguous
    self.fontHelpers = helpers.unambiguous
    self.colors = colors.unambiguous
  }

  /// Values by key, with the keys declared twice with different values.
  private struct Declared<Value: Equatable> {
    var found: [String: Value] = [:]
    var ambiguous: Set<String> = []

    mutating func note(_ value: Value, at key: String) {
      if let existing = found[key], existing != value { ambiguous.insert(key) }
      found[key] = value
    }

    var unambiguous: [String: Value] { found.filter { !ambiguous.contains($0.key) } }
  }

  /// Every file with the texts whose unread font or colour names a known constant drawn in it.
  func resolve(_ files: inout [SwiftFileIndex]) {
    guard !fonts.isEmpty || !fontHelpers.isEmpty || !colors.isEmpty else { return }
    // Only the files that name a known constant are changed: a write to the others would copy their facts.
    for file in files.indices where files[file].facts.containsLayout(where: namesKnownConstant) {
      files[file].update { facts in facts.updateLayouts { layout, owner in resolve(&layout, owner: owner) } }
    }
  }

  private func namesKnownConstant(_ layout: SwiftViewLayout, owner: String?) -> Bool {
    layout.texts.contains { text in
      text.fontReference.map { fonts[key($0.key, owner)] != nil || fontHelpers[$0.key] != nil } == true
        || text.colorReference.map { colors[key($0, owner)] != nil } == true
    }
  }

  /// The key as the constants are declared: a member of the drawing type's own (`self.ink`) under its name.
  private func key(_ key: String, _ owner: String?) -> String {
    guard key.hasPrefix(LayoutStyleReference.ownPrefix) else { return key }
    guard let owner else { return key }
    return owner + "." + key.dropFirst(LayoutStyleReference.ownPrefix.count)
  }

  func resolve(_ layout: inout SwiftViewLayout, owner: String? = nil) {
    for position in layout.texts.indices {
      var text = layout.texts[position]
      if let reference = text.fontReference, let constant = fonts[key(reference.key, owner)] {
        text.style.font = reference.weight.map { LayoutFontReader.with($0, constant.font) } ?? constant.font
        text.style.unread.remove(.font)
        text.style.faceUnmeasured = text.style.faceUnmeasured || constant.otherDesign
        text.style.design = text.style.design ?? constant.design
        text.fontReference = nil
      } else if let reference = text.fontReference,
        let font = fontHelpers[reference.key]?.font(reference.arguments)
      {
        text.style.font = reference.weight.map { LayoutFontReader.with($0, font) } ?? font
        text.style.unread.remove(.font)
        text.fontReference = nil
      }
      if let reference = text.colorReference, let color = colors[key(reference, owner)] {
        text.style.color = color
        text.style.unread.remove(.color)
        text.colorReference = nil
      }
      layout.texts[position] = text
    }
  }
}

extension SwiftViewLayout {
  /// Whether a text names a font or colour constant not yet resolved.
  static func namesAConstant(_ layout: SwiftViewLayout) -> Bool {
    layout.texts.contains { $0.fontReference != nil || $0.colorReference != nil }
  }
}

extension SwiftFileFacts {
  /// Whether some layout the file holds (as `updateLayouts` visits them) satisfies `predicate`.
  func containsLayout(where predicate: (SwiftViewLayout, _ owner: String?) -> Bool) -> Bool {
    func holds(_ layout: SwiftViewLayout?, _ owner: String?) -> Bool { layout.map { predicate($0, owner) } == true }
    func holds(_ type: SwiftTypeDeclaration) -> Bool {
      holds(type.layout, type.name) || type.functions.contains { holds($0.layout, type.name) }
    }
    return types.contains(where: holds) || holds(globals)
      || pagers.contains { pager in
        pager.children.contains { holds($0.layout, pager.enclosingType) }
          || holds(pager.forEach?.layout, pager.enclosingType)
      }
      || (branchChains + caseSwitches).contains { chain in
        chain.branches.contains { holds($0.layout, chain.enclosingType) }
      }
  }

  /// Applies `update` to every layout the file holds: its types' and functions' bodies, its pagers' children and
  /// `ForEach` closures, and its branches.
  mutating func updateLayouts(
    where needed: (SwiftViewLayout) -> Bool = SwiftViewLayout.namesAConstant,
    _ update: (inout SwiftViewLayout, _ owner: String?) -> Void
  ) {
    func apply(_ layout: inout SwiftViewLayout?, _ owner: String?) {
      guard var value = layout, needed(value) else { return }
      update(&value, owner)
      // A layout shows a text or is none (a component call that drew no text leaves nothing).
      layout = value.texts.isEmpty ? nil : value
    }
    func apply(_ type: inout SwiftTypeDeclaration) {
      apply(&type.layout, type.name)
      for function in type.functions.indices { apply(&type.functions[function].layout, type.name) }
    }
    for type in types.indices { apply(&types[type]) }
    apply(&globals)
    for pager in pagers.indices {
      let owner = pagers[pager].enclosingType
      for child in pagers[pager].children.indices { apply(&pagers[pager].children[child].layout, owner) }
      if var forEach = pagers[pager].forEach {
        apply(&forEach.layout, owner)
        pagers[pager].forEach = forEach
      }
    }
    for chain in branchChains.indices {
      let owner = branchChains[chain].enclosingType
      for branch in branchChains[chain].branches.indices {
        apply(&branchChains[chain].branches[branch].layout, owner)
      }
    }
    for chain in caseSwitches.indices {
      let owner = caseSwitches[chain].enclosingType
      for branch in caseSwitches[chain].branches.indices {
        apply(&caseSwitches[chain].branches[branch].layout, owner)
      }
    }
  }
}
