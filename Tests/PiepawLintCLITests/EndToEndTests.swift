import Foundation
import Testing

/// The built `piepaw-lint` binary run as a user runs it: exit codes, stdout and stderr.
@Suite struct EndToEndTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  struct Run {
    var status: Int32
    var out: String
    var error: String
  }

  static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-tests-cache").path

  /// The binary sits beside the test bundle in the build folder.
  static var binary: URL {
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("piepaw-lint").path) {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("piepaw-lint")
  }

  func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = Self.repositoryRoot
    // Tests keep their result cache to themselves, never in the user's ~/.cache.
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = Self.cacheHome
    environment.merge(extra) { $1 }
    process.environment = environment
    let out = Pipe()
    let error = Pipe()
    process.standardOutput = out
    process.standardError = error
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  @Test func cleanSampleExitsZero() throws {
    let result = try run(["samples/piepaw"])
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("No problems in "))
    #expect(result.error.isEmpty)
  }

  @Test func brokenSampleExitsOneWithEveryFinding() throws {
    let result = try run(["lint", "samples/broken", "--format", "xcode"])
    #expect(result.status == 1)
    let golden = try String(
      contentsOf: Self.repositoryRoot.appendingPathComponent("samples/broken/expected-output.txt"), encoding: .utf8)
    #expect(result.out == golden)
  }

  /// libheif is loaded only when a HEIF file is read; where it cannot be, the file is unsupported, not a crash.
  @Test func heifWithoutLibheifIsUnsupportedAndNamesTheLibrary() throws {
    let image = "Tests/PiepawLintTests/Fixtures/images/gradient-64x48.heic"
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-heif-cache-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let missing = try run(
      ["inspect", image, "--format", "json"],
      environment: ["PIEPAW_LIBHEIF": "/nonexistent/libheif.so.1", "XDG_CACHE_HOME": cache])
    #expect(missing.status == 0)  // unsupported is a note, not a failure
    #expect(missing.out.contains(#""status": "unsupported""#))
    #expect(missing.out.contains("not found at /nonexistent/libheif.so.1 (PIEPAW_LIBHEIF)"))
    // The verdict without libheif was not cached: with it, the same run decodes the file.
    let present = try run(["inspect", image, "--format", "json"], environment: ["XDG_CACHE_HOME": cache])
    #expect(present.status == 0)
    #expect(present.out.contains(#""width": 64"#))
  }

  @Test func missingPathExitsTwoWithOneLine() throws {
    let result = try run(["samples/nope"])
    #expect(result.status == 2)
    #expect(result.error == "piepaw-lint: error: no such file or directory: samples/nope\n")
    #expect(result.out.isEmpty)
  }

  @Test func unknownFlagExitsTwoWithOneLine() throws {
    let result = try run(["--fromat", "json", "samples"])
    #expect(result.status == 2)
    #expect(result.error == "piepaw-lint: error: unknown option '--fromat'; see 'piepaw-lint --help'\n")
  }

  @Test func strictTurnsWarningsIntoFailure() throws {
    let tree = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-e2e-\(UUID())")
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: tree) }
    try Data(
      """
      {"progressCapsules": 1, "pages": [{"tag": 0, "title": "Hello  there", "description": "Hi."}]}
      """.utf8
    ).write(to: tree.appendingPathComponent("a.onboarding.json"))
    #expect(try run([tree.path]).status == 0)
    #expect(try run([tree.path, "--strict"]).status == 1)
  }

  @Test func reportGoesToTheOutputFile() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-\(UUID()).sarif")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try run(["samples/broken", "--format", "sarif", "--output", output.path])
    #expect(result.status == 1)
    #expect(result.out.isEmpty)
    let sarif = try String(contentsOf: output, encoding: .utf8)
    #expect(sarif.contains("\"ruleId\": \"duplicate-tag\""))
  }
}

/// Issue 4's configuration checks, through the binary.
@Suite struct ConfigurationEndToEndTests {
  func run(config: String) throws -> EndToEndTests.Run {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-\(UUID()).json")
    try Data(config.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try EndToEndTests().run(["samples/piepaw", "--format", "xcode", "--config", file.path])
  }

  @Test func titleLengthOffSilencesIt() throws {
    let longTitle = try EndToEndTests().run(["samples/broken", "--format", "xcode"])
    #expect(longTitle.out.contains("[title-length]"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-\(UUID()).json")
    try Data(#"{"rules": {"title-length": "off"}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let silenced = try EndToEndTests().run(["samples/broken", "--format", "xcode", "--config", file.path])
    #expect(!silenced.out.contains("[title-length]"))
  }

  @Test func titleLengthAsErrorWithMax20FailsTheCleanSample() throws {
    #expect(try EndToEndTests().run(["samples/piepaw"]).status == 0)
    let result = try run(
      config: #"{"rules": {"title-length": {"severity": "error", "max": 20, "measure": false}}}"#)
    #expect(result.status == 1)
    #expect(result.out.contains("error: The title is"))
  }

  @Test func misspeltRuleIdExitsTwoNamingIt() throws {
    let result = try run(config: #"{"rules": {"title-lenght": "off"}}"#)
    #expect(result.status == 2)
    #expect(result.error.contains("unknown rule 'title-lenght' (did you mean 'title-length'?)"))
    #expect(result.error.split(separator: "\n").count == 1)
  }
}
