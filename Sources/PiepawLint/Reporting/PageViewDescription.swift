/// Short words for how a page view draws a page, for `piepaw-lint flows`: `title Large Title Black white,
/// leading, 16 pt insets; background stretched, full screen; texts at the bottom`.
enum PageViewDescription {
  static func describe(_ view: PageView) -> String {
    var parts: [String] = []
    if let title = view.title { parts.append("title " + text(title)) }
    if let description = view.description { parts.append("description " + text(description)) }
    if let background = view.background {
      parts.append(
        "background \(scaling(background.scaling)), " + (background.ignoresSafeArea ? "full screen" : "safe area"))
    }
    if let fill = view.fill { parts.append("page fill " + self.fill(fill)) }
    if let icon = view.icon {
      let size = [icon.width, icon.height].map { $0.map(number) ?? "?" }.joined(separator: "×")
      parts.append(icon.width == nil && icon.height == nil ? "icon \(scaling(icon.scaling))" : "icon \(size) pt")
    }
    if let block = view.textBlock {
      var words = "texts at the \(block.placement == .center ? "centre" : block.placement.rawValue)"
      if let width = block.maximumWidth { words += ", \(number(width)) pt column" }
      if block.offsetX != 0 || block.offsetY != 0 {
        words += ", moved \(number(block.offsetX)), \(number(block.offsetY)) pt"
      }
      parts.append(words)
    }
    if !view.buttonLabels.isEmpty {
      parts.append("buttons " + view.buttonLabels.prefix(4).map { "\"\(Visible.text($0))\"" }.joined(separator: ", "))
    }
    return parts.isEmpty ? "no title or description text read" : parts.joined(separator: "; ")
  }

  private static func text(_ style: PageTextStyle) -> String {
    var words = [
      style.unread.contains(.font) ? "font ?" : font(style.font) + (style.design.map { " \(Visible.text($0))" } ?? ""),
      style.unread.contains(.color) ? "colour ?" : style.color.map(color) ?? "default colour",
    ].joined(separator: " ")
    words += ", \(style.unread.contains(.alignment) ? "alignment ?" : style.alignment.rawValue)"
    let insets =
      style.leadingInset == style.trailingInset
      ? number(style.leadingInset) : "\(number(style.leadingInset))/\(number(style.trailingInset))"
    words += ", \(insets)\(style.unread.contains(.insets) ? "+?" : "") pt insets"
    if let width = style.maximumWidth { words += ", max \(number(width)) pt" }
    if style.unread.contains(.lineLimit) {
      words += ", lines ?"
    } else if let limit = style.lineLimit {
      words += ", \(limit) line\(limit == 1 ? "" : "s")"
    }
    let scrims = style.scrims.filter { scrim in
      switch scrim {
      case .solid, .gradient: true
      case .shadow, .material, .unread: false
      }
    }
    .count
    if scrims > 0 { words += scrims == 1 ? ", over a scrim" : ", over \(scrims) scrims" }
    for case .material(let material) in style.scrims {
      words += ", on \(material.rawValue) material (text-contrast does not measure it)"
    }
    if style.scrims.contains(.unread) {
      words += ", on a background not read (text-contrast does not measure it)"
    }
    return words
  }

  static func font(_ font: FontSpec) -> String {
    switch font {
    case .textStyle(let style, let weight):
      ([styleName(style)] + [weight.map(weightName)].compactMap { $0 }).joined(separator: " ")
    case .system(let size, let weight):
      (["System \(number(size)) pt"] + [weight.map(weightName)].compactMap { $0 }).joined(separator: " ")
    case .custom(let name, let size, _, let scales): "\(Visible.text(name)) \(number(size)) pt\(scales ? "" : " fixed")"
    }
  }

  private static func styleName(_ style: TextStyleName) -> String {
    switch style {
    case .largeTitle: "Large Title"
    case .title2: "Title 2"
    case .title3: "Title 3"
    case .caption2: "Caption 2"
    default: style.rawValue.prefix(1).uppercased() + style.rawValue.dropFirst()
    }
  }

  private static func weightName(_ weight: FontWeight) -> String {
    switch weight {
    case .ultraLight: "Ultra Light"
    default: weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst()
    }
  }

  private static func color(_ color: TextColor) -> String {
    switch color {
    case .fixed(let rgba): fixed(rgba)
    case .adaptive(let light, let dark):
      if color == LayoutColorReader.primary {
        "primary"
      } else if color == LayoutColorReader.secondary {
        "secondary"
      } else {
        "\(fixed(light)) (dark \(fixed(dark)))"
      }
    case .asset(.catalogName(let name)), .asset(.nameOrSymbol(let name)): "colour \"\(Visible.text(name))\""
    case .asset(.symbol(let path)): "colour ." + Visible.text(path.joined(separator: "."))
    }
  }

  private static func fill(_ fill: PageFill) -> String {
    switch fill {
    case .color(let color): color == LayoutColorReader.primary ? "primary" : self.color(color)
    case .gradient(let stops): "gradient " + stops.map { fixed($0.color) }.joined(separator: " → ")
    }
  }

  private static func fixed(_ rgba: RGBA) -> String {
    rgba.name + percent(rgba.alpha)
  }

  private static func percent(_ alpha: Double) -> String {
    alpha >= 1 ? "" : " \(Int((alpha * 100).rounded()))%"
  }

  private static func scaling(_ scaling: PageBackgroundStyle.Scaling) -> String {
    switch scaling {
    case .stretch: "stretched"
    case .fill: "filled"
    case .fit: "fitted"
    case .natural: "at its size"
    }
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
  }
}
