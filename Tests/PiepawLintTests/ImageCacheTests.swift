import Foundation
import Testing

@testable import PiepawLint

/// The result cache: unchanged files are served from it, a changed file is decoded again, and it never serves a
/// verdict for a file that changed, nor trusts a cache file it did not write.
@Suite struct ImageCacheTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/images")

  /// A catalog with two image sets whose files were last modified an hour ago.
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

  /// A cache whose clock runs an hour ahead: the files a test has just written (their change time is now,
  /// whatever their modification time says) count as settled.
  func cache(_ tree: TemporaryTree) -> ImageCache {
    var cache = ImageCache(directory: tree.path(".cache"))
    cache.clock = { Date().timeIntervalSince1970 + 3600 }
    return cache
  }

  func image(_ tree: TemporaryTree, _ set: String) -> String { tree.path("Assets.xcassets/\(set).imageset/\(set).png") }

  func session(_ tree: TemporaryTree, _ cache: ImageCache) -> ImageCache.Session {
    cache.session(projectRoot: tree.root, depth: .full, limits: .default)
  }

  /// The verdicts the cache holds for a.png and b.png, by file name and status.
  func cached(_ tree: TemporaryTree, _ cache: ImageCache) -> [String: String] {
    var session = session(tree, cache)
    return session.lookup(["a", "b"].map { image(tree, $0) }, jobs: 1).hits.reduce(into: [:]) {
      $0[($1.key as NSString).lastPathComponent] = $1.value.status.name
    }
  }

  func statuses(_ tree: TemporaryTree, cache: ImageCache) throws -> [String: String] {
    _ = try Linter(rules: [], images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    return cached(tree, cache)
  }

  func flipByte(_ path: String, fromEnd: Int = 20) throws {
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    bytes[bytes.count - fromEnd] ^= 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// Writes the project's cache file with these entry lines (and a correct trailer, as a careful forger would).
  func writeCache(_ tree: TemporaryTree, _ cache: ImageCache, lines: [[UInt8]]) {
    let session = session(tree, cache)
    ImageCacheFolder(path: cache.directory).write(
      session.name, ImageCacheFile.assemble(header: session.header, entries: lines.map { $0[...] }))
  }

  /// The line of a genuine entry for `path`, decoded now.
  func genuineLine(_ path: String) throws -> [UInt8] {
    let info = ImageLoader.read(path: path)
    let entry = ImageCacheEntry(fingerprint: try #require(FileFingerprint.read(path)), info: info)
    return try #require(entry.line(expecting: .init(depth: .full, limits: .default)))
  }

  func cacheFile(_ tree: TemporaryTree, _ cache: ImageCache) -> String {
    cache.directory + "/" + session(tree, cache).name
  }

  // MARK: - Reuse

  @Test func unchangedFilesAreServedFromTheCacheAndChangedOnesAreNot() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    #expect(try statuses(tree, cache: cache) == ["a.png": "ok", "b.png": "ok"])

    // Corrupt a.png (same size, a flipped byte in its pixel data): the stamp changes, so it is decoded again.
    let a = image(tree, "a")
    try flipByte(a)
    try age(a)
    #expect(try statuses(tree, cache: cache) == ["a.png": "corrupt", "b.png": "ok"])
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(report.diagnostics.filter { $0.ruleID == "image-corrupt" }.map(\.location.file) == [a])
  }

  @Test func touchingOneFileReverifiesExactlyThatFile() throws {
    let tree = try makeProject()
    let linter = Linter(images: ImageOptions(cache: cache(tree)))
    #expect(try linter.lint(paths: [tree.root]).imagesDecoded == 2)
    let second = try linter.lint(paths: [tree.root])
    #expect(second.imagesDecoded == 0)
    #expect(second.imagesFromCache == 2)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: image(tree, "a"))
    let touched = try linter.lint(paths: [tree.root])
    #expect(touched.imagesDecoded == 1)
    #expect(touched.imagesFromCache == 1)
  }

  @Test func aCachedVerdictIsReallyReused() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    // Plant a different verdict for the unchanged b.png: the next run must return it instead of decoding.
    let b = image(tree, "b")
    var planted = ImageLoader.read(path: b)
    planted.status = .unsupported("planted")
    var session = session(tree, cache)
    session.record(ImageCacheEntry(fingerprint: try #require(FileFingerprint.read(b)), info: planted))
    session.save(complete: false)
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    let unsupported = report.diagnostics.filter { $0.ruleID == "image-unsupported" }
    #expect(unsupported.map(\.location.file) == [b])
    #expect(unsupported.first?.message.contains("planted") == true)
    // Without the cache the file is decoded and is fine.
    #expect(try Linter().lint(paths: [tree.root]).diagnostics.allSatisfy { $0.ruleID != "image-unsupported" })
  }

  @Test func depthAndLimitsKeepSeparateCaches() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    var header = cache.session(projectRoot: tree.root, depth: .header, limits: .default)
    #expect(header.lookup([image(tree, "a")], jobs: 1).hits.isEmpty)
    var smaller = cache.session(projectRoot: tree.root, depth: .full, limits: ImageLimits(maxPixels: 100))
    #expect(smaller.lookup([image(tree, "a")], jobs: 1).hits.isEmpty)
  }

  /// `text-contrast` reads the pixels of the backgrounds under text: a second run takes their rasters (and
  /// verdicts) from the cache and decodes nothing, with the same findings; a forged raster file is not used.
  @Test func contrastRastersAreCachedLikeVerdicts() throws {
    let tree = try TemporaryTree([:])
    let project = tree.path("broken")
    try FileManager.default.copyItem(atPath: SampleTests.samples + "/broken", toPath: project)
    let linter = Linter(images: ImageOptions(cache: cache(tree)))
    let first = try linter.lint(paths: [project])
    let contrast = first.diagnostics.filter { $0.ruleID == "text-contrast" }
    #expect(!contrast.isEmpty)
    let rasterFiles = try FileManager.default.contentsOfDirectory(atPath: tree.path(".cache"))
      .filter { $0.hasPrefix("raster-") }
    #expect(!rasterFiles.isEmpty)
    let second = try linter.lint(paths: [project])
    #expect(second.imagesDecoded == 0, "every verdict and raster from the cache")
    #expect(second.diagnostics == first.diagnostics)
    // A raster file whose PNG is not one (forged or torn) is refused and the raster made again from the image: the
    // findings stay those of the first run.
    for file in rasterFiles {
      let path = tree.path(".cache/" + file)
      var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      bytes.replaceSubrange(
        (bytes.firstIndex(of: UInt8(ascii: "\n"))! + 1)..., with: [UInt8](repeating: 0xFF, count: 64))
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
    let forged = try linter.lint(paths: [project])
    #expect(forged.diagnostics == first.diagnostics)
    #expect(forged.imagesDecoded == rasterFiles.count)
  }

  /// A libpng or libjpeg upgrade may judge a file otherwise, so the verdicts are keyed by the libraries' versions.
  @Test func theDecodingLibrariesVersionsArePartOfTheCacheKey() throws {
    let versions = ImageCache.decoderVersions
    #expect(versions.hasPrefix("png 1"))
    #expect(versions.contains(" jpeg "))
    let tree = try makeProject()
    let session = cache(tree).session(projectRoot: tree.root, depth: .full, limits: .default)
    #expect(String(decoding: session.header, as: UTF8.self).contains(versions))
  }

  @Test func entriesOfOtherRunsAreCarriedOverByPartialRuns() throws {
    let tree = try makeProject()
    let options = ImageOptions(jobs: 1, cache: cache(tree))
    let (a, b) = (image(tree, "a"), image(tree, "b"))
    func decoded(_ paths: [String]) -> Int {
      ImageBatch.decode([.init(root: "shared", paths: paths, limits: .default)], options: options).decoded
    }
    #expect(decoded([a]) == 1)
    #expect(decoded([b]) == 1)  // a's entry stays in the file
    #expect(decoded([a, b]) == 0)
    try flipByte(b)
    #expect(decoded([a]) == 0)  // b's entry is carried over, but no longer matches b
    #expect(decoded([b]) == 1)
  }

  @Test func aRunOverTheWholeProjectKeepsNoEntryForAnImageThatIsGone() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    try FileManager.default.removeItem(atPath: tree.path("Assets.xcassets/b.imageset"))
    try flipByte(image(tree, "a"))  // so that the run has something to write
    _ = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    let lines = try String(contentsOfFile: cacheFile(tree, cache), encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)  // header, a.png, trailer
    #expect(lines.allSatisfy { !$0.contains("b.png") })
  }

  // MARK: - Issue 10, item 6: an edit during the run

  @Test func aFileEditedWhileItIsDecodedIsNotCached() throws {
    let tree = try makeProject()
    let a = image(tree, "a")
    var cache = cache(tree)
    cache.afterDecode = { path in
      guard path == a else { return }
      try? flipByte(a)  // same size; the modification time is set back too
      try? age(a)
    }
    let first = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(first.imagesDecoded == 2)
    // This run's verdict for a.png was of the old bytes; it must not be kept for the new ones.
    #expect(cached(tree, cache) == ["b.png": "ok"])
    cache.afterDecode = nil
    let second = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(second.imagesDecoded == 1)
    #expect(second.diagnostics.filter { $0.ruleID == "image-corrupt" }.map(\.location.file) == [a])
  }

  @Test func aFileWrittenJustBeforeTheRunIsNotCachedWhateverItsModificationTime() throws {
    let tree = try makeProject()  // modification times an hour back, change times now
    let linter = Linter(images: ImageOptions(cache: ImageCache(directory: tree.path(".cache"))))
    #expect(try linter.lint(paths: [tree.root]).imagesDecoded == 2)
    #expect(try linter.lint(paths: [tree.root]).imagesDecoded == 2)
  }

  @Test func anEditThatRestoresSizeAndModificationTimeIsSeen() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    let a = image(tree, "a")
    let modified = try #require(FileManager.default.attributesOfItem(atPath: a)[.modificationDate] as? Date)
    try flipByte(a)
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: a)  // `touch -r`
    #expect(cached(tree, cache) == ["b.png": "ok"])
  }

  // MARK: - Issue 10, item 7: a cache file is untrusted input

  @Test func aForgedOkDoesNotHideACorruptFile() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    let a = image(tree, "a")
    let goodLine = try genuineLine(a)
    try flipByte(a)
    // The good file's entry, given the corrupt file's stamp: only the content hash tells them apart.
    var fields = goodLine.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map(Array.init)
    let stamp = try #require(FileStamp.of(a))
    let values = [
      stamp.size, stamp.modifiedSeconds, stamp.modifiedNanoseconds, stamp.changedSeconds, stamp.changedNanoseconds,
    ]
    for (offset, value) in values.enumerated() { fields[1 + offset] = Array(String(value).utf8) }
    fields[6] = Array(String(stamp.inode).utf8)
    fields[7] = Array(String(stamp.device).utf8)
    writeCache(tree, cache, lines: [Array(fields.joined(separator: [UInt8(ascii: "\t")]))])
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(report.imagesFromCache == 0)
    #expect(report.diagnostics.filter { $0.ruleID == "image-corrupt" }.map(\.location.file) == [a])
  }

  /// Each of these values in a.png's entry makes the whole file untrusted: b.png's good entry is not used either.
  @Test(arguments: [
    (1, "-1"), (1, "99999999999999999999999"), (3, "1000000000"), (6, "-5"), (8, "xyz"), (9, "bogus"),
    (10, "unreadable"), (11, "not empty for ok"), (12, "0"), (12, "4294967296"), (12, "2147483648"), (13, "-"),
    (14, "256"),
    (15, "-1"), (16, "purple"), (17, "32"), (18, "0"), (18, "9"), (19, "9223372036854775807"),
    (20, "4294967296"), (22, "7ff8000000000000"), (22, "7ff0000000000000"), (24, "2147483648"), (24, "-3"),
    (0, "relative\\41"), (0, "\\ff"), (12, "070000"), (12, "007"),
  ])
  func anAbsurdValueDropsTheWholeCacheFile(field: Int, value: String) throws {
    let tree = try makeProject()
    let cache = cache(tree)
    var fields = try genuineLine(image(tree, "a")).split(
      separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false
    )
    .map(Array.init)
    fields[field] = Array(value.utf8)
    if field == 22 { fields[23] = fields[22] }
    let forged = Array(fields.joined(separator: [UInt8(ascii: "\t")]))
    writeCache(tree, cache, lines: [forged, try genuineLine(image(tree, "b"))])
    var session = session(tree, cache)
    let lookup = session.lookup([image(tree, "a"), image(tree, "b")], jobs: 2)
    #expect(lookup.hits.isEmpty)
    #expect(lookup.misses.count == 2)
    // The run is fine, and leaves a cache file it can use.
    #expect(try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root]).imagesDecoded == 2)
    #expect(cached(tree, cache) == ["a.png": "ok", "b.png": "ok"])
  }

  @Test func okIsNotBelievedForWhatNoDecoderPasses() throws {
    let expectation = ImageCacheEntry.Expectation(depth: .full, limits: ImageLimits(maxPixels: 1000))
    let fingerprint = FileFingerprint(
      stamp: FileStamp(
        size: 10, modifiedSeconds: 1, modifiedNanoseconds: 0, changedSeconds: 1, changedNanoseconds: 0, inode: 1,
        device: 1),
      contentHash: 1)
    func line(_ info: ImageInfo) -> [UInt8]? {
      ImageCacheEntry(fingerprint: fingerprint, info: info).line(expecting: expectation)
    }
    let png = ImageInfo(path: "/x.png", format: .png, pixelSize: PixelSize(width: 10, height: 10), byteCount: 10)
    #expect(line(png) != nil)
    var overLimit = png
    overLimit.pixelSize = PixelSize(width: 100, height: 100)
    var gif = png
    gif.format = .gif
    var noSize = png
    noSize.pixelSize = nil
    var unknown = png
    unknown.format = .unknown
    var header = png
    header.depth = .header
    var wrongSize = png
    wrongSize.byteCount = 11
    for liar in [overLimit, gif, noSize, unknown, header, wrongSize] { #expect(line(liar) == nil) }
  }

  @Test func everyFixtureVerdictReadsBackExactly() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
    var checked = 0
    for name in names where !name.hasSuffix(".md") && !name.hasSuffix(".py") && !name.hasSuffix(".sh") {
      let path = Self.fixtures.appendingPathComponent(name).path
      for depth in DecodeDepth.allCases {
        let info = ImageLoader.read(path: path, depth: depth)
        let entry = ImageCacheEntry(fingerprint: try #require(FileFingerprint.read(path)), info: info)
        let line = try #require(entry.line(expecting: .init(depth: depth, limits: .default)), "\(name) \(depth)")
        #expect(line.count < 1000, "\(name)")
        checked += 1
      }
    }
    #expect(checked > 60)
  }

  /// Every fixture, and a damaged JPEG whose verdict once depended on how it was read (libjpeg's fast Huffman
  /// path, which a buffer holding the whole file takes and a file read in windows does not): a run with the cache,
  /// writing it and then reading it, gives exactly the verdicts of a run without.
  @Test func runsWithTheCacheGiveTheVerdictsOfARunWithout() throws {
    let tree = try TemporaryTree(["README": "a damaged JPEG"])
    let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "samples/gallery/broken-gallery/Wayfarer/Assets.xcassets/Setup/setup-destination.imageset/"
          + "setup-destination@2x.jpg")
    var bytes = try [UInt8](Data(contentsOf: sample))
    for (offset, value) in [(28496, 247), (30493, 37), (30819, 137), (31164, 109)] as [(Int, UInt8)] {
      bytes[offset] = value
    }
    let damaged = tree.path("damaged.jpg")
    try Data(bytes).write(to: URL(fileURLWithPath: damaged))
    let fixtures = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
      .filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".py") && !$0.hasSuffix(".sh") && !$0.hasSuffix(".tsv") }
      .map { Self.fixtures.appendingPathComponent($0).path }
    let group = ImageBatch.Group(root: tree.root, paths: [damaged] + fixtures, limits: .default)
    let without = ImageBatch.decode([group], options: ImageOptions(jobs: 2)).verdicts
    let options = ImageOptions(jobs: 2, cache: cache(tree))
    let writing = ImageBatch.decode([group], options: options)
    let reading = ImageBatch.decode([group], options: options)
    #expect(writing.verdicts == without)
    #expect(reading.verdicts == without)
    #expect(reading.decoded < writing.decoded)
  }

  @Test func aPathWithTabsNewlinesAndBackslashesIsOneEntry() throws {
    let tree = try makeProject()
    let odd = tree.path("we\tird\\na\nme é.png")
    try FileManager.default.copyItem(atPath: image(tree, "a"), toPath: odd)
    let options = ImageOptions(jobs: 1, cache: cache(tree))
    let group = ImageBatch.Group(root: tree.root, paths: [odd], limits: .default)
    #expect(ImageBatch.decode([group], options: options).decoded == 1)
    let second = ImageBatch.decode([group], options: options)
    #expect(second.decoded == 0)
    #expect(second.verdicts[odd]?.path == odd)
    let lines = try String(contentsOfFile: cacheFile(tree, cache(tree)), encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix(tree.root + "/we\\09ird\\5cna\\0ame é.png\t"))
  }

  @Test func aPathGivenTwiceDropsTheWholeCacheFile() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    let a = try genuineLine(image(tree, "a"))
    writeCache(tree, cache, lines: [a, try genuineLine(image(tree, "b")), a])
    #expect(cached(tree, cache).isEmpty)
  }

  @Test func aTornOrEditedCacheFileIsIgnored() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    let file = cacheFile(tree, cache)
    let original = try Data(contentsOf: URL(fileURLWithPath: file))
    for damaged in [original.prefix(original.count - 10), original.prefix(original.count / 2), Data("{".utf8)] {
      try damaged.write(to: URL(fileURLWithPath: file))
      #expect(cached(tree, cache).isEmpty)
    }
    // One digit changed, the trailer left as it was.
    var edited = [UInt8](original)
    let digit = try #require(edited.firstIndex(of: UInt8(ascii: "\t")).map { $0 + 1 })
    edited[digit] = edited[digit] == UInt8(ascii: "1") ? UInt8(ascii: "2") : UInt8(ascii: "1")
    try Data(edited).write(to: URL(fileURLWithPath: file))
    #expect(cached(tree, cache).isEmpty)
    #expect(try statuses(tree, cache: cache) == ["a.png": "ok", "b.png": "ok"])
  }

  @Test func aCacheFileOverTheLimitIsNotRead() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    let file = cacheFile(tree, cache)
    let handle = try #require(FileHandle(forWritingAtPath: file))
    try handle.truncate(atOffset: UInt64(ImageCacheFile.maximumBytes) + 1)  // sparse: no time, no disk
    try handle.close()
    #expect(ImageCacheFolder(path: cache.directory).read(session(tree, cache).name) == nil)
    #expect(cached(tree, cache).isEmpty)
    #expect(try statuses(tree, cache: cache) == ["a.png": "ok", "b.png": "ok"])
  }

  @Test func aFIFOInPlaceOfTheCacheFileIsIgnoredNotWaitedOn() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    let file = cacheFile(tree, cache)
    try FileManager.default.removeItem(atPath: file)
    #expect(mkfifo(file, 0o600) == 0)
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(report.imagesDecoded == 2)
    #expect(cached(tree, cache) == ["a.png": "ok", "b.png": "ok"])  // replaced by a regular file
  }

  @Test func aFolderInPlaceOfTheCacheFileIsIgnored() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    try FileManager.default.createDirectory(atPath: cacheFile(tree, cache), withIntermediateDirectories: true)
    let linter = Linter(images: ImageOptions(cache: cache))
    #expect(try linter.lint(paths: [tree.root]).imagesDecoded == 2)
    #expect(try linter.lint(paths: [tree.root]).imagesDecoded == 2)
  }

  @Test func aSymlinkInPlaceOfTheCacheFileIsNeitherReadNorWrittenThrough() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    // A valid cache file elsewhere, reached through a symlink at the cache file's name.
    let file = cacheFile(tree, cache)
    let elsewhere = tree.path("elsewhere.cache")
    try FileManager.default.moveItem(atPath: file, toPath: elsewhere)
    try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: elsewhere)
    let before = try Data(contentsOf: URL(fileURLWithPath: elsewhere))
    try flipByte(image(tree, "a"))  // so that the run has something to write
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(report.imagesDecoded == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: elsewhere)) == before)
    #expect(FileType.of(file) == .regular)
  }

  @Test func aSymlinkInPlaceOfTheCacheFolderIsNotUsed() throws {
    let tree = try makeProject()
    var cache = cache(tree)
    try FileManager.default.createDirectory(atPath: tree.path("target"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: tree.path("link"), withDestinationPath: tree.path("target"))
    cache.directory = tree.path("link")
    _ = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path("target")).isEmpty)
  }

  // MARK: - Issue 10, item 16: the cache costs less than it saves

  @Test func aRunThatChangesNothingLeavesTheCacheFileAlone() throws {
    let tree = try makeProject()
    let cache = cache(tree)
    _ = try statuses(tree, cache: cache)
    let file = cacheFile(tree, cache)
    let inode = try #require(FileStamp.of(file))
    let report = try Linter(images: ImageOptions(cache: cache)).lint(paths: [tree.root])
    #expect(report.imagesFromCache == 2)
    #expect(FileStamp.of(file) == inode)
  }

  @Test func onlyVerdictsCheaperToCheckThanToDecodeAreKept() {
    let big = ImageCache.smallFileBytes + 1
    func kept(_ status: ImageInfo.Status, depth: DecodeDepth = .full, bytes: Int = big) -> Bool {
      ImageCache.isWorthKeeping(ImageInfo(path: "/x.png", format: .png, status: status, depth: depth, byteCount: bytes))
    }
    #expect(kept(.ok))
    #expect(kept(.corrupt("small"), bytes: 4000))
    #expect(!kept(.ok, depth: .header))
    #expect(!kept(.corrupt("damaged header")))
    #expect(!kept(.tooLarge("a bomb")))
    #expect(!kept(.unreadable("permission denied"), bytes: 10))
  }

  @Test func theContentHashIsXXH64() {
    #expect(XXH64.hash([]) == 0xEF46_DB37_51D8_E999)
    #expect(XXH64.hash(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
    #expect(XXH64.hash(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
    let long = Array("Nobody inspects the spammish repetition".utf8)
    #expect(XXH64.hash(long) == 0xFBCE_A83C_8A37_8BF1)
  }
}
