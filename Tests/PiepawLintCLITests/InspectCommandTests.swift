import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// `piepaw-lint inspect` in-process (exit codes, output) and, for the samples, as the built binary.
@Suite struct InspectCommandTests {
  static let repositoryRoot = EndToEndTests.repositoryRoot

  /// `<repo>/../shared/corpus/pngsuite`: PngSuite, not committed.
  static let pngSuite = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/pngsuite")
  static var pngSuiteIsPresent: Bool {
    FileManager.default.fileExists(atPath: pngSuite.appendingPathComponent("basn0g01.png").path)
  }

  /// The sizes Pillow reported for every valid corpus file (kept with the library tests' fixtures).
  static let corpusSizes = repositoryRoot.appendingPathComponent(
    "Tests/PiepawLintTests/Fixtures/images/corpus-sizes.tsv")

  func inspect(_ arguments: [String]) -> (code: ExitCode, out: String, error: String) {
    let captured = CapturedConsole()
    let code = PiepawLintCommand.run(["inspect"] + arguments, console: captured.console(cwd: Self.repositoryRoot.path))
    return (code, captured.out, captured.error)
  }

  /// The `images` array of JSON output.
  func images(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return try #require(object?["images"] as? [[String: Any]])
  }

  @Test func missingPathIsExitTwoWithOneLine() {
    let result = inspect(["samples/nope"])
    #expect(result.code == .usage)
    #expect(result.error == "piepaw-lint: error: no such file or directory: samples/nope\n")
    #expect(result.out.isEmpty)
  }

  @Test func noPathOrABadFlagIsExitTwo() {
    #expect(inspect([]).code == .usage)
    #expect(inspect(["samples", "--format", "sarif"]).code == .usage)
    #expect(inspect(["samples", "--jobs", "0"]).code == .usage)
    #expect(inspect(["samples", "--strict"]).error.contains("unknown option '--strict'"))
  }

  @Test func helpListsTheOptionsAndLintHelpNamesTheCommand() {
    let result = inspect(["--help"])
    #expect(result.code == .clean)
    for option in ["--format", "--loose", "--jobs", "--decode"] { #expect(result.out.contains(option)) }
    #expect(LintCommand.help.contains("piepaw-lint inspect PATH"))
  }

  @Test func cleanCatalogExitsZeroWithATableAndOKVerdicts() {
    let result = inspect(["samples/piepaw/piepaw/Assets.xcassets"])
    #expect(result.code == .clean)
    #expect(result.out.hasPrefix("PATH "))
    #expect(result.out.contains("onboarding-1.imageset: ok — 430×932 pt at 1x/2x/3x"))
    let verdicts = result.out.split(separator: "\n").filter { $0.hasPrefix("  ") }
    #expect(!verdicts.isEmpty)
    #expect(verdicts.allSatisfy { $0.contains(": ok — ") })
  }

  @Test func brokenSampleExitsOneAndNamesTheProblems() {
    let result = inspect(["samples/broken"])
    #expect(result.code == .findings)
    #expect(result.out.contains("truncated-paw.imageset: truncated-paw@2x.png is corrupt"))
    #expect(result.out.contains("paw-pattern.imageset: @2x is 180×180 px, expected 200×200 (2 × @1x)"))
  }

  @Test func jsonImagesHaveTheDesignKeysFirst() throws {
    let result = inspect(["samples/piepaw/piepaw/Assets.xcassets", "--format", "json", "--jobs", "2"])
    #expect(result.code == .clean)
    let images = try images(result.out)
    #expect(!images.isEmpty)
    for image in images {
      for key in ["path", "format", "width", "height", "status", "error", "scale", "points", "bytes", "set"] {
        #expect(image[key] != nil, "\(key) missing")
      }
      #expect(image["status"] as? String == "ok")
    }
    let firstObject = result.out.components(separatedBy: "\n    {\n")[1]
    let keys = firstObject.split(separator: "\n").prefix(6).map { $0.split(separator: "\"")[1] }
    #expect(keys == ["path", "format", "width", "height", "status", "error"])
  }

  @Test(.enabled(if: InspectCommandTests.pngSuiteIsPresent, "PngSuite not found at <repo>/../shared/corpus/pngsuite"))
  func pngSuiteHasExactlyTheFourteenCorruptFilesAndPillowsSizes() throws {
    let result = inspect(["../shared/corpus/pngsuite", "--format", "json"])
    #expect(result.code == .findings)
    let images = try images(result.out)
    #expect(images.count == 175)
    let name = { (image: [String: Any]) in ((image["path"] as? String ?? "") as NSString).lastPathComponent }
    let corrupt = images.filter { $0["status"] as? String == "corrupt" }.map(name)
    #expect(corrupt.count == 14)
    #expect(corrupt.allSatisfy { $0.hasPrefix("x") })
    let sizes = try String(contentsOf: Self.corpusSizes, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("pngsuite/") }.map { $0.split(separator: "\t") }
    let expected = Dictionary(uniqueKeysWithValues: sizes.map { (String($0[0].dropFirst(9)), "\($0[1])×\($0[2])") })
    #expect(expected.count == 161)
    for image in images where image["status"] as? String == "ok" {
      let size = "\(image["width"] as? Int ?? -1)×\(image["height"] as? Int ?? -1)"
      #expect(expected[name(image)] == size, "\(name(image))")
    }
    #expect(images.count { $0["status"] as? String == "ok" } == 161)
  }

  @Test func theBinaryInspectsTheBrokenSample() throws {
    let result = try EndToEndTests().run(["inspect", "samples/broken", "--format", "json"])
    #expect(result.status == 1)
    #expect(result.error.isEmpty)
    let detail = try images(result.out).map { $0["detail"] as? String }
    #expect(detail.contains("corrupt"))
    #expect(try EndToEndTests().run(["inspect", "samples/nope"]).status == 2)
  }
}
