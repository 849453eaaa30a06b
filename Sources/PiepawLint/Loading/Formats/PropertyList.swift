import Foundation

/// A property list value with the location of its first character: a dictionary's or array's opening tag or
/// bracket, a string's first character. Binary plists carry the file only.
struct PlistNode: Hashable, Sendable {
  enum Value: Hashable, Sendable {
    case string(String)
    case dictionary([PlistEntry])
    case array([PlistNode])
    /// Integers, reals, booleans, dates and data are kept by kind only (`integer`, `true`, `data`, …).
    case scalar(kind: String)
  }

  var value: Value
  var location: SourceLocation

  var stringValue: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  var entries: [PlistEntry]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  var elements: [PlistNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The value of the first entry named `key`, when this is a dictionary.
  subscript(key: String) -> PlistNode? { entries?.first { $0.key == key }?.value }

  /// The kind for messages: "a string", "a dictionary", "an integer", …
  var kindDescription: String {
    switch value {
    case .string: "a string"
    case .dictionary: "a dictionary"
    case .array: "an array"
    case .scalar(let kind): ["integer", "array"].contains(kind) ? "an \(kind)" : "a \(kind)"
    }
  }
}

/// One key and value of a plist dictionary.
struct PlistEntry: Hashable, Sendable {
  var key: String
  var keyLocation: SourceLocation
  var value: PlistNode
}

/// Reads XML, old-style (OpenStep) text and binary property lists into `PlistNode`s.
enum PropertyListReader {
  /// Detects the format from the bytes: `bplist`, XML (`<`), or old-style text.
  static func parse(data: Data, file: String) -> Result<PlistNode, Finding> {
    if data.starts(with: Array("bplist".utf8)) { return BinaryPlistReader.parse(data, file: file) }
    let text: String
    switch TextFile.decodeUnicode(data, path: file) {
    case .success(let decoded): text = decoded
    case .failure(let finding): return .failure(finding)
    }
    let firstVisible = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
    if firstVisible == "<" {
      return XMLReader.parse(text, file: file).flatMap { fromXML($0) }
    }
    return ASCIIPlistReader.parse(text, file: file)
  }

  // MARK: XML

  /// Converts a parsed XML document (`<plist>` with one value, or a bare value) into a plist value.
  static func fromXML(_ root: XMLElement) -> Result<PlistNode, Finding> {
    do throws(Finding) {
      guard root.name == "plist" else { return .success(try value(root)) }
      let values = root.children
      guard values.count == 1, let only = values.first else {
        throw invalid(
          "<plist> must hold exactly one value; it holds \(values.count)", hint: "keep one top-level <dict>",
          at: values.dropFirst().first?.location ?? root.location)
      }
      try rejectText(in: root)
      return .success(try value(only))
    } catch {
      return .failure(error)
    }
  }

  /// One value element; nesting is bounded by `XMLReader.maximumDepth`.
  private static func value(_ element: XMLElement) throws(Finding) -> PlistNode {
    switch element.name {
    case "string":
      try rejectChildren(of: element)
      return PlistNode(value: .string(element.text), location: element.contentLocation)
    case "dict":
      try rejectText(in: element)
      return PlistNode(value: .dictionary(try entries(of: element)), location: element.location)
    case "array":
      try rejectText(in: element)
      var values: [PlistNode] = []
      for child in element.children { values.append(try value(child)) }
      return PlistNode(value: .array(values), location: element.location)
    case "integer", "real", "true", "false", "date", "data":
      try rejectChildren(of: element)
      return PlistNode(value: .scalar(kind: element.name), location: element.location)
    case "key":
      throw invalid("a <key> outside a <dict>", hint: "put keys only inside <dict>", at: element.location)
    default:
      throw invalid(
        "unknown element <\(element.name)>",
        hint: "a value is <string>, <dict>, <array>, <integer>, <real>, <true/>, <false/>, <date> or <data>",
        at: element.location)
    }
  }

  private static func entries(of dict: XMLElement) throws(Finding) -> [PlistEntry] {
    var entries: [PlistEntry] = []
    var children = dict.children[...]
    while let keyElement = children.popFirst() {
      guard keyElement.name == "key" else {
        throw invalid(
          "expected a <key> in the <dict>, found <\(keyElement.name)>",
          hint: "a <dict> holds pairs: <key>name</key> then the value", at: keyElement.location)
      }
      try rejectChildren(of: keyElement)
      guard let valueElement = children.popFirst() else {
        throw invalid(
          "the key \"\(keyElement.text)\" has no value", hint: "add a value after </key> or remove the key",
          at: keyElement.location)
      }
      entries.append(
        PlistEntry(key: keyElement.text, keyLocation: keyElement.contentLocation, value: try value(valueElement)))
    }
    return entries
  }

  private static func rejectText(in element: XMLElement) throws(Finding) {
    if let location = element.textLocation {
      throw invalid("text directly inside <\(element.name)>", hint: "wrap it in <string>…</string>", at: location)
    }
  }

  private static func rejectChildren(of element: XMLElement) throws(Finding) {
    if let child = element.children.first {
      throw invalid(
        "<\(child.name)> inside <\(element.name)>", hint: "<\(element.name)> holds text only", at: child.location)
    }
  }

  private static func invalid(_ message: String, hint: String, at location: SourceLocation) -> Finding {
    Finding(location: location, message: "Invalid property list: \(message); \(hint).")
  }
}
