import Foundation
import Testing

@testable import PiepawLint

@Suite struct FileTypeTests {
  @Test func regularDirectorySymlinkAndMissing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-filetype-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.png").path
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: file))
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
    let dangling = folder.appendingPathComponent("dangling.png").path
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.path + "/missing")

    #expect(FileType.of(file) == .regular)
    #expect(FileType.of(folder.path) == .directory)
    #expect(FileType.of(link) == .symbolicLink)
    #expect(FileType.of(dangling) == .symbolicLink)
    #expect(FileType.of("/dev/null") == .other)
    #expect(FileType.of(folder.path + "/missing") == nil)
  }

  /// A NUL would end the C string at the folder, which exists; the path as given does not.
  @Test func pathWithNULIsNotExamined() {
    #expect(FileType.of(FileManager.default.temporaryDirectory.path + "\0/a.png") == nil)
  }
}
