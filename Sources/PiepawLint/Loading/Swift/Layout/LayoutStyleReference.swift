/// A font a static property holds, as the font reader reads its value.
struct SwiftFontConstant: Hashable, Sendable {
  var font: FontSpec
  /// `design: .serif` and the like: a face the San Francisco stand-in does not measure.
  var otherDesign: Bool
  /// Its name where it is read (`rounded`).
  var design: String? = nil
}

/// An unread `.font(…)` argument that names a constant: `.font(.fdTitle)` is `Font.fdTitle`,
/// `.font(Theme.Fonts.title)` is `Fonts.title` (the innermost type and the member), with the weight a
/// `.fontWeight(…)` around sets.
struct SwiftFontReference: Hashable, Sendable {
  var key: String
  var weight: FontWeight?
  /// Where the font calls the app's helper (`AppFont.title(size: 28)`): its number arguments, by label (`_` for
  /// none).
  var arguments: [String: Double] = [:]
}

/// The key an unread font or colour argument names, for the app's constants and helpers to resolve later
/// (`SwiftStyleConstants`, in the index).
enum LayoutStyleReference {
  /// The key an unread argument names: `.fdTitle` → `Font.fdTitle` (with `implicitType` `Font`),
  /// `Theme.Fonts.title` → `Fonts.title`, a bare name → `self.name`; nil for a call or anything else.
  static func key(of range: Range<Int>, in code: SwiftCode, implicitType: String) -> String? {
    guard let chain = SwiftChain(range, in: code), chain.segments.allSatisfy({ !$0.isCalled }) else { return nil }
    let names = chain.segments.map(\.name)
    // `ink`, `self.ink`: a property of the view's own type, where it declares one (`private let ink = Color(…)`).
    if !chain.isImplicit, names.count == 1 || (names.count == 2 && names[0] == "self"), let name = names.last,
      !name.startsUppercase
    {
      return ownPrefix + name
    }
    return typeMemberKey(names, isImplicit: chain.isImplicit, implicitType: implicitType)
  }

  /// `Type.member` of a member path: `.fdTitle` with `implicitType` `Font` → `Font.fdTitle`, `Theme.Fonts.title`
  /// → `Fonts.title`; nil where no type names the member.
  private static func typeMemberKey(_ names: [String], isImplicit: Bool, implicitType: String) -> String? {
    if isImplicit { return names.count == 1 ? "\(implicitType).\(names[0])" : nil }
    guard names.count >= 2, names[names.count - 2].startsUppercase else { return nil }
    return names.suffix(2).joined(separator: ".")
  }

  /// How a key names a member of the type that draws the text (`self.ink`), which only that type resolves.
  static let ownPrefix = "self."

  /// The key and number arguments of an unread argument that calls a static function (`AppFont.title(size: 28)`,
  /// `.brand(size: 20)` as `Font.brand`): nil for anything else, or an argument that is not a number literal.
  static func helperCall(_ range: Range<Int>, values: LayoutValues, implicitType: String) -> (
    key: String, arguments: [String: Double]
  )? {
    guard let chain = SwiftChain(range, in: values.code), let last = chain.segments.last, last.open != nil,
      last.closures.isEmpty, chain.segments.dropLast().allSatisfy({ !$0.isCalled })
    else { return nil }
    guard
      let key = typeMemberKey(chain.segments.map(\.name), isImplicit: chain.isImplicit, implicitType: implicitType)
    else { return nil }
    var arguments: [String: Double] = [:]
    for argument in values.arguments(of: last) {
      guard let number = values.number(argument.value) else { return nil }
      arguments[argument.label ?? "_"] = number
    }
    return (key, arguments)
  }
}
