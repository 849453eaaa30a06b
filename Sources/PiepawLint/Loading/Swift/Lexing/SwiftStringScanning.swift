/// String literals: `"…"`, `"""…"""`, raw `#"…"#`, escapes and `\( … )` interpolations.
///
/// A literal is read in two passes: the first finds its end (lexing interpolations as code, so a `)` or `"`
/// inside them cannot end the literal early); the second decodes the text between them, which for a multi-line
/// literal needs the closing delimiter's indentation first.
extension SwiftSourceScanner {
  /// A stretch of the literal as written: raw text, or an interpolation already lexed.
  enum StringPart {
    case text(Range<Int>)
    case interpolation([SwiftToken])
  }

  /// Lexes a string literal whose `rawDelimiterCount` leading `#` are already consumed; `index` is at the first `"`.
  mutating func scanStringLiteral(rawDelimiterCount pounds: Int, at startPosition: SwiftSourcePosition, depth: Int)
    -> SwiftTokenKind
  {
    // `#"""#` is the one-line raw string `"`, as Swift reads it: three quotes are no multi-line opener when the
    // third, with the pounds after it, already closes the literal.
    let closesAtThirdQuote = pounds > 0 && hasPounds(pounds, at: index + 3)
    let isMultiline = matches("\"\"\"", at: index) && !closesAtThirdQuote
    index += isMultiline ? 3 : 1
    let (parts, isTerminated) = scanStringParts(pounds: pounds, isMultiline: isMultiline, depth: depth)
    if !isTerminated {
      let closing = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: pounds)
      let advice = isMultiline ? "" : " on the same line"
      report("Unterminated string literal: add the closing `\(closing)`\(advice).", at: startPosition)
    }
    let segments =
      isMultiline
      ? decodeMultilineParts(parts, pounds: pounds, isTerminated: isTerminated)
      : decodeParts(parts, pounds: pounds, isMultiline: false, indentation: [], startsAtLineStart: false)
    return .stringLiteral(SwiftStringLiteral(segments: segments, isMultiline: isMultiline, rawDelimiterCount: pounds))
  }

  /// First pass: splits the literal into text and interpolations and consumes the closing delimiter.
  /// An unterminated single-line literal stops before the line break, a multi-line one at the end of the text.
  private mutating func scanStringParts(pounds: Int, isMultiline: Bool, depth: Int) -> ([StringPart], Bool) {
    var parts: [StringPart] = []
    var textStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\""), isClosingDelimiter(at: index, pounds: pounds, isMultiline: isMultiline) {
        parts.append(.text(textStart..<index))
        index += (isMultiline ? 3 : 1) + pounds
        return (parts, true)
      }
      if !isMultiline, SwiftCharacterClass.isNewline(byte) { break }
      guard byte == UInt8(ascii: "\\"), hasPounds(pounds, at: index + 1) else {
        index += 1
        continue
      }
      let escaped = index + 1 + pounds
      if peekByte(at: escaped) == UInt8(ascii: "(") {
        parts.append(.text(textStart..<index))
        let opening = index
        index = escaped + 1
        parts.append(.interpolation(scanInterpolation(openingAt: opening, singleLine: !isMultiline, depth: depth)))
        textStart = index
      } else {
        // Skip the escaped character so `\"` does not close the literal; the second pass checks the escape.
        index = escaped < bytes.count && !SwiftCharacterClass.isNewline(bytes[escaped]) ? escaped + 1 : escaped
      }
    }
    parts.append(.text(textStart..<index))
    return (parts, false)
  }

  private func isClosingDelimiter(at offset: Int, pounds: Int, isMultiline: Bool) -> Bool {
    if isMultiline {
      return matches("\"\"\"", at: offset) && hasPounds(pounds, at: offset + 3)
    }
    return hasPounds(pounds, at: offset + 1)
  }

  /// Lexes the code of `\( … )` up to its closing parenthesis (consumed).
  private mutating func scanInterpolation(openingAt opening: Int, singleLine: Bool, depth: Int) -> [SwiftToken] {
    guard depth < Self.maximumInterpolationDepth else {
      report(
        "String interpolations are nested too deeply to read; move the inner ones into variables.",
        atOffset: opening)
      skipBalancedParentheses(singleLine: singleLine)
      return []
    }
    var tokens: [SwiftToken] = []
    let end = scanTokens(into: &tokens, context: .interpolation(singleLine: singleLine), depth: depth + 1)
    if end != .closingParenthesis {
      report("Unterminated string interpolation: close `\\(` with `)`.", atOffset: opening)
    }
    return tokens
  }

  /// Past the interpolation depth limit: counts parentheses without reading the code inside.
  private mutating func skipBalancedParentheses(singleLine: Bool) {
    var open = 1
    while index < bytes.count {
      let byte = bytes[index]
      if singleLine, SwiftCharacterClass.isNewline(byte) { return }
      index += 1
      if byte == UInt8(ascii: "(") { open += 1 }
      if byte == UInt8(ascii: ")") {
        open -= 1
        if open == 0 { return }
      }
    }
  }

  // MARK: - Decoding

  /// Second pass for `"""` literals: the line after the opening delimiter and the closing delimiter's line are
  /// not content, and the closing delimiter's indentation is removed from every line.
  private mutating func decodeMultilineParts(_ parts: [StringPart], pounds: Int, isTerminated: Bool)
    -> [SwiftStringLiteral.Segment]
  {
    let (contentStart, startsOnNewLine) = multilineContentStart(parts)
    var contentEnd = Int.max
    var indentation: ArraySlice<UInt8> = []
    if isTerminated, let closing = closingLine(parts, contentStart: contentStart) {
      contentEnd = closing.contentEnd
      indentation = closing.indentation
    }
    let clipped = parts.map { part -> StringPart in
      guard case .text(let range) = part else { return part }
      let lower = min(max(range.lowerBound, contentStart), range.upperBound)
      let upper = max(min(range.upperBound, contentEnd), lower)
      return .text(lower..<upper)
    }
    return decodeParts(
      clipped, pounds: pounds, isMultiline: true, indentation: indentation, startsAtLineStart: startsOnNewLine)
  }

  /// Where the content of a multi-line literal starts: after the line break that must follow `"""` (and whether
  /// that line break is there).
  private mutating func multilineContentStart(_ parts: [StringPart]) -> (offset: Int, startsOnNewLine: Bool) {
    guard case .text(let range)? = parts.first else { return (index, false) }
    var offset = range.lowerBound
    while offset < range.upperBound, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
      offset += 1
    }
    guard offset < range.upperBound, SwiftCharacterClass.isNewline(bytes[offset]) else {
      report(
        "Multi-line string content must start on a new line after the opening `\"\"\"`.",
        atOffset: range.lowerBound)
      return (range.lowerBound, false)
    }
    return (offset + lineBreakLength(at: offset), true)
  }

  /// The closing delimiter's indentation, and where the content ends (before the line break that precedes the
  /// closing line); nil, with a problem, when `"""` does not start its own line.
  private mutating func closingLine(_ parts: [StringPart], contentStart: Int)
    -> (contentEnd: Int, indentation: ArraySlice<UInt8>)?
  {
    if case .text(let range)? = parts.last {
      var lineStart = range.upperBound
      while lineStart > range.lowerBound,
        bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t")
      {
        lineStart -= 1
      }
      if lineStart > range.lowerBound, lineStart >= contentStart, SwiftCharacterClass.isNewline(bytes[lineStart - 1]) {
        var contentEnd = lineStart - 1
        if bytes[contentEnd] == UInt8(ascii: "\n"), contentEnd > range.lowerBound,
          bytes[contentEnd - 1] == UInt8(ascii: "\r")
        {
          contentEnd -= 1
        }
        return (contentEnd, bytes[lineStart..<range.upperBound])
      }
    }
    let delimiter: Int
    if case .text(let range)? = parts.last { delimiter = range.upperBound } else { delimiter = index }
    report("The closing `\"\"\"` of a multi-line string must start its own line.", atOffset: delimiter)
    return nil
  }

  private func lineBreakLength(at offset: Int) -> Int {
    bytes[offset] == UInt8(ascii: "\r") && peekByte(at: offset + 1) == UInt8(ascii: "\n") ? 2 : 1
  }

  /// Decodes the text parts and merges neighbouring text into one segment.
  private mutating func decodeParts(
    _ parts: [StringPart], pounds: Int, isMultiline: Bool, indentation: ArraySlice<UInt8>, startsAtLineStart: Bool
  ) -> [SwiftStringLiteral.Segment] {
    var segments: [SwiftStringLiteral.Segment] = []
    var pending: [UInt8] = []
    var atLineStart = startsAtLineStart
    for part in parts {
      switch part {
      case .text(let range):
        var decoder = StringTextDecoder(pounds: pounds, isMultiline: isMultiline, indentation: indentation)
        decoder.atLineStart = atLineStart
        decoder.decode(range, scanner: &self, into: &pending)
        atLineStart = decoder.atLineStart
      case .interpolation(let tokens):
        if !pending.isEmpty { segments.append(.text(StreamSafeText.make(String(decoding: pending, as: UTF8.self)))) }
        pending.removeAll()
        segments.append(.interpolation(tokens))
        atLineStart = false
      }
    }
    if !pending.isEmpty { segments.append(.text(StreamSafeText.make(String(decoding: pending, as: UTF8.self)))) }
    return segments
  }
}

