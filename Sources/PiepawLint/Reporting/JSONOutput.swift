/// A JSON value written with keys in the order given, so reports are stable and diffable.
public indirect enum JSONOutput: Sendable, Equatable {
  case object([(String, JSONOutput)])
  case array([JSONOutput])
  case string(String)
  case integer(Int)
  case number(Double)
  case boolean(Bool)
  case null

  public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.rendered() == rhs.rendered() }

  /// Pretty-printed with two-space indentation, ending without a newline.
  public func rendered(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .object(let members):
      if members.isEmpty { return "{}" }
      let body = members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
      return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let items):
      if items.isEmpty { return "[]" }
      return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .string(let text): return Self.quoted(text)
    case .integer(let value): return String(value)
    case .number(let value): return value.isFinite ? String(value) : "null"
    case .boolean(let value): return value ? "true" : "false"
    case .null: return "null"
    }
  }

  /// A JSON string literal: quotes, backslashes and every scalar `Visible` hides (controls, line separators,
  /// direction overrides, the `[` of `##[`) escaped, so the text stays exact for a reader and inert on a terminal,
  /// in a CI log or in JavaScript; everything else as UTF-8.
  static func quoted(_ text: String) -> String {
    var result = "\""
    var previous: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
    for scalar in text.unicodeScalars {
      let hidden = Visible.needsEscape(scalar, after: &previous)
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where hidden:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
