/// The names a file reads (`page.icon`, `Image(icon)`, `"\(item.symbol)"`), as opposed to declaring or setting
/// them (`let icon: String`, `init(icon: String)`, `Page(icon: "x")`, `self.icon = icon`): a page model's image
/// field that no file reads is drawn by no view, whatever its name says.
struct SwiftReadNamesReader {
  let code: SwiftCode

  /// A list, not a set: the project makes one set of every file's names, hashing each once.
  func names() -> [String] {
    let comparing = comparingBodies()
    var read = code.identifierNames { index in
      isRead(index) && !comparing.contains { $0.contains(index) }
    }
    for index in code.indices where code.isStringLiteral(at: index) {
      guard let literal = code.tokens[index].stringLiteral, literal.hasInterpolation else { continue }
      Self.collectInterpolatedNames(literal, into: &read)
    }
    return read
  }

  /// The names an interpolation ends with where more text follows in the same string (`"\(step.imageName) \(i)"`,
  /// `"\(prefix)-dark"`): the value is the start of a longer name the code builds, not a whole name.
  func namesStartingLongerNames() -> Set<String> {
    var starts: Set<String> = []
    // By index, the category first: a copy of every token would retain its text.
    for index in code.indices where code.isStringLiteral(at: index) {
      guard let literal = code.tokens[index].stringLiteral, literal.hasInterpolation else { continue }
      Self.collectStartingNames(literal, into: &starts)
    }
    return starts.union(namesHandedToNameBuilders())
  }

  /// The names handed to a function of the file that builds a longer name from its `String` parameter (`func
  /// resolvedImageName(for base: String) -> String { base + suffix }`), directly (`resolvedImageName(for:
  /// page.imageName)`) or through a local constant (`let baseName = pages[i].imageName`): what is drawn is the name
  /// it builds.
  func namesHandedToNameBuilders() -> Set<String> {
    var handed: Set<String> = []
    for (function, label) in nameBuilders() {
      for call in code.occurrences(of: [function]) where code.isPunctuation("(", at: call + 1) {
        guard !code.isIdentifier("func", at: call - 1),
          let argument = code.arguments(inside: call + 1).first(where: { $0.label == label }),
          let last = lastName(of: argument.value)
        else { continue }
        handed.insert(localValue(of: last, before: call) ?? last)
      }
    }
    return handed
  }

  /// Each `func name(label param: String) -> String { … }` whose body starts a longer name with `param` (`param +
  /// …`, `"\(param)_dark"`): its name and the parameter's argument label (nil for `_`).
  private func nameBuilders() -> [(function: String, label: String?)] {
    var builders: [(String, String?)] = []
    for keyword in code.occurrences(of: ["func"]) {
      guard let name = code.identifierName(at: keyword + 1), code.isPunctuation("(", at: keyword + 2),
        let close = code.partner(of: keyword + 2), code.isOperator("->", at: close + 1),
        code.isIdentifier("String", at: close + 2), code.isPunctuation("{", at: close + 3),
        let end = code.partner(of: close + 3)
      else { continue }
      for parameter in stringParameters(inside: keyword + 2, close: close)
      where startsLongerName(parameter.name, in: (close + 4)..<end) {
        builders.append((name, parameter.label))
      }
    }
    return builders
  }

  /// `for base: String`, `_ base: String`, `base: String` between `open` and `close`: labels and names.
  private func stringParameters(inside open: Int, close: Int) -> [(label: String?, name: String)] {
    var found: [(String?, String)] = []
    var start = open + 1
    while start < close {
      var end = start
      while end < close, !code.isPunctuation(",", at: end) { end = code.skippingGroup(at: end) }
      let names = (start..<end).prefix { !code.isPunctuation(":", at: $0) }.compactMap { code.identifierName(at: $0) }
      let isString = (start..<end).contains { code.isIdentifier("String", at: $0) }
      if isString, let name = names.last, names.count <= 2 {
        let label = names.count == 2 ? names[0] : name
        found.append((label == "_" ? nil : label, name))
      }
      start = end + 1
    }
    return found
  }

