/// A page's image as a frame draws it.
enum FrameImage {
  case picture(SetPicture)
  case missing(MissingPicture)
  /// An SF Symbol (`Image(systemName:)`), drawn as its name.
  case symbol(String)
}

/// The images of one page in one appearance: what the frame draws and what the thumbnails are made of. Both
/// the request pass and the drawing pass ask this, so they agree on every file.
struct PageImageChoice {
  var background: FrameImage?
  var icon: FrameImage?

  init(page: Page, appearance: PreviewAppearance, screen: DeviceScreen, picker: PicturePicker) {
    let scaling = page.view?.background?.scaling ?? PageLayout.defaultScaling
    let screenSize = PointSize(width: screen.width, height: screen.height)
    background = Self.image(page.background, symbol: page.symbols.first { $0.role == .background }, picker: picker) {
      asset in
      picker.picture(of: asset, in: appearance) { DrawnSize.background($0, scaling: scaling, screen: screenSize) }
    }
    let iconField = ContrastTextLayout.iconField(of: page)
    if page.view?.icon?.isSystemSymbol == true, let name = iconField?.literal {
      // `Image(systemName: page.icon)`: the field is a symbol's name.
      icon = .symbol(PicturePicker.written(name))
    } else {
      icon = Self.image(iconField, symbol: page.symbols.first { $0.role == .icon }, picker: picker) { asset in
        picker.picture(of: asset, in: appearance) { $0 }
      }
    }
  }

  private static func image(
    _ field: Field<AssetNameForm>?, symbol: PageSymbol?, picker: PicturePicker, draw: (Asset) -> SetPicture?
  ) -> FrameImage? {
    if let field {
      switch picker.asset(for: field) {
      case .failure(let missing): return .missing(missing)
      case .success(let asset):
        return draw(asset).map(FrameImage.picture) ?? .missing(.notDrawable(asset.name))
      }
    }
    if let name = symbol?.name { return .symbol(name.literal ?? "?") }
    return nil
  }

  var pictures: [SetPicture] {
    [background, icon].compactMap { image in
      if case .picture(let picture)? = image { return picture }
      return nil
    }
  }
}
