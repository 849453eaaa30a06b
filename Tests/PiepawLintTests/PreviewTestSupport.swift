import Foundation

@testable import PiepawLint

/// Projects built in code for the preview's tests: image sets with decoded sizes, flows with pages whose `view`
/// is set directly (the layout reader is tested on its own), and a thumbnail maker that records its requests.
enum PreviewFixture {
  static let root = "/app"
  static let catalog = root + "/Assets.xcassets"
  static let model = root + "/Onboarding/OnboardingModel.swift"

  /// An image set of `name` with one file per `(file, scale, appearances, pixels, format)`.
  static func imageSet(
    _ name: String, files: [(name: String, scale: Int?, appearances: [String], pixels: PixelSize)]
  ) -> (Asset, [String: ImageInfo]) {
    let directory = catalog + "/\(name).imageset"
    let entries = files.map { file in
      AssetImage(
        filename: file.name, idiom: "universal", scale: file.scale, appearances: file.appearances,
        location: .text(directory + "/Contents.json", line: 3, column: 1))
    }
    let asset = Asset(
      kind: .imageSet, name: name, symbolPath: AssetSymbolName.symbolPath(forCatalogName: name), directory: directory,
      contentsFile: directory + "/Contents.json", images: entries,
      filesOnDisk: files.map { directory + "/" + $0.name }.sorted())
    var infos: [String: ImageInfo] = [:]
    for file in files {
      let path = directory + "/" + file.name
      let format: ImageFormat = file.name.hasSuffix(".png") ? .png : .jpeg
      infos[path] = ImageInfo(path: path, format: format, pixelSize: file.pixels)
    }
    return (asset, infos)
  }

  /// A background at 1x/2x/3x of `points`.
  static func background(_ name: String, points: PixelSize = PixelSize(width: 430, height: 932)) -> (
    Asset, [String: ImageInfo]
  ) {
    imageSet(
      name,
      files: (1...3).map { scale in
        (
          name + (scale == 1 ? "" : "@\(scale)x") + ".jpg", scale, [],
          PixelSize(width: points.width * scale, height: points.height * scale)
        )
      })
  }

  static func icon(_ name: String) -> (Asset, [String: ImageInfo]) {
    imageSet(name, files: [(name + "@2x.png", 2, [], PixelSize(width: 128, height: 128))])
  }

  static func page(
    line: Int, title: String, description: String = "A description.", background: String?, icon: String?,
    tag: Int, view: PageView? = nil
  ) -> Page {
    func at(_ offset: Int) -> SourceLocation { .text(model, line: line + offset, column: 20) }
    var page = Page(
      location: at(0), title: Field(.literal(title), at: at(1)), description: Field(.literal(description), at: at(2)),
      background: background.map { Field(.literal(.catalogName($0)), at: at(3)) },
      icon: icon.map { Field(.literal(.catalogName($0)), at: at(4)) }, tag: Field(.literal(tag), at: at(5)))
    page.view = view
    return page
  }

  /// A flow of `pages` drawn with three capsules, and a project holding it with `sets`.
  static func project(
    pages: [Page], sets: [(Asset, [String: ImageInfo])], colors: [Asset] = [], capsules: Int = 3
  ) -> Project {
    let indicator = CapsuleCount(
      count: .literal(capsules), location: .text(root + "/Onboarding/RootView.swift", line: 26, column: 29))
    let flow = Flow(
      kind: .modelArray, location: .text(model, line: 10, column: 40), name: "onboardingData", pages: pages,
      modelType: "OnboardingModel", indicators: [indicator])
    var file = ContentFile(path: model)
    file.flows = [flow]
    let images = sets.reduce(into: [String: ImageInfo]()) { $0.merge($1.1) { first, _ in first } }
    return Project(
      root: root, contentFiles: [file],
      catalogs: [AssetCatalog(path: catalog, assets: sets.map(\.0) + colors)], images: images)
  }

  /// The reference app's page view: a full-screen background `.resizable()`, a bottom `VStack(alignment:
  /// .leading)` with the icon, a black-weight large title and a body description in white, `.padding()`.
  static func articleView(scaling: PageBackgroundStyle.Scaling = .stretch) -> PageView {
    let body = SourceLocation.text(root + "/Onboarding/OnboardingItem.swift", line: 8, column: 5)
    var view = PageView(viewType: "OnboardingItem", location: body)
    var title = PageTextStyle(location: body, font: .textStyle(.largeTitle, weight: .black))
    title.color = .fixed(RGBA(red: 1, green: 1, blue: 1))
    title.alignment = .leading
    title.leadingInset = 16
    title.trailingInset = 16
    var description = PageTextStyle(location: body, font: .textStyle(.body, weight: nil))
    description.color = .fixed(RGBA(red: 1, green: 1, blue: 1))
    description.alignment = .leading
    description.leadingInset = 16
    description.trailingInset = 16
    view.title = title
    view.description = description
    view.background = PageBackgroundStyle(location: body, scaling: scaling, ignoresSafeArea: true)
    var block = PageTextBlock(placement: .bottom, alignment: .leading)
    block.topInset = 16
    block.bottomInset = 16
    block.spacing = 12
    view.textBlock = block
    view.order = [.icon, .title, .description, .buttons]
    return view
  }

  static func input(_ project: Project, diagnostics: [Diagnostic] = []) -> PreviewInput {
    PreviewInput(projects: [.init(project: project, lintRoot: root, diagnostics: diagnostics)])
  }
}

/// A thumbnail maker that makes a few fixed bytes per file and remembers what it was asked.
final class FakeThumbnails: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var requests: [ThumbnailRequest] = []

  var maker: ThumbnailMaker {
    { request in
      self.lock.lock()
      self.requests.append(request)
      self.lock.unlock()
      let format: EncodedThumbnail.Format = request.path.hasSuffix(".png") ? .png : .jpeg
      return EncodedThumbnail(
        format: format, bytes: Array(request.path.utf8), width: request.maxWidth, height: request.maxHeight)
    }
  }

  func render(_ input: PreviewInput) -> PreviewOutput {
    PreviewDocument(thumbnails: maker, jobs: 2).render(input)
  }
}
