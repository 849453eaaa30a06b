import Foundation

/// A value of the small part of YAML that project specs use (XcodeGen's `project.yml`).
enum YAMLNode: Equatable, Sendable {
  case scalar(String)
  case sequence([YAMLNode])
  /// Keys in the order written; a key written twice keeps its first value.
  case mapping([(key: String, value: YAMLNode)])

  static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
    switch (lhs, rhs) {
    case (.scalar(let a), .scalar(let b)): a == b
    case (.sequence(let a), .sequence(let b)): a == b
    case (.mapping(let a), .mapping(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }

  subscript(key: String) -> YAMLNode? {
    guard case .mapping(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  var string: String? {
    if case .scalar(let text) = self { return text }
    return nil
  }

  /// A sequence's items; a single value stands for a sequence of one (`sources: App`).
  var items: [YAMLNode] {
    switch self {
    case .sequence(let items): items
    case .scalar, .mapping: [self]
    }
  }

  var entries: [(key: String, value: YAMLNode)] {
    if case .mapping(let entries) = self { return entries }
    return []
  }
}

/// Reads block YAML: mappings, sequences (a sequence may sit at its key's indentation, as specs often write it),
/// plain and quoted scalars, flow sequences of scalars, comments; a block scalar (`|`, `>`) is kept as one
/// string of its lines. Anchors, aliases, tags and flow mappings are read as plain text. Never fails: what it
/// cannot read becomes a scalar, so a reader of the result finds only what is plainly there.
enum YAMLReader {
  struct Line {
    var indent: Int
    var text: Substring
  }

  static func parse(_ text: String) -> YAMLNode {
    var parser = Parser(lines: lines(of: text))
    guard parser.position < parser.lines.count else { return .mapping([]) }
    return parser.node(indent: parser.lines[0].indent)
  }

  /// The lines with content, comments removed, `---` and `...` markers dropped; a block scalar's lines are joined
  /// to the line that opens it.
  static func lines(of text: String) -> [Line] {
    var result: [Line] = []
    var blockIndent: Int?
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      let indent = line.prefix { $0 == " " }.count
      let content = line.dropFirst(indent)
      if let open = blockIndent, content.isEmpty || indent > open {
        if !content.isEmpty { result[result.count - 1].text += "\n" + content }
        continue
      }
      blockIndent = nil
      let stripped = withoutComment(content)
      guard !stripped.isEmpty, stripped != "---", stripped != "..." else { continue }
      result.append(Line(indent: indent, text: stripped))
      if stripped.hasSuffix("|") || stripped.hasSuffix(">") || stripped.hasSuffix("|-") || stripped.hasSuffix(">-") {
        blockIndent = indent
      }
    }
    return result
  }

  /// The text before a `#` that starts a comment (at the start or after a space, outside quotes), trimmed.
  static func withoutComment(_ text: Substring) -> Substring {
    var quote: Character?
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        if previous == " " || previous == "-" || previous == ":" || previous == "[" || previous == "," {
          quote = character
        }
      } else if character == "#", previous == " " || previous == "\t" {
        return trimmed(text[..<index])
      }
      previous = character
    }
    return trimmed(text)
  }

  static func trimmed(_ text: Substring) -> Substring {
    let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
    let end = text[start...].lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
    return text[start..<end]
  }

  /// A scalar's text: quotes removed (`''` in single quotes is one `'`), a flow sequence read as items.
  static func value(_ text: Substring) -> YAMLNode {
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast()
      return .sequence(inner.split(separator: ",").map { value(trimmed($0)) }.filter { $0 != .scalar("") })
    }
    return .scalar(unquoted(text))
  }

  static func unquoted(_ text: Substring) -> String {
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
    if text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") {
      return String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
    }
    return String(text)
  }

  /// `key: value` (or `key:`) outside quotes: the key and the rest; nil for a line that is no mapping entry.
  static func keyAndRest(_ text: Substring) -> (key: String, rest: Substring)? {
    var quote: Character?
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
        continue
      }
      if index == text.startIndex, character == "\"" || character == "'" {
        quote = character
        continue
      }
      if character == "[" || character == "{" { return nil }
      guard character == ":" else { continue }
      let after = text.index(after: index)
      guard after == text.endIndex || text[after] == " " || text[after] == "\t" else { continue }
      return (unquoted(trimmed(text[..<index])), trimmed(text[after...]))
    }
    return nil
  }

  private struct Parser {
    var lines: [Line]
    var position = 0

    var current: Line? { position < lines.count ? lines[position] : nil }

    static func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    /// The node whose first line is the current one, at `indent`.
    mutating func node(indent: Int) -> YAMLNode {
      guard let line = current else { return .scalar("") }
      if Self.isItem(line.text) { return sequence(indent: line.indent) }
      if YAMLReader.keyAndRest(line.text) != nil { return mapping(indent: line.indent) }
      position += 1
      return YAMLReader.value(line.text)
    }

    mutating func sequence(indent: Int) -> YAMLNode {
      var items: [YAMLNode] = []
      while let line = current, line.indent >= indent {
        // A deeper line no item took (a plain scalar's next line) is not read.
        if line.indent > indent {
          position += 1
          continue
        }
        guard Self.isItem(line.text) else { break }
        let rest = YAMLReader.trimmed(line.text.dropFirst())
        if rest.isEmpty {
          position += 1
          if let next = current, next.indent > indent { items.append(node(indent: next.indent)) }
        } else {
          // `- path: App` opens a mapping whose keys line up with `path`.
          let restIndent = indent + line.text.distance(from: line.text.startIndex, to: rest.startIndex)
          lines[position] = Line(indent: restIndent, text: rest)
          items.append(node(indent: restIndent))
        }
      }
      return .sequence(items)
    }

    mutating func mapping(indent: Int) -> YAMLNode {
      var entries: [(key: String, value: YAMLNode)] = []
      while let line = current, line.indent >= indent {
        if line.indent > indent {
          position += 1
          continue
        }
        guard !Self.isItem(line.text), let (key, rest) = YAMLReader.keyAndRest(line.text) else { break }
        position += 1
        let value: YAMLNode
        if !rest.isEmpty {
          value = YAMLReader.value(rest)
        } else if let next = current, next.indent > indent || next.indent == indent && Self.isItem(next.text) {
          value = node(indent: next.indent)
        } else {
          value = .scalar("")
        }
        if !entries.contains(where: { $0.key == key }) { entries.append((key, value)) }
      }
      return .mapping(entries)
    }
  }
}
