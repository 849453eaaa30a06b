/// The texts the app's own components draw (`SwiftComponentCall`): a call of a view (`Header(title: page.title)`), a
/// type's static function (`Typography.title(step.title)`) or the view's own function (`stepHeader(title: "Plan")`)
/// is replaced, in its caller's layout, by the callee's texts that show a parameter the call hands a literal or a
/// name: the callee's style, at the call's place. A component declared twice, a text of it that shows anything
/// else, and a component's own component calls (one level is read) add nothing.
struct SwiftComponentTexts {
  /// A component: its layout and its parameters in order (a view's first initializer's, or its stored
  /// properties as its memberwise initializer takes them).
  private struct Component {
    var layout: SwiftViewLayout
    var parameters: [(label: String?, name: String)]
  }

  /// Views by name, functions by `Type.name`; a key declared twice is left out.
  private var components: [String: Component] = [:]

  init(_ files: [SwiftFileIndex]) {
    var found: [String: Component] = [:]
    var twice: Set<String> = []
    func note(_ component: Component, at key: String) {
      if found[key] != nil { twice.insert(key) }
      found[key] = component
    }
    for file in files {
      for type in file.types + [file.globals] {
        if let layout = type.layout, !layout.texts.isEmpty, type.kind == .struct || type.kind == .class {
          // Its initializer's parameters, as they name the properties its texts show; else the memberwise one's.
          let stored = type.properties.filter { $0.isStored && $0.value == nil && !$0.isStatic }
          let initializer: [(label: String?, name: String)]? = type.initializers.first?.map { ($0.label, $0.name) }
          let parameters = initializer ?? stored.map { ($0.name, $0.name) }
          note(Component(layout: layout, parameters: parameters), at: type.name)
        }
        for function in type.functions {
          guard let layout = function.layout, !layout.texts.isEmpty else { continue }
          let parameters = function.parameters.map { ($0.label, $0.name) }
          note(Component(layout: layout, parameters: parameters), at: "\(type.name).\(function.name)")
        }
      }
    }
    components = found.filter { !twice.contains($0.key) }
  }

  /// Every file's layouts with their component calls replaced by the texts the components draw.
  func expand(_ files: inout [SwiftFileIndex]) {
    guard !components.isEmpty else { return }
    for file in files.indices where files[file].facts.containsLayout(where: { layout, _ in !layout.components.isEmpty })
    {
      files[file].update { facts in
        facts.updateLayouts(where: { !$0.components.isEmpty }) { layout, owner in expand(&layout, owner: owner) }
      }
    }
  }

  func expand(_ layout: inout SwiftViewLayout, owner: String?) {
    var order: [SwiftLayoutItem] = []
    for item in layout.order {
      guard case .component(let position) = item else {
        order.append(item)
        continue
      }
      for text in texts(of: layout.components[position], owner: owner)
      where layout.texts.count < SwiftViewLayout.maximumTexts {
        order.append(.text(layout.texts.count))
        layout.texts.append(text)
      }
    }
    layout.order = order
    layout.components = []
  }

  /// The texts `call`'s component draws of what the call hands it.
  private func texts(of call: SwiftComponentCall, owner: String?) -> [SwiftLaidOutText] {
    let key: String?
    switch call.callee.count {
    case 2: key = call.callee.joined(separator: ".")
    case 1 where call.callee[0].startsUppercase: key = call.callee[0]
    case 1: key = owner.map { "\($0).\(call.callee[0])" }
    default: key = nil
    }
    guard let key, let component = components[key], let given = Self.arguments(call, for: component.parameters)
    else { return [] }
    return component.layout.texts.compactMap { text in
      guard text.shows.count == 1, let argument = given[text.shows[0]], argument.mayBeText else { return nil }
      var shown = text
      shown.shows = argument.shows
      shown.showsLocation = argument.location
      shown.literal = argument.literal
      shown.block = call.block
      shown.style.leadingInset += call.leadingInset
      shown.style.trailingInset += call.trailingInset
      return shown
    }
  }

  /// The argument each parameter takes, matched in order by label (a parameter the call leaves out has a
  /// default); nil where the call's arguments do not fit the parameters.
  private static func arguments(
    _ call: SwiftComponentCall, for parameters: [(label: String?, name: String)]
  ) -> [String: SwiftComponentCall.Argument]? {
    var given: [String: SwiftComponentCall.Argument] = [:]
    var next = call.arguments.startIndex
    for parameter in parameters where next < call.arguments.endIndex {
      let label = parameter.label == "_" ? nil : parameter.label
      guard call.arguments[next].label == label else { continue }
      given[parameter.name] = call.arguments[next]
      next += 1
    }
    return next == call.arguments.endIndex ? given : nil
  }
}
