import Foundation
import Testing

@testable import PiepawLint

/// The result cache: unchanged files are served from it, a changed file is decoded again, and it never serves a
/// verdict for a file that changed.
@Suite struct ImageCacheTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/images")

  /// A catalog with two image sets whose files were last modified an hour ago (so they are cacheable).
  func makeProject() throws -> TemporaryTree {
    let contents =
      #"{"images": [{"filename": "a.png", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
    let tree = try TemporaryTree([
      ".piepaw-lint.json": "{}",
      "Assets.xcassets/a.imageset/Contents.json": contents,
      "Assets.xcassets/b.imageset/Contents.json": contents.replacingOccurrences(of: "a.png", with: "b.png"),
    ])
    for set in ["a", "b"] {
      let target = tree.path("Assets.xcassets/\(set).imageset/\(set).png")
      try FileManager.default.copyItem(
        atPath: Self.fixtures.appendingPathComponent("rgb8-64x48.png").path, toPath: target)
      try age(target)
    }
    return tree
  }

  func age(_ path: String) throws {
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
  }

  func statuses(_ tree: TemporaryTree, cache: ImageCache) throws -> [String: String] {
    let linter = Linter(rules: [], images: ImageOptions(cache: cache))
    _ = try linter.lint(paths: [tree.root])
    // The linter keeps decoded images inside the project; read them back through a fresh session.
    let session = cache.session(projectRoot: tree.root, depth: .full, limits: .default)
    let paths = ["a", "b"].map { tree.path("Assets.xcassets/\($0).imageset/\($0).png") }
    return session.lookup(paths).hits.reduce(into: [:]) {
      $0[($1.key as NSString).lastPathComponent] = $1.value.status.name
    }
  }

  @Test func unchangedFilesAreServedFromTheCacheAndChangedOnesAreNot() throws {
    let tree = try makeProject()
    let cache = ImageCache(directory: tree.path(".cache"))
    #expect(try statuses(tree, cache: cache) == ["a.png": "ok", "b.png": "ok"])

    // Corrupt a.png (same size, a flipped byte in its pixel data): the stamp changes, so it is decoded again.
    let a = tree.path("Assets.xcassets/a.imageset/a.png")
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: a)))
    bytes[bytes.count - 20] ^= 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: a))
    try age(a)
    #expect(try statuses(tree, cache: cache) == ["a.png": "corrupt", "b.png": "ok"])
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(report.diagnostics.filter { $0.ruleID == "image-corrupt" }.map(\.location.file) == [a])
  }

  @Test func touchingOneFileReverifiesExactlyThatFile() throws {
    let tree = try makeProject()
    let linter = Linter(images: ImageOptions(cache: ImageCache(directory: tree.path(".cache"))))
    #expect(try linter.lint(paths: [tree.root]).imagesDecoded == 2)
    let second = try linter.lint(paths: [tree.root])
    #expect(second.imagesDecoded == 0)
    #expect(second.imagesFromCache == 2)
    let a = tree.path("Assets.xcassets/a.imageset/a.png")
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: a)
    let touched = try linter.lint(paths: [tree.root])
    #expect(touched.imagesDecoded == 1)
    #expect(touched.imagesFromCache == 1)
  }

  @Test func aCachedVerdictIsReallyReused() throws {
    let tree = try makeProject()
    let cache = ImageCache(directory: tree.path(".cache"))
    _ = try statuses(tree, cache: cache)
    // Plant a different verdict for the unchanged b.png: the next run must return it instead of decoding.
    let b = tree.path("Assets.xcassets/b.imageset/b.png")
    var session = cache.session(projectRoot: tree.root, depth: .full, limits: .default)
    session.record([b: ImageInfo(path: b, format: .png, status: .unsupported("planted"), depth: .full)])
    session.save()
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    let unsupported = report.diagnostics.filter { $0.ruleID == "image-unsupported" }
    #expect(unsupported.map(\.location.file) == [b])
    #expect(unsupported.first?.message.contains("planted") == true)
    // Without the cache the file is decoded and is fine.
    #expect(try Linter().lint(paths: [tree.root]).diagnostics.allSatisfy { $0.ruleID != "image-unsupported" })
  }

  @Test func freshlyWrittenFilesAreNotCached() throws {
    let tree = try makeProject()
    let a = tree.path("Assets.xcassets/a.imageset/a.png")
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: a)
    var session = ImageCache(directory: tree.path(".cache")).session(
      projectRoot: tree.root, depth: .full, limits: .default)
    session.record([a: ImageInfo(path: a, format: .png, status: .ok, depth: .full)])
    #expect(session.lookup([a]).hits.isEmpty)
  }

  @Test func depthAndLimitsKeepSeparateCaches() throws {
    let tree = try makeProject()
    let cache = ImageCache(directory: tree.path(".cache"))
    _ = try statuses(tree, cache: cache)
    let header = cache.session(projectRoot: tree.root, depth: .header, limits: .default)
    #expect(header.lookup([tree.path("Assets.xcassets/a.imageset/a.png")]).hits.isEmpty)
  }

  @Test func aFIFOInPlaceOfTheCacheFileIsIgnoredNotWaitedOn() throws {
    let tree = try makeProject()
    let cache = ImageCache(directory: tree.path(".cache"))
    _ = try statuses(tree, cache: cache)
    for file in try FileManager.default.contentsOfDirectory(atPath: cache.directory) {
      let path = cache.directory + "/" + file
      try FileManager.default.removeItem(atPath: path)
      #expect(mkfifo(path, 0o600) == 0)
    }
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(report.imagesDecoded == 2)
  }

  @Test func aTornOrForeignCacheFileIsIgnored() throws {
    let tree = try makeProject()
    let cache = ImageCache(directory: tree.path(".cache"))
    _ = try statuses(tree, cache: cache)
    for file in try FileManager.default.contentsOfDirectory(atPath: cache.directory) {
      try Data("{\"entries\": {".utf8).write(to: URL(fileURLWithPath: cache.directory + "/" + file))
    }
    #expect(try statuses(tree, cache: cache) == ["a.png": "ok", "b.png": "ok"])
  }
}
