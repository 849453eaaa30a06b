/// A JSON value with the location of its first character (`{`, `[`, `"`, a digit or `-`, or a literal).
public struct JSONNode: Hashable, Sendable {
  public var value: JSONValue
  public var location: SourceLocation
  /// The UTF-8 byte offsets of the value's text, from its first character to just past its last (`"…"` with
  /// its quotes, `{…}` with its braces).
  public var byteRange: Range<Int>?

  public init(_ value: JSONValue, at location: SourceLocation, byteRange: Range<Int>? = nil) {
    self.value = value
    self.location = location
    self.byteRange = byteRange
  }
}

/// The kinds of JSON value; objects keep their members in order, duplicates included.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONNode])
  case object([JSONMember])
}

/// A JSON number as written, with its integer value when it has one.
public struct JSONNumber: Hashable, Sendable {
  /// The number exactly as written: `1`, `-0.5`, `1e3`.
  public var raw: String
  /// The value when it is a whole number that fits in `Int` (`3`, `3.0`, `3e0`); nil for `1.5` or `1e40`.
  public var int: Int?
  /// The value as a `Double` (infinite when out of range).
  public var double: Double

  public init(raw: String, int: Int?, double: Double) {
    self.raw = raw
    self.int = int
    self.double = double
  }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Hashable, Sendable {
  public var key: String
  /// The key's opening quote.
  public var keyLocation: SourceLocation
  public var value: JSONNode
  /// The UTF-8 byte offsets of the key with its quotes.
  public var keyByteRange: Range<Int>?

  public init(key: String, keyLocation: SourceLocation, value: JSONNode, keyByteRange: Range<Int>? = nil) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
    self.keyByteRange = keyByteRange
  }
}

/// Why a text is not JSON, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// What is wrong: "expected ',' or '}' after an object member".
  public var message: String
  /// How to fix it: "remove the comma".
  public var hint: String
  public var location: SourceLocation

  public init(message: String, hint: String, location: SourceLocation) {
    self.message = message
    self.hint = hint
    self.location = location
  }

  /// The error as an `invalid-input` finding.
  public var finding: Finding {
    Finding(location: location, message: "Invalid JSON: \(message); \(hint).")
  }
}

extension JSONNode {
  /// The members when this is an object.
  public var objectMembers: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The elements when this is an array.
  public var arrayElements: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The text when this is a string.
  public var stringValue: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  /// The number when this is a number.
  public var numberValue: JSONNumber? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The integer value of a whole number (see `JSONNumber.int`).
  public var intValue: Int? { numberValue?.int }

  /// The value when this is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let bool) = value { return bool }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool { value == .null }

  /// The first member named `key`, when this is an object.
  public func member(_ key: String) -> JSONMember? {
    objectMembers?.first { $0.key == key }
  }

  /// The value of the first member named `key`, when this is an object.
  public subscript(key: String) -> JSONNode? { member(key)?.value }

  /// Members whose key already appeared earlier in the same object, in order.
  public var duplicateMembers: [JSONMember] {
    var seen: Set<String> = []
    return (objectMembers ?? []).filter { !seen.insert($0.key).inserted }
  }

  /// The value's kind for messages: "a string", "an integer", "a number with a fraction (1.5)", "an object", …
  public var kindDescription: String {
    switch value {
    case .null: "null"
    case .bool(let bool): "\(bool)"
    case .number(let number): number.kindDescription
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONNumber {
  /// "an integer", "a number with a fraction (1.5)" or "a number too large for an integer (1e40)".
  var kindDescription: String {
    if int != nil { return "an integer" }
    if double.isFinite && double.rounded() != double { return "a number with a fraction (\(raw))" }
    return "a number too large for an integer (\(raw))"
  }
}
