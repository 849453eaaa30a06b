/// The data a screen lists as rows, not as pages: `ForEach(features)` directly inside a vertical stack, a `List`,
/// a `Form`, a `Section`, a grid or a `Picker`'s or `Menu`'s options, `List(features) { … }` — the feature rows of a welcome screen, not its
/// pages — and data mapped into table or collection rows (`steps().map { CVRow(…) }`); an enum's cases listed so (`ForEach(Plan.allCases)`) are the enum's. Horizontal stacks are left out: a `ScrollView(.horizontal) { LazyHStack { ForEach … } }` may page.
struct SwiftRowListReader {
  let code: SwiftCode

  static let rowContainers: Set<String> = [
    "VStack", "LazyVStack", "List", "Form", "Section", "LazyVGrid", "Grid", "OutlineGroup", "Picker", "Menu",
  ]
  /// How far back the reader looks for the `{` a `ForEach` is in, in sibling groups: a hostile file of
  /// thousands of sibling `ForEach`es must not cost their number squared.
  static let maximumStepsBack = 256

  /// The last names of the data listed as rows (`features` of `ForEach(model.features)`).
  func listedData() -> Set<String> {
    var listed: Set<String> = []
    for index in code.occurrences(of: ["ForEach"]) {
      guard let container = container(around: index), Self.rowContainers.contains(container),
        let name = firstArgumentName(ofCallAt: index)
      else { continue }
      listed.insert(name)
    }
    for index in code.occurrences(of: ["List"]) {
      guard let close = code.callClose(at: index), code.isPunctuation("{", at: close + 1),
        let name = firstArgumentName(ofCallAt: index)
      else { continue }
      listed.insert(name)
    }
    for index in code.occurrences(of: ["map"]) {
      if let name = mappedIntoRows(at: index) { listed.insert(name) }
    }
    return listed
  }

  /// The last names of the data whose rows lead to a screen of their own: `ForEach(destinations) { item in
  /// NavigationLink(destination: DetailView(destination: item)) { … } }`, or `List(destinations) { … }` so. Items a
  /// user browses and opens are the app's content (places, recipes, articles), never the pages of an onboarding.
  func browsedData() -> Set<String> {
    var browsed: Set<String> = []
    for index in code.occurrences(of: ["ForEach", "List"]) {
      guard let close = code.callClose(at: index), code.isPunctuation("{", at: close + 1),
        let end = code.partner(of: close + 1), let name = firstArgumentName(ofCallAt: index),
        ((close + 2)..<end).contains(where: { code.isIdentifier("NavigationLink", at: $0) })
      else { continue }
      browsed.insert(name)
    }
    return browsed
  }

  /// `steps` of `steps().enumerated().map { … CVRow(title: $1.title) … }` or `items.map { ItemCell(…) }`: data a
  /// screen turns into table or collection rows, one screen's rows.
  private func mappedIntoRows(at index: Int) -> String? {
    guard code.isPunctuation(".", at: index - 1), code.isPunctuation("{", at: index + 1),
      let close = code.partner(of: index + 1)
    else { return nil }
    var end = index - 1
    // `.enumerated()` before `.map`.
    if code.isPunctuation(")", at: end - 1), code.isPunctuation("(", at: end - 2),
      code.isIdentifier("enumerated", at: end - 3), code.isPunctuation(".", at: end - 4)
    {
      end -= 4
    }
    // `steps()` or `steps`.
    if code.isPunctuation(")", at: end - 1), code.isPunctuation("(", at: end - 2) { end -= 2 }
    guard let name = code.identifierName(at: end - 1) else { return nil }
    let buildsRows = ((index + 2)..<close).contains { position in
      guard let built = code.identifierName(at: position), built.hasSuffix("Row") || built.hasSuffix("Cell") else {
        return false
      }
      return code.isPunctuation("(", at: position + 1) || code.isPunctuation(".", at: position + 1)
    }
    return buildsRows ? name : nil
  }

  /// `features` of `ForEach(features, id: \.self)`, `ForEach(vm.features)`, the enum `Plan` of
  /// `ForEach(Plan.allCases)`; nil for a range or a literal.
  private func firstArgumentName(ofCallAt index: Int) -> String? {
    guard code.callClose(at: index) != nil, let first = code.arguments(inside: index + 1).first, first.label == nil
    else { return nil }
    var value = first.value
    // `Array(Self.connections.prefix(3))`: the data inside the wrapper.
    if code.isIdentifier("Array", at: value.lowerBound), code.isPunctuation("(", at: value.lowerBound + 1),
      let close = code.partner(of: value.lowerBound + 1)
    {
      value = (value.lowerBound + 2)..<close
    }
    // `0..<options.count`, `0...(options.count - 1)`: a range over the data's positions lists the data.
    if let count = value.first(where: { code.isIdentifier("count", at: $0) && code.isPunctuation(".", at: $0 - 1) }),
      code.token(at: value.lowerBound)?.integerValue != nil, let data = code.identifierName(at: count - 2)
    {
      return data
    }
    let names = code.dottedNames(in: value).filter { !Self.slicingNames.contains($0) }
    if names.count >= 2, names.last == "allCases" { return names[names.count - 2] }
    return names.last
  }

  /// Members that take part of a collection or its order: `connections.prefix(3)` lists `connections`.
  private static let slicingNames: Set<String> = [
    "Self", "prefix", "suffix", "dropFirst", "dropLast", "reversed", "enumerated", "indices",
  ]

  /// The view whose trailing closure holds the token at `index`: `VStack` of `VStack(spacing: 8) { … ForEach … }`.
  private func container(around index: Int) -> String? {
    var position = index - 1
    for _ in 0..<Self.maximumStepsBack {
      guard position >= 0 else { return nil }
      if code.isPunctuation("}", at: position) || code.isPunctuation(")", at: position)
        || code.isPunctuation("]", at: position)
      {
        guard let open = code.opener(of: position) else { return nil }
        position = open - 1
        continue
      }
      if code.isPunctuation("{", at: position) { return viewName(before: position) }
      if code.isPunctuation("(", at: position) || code.isPunctuation("[", at: position) { return nil }
      position -= 1
    }
    return nil
  }

  /// `VStack` of `VStack {` or `VStack(spacing: 8) {`.
  private func viewName(before open: Int) -> String? {
    if let name = code.identifierName(at: open - 1) { return name }
    guard code.isPunctuation(")", at: open - 1), let call = code.opener(of: open - 1) else { return nil }
    return code.identifierName(at: call - 1)
  }
}

extension SwiftCode {
  /// The identifiers of a dotted expression, ignoring calls' parentheses: `model.pages.indices` → `model`,
  /// `pages`, `indices`.
  func dottedNames(in range: Range<Int>) -> [String] {
    var result: [String] = []
    var index = range.lowerBound
    while index < range.upperBound {
      if let name = identifierName(at: index) {
        result.append(name.hasPrefix("$") ? String(name.dropFirst()) : name)
      } else if !isPunctuation(".", at: index) && !isPunctuation("(", at: index) {
        break
      }
      index = isPunctuation("(", at: index) ? skippingGroup(at: index) : index + 1
    }
    return result.filter { $0 != "self" }
  }
}
