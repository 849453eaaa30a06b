/// Which image of a page a rule looks at.
enum PageImageRole: String {
  case background, icon
  /// What the view's icon `Image` shows: the icon, else its first illustration (`ContrastTextLayout.iconField`).
  case drawnIcon

  func field(of page: Page) -> Field<AssetNameForm>? {
    switch self {
    case .background: page.background
    case .icon: page.icon
    case .drawnIcon: ContrastTextLayout.iconField(of: page)
    }
  }
}

/// A page's background or icon, resolved to the image set it names and the files of that set whose size is known.
struct PageImage {
  /// The index of the flow in `Project.flows`.
  var flowIndex: Int
  var flow: Flow
  var page: Page
  /// The page's field: where findings about this use land.
  var field: Field<AssetNameForm>
  var asset: Asset
  /// Never empty.
  var images: [MeasuredImage]

  /// The file with the most pixels, the one checked for shape and size.
  var largest: MeasuredImage { images.largest ?? images[0] }

  /// `` `stretched-background` (stretched-background@3x.jpg) ``, for messages.
  var named: String { "`\(asset.name)` (\(largest.filename))" }
}

extension Project {
  /// Every page field of `role` that names an image set with at least one measured file, in flow and page order.
  /// Fields that are not literals, name no image set, or whose files could not be measured are left out: other
  /// rules (unresolved-value, missing-asset, image-corrupt) report those.
  func pageImages(_ role: PageImageRole, index: AssetIndex? = nil) -> [PageImage] {
    let index = index ?? AssetIndex(self)
    var uses: [PageImage] = []
    for (flowIndex, flow) in flows.enumerated() {
      for page in flow.pages {
        guard let field = role.field(of: page), let name = field.literal,
          case .found(let asset) = index.resolve(name, kind: .image), asset.kind == .imageSet
        else { continue }
        let images = measuredImages(of: asset)
        guard !images.isEmpty else { continue }
        uses.append(
          PageImage(flowIndex: flowIndex, flow: flow, page: page, field: field, asset: asset, images: images))
      }
    }
    return uses
  }
}

extension Project {
  /// The files of the image sets the pages name (backgrounds, icons, illustrations): only findings about these
  /// speak of the page; any other asset gets neutral wording.
  func pageImageFiles(index: AssetIndex) -> Set<String> {
    var files: Set<String> = []
    for reference in flows.flatMap(\.pages).flatMap(\.imageReferences) {
      guard case .found(let asset) = index.resolve(reference.name, kind: .image) else { continue }
      files.formUnion(asset.imageFiles)
    }
    return files
  }
}
