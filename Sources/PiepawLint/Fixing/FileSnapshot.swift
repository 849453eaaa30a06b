import Foundation

/// A file as the fixer read it, and how a fixed text replaces it: atomically (a temporary file in the same folder,
/// renamed over it) with the file's permissions, and never outside the projects, whatever a symlink says.
struct FileSnapshot: Sendable {
  /// The file's real path (every symlink resolved): what is written.
  var target: String
  var bytes: [UInt8]
  var stamp: FileStamp
  /// The permission bits, owner and group to keep.
  var mode: mode_t
  var owner: uid_t
  var group: gid_t

  /// The stamp of `path` itself (a symlink is not followed, unlike `FileStamp.of`), or nil.
  static func stamp(of path: String) -> FileStamp? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return FileStamp(info)
  }

  /// Files larger than this are not fixed (every input the linter reads is far smaller).
  static let maximumBytes = 256 << 20

  /// Reads the regular file at `path`, which must lie inside one of `roots` once symlinks are resolved; the
  /// error is the reason for the user.
  static func of(_ path: String, within roots: [String]) -> Result<FileSnapshot, FixFileError> {
    guard let target = realPath(path) else { return .failure(.unresolved) }
    guard roots.contains(where: { target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
      return .failure(.outsideProject)
    }
    let descriptor = open(target, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
    guard Int(info.st_size) <= maximumBytes else { return .failure(.tooLarge) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
      if count == 0 { break }
      bytes += buffer[0..<count]
      guard bytes.count <= maximumBytes else { return .failure(.tooLarge) }
    }
    return .success(
      FileSnapshot(
        target: target, bytes: bytes, stamp: FileStamp(info), mode: info.st_mode & 0o7777, owner: info.st_uid,
        group: info.st_gid))
  }

  /// Replaces the file with `bytes`: written to a temporary file beside it, given its permissions (and, where
  /// allowed, its owner), synced, and renamed over it, unless the file changed since it was read.
  func replace(with bytes: [UInt8]) -> Result<Void, FixFileError> {
    let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")) ?? target.utf8.startIndex
    let folder = String(target[..<slash])
    let name = String(target[target.utf8.index(after: slash)...])
    let temporary = folder + "/." + name + ".piepaw-lint-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return .failure(.unwritable(String(cString: strerror(errno)))) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    var failure = written == bytes.count ? nil : String(cString: strerror(errno))
    if failure == nil, fchmod(descriptor, mode) != 0 { failure = "its permissions cannot be kept" }
    // Only root may give a file away; for anyone else the owner is already theirs.
    _ = fchown(descriptor, owner, group)
    if failure == nil, fsync(descriptor) != 0 { failure = "the data could not be synced to disk" }
    close(descriptor)
    if let failure {
      unlink(temporary)
      return .failure(.unwritable(failure))
    }
    guard Self.stamp(of: target) == stamp else {
      unlink(temporary)
      return .failure(.changedWhileFixing)
    }
    guard rename(temporary, target) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return .failure(.unwritable(reason))
    }
    return .success(())
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Why a file is not fixed, as the sentence the user reads.
enum FixFileError: Error, Equatable {
  case unresolved, outsideProject, notRegular, tooLarge, changedSinceLint, changedWhileFixing
  case unreadable(String), unwritable(String)

  var reason: String {
    switch self {
    case .unresolved: "the file cannot be found any more (a dangling symlink?); it was not fixed"
    case .outsideProject: "a symlink leads outside the project, and --fix writes only inside it; it was not fixed"
    case .notRegular: "it is not a regular file any more; it was not fixed"
    case .tooLarge: "the file is too large to fix"
    case .changedSinceLint:
      "the file changed since it was linted, so it was left as it is; run piepaw-lint --fix again"
    case .changedWhileFixing:
      "the file changed while it was being fixed, so it was left as it is; run piepaw-lint --fix again"
    case .unreadable(let error): "the file cannot be read (\(error)); it was not fixed"
    case .unwritable(let error): "the file cannot be written (\(error)); it was not fixed"
    }
  }
}
