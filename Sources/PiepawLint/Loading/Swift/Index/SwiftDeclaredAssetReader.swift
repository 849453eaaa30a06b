/// Finds the static members a file declares on asset types: `extension UIColor { static var brandInk: UIColor }`,
/// `extension Color { static let paper = … }`, `extension ShapeStyle where Self == Color { static var ink: Color }`,
/// `extension ImageResource { static let paw = … }`, and members of types nested in them (`Color.Brand.ink`).
/// `Color(.brandInk)` names such a member, not a catalog asset.
enum SwiftDeclaredAssetReader {
  /// Types whose static members stand where a colour asset's symbol may: `Color(_:)` takes a `ColorResource`, a
  /// `UIColor` or an `NSColor`, and leading-dot syntax also finds `ShapeStyle` and `Color` statics.
  static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "ColorResource", "ShapeStyle", "CGColor"]
  /// The same for images: `Image(_:)` takes an `ImageResource`; `UIImage`/`NSImage` statics stand in for them
  /// in `UIImage` code.
  static let imageTypes: Set<String> = ["ImageResource", "UIImage", "NSImage", "Image"]

  static func symbols(in index: SwiftFileIndex) -> DeclaredAssetSymbols {
    var symbols = DeclaredAssetSymbols()
    for type in index.types {
      let members = type.cases.map(\.name) + type.properties.filter(\.isStatic).map(\.name)
      if !members.isEmpty { symbols.membersByType[type.name, default: []].formUnion(members) }
      let chain = type.enclosing + [type.name]
      guard let root = chain.first else { continue }
      let isColor = colorTypes.contains(root)
      let isImage = imageTypes.contains(root)
      guard isColor || isImage else { continue }
      // The path after the asset type: `Brand.ink` for `extension Color { enum Brand { static let ink } }`.
      let prefix = chain.dropFirst().joined(separator: ".")
      // A type nested in one (`extension ColorResource { enum Background { case main; var color: Color } }`): every
      // path through it (`.Background.main.color`) names the app's own members, no generated symbol.
      if !prefix.isEmpty {
        if isColor { symbols.colors.insert(prefix) }
        if isImage { symbols.images.insert(prefix) }
      }
      for property in type.properties where property.isStatic {
        let path = prefix.isEmpty ? property.name : prefix + "." + property.name
        if isColor { symbols.colors.insert(path) }
        if isImage { symbols.images.insert(path) }
      }
      guard chain.count == 1 else { continue }
      if type.initializers.contains(where: { isStringInitializer($0, label: "named") }) {
        symbols.redirectedNameLookups.insert(isColor ? .color : .image)
      }
      if ["Color", "Image"].contains(root), type.initializers.contains(where: { isStringInitializer($0, label: nil) }) {
        symbols.stringInitializers.insert(isColor ? .color : .image)
      }
      let argumentTypes = type.initializers.compactMap(unlabelledArgumentType)
      if isColor { symbols.colorArgumentTypes.formUnion(argumentTypes) }
      if isImage { symbols.imageArgumentTypes.formUnion(argumentTypes) }
    }
    return symbols
  }

  /// `init?(named name: String)` (label `named`) or `init(_ hex: String)` (no label): the project's own.
  private static func isStringInitializer(_ parameters: [SwiftParameter], label: String?) -> Bool {
    guard let first = parameters.first, first.typeName?.hasPrefix("String") == true else { return false }
    return first.label == label
  }

  /// `Role` for `init(_ role: Palette.Role, …)`; nil when the first parameter has a label or an asset type of its
  /// own (the generated `init(_ resource: ColorResource)` is Apple's, never the project's).
  private static func unlabelledArgumentType(_ parameters: [SwiftParameter]) -> String? {
    guard let first = parameters.first, first.label == nil, let typeName = first.typeName else { return nil }
    let bare = typeName.filter { $0 != "?" && $0 != "!" }
    let last = bare.split(separator: ".").last.map(String.init) ?? bare
    return colorTypes.contains(last) || imageTypes.contains(last) || last.isEmpty ? nil : last
  }
}
