/// What a view's `body` (or a branch, or a pager's inline child) shows: its first `Text` literals, its `Image`
/// calls and the app's own view types it builds.
struct SwiftShownContentReader {
  let code: SwiftCode
  let expressions: SwiftExpressionReader

  /// Text literals of `Text("…")` (and `Text(String(localized: "…"))`), `Image` calls and the app's own view
  /// types called, in order, at most four of each (eight view types); and every `Text`'s literal or bare name.
  /// The texts and images of a `ForEach` are its rows (a checklist, a feature list), not the view's own title or
  /// picture; the view types it builds are still counted.
  func content(in range: Range<Int>) -> SwiftShownContent {
    var shown = SwiftShownContent()
    var index = range.lowerBound
    var rowsEnd = range.lowerBound
    let rowHelpers = repeatedHelpers(in: range)
    while index < range.upperBound {
      guard let name = code.identifierName(at: index),
        code.isPunctuation("(", at: index + 1) || code.isPunctuation("{", at: index + 1)
      else {
        index += 1
        continue
      }
      let isModifier = code.isPunctuation(".", at: index - 1)
      // `summaryRow(icon: …, value: Text(plan))` called for each row: what it is given are the rows' parts.
      if !isModifier, !rowHelpers.isEmpty, rowHelpers.contains(name) {
        index = end(ofCallAt: index)
        continue
      }
      let skipped =
        isModifier
        ? SwiftUIVocabulary.overlayModifiers.contains(name) || SwiftUIVocabulary.spokenModifiers.contains(name)
        : SwiftUIVocabulary.isControl(name)
      if skipped {
        index = end(ofCallAt: index)
        continue
      }
      guard !isModifier else {
        index += 1
        continue
      }
      if name == "ForEach" { rowsEnd = max(rowsEnd, end(ofCallAt: index)) }
      let isRow = index < rowsEnd
      if isRow, name == "Text" || name == "Image" || name == "UIImage" {
        index += 1
        continue
      }
      if name == "HStack", let line = oneLineOfTexts(inStackAt: index) {
        record(line, in: &shown)
        index = end(ofCallAt: index)
        continue
      }
      // `Text("Start by adding a new ") + Text("ITEM").bold()`: one text, set in parts.
      if name == "Text", code.isOperator("+", at: index - 1) {
        index += 1
        continue
      }
      if name == "Text", let joined = concatenatedText(at: index) {
        if !isFinePrint(textAt: index) { record(joined.node, in: &shown) }
        index = joined.end
        continue
      }
      if name == "Text" {
        if let first = code.arguments(inside: index + 1).first, first.label == nil, !isFinePrint(textAt: index),
          !readsAnOptionalBinding(first.value, at: index, within: range)
        {
          record(expressions.node(first.value), in: &shown)
        }
      } else if name == "Image" || name == "UIImage", shown.images.count < 4, let close = code.callClose(at: index) {
        shown.images.append(expressions.node(index..<(close + 1)))
      } else if shown.viewTypes.count < 8, name.startsUppercase, !SwiftUIVocabulary.builtInViews.contains(name) {
        shown.viewTypes.append(name)
        if code.isPunctuation("(", at: index + 1) { recordLiteralArguments(ofCallAt: index, to: name, in: &shown) }
      }
      index += 1
    }
    return shown
  }

  /// `if let goal = profile.goal { Text("Goal: \\(goal.title)") }`: a text that reads a name an enclosing `if let`
  /// binds shows the user's data where there is any, not the page's copy.
  private func readsAnOptionalBinding(_ value: Range<Int>, at text: Int, within range: Range<Int>) -> Bool {
    // The names the text reads first: most texts are plain literals, which read none, so the blocks around them
    // are not walked.
    var read: Set<String> = []
    for position in value {
      if let name = code.identifierName(at: position) { read.insert(name) }
      guard code.isStringLiteral(at: position), let literal = code.token(at: position)?.stringLiteral else { continue }
      for case .interpolation(let tokens) in literal.segments {
        for token in tokens where token.kind == .identifier { read.insert(token.text) }
      }
    }
    guard !read.isEmpty else { return false }
    for opener in code.enclosingBlockOpeners(of: text, levels: 4, limit: 200) where opener >= range.lowerBound {
      if optionalBindings(before: opener).contains(where: read.contains) { return true }
    }
    return false
  }