/// Decodes one stretch of literal text: escapes, line breaks (normalized to `\n`), line continuations and, in a
/// multi-line literal, the indentation at the start of each line.
private struct StringTextDecoder {
  let pounds: Int
  let isMultiline: Bool
  let indentation: ArraySlice<UInt8>
  var atLineStart = false

  init(pounds: Int, isMultiline: Bool, indentation: ArraySlice<UInt8>) {
    self.pounds = pounds
    self.isMultiline = isMultiline
    self.indentation = indentation
  }

  mutating func decode(_ range: Range<Int>, scanner: inout SwiftSourceScanner, into output: inout [UInt8]) {
    let bytes = scanner.bytes
    var offset = range.lowerBound
    while offset < range.upperBound {
      if isMultiline, atLineStart {
        atLineStart = false
        offset = skipIndentation(from: offset, end: range.upperBound, scanner: &scanner)
        continue
      }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\\"), scanner.hasPounds(pounds, at: offset + 1) {
        offset = decodeEscape(at: offset, end: range.upperBound, scanner: &scanner, into: &output)
      } else if SwiftCharacterClass.isNewline(byte) {
        output.append(UInt8(ascii: "\n"))
        offset += byte == UInt8(ascii: "\r") && offset + 1 < range.upperBound && bytes[offset + 1] == 0x0A ? 2 : 1
        atLineStart = isMultiline
      } else {
        output.append(byte)
        offset += 1
      }
    }
  }

  /// Removes the closing delimiter's indentation from a line. A line of only spaces may be shorter; any other
  /// line that is indented less is a problem.
  private func skipIndentation(from start: Int, end: Int, scanner: inout SwiftSourceScanner) -> Int {
    let bytes = scanner.bytes
    var offset = start
    var matched = 0
    while matched < indentation.count, offset < end,
      bytes[offset] == indentation[indentation.startIndex + matched]
    {
      offset += 1
      matched += 1
    }
    if matched == indentation.count { return offset }
    var lineEnd = offset
    while lineEnd < end, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") { lineEnd += 1 }
    if lineEnd == end || SwiftCharacterClass.isNewline(bytes[lineEnd]) { return lineEnd }
    scanner.report(
      "This line of a multi-line string is indented less than the closing `\"\"\"`; indent it at least as much.",
      atOffset: start)
    return offset
  }

  /// Decodes `\n`, `\u{…}`, … (with the raw string's `#`s after the backslash) and returns the offset after it.
  private mutating func decodeEscape(
    at backslash: Int, end: Int, scanner: inout SwiftSourceScanner, into output: inout [UInt8]
  ) -> Int {
    let bytes = scanner.bytes
    let escaped = backslash + 1 + pounds
    guard escaped < end else {
      scanner.report("A lone `\\` ends this string; write `\\\\` for a backslash.", atOffset: backslash)
      output.append(contentsOf: bytes[backslash..<min(escaped, end)])
      return min(escaped, end)
    }
    if isMultiline, let next = lineContinuationEnd(from: escaped, end: end, bytes: bytes) {
      atLineStart = true
      return next
    }
    if let simple = Self.simpleEscapes[bytes[escaped]] {
      output.append(simple)
      return escaped + 1
    }
    if bytes[escaped] == UInt8(ascii: "u"), let (scalar, next) = unicodeEscape(at: escaped + 1, end: end, bytes: bytes)
    {
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
      return next
    }
    let length = SwiftCharacterClass.scalar(at: escaped, in: bytes).length
    let written = String(decoding: bytes[backslash..<min(escaped + length, end)], as: UTF8.self)
    let advice =
      bytes[escaped] == UInt8(ascii: "u")
      ? "write a Unicode escape as `\\u{1F436}` with 1 to 8 hex digits of a valid scalar"
      : "valid escapes are \\n \\t \\r \\0 \\\\ \\\" \\' and \\u{…}; write `\\\\` for a backslash"
    scanner.report("Invalid escape sequence `\(written)` in a string literal: \(advice).", atOffset: backslash)
    output.append(contentsOf: bytes[backslash..<min(escaped + length, end)])
    return min(escaped + length, end)
  }

  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "0"): 0x00,
    UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "\""): UInt8(ascii: "\""),
    UInt8(ascii: "'"): UInt8(ascii: "'"),
  ]

  /// `{1F436}` after `\u`: the scalar and the offset after the brace.
  private func unicodeEscape(at start: Int, end: Int, bytes: [UInt8]) -> (Unicode.Scalar, Int)? {
    guard start < end, bytes[start] == UInt8(ascii: "{") else { return nil }
    var offset = start + 1
    var value: UInt32 = 0
    while offset < end, offset - start <= 8, SwiftCharacterClass.isHexDigit(bytes[offset]) {
      value = value << 4 | UInt32(Self.hexValue(bytes[offset]))
      offset += 1
    }
    guard offset > start + 1, offset < end, bytes[offset] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, offset + 1)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: byte - UInt8(ascii: "A") + 10
    }
  }

  /// `\` followed by optional spaces and a line break joins the next line to this one.
  private func lineContinuationEnd(from start: Int, end: Int, bytes: [UInt8]) -> Int? {
    var offset = start
    while offset < end, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
    guard offset < end, SwiftCharacterClass.isNewline(bytes[offset]) else { return nil }
    return offset + (bytes[offset] == UInt8(ascii: "\r") && offset + 1 < end && bytes[offset + 1] == 0x0A ? 2 : 1)
  }
}
