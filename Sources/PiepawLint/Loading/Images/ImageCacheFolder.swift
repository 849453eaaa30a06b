import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder of the cache files, read and written as a place someone else may have prepared: the folder itself
/// and each file are opened without following a symlink, only a regular file is read (a FIFO is never waited on,
/// a folder never read), at most `ImageCacheFile.maximumBytes` of it, and a file is replaced by writing a new one
/// beside it and renaming it over the old (which replaces a symlink, a FIFO or a file there, never what a symlink
/// points to), so a reader never sees a torn file. Every failure only costs the cache.
struct ImageCacheFolder: Sendable {
  let path: String

  /// The bytes of the cache file `name`, or nil when it is missing, not a regular file or too large.
  func read(_ name: String) -> [UInt8]? {
    guard let folder = openFolder() else { return nil }
    defer { close(folder) }
    let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size >= 0,
      info.st_size <= ImageCacheFile.maximumBytes
    else { return nil }
    // One byte more than the size, to see the end (a file that grew since `fstat` is not ours to read).
    let capacity = Int(info.st_size) + 1
    var complete = false
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      while count < capacity {
        let got = systemRead(descriptor, buffer.baseAddress! + count, capacity - count)
        if got < 0 && errno == EINTR { continue }
        if got <= 0 {
          complete = got == 0
          break
        }
        count += got
      }
    }
    return complete && bytes.count == capacity - 1 ? bytes : nil
  }

  /// Replaces the cache file `name` with `bytes`; false when it could not (the folder cannot be made, is a
  /// symlink, or a folder is in the file's place).
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) -> Bool {
    guard let folder = openFolder(creating: true) else { return false }
    defer { close(folder) }
    let temporary = ".\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
    let descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    let written = bytes.withUnsafeBytes { Self.writeAll(descriptor, $0) }
    let closed = close(descriptor) == 0
    guard written, closed, renameat(folder, temporary, folder, name) == 0 else {
      unlinkat(folder, temporary, 0)
      return false
    }
    return true
  }

  /// The folder, opened without following a symlink at it; made (with its parents) first when `creating`.
  private func openFolder(creating: Bool = false) -> Int32? {
    guard FileType.isWholeCString(path) else { return nil }
    var folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if folder < 0, errno == ENOENT, creating,
      (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil
    {
      folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }
    return folder >= 0 ? folder : nil
  }

  private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let done = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if done < 0 && errno == EINTR { continue }
      guard done > 0 else { return false }
      offset += done
    }
    return true
  }
}

// `read(2)` and `write(2)`: inside `ImageCacheFolder` those names are its own methods.
private func systemRead(_ descriptor: Int32, _ into: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, into, count)
}

private func systemWrite(_ descriptor: Int32, _ from: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, from, count)
}
