/// How the catalog walker treats each folder type of Apple's Asset Catalog Format Reference.
///
/// Runtime names and generated symbols follow what Xcode does (as seen in committed
/// `GeneratedAssetSymbols.swift` files): the image sets of an image stack's layers are named and namespaced
/// under the stack and the layer (`AppIcon/Back/Content` → `AppIcon.Back.content`); brand assets add nothing
/// to the names of what they hold (`Top Shelf Image` → `topShelf`, top level); a complication set's image sets
/// are named under it (`Complication/Modular`).
enum FolderRole: Equatable {
  /// A set whose `Contents.json` is read (image and colour sets); sets are read on every core.
  case readSet
  /// A set listed by its name only and not entered: symbol sets, app icons, data sets, AR, textures, stickers…
  case namedSet
  /// A folder of image sets, stacks or layers, which the walker enters.
  case container(ContainerNaming)
}

/// How a container names what it holds.
struct ContainerNaming: Equatable {
  /// Whether the container is an asset itself (an image stack is an image; a layer is not).
  var isListed: Bool
  /// Whether the names and symbols of its children nest under its own name, or stay where they would be.
  var nests: Bool
}

extension Asset.FolderType {
  var role: FolderRole {
    switch self {
    case .imageSet, .colorSet:
      .readSet
    case .complicationSet, .imageStack, .solidImageStack:
      .container(ContainerNaming(isListed: true, nests: true))
    case .imageStackLayer, .solidImageStackLayer:
      .container(ContainerNaming(isListed: false, nests: true))
    case .brandAssets, .spriteAtlas:
      // Their image sets keep top-level names, so `UIImage(named:)` and the symbols ignore the folder.
      .container(ContainerNaming(isListed: true, nests: false))
    case .symbolSet, .dataSet, .appIconSet, .launchImage, .iconSet, .stickerPack, .sticker, .stickerSequence,
      .arImageSet, .arResourceGroup, .arObject, .textureSet, .cubeTextureSet, .mipmapSet, .gameCenterDashboardImage,
      .gameCenterLeaderboard, .gameCenterLeaderboardSet, .otherSet:
      .namedSet
    }
  }

  /// Whether Xcode generates an `ImageResource` or `ColorResource` symbol for a set of this type (custom SF
  /// Symbols do get one: `Image(.tomatoFresh)`); app icons, data sets and the rest have none.
  var generatesSymbol: Bool {
    [.imageSet, .colorSet, .symbolSet].contains(self)
  }

  /// Whether a set of this type can give an image by name (`UIImage(named:)`, `Image("…")`); only colour and data
  /// sets certainly cannot. Other types count as images rather than risk a false "missing" error.
  var servesImages: Bool {
    ![.colorSet, .dataSet].contains(self)
  }
}
