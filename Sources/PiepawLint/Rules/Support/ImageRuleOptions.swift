/// Options the image rules share: ratios, screen sizes and tolerances are validated when the configuration is
/// read, so a bad value stops the run (exit 2) naming the option instead of silently checking nothing.
extension RuleOption {
  /// The largest screen side in points an option accepts (no device comes near it).
  static let largestScreenSide = 10_000

  /// A `width:height` ratio written as a string, such as `"19.5:9"`.
  static func aspectRatio(_ name: String, _ summary: String, default value: String) -> RuleOption {
    RuleOption(name: name, summary: summary, defaultValue: .string(value)) { configured in
      guard case .string(let text) = configured else { return nil }
      guard let ratio = AspectRatio(text), ratio.tallness <= 100 else {
        return "must be a ratio such as \"19.5:9\" or \"1:1\" (at most 100:1); found \(ConfigurationError.quoted(text))"
      }
      return nil
    }
  }

  /// A size in points written `430x932`.
  static func pointSize(_ name: String, _ summary: String, default value: String) -> RuleOption {
    RuleOption(name: name, summary: summary, defaultValue: .string(value)) { configured in
      guard case .string(let text) = configured else { return nil }
      guard let size = PixelSize(text), size.width <= largestScreenSide, size.height <= largestScreenSide else {
        return
          "must be a size in points such as \"430x932\" (sides 1 to \(largestScreenSide)); found \(ConfigurationError.quoted(text))"
      }
      return nil
    }
  }

  /// A relative tolerance: 0.03 accepts 3% either way.
  static func tolerance(_ name: String, _ summary: String, default value: Double) -> RuleOption {
    RuleOption(name: name, summary: summary, defaultValue: .number(value)) { configured in
      guard case .number(let number) = configured else { return nil }
      guard number >= 0, number < 1 else { return "must be at least 0 and less than 1; found \(number)" }
      return nil
    }
  }
}

extension RuleOptions {
  /// The ratio option `name`; nil when it does not parse (validation keeps that from configuration).
  func aspectRatio(_ name: String) -> AspectRatio? {
    guard case .string(let text) = self[name] else { return nil }
    return AspectRatio(text)
  }

  /// The size option `name` (points written like pixels, `430x932`); nil when it does not parse or is beyond
  /// any screen (options built in code skip validation, and the sides are multiplied by the scale).
  func pointSize(_ name: String) -> PixelSize? {
    guard case .string(let text) = self[name], let size = PixelSize(text),
      max(size.width, size.height) <= RuleOption.largestScreenSide
    else { return nil }
    return size
  }
}
