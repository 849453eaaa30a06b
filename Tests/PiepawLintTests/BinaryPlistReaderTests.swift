import Foundation
import Testing

@testable import PiepawLint

/// Writes `bplist00` files object by object, so tests can make what no plist writer would: shared objects,
/// cycles, nesting past the limit.
struct BinaryPlistBuilder {
  private(set) var objects: [[UInt8]] = []

  /// Adds an object's encoded bytes (references as one byte each) and returns its number.
  @discardableResult mutating func add(_ bytes: [UInt8]) -> Int {
    objects.append(bytes)
    return objects.count - 1
  }

  @discardableResult mutating func string(_ text: String) -> Int {
    add([0x50 | UInt8(text.utf8.count)] + Array(text.utf8))
  }
  @discardableResult mutating func array(_ elements: [Int]) -> Int {
    add([0xA0 | UInt8(elements.count)] + elements.map { UInt8($0) })
  }
  mutating func dictionary(_ pairs: [(Int, Int)]) -> Int {
    add([0xD0 | UInt8(pairs.count)] + pairs.map { UInt8($0.0) } + pairs.map { UInt8($0.1) })
  }

  func data(top: Int) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    let offsetSize = table < 256 ? 1 : 2
    for offset in offsets { bytes += offsetSize == 1 ? [UInt8(offset)] : [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
    for value in [objects.count, top, table] {
      bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    return Data(bytes)
  }
}

@Suite struct BinaryPlistReaderTests {
  private func parse(_ data: Data, maximumValues: Int = BinaryPlistReader.defaultMaximumValues) -> Result<
    PlistNode, Finding
  > {
    BinaryPlistReader.parse(data, file: "/p/Info.plist", maximumValues: maximumValues)
  }

  private func message(_ result: Result<PlistNode, Finding>) -> String {
    if case .failure(let finding) = result { return finding.message }
    return "parsed"
  }

  /// Issue 10: objects that each refer to the next one twice made 130 bytes take 1.4 GiB, 282 bytes any amount.
  @Test func objectsReferredToTwiceAtEveryLevelHitTheValueBudget() {
    var builder = BinaryPlistBuilder()
    let levels = 60
    for level in 0..<levels { builder.add([0xA2, UInt8(level + 1), UInt8(level + 1)]) }
    builder.add([0x09])
    let data = builder.data(top: 0)
    #expect(data.count < 300)
    let result = parse(data)
    #expect(message(result).contains("more than \(BinaryPlistReader.defaultMaximumValues) values and keys"))
    #expect(message(result).contains("each time it is used"))
  }

  @Test func aSharedObjectCountsEachTimeItIsUsedButIsDecodedOnce() throws {
    var builder = BinaryPlistBuilder()
    let name = builder.string("Main")
    let pair = builder.array([name, name])
    let top = builder.dictionary([(name, pair)])
    let data = builder.data(top: top)
    // The dictionary, its key, the array and its two strings.
    let node = try parse(data, maximumValues: 5).get()
    #expect(node["Main"]?.elements?.map(\.stringValue) == ["Main", "Main"])
    #expect(message(parse(data, maximumValues: 4)).contains("more than 4 values and keys"))
  }

  @Test func anArrayHoldingItselfIsACycle() {
    var builder = BinaryPlistBuilder()
    let key = builder.string("k")
    let top = builder.dictionary([(key, 2)])
    builder.array([3])
    builder.array([2])
    #expect(message(parse(builder.data(top: top))).contains("object 2 contains itself (a reference cycle)"))
  }

  /// A chain of `count` arrays, the innermost empty; returns the outermost.
  private func chain(_ count: Int, in builder: inout BinaryPlistBuilder) -> Int {
    var inner = builder.array([])
    for _ in 1..<count { inner = builder.array([inner]) }
    return inner
  }

  @Test func nestingStopsAtTheDepthLimitEvenThroughASharedObject() throws {
    var fits = BinaryPlistBuilder()
    let deepest = chain(BinaryPlistReader.maximumDepth, in: &fits)
    #expect(try parse(fits.data(top: deepest)).get().elements?.count == 1)

    var tooDeep = BinaryPlistBuilder()
    let top = chain(BinaryPlistReader.maximumDepth + 1, in: &tooDeep)
    #expect(message(parse(tooDeep.data(top: top))).contains("more than 128 levels deep"))

    // A 100-level chain used once near the top (fine) and once 30 levels down (too deep).
    var shared = BinaryPlistBuilder()
    let hundred = chain(100, in: &shared)
    var below = hundred
    for _ in 0..<30 { below = shared.array([below]) }
    let root = shared.array([hundred, below])
    #expect(message(parse(shared.data(top: root))).contains("more than 128 levels deep"))
  }

  @Test func everyKindFoundationWritesIsRead() throws {
    let plist: [String: Any] = [
      "string": "Main", "unicode": "Café 🐾", "integer": 7, "big": 1 << 40, "real": 1.5, "true": true, "false": false,
      "date": Date(timeIntervalSince1970: 0), "data": Data([1, 2, 3]), "array": [1, 2],
      "long": String(repeating: "x", count: 300), "nested": ["a": ["b": "c"]],
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    let node = try parse(data).get()
    #expect(node.entries?.map(\.key) == plist.keys.sorted())
    #expect(node["string"]?.stringValue == "Main")
    #expect(node["unicode"]?.stringValue == "Café 🐾")
    #expect(node["long"]?.stringValue?.count == 300)
    #expect(node["integer"]?.kindDescription == "an integer")
    #expect(node["big"]?.kindDescription == "an integer")
    #expect(node["real"]?.kindDescription == "a real")
    #expect(node["date"]?.kindDescription == "a date")
    #expect(node["data"]?.kindDescription == "a data")
    #expect(["a true", "a false"].contains(node["true"]?.kindDescription ?? ""))
    #expect(node["array"]?.elements?.count == 2)
    #expect(node["nested"]?["a"]?["b"]?.stringValue == "c")
  }

  /// Truncations and byte stomps of a real file: always a value or a finding, never a trap.
  @Test func damagedFilesGiveAFinding() throws {
    let plist: [String: Any] = ["UIMainStoryboardFile": "Main", "list": [1, "two", ["three": 3.0]]]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    #expect(message(parse(data.prefix(data.count - 1))).contains("it is damaged"))
    #expect(message(parse(Data("bplist00".utf8))).contains("it is damaged"))
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<2_000 {
      var bytes = [UInt8](data)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      }
      _ = parse(Data(bytes))
    }
  }
}

/// Issue 10 asks that a depth limit hold in every reader: the deepest input each one accepts is read on a thread
/// with a 1 MiB stack (an eighth of the main thread's; debug builds take the largest frames), and one level more
/// is refused.
@Suite struct ReaderDepthTests {
  private static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    done.wait()
  }

  private static func plist(_ text: String) -> Result<PlistNode, Finding> {
    PropertyListReader.parse(data: Data(text.utf8), file: "/p/Info.plist")
  }

  private static func nested(_ open: String, _ close: String, _ count: Int) -> String {
    String(repeating: open, count: count) + String(repeating: close, count: count)
  }

  @Test func theDeepestAcceptedInputOfEachReaderFitsASmallStack() {
    Self.onSmallStack {
      let xmlDepth = XMLReader.maximumDepth - 1  // below <plist>
      #expect((try? Self.plist("<plist>" + Self.nested("<array>", "</array>", xmlDepth) + "</plist>").get()) != nil)
      #expect((try? Self.plist(Self.nested("(", ")", ASCIIPlistReader.maximumDepth)).get()) != nil)
      let json = Self.nested("[", "]", JSONReader.defaultMaximumDepth)
      #expect((try? JSONReader.parse(json, file: "/t.json").get()) != nil)
      var builder = BinaryPlistBuilder()
      var inner = builder.array([])
      for _ in 1..<BinaryPlistReader.maximumDepth { inner = builder.array([inner]) }
      #expect((try? BinaryPlistReader.parse(builder.data(top: inner), file: "/p").get()) != nil)
    }
  }

  @Test func oneLevelMoreIsRefused() {
    let xml = "<plist>" + Self.nested("<array>", "</array>", XMLReader.maximumDepth) + "</plist>"
    #expect((try? Self.plist(xml).get()) == nil)
    #expect((try? Self.plist(Self.nested("(", ")", ASCIIPlistReader.maximumDepth + 1)).get()) == nil)
    let json = Self.nested("[", "]", JSONReader.defaultMaximumDepth + 1)
    #expect((try? JSONReader.parse(json, file: "/t.json").get()) == nil)
  }
}
