/// Whether an image is sharp where a page view draws it at a size the tool knows: the file each device loads,
/// against the size it is drawn at times the device's scale. `background-resolution` and `image-resolution` judge
/// with it; `missing-scale` leaves the images they judge to them and claims blur only where the view draws the
/// image at its own size.
enum DrawnResolution {
  /// The devices a shortfall at `scale` shows on, for messages. Every iPhone since the iPhone 12 but the SE is @3x
  /// (the XR and 11 were the last other @2x ones; the SE of 2020 and 2022 is @2x too).
  static func devices(atScale scale: Int, onPadsOnly: Bool = false) -> String {
    if onPadsOnly { return "iPads (all @\(scale)x)" }
    return switch scale {
    case 3: "@3x iPhones (every iPhone since the iPhone 12 but the SE)"
    case 2: "@2x devices (iPhone SE, XR and 11, iPads)"
    default: "@\(scale)x devices"
    }
  }

  /// The least upscale reported: below 10% (a 430 px file drawn over 435 px) the softening is not visible next to
  /// the sharp text, and no one would export the file again for it.
  static let minimumUpscale = 0.1

  /// A file with fewer pixels than the size it is drawn at needs on the devices that load it.
  struct Shortfall {
    /// The file those devices load.
    var image: MeasuredImage
    var deviceScale: Int
    /// Drawn only on iPads (a branch of the regular width class or the iPad idiom).
    var onPadsOnly = false
    /// The size it is drawn at, in points.
    var drawn: PointSize
    var needed: PixelSize

    /// How much iOS scales it up on its worse side: 0.5 is 50%.
    var upscale: Double {
      max(
        Double(needed.width) / Double(max(image.pixels.width, 1)),
        Double(needed.height) / Double(max(image.pixels.height, 1))) - 1
    }
  }

  /// The file a device of `deviceScale` loads of one group's files: a single-scale file, the file of its scale,
  /// else the lowest scale above it (scaled down: sharp), else the highest below it (scaled up).
  static func loaded(at deviceScale: Int, from images: [MeasuredImage]) -> MeasuredImage? {
    if let single = images.first(where: { $0.entry.scale == nil }) { return single }
    let scaled = images.filter { $0.entry.scale != nil }
    if let exact = scaled.first(where: { $0.scale == deviceScale }) { return exact }
    let above = scaled.filter { $0.scale > deviceScale }.min { $0.scale < $1.scale }
    return above ?? scaled.filter { $0.scale < deviceScale }.max { $0.scale < $1.scale }
  }

  /// The shortfalls of an image set's iPhone files (universal and iphone idioms, every appearance) drawn at the
  /// size `drawn` gives for an image of the given points (nil: not known), worst first, one per device scale. A
  /// set that keeps a vector (Preserve Vector Data) is sharp at any size, and a swatch of a few pixels scales
  /// without loss: neither has any.
  static func shortfalls(
    of asset: Asset, in project: Project, onPadsOnly: Bool = false, drawn: (PointSize) -> PointSize?
  ) -> [Shortfall] {
    var worst: [Int: Shortfall] = [:]
    // Every set of an iPad-only app (`TARGETED_DEVICE_FAMILY = 2`) is drawn on iPads alone.
    let onPadsOnly = onPadsOnly || ImageScaling.runsOnIPadsOnly(asset.deviceFamilies)
    for group in asset.scaleGroups where idioms(onPadsOnly: onPadsOnly, of: asset).contains(group.idiom) {
      guard !ScaleGroup.hasPreservedVector(group.entries, properties: asset.properties) else { return [] }
      let images = project.measuredImages(group.entries, of: asset)
      if let largest = images.largest, max(largest.pixels.width, largest.pixels.height) <= MissingScaleRule.swatchSide {
        continue
      }
      let idiom = ImageScaling.deviceIdiom(group.idiom, platforms: asset.platforms)
      let declared = Set(group.entries.compactMap(\.scale))
      for scale in onPadsOnly ? [2] : ImageScaling.requiredScales(idiom: idiom) {
        // A file the set names but that is absent or does not decode is another rule's finding.
        if declared.contains(scale), !images.contains(where: { $0.entry.scale == scale }) { continue }
        guard let image = loaded(at: scale, from: images),
          var shortfall = shortfall(of: image, deviceScale: scale, drawn: drawn),
          shortfall.upscale > (worst[scale]?.upscale ?? 0)
        else { continue }
        shortfall.onPadsOnly = onPadsOnly
        worst[scale] = shortfall
      }
    }
    return worst.values.sorted { $0.deviceScale > $1.deviceScale }
  }

