import Foundation

/// Shared helpers for the catalogs-area tests (JSON, asset catalogs, plists, project files).
enum CatalogsTestSupport {
  /// `Tests/PiepawLintTests/Fixtures/catalogs/<name>`.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/catalogs").appendingPathComponent(name).standardizedFileURL.path
  }

  /// A fresh empty directory under the system temporary directory.
  static func makeTemporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "piepaw-catalogs-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// Writes `text` to `path`, creating folders on the way.
  static func write(_ text: String, to path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// Seeded byte soup and mutations of valid inputs, for "never crashes" tests.
  struct FuzzGenerator {
    private var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func bytes(count: Int, from alphabet: [UInt8]? = nil) -> [UInt8] {
      (0..<count).map { _ in alphabet.map { $0[below($0.count)] } ?? UInt8(truncatingIfNeeded: next()) }
    }

    /// `text` with a few bytes replaced, inserted or deleted.
    mutating func mutate(_ text: String, edits: Int = 3, alphabet: [UInt8]) -> [UInt8] {
      var bytes = Array(text.utf8)
      for _ in 0..<edits {
        let position = below(bytes.count + 1)
        switch below(3) {
        case 0 where position < bytes.count: bytes[position] = alphabet[below(alphabet.count)]
        case 1: bytes.insert(alphabet[below(alphabet.count)], at: position)
        default: if position < bytes.count { bytes.remove(at: position) }
        }
      }
      return bytes
    }
  }
}
