/// The forms a colour component takes in `Contents.json`: `0.949` (0–1), `242` (0–255), `0xF2` (a byte); in an
/// extended colour space any decimal number. What `color-set-value` checks and `text-contrast` reads.
enum ColorComponentValue {
  /// The component on the 0…1 scale (outside it only in an extended space); nil when it is none of the forms.
  static func value(_ text: String, extended: Bool) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasPrefix("0x") {
      guard let byte = Int(trimmed.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
      return Double(byte) / 255
    }
    guard let value = Double(trimmed), value.isFinite, !trimmed.lowercased().contains("e") || extended else {
      return nil
    }
    let isFraction = trimmed.contains(".")
    if !extended, !(isFraction ? (0...1).contains(value) : (0...255).contains(value)) { return nil }
    return isFraction ? value : value / 255
  }

  static func isValid(_ text: String, extended: Bool) -> Bool {
    value(text, extended: extended) != nil
  }
}
