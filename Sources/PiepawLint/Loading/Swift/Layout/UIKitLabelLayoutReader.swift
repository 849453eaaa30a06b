/// Reads the labels of a UIKit page view (a view controller or view class): each `UILabel` variable's `text`,
/// `font` (`.systemFont(ofSize:weight:)`, `.boldSystemFont(ofSize:)`, `UIFont(name:size:)`,
/// `.preferredFont(forTextStyle:)`), `textColor`, `textAlignment` and `numberOfLines`, assigned as
/// `titleLabel.font = …` anywhere in the class, or as `$0.font = …` in the `then` closure that builds it
/// (`let titleLabel = UILabel().then { … }`); `attributedText = NSAttributedString(string: …)` shows its string.
/// Labels are told apart by name and by the braces around them (`let label = UILabel()` in two property
/// closures are two labels).
struct UIKitLabelLayoutReader {
  let code: SwiftCode
  let expressions: SwiftExpressionReader
  /// The class's `@IBOutlet` properties: a storyboard or xib styles those labels, so what the code does not
  /// assign is unread, not a `UILabel`'s default.
  var outlets: Set<String> = []

  private var values: LayoutValues { LayoutValues(code: code) }

  /// One label as its assignments describe it.
  private struct Label {
    var first: Int
    var text: Range<Int>?
    var style: PageTextStyle
    var numberOfLines: Int? = 1
    /// The name its constraints call it by, and where they are (a local label's are in its function).
    var constrained: (name: String, scope: Range<Int>)? = nil
    /// Its text is an attributed string whose attributes may set the font and colour, whatever the label's are.
    var attributesMayStyle = false
  }

  static let maximumAssignments = 200

  private static let textStyles: [String: TextStyleName] = [
    "largeTitle": .largeTitle, "title1": .title, "title2": .title2, "title3": .title3, "headline": .headline,
    "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption1": .caption,
    "caption2": .caption2,
  ]

  /// The layout of the labels in `body`; nil when none shows a text.
  func layout(of body: Range<Int>, at location: SourceLocation) -> SwiftViewLayout? {
    var labels: [String: Label] = [:]
    var order: [String] = []
    // Each assignment looks back for its declaration: a bounded number of them keeps a hostile class cheap.
    var budget = Self.maximumAssignments
    for property in ["text", "attributedText", "font", "textColor", "textAlignment", "numberOfLines"] {
      for index in code.occurrences(of: [property]) where body.contains(index) && budget > 0 {
        budget -= 1
        guard code.isPunctuation(".", at: index - 1), var name = code.identifierName(at: index - 2),
          code.isOperator("=", at: index + 1)
        else { continue }
        // `let titleLabel = UILabel().then { $0.font = … }`: `$0` is the label the closure initializes.
        var at = index
        if name == "$0" {
          guard let (label, brace) = thenTarget(before: index) else { continue }
          (name, at) = (label, brace)
        }
        guard labels.count < SwiftViewLayout.maximumTexts || labels[key(name, at, classBody: body)] != nil
        else { continue }
        let value = (index + 2)..<expressions.expressionEnd(from: index + 2, limit: body.upperBound)
        guard !value.isEmpty else { continue }
        let key = key(name, at, classBody: body)
        if labels[key] == nil {
          let outlet = outlets.contains(key)
          labels[key] = Label(
            first: index, style: Self.defaultStyle(at: code.location(of: index - 2), outlet: outlet),
            numberOfLines: outlet ? nil : 1, constrained: constrained(name, at, classBody: body))
          order.append(key)
        }
        assign(property, value, to: &labels[key]!)
      }
    }
    var layout = SwiftViewLayout(location: location)
    for key in order.sorted(by: { labels[$0]!.first < labels[$1]!.first }) {
      guard var label = labels[key], let text = label.text else { continue }
      label.style.lineLimit = label.numberOfLines
      if label.attributesMayStyle { label.style.unread.formUnion([.font, .color]) }
      if let (name, scope) = label.constrained,
        let insets = UIKitConstraintInsetReader(code: code).insets(of: name, in: scope)
      {
        (label.style.leadingInset, label.style.trailingInset) = insets
      } else {
        label.style.unread.insert(.insets)
      }
      var shows = SwiftChain(text, in: code)?.names ?? []
      if shows.first == "self" { shows.removeFirst() }
      layout.order.append(.text(layout.texts.count))
      layout.texts.append(
        SwiftLaidOutText(shows: shows, showsLocation: code.location(of: text.lowerBound), style: label.style))
    }
    return layout.texts.isEmpty ? nil : layout
  }

