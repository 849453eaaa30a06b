import Foundation
import Testing

@testable import PiepawLint

/// Issue 10: a 1.5 MB title of combining marks in alternating classes took over 20 s in `duplicate-title` (and
/// minutes in asset lookups): Swift's hashing and `==` put each run of marks in canonical order at a cost that
/// grows with the square of the run. The sizes here would take minutes that way and take milliseconds now.
@Suite struct CombiningMarksTests {
  /// `a` and `count` marks alternating between two combining classes (above, below), starting with `first`.
  static func marks(_ count: Int, startingAbove: Bool = true) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append("a")
    for index in 0..<count {
      scalars.append((index % 2 == 0) == startingAbove ? "\u{301}" : "\u{316}")
    }
    return String(scalars)
  }

  @Test func aJoinerGoesBeforeThe31stMarkInARow() {
    let thirty = Self.marks(30)
    #expect(StreamSafeText.make(thirty).unicodeScalars.elementsEqual(thirty.unicodeScalars))
    let made = StreamSafeText.make(Self.marks(61))
    #expect(made.unicodeScalars.count == 1 + 61 + 2)
    #expect(Array(made.unicodeScalars).indices.filter { Array(made.unicodeScalars)[$0] == "\u{34F}" } == [31, 62])
    // Invisible and inside the same character: titles keep their length.
    #expect(made.count == 1)
    #expect(!StreamSafeText.needsJoiners(made))
    #expect(StreamSafeText.make("Café 🐾 ascii") == "Café 🐾 ascii")
  }

  /// The three starters whose canonical decomposition is all marks (Tibetan vowel signs) are the only ones;
  /// checked against Foundation's decomposition for every assigned scalar from U+0300 to U+2FFFF.
  @Test func theStartersThatDecomposeToMarksAreListed() {
    var found: Set<UInt32> = []
    for value in UInt32(0x300)..<0x3_0000 {
      guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
        scalar.properties.canonicalCombiningClass == .notReordered,
        !(0x3400...0x9FFF).contains(value), !(0xAC00...0xD7A3).contains(value), !(0x2_0000...0x2_F7FF).contains(value)
      else { continue }
      let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
      if let first = decomposed.first, first != scalar, first.properties.canonicalCombiningClass != .notReordered {
        found.insert(value)
      }
    }
    #expect(found == StreamSafeText.nonStarterDecompositions)
  }

  @Test func duplicateTitlesOfHugeMarkRunsAreFoundInLinearTime() {
    let first = Self.marks(150_000)
    let equivalent = Self.marks(150_000, startingAbove: false)
    let project = Build.project(flows: [
      Build.flow([
        Build.page(0, title: first), Build.page(1, title: equivalent), Build.page(2, title: Self.marks(150_001)),
      ])
    ])
    let result = findings(DuplicateTitleRule.self, project)
    #expect(result.map(\.location) == [Build.at(6, Build.Column.title)])
  }

  @Test func canonicallyEquivalentTitlesAreStillDuplicates() {
    let project = Build.project(flows: [
      Build.flow([Build.page(0, title: "Café Friends"), Build.page(1, title: "cafe\u{301}  friends")])
    ])
    #expect(findings(DuplicateTitleRule.self, project).count == 1)
  }

  @Test func hugeNamesGetNoSuggestionAndAreNoCandidate() {
    let huge = Self.marks(200_000)
    #expect(huge.count == 1)
    #expect(NearestName.find(huge, among: ["a", "b\u{301}"]) == nil)
    #expect(NearestName.find("b", among: [huge, "bb"]) == "bb")
  }

  /// Every reader makes its strings stream-safe, escapes included: decoded text, JSON `\u0301`, XML `&#x301;`,
  /// old-style plist `\U0301`, Swift `\u{301}`, binary plist strings.
  @Test func everyReaderMakesItsStringsStreamSafe() throws {
    let raw = Self.marks(100)
    let json = "\"a" + String(repeating: "\\u0301\\u0316", count: 50) + "\""
    let xml = "<string>a" + String(repeating: "&#x301;&#x316;", count: 50) + "</string>"
    let ascii = "\"a" + String(repeating: "\\U0301\\U0316", count: 50) + "\""
    let swift = "\"a" + String(repeating: "\\u{301}\\u{316}", count: 50) + "\""
    var binary = BinaryPlistBuilder()
    let utf16 = Array(raw.utf16)
    binary.add([0x6F, 0x10, UInt8(utf16.count)] + utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    let strings: [String?] = [
      try TextFile.decode(Data(raw.utf8), path: "/t").get(),
      try JSONReader.parse(json, file: "/t.json").get().stringValue,
      try PropertyListReader.parse(data: Data(xml.utf8), file: "/t.plist").get().stringValue,
      try PropertyListReader.parse(data: Data(ascii.utf8), file: "/t.plist").get().stringValue,
      SwiftSourceScanner.scan(swift).tokens.first?.stringLiteral?.value,
      try PropertyListReader.parse(data: binary.data(top: 0), file: "/t.plist").get().stringValue,
    ]
    for (index, string) in strings.enumerated() {
      let string = try #require(string, "reader \(index)")
      #expect(string.unicodeScalars.count == 104, "reader \(index)")
      #expect(!StreamSafeText.needsJoiners(string), "reader \(index)")
    }
  }
}

/// A sibling of the binary plist bomb in Swift sources: every type of one level inheriting from every type of
/// the next made `isViewController` ask 30⁸ times; each type is now asked once.
@Suite struct SharedInheritanceTests {
  private func index(levels: Int, width: Int, top: String) -> SwiftProjectIndex {
    var source = ""
    for level in 0..<levels {
      let parents = (0..<width).map { "L\(level + 1)T\($0)" }.joined(separator: ", ")
      for type in 0..<width { source += "class L\(level)T\(type): \(parents) {}\n" }
    }
    source += "class L\(levels)T0: \(top) {}\n"
    let file = SwiftContentLoader.read(path: "/app/Types.swift", source: source)
    return SwiftProjectIndex(files: [file.swiftIndex].compactMap { $0 })
  }

  @Test func typesInheritedAlongManyPathsAreAskedOnce() {
    #expect(!index(levels: 9, width: 30, top: "UIViewController").isViewController("L0T0"))
    #expect(index(levels: 7, width: 30, top: "UIViewController").isViewController("L0T0"))
    #expect(!index(levels: 7, width: 30, top: "NSObject").isViewController("L0T0"))
  }
}
