import CPiepawImage
import Foundation

/// Keeps image verdicts between runs, so a second run over unchanged files costs a read of them, not a decode.
///
/// An entry is bound to the file it was made for: its stamp (size, modification and change times in nanoseconds,
/// inode, device), taken before the decode and checked again after it, and the XXH64 of its bytes. It is used only
/// while the file has that stamp and those bytes, and only for the same tool and verdict version, decode depth,
/// limits and project (they name the cache file and head it). A file written in the second before the run is
/// not cached (an edit within the same clock tick could keep its stamp), nor one that changed while it was
/// decoded. Each project has its own cache file, replaced atomically, so two runs sharing the folder never read a
/// torn file; the last writer wins. The cache file is untrusted input (`ImageCacheFile`, `ImageCacheFolder`).
///
/// A file that wrote both an image and its entry, hash included, is not caught by the hash (it is no secret): the
/// stamps are what such a writer cannot choose, since the times and inode are the checkout's own.
public struct ImageCache: Sendable {
  /// The folder holding the cache files.
  public var directory: String
  /// Seconds since 1970 when a run starts. Tests move it on, so that files they have just written count as
  /// settled.
  var clock: @Sendable () -> Double = { Date().timeIntervalSince1970 }
  /// Called with each path after it is decoded and before its fingerprint is taken: a seam for tests that edit a
  /// file during a run.
  var afterDecode: (@Sendable (String) -> Void)?

  public init(directory: String) {
    self.directory = directory
  }