  /// The idioms of the groups the devices load: iPhones load universal and iphone files; iPads the ipad files, else
  /// the universal ones.
  private static func idioms(onPadsOnly: Bool, of asset: Asset) -> Set<String> {
    guard onPadsOnly else { return ["universal", "iphone"] }
    return asset.scaleGroups.contains { $0.idiom == "ipad" } ? ["ipad"] : ["universal"]
  }

  /// What `image` lacks on a device of `deviceScale`, drawn at `drawn(its points)`, or nil.
  private static func shortfall(
    of image: MeasuredImage, deviceScale: Int, drawn: (PointSize) -> PointSize?
  ) -> Shortfall? {
    guard let size = drawn(image.points), let needed = size.pixels(atScale: deviceScale),
      needed.width > image.pixels.width || needed.height > image.pixels.height
    else { return nil }
    let shortfall = Shortfall(image: image, deviceScale: deviceScale, drawn: size, needed: needed)
    return shortfall.upscale >= minimumUpscale ? shortfall : nil
  }

  /// ` (and 600×600 px for @2x devices)` for the shortfalls after `worst` in other files (a file that both load
  /// is fixed with the worst); empty when there are none.
  static func alsoNeeded(_ others: [Shortfall], worst: Shortfall) -> String {
    let others = others.filter { $0.image.path != worst.image.path }
    return others.isEmpty
      ? "" : " (and " + Plural.list(others.map { "\($0.needed) px for @\($0.deviceScale)x devices" }) + ")"
  }
}

extension DrawnResolution {
  /// How a page view draws a page's image, where its code says so.
  enum Drawing {
    /// Not resizable: drawn at its own size in points, so a device of a higher scale than its file scales it up.
    case ownSize(SourceLocation)
    /// Resizable, at a size the tool knows (full screen, a literal frame): its pixels against that size decide.
    case knownSize(SourceLocation)
  }

  /// How the page's view draws `use` (a background or the image its icon `Image` shows), or nil where it draws it
  /// resizable at a size the tool does not know, or is not known to draw it.
  static func drawing(_ use: PageImage, role: PageImageRole, screen: DeviceScreen) -> Drawing? {
    switch role {
    case .background:
      guard let style = use.page.view?.background else { return nil }
      return style.scaling == .natural ? .ownSize(style.location) : .knownSize(style.location)
    case .icon, .drawnIcon:
      guard let icon = drawnIcon(of: use) else { return nil }
      if icon.scaling == .natural { return .ownSize(icon.location) }
      let known = iconDrawnSize(icon, imagePoints: use.largest.points, view: use.page.view, screen: screen) != nil
      return known ? .knownSize(icon.location) : nil
    }
  }

  /// The view's icon `Image` when it shows `use`'s field: one that draws a value (`Image(page.image)`), or the
  /// literal the field was read from; not an SF Symbol.
  static func drawnIcon(of use: PageImage) -> PageIconStyle? {
    guard let icon = use.page.view?.icon, !icon.isSystemSymbol else { return nil }
    if let literal = icon.literalNameLocation, literal != use.field.location { return nil }
    return icon
  }

