import Dispatch
import Foundation

/// Maps the indices `0..<count` through `body` on a bounded number of Dispatch workers, each taking the next index
/// as it finishes (one slow item does not hold up a whole share), and returns the results in index order, whatever
/// the scheduling. Blocks the caller until every item is done.
func parallelMap<Element: Sendable>(count: Int, workers: Int, _ body: @Sendable (Int) -> Element) -> [Element] {
  guard count > 1, workers > 1 else { return (0..<count).map(body) }
  return ParallelMap<Element>(count: count).run(workers: workers, body)
}

/// The shared state of one `parallelMap`; every access holds the lock.
private final class ParallelMap<Element: Sendable>: @unchecked Sendable {
  private let count: Int
  private let lock = NSLock()
  private var nextIndex = 0
  private var results: [Element?]

  init(count: Int) {
    self.count = count
    results = Array(repeating: nil, count: count)
  }

  /// Every slot is filled when this returns (concurrentPerform waits for all workers).
  func run(workers: Int, _ body: @Sendable (Int) -> Element) -> [Element] {
    DispatchQueue.concurrentPerform(iterations: min(workers, count)) { _ in
      while let index = claim() {
        let result = body(index)
        locked { results[index] = result }
      }
    }
    return locked { results.compactMap { $0 } }
  }

  private func claim() -> Int? {
    locked {
      guard nextIndex < count else { return nil }
      defer { nextIndex += 1 }
      return nextIndex
    }
  }

  private func locked<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
