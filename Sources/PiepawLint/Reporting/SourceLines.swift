import Foundation

/// Reads lines of source files for reporters (SARIF fingerprints), each file once.
public final class SourceLines: @unchecked Sendable {
  private let lock = NSLock()
  private var files: [String: [Substring]] = [:]

  public init() {}

  /// The 1-based `line` of `file`, or nil when the file cannot be read as text or is shorter.
  public func line(_ file: String, _ line: Int) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if files[file] == nil {
      let text = (try? TextFile.read(file).get()) ?? ""
      files[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    guard let lines = files[file], line >= 1, line <= lines.count else { return nil }
    return String(lines[line - 1])
  }

  /// The nearest folder at or above `directory` that holds `.git`; else `directory` itself.
  public static func repositoryRoot(from directory: String) -> String {
    var current = directory
    while true {
      if FileManager.default.fileExists(atPath: current + "/.git") { return current }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty { return directory }
      current = parent
    }
  }
}