  /// The size the view's icon image of `imagePoints` is drawn at: in its literal `.frame(width:height:)` (a side
  /// not given follows from the other and the image's shape, as the page layout sizes the icon), scaled in it as
  /// the code scales it. Nil where the code does not say: no literal frame, a stretched image with one side, an
  /// image that is not resizable (drawn at its own size), or a side that follows to more than the page has room
  /// for (then SwiftUI draws it smaller than the frame says). The room is the narrowest screen less SwiftUI's
  /// default padding, so a fitted image is never assumed wider than it can be.
  static func iconDrawnSize(
    _ icon: PageIconStyle, imagePoints: PointSize, view: PageView?, screen: DeviceScreen
  ) -> PointSize? {
    guard icon.scaling != .natural, icon.width != nil || icon.height != nil else { return nil }
    // Stretched or filled, a side the frame does not give takes what the container offers (the screen's height
    // for `.scaledToFill().frame(width: 700)`): the size is not known.
    if icon.scaling == .stretch || icon.scaling == .fill, icon.width == nil || icon.height == nil { return nil }
    let room = min(view?.textBlock?.maximumWidth ?? screen.width, screen.width - 2 * defaultPadding)
    let aspect = imagePoints.width / max(imagePoints.height, 0.01)
    switch (icon.width, icon.height) {
    case (let width?, nil) where width / aspect > screen.height - screen.safeAreaTop - screen.safeAreaBottom:
      return nil
    case (nil, let height?) where height * aspect > room: return nil
    default: break
    }
    let points = (width: imagePoints.width, height: imagePoints.height)
    let frame = ContrastTextLayout.iconSize(icon, points: points, columnWidth: room, screen: screen)
    let drawn = BackgroundPlacement.drawnSize(of: points, in: frame, scaling: icon.scaling)
    return PointSize(width: drawn.width, height: drawn.height)
  }

  /// SwiftUI's `.padding()` on each side.
  static let defaultPadding = 16.0

  /// `` `.frame(height: 300)`, scaled to fit ``: how the code sizes an icon, for messages.
  static func frameText(_ icon: PageIconStyle) -> String {
    let sides = [("width", icon.width), ("height", icon.height)].compactMap { label, value in
      value.map { "\(label): \(Measure.text($0))" }
    }
    let scaling: String =
      switch icon.scaling {
      case .fill: "scaled to fill"
      case .fit: "scaled to fit"
      case .stretch: "stretched"
      case .natural: "at its own size"
      }
    return "`.frame(\(sides.joined(separator: ", ")))`, \(scaling)"
  }
}

extension DrawnResolution {
  /// A SwiftUI `Image` anywhere in the code that names an image set, with how it draws it.
  struct DrawnReference {
    var asset: Asset
    var style: PageIconStyle
  }

  /// Every `Image("…")` outside the page views whose drawing is read (`AssetReference.drawing`) and that names an
  /// image set, in the order of the code.
  /// A name is looked up in the catalogs of the targets whose bundle the file's lookup reads (an app's
  /// `AppIconImage`, not its widget's set of the same name), and in every catalog where those do not hold it.
  static func drawnReferences(in project: Project, index: AssetIndex) -> [DrawnReference] {
    var sets = SetResolver(project: project, index: index)
    return project.assetReferences.compactMap { reference in
      guard let style = reference.drawing, let asset = sets.imageSet(of: reference) else { return nil }
      return DrawnReference(asset: asset, style: style)
    }
  }

  /// The image sets only views no code builds look up, each with where the first of them draws it: the app shows
  /// them on no device (`AssetReference.isInViewNobodyBuilds`).
  static func setsDrawnOnlyInViewsNobodyBuilds(in project: Project, index: AssetIndex) -> [String: SourceLocation] {
    var sets = SetResolver(project: project, index: index)
    var drawnThere: [String: SourceLocation] = [:]
    var usedElsewhere: Set<String> = []
    for reference in project.assetReferences {
      guard let asset = sets.imageSet(of: reference) else { continue }
      if !reference.isInViewNobodyBuilds {
        usedElsewhere.insert(asset.contentsFile)
      } else if let style = reference.drawingInViewNobodyBuilds, drawnThere[asset.contentsFile] == nil {
        drawnThere[asset.contentsFile] = style.location
      }
    }
    return drawnThere.filter { !usedElsewhere.contains($0.key) }
  }

