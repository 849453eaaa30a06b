import CPiepawImage
import Foundation
import Testing

/// HEIF files are decoded in a child process (`piepaw_isolate.c`), since libheif and libde265 end the process on
/// some hostile files (a failed assertion). A stand-in decoder shows what the caller gets for each way a child ends.
@Suite struct DecoderIsolationTests {
  struct Outcome {
    let status: piepaw_status
    let message: String
    let pixels: [UInt8]
  }

  func probe(_ ending: piepaw_probe_ending, timeoutMilliseconds: UInt32 = 60_000) -> Outcome {
    var raster = piepaw_raster()
    var result = piepaw_isolation_probe(ending, timeoutMilliseconds, &raster)
    defer { piepaw_raster_free(&raster) }
    let message = withUnsafeBytes(of: &result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let count = Int(raster.width) * Int(raster.height) * 4
    let pixels = raster.rgba.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    return Outcome(status: result.status, message: message, pixels: pixels)
  }

  @Test func aChildThatFinishesHandsBackItsResultAndRaster() {
    let outcome = probe(PIEPAW_PROBE_FINISH)
    #expect(outcome.status == PIEPAW_STATUS_OK)
    #expect(outcome.pixels == [255, 0, 0, 255, 0, 0, 255, 255])
  }

  @Test func anAbortIsAnUnsupportedFileNotTheEndOfTheRun() {
    let outcome = probe(PIEPAW_PROBE_ABORT)
    #expect(outcome.status == PIEPAW_STATUS_UNSUPPORTED)
    #expect(
      outcome.message == "the probe decoder stopped on it with signal 6 (SIGABRT, an abort such as a failed assertion)")
    #expect(outcome.pixels.isEmpty)
  }

  @Test func aBadMemoryAccessNamesItsSignal() {
    let outcome = probe(PIEPAW_PROBE_SIGNAL)
    #expect(outcome.status == PIEPAW_STATUS_UNSUPPORTED)
    #expect(outcome.message == "the probe decoder stopped on it with signal 11 (SIGSEGV, a bad memory access)")
  }

  @Test func anEarlyExitSaysSo() {
    let outcome = probe(PIEPAW_PROBE_EXIT)
    #expect(outcome.status == PIEPAW_STATUS_UNSUPPORTED)
    #expect(outcome.message == "the probe decoder's process ended with status 3 before it was done")
  }

  @Test func aDecoderThatNeverFinishesIsStoppedAtTheTimeLimit() {
    let start = Date()
    let outcome = probe(PIEPAW_PROBE_HANG, timeoutMilliseconds: 300)
    #expect(outcome.status == PIEPAW_STATUS_UNSUPPORTED)
    #expect(outcome.message == "the probe decoder did not finish decoding it within 0.3 s")
    #expect(Date().timeIntervalSince(start) < 10, "the child is killed at the limit, not waited for")
  }

  /// Files decode on every core: children forked from several threads at once each bring back their own ending.
  @Test func childrenOfConcurrentDecodesKeepTheirOwnResults() async {
    let endings = (0..<16).map { $0 % 2 == 0 ? PIEPAW_PROBE_FINISH : PIEPAW_PROBE_ABORT }
    let outcomes = await withTaskGroup(of: (Int, Outcome).self) { group in
      for (index, ending) in endings.enumerated() { group.addTask { (index, self.probe(ending)) } }
      return await group.reduce(into: [Int: Outcome]()) { $0[$1.0] = $1.1 }
    }
    for (index, ending) in endings.enumerated() {
      let expected = ending == PIEPAW_PROBE_FINISH ? PIEPAW_STATUS_OK : PIEPAW_STATUS_UNSUPPORTED
      #expect(outcomes[index]?.status == expected, "decode \(index)")
    }
  }
}
