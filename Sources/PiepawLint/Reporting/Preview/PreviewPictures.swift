/// An image set as a frame or the gallery draws it: the file an iPhone in one appearance loads, and its size.
struct SetPicture {
  var asset: Asset
  /// The file drawn, absolute.
  var path: String
  /// Its size in points (pixels over its scale).
  var points: PointSize
  var pixels: PixelSize
  /// The size it is drawn at, in points (CSS pixels).
  var drawn: PointSize
}

/// Why a page's image is not drawn.
enum MissingPicture: Error {
  /// The field is not a literal (`unresolved-value`).
  case unresolved(String)
  /// No image set has the name (`missing-asset`).
  case noSuchSet(String)
  /// The set has no PNG or JPEG file an iPhone loads that decodes (corrupt, vector, HEIF, empty).
  case notDrawable(String)

  var text: String {
    switch self {
    case .unresolved(let reason): "not a literal: \(reason)"
    case .noSuchSet(let name): "no image set `\(name)`"
    case .notDrawable(let name): "`\(name)` has no PNG or JPEG file that decodes"
    }
  }
}

/// Picks the files the preview draws: for one appearance, the iPhone's (universal or iphone idiom, no other
/// trait) PNG or JPEG files that decoded, the dark ones where the set has them; of those, the smallest that
/// covers the size it is drawn at, so thumbnails decode as little as they can (a 430×932 pt background is drawn
/// from its @1x file in a 375 pt frame).
struct PicturePicker {
  let project: Project
  let assets: AssetIndex

  init(project: Project) {
    self.project = project
    assets = AssetIndex(project)
  }

  /// The image set a page field names, or why there is none.
  func asset(for field: Field<AssetNameForm>) -> Result<Asset, MissingPicture> {
    guard let name = field.literal else {
      if case .unresolved(let reason) = field.value { return .failure(.unresolved(reason)) }
      return .failure(.unresolved("unknown"))
    }
    guard case .found(let asset) = assets.resolve(name, kind: .image), asset.kind == .imageSet else {
      return .failure(.noSuchSet(Self.written(name)))
    }
    return .success(asset)
  }

  /// The file of `asset` to draw in `appearance`, where `drawnSize` gives the size in points it is drawn at for
  /// the set's size in points.
  func picture(
    of asset: Asset, in appearance: PreviewAppearance, drawnSize: (PointSize) -> PointSize
  ) -> SetPicture? {
    let phone = asset.images.filter { entry in
      (entry.idiom == nil || entry.idiom == "universal" || entry.idiom == "iphone") && entry.variant.isEmpty
    }
    var entries = phone.filter { $0.appearances == appearance.catalogAppearances }
    if entries.isEmpty { entries = phone.filter { $0.appearances.isEmpty } }
    let drawable = project.measuredImages(entries, of: asset).filter { image in
      guard let info = project.images[image.path], info.status.isOK else { return false }
      return info.format == .png || info.format == .jpeg
    }
    guard let largest = drawable.largest else { return nil }
    let drawn = drawnSize(largest.points)
    let chosen =
      drawable.sorted { $0.pixels.pixelCount < $1.pixels.pixelCount }
      .first { Double($0.pixels.width) >= drawn.width && Double($0.pixels.height) >= drawn.height } ?? largest
    return SetPicture(asset: asset, path: chosen.path, points: chosen.points, pixels: chosen.pixels, drawn: drawn)
  }

  /// Whether any file of the set is drawn differently in dark appearance.
  func hasDarkFile(_ asset: Asset) -> Bool {
    asset.images.contains { $0.appearances == PreviewAppearance.dark.catalogAppearances }
  }

  /// `.onboarding1`, `onboarding-1`: a name as the code writes it.
  static func written(_ name: AssetNameForm) -> String {
    switch name {
    case .symbol(let path): "." + path.joined(separator: ".")
    case .catalogName(let text), .nameOrSymbol(let text): text
    }
  }
}

/// How big an image is drawn, in points.
enum DrawnSize {
  /// A background of `points` in a `screen` frame, scaled as `scaling` says.
  static func background(_ points: PointSize, scaling: PageBackgroundStyle.Scaling, screen: PointSize) -> PointSize {
    guard points.width > 0, points.height > 0 else { return screen }
    let across = screen.width / points.width, down = screen.height / points.height
    switch scaling {
    case .natural: return points
    case .fit: return scaled(points, min(across, down))
    // A stretched image is drawn at the screen's size on both axes: a thumbnail covering it loses nothing.
    case .fill, .stretch: return scaled(points, max(across, down))
    }
  }

  private static func scaled(_ size: PointSize, _ factor: Double) -> PointSize {
    PointSize(width: size.width * factor, height: size.height * factor)
  }
}