  /// Finds the image set a lookup names: in the catalogs of the targets whose bundle the file's lookup reads,
  /// then in every catalog.
  private struct SetResolver {
    let project: Project
    let index: AssetIndex
    var indexes: [[String]: AssetIndex] = [:]

    mutating func imageSet(of reference: AssetReference) -> Asset? {
      imageSet(named: reference.name, inCatalogsOf: project.lookupTargets(ofSource: reference.location.file))
    }

    /// The image set `name` finds in the catalogs of `targets`, else in any catalog.
    mutating func imageSet(named name: AssetNameForm, inCatalogsOf targets: [BuildTarget]) -> Asset? {
      let catalogs = project.withStandIns(targets.flatMap(\.catalogs))
      if !catalogs.isEmpty, indexes[catalogs] == nil {
        indexes[catalogs] = AssetIndex(project.catalogs.filter { catalogs.contains($0.path) }.flatMap(\.assets))
      }
      for scope in [indexes[catalogs], index].compactMap({ $0 }) {
        if case .found(let asset) = scope.resolve(name, kind: .image), asset.kind == .imageSet {
          return asset
        }
      }
      return nil
    }
  }

  /// The size `reference` draws its image of `imagePoints` at, where its literal frame says (as for an icon).
  static func drawnSize(_ reference: DrawnReference, imagePoints: PointSize, screen: DeviceScreen) -> PointSize? {
    iconDrawnSize(reference.style, imagePoints: imagePoints, view: nil, screen: screen)
  }
}

extension DrawnResolution {
  /// What the code says about the size an image set is drawn at, strongest first.
  enum SetDrawing: Equatable {
    /// An `Image` (this one) draws it at its own size (not resizable): a device of a higher scale scales it up.
    case ownSize(SourceLocation)
    /// An `Image` draws it resizable at a size the tool knows: background-resolution and image-resolution judge
    /// its pixels against that size.
    case knownSize
    /// An `Image` draws it resizable at a size the tool does not know (no literal frame): the note says where.
    case resizable(SourceLocation)
    /// Drawn only in views no code builds outside previews (this `Image` the first): shown on no device.
    case onlyInViewsNobodyBuilds(SourceLocation)
    /// Not known: the finding states the facts as a note, without claiming blur.
    case unknown

    var isResizable: Bool { if case .resizable = self { true } else { false } }
    var isOwnSize: Bool { if case .ownSize = self { true } else { false } }
    var isOnlyInViewsNobodyBuilds: Bool { if case .onlyInViewsNobodyBuilds = self { true } else { false } }

    /// Which of two facts about one set wins: the earlier case.
    var rank: Int {
      switch self {
      case .ownSize: 0
      case .knownSize: 1
      case .resizable: 2
      case .onlyInViewsNobodyBuilds: 3
      case .unknown: 4
      }
    }
  }

  /// Whether files drawn resizable within the style's limits (`.frame(maxWidth: 200, maxHeight: 200)`, both sides
  /// bounded by a limit or a size) are sharp wherever they are drawn: each file has pixels for the box at its own
  /// scale, and the largest for the box at @3x, the highest scale a device loads (a device whose scale has no
  /// file loads the largest).
  static func isSharp(_ images: [MeasuredImage], within style: PageIconStyle) -> Bool {
    guard style.scaling != .natural, let width = style.width ?? style.maximumWidth,
      let height = style.height ?? style.maximumHeight, let largest = images.largest,
      !images.contains(where: \.isVector)
    else { return false }
    func covers(_ image: MeasuredImage, scale: Int) -> Bool {
      Double(image.pixels.width) >= width * Double(scale) && Double(image.pixels.height) >= height * Double(scale)
    }
    return covers(largest, scale: 3) && images.allSatisfy { covers($0, scale: $0.scale) }
  }

