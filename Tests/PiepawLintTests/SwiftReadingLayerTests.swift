import Foundation
import Testing

@testable import PiepawLint

/// The reading of Swift is built in layers, each using only those below it (ARCHITECTURE.md, "Reading Swift in
/// layers"): a type one folder declares may be named only in the same folder or a higher one. This test reads our
/// own sources with our own lexer, so a name in a string or a comment is no use.
@Suite struct SwiftReadingLayerTests {
  /// Bottom first. `.` is the folder itself: the loader and the recognition that assembles the layers.
  static let layers = ["Lexing", "Syntax", "Vocabulary", "Layout", "Index", "Recognisers", "PageViews", "."]

  static var swiftFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/PiepawLint/Loading/Swift")
  }

  struct SourceFile {
    var layer: String
    var name: String
    var tokens: [SwiftToken]
  }

  static func sources() throws -> [SourceFile] {
    let root = swiftFolder
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var files: [SourceFile] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = url.path.dropFirst(root.path.count + 1).split(separator: "/")
      let layer = relative.count > 1 ? String(relative[0]) : "."
      let text = try String(contentsOf: url, encoding: .utf8)
      files.append(
        SourceFile(layer: layer, name: relative.joined(separator: "/"), tokens: SwiftSourceScanner.scan(text).tokens))
    }
    return files
  }

  /// The types a file declares outside any brace: `struct`, `enum`, `class`, `protocol`, `actor`, `typealias`.
  static func declaredTypes(_ tokens: [SwiftToken]) -> [String] {
    let introducers: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    var depth = 0
    var names: [String] = []
    for (index, token) in tokens.enumerated() {
      if token.kind == .punctuation, token.text == "{" { depth += 1 }
      if token.kind == .punctuation, token.text == "}" { depth -= 1 }
      guard depth == 0, let word = token.identifierName, introducers.contains(word), index + 1 < tokens.count,
        let name = tokens[index + 1].identifierName
      else { continue }
      names.append(name)
    }
    return names
  }

  /// Each use of a type from a layer above the user's: `file → Type (layer)`.
  static func upwardUses(_ files: [SourceFile]) -> [String] {
    var layerOfType: [String: Set<String>] = [:]
    for file in files {
      for name in declaredTypes(file.tokens) { layerOfType[name, default: []].insert(file.layer) }
    }
    var found: [String] = []
    for file in files {
      let rank = layers.firstIndex(of: file.layer) ?? -1
      let used = Set(file.tokens.compactMap(\.identifierName))
      for name in used.sorted() {
        guard let owners = layerOfType[name], owners.count == 1, let owner = owners.first, owner != file.layer,
          let ownerRank = layers.firstIndex(of: owner), ownerRank > rank
        else { continue }
        found.append("\(file.name) → \(name) (\(owner))")
      }
    }
    return found
  }

  @Test func everyFolderIsALayer() throws {
    let unknown = Set(try Self.sources().map(\.layer)).subtracting(Self.layers)
    #expect(unknown.isEmpty, "folders not in the layer order: \(unknown.sorted())")
  }

  @Test func noLayerUsesOneAboveIt() throws {
    let upward = Self.upwardUses(try Self.sources())
    #expect(upward.isEmpty, "uses of a higher layer:\n\(upward.joined(separator: "\n"))")
  }

  @Test func aUseFromBelowIsCaught() {
    let low = SourceFile(
      layer: "Syntax", name: "Syntax/A.swift", tokens: SwiftSourceScanner.scan("struct A { var b: B }").tokens)
    let high = SourceFile(
      layer: "Index", name: "Index/B.swift", tokens: SwiftSourceScanner.scan("struct B { var a: A }").tokens)
    #expect(Self.upwardUses([low, high]) == ["Syntax/A.swift → B (Index)"])
  }

  @Test func aNameInAStringOrCommentIsNoUse() {
    let low = SourceFile(
      layer: "Syntax", name: "Syntax/A.swift", tokens: SwiftSourceScanner.scan("// B\nlet a = \"B\"").tokens)
    let high = SourceFile(layer: "Index", name: "Index/B.swift", tokens: SwiftSourceScanner.scan("enum B {}").tokens)
    #expect(Self.upwardUses([low, high]).isEmpty)
  }
}
