/// The code tokens of one Swift file with their brackets matched, and the small structural questions the content
/// readers ask: where does this call end, what are its arguments, what are the elements of this array literal.
struct SwiftCode {
  /// One argument of a call (or one element of an array literal, which never has a label).
  struct Argument {
    /// The label before `:`, without backticks.
    var label: String?
    /// The value's tokens.
    var value: Range<Int>
  }

  /// What a token is, without payload, so the readers' scans stay cheap.
  private enum Category: UInt8 {
    case identifier, punctuation, `operator`, poundKeyword, stringLiteral, other
  }

  /// The file's tables, shared by every copy: readers hold and pass the code by value, and a copy of seven arrays
  /// cost seven retains.
  private final class Storage: Sendable {
    let tokens: [SwiftToken]
    let file: String
    let source: [UInt8]
    let categories: [Category]
    /// An identifier's name without backticks, or any other token's text.
    let words: [String]
    /// For an opening `(`, `[` or `{`, the index of its closing partner; for a matched closer, `-2 - opener` (so
    /// `partner(of:)` stays an opener's question); -1 otherwise (or when unmatched).
    let partners: [Int]
    /// Where each identifier name and each operator occurs, in order.
    let occurrenceIndex: [String: [Int]]
    /// The keys of `occurrenceIndex`, for ruling a word out before hashing it.
    let sieve: SwiftWordSieve

    init(
      tokens: [SwiftToken], file: String, source: [UInt8], categories: [Category], words: [String],
      partners: [Int], occurrenceIndex: [String: [Int]]
    ) {
      var sieve = SwiftWordSieve()
      for word in occurrenceIndex.keys { sieve.insert(word) }
      self.sieve = sieve
      self.tokens = tokens
      self.file = file
      self.source = source
      self.categories = categories
      self.words = words
      self.partners = partners
      self.occurrenceIndex = occurrenceIndex
    }
  }

  private let storage: Storage
  var tokens: [SwiftToken] { storage.tokens }
  var file: String { storage.file }
  private var source: [UInt8] { storage.source }
  private var categories: [Category] { storage.categories }
  private var words: [String] { storage.words }
  private var partners: [Int] { storage.partners }
  private var occurrenceIndex: [String: [Int]] { storage.occurrenceIndex }

  /// Where `word` occurs as an identifier, operator or pound keyword, in order.
  private func occurrenceList(_ word: String) -> [Int]? {
    storage.sieve.mayContain(word) ? storage.occurrenceIndex[word] : nil
  }