  /// The names `if let name = …` or `if let name` binds in the condition that opens the block at `opener`.
  private func optionalBindings(before opener: Int) -> [String] {
    guard
      let keyword = code.lastTopLevel(
        before: opener, limit: 40,
        stoppingAt: { code.isPunctuation("{", at: $0) || code.isPunctuation("}", at: $0) },
        where: { code.isIdentifier("if", at: $0) })
    else { return [] }
    return (keyword..<opener).compactMap { position in
      guard code.isIdentifier("let", at: position) || code.isIdentifier("var", at: position) else { return nil }
      return code.identifierName(at: position + 1)
    }
  }

  /// `HStack(spacing: 0) { Text("To "); Text("2.2 billion").bold(); Text(" people,") }`: a line of text set in
  /// parts, read as the one text it shows ("To 2.2 billion people,"), not as fragments with stray spaces. Nil unless
  /// the stack holds only `Text`s of plain literals, two or more.
  private func oneLineOfTexts(inStackAt index: Int) -> SwiftNode? {
    var open = index + 1
    if code.isPunctuation("(", at: open) { open = code.skippingGroup(at: open) }
    guard code.isPunctuation("{", at: open), let close = code.partner(of: open) else { return nil }
    var parts: [String] = []
    var firstLiteral: Int?
    var position = open + 1
    while position < close {
      if code.isPunctuation("(", at: position) || code.isPunctuation("[", at: position)
        || code.isPunctuation("{", at: position)
      {
        position = code.skippingGroup(at: position)
        continue
      }
      if let name = code.identifierName(at: position), !code.isPunctuation(".", at: position - 1),
        code.isPunctuation("(", at: position + 1) || code.isPunctuation("{", at: position + 1)
      {
        guard name == "Text", let first = code.arguments(inside: position + 1).first, first.label == nil,
          first.value.count == 1, let literal = code.tokens[first.value.lowerBound].stringLiteral,
          !literal.hasInterpolation, let text = literal.value
        else { return nil }
        parts.append(text)
        firstLiteral = firstLiteral ?? first.value.lowerBound
      }
      position += 1
    }
    guard parts.count >= 2 else { return nil }
    let joined = parts.dropFirst().reduce(parts[0]) { line, part in
      let touching = line.last?.isWhitespace == true || part.first?.isWhitespace == true
      return line + (touching ? "" : " ") + part
    }
    let literal = SwiftStringLiteral(segments: [.text(joined)], isMultiline: false, rawDelimiterCount: 0)
    // At the first part's literal: the line is set as its first part is (its font tells a heading from body text).
    return SwiftNode(
      expression: .string(literal), location: code.location(of: firstLiteral ?? index),
      excerpt: code.excerpt(index..<(close + 1)))
  }

  /// `Text("Start by adding a new ") + Text("ITEM").fontWeight(.black)`: texts joined with `+` are one text, read
  /// as the parts' literals joined as written ("Start by adding a new ITEM"), at the first part's literal; where a
  /// part is not a plain literal, the whole is a text the tool does not read. Nil unless a `+` and another `Text`
  /// follow the call at `index` (and its modifiers). `end` is the index after the last part.
  private func concatenatedText(at index: Int) -> (node: SwiftNode, end: Int)? {
    var parts: [Int] = [index]
    var position = index
    while parts.count < 16, let close = code.callClose(at: position) {
      // The part's own modifiers: `.fontWeight(.black)`, `.bold()`, `.foregroundColor(.green)`.
      let next = code.modifierChainEnd(after: close, trailingClosures: false)
      guard code.isOperator("+", at: next), code.isIdentifier("Text", at: next + 1),
        code.isPunctuation("(", at: next + 2)
      else {
        guard parts.count >= 2 else { return nil }
        return (joinedNode(parts, through: next), next)
      }
      parts.append(next + 1)
      position = next + 1
    }
    return nil
  }

