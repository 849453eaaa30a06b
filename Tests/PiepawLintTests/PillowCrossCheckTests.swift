import Foundation
import Testing

/// Widths, heights and statuses agree with an independent decoder (Pillow) on images generated fresh for the run:
/// every PNG colour type and bit depth, plain and interlaced, and baseline, progressive, grey and CMYK JPEGs.
@Suite struct PillowCrossCheckTests {
  /// The `piepaw-lint` binary, built beside the test bundle.
  static var binary: URL {
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("piepaw-lint").path) {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("piepaw-lint")
  }

  @Test func sizesAgreeWithPillow() throws {
    let seed = "\(Int.random(in: 1...1_000_000))"
    guard
      let run = try PythonTool.run(
        "scripts/crosscheck-pillow", [Self.binary.path, "3", seed], needs: "PIL", purpose: "the Pillow cross-check")
    else { return }
    #expect(run.status == 0, "seed \(seed): \(run.output)")
    #expect(run.output.contains(" passed, 0 failed"))
  }
}
