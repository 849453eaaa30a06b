import Foundation

/// Reads lines of source files for reporters (SARIF fingerprints), each file once.
public final class SourceLines: @unchecked Sendable {
  /// A file's bytes and where each of its lines starts. Offsets, not one `Substring` per line: a file of 4 million
  /// short lines would otherwise take 128 MiB.
  private struct File {
    var bytes: [UInt8]
    var lineStarts: [Int]
  }

  private let lock = NSLock()
  private var files: [String: File] = [:]

  public init() {}

  /// The 1-based `line` of `file`, or nil when the file cannot be read as text or is shorter.
  public func line(_ file: String, _ line: Int) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if files[file] == nil { files[file] = Self.read(file) }
    guard let lines = files[file], line >= 1, line <= lines.lineStarts.count else { return nil }
    let start = lines.lineStarts[line - 1]
    var end = line < lines.lineStarts.count ? lines.lineStarts[line] - 1 : lines.bytes.count
    if end > start, lines.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: lines.bytes[start..<end], as: UTF8.self)
  }

  /// Lines end at each `\n` byte, as the readers count them, so a `\r\n` file has its lines too (a `\r\n` pair is
  /// one `Character`: splitting the `String` at `"\n"` left such a file one line long); the `\r` is not the line's.
  private static func read(_ file: String) -> File {
    let bytes = Array(((try? TextFile.read(file).get()) ?? "").utf8)
    var lineStarts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lineStarts.append(offset + 1)
    }
    return File(bytes: bytes, lineStarts: lineStarts)
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
