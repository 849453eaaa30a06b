import Foundation

/// A report written to a file all at once: into a new file beside it, then renamed over it, so a reader never
/// sees half a report and a failed write leaves what was there.
enum OutputFile {
  /// Writes `text` to `path`; returns the system's reason when it cannot (`No such file or directory`).
  static func write(_ text: String, to path: String) -> String? {
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return reason() }
    var failure: String?
    var text = text
    text.withUTF8 { bytes in
      var written = 0
      while written < bytes.count {
        let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if result > 0 {
          written += result
        } else if result < 0 && errno == EINTR {
          continue
        } else {
          failure = reason()
          return
        }
      }
    }
    if close(descriptor) != 0, failure == nil { failure = reason() }
    if failure == nil, rename(temporary, path) != 0 { failure = reason() }
    if failure != nil { unlink(temporary) }
    return failure
  }

  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
