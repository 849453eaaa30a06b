// Fuzz target: the asset catalog loader. The input becomes Contents.json files inside a fixed catalog on disk:
// with a NUL byte, the part before it is a group's Contents.json and the rest the image set's; without one,
// all of it is the image set's. The rules then run over the catalog, a fixed page flow and the set's images.
import Foundation

@testable import PiepawLint

/// The catalog skeleton, made once per process in a temporary folder (removed by scripts/fuzz's cleanup).
private struct CatalogSkeleton: @unchecked Sendable {
  let root: String
  let catalog: String
  let groupContents: String
  let setContents: String
  let content: ContentFile
  let images: [String: ImageInfo]

  static let shared = CatalogSkeleton()

  private init() {
    root = NSTemporaryDirectory() + "piepaw-fuzz-catalog-\(getpid())"
    catalog = root + "/Assets.xcassets"
    let group = catalog + "/Backgrounds"
    let set = group + "/hero.imageset"
    try? FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: catalog + "/Contents.json", contents: Data(#"{"info":{}}"#.utf8))
    groupContents = group + "/Contents.json"
    setContents = set + "/Contents.json"
    // 1×1, 2×2 and 4×4 PNGs: the last is a scale mismatch for @3x.
    let pngs = [
      "hero.png": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mNocFAAAAIkAOGVpLGLAAAAAElFTkSuQmCC",
      "hero@2x.png": "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mNocFAAIgYIBQAaDgOBdA+WSAAAAABJRU5E"
        + "rkJggg==",
      "hero@3x.png": "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR42mNocFCAIwbiOAByQw4BRINaMgAAAABJRU5E"
        + "rkJggg==",
    ]
    var images: [String: ImageInfo] = [:]
    for (name, base64) in pngs {
      let path = set + "/" + name
      _ = FileManager.default.createFile(atPath: path, contents: Data(base64Encoded: base64))
      images[path] = ImageLoader.read(path: path)
    }
    self.images = images
    let swift = """
      let pages: [OnboardingModel] = [
        .init(title: "Hi", description: "A", background: .hero, icon: .Backgrounds.hero, tag: 0),
        .init(title: "Yo", description: "B", background: "hero", icon: ImageResource.logo, tag: 1),
      ]
      """
    content = SwiftContentLoader.load(path: root + "/Onboarding.swift", source: swift, schema: .default)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func catalogTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let skeleton = CatalogSkeleton.shared
  let bytes = fuzzBytes(data, size)
  if let split = bytes.firstIndex(of: 0) {
    _ = FileManager.default.createFile(atPath: skeleton.groupContents, contents: Data(bytes[..<split]))
    _ = FileManager.default.createFile(atPath: skeleton.setContents, contents: Data(bytes[(split + 1)...]))
  } else {
    try? FileManager.default.removeItem(atPath: skeleton.groupContents)
    _ = FileManager.default.createFile(atPath: skeleton.setContents, contents: Data(bytes))
  }
  let catalog = AssetCatalogLoader.load(path: skeleton.catalog)
  let project = Project(root: skeleton.root, contentFiles: [skeleton.content], catalogs: [catalog])
  var withImages = project
  for path in project.imageFiles { withImages.images[path] = skeleton.images[path] }
  checkAndRender(withImages)
  return 0
}
