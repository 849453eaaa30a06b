/// What an image may cost, shared by the image rules: which refusals are our own decoder's memory limit rather
/// than the file's fault, and the pixel budget of the devices that load a file.
enum ImageBudget {
  /// A refusal because decoding would take more than `limits.decoderMemory` (a progressive JPEG, a HEIF): the
  /// file may be perfectly fine; only its header was read.
  static func isDecoderMemoryRefusal(_ info: ImageInfo) -> Bool {
    guard case .tooLarge(let reason) = info.status else { return false }
    return reason.contains("decoder memory limit")
  }

  /// Macs show images up to a 6K display's full screen (6016×3384 px, 20 MP), so an image that only Mac
  /// targets load gets three times the budget.
  static let macFactor = 3

  /// `maxPixels` for the files of assets whose targets build only for macOS, times `macFactor`; the others keep it.
  static func pixelBudgets(_ project: Project, maxPixels: Int) -> (default: Int, byFile: [String: Int]) {
    var byFile: [String: Int] = [:]
    for asset in project.assets where asset.platforms == [.macOS] {
      for file in asset.imageFiles { byFile[file] = maxPixels.saturatingProduct(macFactor) }
    }
    return (maxPixels, byFile)
  }

  /// Idioms whose devices have no @3x screen (every iPad, Mac, TV, watch and Vision Pro is @1x or @2x).
  private static let withoutThreeX: Set<String> = ["ipad", "mac", "tv", "watch", "vision"]

  /// The files of image sets that no device of the app loads, so their pixels are never decoded: a @3x file of a
  /// set only iPads, Macs, TVs or watches load, a @1x file of an app for iOS alone (`ImageScaling.isLoaded`), and
  /// any file of a group no device loads (a universal file beside iphone and ipad groups; see
  /// `ImageScaling.loadingIdiom`).
  static func unloadedFiles(_ project: Project) -> Set<String> {
    var files: Set<String> = []
    let padOnly = padOnlySets(project)
    for asset in project.assets where asset.kind == .imageSet {
      // No iPad is @3x: a set only iPad branches load has its @3x files never decoded.
      if padOnly.contains(asset.contentsFile) {
        files.formUnion(
          asset.images.filter { $0.scale == 3 }.compactMap { image in
            asset.filesOnDisk.first { $0.lastPathComponent == image.filename }
          })
      }
      let setIdioms = Set(asset.images.map { $0.idiom ?? "universal" })
      for image in asset.images {
        let idiom = ImageScaling.loadingIdiom(
          image.idiom, setIdioms: setIdioms, platforms: asset.platforms, deviceFamilies: asset.deviceFamilies)
        let loaded =
          idiom.map { idiom in
            (image.scale != 3 || !withoutThreeX.contains(idiom))
              && (!hasHigherScale(than: image, in: asset)
                || image.scale.map { ImageScaling.isLoaded(scale: $0, idiom: idiom, platforms: asset.platforms) }
                  != false)
          } ?? false
        guard !loaded, let file = asset.filesOnDisk.first(where: { $0.lastPathComponent == image.filename }) else {
          continue
        }
        files.insert(file)
      }
    }
    return files
  }

  /// Whether the set has a file of a higher scale for the same devices (idiom, appearance and variant) than
  /// `image`: a device that skips `image`'s scale loads that one instead. A set's only file is loaded by every
  /// device, whatever its scale.
  private static func hasHigherScale(than image: AssetImage, in asset: Asset) -> Bool {
    asset.images.contains { other in
      other.idiom == image.idiom && other.appearances == image.appearances && other.variant == image.variant
        && (other.scale ?? 0) > (image.scale ?? 0)
        && asset.filesOnDisk.contains { $0.lastPathComponent == other.filename }
    }
  }

  /// The image sets (by Contents.json path) that the code loads only in branches iPads alone run (`if
  /// UIDevice.current.userInterfaceIdiom == .pad { backgroundView.image = UIImage(named: "BackgroundPad") }`), and
  /// that no page, storyboard or XIB names.
  static func padOnlySets(_ project: Project) -> Set<String> {
    let references = project.assetReferences.filter { $0.kind == .image || $0.kind == .any }
    let patterns = project.patternLookups
    guard references.contains(where: \.isPadOnly) || patterns.contains(where: \.isPadOnly) else { return [] }
    let index = AssetIndex(project)
    var padOnly: Set<String> = []
    var elsewhere: Set<String> = []
    let pageNames = project.flows.flatMap(\.pages).flatMap(\.assetReferences).map(\.name)
    let interfaceNames = project.interfaceImageViews.map { AssetNameForm.catalogName($0.name) }
    for name in pageNames + interfaceNames {
      if case .found(let asset) = index.resolve(name, kind: .image) { elsewhere.insert(asset.contentsFile) }
    }
    for reference in references {
      guard case .found(let asset) = index.resolve(reference.name, kind: .image) else { continue }
      if reference.isPadOnly { padOnly.insert(asset.contentsFile) } else { elsewhere.insert(asset.contentsFile) }
    }
    // `Image(dark ? "tutorialdarkipad-en\(i)" : "tutorialipad-en\(i)")` in an iPad branch: every set either name
    // can be is looked up there.
    for lookup in patterns {
      for asset in project.assets where asset.kind == .imageSet && lookup.pattern.matches(asset.name) {
        if lookup.isPadOnly { padOnly.insert(asset.contentsFile) } else { elsewhere.insert(asset.contentsFile) }
      }
    }
    return padOnly.subtracting(elsewhere)
  }

  /// The vector files (PDF, SVG) of image sets without Preserve Vector Data: Xcode rasterises them to PNGs at
  /// build time, so their own bytes are not what ships.
  static func rasterisedVectorFiles(_ project: Project) -> Set<String> {
    var files: Set<String> = []
    for asset in project.assets where asset.kind == .imageSet && !asset.properties.preservesVectorRepresentation {
      // A vector file is an image file whatever Contents.json names (`imageFiles`): no set of the names to build.
      files.formUnion(
        asset.filesOnDisk.filter {
          ImageFormat(fileExtension: FileName.pathExtension($0.lastPathComponent))?.isVector == true
        })
    }
    return files
  }
}