  /// The text the `Text` calls at `parts` show together: their literals joined, or a text not read.
  private func joinedNode(_ parts: [Int], through end: Int) -> SwiftNode {
    var joined = ""
    var literals = true
    for part in parts {
      guard let first = code.arguments(inside: part + 1).first, first.label == nil, first.value.count == 1,
        let literal = code.tokens[first.value.lowerBound].stringLiteral, !literal.hasInterpolation,
        let text = literal.value
      else {
        literals = false
        break
      }
      joined += text
    }
    let start = code.arguments(inside: parts[0] + 1).first?.value.lowerBound ?? parts[0]
    let excerpt = code.excerpt(parts[0]..<end)
    guard literals else { return SwiftNode(expression: .other, location: code.location(of: start), excerpt: excerpt) }
    let literal = SwiftStringLiteral(segments: [.text(joined)], isMultiline: false, rawDelimiterCount: 0)
    return SwiftNode(expression: .string(literal), location: code.location(of: start), excerpt: excerpt)
  }

  /// Functions of the view named in lower case that the range calls twice or more (`summaryRow(…)` per row of a
  /// summary): each call draws a row, so the texts they are given are no page's title or text.
  private func repeatedHelpers(in range: Range<Int>) -> Set<String> {
    var counts: [String: Int] = [:]
    // Asked of every token of every body: the cheap token checks before the name's first letter.
    for index in range where code.isPunctuation("(", at: index + 1) {
      guard !code.isPunctuation(".", at: index - 1) || code.isIdentifier("self", at: index - 2),
        let name = code.identifierName(at: index), name.startsLowercase
      else { continue }
      counts[name, default: 0] += 1
    }
    return Set(counts.compactMap { $0.value >= 2 ? $0.key : nil })
  }

  /// Text styles of fine print: a footnote or a caption under the buttons (terms, a version) is no page's text.
  static let finePrintStyles: Set<String> = ["footnote", "caption", "caption2"]

  /// Whether the `Text` call at `index` is set in a fine-print style by its own modifiers (`.font(.footnote)`).
  private func isFinePrint(textAt index: Int) -> Bool {
    guard let close = code.callClose(at: index) else { return false }
    return code.modifierChain(after: close, trailingClosures: false, limit: 12).contains { modifier in
      guard modifier.name == "font", let open = modifier.argumentsOpen, let style = fontStyle(inside: open) else {
        return false
      }
      return Self.finePrintStyles.contains(style)
    }
  }

  /// `footnote` of `.font(.footnote)`, `.font(Font.caption)`, `.font(.caption2.weight(.bold))`.
  private func fontStyle(inside open: Int) -> String? {
    var position = open + 1
    if code.isIdentifier("Font", at: position) { position += 1 }
    guard code.isPunctuation(".", at: position) else { return nil }
    return code.identifierName(at: position + 1)
  }

  /// A `Text`'s argument: a literal is a text it shows (the first four), and with a bare name it is what the view
  /// shows of what it is given.
  /// The labelled string literals of the call at `index` to the view `callee`.
  private func recordLiteralArguments(ofCallAt index: Int, to callee: String, in shown: inout SwiftShownContent) {
    for argument in code.arguments(inside: index + 1) {
      guard shown.viewArguments.count < 4, let label = argument.label else { continue }
      let node = expressions.node(argument.value)
      guard case .string = node.expression else { continue }
      shown.viewArguments.append(
        SwiftViewArgument(callee: callee, label: label, value: node, textsBefore: shown.everyText.count))
    }
  }

  private func record(_ node: SwiftNode, in shown: inout SwiftShownContent) {
    if shown.everyText.count < 6 { shown.everyText.append(node) }
    switch node.expression {
    case .string:
      if shown.texts.count < 4 { shown.texts.append(node) }
    case .name(let path) where path.count == 1:
      break
    default:
      return
    }
    if shown.textArguments.count < 6 { shown.textArguments.append(node) }
  }

  /// Past the call at `index`: its arguments and its trailing closures, labelled ones too (`Button { … } label: {
  /// … }`).
  private func end(ofCallAt index: Int) -> Int {
    var position = index + 1
    if code.isPunctuation("(", at: position) { position = code.skippingGroup(at: position) }
    while true {
      if code.isPunctuation("{", at: position) {
        position = code.skippingGroup(at: position)
      } else if code.identifierName(at: position) != nil, code.isPunctuation(":", at: position + 1),
        code.isPunctuation("{", at: position + 2)
      {
        position = code.skippingGroup(at: position + 2)
      } else {
        return position
      }
    }
  }
}
