import Foundation

/// The one symlink policy of every walk and read: a symlink is followed only when its target, with every link
/// resolved, lies inside a scope folder — the lint root for discovery and for `.piepaw-lint.json`, the catalog for
/// a catalog's folders, the image set for a set's files. A link that leads out is not read and is reported
/// (`skipped-input`, a note: the file may be fine, PiepawLint only declines to read what lies outside what it was
/// asked to lint); a link that leads nowhere, or a FIFO, device or socket where an input belongs, cannot be read
/// by anyone (`invalid-input`).
///
/// Only a symlink costs a `realpath` (a system call per path component); every other entry is judged by the type
/// its folder listing gave.
struct LinkScope: Sendable {
  /// The scope folder as the walk names it.
  let root: String
  /// `root` with every symlink resolved, worked out once.
  let realRoot: String

  init(root: String) {
    self.init(root: root, realRoot: Self.realPath(root) ?? root)
  }

  init(root: String, realRoot: String) {
    self.root = root
    self.realRoot = realRoot
  }

  /// What a folder entry is, with a symlink judged by where it leads.
  enum Entry: Equatable, Sendable {
    case directory, file
    /// A symlink whose target lies outside the scope; the target's type (it is examined, never read), so a walk
    /// reports only what it would have read had it been inside.
    case linkOutside(FileType?)
    /// A symlink whose target is missing, or that loops.
    case linkDangling
    /// Not a regular file or folder: `"a FIFO (named pipe)"`, `"a device"`, `"a socket"`.
    case special(String)
    /// Gone, or not examinable (no permission, a NUL in the name).
    case missing

    /// Whether the walk reads it.
    var isReadable: Bool { self == .directory || self == .file }
  }

  /// What `path` is; `listed` is the type its folder listing gave, if any (it saves an `lstat`).
  func entry(_ path: String, listedAs listed: FileType? = nil) -> Entry {
    guard let type = listed ?? FileType.of(path) else { return .missing }
    switch type {
    case .directory: return .directory
    case .regular: return .file
    case .other: return .special(FileSystemError.kindName(of: path))
    case .symbolicLink:
      guard let target = Self.realPath(path) else {
        // A target that exists but has no path of its own (`/dev/stdin` → `/proc/self/fd/0` → a pipe) leads out.
        return FileType.ofTarget(path).map { .linkOutside($0) } ?? .linkDangling
      }
      guard contains(realPath: target) else { return .linkOutside(FileType.of(target)) }
      switch FileType.of(target) {
      case .directory: return .directory
      case .regular: return .file
      case .other, .symbolicLink: return .special(FileSystemError.kindName(of: target))
      case nil: return .missing
      }
    }
  }

  /// Whether `path`, wherever it was named from (a project file's reference, an `#include`), is a regular file
  /// inside the scope once every symlink and `..` is resolved.
  func holdsFile(_ path: String) -> Bool {
    guard let real = Self.realPath(path) else { return false }
    return contains(realPath: real) && FileType.of(real) == .regular
  }

  /// Whether a path with every symlink already resolved lies inside the scope.
  func contains(realPath path: String) -> Bool {
    path == realRoot || path.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
  }

  /// The scope name of discovery and configuration.
  static let lintRootName = "lint root"

  /// Why an entry is not read, for a finding at it; nil for what is read. `scopeName` says what the scope is:
  /// `lint root`, `catalog`, `image set`.
  static func refusal(_ entry: Entry, scopeName: String) -> String? {
    switch entry {
    case .directory, .file, .missing: nil
    case .linkOutside:
      "This symlink points outside the \(scopeName), so it is not read; replace it with the real file or folder"
        + (scopeName == lintRootName ? ", or lint a folder that holds its target too." : ".")
    case .linkDangling:
      "This symlink does not lead anywhere (its target is missing, or it loops), so it is not read; remove it."
    case .special(let kind):
      "This is \(kind), not a regular file or folder, so it is not read; remove it, or replace it with the file."
    }
  }

  /// The path with every symlink resolved, or nil when it does not resolve (a dangling or looping link).
  static func realPath(_ path: String) -> String? {
    guard FileType.isWholeCString(path), let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

extension FileSystemError {
  /// What the file at `path` is, when it is neither a regular file nor a folder (one `lstat`).
  static func kindName(of path: String) -> String {
    var status = stat()
    guard FileType.isWholeCString(path), lstat(path, &status) == 0 else { return "not a regular file" }
    return kindName(mode: status.st_mode)
  }
}