  /// How the code draws each image set, by its `Contents.json`: the page views, and every `Image("…")` elsewhere
  /// (`AssetReference.drawing`). A set drawn at its own size anywhere is `ownSize`, else one drawn at a known
  /// size anywhere is `knownSize`. Rules read it through `ProjectFacts.setDrawings`, made once per check.
  static func drawnSets(in project: Project, facts: ProjectFacts) -> [String: SetDrawing] {
    let screen = DeviceScreen.drawn(for: project)
    var drawn: [String: SetDrawing] = [:]
    func note(_ how: SetDrawing, for asset: Asset) {
      if how.rank < (drawn[asset.contentsFile] ?? .unknown).rank { drawn[asset.contentsFile] = how }
    }
    for role in [PageImageRole.background, .drawnIcon] {
      for use in facts.pageImages(role) {
        switch DrawnResolution.drawing(use, role: role, screen: screen) {
        case .ownSize(let location): note(.ownSize(location), for: use.asset)
        case .knownSize: note(.knownSize, for: use.asset)
        case nil:
          if let icon = drawnIcon(of: use), icon.scaling != .natural { note(.resizable(icon.location), for: use.asset) }
        }
      }
    }
    for reference in facts.imageDrawings {
      if reference.style.scaling == .natural {
        note(.ownSize(reference.style.location), for: reference.asset)
      } else if let points = project.measuredImages(of: reference.asset).largest?.points,
        DrawnResolution.drawnSize(reference, imagePoints: points, screen: screen) != nil
      {
        note(.knownSize, for: reference.asset)
      } else if reference.style.width != nil || reference.style.height != nil,
        project.measuredImages(of: reference.asset).isEmpty
      {
        // A literal frame around files the tool could not measure: the size is known, the pixels are not, and
        // another rule says why.
        note(.knownSize, for: reference.asset)
      } else if isSharp(project.measuredImages(of: reference.asset), within: reference.style) {
        // Drawn at most within limits its files are sharp at on every device: whatever size it is drawn at, nothing
        // is blurred, so the size is as good as known.
        note(.knownSize, for: reference.asset)
      } else {
        note(.resizable(reference.style.location), for: reference.asset)
      }
    }
    // `Image("onboarding_title\(page + 1)")` draws each set its name can be, at the size its frame says. Which sets
    // it draws is read from names, so it only quiets: a size it does not give, or its own size, says nothing.
    for lookup in project.patternLookups {
      guard let drawing = lookup.drawing, drawing.scaling != .natural else { continue }
      for asset in project.assets where asset.kind == .imageSet && lookup.pattern.matches(asset.name) {
        let reference = DrawnReference(asset: asset, style: drawing)
        if let points = project.measuredImages(of: asset).largest?.points,
          DrawnResolution.drawnSize(reference, imagePoints: points, screen: screen) != nil
        {
          note(.knownSize, for: asset)
        }
      }
    }
    // A storyboard's or XIB's image view that scales its image draws the set at the view's size, which the tool
    // does not read from the layout. One that does not scale (`center`) is not taken as drawing it at its own size:
    // code may set another image or size before it shows.
    // Its name is looked up in the catalogs of the targets that copy it (a watch app's storyboard in the watch
    // app's, not in its extension's set of the same name).
    var sets = SetResolver(project: project, index: facts.assetIndex)
    for view in project.interfaceImageViews where view.scalesImage {
      let targets = project.lookupTargets(ofInterfaceFile: view.location.file)
      if let asset = sets.imageSet(named: .catalogName(view.name), inCatalogsOf: targets) {
        note(.resizable(view.location), for: asset)
      }
    }
    for (contents, location) in setsDrawnOnlyInViewsNobodyBuilds(in: project, index: facts.assetIndex)
    where drawn[contents] == nil {
      drawn[contents] = .onlyInViewsNobodyBuilds(location)
    }
    return drawn
  }
}
