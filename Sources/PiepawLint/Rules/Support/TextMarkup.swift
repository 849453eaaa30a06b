/// Inline markup in a text that the app renders rather than shows: `<b>…</b>`, `<em>…</em>`, `<br/>`, as rich-text
/// libraries and `NSAttributedString(html:)` read them. Length rules count what the user reads, so the tags do
/// not count. A `<` that opens no tag closed later (`a <b` or `<Next>` alone) is text.
enum TextMarkup {
  /// `text` without the tags of paired elements (`<b>…</b>`, with or without attributes) and line breaks
  /// (`<br>`, `<br/>`).
  static func withoutTags(_ text: String) -> String {
    guard text.contains("<") else { return text }
    let tags = self.tags(in: text)
    let closed = Set(tags.filter(\.isClosing).map(\.name))
    var result = ""
    var rest = Substring(text)
    for tag in tags where tag.isClosing || closed.contains(tag.name) || tag.name == "br" {
      result += text[rest.startIndex..<tag.range.lowerBound]
      rest = text[tag.range.upperBound...]
    }
    return result + rest
  }

  private struct Tag {
    var name: String
    var isClosing: Bool
    var range: Range<String.Index>
  }

  /// Every `<name …>`, `</name>` and `<name/>` in order; the name is lowercased ASCII letters and digits.
  private static func tags(in text: String) -> [Tag] {
    var tags: [Tag] = []
    var index = text.startIndex
    while let open = text[index...].firstIndex(of: "<") {
      guard let close = text[open...].firstIndex(of: ">") else { break }
      var inner = text[text.index(after: open)..<close]
      let isClosing = inner.hasPrefix("/")
      if isClosing { inner = inner.dropFirst() }
      if inner.hasSuffix("/") { inner = inner.dropLast() }
      let name = inner.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }.lowercased()
      let rest = inner.dropFirst(name.count)
      if let first = name.first, first.isLetter, !rest.contains("<"), rest.isEmpty || rest.first == " " {
        tags.append(Tag(name: name, isClosing: isClosing, range: open..<text.index(after: close)))
        index = text.index(after: close)
      } else {
        index = text.index(after: open)
      }
    }
    return tags
  }
}
