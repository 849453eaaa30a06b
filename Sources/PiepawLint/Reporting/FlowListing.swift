/// How both `flows` reporters list a page's images and name an asset.
extension Page {
  /// The page's images in order, as `flows` lists them: role, name (nil when unresolved), kind.
  var listedImages: [(role: ImageRole, name: String?, kind: String)] {
    var images: [(ImageRole, String?, String)] = []
    for (role, field) in [(ImageRole.background, background), (.icon, icon)] {
      if let field { images.append((role, field.literal?.displayName, field.literal == nil ? "unresolved" : "asset")) }
    }
    for field in illustrations {
      images.append((.illustration, field.literal?.displayName, field.literal == nil ? "unresolved" : "asset"))
    }
    for symbol in symbols {
      images.append((symbol.role, symbol.name.literal, symbol.name.literal == nil ? "unresolved" : "system-symbol"))
    }
    return images
  }
}

extension AssetNameForm {
  /// The name as the code writes it: `onboarding-1`, `.onboarding1`, `.Poses.a1`.
  var displayName: String {
    switch self {
    case .symbol(let path): "." + path.joined(separator: ".")
    case .catalogName(let name), .nameOrSymbol(let name): name
    }
  }
}
