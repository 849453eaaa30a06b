/// What a storyboard, XIB, plist, project file, Objective-C source or JSON file says that could name an asset:
/// its quoted strings (`image="paw"`, `@"paw"`, `"paw"`), its XML text nodes (`<string>paw</string>`), the words
/// of unquoted settings (`ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;`), and `%d` format patterns.
enum ResourceTextReader {
  /// The file name extensions of the files read for names, besides storyboards, Info.plists and project files.
  static let fileExtensions: Set<String> = ["xib", "plist", "m", "mm", "h", "json", "intentdefinition"]

  /// Bytes that end an unquoted word.
  private static let wordBreaks: Set<UInt8> = Set(" \t\r\n\"'<>=;,(){}[]".utf8)

  static func evidence(in text: String) -> AssetNameEvidence {
    var evidence = AssetNameEvidence()
    let bytes = Array(text.utf8)
    var index = 0
    var wordStart = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ">") {
        addWord(bytes, wordStart..<index, to: &evidence)
        let closer = byte == UInt8(ascii: ">") ? UInt8(ascii: "<") : byte
        let end = bytes[(index + 1)...].firstIndex(of: closer) ?? bytes.count
        addString(bytes, (index + 1)..<end, to: &evidence)
        // A quoted string or a text node is read whole; its own words are read too (a JSON value may hold a
        // name after a prefix such as `assets/`).
        addWords(bytes, (index + 1)..<end, to: &evidence)
        index = end + 1
        wordStart = index
        continue
      }
      if wordBreaks.contains(byte) {
        addWord(bytes, wordStart..<index, to: &evidence)
        wordStart = index + 1
      }
      index += 1
    }
    if wordStart < bytes.count { addWord(bytes, wordStart..<bytes.count, to: &evidence) }
    return evidence
  }

  private static func addString(_ bytes: [UInt8], _ range: Range<Int>, to evidence: inout AssetNameEvidence) {
    guard !range.isEmpty, range.count <= 256 else { return }
    let text = String(decoding: bytes[range], as: UTF8.self).trimmingSpaces
    guard !text.isEmpty else { return }
    evidence.strings.insert(text)
    if let pattern = FormatPattern.pattern(text) { evidence.patterns.insert(pattern) }
  }

  private static func addWords(_ bytes: [UInt8], _ range: Range<Int>, to evidence: inout AssetNameEvidence) {
    var start = range.lowerBound
    for index in range where wordBreaks.contains(bytes[index]) || bytes[index] == UInt8(ascii: "/") {
      addWord(bytes, start..<index, to: &evidence)
      start = index + 1
    }
    addWord(bytes, start..<range.upperBound, to: &evidence)
  }

  private static func addWord(_ bytes: [UInt8], _ range: Range<Int>, to evidence: inout AssetNameEvidence) {
    guard !range.isEmpty, range.count <= 256 else { return }
    evidence.strings.insert(String(decoding: bytes[range], as: UTF8.self))
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks. Per scalar: a `\r\n` pair is one `Character`, equal
  /// to neither `"\r"` nor `"\n"`.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
