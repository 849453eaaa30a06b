/// One XML element with the positions a plist reader needs.
struct XMLElement: Hashable, Sendable {
  var name: String
  var attributes: [String: String] = [:]
  var children: [XMLElement] = []
  /// The character data directly inside (entities decoded, CDATA included), concatenated.
  var text = ""
  /// The `<` of the start tag.
  var location: SourceLocation
  /// Just after the start tag's `>`: where the element's content starts.
  var contentLocation: SourceLocation
  /// The first character of text that is not whitespace, if any.
  var textLocation: SourceLocation?
}

/// A small position-aware XML reader for property lists: elements, attributes, character data, the five
/// predefined entities and character references, CDATA, comments, processing instructions and a DOCTYPE.
/// No namespaces, no external entities (they are never fetched). Iterative, with a depth limit.
enum XMLReader {
  static let maximumDepth = 128
  /// Documents with more elements than this are refused: an element costs about 500 bytes once read, so a dense
  /// 8 MiB file of `<true/>` would otherwise take over half a GiB. Real Info.plists have hundreds.
  static let defaultMaximumElements = 200_000

  static func parse(
    _ text: String, file: String, maximumElements: Int = defaultMaximumElements
  ) -> Result<XMLElement, Finding> {
    var parser = XMLParser(bytes: Array(text.utf8), file: file, maximumElements: maximumElements)
    do {
      return .success(try parser.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}

private struct XMLParser {
  let bytes: [UInt8]
  let maximumElements: Int
  var index = 0
  var elementCount = 0
  var positions: TextPositions
  var stack: [XMLElement] = []
  var root: XMLElement?

  init(bytes: [UInt8], file: String, maximumElements: Int) {
    self.bytes = bytes
    self.maximumElements = maximumElements
    positions = TextPositions(bytes: bytes, file: file)
  }

  mutating func parseDocument() throws(Finding) -> XMLElement {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<") {
        try parseMarkup()
      } else {
        try parseText()
      }
    }
    if let open = stack.last {
      throw Self.finding(
        "the element <\(open.name)> is never closed", hint: "add </\(open.name)>", at: open.location)
    }
    guard let root else {
      throw error(
        "the file has no root element", hint: "a property list starts with <plist version=\"1.0\">", at: index)
    }
    return root
  }

  // MARK: Markup

  mutating func parseMarkup() throws(Finding) {
    let start = index
    if matches("<!--") {
      try skip(past: "-->", from: start, what: "comment")
    } else if matches("<![CDATA[") {
      guard !stack.isEmpty else {
        throw error("CDATA outside the root element", hint: "move it inside an element", at: start)
      }
      index += 9
      let contentStart = index
      try skip(past: "]]>", from: start, what: "CDATA section")
      appendText(String(decoding: bytes[contentStart..<index - 3], as: UTF8.self), at: contentStart)
    } else if matches("<!") {
      guard stack.isEmpty && root == nil else {
        throw error("a declaration inside an element", hint: "a <!DOCTYPE …> goes before the root element", at: start)
      }
      try skipDeclaration()
    } else if matches("<?") {
      try skip(past: "?>", from: start, what: "processing instruction")
    } else if matches("</") {
      try parseEndTag()
    } else {
      try parseStartTag()
    }
  }

  mutating func parseStartTag() throws(Finding) {
    let start = index
    elementCount += 1
    if elementCount > maximumElements {
      throw error("the document has more than \(maximumElements) elements", hint: "split it", at: start)
    }
    index += 1
    let name = try readName(what: "an element name")
    var element = XMLElement(
      name: name, location: positions.location(at: start), contentLocation: positions.location(at: start))
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw error("the start tag <\(name)> is not finished", hint: "close it with '>'", at: start)
      }
      if matches("/>") {
        index += 2
        element.contentLocation = positions.location(at: index)
        try close(element)
        return
      }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        element.contentLocation = positions.location(at: index)
        try open(element, at: start)
        return
      }
      let (attribute, value) = try readAttribute(in: name)
      element.attributes[attribute] = value
    }
  }

  mutating func readAttribute(in element: String) throws(Finding) -> (String, String) {
    let name = try readName(what: "an attribute name in <\(element)>")
    skipWhitespace()
    guard current == UInt8(ascii: "=") else {
      throw error("expected '=' after the attribute \(name)", hint: "write \(name)=\"value\"", at: index)
    }
    index += 1
    skipWhitespace()
    guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw error("the value of the attribute \(name) is not quoted", hint: "write \(name)=\"value\"", at: index)
    }
    let opening = index
    index += 1
    var value = ""
    while true {
      guard let byte = current else {
        throw error("the value of the attribute \(name) is not closed", hint: "add the closing quote", at: opening)
      }
      if byte == quote { break }
      if byte == UInt8(ascii: "<") {
        throw error("'<' inside the attribute \(name)", hint: "write it as &lt;", at: index)
      }
      value += try readCharacterData(until: quote)
    }
    index += 1
    return (name, StreamSafeText.make(value))
  }

  mutating func parseEndTag() throws(Finding) {
    let start = index
    index += 2
    let name = try readName(what: "an element name after '</'")
    skipWhitespace()
    guard current == UInt8(ascii: ">") else {
      throw error("the end tag </\(name)> is not finished", hint: "close it with '>'", at: start)
    }
    index += 1
    guard let open = stack.popLast() else {
      throw error("</\(name)> has no matching start tag", hint: "remove it", at: start)
    }
    guard open.name == name else {
      throw error("</\(name)> does not match the open <\(open.name)>", hint: "close <\(open.name)> first", at: start)
    }
    try close(open)
  }

  mutating func open(_ element: XMLElement, at start: Int) throws(Finding) {
    if stack.isEmpty && root != nil {
      throw error(
        "a second root element <\(element.name)>", hint: "an XML file holds exactly one root element", at: start)
    }
    if stack.count >= XMLReader.maximumDepth {
      throw error(
        "elements are nested more than \(XMLReader.maximumDepth) levels deep", hint: "flatten the structure",
        at: start)
    }
    stack.append(element)
  }

  /// Hands a finished element to its parent, or makes it the root.
  mutating func close(_ element: XMLElement) throws(Finding) {
    // Character references and CDATA can join marks into one long run: see `StreamSafeText`.
    var element = element
    element.text = StreamSafeText.make(element.text)
    if stack.isEmpty {
      guard root == nil else {
        throw Self.finding(
          "a second root element <\(element.name)>", hint: "an XML file holds exactly one root element",
          at: element.location)
      }
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  /// Skips `<!DOCTYPE …>` including an internal subset in brackets and quoted identifiers.
  mutating func skipDeclaration() throws(Finding) {
    let start = index
    var bracketDepth = 0
    var quote: UInt8?
    index += 2
    while let byte = current {
      index += 1
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        bracketDepth += 1
      } else if byte == UInt8(ascii: "]") {
        bracketDepth -= 1
      } else if byte == UInt8(ascii: ">") && bracketDepth <= 0 {
        return
      }
    }
    throw error("the declaration is not closed", hint: "end it with '>'", at: start)
  }

  // MARK: Text

  mutating func parseText() throws(Finding) {
    let start = index
    var text = ""
    while let byte = current, byte != UInt8(ascii: "<") {
      text += try readCharacterData(until: UInt8(ascii: "<"))
    }
    if stack.isEmpty {
      guard text.allSatisfy(\.isWhitespace) else {
        throw error("text outside the root element", hint: "remove it, or move it inside an element", at: start)
      }
      return
    }
    appendText(text, at: start)
  }

  /// Reads plain bytes up to `terminator`, `&` or the end, or one entity; returns the decoded text.
  mutating func readCharacterData(until terminator: UInt8) throws(Finding) -> String {
    if current == UInt8(ascii: "&") { return try readEntity() }
    let start = index
    while let byte = current, byte != terminator, byte != UInt8(ascii: "&"), byte != UInt8(ascii: "<") {
      index += 1
    }
    if index == start, let byte = current {
      // Never stall: a byte the caller did not expect here is taken as text.
      index += 1
      return String(decoding: [byte], as: UTF8.self)
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func readEntity() throws(Finding) -> String {
    let start = index
    index += 1
    var name: [UInt8] = []
    while let byte = current, byte != UInt8(ascii: ";"), name.count < 10 {
      name.append(byte)
      index += 1
    }
    let entity = String(decoding: name, as: UTF8.self)
    guard current == UInt8(ascii: ";") else {
      throw error("'&' that does not start an entity", hint: "write a literal & as &amp;", at: start)
    }
    index += 1
    switch entity {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    if entity.hasPrefix("#"), let scalar = Self.characterReference(entity.dropFirst()) {
      return String(Character(scalar))
    }
    throw error("unknown entity &\(entity);", hint: "use &amp;, &lt;, &gt;, &quot;, &apos; or &#NN;", at: start)
  }

  /// `#65` / `#x41` without the `#`.
  static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
    let value: UInt32? =
      digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value, value != 0 else { return nil }
    return Unicode.Scalar(value)
  }

  mutating func appendText(_ text: String, at offset: Int) {
    let top = stack.count - 1
    stack[top].text += text
    if stack[top].textLocation == nil, let firstVisible = text.utf8.firstIndex(where: { !Self.isSpace($0) }) {
      stack[top].textLocation = positions.location(
        at: offset + text.utf8.distance(from: text.utf8.startIndex, to: firstVisible))
    }
  }

  // MARK: Lexing helpers

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  func matches(_ literal: String) -> Bool {
    let literal = Array(literal.utf8)
    return index + literal.count <= bytes.count && bytes[index..<index + literal.count].elementsEqual(literal)
  }

  /// Moves past the next `terminator`, or fails with an "unterminated" error at `start`.
  mutating func skip(past terminator: String, from start: Int, what: String) throws(Finding) {
    let literal = Array(terminator.utf8)
    while index + literal.count <= bytes.count {
      if bytes[index..<index + literal.count].elementsEqual(literal) {
        index += literal.count
        return
      }
      index += 1
    }
    index = bytes.count
    throw error("unterminated \(what)", hint: "end it with \(terminator)", at: start)
  }

  mutating func readName(what: String) throws(Finding) -> String {
    let start = index
    while let byte = current, Self.isNameByte(byte) { index += 1 }
    guard index > start, let first = bytes[start...].first, !Self.isDigitOrDash(first) else {
      throw error(
        "expected \(what), found \(positions.describeCharacter(at: start))",
        hint: "write a literal < as &lt; and & as &amp;", at: start)
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  mutating func skipWhitespace() {
    while let byte = current, Self.isSpace(byte) { index += 1 }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  static func isDigitOrDash(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  func error(_ message: String, hint: String, at offset: Int) -> Finding {
    var positions = positions
    return Self.finding(message, hint: hint, at: positions.location(at: offset))
  }

  static func finding(_ message: String, hint: String, at location: SourceLocation) -> Finding {
    Finding(location: location, message: "Invalid XML: \(message); \(hint).")
  }
}
