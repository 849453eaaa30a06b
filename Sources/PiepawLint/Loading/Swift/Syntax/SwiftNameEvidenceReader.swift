/// What one Swift file says that could name an asset: its plain string literals, its identifiers, and the
/// patterns of names it builds (`"flag-\(code)"`, `String(format: "icon%d", n)`, `"badge_" + level`).
enum SwiftNameEvidenceReader {
  static func evidence(in code: SwiftCode) -> AssetNameEvidence {
    var evidence = AssetNameEvidence()
    for index in code.indices {
      let token = code.tokens[index]
      if let name = token.identifierName {
        evidence.identifiers.insert(name)
      } else if let literal = token.stringLiteral {
        read(literal, at: index, in: code, into: &evidence)
      }
    }
    return evidence
  }

  private static func read(
    _ literal: SwiftStringLiteral, at index: Int, in code: SwiftCode, into evidence: inout AssetNameEvidence
  ) {
    let parts = fixedParts(of: literal)
    if parts.count > 1 {
      if let pattern = AssetNamePattern(parts: parts) { evidence.patterns.insert(pattern) }
      return
    }
    let text = parts[0]
    evidence.strings.insert(text)
    if let pattern = FormatPattern.pattern(text) { evidence.patterns.insert(pattern) }
    // `"badge_" + level` and `level + "_small"`: the literal is one end of the name.
    if code.isOperator("+", at: index + 1), let pattern = AssetNamePattern(parts: [text, ""]) {
      evidence.patterns.insert(pattern)
    }
    if code.isOperator("+", at: index - 1), let pattern = AssetNamePattern(parts: ["", text]) {
      evidence.patterns.insert(pattern)
    }
  }
}

extension SwiftNameEvidenceReader {
  /// The text around a literal's interpolations (`["flag-", "-small"]` of `"flag-\(code)-small"`); one part for a
  /// literal without them.
  static func fixedParts(of literal: SwiftStringLiteral) -> [String] {
    var parts: [String] = []
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .text(let piece): text += piece
      case .interpolation:
        parts.append(text)
        text = ""
      }
    }
    parts.append(text)
    return parts
  }
}

/// `icon%d`, `flag-%@`, `step%02ld`: the fixed parts around `printf`-style specifiers.
enum FormatPattern {
  static func pattern(_ text: String) -> AssetNamePattern? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
    var parts: [String] = []
    var current = ""
    var characters = text[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      guard character == "%" else {
        current.append(character)
        continue
      }
      if characters.first == "%" {
        current.append("%")
        characters = characters.dropFirst()
        continue
      }
      // Flags, width, precision and length, then the conversion letter (or `@`).
      let specifier = characters.prefix { !$0.isLetter && $0 != "@" }
      characters = characters.dropFirst(specifier.count)
      while let modifier = characters.first, "hlqLztj".contains(modifier) { characters = characters.dropFirst() }
      guard characters.first != nil else { break }
      characters = characters.dropFirst()
      parts.append(current)
      current = ""
    }
    parts.append(current)
    return parts.count > 1 ? AssetNamePattern(parts: parts) : nil
  }
}
