import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps image verdicts between runs, so a second run over unchanged files costs about a header pass.
///
/// An entry is used only while the file's size, modification time (nanoseconds) and inode are unchanged, and only
/// for the same tool version, decode depth and limits (they name the cache file). Files written in the last
/// second are not cached: a change within the same clock tick could otherwise go unseen. Each project has its own
/// cache file, replaced atomically (write, then rename), so two runs sharing the folder never read a torn file;
/// the last writer wins.
public struct ImageCache: Sendable {
  /// The folder holding the cache files.
  public var directory: String

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

  /// What a file looked like when its verdict was cached.
  struct FileStamp: Codable, Hashable {
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var inode: UInt64

    /// The stamp of the file at `path`, or nil when it cannot be stat'ed.
    static func of(_ path: String) -> FileStamp? {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      #if canImport(Darwin)
        let modified = info.st_mtimespec
      #else
        let modified = info.st_mtim
      #endif
      return FileStamp(
        size: Int64(info.st_size), modifiedSeconds: Int64(modified.tv_sec),
        modifiedNanoseconds: Int64(modified.tv_nsec), inode: UInt64(info.st_ino))
    }
  }

  struct Entry: Codable {
    var stamp: FileStamp
    var info: ImageInfo
  }

  struct Contents: Codable {
    var entries: [String: Entry]
  }

  /// One project's cache, read at the start of a run and written at its end.
  public struct Session: Sendable {
    let file: String
    private(set) var contents: Contents

    /// The cached verdicts still valid for `paths`; the others must be decoded.
    func lookup(_ paths: [String]) -> (hits: [String: ImageInfo], misses: [String]) {
      var hits: [String: ImageInfo] = [:]
      var misses: [String] = []
      for path in paths {
        if let entry = contents.entries[path], entry.stamp == FileStamp.of(path) {
          hits[path] = entry.info
        } else {
          misses.append(path)
        }
      }
      return (hits, misses)
    }

    /// Records fresh verdicts (files modified in the last second are left out).
    mutating func record(_ infos: [String: ImageInfo], now: Date = Date()) {
      let settled = Int64(now.timeIntervalSince1970) - 1
      for (path, info) in infos {
        guard let stamp = FileStamp.of(path), stamp.modifiedSeconds < settled else {
          contents.entries[path] = nil
          continue
        }
        contents.entries[path] = Entry(stamp: stamp, info: info)
      }
    }

    /// Writes the cache atomically; a failure only costs the next run its speed-up.
    func save() {
      let folder = (file as NSString).deletingLastPathComponent
      guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
        let data = try? JSONEncoder().encode(contents)
      else { return }
      let temporary = file + ".\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp"
      guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
      if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
  }

  /// Part of every cache file's name: raised whenever what a verdict holds or how it is reached changes, so a
  /// new build never reuses an old build's verdicts. 2: PDF, SVG and HEIF are read (they were "unsupported"),
  /// and `ImageInfo` holds `pointSize` and `pageCount`.
  static let verdictVersion = 2

  /// A cache file larger than this is ignored (a 900-image catalog's is about 1 MiB).
  static let maximumFileBytes: Int64 = 64 << 20

  /// Whether `path` is a regular file (not a FIFO that would block the read) small enough to be a cache.
  static func isSmallRegularFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    return (info.st_mode & S_IFMT) == S_IFREG && Int64(info.st_size) <= maximumFileBytes
  }

  /// Opens the cache of the project at `root` for runs with `depth` and `limits`.
  public func session(projectRoot root: String, depth: DecodeDepth, limits: ImageLimits) -> Session {
    let signature = "v\(Self.verdictVersion)|\(ToolInfo.version)|\(depth.rawValue)|\(limits)|\(root)"
    let file = directory + "/images-" + FNV1a.hex(signature) + ".json"
    let data = Self.isSmallRegularFile(file) ? FileManager.default.contents(atPath: file) : nil
    let contents = data.flatMap { try? JSONDecoder().decode(Contents.self, from: $0) } ?? Contents(entries: [:])
    return Session(file: file, contents: contents)
  }
}