  /// `$XDG_CACHE_HOME/piepaw-lint` or `~/.cache/piepaw-lint` (Linux), `~/Library/Caches/piepaw-lint` (macOS).
  public static func userCacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    #if os(macOS)
      return NSHomeDirectory() + "/Library/Caches/piepaw-lint"
    #else
      if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/piepaw-lint" }
      return (environment["HOME"] ?? NSHomeDirectory()) + "/.cache/piepaw-lint"
    #endif
  }

  /// Part of every cache file's name and header: raised whenever what a verdict holds or how it is reached
  /// changes, so a new build never reuses an old build's verdicts. 2: PDF, SVG and HEIF are read (they were
  /// "unsupported"), and `ImageInfo` holds `pointSize` and `pageCount`. 3: a Windows icon is the format ICO (it
  /// was "not an image"). 4: a Photoshop file is the format PSD, and a PNG whose ancillary chunk fails its CRC is
  /// ok with that chunk skipped (it was corrupt).
  static let verdictVersion = 4

  /// The libpng and libjpeg versions the verdicts come from: another library may judge a file otherwise. (HEIF
  /// verdicts depend on the libheif loaded when the first HEIF file is decoded; it is not loaded to key the cache.)
  static let decoderVersions: String = {
    var buffer = [CChar](repeating: 0, count: 96)
    piepaw_decoder_versions(&buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()

  /// Files up to this size are cached whatever their verdict: checking one costs a single read, as a header
  /// decode does.
  static let smallFileBytes = 64 << 10

  /// Whether keeping `info` saves more than it costs. Checking an entry reads and hashes the whole file (about
  /// 10 GB/s from the page cache), so larger files are cached only for a full-depth `ok`, for which every byte was
  /// decoded (10 to 100 times slower); other verdicts may have been reached from the first kilobytes (a header,
  /// a refusal over the limits, early damage) and are cheaper to decode again. A file that could not be read
  /// says nothing about its bytes and is never cached.
  static func isWorthKeeping(_ info: ImageInfo) -> Bool {
    if case .unreadable = info.status { return false }
    return info.byteCount <= smallFileBytes || (info.depth == .full && info.status.isOK)
  }

  /// What every verdict (and raster) of a cache file depends on besides the image: the verdict version, this
  /// build, the decoding libraries, the depth (`raster` for rasters, always made by a full decode), the limits and
  /// the project.
  static func signature(projectRoot root: String, depth: String, limits: ImageLimits) -> String {
    "v\(verdictVersion)|\(ToolInfo.version)|\(decoderVersions)|\(depth)|\(limits)|\(root)"
  }

  /// Opens the cache of the project at `root` for runs with `depth` and `limits`.
  public func session(projectRoot root: String, depth: DecodeDepth, limits: ImageLimits) -> Session {
    let signature = Self.signature(projectRoot: root, depth: depth.rawValue, limits: limits)
    let folder = ImageCacheFolder(path: directory)
    let name = "images-" + FNV1a.hex(signature) + ".cache"
    let header = ImageCacheFile.header(signature: signature)
    let expectation = ImageCacheEntry.Expectation(depth: depth, limits: limits)
    let bytes = folder.read(name)
    let file = bytes.flatMap { bytes in
      ImageCacheFile(bytes: bytes, header: header) {
        ImageCacheEntry(line: $0, expecting: expectation, path: .check) != nil
      }
    }
    return Session(
      folder: folder, name: name, header: header, expectation: expectation, loaded: file,
      isChanged: bytes != nil && file == nil)
  }
}

extension ImageCache {
  /// One project's cache, read at the start of a run and written at its end.
  public struct Session: Sendable {
    let folder: ImageCacheFolder
    let name: String
    let header: [UInt8]
    let expectation: ImageCacheEntry.Expectation
    /// The file as read; nil when there was none or it was not trusted.
    private var loaded: ImageCacheFile?
    /// Whether the file needs writing: an entry is new, gone stale or invalid.
    private var isChanged: Bool
    /// The loaded lines of this run's hits, written again as they were.
    private var kept: [ImageCacheFile.LineRange] = []
    /// New lines, one after another, and where each is.
    private var fresh: [UInt8] = []
    private var freshLines: [Range<Int>] = []
    /// The keys of every path this run looked up or recorded: the loaded file's other entries are carried over.
    private var seen: Set<UInt64> = []
    /// The keys of the fresh lines (a path recorded twice is written once).
    private var recorded: Set<UInt64> = []

    init(
      folder: ImageCacheFolder, name: String, header: [UInt8], expectation: ImageCacheEntry.Expectation,
      loaded: ImageCacheFile?, isChanged: Bool
    ) {
      self.folder = folder
      self.name = name
      self.header = header
      self.expectation = expectation
      self.loaded = loaded
      self.isChanged = isChanged
    }

    private enum Outcome: Sendable {
      case absent(UInt64)
      case stale(UInt64)
      case invalid
      case hit(UInt64, ImageCacheFile.LineRange, ImageInfo)
    }

    /// Adds the cached verdicts still valid for `paths` to `verdicts` (where they hold none yet) and returns the
    /// other paths, which must be decoded. Each entry's file is read and hashed (on up to `jobs` workers). An
    /// entry for another path under the same key (which only a forger could arrange) discards the whole file.
    mutating func lookup(_ paths: [String], jobs: Int, into verdicts: inout [String: ImageInfo]) -> [String] {
      guard let file = loaded, !file.lines.isEmpty else { return paths }
      let expectation = expectation
      let outcomes = parallelMap(count: paths.count, workers: jobs) { index in
        Self.look(up: paths[index], in: file, expecting: expectation)
      }
      if outcomes.contains(where: { if case .invalid = $0 { true } else { false } }) {
        loaded = nil
        isChanged = true
        return paths
      }
      var misses: [String] = []
      for (path, outcome) in zip(paths, outcomes) {
        switch outcome {
        case .hit(let key, let range, let info):
          if seen.insert(key).inserted { kept.append(range) }
          if verdicts.index(forKey: path) == nil { verdicts[path] = info }
        case .stale(let key):
          seen.insert(key)
          isChanged = true
          misses.append(path)
        case .absent(let key):
          seen.insert(key)
          misses.append(path)
        case .invalid:
          misses.append(path)
        }
      }
      return misses
    }

    /// The cached verdicts still valid for `paths`, and the paths that must be decoded.
    mutating func lookup(_ paths: [String], jobs: Int) -> (hits: [String: ImageInfo], misses: [String]) {
      var hits: [String: ImageInfo] = [:]
      let misses = lookup(paths, jobs: jobs, into: &hits)
      return (hits, misses)
    }

    private static func look(
      up path: String, in file: ImageCacheFile, expecting expectation: ImageCacheEntry.Expectation
    )
      -> Outcome
    {
      let found: (key: UInt64, range: ImageCacheFile.LineRange?, entry: ImageCacheEntry?) = CacheText.withEscaped(path)
      {
        escaped in
        let key = XXH64.hash(escaped)
        guard let range = file.range(of: key) else { return (key, nil, nil) }
        let reading = ImageCacheEntry.PathReading.expect(escaped: escaped, path: path)
        let entry = file.line(range).withUnsafeBytes {
          ImageCacheEntry(line: $0, expecting: expectation, path: reading)
        }
        return (key, range, entry)
      }
      let key = found.key
      guard let range = found.range else { return .absent(key) }
      guard let entry = found.entry else { return .invalid }
      guard let fingerprint = FileFingerprint.read(path, expecting: entry.fingerprint.stamp),
        fingerprint == entry.fingerprint
      else { return .stale(key) }
      return .hit(key, range, entry.info)
    }

    /// Records a fresh verdict (`ImageBatch` makes entries only for files that stayed unchanged while decoded).
    mutating func record(_ entry: ImageCacheEntry) {
      let key = ImageCacheFile.key(of: entry.info.path)
      guard !entry.info.dependsOnThisMachine, !recorded.contains(key), let line = entry.line(expecting: expectation),
        line.count <= ImageCacheFile.maximumLineBytes
      else { return }
      recorded.insert(key)
      seen.insert(key)
      freshLines.append(fresh.count..<fresh.count + line.count)
      fresh += line
      isChanged = true
    }

    /// Writes the cache when it changed: this run's hits and fresh verdicts, then, unless the run asked about
    /// every image of the project (`complete`: the others are gone), the loaded file's other entries (another
    /// run's paths), as long as the file stays within its limit. A failure only costs the next run its speed-up.
    func save(complete: Bool) {
      guard isChanged else { return }
      var entries: [ArraySlice<UInt8>] = []
      var left = ImageCacheFile.maximumBytes - header.count - 64  // room for the trailer
      for line in kept.compactMap({ loaded?.line($0) }) + freshLines.map({ fresh[$0] }) {
        guard line.count + 1 <= left else { break }
        left -= line.count + 1
        entries.append(line)
      }
      if !complete { entries += carriedOver(within: left) }
      folder.write(name, ImageCacheFile.assemble(header: header, entries: entries))
    }

    /// The loaded entries this run did not ask about, in the file's order (the ones no run asks about drift to the
    /// end and are the first left out), up to `budget` bytes. They were checked on reading; one whose file changed
    /// or is gone only takes room until then.
    private func carriedOver(within budget: Int) -> [ArraySlice<UInt8>] {
      guard let file = loaded else { return [] }
      var carried: [ArraySlice<UInt8>] = []
      var left = budget
      for line in file.lines.filter({ !seen.contains($0.key) }).sorted(by: { $0.range.start < $1.range.start }) {
        let bytes = file.line(line.range)
        guard bytes.count + 1 <= left else { break }
        left -= bytes.count + 1
        carried.append(bytes)
      }
      return carried
    }
  }
}
