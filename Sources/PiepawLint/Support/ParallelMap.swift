import Dispatch
import Foundation

/// Maps the indices `0..<count` through `body` on a bounded number of Dispatch workers, each taking the next index
/// as it finishes (one slow item does not hold up a whole share), and returns the results in index order, whatever
/// the scheduling. Blocks the caller until every item is done.
func parallelMap<Element: Sendable>(count: Int, workers: Int, _ body: @Sendable (Int) -> Element) -> [Element] {
  guard count > 1, workers > 1 else { return (0..<count).map(body) }
  return ParallelMap(count: count).run(workers: workers, body)
}

/// The next index to hand out; every access holds the lock. Workers write their results straight into the
/// array being built (each index once), so results are not copied from a staging array: with 100 000 image
/// verdicts of 200 bytes, that copy was 20 MB of peak memory.
private final class ParallelMap: @unchecked Sendable {
  private let count: Int
  private let lock = NSLock()
  private var nextIndex = 0

  init(count: Int) { self.count = count }

  /// Every slot is initialized when this returns (concurrentPerform waits for all workers).
  func run<Element: Sendable>(workers: Int, _ body: @Sendable (Int) -> Element) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      nonisolated(unsafe) let slots = buffer.baseAddress!
      DispatchQueue.concurrentPerform(iterations: min(workers, count)) { _ in
        while let index = claim() { (slots + index).initialize(to: body(index)) }
      }
      initialized = count
    }
  }

  private func claim() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < count else { return nil }
    defer { nextIndex += 1 }
    return nextIndex
  }
}
