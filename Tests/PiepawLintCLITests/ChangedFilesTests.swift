import Foundation
import Testing

/// A pre-commit hook passes the changed files of a repository that may have no `*.xcodeproj`, `Package.swift` or
/// `.piepaw-lint.json`: they still belong to one project, the repository, not one project per folder.
@Suite struct ChangedFilesTests {
  static func repository() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-changed-\(UUID())")
    let files = [
      ".git/HEAD": "ref: refs/heads/main\n",
      "App/Tour/Pages.swift": """
      struct TourPage {
        let title: String
        let artwork: String
      }
      let tourPages = [
        TourPage(title: "Walk together", artwork: "tour-walk"),
        TourPage(title: "Find parks", artwork: "tour-map"),
      ]

      """,
      "App/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
      "App/Assets.xcassets/tour-walk.imageset/Contents.json":
        #"{"images": [{"filename": "tour-walk.png", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func changedFilesOfAMarkerlessRepositoryAreLintedAsOneProject() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let changed = ["App/Tour/Pages.swift", "App/Assets.xcassets/tour-walk.imageset/Contents.json"]
    let result = try EndToEndTests().run(changed.map { root.appendingPathComponent($0).path } + ["--format", "xcode"])
    // The page's image is looked up in the repository's catalog, two folders away.
    #expect(result.out.contains("Pages.swift:7:42: error: No image named `tour-map`"), "\(result.out)")
    #expect(!result.out.contains("No image named `tour-walk`"))
    #expect(result.out.contains("tour-walk.imageset/Contents.json:1:26: error: Contents.json names `tour-walk.png`"))
    #expect(result.status == 1)
  }
}
