/// Turns the layout of the view that draws a flow's pages into their `PageView`: which of its texts shows the
/// page's title and which its description. A text shows a field of the page when it names a member of the page
/// model (`Text(page.title)`, where `page` is the view's property of the model type or the `ForEach` closure's
/// parameter), a property the view is built with (`Text(title)` of `PageView(title: …)`), or is the literal the
/// page's field was read from.
struct PageViewResolver {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  /// For pages kept as parallel arrays, the type that holds them: `Text(OnboardingContent.titles[page])` shows
  /// a page's title.
  var columnOwner: String? = nil
  /// The parallel arrays' names with the field each holds: `Text(appIntroTexts[index])` in the owner's own body
  /// shows the title where the recogniser read that array as the titles.
  var columnRoles: [String: PageVocabulary.Role] = [:]

  /// What a layout's texts may name.
  struct Names {
    /// Names of the page model's value (`page`, `item`, `step`).
    var model: Set<String> = []
    /// Paths of the page model's values through another value (`deck.slides` of `Text(deck.slides[i].title)`).
    var modelPaths: Set<[String]> = []
    /// Stored properties of the view that may hold a text themselves (`title`, `subtitleText`).
    var viewProperties: Set<String> = []
    /// The parameters of a view function called for the page whose arguments are its fields (`titleText` of
    /// `slide(titleText: "…")`), with the field each shows.
    var bound: [String: PageVocabulary.Role] = [:]
    /// Members of the page model whose role the view's use decides (`headline`, the card's only text under the
    /// title, is its description).
    var memberRoles: [String: PageVocabulary.Role] = [:]
  }

  /// A text field of the page model the view never names is not the page's description: the field it shows in
  /// a `Text` beside the title is. Only where the view shows the page's title through the model, so the view is
  /// known to draw this model's fields. `texts` are the page's labelled string arguments.
  func assignShownDescription(
    _ page: inout Page, layout: SwiftViewLayout, names: inout Names, texts: [String: Field<String>]
  ) {
    guard let description = page.description,
      let descriptionLabel = texts.first(where: { $0.value.location == description.location })?.key,
      !layout.memberNames.contains(descriptionLabel),
      let title = page.title,
      let titleLabel = texts.first(where: { $0.value.location == title.location })?.key
    else { return }
    let shown = layout.texts.compactMap { text in
      text.shows.count == 2 && names.model.contains(text.shows[0]) ? text.shows[1] : nil
    }
    guard shown.contains(titleLabel) else { return }
    let candidate = shown.first { $0 != titleLabel && texts[$0] != nil }
    page.description = candidate.flatMap { texts[$0] }
    if let candidate { names.memberRoles[candidate] = .description }
  }

  /// A title field the view never names, where it shows other fields of the page in `Text`s (`Text(item.content)`
  /// beside `Image(item.image)`, no `item.title` anywhere in its body): the user never sees that title, so no title
  /// rule judges it (an editor's label such as "Feature 1" in the model, not the page's heading).
  func dropUnshownTitle(
    _ page: inout Page, layout: SwiftViewLayout, names: Names, texts: [String: Field<String>]
  ) {
    guard let title = page.title,
      let titleLabel = texts.first(where: { $0.value.location == title.location })?.key,
      !layout.memberNames.contains(titleLabel)
    else { return }
    let shown = layout.texts.compactMap { text in
      text.shows.count == 2 && names.model.contains(text.shows[0]) ? text.shows[1] : nil
    }
    guard shown.contains(where: { texts[$0] != nil }) else { return }
    page.title = nil
  }

  /// The names a view type's body may use for the page: its stored properties of the model type, the names its
  /// body binds to an element of a collection, and the stored properties its callers give it (no initial value)
  /// as texts it is given.
  func names(ofView viewType: String, modelType: String?) -> Names {
    var names = Names()
    for property in index.properties(of: viewType) where property.isStored && property.value == nil {
      names.viewProperties.insert(property.name)
      if let modelType, let typeName = property.typeName, SwiftProjectIndex.bareType(typeName) == modelType {
        names.model.insert(property.name)
      }
    }
    // A page view given the page's position binds the page itself (`let page = tutorialPages[index]`).
    names.model.formUnion(index.layout(ofView: viewType)?.elementBindings.keys.map { $0 } ?? [])
    return names
  }

  func pageView(_ layout: SwiftViewLayout, viewType: String?, names: Names, page: Page) -> PageView {
    var view = PageView(viewType: viewType, location: layout.location)
    let title = layout.texts.firstIndex { role(of: $0, names: names, page: page) == .title }
    let description = layout.texts.firstIndex { role(of: $0, names: names, page: page) == .description }
    view.title = title.map { layout.texts[$0].style }
    view.description = description.map { layout.texts[$0].style }
    view.background = layout.background
    view.fill = layout.fill
    view.icon = layout.icon
    view.buttonLabels = layout.buttonLabels
    if let block = (title ?? description).flatMap({ layout.texts[$0].block }) { view.textBlock = layout.blocks[block] }
    for item in layout.order {
      let element: PageElement?
      switch item {
      case .text(let position): element = position == title ? .title : position == description ? .description : nil
      case .icon: element = .icon
      case .indicator: element = .indicator
      case .buttons: element = .buttons
      case .component: element = nil
      }
      if let element, !view.order.contains(element) { view.order.append(element) }
    }
    return view
  }

  private func role(of text: SwiftLaidOutText, names: Names, page: Page) -> PageVocabulary.Role? {
    if let title = page.title, title.location == text.showsLocation { return .title }
    if let description = page.description, description.location == text.showsLocation { return .description }
    // A view of one page that repeats its text (`Text("Welcome")` where the page's enum case says "Welcome").
    if let literal = text.literal, !literal.isEmpty {
      if literal == page.title?.literal { return .title }
      if literal == page.description?.literal { return .description }
    }
    if let column = text.shows.last, let role = columnRoles[column],
      text.shows.count == 1 || (text.shows.count == 2 && text.shows[0] == columnOwner)
    {
      return role
    }
    if let owner = columnOwner, text.shows.count == 2, text.shows[0] == owner,
      let singular = ParallelArraysRecogniser.singular(text.shows[1])
    {
      return inference.role(of: singular, typeName: nil)
    }
    if text.shows.count == 1, let role = names.bound[text.shows[0]] { return role }
    let shown: String
    switch text.shows.count {
    case 3... where names.modelPaths.contains(Array(text.shows.dropLast())):
      shown = text.shows[text.shows.count - 1]
    case 2 where names.model.contains(text.shows[0]):
      if let role = names.memberRoles[text.shows[1]] { return role }
      shown = text.shows[1]
    case 1 where names.viewProperties.contains(text.shows[0]): shown = text.shows[0]
    default: return nil
    }
    return inference.role(of: shown, typeName: nil)
  }

}
