/// Follows the call a `TabView` child is built by to what it shows: a view type named in lower case
/// (`aboutPage(title: "…")` of `struct aboutPage: View`), a function of the pager's view that builds a page
/// from its parameters (`slide(image: …, titleText: "…", bodyText: "…")` whose body shows `Text(titleText)`), or a
/// view type whose body shows the properties it is built with. The call's arguments are bound to the parameters
/// (or, for a view type, to the stored properties of the same name), so the page's fields are the arguments the
/// body shows, read where the call is written.
struct PageCallReader {
  let index: SwiftProjectIndex
  let file: SwiftFileIndex
  /// The type whose body holds the pager: where its view functions are declared.
  let enclosingType: String?

  /// What a page shows of the arguments it is built with: its texts in the order the body shows them (with the
  /// size the body draws each at), its images, and each bound name's role on the page.
  struct Bound {
    var texts: [PageFieldReader.ShownText] = []
    var images: [SwiftNode] = []
    /// The name each text came from (a parameter, a property), parallel to `texts`.
    var names: [String] = []
    /// How the body draws the page.
    var layout: SwiftViewLayout?

    /// The names of the texts the page reads as its title and description, for its page view.
    func roles() -> [String: PageVocabulary.Role] {
      guard let title = PageFieldReader.heading(texts) else { return [:] }
      var roles = [names[title]: PageVocabulary.Role.title]
      if title + 1 < names.count { roles[names[title + 1]] = .description }
      return roles
    }
  }

  /// The child, with a view type the project declares in lower case (`aboutPage(…)`) read as its view type.
  func resolved(_ child: SwiftPagerChild) -> SwiftPagerChild {
    guard child.viewType == nil, let callee = child.callee, function(named: callee) == nil,
      index.declaration(of: callee) != nil, index.inherited(by: callee).contains("View")
    else { return child }
    var child = child
    child.viewType = callee
    child.callee = nil
    return child
  }

  /// The view function the child calls, with what its arguments show; nil when the child calls none the tool can
  /// bind (no such function of the view or file, or arguments its parameters do not take) or its body shows none
  /// of them (`Text(item.title)` of a model it is given).
  func functionContent(of child: SwiftPagerChild) -> Bound? {
    guard child.viewType == nil, let callee = child.callee else { return nil }
    for function in functions(named: callee) {
      guard let shown = function.shown, let bound = Self.bind(child.arguments, to: function.parameters) else {
        continue
      }
      let content = content(shown, layout: function.layout, arguments: bound)
      return content.texts.isEmpty && content.images.isEmpty ? nil : content
    }
    return nil
  }

  /// What a view type's body shows of the properties the child gives it by label (`Card(caption: "…")` whose body
  /// shows `Text(caption)`); nil when it shows none of them.
  func viewContent(of child: SwiftPagerChild) -> Bound? {
    guard let viewType = child.viewType, let declaration = index.declaration(of: viewType),
      let shown = declaration.shown
    else { return nil }
    var arguments: [String: SwiftNode] = [:]
    for argument in child.arguments {
      if let label = argument.label { arguments[label] = argument.value }
    }
    let bound = content(shown, layout: declaration.layout, arguments: arguments)
    return bound.texts.isEmpty ? nil : bound
  }

  /// The texts and images of `shown` that name a bound argument, each replaced by the argument. A literal the body
  /// writes itself is the same on every page built by the call: chrome, not a page's field.
  private func content(_ shown: SwiftShownContent, layout: SwiftViewLayout?, arguments: [String: SwiftNode]) -> Bound {
    var bound = Bound(layout: layout)
    for node in shown.textArguments {
      guard let name = node.path?.first, node.path?.count == 1, let argument = arguments[name],
        !bound.names.contains(name)
      else { continue }
      bound.texts.append(PageFieldReader.shown(argument, as: node, in: layout))
      bound.names.append(name)
    }
    for image in shown.images {
      guard var call = image.call, let first = call.arguments.first, let name = first.value.path?.first,
        first.value.path?.count == 1, let argument = arguments[name]
      else { continue }
      call.arguments[0].value = argument
      bound.images.append(SwiftNode(expression: .call(call), location: argument.location, excerpt: argument.excerpt))
    }
    return bound
  }

  /// Each argument bound to the name of the parameter that takes it, in order (parameters with a default value may
  /// be left out); nil when an argument fits no parameter.
  static func bind(_ arguments: [SwiftArgumentNode], to parameters: [SwiftParameter]) -> [String: SwiftNode]? {
    var bound: [String: SwiftNode] = [:]
    var next = parameters.startIndex
    for argument in arguments {
      guard let position = parameters[next...].firstIndex(where: { $0.label == argument.label }) else { return nil }
      bound[parameters[position].name] = argument.value
      next = position + 1
    }
    return bound
  }

  /// The view-building functions named `name` of the pager's type (and its extensions), else of the file's scope.
  private func functions(named name: String) -> [SwiftFunctionDeclaration] {
    let own = enclosingType.map { index.functions(of: $0) } ?? []
    let candidates = own.filter { $0.name == name && $0.shown != nil }
    return candidates.isEmpty ? file.globals.functions.filter { $0.name == name && $0.shown != nil } : candidates
  }

  private func function(named name: String) -> SwiftFunctionDeclaration? {
    functions(named: name).first
  }
}
