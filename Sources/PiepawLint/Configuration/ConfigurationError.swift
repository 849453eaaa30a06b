/// Why a configuration file cannot be used: the CLI prints it and exits 2.
///
/// The message goes to a terminal or a CI log, and parts of it come from the file (a key, a value): control and
/// bidirectional-format characters are shown as `\u{1B}` escapes, never passed raw, and every quoted part is cut
/// short (`quoted(_:)`), so a configuration can neither forge log lines nor paste a file into the log.
public struct ConfigurationError: Error, Hashable, Sendable {
  public var message: String
  public var location: SourceLocation

  public init(_ message: String, at location: SourceLocation) {
    self.message = Self.visible(message)
    self.location = location
  }

  /// The longest part of the file a message quotes, in characters.
  static let quotedLength = 64

  /// `'text'`, cut to `quotedLength` characters (`'aaaa…' (3 000 characters)`), for quoting a key or a value.
  static func quoted(_ text: String) -> String {
    guard text.count > quotedLength else { return "'\(text)'" }
    return "'\(text.prefix(quotedLength))…' (\(text.count) characters)"
  }

  /// The text with every control, line-breaking and bidirectional-format scalar escaped as `\u{…}`.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isInvisible(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