  /// A `UILabel` as it comes: the 17 pt system font, natural (leading) alignment, one line; an outlet's is
  /// whatever its storyboard says, unread until the code assigns it.
  private static func defaultStyle(at location: SourceLocation, outlet: Bool) -> PageTextStyle {
    var style = PageTextStyle(location: location, font: .system(size: 17, weight: nil))
    style.alignment = .leading
    if outlet { style.unread = [.font, .color, .alignment, .lineLimit] }
    return style
  }

  /// The label's name with the brace group that declares it (`let label = UILabel()` in two property closures
  /// are two labels); a label declared in the closure that initializes a property (`let titleLabel: UILabel = {
  /// let label = UILabel(); … }()`) is that property's; one declared nowhere around is the class's.
  private func key(_ name: String, _ index: Int, classBody: Range<Int>) -> String {
    guard let brace = declaringBrace(of: name, before: index), brace >= classBody.lowerBound else { return name }
    if let property = initializedProperty(closure: brace) { return property }
    return "\(name)@\(brace)"
  }

  /// The name a label's constraints use and the code they are in: a property's anywhere in the class, a local
  /// label's in the group that declares it.
  private func constrained(_ name: String, _ index: Int, classBody: Range<Int>) -> (String, Range<Int>)? {
    guard let brace = declaringBrace(of: name, before: index), brace >= classBody.lowerBound else {
      return (name, classBody)
    }
    if let property = initializedProperty(closure: brace) { return (property, classBody) }
    guard let close = code.partner(of: brace) else { return nil }
    return (name, (brace + 1)..<close)
  }

  /// The `{` of the innermost group around `index` that declares `name` (`let name = …`).
  private func declaringBrace(of name: String, before index: Int) -> Int? {
    var position = index - 3
    var depth = 0
    while position >= 0, index - position < 4000 {
      if code.isPunctuation("}", at: position) {
        depth += 1
      } else if code.isPunctuation("{", at: position) {
        if depth == 0 {
          let declares = ((position + 1)..<index).contains {
            code.isIdentifier(name, at: $0)
              && (code.isIdentifier("let", at: $0 - 1) || code.isIdentifier("var", at: $0 - 1))
          }
          if declares { return position }
        } else {
          depth -= 1
        }
      }
      position -= 1
    }
    return nil
  }

  /// The label a `then` closure around `index` configures (`let titleLabel = UILabel().then { $0.font = … }`),
  /// with the closure's `{`.
  private func thenTarget(before index: Int) -> (String, Int)? {
    var position = index - 3
    var depth = 0
    while position >= 3, index - position < 2000 {
      if code.isPunctuation("}", at: position) {
        depth += 1
      } else if code.isPunctuation("{", at: position) {
        guard depth == 0 else {
          depth -= 1
          position -= 1
          continue
        }
        guard code.isIdentifier("then", at: position - 1), code.isPunctuation(".", at: position - 2),
          let open = opening(of: position - 3), code.identifierName(at: open - 1)?.startsUppercase == true,
          let label = initializedProperty(equals: open - 2)
        else { return nil }
        return (label, position)
      }
      position -= 1
    }
    return nil
  }

  /// The `(` whose partner is the `)` at `close` (`UILabel()`, `UILabel(frame: .zero)`), a few tokens back.
  private func opening(of close: Int) -> Int? {
    guard code.isPunctuation(")", at: close) else { return nil }
    for position in stride(from: close - 1, through: max(close - 16, 0), by: -1)
    where code.isPunctuation("(", at: position) && code.partner(of: position) == close {
      return position
    }
    return nil
  }

  /// `let titleLabel: UILabel = {` or `lazy var titleLabel = {`: the property the closure at `brace` initializes.
  private func initializedProperty(closure brace: Int) -> String? {
    initializedProperty(equals: brace - 1)
  }

