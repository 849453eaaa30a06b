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

/// A folder entry with the type its directory records, so that walking a folder needs no `lstat` per entry.
struct DirectoryEntry: Equatable, Sendable {
  var name: String
  /// nil when the file system does not record types; then ask `FileType.of`.
  var type: FileType?
}

extension FileType {
  /// The entries of `directory` except `.` and `..`, in the order the file system gives; nil when the folder
  /// cannot be listed.
  static func entries(of directory: String) -> [DirectoryEntry]? {
    guard isWholeCString(directory), let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var entries: [DirectoryEntry] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      entries.append(DirectoryEntry(name: name, type: FileType(directoryEntryType: entry.pointee.d_type)))
    }
    return entries
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
