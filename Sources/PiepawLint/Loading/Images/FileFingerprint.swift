#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file looked like, from `stat`: size, modification and change times (nanoseconds), inode and device.
/// The change time (ctime) moves on every write, rename, `chmod` and `touch` and cannot be set back, so a file
/// edited and then given its old modification time again (`touch -r`, `rsync -t`, an archive) still looks changed.
struct FileStamp: Hashable, Sendable {
  var size: Int64
  var modifiedSeconds: Int64
  var modifiedNanoseconds: Int64
  var changedSeconds: Int64
  var changedNanoseconds: Int64
  var inode: UInt64
  var device: UInt64

  init(
    size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, changedSeconds: Int64,
    changedNanoseconds: Int64, inode: UInt64, device: UInt64
  ) {
    self.size = size
    self.modifiedSeconds = modifiedSeconds
    self.modifiedNanoseconds = modifiedNanoseconds
    self.changedSeconds = changedSeconds
    self.changedNanoseconds = changedNanoseconds
    self.inode = inode
    self.device = device
  }

  init(_ info: stat) {
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    self.init(
      size: Int64(info.st_size), modifiedSeconds: Int64(modified.tv_sec),
      modifiedNanoseconds: Int64(modified.tv_nsec), changedSeconds: Int64(changed.tv_sec),
      changedNanoseconds: Int64(changed.tv_nsec), inode: UInt64(truncatingIfNeeded: info.st_ino),
      device: UInt64(truncatingIfNeeded: info.st_dev))
  }

  /// The stamp of the file at `path` (a symlink is followed, as the decoder follows it), or nil.
  static func of(_ path: String) -> FileStamp? {
    var info = stat()
    guard FileType.isWholeCString(path), stat(path, &info) == 0 else { return nil }
    return FileStamp(info)
  }

  /// Whether the file was last written and last changed before the second `second`. A file written within the
  /// clock tick of a later edit can keep its stamp through that edit; a second's margin rules that out.
  func isSettled(before second: Int64) -> Bool {
    modifiedSeconds < second && changedSeconds < second
  }
}

/// A file's stamp and the XXH64 of every byte in it, read through one descriptor, so both describe the same file.
///
/// A file that changes after its fingerprint was taken gets a new change time, so the fingerprint no longer
/// matches it (a cached verdict is used only while it does): reading it again afterwards would add nothing.
struct FileFingerprint: Hashable, Sendable {
  var stamp: FileStamp
  var contentHash: UInt64

  /// The largest read: below malloc's mmap threshold, so a buffer costs no system call.
  private static let bufferBytes = 64 << 10

  /// The fingerprint of the regular file at `path` (a FIFO or device is refused, never waited on). With
  /// `expected`, a file whose stamp differs is not read. Nil when the file cannot be read or is not as expected.
  static func read(_ path: String, expecting expected: FileStamp? = nil) -> FileFingerprint? {
    withRegularFile(path) { descriptor, stamp in
      if let expected, expected != stamp { return nil }
      return hash(descriptor, size: stamp.size).map { FileFingerprint(stamp: stamp, contentHash: $0) }
    }
  }

  /// Opens `path` for reading (never waiting on a FIFO), and gives `body` the descriptor and stamp of a regular
  /// file.
  private static func withRegularFile<Result>(_ path: String, _ body: (Int32, FileStamp) -> Result?) -> Result? {
    guard FileType.isWholeCString(path) else { return nil }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return body(descriptor, FileStamp(info))
  }

  /// XXH64 of the `size` bytes `descriptor` reads, or nil when it ends sooner.
  private static func hash(_ descriptor: Int32, size: Int64) -> UInt64? {
    // A whole number of stripes, just more than a small file needs.
    let wanted = size < Int64(bufferBytes) ? Int(size) : bufferBytes
    let capacity = max(XXH64.stripeBytes, (wanted + XXH64.stripeBytes - 1) / XXH64.stripeBytes * XXH64.stripeBytes)
    // On the stack for a small file: a heap buffer per file was a tenth of a cached run's check.
    return withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 16) { buffer in
      hashChunks(descriptor, size: size, buffer: buffer)
    }
  }

  private static func hashChunks(_ descriptor: Int32, size: Int64, buffer: UnsafeMutableRawBufferPointer) -> UInt64? {
    let capacity = buffer.count
    var hasher = XXH64()
    var left = size
    while true {
      let chunk = UnsafeMutableRawBufferPointer(rebasing: buffer[..<Int(min(Int64(capacity), left))])
      guard readFully(descriptor, chunk) == chunk.count else { return nil }
      left -= Int64(chunk.count)
      if left == 0 {
        let whole = chunk.count - chunk.count % XXH64.stripeBytes
        hasher.addStripes(UnsafeRawBufferPointer(rebasing: chunk[..<whole]))
        return hasher.finish(tail: UnsafeRawBufferPointer(rebasing: chunk[whole...]))
      }
      hasher.addStripes(UnsafeRawBufferPointer(chunk))
    }
  }
}

/// Fills `buffer` from `descriptor` (fewer bytes only at the end of the file or on an error); how many it read.
private func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  var filled = 0
  while filled < buffer.count {
    let got = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
    if got < 0 && errno == EINTR { continue }
    guard got > 0 else { break }
    filled += got
  }
  return filled
}