  /// `let titleLabel: UILabel =` ending at the `=` at `equals`: the name it declares.
  private func initializedProperty(equals: Int) -> String? {
    guard code.isOperator("=", at: equals) else { return nil }
    for position in stride(from: equals - 1, through: max(equals - 7, 0), by: -1) {
      if code.isIdentifier("let", at: position) || code.isIdentifier("var", at: position) {
        return code.identifierName(at: position + 1)
      }
    }
    return nil
  }

  private func assign(_ property: String, _ value: Range<Int>, to label: inout Label) {
    switch property {
    case "text": label.text = value
    case "attributedText":
      // `NSAttributedString(string: page.title)`: its text in the label's font, unless attributes say otherwise.
      guard let string = attributedString(value) else { return }
      label.text = string.text
      label.attributesMayStyle = string.hasAttributes
    case "font":
      if let font = font(value) {
        label.style.font = font
        label.style.unread.remove(.font)
      } else {
        label.style.unread.insert(.font)
      }
    case "textColor":
      label.style.color = LayoutColorReader(values: values).color(value)
      if label.style.color == nil { label.style.unread.insert(.color) } else { label.style.unread.remove(.color) }
    case "textAlignment":
      label.style.unread.remove(.alignment)
      switch values.member(value) {
      case "center": label.style.alignment = .center
      case "right": label.style.alignment = .trailing
      case "left", "natural", "justified": label.style.alignment = .leading
      default: label.style.unread.insert(.alignment)
      }
    case "numberOfLines":
      if let lines = values.number(value) {
        label.numberOfLines = lines >= 1 ? Int(lines) : nil
        label.style.unread.remove(.lineLimit)
      } else {
        label.style.unread.insert(.lineLimit)
      }
    default: break
    }
  }

  /// `NSAttributedString(string: x)`, `NSMutableAttributedString(string: x, attributes: […]).withLineSpacing(2)`:
  /// the text `x`, and whether attributes of its own may set its font and colour.
  private func attributedString(_ range: Range<Int>) -> (text: Range<Int>, hasAttributes: Bool)? {
    guard let chain = SwiftChain(range, in: code), !chain.isImplicit, let first = chain.segments.first,
      ["NSAttributedString", "NSMutableAttributedString"].contains(first.name),
      let text = values.argument("string", of: first)
    else { return nil }
    return (text, values.argument("attributes", of: first) != nil || chain.segments.count > 1)
  }

  /// `.systemFont(ofSize: 32, weight: .bold)`, `UIFont.boldSystemFont(ofSize: 20)`, `UIFont(name: "X", size: 20)`,
  /// `.preferredFont(forTextStyle: .body)`.
  private func font(_ range: Range<Int>) -> FontSpec? {
    var range = range
    if let fallback = code.firstTopLevel(in: range, where: { $0.isOperator("??") }) {
      range = range.lowerBound..<fallback
    }
    guard let chain = SwiftChain(range, in: code) else { return nil }
    var segments = chain.segments[...]
    if !chain.isImplicit, segments.first?.name == "UIFont", segments.first?.isCalled == false {
      segments = segments.dropFirst()
    }
    guard let segment = segments.first, segments.count == 1 else { return nil }
    if !chain.isImplicit, segment.name == "UIFont" {
      guard let name = values.argument("name", of: segment), name.count == 1,
        let literal = code.tokens[name.lowerBound].stringLiteral?.value,
        let size = values.argument("size", of: segment).flatMap(values.number)
      else { return nil }
      return .custom(name: literal, size: size, relativeTo: nil, scales: false)
    }
    switch segment.name {
    case "systemFont", "boldSystemFont":
      guard let size = values.argument("ofSize", of: segment).flatMap(values.number) else { return nil }
      if segment.name == "boldSystemFont" { return .system(size: size, weight: .bold) }
      let weight = values.argument("weight", of: segment).flatMap(values.member).flatMap(FontWeight.init(rawValue:))
      return .system(size: size, weight: weight)
    case "preferredFont":
      return values.argument("forTextStyle", of: segment).flatMap(values.member).flatMap { Self.textStyles[$0] }
        .map { .textStyle($0, weight: nil) }
    default:
      return nil
    }
  }
}
