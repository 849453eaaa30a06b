import Foundation

/// Why an input file was not read, in words for a finding.
enum InputFileProblem: Error, Equatable, Sendable {
  /// `open` failed; the `errno`.
  case cannotOpen(Int32)
  /// Not a regular file: `"a FIFO (named pipe)"`, `"a folder"`, `"a device"`, `"a socket"`.
  case notRegularFile(String)
  /// `read` failed; the `errno`.
  case cannotRead(Int32)
  /// Larger than the limit the caller gave, in bytes.
  case tooLarge(Int)

  var message: String {
    switch self {
    case .cannotOpen(let code):
      "Cannot open the file (\(FileSystemError.reason(code))); check that it exists and is readable."
    case .notRegularFile(let kind):
      "This is \(kind), not a regular file, so it is not read; replace it with the file itself."
    case .cannotRead(let code): "Cannot read the file (\(FileSystemError.reason(code)))."
    case .tooLarge(let limit): "The file is larger than \(TextFile.sizeText(limit)); it was not read."
    }
  }
}

/// An input file opened the one safe way: `open` with `O_NONBLOCK` (opening a FIFO never waits for a writer,
/// a terminal never becomes ours), then `fstat` on what was opened, so only a regular file is ever read — a
/// named pipe, `/dev/stdin`, `/dev/zero` or a folder is refused however the path reached it (a symlink, a race).
/// `TextFile` reads every text input through it; the C shim opens images the same way (`piepaw_source.c`).
struct InputFile {
  private let descriptor: Int32
  /// The size `fstat` gave when the file was opened.
  let size: Int

  /// Opens `path` for reading; a symlink is followed (where it may lead is the caller's `LinkScope`).
  static func open(_ path: String) -> Result<InputFile, InputFileProblem> {
    guard FileType.isWholeCString(path) else { return .failure(.cannotOpen(ENOENT)) }
    let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return .failure(.cannotOpen(errno)) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      Foundation.close(descriptor)
      return .failure(.cannotOpen(code))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      Foundation.close(descriptor)
      return .failure(.notRegularFile(FileSystemError.kindName(mode: status.st_mode)))
    }
    return .success(InputFile(descriptor: descriptor, size: Int(clamping: status.st_size)))
  }

  /// Every byte, or `.tooLarge` as soon as there are more than `maximumBytes` (a file that grew since it was
  /// opened is caught too). The buffer starts at the file's size, so a small file costs one allocation.
  func readAll(maximumBytes: Int) -> Result<Data, InputFileProblem> {
    let limit = max(0, maximumBytes)
    guard size <= limit else { return .failure(.tooLarge(limit)) }
    // One byte past the limit tells "exactly at the limit" from "over it"; saturating, whatever the limit.
    let readLimit = limit == Int.max ? limit : limit + 1
    var data = Data(count: size < readLimit ? size + 1 : readLimit)
    var count = 0
    while true {
      if count == data.count {
        guard data.count < readLimit else { break }
        data.count = min(readLimit, data.count > readLimit / 2 ? readLimit : max(data.count * 2, 4096))
      }
      let room = data.count - count
      let got = data.withUnsafeMutableBytes { buffer in
        Foundation.read(descriptor, buffer.baseAddress! + count, room)
      }
      if got > 0 {
        count += got
      } else if got == 0 {
        break
      } else if errno != EINTR {
        return .failure(.cannotRead(errno))
      }
    }
    guard count <= limit else { return .failure(.tooLarge(limit)) }
    data.count = count
    return .success(data)
  }

  func close() {
    Foundation.close(descriptor)
  }
}

/// Words for what the file system says.
enum FileSystemError {
  /// An `errno`, as an error value.
  struct Code: Error, Equatable, Sendable {
    var value: Int32
    init(_ value: Int32) { self.value = value }
    var reason: String { FileSystemError.reason(value) }

    /// What to do about it, for a folder that cannot be listed.
    var folderHint: String {
      switch value {
      case EACCES, EPERM: "check its permissions"
      case ENAMETOOLONG: "move it nearer the top of the tree"
      default: "check that it is still there"
      }
    }
  }

  /// `errno` as a few words: `no such file`, `permission denied`, `the path is too long`.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "it is a folder"
    case ELOOP: "too many levels of symbolic links"
    case ENAMETOOLONG: "the path is longer than the system allows"
    case ENOTDIR: "a part of the path is not a folder"
    case EMFILE, ENFILE: "too many open files"
    case ENXIO, ENODEV: "no device behind it"
    default: "error \(code)"
    }
  }

  /// What a file that is not regular is, for a message.
  static func kindName(mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symlink"
    default: "not a regular file"
    }
  }
}
