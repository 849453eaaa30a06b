import Foundation

/// What a path is, from one `lstat` (a symlink is not followed).
///
/// Walkers ask this for every entry. `FileManager.attributesOfItem` answers the same question but also looks up
/// the owner's and group's names (reading /etc/passwd and /etc/group) and the extended attributes: about fifteen
/// system calls per path instead of one, which made up a third of a `--decode header` run.
enum FileType: Equatable, Sendable {
  case regular, directory, symbolicLink, other

  /// The type of `path` itself, or nil when it cannot be examined (missing, no permission, a NUL in the path).
  static func of(_ path: String) -> FileType? {
    var status = stat()
    guard isWholeCString(path), lstat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }
}

extension FileType {
  /// The type of what `path` leads to, symlinks followed (one `stat`); nil when nothing is there.
  static func ofTarget(_ path: String) -> FileType? {
    var status = stat()
    guard isWholeCString(path), stat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    default: return .other
    }
  }
}

/// A folder entry with the type its directory records, so that walking a folder needs no `lstat` per entry.
struct DirectoryEntry: Equatable, Sendable {
  var name: String
  /// nil when the file system does not record types; then ask `FileType.of`.
  var type: FileType?
  /// False when the name's bytes are not UTF-8: `name` then holds replacement characters and names no file.
  var nameIsUTF8 = true
}

/// Which file a path is (device and inode, from one `stat` that follows symlinks): how walks tell that two paths
/// reach the same folder without resolving every component of either.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  init?(of path: String) {
    var status = stat()
    guard FileType.isWholeCString(path), stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  init(_ status: stat) {
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
  }
}

extension FileType {
  /// The entries of `directory` except `.` and `..`, in the order the file system gives; nil when the folder
  /// cannot be listed.
  static func entries(of directory: String) -> [DirectoryEntry]? {
    try? listing(of: directory).get()
  }

  /// The entries of `directory`, or the `errno` of why it cannot be listed.
  static func listing(of directory: String) -> Result<[DirectoryEntry], FileSystemError.Code> {
    identifiedListing(of: directory).map(\.entries)
  }

  /// The entries of `directory` and which folder it is (from the open folder itself: one path lookup in all, which
  /// matters when paths are thousands of components long), or the `errno` of why it cannot be listed.
  static func identifiedListing(of directory: String)
    -> Result<(identity: FileIdentity, entries: [DirectoryEntry]), FileSystemError.Code>
  {
    guard isWholeCString(directory) else { return .failure(FileSystemError.Code(ENOENT)) }
    guard let stream = opendir(directory) else { return .failure(FileSystemError.Code(errno)) }
    defer { closedir(stream) }
    var status = stat()
    guard fstat(dirfd(stream), &status) == 0 else { return .failure(FileSystemError.Code(errno)) }
    var entries: [DirectoryEntry] = []
    while let entry = readdir(stream) {
      let (name, isUTF8) = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        let name = bytes.prefix(while: { $0 != 0 })
        if let valid = String(validating: name, as: UTF8.self) { return (valid, true) }
        return (String(decoding: name, as: UTF8.self), false)
      }
      if name == "." || name == ".." { continue }
      entries.append(
        DirectoryEntry(name: name, type: FileType(directoryEntryType: entry.pointee.d_type), nameIsUTF8: isUTF8))
    }
    return .success((FileIdentity(status), entries))
  }

  /// False when `path` holds a NUL, which would end the C string early and name another file.
  static func isWholeCString(_ path: String) -> Bool {
    path.withCString { strlen($0) } == path.utf8.count
  }

  private init?(directoryEntryType type: UInt8) {
    switch Int32(type) {
    case Int32(DT_REG): self = .regular
    case Int32(DT_DIR): self = .directory
    case Int32(DT_LNK): self = .symbolicLink
    case Int32(DT_UNKNOWN): return nil
    default: self = .other
    }
  }
}