  init(tokens: [SwiftToken], source: [UInt8], file: String) {
    var categories: [Category] = []
    var words: [String] = []
    var occurrences: [String: [Int]] = [:]
    // A file names a few distinct words for each four tokens: room for them up front, not rehashed as it grows.
    occurrences.reserveCapacity(tokens.count / 4)
    categories.reserveCapacity(tokens.count)
    words.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      let category: Category
      var word = token.text
      switch token.kind {
      case .identifier:
        category = .identifier
        word = token.identifierName ?? word
        occurrences[word, default: []].append(index)
      case .operator:
        category = .operator
        occurrences[word, default: []].append(index)
      case .punctuation:
        category = .punctuation
      case .poundKeyword:
        // `#imageLiteral(resourceName:)` names an asset; found like an identifier, never one itself.
        category = .poundKeyword
        occurrences[word, default: []].append(index)
      case .stringLiteral:
        category = .stringLiteral
      default:
        category = .other
      }
      categories.append(category)
      words.append(word)
    }
    storage = Storage(
      tokens: tokens, file: file, source: source, categories: categories, words: words,
      partners: Self.matchBrackets(tokens, categories: categories), occurrenceIndex: occurrences)
  }

  var indices: Range<Int> { tokens.indices }

  /// The indices of the identifiers and operators spelled as one of `words`, in source order.
  func occurrences(of words: [String]) -> [Int] {
    // One word (the common question) needs no set and no sort.
    if words.count == 1 { return occurrenceList(words[0]) ?? [] }
    // Most words of a long list occur nowhere in a file: no set of them, and a sort only where two lists merge.
    var found: [Int] = []
    var lists = 0
    for (position, word) in words.enumerated() {
      guard let list = occurrenceList(word), !words[..<position].contains(word) else { continue }
      found.append(contentsOf: list)
      lists += 1
    }
    if lists > 1 { found.sort() }
    return found
  }

  /// The identifier names of the file that occur at least once where `matches` holds, each once.
  func identifierNames(occurringWhere matches: (Int) -> Bool) -> [String] {
    var names: [String] = []
    for (name, indices) in occurrenceIndex {
      guard let first = indices.first, categories[first] == .identifier, indices.contains(where: matches) else {
        continue
      }
      names.append(name)
    }
    return names
  }

  /// Each identifier name of the file with its occurrences in source order, names in no particular order.
  func forEachIdentifier(_ body: (_ name: String, _ indices: [Int]) -> Void) {
    for (name, indices) in occurrenceIndex where categories[indices[0]] == .identifier { body(name, indices) }
  }

  /// The indices of the identifiers whose name satisfies `matches` (asked once per name), in source order.
  func identifierOccurrences(named matches: (String) -> Bool) -> [Int] {
    var found: [Int] = []
    var lists = 0
    // By position, the name first: only a matching name's places are taken out (a retained array each).
    let table = occurrenceIndex
    for position in table.indices where matches(table.keys[position]) {
      let indices = table.values[position]
      guard categories[indices[0]] == .identifier else { continue }
      found.append(contentsOf: indices)
      lists += 1
    }
    if lists > 1 { found.sort() }
    return found
  }

  func token(at index: Int) -> SwiftToken? {
    tokens.indices.contains(index) ? tokens[index] : nil
  }

  func isPunctuation(_ symbol: String, at index: Int) -> Bool {
    matches(.punctuation, symbol, at: index)
  }

  func isIdentifier(_ name: String, at index: Int) -> Bool {
    matches(.identifier, name, at: index)
  }

  func isOperator(_ symbol: String, at index: Int) -> Bool {
    matches(.operator, symbol, at: index)
  }

  private func matches(_ category: Category, _ word: String, at index: Int) -> Bool {
    index >= 0 && index < categories.count && categories[index] == category && words[index] == word
  }

  /// The compiler directives that pound keywords may be (`#if`, …); any other is a macro or a literal.
  static let conditionalDirectives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

  /// `#imageLiteral`, `#Preview`: the text of a pound keyword at `index`.
  func poundKeyword(at index: Int) -> String? {
    index >= 0 && index < tokens.count && tokens[index].kind == .poundKeyword ? tokens[index].text : nil
  }

  /// Whether the token at `index` is an identifier, whichever.
  func isAnyIdentifier(at index: Int) -> Bool {
    index >= 0 && index < categories.count && categories[index] == .identifier
  }

  /// Whether the token at `index` is a string literal.
  func isStringLiteral(at index: Int) -> Bool {
    index >= 0 && index < categories.count && categories[index] == .stringLiteral
  }

  /// Whether the token at `index` is the pound keyword `keyword` (`#Preview`).
  func isPoundKeyword(_ keyword: String, at index: Int) -> Bool {
    matches(.poundKeyword, keyword, at: index)
  }

  /// Whether the token at `index` is an operator, whichever.
  func isAnyOperator(at index: Int) -> Bool {
    index >= 0 && index < categories.count && categories[index] == .operator
  }

  func identifierName(at index: Int) -> String? {
    index >= 0 && index < categories.count && categories[index] == .identifier ? words[index] : nil
  }

  func location(of index: Int) -> SourceLocation {
    tokens[index].position.location(in: file)
  }

  /// The line the token at `index` ends on (a multi-line string literal ends lines after it starts).
  func endLine(of index: Int) -> Int {
    let token = tokens[index]
    guard let literal = token.stringLiteral, literal.isMultiline else { return token.position.line }
    return token.position.line + token.text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// The closing bracket of the opening bracket at `index`.
  func partner(of index: Int) -> Int? {
    guard tokens.indices.contains(index), partners[index] >= 0 else { return nil }
    return partners[index]
  }

  /// The opening bracket of the closing bracket at `index`.
  func opener(of index: Int) -> Int? {
    guard tokens.indices.contains(index), partners[index] <= -2 else { return nil }
    return -2 - partners[index]
  }

  /// The index after the bracketed group that opens at `index`, or `index + 1` for any other token.
  func skippingGroup(at index: Int) -> Int {
    (partner(of: index) ?? index) + 1
  }

  /// `name(` at `index`: the index of its `(`'s closing `)`.
  func callClose(at index: Int) -> Int? {
    guard isPunctuation("(", at: index + 1) else { return nil }
    return partner(of: index + 1)
  }

  /// The opener of the bracket that closes after `index` within 64 groups: the `(` of the argument list whose
  /// argument ends at or after `index` (`Card(title: "x", image: "y")` from `"x"`); nil where none closes.
  func openerOfArgumentList(after index: Int) -> Int? {
    var close = index
    var steps = 0
    while close < tokens.count, !isPunctuation(")", at: close), steps < 64 {
      close = skippingGroup(at: close)
      steps += 1
    }
    return opener(of: close)
  }

  /// The comma-separated items between the bracket at `open` and its partner; labels are split off
  /// (`title: "x"` → label `title`). Empty items (a trailing comma) are left out.
  func arguments(inside open: Int) -> [Argument] {
    guard let close = partner(of: open) else { return [] }
    var arguments: [Argument] = []
    var start = open + 1
    var index = start
    while index <= close {
      if index == close || isPunctuation(",", at: index) {
        if start < index { arguments.append(argument(in: start..<index)) }
        start = index + 1
        index += 1
      } else {
        index = skippingGroup(at: index)
      }
    }
    return arguments
  }

  private func argument(in range: Range<Int>) -> Argument {
    if range.count > 2, let label = tokens[range.lowerBound].identifierName,
      isPunctuation(":", at: range.lowerBound + 1)
    {
      return Argument(label: label, value: (range.lowerBound + 2)..<range.upperBound)
    }
    return Argument(label: nil, value: range)
  }

  /// The first top-level token in `range` that satisfies `predicate`, skipping bracketed groups.
  /// `condition ? a : b` spanning `range`: its three parts.
  func conditionalParts(_ range: Range<Int>) -> (Range<Int>, Range<Int>, Range<Int>)? {
    guard let question = firstTopLevel(in: range, where: { $0.isOperator("?") && $0.kind == .operator(.infix) }),
      let colon = firstTopLevel(in: (question + 1)..<range.upperBound, where: { $0.isPunctuation(":") }),
      question > range.lowerBound, colon > question + 1, colon + 1 < range.upperBound
    else { return nil }
    return (range.lowerBound..<question, (question + 1)..<colon, (colon + 1)..<range.upperBound)
  }

  func firstTopLevel(in range: Range<Int>, where predicate: (SwiftToken) -> Bool) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if predicate(tokens[index]) { return index }
      index = skippingGroup(at: index)
    }
    return nil
  }

  /// Walking back from `index - 1` over whole bracketed groups, at most `limit` tokens: the first position where
  /// `found` holds, or nil where `stops` holds first (it is asked before a group is skipped) or the walk ends.
  func lastTopLevel(
    before index: Int, limit: Int, stoppingAt stops: (Int) -> Bool = { _ in false }, where found: (Int) -> Bool
  ) -> Int? {
    var position = index - 1
    let floor = max(0, index - limit)
    while position >= floor {
      if stops(position) { return nil }
      if let open = opener(of: position) {
        position = open - 1
        continue
      }
      if found(position) { return position }
      position -= 1
    }
    return nil
  }

  /// Where the walk back from a `:` stops looking for the `case` that labels it (made once, not at every colon).
  private static let caseLabelStops: Set<String> = ["{", "}", "(", "[", ";", ":"]

  /// Whether the `:` at `colon` ends a switch's `case …:` or `default:` label, so what follows it starts a
  /// statement (`case .google: Image("g")`), not a value given to a label (`image: Image("g")`) or a ternary's
  /// second branch.
  func endsCaseLabel(_ colon: Int) -> Bool {
    guard isPunctuation(":", at: colon) else { return false }
    let label = lastTopLevel(
      before: colon, limit: 64,
      stoppingAt: { position in
        guard let token = self.token(at: position) else { return true }
        if token.isOperator("?") { return true }
        // `case .a, .b:` lists its patterns with commas; a comma elsewhere is an argument list's.
        if token.isPunctuation(",") { return self.caseKeyword(before: position) == nil }
        return token.kind == .punctuation && Self.caseLabelStops.contains(token.text)
      },
      where: { self.isCaseKeyword(at: $0) })
    return label != nil
  }

  /// `case` or `default` written as a keyword (not `.default`, a member).
  private func isCaseKeyword(at index: Int) -> Bool {
    (isIdentifier("case", at: index) || isIdentifier("default", at: index)) && !isPunctuation(".", at: index - 1)
  }

  /// The `case` keyword of the case label whose pattern list holds the comma at `comma`, if any.
  private func caseKeyword(before comma: Int) -> Int? {
    lastTopLevel(
      before: comma, limit: 64,
      stoppingAt: { position in
        guard let token = self.token(at: position) else { return true }
        return token.kind == .punctuation && ["{", "}", "(", "[", ";", ":"].contains(token.text)
      },
      where: { self.isIdentifier("case", at: $0) && !self.isPunctuation(".", at: $0 - 1) })
  }

  /// The `{` of the blocks that hold `index`, innermost first, at most `levels` of them, each looked for within
  /// `limit` tokens back of the one inside it: how far out a reader asks what the code around a token is.
  func enclosingBlockOpeners(of index: Int, levels: Int, limit: Int = 400) -> [Int] {
    var openers: [Int] = []
    var position = index
    while openers.count < levels,
      let open = lastTopLevel(before: position, limit: limit, where: { isPunctuation("{", at: $0) })
    {
      openers.append(open)
      position = open
    }
    return openers
  }

  /// The source of the tokens in `range` exactly as written, from the first token's first byte to the last token's
  /// last, with where it starts: what a fix checks and replaces.
  func span(of range: Range<Int>) -> TextSpan? {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return nil }
    if range.count == 1 {
      return TextSpan(offset: tokens[range.lowerBound].position.offset, text: tokens[range.lowerBound].text)
    }
    let start = tokens[range.lowerBound].position.offset
    let end = min(tokens[range.upperBound - 1].endOffset, source.count)
    guard start < end else { return nil }
    return TextSpan(offset: start, text: String(decoding: source[start..<end], as: UTF8.self))
  }

  /// The bytes of the tokens in `range`, from the first token's first byte to the last token's last.
  func byteRange(of range: Range<Int>) -> Range<Int>? {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return nil }
    return tokens[range.lowerBound].position.offset..<tokens[range.upperBound - 1].endOffset
  }

  /// The source text of `range`, with runs of whitespace folded to one space and long text cut, for messages.
  func excerpt(_ range: Range<Int>, limit: Int = 40) -> String {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
    let start = tokens[range.lowerBound].position.offset
    // Only the start of a long range is shown: read a bounded window, so excerpts cost O(limit), not O(range).
    let end = min(tokens[range.upperBound - 1].endOffset, source.count, start + limit * 8)
    guard start < end else { return "" }
    // Fold runs of ASCII white space to one space on the bytes (no per-Character Unicode look-ups).
    var folded: [UInt8] = []
    folded.reserveCapacity(end - start)
    for byte in source[start..<end] {
      let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      if isSpace {
        if let last = folded.last, last != 0x20 { folded.append(0x20) }
      } else {
        folded.append(byte)
      }
    }
    if folded.last == 0x20 { folded.removeLast() }
    // No more bytes than the limit is no more characters; ASCII is cut by bytes, without grapheme breaking.
    if folded.count <= limit { return String(decoding: folded, as: UTF8.self) }
    if folded.allSatisfy({ $0 < 0x80 }) { return String(decoding: folded.prefix(limit), as: UTF8.self) + "…" }
    let text = String(decoding: folded, as: UTF8.self)
    return text.count > limit ? String(text.prefix(limit)) + "…" : text
  }

  /// Matches brackets with a stack. A closer with no opener of its kind is ignored; a closer whose opener is
  /// below other unclosed openers closes those too (they stay unmatched). Counting the open brackets of each
  /// kind keeps this linear on hostile input.
  private static func matchBrackets(_ tokens: [SwiftToken], categories: [Category]) -> [Int] {
    var partners = [Int](repeating: -1, count: tokens.count)
    var stack: [(index: Int, kind: Int)] = []
    var openCounts = [0, 0, 0]
    for index in tokens.indices where categories[index] == .punctuation {
      guard let (kind, isOpener) = bracketKind(tokens[index].text.utf8.first) else { continue }
      if isOpener {
        stack.append((index, kind))
        openCounts[kind] += 1
      } else if openCounts[kind] > 0 {
        while let top = stack.popLast() {
          openCounts[top.kind] -= 1
          if top.kind == kind {
            partners[top.index] = index
            partners[index] = -2 - top.index
            break
          }
        }
      }
    }
    return partners
  }

  private static func bracketKind(_ byte: UInt8?) -> (kind: Int, isOpener: Bool)? {
    switch byte {
    case UInt8(ascii: "("): (0, true)
    case UInt8(ascii: ")"): (0, false)
    case UInt8(ascii: "["): (1, true)
    case UInt8(ascii: "]"): (1, false)
    case UInt8(ascii: "{"): (2, true)
    case UInt8(ascii: "}"): (2, false)
    default: nil
    }
  }
}