  /// Whether `name` starts a longer string in `body`: `name + …` or an interpolation of it followed by more text.
  private func startsLongerName(_ name: String, in body: Range<Int>) -> Bool {
    for index in body {
      if code.isIdentifier(name, at: index), code.isOperator("+", at: index + 1),
        !code.isPunctuation(".", at: index - 1)
      {
        return true
      }
      guard code.isStringLiteral(at: index), case .stringLiteral(let literal)? = code.token(at: index)?.kind,
        literal.hasInterpolation
      else { continue }
      var starts: Set<String> = []
      Self.collectStartingNames(literal, into: &starts)
      if starts.contains(name) { return true }
    }
    return false
  }

  /// The last name of a path argument (`imageName` of `pages[i].imageName`, `baseName`); nil for anything else.
  private func lastName(of value: Range<Int>) -> String? {
    guard let chain = SwiftChain(value, in: code), chain.segments.allSatisfy({ !$0.isCalled }) else { return nil }
    return chain.segments.last?.name
  }

  /// What a local constant named `name` declared before `index` holds, as its path's last name (`imageName` of
  /// `let baseName = pages[i].imageName`).
  private func localValue(of name: String, before index: Int) -> String? {
    let declaration = code.lastTopLevel(
      before: index, limit: 400, stoppingAt: { _ in false },
      where: {
        code.isIdentifier(name, at: $0) && code.isOperator("=", at: $0 + 1) && code.isIdentifier("let", at: $0 - 1)
      })
    guard let declaration else { return nil }
    // The value's tokens on the declaration's line: a path, with subscripts.
    let start = declaration + 2
    guard let line = code.token(at: start)?.position.line else { return nil }
    var end = start
    while end < min(start + 16, code.tokens.count), code.tokens[end].position.line == line {
      end = code.isPunctuation("[", at: end) ? code.skippingGroup(at: end) : end + 1
    }
    return end > start ? lastName(of: start..<end) : nil
  }

  private static func collectStartingNames(_ literal: SwiftStringLiteral, into starts: inout Set<String>) {
    for (position, segment) in literal.segments.enumerated() {
      guard case .interpolation(let tokens) = segment else { continue }
      for token in tokens { if let nested = token.stringLiteral { collectStartingNames(nested, into: &starts) } }
      let followed = literal.segments[(position + 1)...].contains { following in
        if case .text(let text) = following { return !text.isEmpty }
        return true
      }
      guard followed, let last = tokens.last?.identifierName else { continue }
      starts.insert(last)
    }
  }

  /// The bodies of `hash(into:)` and `==`: they hash and compare every field of a type, which shows none of them.
  private func comparingBodies() -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    for index in code.occurrences(of: ["func"]) {
      guard code.isIdentifier("hash", at: index + 1) || code.isOperator("==", at: index + 1) else { continue }
      var open = index + 2
      while open < code.tokens.count, !code.isPunctuation("{", at: open) { open = code.skippingGroup(at: open) }
      if open < code.tokens.count { bodies.append(open..<code.skippingGroup(at: open)) }
    }
    return bodies
  }

  /// Whether the identifier at `index` is read there.
  private func isRead(_ index: Int) -> Bool {
    let previous = code.identifierName(at: index - 1)
    if previous == "let" || previous == "var" || previous == "case" || previous == "func" { return false }
    // A label or a parameter: `Page(icon: "x")`, `init(icon: String)`, `(title: String, icon: String)`.
    if code.isPunctuation(":", at: index + 1),
      code.isPunctuation("(", at: index - 1) || code.isPunctuation(",", at: index - 1)
    {
      return false
    }
    // Set, not read: `icon = x`, `page.icon = x`.
    if code.isOperator("=", at: index + 1) { return false }
    // The initializer's copy `self.icon = icon`: the parameter of the same name, not the field.
    if code.isOperator("=", at: index - 1), let name = code.identifierName(at: index),
      code.identifierName(at: index - 2) == name, code.isPunctuation(".", at: index - 3)
    {
      return false
    }
    return true
  }

  /// The names in the interpolations of `literal` (and of literals nested in them): all read.
  private static func collectInterpolatedNames(_ literal: SwiftStringLiteral, into read: inout [String]) {
    for segment in literal.segments {
      guard case .interpolation(let tokens) = segment else { continue }
      for token in tokens {
        if token.kind == .identifier, let name = token.identifierName { read.append(name) }
        if let nested = token.stringLiteral { collectInterpolatedNames(nested, into: &read) }
      }
    }
  }
}
