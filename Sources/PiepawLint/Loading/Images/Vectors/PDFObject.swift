/// `12 0 R`: an indirect reference to object 12, generation 0.
struct PDFReference: Hashable, Sendable, CustomStringConvertible {
  var number: Int
  var generation: Int

  var description: String { "\(number) \(generation) R" }
}

/// A PDF object as far as the reader needs it. Strings keep only their length: nothing here reads text.
indirect enum PDFObject: Hashable, Sendable {
  case null
  case boolean(Bool)
  case integer(Int)
  case real(Double)
  case name(String)
  case string(byteCount: Int)
  case array([PDFObject])
  case dictionary([String: PDFObject])
  case reference(PDFReference)
  /// A stream: its dictionary and where its (still encoded) data lies in the bytes it was read from.
  case stream([String: PDFObject], data: Range<Int>)

  var dictionary: [String: PDFObject]? {
    switch self {
    case .dictionary(let entries), .stream(let entries, _): entries
    default: nil
    }
  }

  var integer: Int? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// An integer or a real.
  var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .real(let value): value
    default: nil
    }
  }

  var name: String? {
    if case .name(let value) = self { return value }
    return nil
  }

  var array: [PDFObject]? {
    if case .array(let values) = self { return values }
    return nil
  }

  var reference: PDFReference? {
    if case .reference(let value) = self { return value }
    return nil
  }

  /// `a dictionary`, `the integer 3`: for messages about an object of the wrong kind.
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .boolean: "a boolean"
    case .integer(let value): "the integer \(value)"
    case .real: "a number"
    case .name(let value): "the name /\(value)"
    case .string: "a string"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .reference(let value): "the reference \(value)"
    case .stream: "a stream"
    }
  }
}
